### Descriptions des paramètres : index de l’espace de noms (GET /) et /doc
### (paramètres et propriétés du corps de formulaire).

## GET /events

param-events-list-page = Page de résultats à renvoyer, à partir de 1.
param-events-list-per-page = Nombre d’évènements par page (50 au maximum).
param-events-list-start-date = Uniquement les évènements qui commencent à cette date ou après. Les expressions relatives comme « today » ou « next monday » sont lues à l’heure du site.
param-events-list-end-date = Uniquement les évènements qui se terminent à cette date ou avant. Les expressions relatives comme « +1 week » ou « last day of next month » sont lues à l’heure du site.
param-events-list-starts-before = Uniquement les évènements qui commencent avant cette date. Les expressions relatives comme « tomorrow » sont lues à l’heure du site.
param-events-list-starts-after = Uniquement les évènements qui commencent après cette date. Les expressions relatives comme « yesterday » sont lues à l’heure du site.
param-events-list-ends-before = Uniquement les évènements qui se terminent avant cette date. Les expressions relatives comme « next friday » sont lues à l’heure du site.
param-events-list-ends-after = Uniquement les évènements qui se terminent après cette date. Les expressions relatives comme « today » sont lues à l’heure du site.
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
param-event-date = Date de publication de l’évènement. Les expressions relatives comme « now » ou « tomorrow 9am » sont lues à l’heure du site.
param-event-date-utc = Date de publication de l’évènement, en UTC. Les expressions relatives comme « tomorrow 9am » sont lues à l’heure UTC.
param-event-title = Titre de l’évènement.
param-event-description = Description complète de l’évènement.
param-event-slug = Slug de l’évènement, utilisé dans son URL.
param-event-excerpt = Court résumé de l’évènement.
param-event-status = Statut de publication de l’évènement.
param-event-timezone = Fuseau horaire de l’évènement.
param-event-all-day = Indique si l’évènement dure toute la journée.
param-event-start-date = Date et heure de début de l’évènement. Les expressions relatives comme « tomorrow 9am » ou « next wednesday 4pm » sont lues dans le fuseau horaire de l’évènement.
param-event-end-date = Date et heure de fin de l’évènement. Les expressions relatives comme « tomorrow 11am » ou « +1 week » sont lues dans le fuseau horaire de l’évènement.
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

## GET /venues

param-venues-list-page = Page de résultats à renvoyer, à partir de 1.
param-venues-list-per-page = Nombre de lieux par page (50 au maximum).
param-venues-list-search = Texte à rechercher dans le nom, la description ou l’adresse du lieu.
param-venues-list-event = Uniquement le lieu de cet évènement (ID).
param-venues-list-has-events = Filtre les lieux selon qu’ils sont utilisés ou non par au moins un évènement.
param-venues-list-only-with-upcoming = Uniquement les lieux d’évènements qui n’ont pas encore commencé.
param-venues-list-status = Statut de publication des lieux à renvoyer.

## Single venue: /venues/{id} and /venues/by-slug/{slug}

param-venue-id = ID numérique du lieu.
param-venue-slug = Slug qui identifie le lieu.

## Venue fields of a create or update

param-venue-author = ID utilisateur de l’auteur de la fiche du lieu.
param-venue-date = Date de publication de la fiche du lieu. Les expressions relatives comme « now » ou « tomorrow 9am » sont lues à l’heure du site.
param-venue-date-utc = Date de publication de la fiche du lieu, en UTC. Les expressions relatives comme « tomorrow 9am » sont lues à l’heure UTC.
param-venue-venue = Nom du lieu.
param-venue-description = Description du lieu.
param-venue-status = Statut de publication de la fiche du lieu.
param-venue-show-map = Indique si les évènements de ce lieu affichent une carte.
param-venue-show-map-link = Indique si les évènements de ce lieu affichent un lien vers la carte.
param-venue-address = Adresse du lieu (numéro et rue).
param-venue-city = Ville du lieu.
param-venue-country = Pays du lieu.
param-venue-province = Province du lieu.
param-venue-state = État du lieu.
param-venue-zip = Code postal du lieu.
param-venue-phone = Numéro de téléphone du lieu.
param-venue-stateprovince = État ou province du lieu.
param-venue-website = Adresse web du lieu.
param-venue-image = Image mise en avant du lieu : ID d’un fichier joint ou URL d’une image.

## GET /organizers

