### /doc texts: the title and description of the API, and what each documented
### response means. Reference language: each comment names the operation and status.

## Document

# /doc · info.title: the name of the API
doc-info-title = Events Calendar REST API

# /doc · info.description: one sentence on what the API offers
doc-info-description = Read and manage calendar events, venues, organizers, categories and tags.

# /doc · GET /doc · response 200: this very document
doc-resp-doc-get-200 = This API description.

## Events

# /doc · GET /events · response 200: a page of events
doc-resp-events-get-200 = Events matching the query.

# /doc · GET /events · response 400
doc-resp-events-get-400 = A query parameter has an invalid format.

# /doc · GET /events · response 404: page number past the last page
doc-resp-events-get-404 = The requested page does not exist.

# /doc · GET /events/{id} and /events/by-slug/{slug} · response 200
doc-resp-event-get-200 = The event with this ID.

# /doc · GET /events/{id} and /events/by-slug/{slug} · response 400
doc-resp-event-get-400 = The event ID is missing.

# /doc · GET /events/{id} and /events/by-slug/{slug} · response 403: unpublished or password-protected
doc-resp-event-get-403 = The event cannot be viewed by the current user.

# /doc · GET /events/{id} and /events/by-slug/{slug} · response 404
doc-resp-event-get-404 = No event exists with this ID.

# /doc · POST /events/{id} and /events/by-slug/{slug} · response 200: after an update
doc-resp-event-post-200 = The updated event.

# /doc · POST /events/{id} and /events/by-slug/{slug} · response 201: after a creation
doc-resp-event-post-201 = The created event.

# /doc · POST /events/{id} and /events/by-slug/{slug} · response 400
doc-resp-event-post-400 = A required parameter is missing or a parameter has an invalid format.

# /doc · POST /events/{id} and /events/by-slug/{slug} · response 403
doc-resp-event-post-403 = The current user may not create or change events.

# /doc · DELETE /events/{id} and /events/by-slug/{slug} · response 200: the event moved to the trash
doc-resp-event-delete-200 = The deleted event.

# /doc · DELETE /events/{id} and /events/by-slug/{slug} · response 400
doc-resp-event-delete-400 = The event ID is missing or unknown.

# /doc · DELETE /events/{id} and /events/by-slug/{slug} · response 403
doc-resp-event-delete-403 = The current user may not delete this event.

# /doc · DELETE /events/{id} and /events/by-slug/{slug} · response 410: already in the trash
doc-resp-event-delete-410 = The event was already deleted.

# /doc · DELETE /events/{id} and /events/by-slug/{slug} · response 500
doc-resp-event-delete-500 = The event could not be deleted.
