### Descriptions des paramètres : index de l’espace de noms (GET /) et /doc
### (paramètres et propriétés du corps de formulaire).

## GET /events

param-events-list-page = Page de résultats à renvoyer, à partir de 1.
param-events-list-per-page = Nombre d’évènements par page (50 au maximum).
param-events-list-start-date = Uniquement les évènements qui commencent à cette date ou après.
param-events-list-end-date = Uniquement les évènements qui se terminent à cette date ou avant.
param-events-list-starts-before = Uniquement les évènements qui commencent avant cette date.
param-events-list-starts-after = Uniquement les évènements qui commencent après cette date.
param-events-list-ends-before = Uniquement les évènements qui se terminent avant cette date.
param-events-list-ends-after = Uniquement les évènements qui se terminent après cette date.
param-events-list-strict-dates = Avec true, les filtres de date s’appliquent aux heures exactes indiquées ; sinon, à des journées entières.
param-events-list-search = Texte qui doit figurer dans le titre ou la description de l’évènement.
param-events-list-categories = Uniquement les évènements appartenant à au moins une de ces catégories (ID ou slugs).
param-events-list-tags = Uniquement les évènements portant au moins une de ces étiquettes (ID ou slugs).
param-events-list-venue = Uniquement les évènements se déroulant dans l’un de ces lieux (ID).
param-events-list-organizer = Uniquement les évènements organisés par l’un de ces organisateurs (ID).
param-events-list-featured = Filtre les évènements selon qu’ils sont mis en avant ou non.
param-events-list-status = Statut de publication des évènements à renvoyer.
param-events-list-geoloc = Nécessite un module complémentaire premium : filtre selon que le lieu a des coordonnées géographiques ou non.
param-events-list-geoloc-lat = Nécessite un module complémentaire premium : latitude du lieu servant de filtre ; à envoyer avec geoloc_lng.
param-events-list-geoloc-lng = Nécessite un module complémentaire premium : longitude du lieu servant de filtre ; à envoyer avec geoloc_lat.
param-events-list-include = Uniquement ces ID d’évènements (tableau ou liste séparée par des virgules) ; les filtres de date ne s’appliquent pas.
param-events-list-post-parent = Uniquement les évènements dont l’évènement parent a cet ID.
param-events-list-ticketed = Filtre les évènements selon qu’ils proposent des billets ou non.

## Single event: /events/{id} and /events/by-slug/{slug}

param-event-id = ID numérique de l’évènement.
param-event-password = Mot de passe d’un évènement protégé par mot de passe.
param-event-slug-path = Slug qui identifie l’évènement.

## Event fields of a create or update

param-event-author = ID utilisateur de l’auteur de l’évènement.
param-event-date = Date de publication de l’évènement.
param-event-date-utc = Date de publication de l’évènement, en UTC.
param-event-title = Titre de l’évènement.
param-event-description = Description complète de l’évènement.
param-event-slug = Slug de l’évènement, utilisé dans son URL.
param-event-excerpt = Court résumé de l’évènement.
param-event-status = Statut de publication de l’évènement.
param-event-timezone = Fuseau horaire de l’évènement.
param-event-all-day = Indique si l’évènement dure toute la journée.
param-event-start-date = Date et heure de début de l’évènement.
param-event-end-date = Date et heure de fin de l’évènement.
param-event-image = Image mise en avant : ID d’un fichier joint ou URL d’une image.
param-event-cost = Prix de l’évènement.
param-event-website = Adresse web de l’évènement.
param-event-show-map = Indique si une carte est affichée pour l’évènement.
param-event-show-map-link = Indique si un lien vers la carte est affiché pour l’évènement.
param-event-hide-from-listings = Indique si l’évènement est exclu des listes du calendrier.
param-event-sticky = Indique si l’évènement est épinglé dans les vues du calendrier.
param-event-featured = Indique si l’évènement est mis en avant.
param-event-categories = Catégories de l’évènement, sous forme d’ID ou de noms.
param-event-tags = Étiquettes de l’évènement, sous forme d’ID ou de noms.
param-event-venue = Lieu de l’évènement : un ID ou les informations d’un nouveau lieu.
param-event-organizer = Organisateurs de l’évènement : des ID ou les informations de nouveaux organisateurs.
