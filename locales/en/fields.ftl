### Descriptions of object properties in /doc (components.schemas), one message per
### field-<schema>-<property>. Reference language: each comment names the schema,
### the property and its type.

## ImageSize

# /doc · ImageSize.width · integer
field-imagesize-width = Width in pixels of this size

# /doc · ImageSize.height · integer
field-imagesize-height = Height in pixels of this size

# /doc · ImageSize.mime-type · string
field-imagesize-mime-type = Media type of this size

# /doc · ImageSize.url · string
field-imagesize-url = Address of the image in this size

## CostDetails

# /doc · CostDetails.currency_symbol · string
field-costdetails-currency_symbol = Currency symbol

# /doc · CostDetails.currency_position · string: prefix or postfix; these two words are values, keep them (the JSON key has a trailing space)
field-costdetails-currency_position = Whether the symbol goes before (prefix) or after (postfix) the amount

# /doc · CostDetails.values · array of integers
field-costdetails-values = All numeric cost values, sorted

## Term

# /doc · Term.id · integer
field-term-id = Numeric term ID

# /doc · Term.name · string
field-term-name = Term name

# /doc · Term.slug · string
field-term-slug = Term slug

# /doc · Term.taxonomy · string
field-term-taxonomy = Taxonomy of the term

# /doc · Term.description · string
field-term-description = Term description

# /doc · Term.parent · integer
field-term-parent = Parent term ID, 0 if none

# /doc · Term.count · integer
field-term-count = Number of published events using the term

# /doc · Term.url · string
field-term-url = Address of the term's public page

# /doc · Term.urls · array of strings
field-term-urls = API links to the term, its collection and its parent

## Image

# /doc · Image.url · string
field-image-url = Address of the full-size image

# /doc · Image.id · integer
field-image-id = Numeric image ID

# /doc · Image.extension · string
field-image-extension = File extension

# /doc · Image.width · integer
field-image-width = Original width in pixels

# /doc · Image.height · integer
field-image-height = Original height in pixels

# /doc · Image.sizes · array of ImageSize
field-image-sizes = Available sizes of the image

## DateDetails

# /doc · DateDetails.year · integer
field-datedetails-year = Year

# /doc · DateDetails.month · integer
field-datedetails-month = Month

# /doc · DateDetails.day · integer
field-datedetails-day = Day of month

# /doc · DateDetails.hour · integer
field-datedetails-hour = Hour

# /doc · DateDetails.minutes · integer
field-datedetails-minutes = Minutes

# /doc · DateDetails.seconds · integer
field-datedetails-seconds = Seconds

## Event

# /doc · Event.id · integer
field-event-id = Numeric event ID

# /doc · Event.global_id · string
field-event-global_id = Identifier of the event across sites

# /doc · Event.global_id_lineage · array of strings
field-event-global_id_lineage = Origins of the event, oldest last; fixed after creation

# /doc · Event.author · integer
field-event-author = User ID of the author

# /doc · Event.date · string
field-event-date = Publication date, site time

# /doc · Event.date_utc · string
field-event-date_utc = Publication date, UTC

# /doc · Event.modified · string
field-event-modified = Last change, site time

# /doc · Event.modified_utc · string
field-event-modified_utc = Last change, UTC

# /doc · Event.status · string
field-event-status = Publication status

# /doc · Event.url · string
field-event-url = Address of the event page

# /doc · Event.rest_url · string
field-event-rest_url = API address of this event

# /doc · Event.title · string
field-event-title = Event title

# /doc · Event.description · string
field-event-description = Full description

# /doc · Event.excerpt · string
field-event-excerpt = Short summary

# /doc · Event.slug · string
field-event-slug = URL slug

# /doc · Event.image · Image
field-event-image = Featured image, if any

# /doc · Event.all_day · boolean
field-event-all_day = Whether the event lasts all day

# /doc · Event.start_date · string
field-event-start_date = Start, in the event's time zone

# /doc · Event.start_date_details · array of DateDetails
field-event-start_date_details = Parts of the start date

# /doc · Event.end_date · string
field-event-end_date = End, in the event's time zone

# /doc · Event.end_date_details · array of DateDetails
field-event-end_date_details = Parts of the end date

# /doc · Event.utc_start_date · string
field-event-utc_start_date = Start in UTC

# /doc · Event.utc_start_date_details · array of DateDetails
field-event-utc_start_date_details = Parts of the UTC start

# /doc · Event.utc_end_date · string
field-event-utc_end_date = End in UTC

# /doc · Event.utc_end_date_details · array of DateDetails
field-event-utc_end_date_details = Parts of the UTC end

# /doc · Event.timezone · string
field-event-timezone = Time zone name

# /doc · Event.timezone_abbr · string
field-event-timezone_abbr = Time zone abbreviation

