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

## Venues

# /doc · GET /venues · response 200: a page of venues
doc-resp-venues-get-200 = Venues matching the query.

# /doc · GET /venues · response 400
doc-resp-venues-get-400 = A query parameter has an invalid format.

# /doc · GET /venues · response 404: page number past the last page
doc-resp-venues-get-404 = The requested page does not exist.

# /doc · GET /venues/{id} and /venues/by-slug/{slug} · response 200
doc-resp-venue-get-200 = The venue with this ID.

# /doc · GET /venues/{id} and /venues/by-slug/{slug} · response 400
doc-resp-venue-get-400 = The venue ID is missing.

# /doc · GET /venues/{id} and /venues/by-slug/{slug} · response 403: unpublished
doc-resp-venue-get-403 = The venue cannot be viewed by the current user.

# /doc · GET /venues/{id} and /venues/by-slug/{slug} · response 404
doc-resp-venue-get-404 = No venue exists with this ID.

# /doc · POST /venues/{id} and /venues/by-slug/{slug} · response 200: after an update
doc-resp-venue-post-200 = The updated venue.

# /doc · POST /venues/{id} and /venues/by-slug/{slug} · response 201: after a creation
doc-resp-venue-post-201 = The created venue.

# /doc · POST /venues/{id} and /venues/by-slug/{slug} · response 400
doc-resp-venue-post-400 = A required parameter is missing or a parameter has an invalid format.

# /doc · POST /venues/{id} and /venues/by-slug/{slug} · response 403
doc-resp-venue-post-403 = The current user may not create or change venues.

# /doc · DELETE /venues/{id} and /venues/by-slug/{slug} · response 200: the venue moved to the trash
doc-resp-venue-delete-200 = The deleted venue.

# /doc · DELETE /venues/{id} and /venues/by-slug/{slug} · response 400
doc-resp-venue-delete-400 = The venue ID is missing or unknown.

# /doc · DELETE /venues/{id} and /venues/by-slug/{slug} · response 403
doc-resp-venue-delete-403 = The current user may not delete this venue.

# /doc · DELETE /venues/{id} and /venues/by-slug/{slug} · response 410: already in the trash
doc-resp-venue-delete-410 = The venue was already deleted.

# /doc · DELETE /venues/{id} and /venues/by-slug/{slug} · response 500
doc-resp-venue-delete-500 = The venue could not be deleted.

## Organizers

# /doc · GET /organizers · response 200: a page of organizers
doc-resp-organizers-get-200 = Organizers matching the query.

# /doc · GET /organizers · response 400
doc-resp-organizers-get-400 = A query parameter has an invalid format.

# /doc · GET /organizers · response 404: page number past the last page
doc-resp-organizers-get-404 = The requested page does not exist.

# /doc · GET /organizers/{id} and /organizers/by-slug/{slug} · response 200
doc-resp-organizer-get-200 = The organizer with this ID.

# /doc · GET /organizers/{id} and /organizers/by-slug/{slug} · response 400
doc-resp-organizer-get-400 = The organizer ID is missing.

# /doc · GET /organizers/{id} and /organizers/by-slug/{slug} · response 403: unpublished
doc-resp-organizer-get-403 = The organizer cannot be viewed by the current user.

# /doc · GET /organizers/{id} and /organizers/by-slug/{slug} · response 404
doc-resp-organizer-get-404 = No organizer exists with this ID.

# /doc · POST /organizers/{id} and /organizers/by-slug/{slug} · response 200: after an update
doc-resp-organizer-post-200 = The updated organizer.

# /doc · POST /organizers/{id} and /organizers/by-slug/{slug} · response 201: after a creation
doc-resp-organizer-post-201 = The created organizer.

# /doc · POST /organizers/{id} and /organizers/by-slug/{slug} · response 400
doc-resp-organizer-post-400 = A required parameter is missing or a parameter has an invalid format.

# /doc · POST /organizers/{id} and /organizers/by-slug/{slug} · response 403
doc-resp-organizer-post-403 = The current user may not create or change organizers.

# /doc · DELETE /organizers/{id} and /organizers/by-slug/{slug} · response 200: the organizer moved to the trash
doc-resp-organizer-delete-200 = The deleted organizer.

# /doc · DELETE /organizers/{id} and /organizers/by-slug/{slug} · response 400
doc-resp-organizer-delete-400 = The organizer ID is missing or unknown.

# /doc · DELETE /organizers/{id} and /organizers/by-slug/{slug} · response 403
doc-resp-organizer-delete-403 = The current user may not delete this organizer.

