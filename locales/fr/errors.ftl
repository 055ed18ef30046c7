# Messages d'erreur de l'API : le membre « message » de chaque réponse d'erreur.
# Gardez les { $variables } telles quelles.

error-no-route = Aucune route ne correspond à l’URL et à la méthode de la requête.
error-invalid-json = Le corps JSON transmis est invalide.
error-json-not-object = Le corps JSON doit être un objet de champs nommés.
error-missing-params = Paramètre(s) manquant(s) : { $names }
error-invalid-params = Paramètre(s) invalide(s) : { $names }
param-invalid = Paramètre invalide.
param-not-integer = { $param } n’est pas de type entier.
param-not-number = { $param } n’est pas de type nombre.
param-not-boolean = { $param } n’est pas de type booléen.
param-not-string = { $param } n’est pas de type chaîne.
param-not-integer-array = { $param } doit être une liste d’entiers.
param-too-long = { $param } ne doit pas dépasser { $max } caractères.
error-forbidden = Désolé, vous n’avez pas l’autorisation de faire cela.
error-invalid-username = Identifiant inconnu. Vérifiez-le ou essayez avec votre adresse e-mail.
error-invalid-email = Adresse e-mail inconnue. Vérifiez-la ou essayez avec votre identifiant.
error-incorrect-password = Le mot de passe fourni n’est pas un mot de passe d’application valide.
error-event-not-found = L’évènement avec l’ID { $id } n’existe pas.
error-invalid-event-id = La publication avec l’ID { $id } n’est pas un évènement.
error-event-no-longer-available = L’évènement avec cet ID n’est plus disponible.
error-event-not-accessible = L’évènement demandé n’est pas accessible.
error-event-password-protected = L’évènement demandé est protégé par un mot de passe.
error-event-in-trash = L’évènement est déjà dans la corbeille.
error-archive-page-not-found = La page demandée est introuvable.
error-term-exists = Un terme portant ce nom existe déjà à ce niveau.
error-taxonomy-not-hierarchical = Cette taxonomie n’est pas hiérarchique : ses termes ne peuvent pas avoir de parent.
error-duplicate-term-slug = Le slug « { $slug } » est déjà utilisé par un autre terme.
error-tickets-not-active = Le filtrage par billets nécessite la billetterie, que ce site ne propose pas.
error-payload-too-large = Le corps de la requête est trop volumineux.
error-unsupported-media-type = Envoyez le corps de la requête au format application/json ou application/x-www-form-urlencoded.
error-bad-request = La requête n’a pas pu être comprise.
error-internal = Le serveur n’a pas pu traiter la requête.
error-unavailable = Le service est momentanément indisponible. Réessayez dans un instant.
