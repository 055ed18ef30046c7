### Textes de /doc : titre et description de l’API, et signification de chaque
### réponse documentée.

## Document

doc-info-title = API REST du calendrier d’évènements
doc-info-description = Consultez et gérez les évènements, lieux, organisateurs, catégories et étiquettes du calendrier.
doc-resp-doc-get-200 = Cette description de l’API.

## Events

doc-resp-events-get-200 = Les évènements correspondant à la requête.
doc-resp-events-get-400 = Un paramètre de la requête n’est pas au bon format.
doc-resp-events-get-404 = La page demandée n’existe pas.
doc-resp-event-get-200 = L’évènement correspondant à cet ID.
doc-resp-event-get-400 = L’ID de l’évènement est manquant.
doc-resp-event-get-403 = L’utilisateur actuel ne peut pas voir l’évènement.
doc-resp-event-get-404 = Il n’existe aucun évènement avec cet ID.
doc-resp-event-post-200 = L’évènement mis à jour.
doc-resp-event-post-201 = L’évènement créé.
doc-resp-event-post-400 = Un paramètre obligatoire est manquant ou un paramètre n’est pas au bon format.
doc-resp-event-post-403 = L’utilisateur actuel n’est pas autorisé à créer ou à modifier des évènements.
doc-resp-event-delete-200 = L’évènement supprimé.
doc-resp-event-delete-400 = L’ID de l’évènement est manquant ou inconnu.
doc-resp-event-delete-403 = L’utilisateur actuel n’est pas autorisé à supprimer cet évènement.
doc-resp-event-delete-410 = L’évènement a déjà été supprimé.
doc-resp-event-delete-500 = L’évènement n’a pas pu être supprimé.

## Venues

doc-resp-venues-get-200 = Les lieux correspondant à la requête.
doc-resp-venues-get-400 = Un paramètre de la requête n’est pas au bon format.
doc-resp-venues-get-404 = La page demandée n’existe pas.
doc-resp-venue-get-200 = Le lieu correspondant à cet ID.
doc-resp-venue-get-400 = L’ID du lieu est manquant.
doc-resp-venue-get-403 = L’utilisateur actuel ne peut pas voir le lieu.
doc-resp-venue-get-404 = Il n’existe aucun lieu avec cet ID.
doc-resp-venue-post-200 = Le lieu mis à jour.
doc-resp-venue-post-201 = Le lieu créé.
doc-resp-venue-post-400 = Un paramètre obligatoire est manquant ou un paramètre n’est pas au bon format.
doc-resp-venue-post-403 = L’utilisateur actuel n’est pas autorisé à créer ou à modifier des lieux.
doc-resp-venue-delete-200 = Le lieu supprimé.
doc-resp-venue-delete-400 = L’ID du lieu est manquant ou inconnu.
doc-resp-venue-delete-403 = L’utilisateur actuel n’est pas autorisé à supprimer ce lieu.
doc-resp-venue-delete-410 = Le lieu a déjà été supprimé.
doc-resp-venue-delete-500 = Le lieu n’a pas pu être supprimé.

## Organizers

doc-resp-organizers-get-200 = Les organisateurs correspondant à la requête.
doc-resp-organizers-get-400 = Un paramètre de la requête n’est pas au bon format.
doc-resp-organizers-get-404 = La page demandée n’existe pas.
doc-resp-organizer-get-200 = L’organisateur correspondant à cet ID.
doc-resp-organizer-get-400 = L’ID de l’organisateur est manquant.
doc-resp-organizer-get-403 = L’utilisateur actuel ne peut pas voir l’organisateur.
doc-resp-organizer-get-404 = Il n’existe aucun organisateur avec cet ID.
doc-resp-organizer-post-200 = L’organisateur mis à jour.
doc-resp-organizer-post-201 = L’organisateur créé.
doc-resp-organizer-post-400 = Un paramètre obligatoire est manquant ou un paramètre n’est pas au bon format.
doc-resp-organizer-post-403 = L’utilisateur actuel n’est pas autorisé à créer ou à modifier des organisateurs.
doc-resp-organizer-delete-200 = L’organisateur supprimé.
doc-resp-organizer-delete-400 = L’ID de l’organisateur est manquant ou inconnu.
doc-resp-organizer-delete-403 = L’utilisateur actuel n’est pas autorisé à supprimer cet organisateur.
doc-resp-organizer-delete-410 = L’organisateur a déjà été supprimé.
doc-resp-organizer-delete-500 = L’organisateur n’a pas pu être supprimé.

## Categories

doc-resp-categories-get-200 = Les catégories correspondant à la requête.
doc-resp-categories-get-400 = Un paramètre de la requête n’est pas au bon format.
doc-resp-categories-get-404 = La page demandée n’existe pas.
doc-resp-category-get-200 = La catégorie correspondant à cet ID.
doc-resp-category-get-400 = L’ID de la catégorie est manquant.
doc-resp-category-get-404 = Il n’existe aucune catégorie avec cet ID.
doc-resp-category-post-200 = La catégorie mise à jour.
doc-resp-category-post-201 = La catégorie créée.
doc-resp-category-post-400 = Un paramètre obligatoire est manquant ou un paramètre n’est pas au bon format.
doc-resp-category-post-403 = L’utilisateur actuel n’est pas autorisé à créer ou à modifier des catégories.
doc-resp-category-delete-200 = La catégorie supprimée.
doc-resp-category-delete-400 = L’ID de la catégorie est manquant ou inconnu.
doc-resp-category-delete-403 = L’utilisateur actuel n’est pas autorisé à supprimer cette catégorie.
doc-resp-category-delete-410 = La catégorie a déjà été supprimée.
doc-resp-category-delete-500 = La catégorie n’a pas pu être supprimée.

## Tags

doc-resp-tags-get-200 = Les étiquettes correspondant à la requête.
doc-resp-tags-get-400 = Un paramètre de la requête n’est pas au bon format.
doc-resp-tags-get-404 = Aucune étiquette ne correspond à la requête, ou la page demandée n’existe pas.
doc-resp-tag-get-200 = L’étiquette correspondant à cet ID.
doc-resp-tag-get-400 = L’ID de l’étiquette est manquant.
doc-resp-tag-get-404 = Il n’existe aucune étiquette avec cet ID.
doc-resp-tag-post-200 = L’étiquette mise à jour.
doc-resp-tag-post-201 = L’étiquette créée.
doc-resp-tag-post-400 = Un paramètre obligatoire est manquant ou un paramètre n’est pas au bon format.
doc-resp-tag-post-403 = L’utilisateur actuel n’est pas autorisé à créer ou à modifier des étiquettes.
doc-resp-tag-delete-200 = L’étiquette supprimée.
doc-resp-tag-delete-400 = L’ID de l’étiquette est manquant ou inconnu.
doc-resp-tag-delete-403 = L’utilisateur actuel n’est pas autorisé à supprimer cette étiquette.
doc-resp-tag-delete-410 = L’étiquette a déjà été supprimée.
doc-resp-tag-delete-500 = L’étiquette n’a pas pu être supprimée.

## Every operation

doc-resp-common-401 = Cette opération demande des identifiants de connexion, ou ceux fournis sont incorrects.
doc-resp-common-429 = Trop de connexions échouées depuis cette adresse ; réessayez plus tard.
doc-resp-change-404 = Cet élément n’existe pas, ou aucune route ne correspond au chemin (un ID doit être un nombre).
doc-resp-change-413 = Le corps de la requête est trop volumineux.
doc-resp-change-415 = Le corps de la requête n’est ni un formulaire ni du JSON.
