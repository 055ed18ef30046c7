### Parameter descriptions, shown for each argument in the namespace index (GET /)
### and in /doc (parameters and form-body properties). Reference language: each
### comment names the route, the parameter and its type. Parameter names are code:
### keep them as they are.

## GET /events

# GET /events · page · integer, default 1
param-events-list-page = Page of results to return, starting at 1.

# GET /events · per_page · integer, default 10, at most 50
param-events-list-per-page = Number of events per page (maximum 50).

# GET /events · start_date · date; default: yesterday 23:59 UTC
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-events-list-start-date = Only events that start on or after this date. Relative phrases such as "today" or "next monday" are read on the site's clock.

# GET /events · end_date · date; default: two years ahead
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-events-list-end-date = Only events that end on or before this date. Relative phrases such as "+1 week" or "last day of next month" are read on the site's clock.

# GET /events · starts_before · date
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-events-list-starts-before = Only events that start before this date. Relative phrases such as "tomorrow" are read on the site's clock.

# GET /events · starts_after · date
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-events-list-starts-after = Only events that start after this date. Relative phrases such as "yesterday" are read on the site's clock.

# GET /events · ends_before · date
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-events-list-ends-before = Only events that end before this date. Relative phrases such as "next friday" are read on the site's clock.

# GET /events · ends_after · date
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-events-list-ends-after = Only events that end after this date. Relative phrases such as "today" are read on the site's clock.

# GET /events · strict_dates · true/false, default "false"
param-events-list-strict-dates = If true, date filters use the exact times given; otherwise whole days are matched.

# GET /events · search · string
param-events-list-search = Text that must appear in the event title or description.

# GET /events · categories · list of category IDs or slugs
param-events-list-categories = Only events in at least one of these categories (IDs or slugs).

# GET /events · tags · list of tag IDs or slugs
param-events-list-tags = Only events with at least one of these tags (IDs or slugs).

# GET /events · venue · list of venue IDs
param-events-list-venue = Only events held at one of these venues (IDs).

# GET /events · organizer · list of organizer IDs
param-events-list-organizer = Only events run by one of these organizers (IDs).

# GET /events · featured · boolean
param-events-list-featured = Filter events by whether they are featured.

# GET /events · status · post status or list of them
param-events-list-status = Publication status of the events to return.

# GET /events · geoloc · boolean; has an effect only with a premium add-on
param-events-list-geoloc = Requires a premium add-on: filter by whether the venue has map coordinates.

# GET /events · geoloc_lat · number; geoloc_lng is a parameter name, keep it
param-events-list-geoloc-lat = Requires a premium add-on: venue latitude to filter by; send together with geoloc_lng.

# GET /events · geoloc_lng · number; geoloc_lat is a parameter name, keep it
param-events-list-geoloc-lng = Requires a premium add-on: venue longitude to filter by; send together with geoloc_lat.

# GET /events · include · list of event IDs
param-events-list-include = Only these event IDs (array or comma-separated list); date filters are not applied.

# GET /events · post_parent · integer
param-events-list-post-parent = Only events whose parent event has this ID.

# GET /events · ticketed · boolean
param-events-list-ticketed = Filter events by whether they have tickets.

## Single event: /events/{id} and /events/by-slug/{slug}

# GET|DELETE|POST|PUT|PATCH /events/{id} · id · integer, from the path
param-event-id = Numeric ID of the event.

# GET|DELETE|POST|PUT|PATCH /events/{id} · password · string
param-event-password = Password of a password-protected event.

# GET|DELETE /events/by-slug/{slug}, and post on it in /doc · slug · string, from the path
param-event-slug-path = Slug that identifies the event.

## Event fields of a create or update

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · author · integer
param-event-author = User ID of the event author.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · date · string
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-event-date = Publication date of the event. Relative phrases such as "now" or "tomorrow 9am" are read on the site's clock.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · date_utc · string
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-event-date-utc = Publication date of the event, in UTC. Relative phrases such as "tomorrow 9am" are read on the UTC clock.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · title · string, required on create
param-event-title = Title of the event.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · description · string (HTML)
param-event-description = Full description of the event.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · slug · string
param-event-slug = URL slug of the event.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · excerpt · string
param-event-excerpt = Short summary of the event.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · status · post status
param-event-status = Publication status of the event.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · timezone · string
param-event-timezone = Time zone of the event.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · all_day · boolean, default false
param-event-all-day = Whether the event lasts all day.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · start_date · date, required on create
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-event-start-date = Date and time when the event starts. Relative phrases such as "tomorrow 9am" or "next wednesday 4pm" are read in the event's time zone.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · end_date · date, required on create
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-event-end-date = Date and time when the event ends. Relative phrases such as "tomorrow 11am" or "+1 week" are read in the event's time zone.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · image · attachment ID or URL
param-event-image = Featured image: an attachment ID or an image URL.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · cost · text or number
param-event-cost = Price of the event.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · website · URL
param-event-website = Web address of the event.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · show_map · boolean
param-event-show-map = Whether a map is shown for the event.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · show_map_link · boolean
param-event-show-map-link = Whether a map link is shown for the event.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · hide_from_listings · boolean
param-event-hide-from-listings = Whether the event is left out of calendar listings.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · sticky · boolean
param-event-sticky = Whether the event is pinned in calendar views.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · featured · boolean
param-event-featured = Whether the event is featured.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · categories · list of category IDs or names
param-event-categories = Categories of the event, as IDs or names.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · tags · list of tag IDs or names
param-event-tags = Tags of the event, as IDs or names.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · venue · venue ID or venue fields
param-event-venue = Venue of the event: an ID, or the details of a new venue.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · organizer · organizer IDs or organizer fields
param-event-organizer = Organizers of the event: IDs, or the details of new organizers.

