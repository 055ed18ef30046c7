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
