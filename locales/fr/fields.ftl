### Descriptions des propriétés des objets dans /doc (components.schemas).

## ImageSize

field-imagesize-width = Largeur en pixels de cette taille
field-imagesize-height = Hauteur en pixels de cette taille
field-imagesize-mime-type = Type de média de cette taille
field-imagesize-url = Adresse de l’image dans cette taille

## CostDetails

field-costdetails-currency_symbol = Symbole monétaire
field-costdetails-currency_position = Indique si le symbole précède (prefix) ou suit (postfix) le montant
field-costdetails-values = Toutes les valeurs numériques du prix, triées

## Term

field-term-id = ID numérique du terme
field-term-name = Nom du terme
field-term-slug = Slug du terme
field-term-taxonomy = Taxonomie du terme
field-term-description = Description du terme
field-term-parent = ID du terme parent, 0 s’il n’y en a pas
field-term-count = Nombre d’évènements publiés utilisant ce terme
field-term-url = Adresse de la page publique du terme
field-term-urls = Liens API vers le terme, sa collection et son parent

## Image

field-image-url = Adresse de l’image en taille réelle
field-image-id = ID numérique de l’image
field-image-extension = Extension du fichier
field-image-width = Largeur d’origine en pixels
field-image-height = Hauteur d’origine en pixels
field-image-sizes = Tailles disponibles de l’image

## DateDetails

field-datedetails-year = Année
field-datedetails-month = Mois
field-datedetails-day = Jour du mois
field-datedetails-hour = Heure
field-datedetails-minutes = Minutes
field-datedetails-seconds = Secondes

## Event

field-event-id = ID numérique de l’évènement
field-event-global_id = Identifiant global de l’évènement, le même sur tous les sites
field-event-global_id_lineage = Origines de l’évènement, la plus ancienne en dernier ; figées après la création
field-event-author = ID utilisateur de l’auteur
field-event-date = Date de publication, heure du site
field-event-date_utc = Date de publication, UTC
field-event-modified = Dernière modification, heure du site
field-event-modified_utc = Dernière modification, UTC
field-event-status = Statut de publication
field-event-url = Adresse de la page de l’évènement
field-event-rest_url = Adresse API de cet évènement
field-event-title = Titre de l’évènement
field-event-description = Description complète
field-event-excerpt = Court résumé
field-event-slug = Slug utilisé dans l’URL
field-event-image = Image mise en avant, le cas échéant
field-event-all_day = Indique si l’évènement dure toute la journée
field-event-start_date = Début, dans le fuseau horaire de l’évènement
field-event-start_date_details = Composantes de la date de début
field-event-end_date = Fin, dans le fuseau horaire de l’évènement
field-event-end_date_details = Composantes de la date de fin
field-event-utc_start_date = Début en UTC
field-event-utc_start_date_details = Composantes du début en UTC
field-event-utc_end_date = Fin en UTC
field-event-utc_end_date_details = Composantes de la fin en UTC
field-event-timezone = Nom du fuseau horaire
field-event-timezone_abbr = Abréviation du fuseau horaire
field-event-cost = Prix avec le symbole monétaire
field-event-cost_details = Détail du prix
field-event-website = Site web de l’évènement
field-event-show_map = Indique si une carte est affichée
field-event-show_map_link = Indique si un lien vers la carte est affiché
field-event-hide_from_listings = Indique si l’évènement est exclu des listes
field-event-sticky = Indique si l’évènement est épinglé dans les vues du calendrier
field-event-featured = Indique si l’évènement est mis en avant
field-event-categories = Catégories de l’évènement
field-event-tags = Étiquettes de l’évènement
field-event-venue = Lieu de l’évènement
field-event-organizer = Organisateurs de l’évènement

## Venue

field-venue-id = ID numérique du lieu
field-venue-global_id = Identifiant global du lieu, le même sur tous les sites
field-venue-global_id_lineage = Origines du lieu, la plus ancienne en dernier ; figées après la création
field-venue-author = ID utilisateur de l’auteur
field-venue-date = Date de publication, heure du site
field-venue-date_utc = Date de publication, UTC
field-venue-modified = Dernière modification, heure du site
field-venue-modified_utc = Dernière modification, UTC
field-venue-status = Statut de publication
field-venue-url = Adresse de la page du lieu
field-venue-venue = Nom du lieu
field-venue-description = Description complète
field-venue-excerpt = Court résumé
field-venue-slug = Slug utilisé dans l’URL
field-venue-image = Image mise en avant, le cas échéant
field-venue-show_map = Indique si les évènements de ce lieu affichent une carte
field-venue-show_map_link = Indique si les évènements de ce lieu affichent un lien vers la carte
field-venue-address = Adresse (numéro et rue)
field-venue-city = Ville
field-venue-country = Pays
field-venue-province = Province
field-venue-state = État
field-venue-zip = Code postal
field-venue-phone = Numéro de téléphone
field-venue-website = Site web du lieu
field-venue-stateprovince = État ou province
field-venue-geo_lat = Latitude
field-venue-geo_lng = Longitude

## Organizer

field-organizer-id = ID numérique de l’organisateur
field-organizer-global_id = Identifiant global de l’organisateur, le même sur tous les sites
field-organizer-global_id_lineage = Origines de l’organisateur, la plus ancienne en dernier ; figées après la création
field-organizer-author = ID utilisateur de l’auteur
field-organizer-date = Date de publication, heure du site
field-organizer-date_utc = Date de publication, UTC
field-organizer-modified = Dernière modification, heure du site
field-organizer-modified_utc = Dernière modification, UTC
field-organizer-status = Statut de publication
field-organizer-url = Adresse de la page de l’organisateur
field-organizer-organizer = Nom de l’organisateur
field-organizer-description = Description complète
field-organizer-excerpt = Court résumé
field-organizer-slug = Slug utilisé dans l’URL
field-organizer-image = Image mise en avant, le cas échéant
field-organizer-phone = Numéro de téléphone
field-organizer-website = Site web de l’organisateur
field-organizer-email = Adresse e-mail
field-translated-lang = Langue du texte de cet objet (avec translate_content)
field-translated-translations = Adresse de cet objet dans chaque langue où il a un texte (avec translate_content)