## GET /venues

# GET /venues · page · integer, default 1
param-venues-list-page = Page of results to return, starting at 1.

# GET /venues · per_page · integer, default 10, at most 50
param-venues-list-per-page = Number of venues per page (maximum 50).

# GET /venues · search · string
param-venues-list-search = Text to look for in the venue name, description or address details.

# GET /venues · event · integer (an event ID)
param-venues-list-event = Only the venue of this event (ID).

# GET /venues · has_events · true/false
param-venues-list-has-events = Filter venues by whether any event uses them.

# GET /venues · only_with_upcoming · true/false, default false
param-venues-list-only-with-upcoming = Only venues used by events that have not started yet.

# GET /venues · status · post status or list of them
param-venues-list-status = Publication status of the venues to return.

## Single venue: /venues/{id} and /venues/by-slug/{slug}

# GET|DELETE|POST|PUT|PATCH /venues/{id} · id · integer, from the path
param-venue-id = Numeric ID of the venue.

# GET|DELETE|POST|PUT|PATCH /venues/by-slug/{slug} · slug · string, from the path
param-venue-slug = Slug that identifies the venue.

## Venue fields of a create or update

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · author · integer
param-venue-author = User ID of the venue author.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · date · string
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-venue-date = Publication date of the venue. Relative phrases such as "now" or "tomorrow 9am" are read on the site's clock.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · date_utc · string
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-venue-date-utc = Publication date of the venue, in UTC. Relative phrases such as "tomorrow 9am" are read on the UTC clock.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · venue · string, the venue's name, required on create
param-venue-venue = Name of the venue.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · description · string (HTML)
param-venue-description = Description of the venue.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · status · post status
param-venue-status = Publication status of the venue.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · show_map · true/false
param-venue-show-map = Whether events at this venue show a map.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · show_map_link · true/false
param-venue-show-map-link = Whether events at this venue show a map link.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · address · string: street and number
param-venue-address = Street address of the venue.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · city · string
param-venue-city = City of the venue.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · country · string
param-venue-country = Country of the venue.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · province · string, used outside the United States
param-venue-province = Province of the venue.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · state · string, a state of the United States
param-venue-state = State of the venue.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · zip · string
param-venue-zip = Postal code of the venue.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · phone · string
param-venue-phone = Phone number of the venue.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · stateprovince · string; taken from state or province when omitted
param-venue-stateprovince = State or province of the venue.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · website · URL
param-venue-website = Web address of the venue.

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · image · attachment ID or URL
param-venue-image = Featured image of the venue: an attachment ID or an image URL.

## GET /organizers

# GET /organizers · page · integer, default 1
param-organizers-list-page = Page of results to return, starting at 1.

# GET /organizers · per_page · integer, default 10, at most 50
param-organizers-list-per-page = Number of organizers per page (maximum 50).

# GET /organizers · search · string
param-organizers-list-search = Text to look for in the organizer name, description or contact details.

# GET /organizers · event · integer (an event ID)
param-organizers-list-event = Only the organizers of this event (ID).

# GET /organizers · has_events · true/false
param-organizers-list-has-events = Filter organizers by whether any event uses them.

# GET /organizers · only_with_upcoming · true/false, default false
param-organizers-list-only-with-upcoming = Only organizers of events that have not started yet.

# GET /organizers · status · post status or list of them
param-organizers-list-status = Publication status of the organizers to return.

## Single organizer: /organizers/{id} and /organizers/by-slug/{slug}

# GET|DELETE|POST|PUT|PATCH /organizers/{id} · id · integer, from the path; also the first field of the form body of post in /doc
param-organizer-id = Numeric ID of the organizer.

# GET|DELETE|POST|PUT|PATCH /organizers/by-slug/{slug} · slug · string, from the path; also the first field of the form body of post in /doc
param-organizer-slug = Slug that identifies the organizer.

## Organizer fields of a create or update

# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · author · integer
param-organizer-author = User ID of the organizer author.

# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · date · string
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-organizer-date = Publication date of the organizer. Relative phrases such as "now" or "tomorrow 9am" are read on the site's clock.

# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · date_utc · string
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-organizer-date-utc = Publication date of the organizer, in UTC. Relative phrases such as "tomorrow 9am" are read on the UTC clock.

# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · organizer · string, the organizer's name, required on create
param-organizer-organizer = Name of the organizer.

# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · description · string (HTML)
param-organizer-description = Description of the organizer.

# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · status · post status
param-organizer-status = Publication status of the organizer.

# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · phone · string
param-organizer-phone = Phone number of the organizer.

# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · website · URL
param-organizer-website = Web address of the organizer.

# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · email · e-mail address
param-organizer-email = E-mail address of the organizer.

# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · image · attachment ID or URL
param-organizer-image = Featured image of the organizer: an attachment ID or an image URL.

## GET /categories

# GET /categories · page · integer, default 1
param-categories-list-page = Page of results to return, starting at 1.

# GET /categories · per_page · integer, default 10, at most 50
param-categories-list-per-page = Number of categories per page (maximum 50).

# GET /categories · search · string
param-categories-list-search = Only categories whose name or slug contains this text.

# GET /categories · exclude · list of category IDs
param-categories-list-exclude = Category IDs to leave out.

# GET /categories · include · list of category IDs
param-categories-list-include = Only these category IDs.

# GET /categories · order · "asc" or "desc"; these two values are code, keep them
param-categories-list-order = Sort direction: asc or desc.

# GET /categories · orderby · string: name, slug, id, count, description, include…
param-categories-list-orderby = Category attribute to sort by.

# GET /categories · hide_empty · true/false, default true
param-categories-list-hide-empty = Whether to leave out categories that no event uses.

# GET /categories · parent · integer (a category ID)
param-categories-list-parent = Only categories directly below this parent category (ID).

# GET /categories · post · integer (an event ID)
param-categories-list-post = Only categories of this event (ID).

# GET /categories · event · integer (an event ID); "post" is a parameter name, keep it
param-categories-list-event = Only categories of this event (ID); same as post.

# GET /categories · slug · string
param-categories-list-slug = Only the category with this slug.

## GET /tags

# GET /tags · page · integer, default 1
param-tags-list-page = Page of results to return, starting at 1.

# GET /tags · per_page · integer, default 10, at most 50
param-tags-list-per-page = Number of tags per page (maximum 50).

# GET /tags · search · string
param-tags-list-search = Only tags whose name or slug contains this text.

# GET /tags · exclude · list of tag IDs
param-tags-list-exclude = Tag IDs to leave out.

# GET /tags · include · list of tag IDs
param-tags-list-include = Only these tag IDs.

# GET /tags · order · "asc" or "desc"; these two values are code, keep them
param-tags-list-order = Sort direction: asc or desc.

# GET /tags · orderby · string: name, slug, id, count, description, include…
param-tags-list-orderby = Tag attribute to sort by.

# GET /tags · hide_empty · true/false, default true
param-tags-list-hide-empty = Whether to leave out tags that no event uses.

# GET /tags · post · integer (an event ID)
param-tags-list-post = Only tags of this event (ID).

# GET /tags · event · integer (an event ID); "post" is a parameter name, keep it
param-tags-list-event = Only tags of this event (ID); same as post.

# GET /tags · slug · string
param-tags-list-slug = Only the tag with this slug.

## Single category or tag: /categories/{id} and /tags/{id}. A "term" is a category
## or a tag: the same texts serve both routes.

# GET|DELETE|POST|PUT|PATCH /categories/{id} and /tags/{id} · id · integer, from the path; also the first field of the category form body of post in /doc
param-term-id = Numeric ID of the category or tag.

# POST /categories and /tags (create); POST|PUT|PATCH /categories/{id} and /tags/{id} (update); the form body of post in /doc · name · string, required on create
param-term-name = Name of the category or tag.

# POST /categories and /tags (create); POST|PUT|PATCH /categories/{id} and /tags/{id} (update); the form body of post in /doc · description · string
param-term-description = Description of the category or tag.

# POST /categories and /tags (create); POST|PUT|PATCH /categories/{id} and /tags/{id} (update); the form body of post in /doc · slug · string
param-term-slug = URL slug of the category or tag.

# POST /categories (create); POST|PUT|PATCH /categories/{id} (update); the form body of post in /doc · parent · integer (a category ID, 0 for none); categories only
param-term-parent = ID of the parent category (0 for none).

# GET /changes (the gateway's own namespace, calendar-gateway/v1) · since · string (a cursor an earlier answer gave)
param-changes-since = The cursor an earlier answer gave: the changes made since it are listed. Without it, the answer gives only the current cursor.

# GET /changes (the gateway's own namespace) · per_page · integer 1 to 500, default 100
param-changes-per-page = Number of changes per page (1 to 500).

# GET /changes (the gateway's own namespace) · types · comma-separated list of event, venue, organizer, category, tag
param-changes-types = Types of the items whose changes are listed: event, venue, organizer, category or tag, separated by commas. All of them by default.