param-organizers-list-page = Page de résultats à renvoyer, à partir de 1.
param-organizers-list-per-page = Nombre d’organisateurs par page (50 au maximum).
param-organizers-list-search = Texte à rechercher dans le nom, la description ou les coordonnées de l’organisateur.
param-organizers-list-event = Uniquement les organisateurs de cet évènement (ID).
param-organizers-list-has-events = Filtre les organisateurs selon qu’ils sont associés ou non à au moins un évènement.
param-organizers-list-only-with-upcoming = Uniquement les organisateurs d’évènements qui n’ont pas encore commencé.
param-organizers-list-status = Statut de publication des organisateurs à renvoyer.

## Single organizer: /organizers/{id} and /organizers/by-slug/{slug}

param-organizer-id = ID numérique de l’organisateur.
param-organizer-slug = Slug qui identifie l’organisateur.

## Organizer fields of a create or update

param-organizer-author = ID utilisateur de l’auteur de la fiche de l’organisateur.
param-organizer-date = Date de publication de la fiche de l’organisateur. Les expressions relatives comme « now » ou « tomorrow 9am » sont lues à l’heure du site.
param-organizer-date-utc = Date de publication de la fiche de l’organisateur, en UTC. Les expressions relatives comme « tomorrow 9am » sont lues à l’heure UTC.
param-organizer-organizer = Nom de l’organisateur.
param-organizer-description = Description de l’organisateur.
param-organizer-status = Statut de publication de la fiche de l’organisateur.
param-organizer-phone = Numéro de téléphone de l’organisateur.
param-organizer-website = Adresse web de l’organisateur.
param-organizer-email = Adresse e-mail de l’organisateur.
param-organizer-image = Image mise en avant de l’organisateur : ID d’un fichier joint ou URL d’une image.

## GET /categories

param-categories-list-page = Page de résultats à renvoyer, à partir de 1.
param-categories-list-per-page = Nombre de catégories par page (50 au maximum).
param-categories-list-search = Uniquement les catégories dont le nom ou le slug contient ce texte.
param-categories-list-exclude = ID des catégories à exclure.
param-categories-list-include = Uniquement ces ID de catégories.
param-categories-list-order = Sens du tri : asc (croissant) ou desc (décroissant).
param-categories-list-orderby = Attribut de la catégorie servant au tri.
param-categories-list-hide-empty = Indique s’il faut exclure les catégories qu’aucun évènement n’utilise.
param-categories-list-parent = Uniquement les catégories situées directement sous cette catégorie parente (ID).
param-categories-list-post = Uniquement les catégories de cet évènement (ID).
param-categories-list-event = Uniquement les catégories de cet évènement (ID) ; équivaut à post.
param-categories-list-slug = Uniquement la catégorie portant ce slug.

## GET /tags

param-tags-list-page = Page de résultats à renvoyer, à partir de 1.
param-tags-list-per-page = Nombre d’étiquettes par page (50 au maximum).
param-tags-list-search = Uniquement les étiquettes dont le nom ou le slug contient ce texte.
param-tags-list-exclude = ID des étiquettes à exclure.
param-tags-list-include = Uniquement ces ID d’étiquettes.
param-tags-list-order = Sens du tri : asc (croissant) ou desc (décroissant).
param-tags-list-orderby = Attribut de l’étiquette servant au tri.
param-tags-list-hide-empty = Indique s’il faut exclure les étiquettes qu’aucun évènement n’utilise.
param-tags-list-post = Uniquement les étiquettes de cet évènement (ID).
param-tags-list-event = Uniquement les étiquettes de cet évènement (ID) ; équivaut à post.
param-tags-list-slug = Uniquement l’étiquette portant ce slug.

## Single category or tag: /categories/{id} and /tags/{id}

param-term-id = ID numérique de la catégorie ou de l’étiquette.
param-term-name = Nom de la catégorie ou de l’étiquette.
param-term-description = Description de la catégorie ou de l’étiquette.
param-term-slug = Slug de la catégorie ou de l’étiquette, utilisé dans son URL.
param-term-parent = ID de la catégorie parente (0 s’il n’y en a pas).
param-changes-since = Le curseur donné par une réponse précédente : les modifications faites depuis sont listées. Sans lui, la réponse ne donne que le curseur actuel.
param-changes-per-page = Nombre de modifications par page (de 1 à 500).
param-changes-types = Types des éléments dont les modifications sont listées : event, venue, organizer, category ou tag, séparés par des virgules. Tous par défaut.