# /doc · DELETE /organizers/{id} and /organizers/by-slug/{slug} · response 410: already in the trash
doc-resp-organizer-delete-410 = The organizer was already deleted.

# /doc · DELETE /organizers/{id} and /organizers/by-slug/{slug} · response 500
doc-resp-organizer-delete-500 = The organizer could not be deleted.

## Categories

# /doc · GET /categories · response 200: a page of categories
doc-resp-categories-get-200 = Categories matching the query.

# /doc · GET /categories · response 400
doc-resp-categories-get-400 = A query parameter has an invalid format.

# /doc · GET /categories · response 404: page number past the last page
doc-resp-categories-get-404 = The requested page does not exist.

# /doc · GET /categories/{id} · response 200
doc-resp-category-get-200 = The category with this ID.

# /doc · GET /categories/{id} · response 400
doc-resp-category-get-400 = The category ID is missing.

# /doc · GET /categories/{id} · response 404
doc-resp-category-get-404 = No category exists with this ID.

# /doc · POST /categories/{id} · response 200: after an update
doc-resp-category-post-200 = The updated category.

# /doc · POST /categories/{id} · response 201: after a creation
doc-resp-category-post-201 = The created category.

# /doc · POST /categories/{id} · response 400
doc-resp-category-post-400 = A required parameter is missing or a parameter has an invalid format.

# /doc · POST /categories/{id} · response 403
doc-resp-category-post-403 = The current user may not create or change categories.

# /doc · DELETE /categories/{id} · response 200: the category deleted for good, shown as it was
doc-resp-category-delete-200 = The deleted category.

# /doc · DELETE /categories/{id} · response 400
doc-resp-category-delete-400 = The category ID is missing or unknown.

# /doc · DELETE /categories/{id} · response 403
doc-resp-category-delete-403 = The current user may not delete this category.

# /doc · DELETE /categories/{id} · response 410
doc-resp-category-delete-410 = The category was already deleted.

# /doc · DELETE /categories/{id} · response 500
doc-resp-category-delete-500 = The category could not be deleted.

## Tags

# /doc · GET /tags · response 200: a page of tags
doc-resp-tags-get-200 = Tags matching the query.

# /doc · GET /tags · response 400
doc-resp-tags-get-400 = A query parameter has an invalid format.

# /doc · GET /tags · response 404: no tags match, or the page number is past the last page
doc-resp-tags-get-404 = No tags match the query, or the requested page does not exist.

# /doc · GET /tags/{id} · response 200
doc-resp-tag-get-200 = The tag with this ID.

# /doc · GET /tags/{id} · response 400
doc-resp-tag-get-400 = The tag ID is missing.

# /doc · GET /tags/{id} · response 404
doc-resp-tag-get-404 = No tag exists with this ID.

# /doc · POST /tags/{id} · response 200: after an update
doc-resp-tag-post-200 = The updated tag.

# /doc · POST /tags/{id} · response 201: after a creation
doc-resp-tag-post-201 = The created tag.

# /doc · POST /tags/{id} · response 400
doc-resp-tag-post-400 = A required parameter is missing or a parameter has an invalid format.

# /doc · POST /tags/{id} · response 403
doc-resp-tag-post-403 = The current user may not create or change tags.

# /doc · DELETE /tags/{id} · response 200: the tag deleted for good, shown as it was
doc-resp-tag-delete-200 = The deleted tag.

# /doc · DELETE /tags/{id} · response 400
doc-resp-tag-delete-400 = The tag ID is missing or unknown.

# /doc · DELETE /tags/{id} · response 403
doc-resp-tag-delete-403 = The current user may not delete this tag.

# /doc · DELETE /tags/{id} · response 410
doc-resp-tag-delete-410 = The tag was already deleted.

# /doc · DELETE /tags/{id} · response 500
doc-resp-tag-delete-500 = The tag could not be deleted.

## Every operation

# /doc · every operation · response 401: no credentials where they are needed, or wrong ones
doc-resp-common-401 = Credentials are required for this operation, or the credentials given are wrong.

# /doc · every operation · response 429: the address failed to log in too often
doc-resp-common-429 = Too many failed logins from this address; try again later.

# /doc · every POST and DELETE on an item · response 404
doc-resp-change-404 = No such item, or no route matches the path (an ID must be a number).

# /doc · every POST and DELETE on an item · response 413
doc-resp-change-413 = The request body is too large.

# /doc · every POST and DELETE on an item · response 415
doc-resp-change-415 = The request body is neither a form nor JSON.
