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
param-events-list-start-date = Only events that start on or after this date.

# GET /events · end_date · date; default: two years ahead
param-events-list-end-date = Only events that end on or before this date.

# GET /events · starts_before · date
param-events-list-starts-before = Only events that start before this date.

# GET /events · starts_after · date
param-events-list-starts-after = Only events that start after this date.

# GET /events · ends_before · date
param-events-list-ends-before = Only events that end before this date.

# GET /events · ends_after · date
param-events-list-ends-after = Only events that end after this date.

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
param-event-date = Publication date of the event.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · date_utc · string
param-event-date-utc = Publication date of the event, in UTC.

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
param-event-start-date = Date and time when the event starts.

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · end_date · date, required on create
param-event-end-date = Date and time when the event ends.

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