# /doc · Event.cost · string
field-event-cost = Cost with currency symbol

# /doc · Event.cost_details · array of CostDetails
field-event-cost_details = Cost broken down

# /doc · Event.website · string
field-event-website = Event website

# /doc · Event.show_map · boolean
field-event-show_map = Whether a map is shown

# /doc · Event.show_map_link · boolean
field-event-show_map_link = Whether a map link is shown

# /doc · Event.hide_from_listings · boolean
field-event-hide_from_listings = Whether the event is left out of listings

# /doc · Event.sticky · boolean
field-event-sticky = Whether the event is pinned in calendar views

# /doc · Event.featured · boolean
field-event-featured = Whether the event is featured

# /doc · Event.categories · array of Term
field-event-categories = Event categories

# /doc · Event.tags · array of Term
field-event-tags = Event tags

# /doc · Event.venue · Venue
field-event-venue = Event venue

# /doc · Event.organizer · array of Organizer
field-event-organizer = Event organizers

## Venue

# /doc · Venue.id · integer
field-venue-id = Numeric venue ID

# /doc · Venue.global_id · string
field-venue-global_id = Identifier of the venue across sites

# /doc · Venue.global_id_lineage · array of strings
field-venue-global_id_lineage = Origins of the venue, oldest last; fixed after creation

# /doc · Venue.author · integer
field-venue-author = User ID of the author

# /doc · Venue.date · string
field-venue-date = Publication date, site time

# /doc · Venue.date_utc · string
field-venue-date_utc = Publication date, UTC

# /doc · Venue.modified · string
field-venue-modified = Last change, site time

# /doc · Venue.modified_utc · string
field-venue-modified_utc = Last change, UTC

# /doc · Venue.status · string
field-venue-status = Publication status

# /doc · Venue.url · string
field-venue-url = Address of the venue page

# /doc · Venue.venue · string
field-venue-venue = Venue name

# /doc · Venue.description · string
field-venue-description = Full description

# /doc · Venue.excerpt · string
field-venue-excerpt = Short summary

# /doc · Venue.slug · string
field-venue-slug = URL slug

# /doc · Venue.image · Image
field-venue-image = Featured image, if any

# /doc · Venue.show_map · boolean
field-venue-show_map = Whether events here show a map

# /doc · Venue.show_map_link · boolean
field-venue-show_map_link = Whether events here show a map link

# /doc · Venue.address · string
field-venue-address = Street address

# /doc · Venue.city · string
field-venue-city = City

# /doc · Venue.country · string
field-venue-country = Country

# /doc · Venue.province · string
field-venue-province = Province

# /doc · Venue.state · string
field-venue-state = State

# /doc · Venue.zip · string
field-venue-zip = Postal code

# /doc · Venue.phone · string
field-venue-phone = Phone number

# /doc · Venue.website · string
field-venue-website = Venue website

# /doc · Venue.stateprovince · string
field-venue-stateprovince = State or province

# /doc · Venue.geo_lat · number
field-venue-geo_lat = Latitude

# /doc · Venue.geo_lng · number
field-venue-geo_lng = Longitude

## Organizer

# /doc · Organizer.id · integer
field-organizer-id = Numeric organizer ID

# /doc · Organizer.global_id · string
field-organizer-global_id = Identifier of the organizer across sites

# /doc · Organizer.global_id_lineage · array of strings
field-organizer-global_id_lineage = Origins of the organizer, oldest last; fixed after creation

# /doc · Organizer.author · integer
field-organizer-author = User ID of the author

# /doc · Organizer.date · string
field-organizer-date = Publication date, site time

# /doc · Organizer.date_utc · string
field-organizer-date_utc = Publication date, UTC

# /doc · Organizer.modified · string
field-organizer-modified = Last change, site time

# /doc · Organizer.modified_utc · string
field-organizer-modified_utc = Last change, UTC

# /doc · Organizer.status · string
field-organizer-status = Publication status

# /doc · Organizer.url · string
field-organizer-url = Address of the organizer page

# /doc · Organizer.organizer · string
field-organizer-organizer = Organizer name

# /doc · Organizer.description · string
field-organizer-description = Full description

# /doc · Organizer.excerpt · string
field-organizer-excerpt = Short summary

# /doc · Organizer.slug · string
field-organizer-slug = URL slug

# /doc · Organizer.image · Image
field-organizer-image = Featured image, if any

# /doc · Organizer.phone · string
field-organizer-phone = Phone number

# /doc · Organizer.website · string
field-organizer-website = Organizer website

# /doc · Organizer.email · string
field-organizer-email = E-mail address

# /doc · lang of an event, venue, organizer or term · string
field-translated-lang = Language of the text of this object (with translate_content)

# /doc · translations of an event, venue, organizer or term · object
field-translated-translations = Address of this object in each language it has text in (with translate_content)
