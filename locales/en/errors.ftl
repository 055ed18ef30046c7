# Error messages of the API: the "message" member of every error response.
# Reference language. Keep { $variables } exactly as they are in every translation.

# Any URL or method the API does not serve.
error-no-route = No route was found matching the URL and request method.
# The namespace index (GET /) was asked, with ?namespace=, for a namespace this API does not serve.
error-invalid-namespace = The specified namespace could not be found.
# Request body declared as JSON that does not parse.
error-invalid-json = Invalid JSON body passed.
# Required parameters missing; $names is a comma-separated list of parameter names.
error-missing-params = Missing parameter(s): { $names }
# Parameters that failed validation; $names is a comma-separated list of parameter names.
error-invalid-params = Invalid parameter(s): { $names }
# Per-parameter explanation inside data.params when a value is simply not acceptable.
param-invalid = Invalid parameter.
# Per-parameter explanation inside data.params / data.details; $param is the parameter name.
param-not-integer = { $param } is not of type integer.
# Per-parameter explanation inside data.params / data.details; $param is the parameter name.
param-not-number = { $param } is not of type number.
# Per-parameter explanation inside data.params / data.details; $param is the parameter name.
param-not-boolean = { $param } is not of type boolean.
# Per-parameter explanation inside data.params / data.details; $param is the parameter name.
param-not-string = { $param } is not of type string.
# Per-parameter explanation inside data.params / data.details; $param is the parameter name.
param-not-integer-array = { $param } must be a list of integers.
# Per-parameter explanation for a value outside the accepted ones; $values lists them, comma-separated.
param-not-in-enum = { $param } is not one of { $values }.
# $max is a number of characters.
param-too-long = { $param } must be at most { $max } characters long.
# A parameter value containing a NUL character (%00 or \u0000); $param is the parameter name.
param-contains-nul = { $param } must not contain NUL characters.
# A date parameter (start_date, end_date, date, date_utc, the event list's date filters) whose
# value cannot be read as a date; inside data.params and data.details. $param is the parameter name.
# The English words and examples (now, tomorrow 9am, next wednesday, +1 week, ago, first day of, ...)
# are what clients must send whatever the language: keep them in English; translate the rest,
# the YYYY-MM-DD placeholders included.
param-invalid-date = { $param } is not a date this site can read. Send YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS], ISO 8601 (2030-12-05T19:00:00), a Unix timestamp, or a relative phrase in English: now, today, tomorrow, yesterday, midnight, noon; a weekday, alone or after next, last or this (next wednesday); next, last or this followed by week, month or year; +N or -N followed by sec, min, hour, day, week, fortnight, month or year (+1 week, -2 days), or N units followed by ago; first day of or last day of followed by next month, last month or this month; with a time where it fits (tomorrow 9am, next wednesday 4pm, -2 days 10:00) or after a date (2030-12-05 +1 day).
# An image given by address that is not an http(s) address of a public host (local
# and private network addresses are refused); $param is the parameter name.
param-image-not-public = { $param } must be the http or https address of an image on a public host.
# Caller lacks the permission for a write (401 when not logged in, 403 otherwise).
error-forbidden = Sorry, you are not allowed to do that.
# Basic authentication with a login that does not exist.
error-invalid-username = Unknown username. Check again or try your email address.
# Basic authentication with an e-mail address that belongs to no user.
error-invalid-email = Unknown email address. Check again or try your username.
# Basic authentication whose application password is wrong.
error-incorrect-password = The provided password is an invalid application password.
# Event id that does not exist; $id is the number from the URL.
error-event-not-found = Event with ID { $id } does not exist.
# Id that belongs to something other than an event; $id is the number from the URL.
error-invalid-event-id = The post with ID { $id } is not an event.
# Reading an event that is in the trash.
error-event-no-longer-available = The event with this ID is no longer available.
# Reading an unpublished event without permission.
error-event-not-accessible = The requested event is not accessible.
# Reading a password-protected event without the right password.
error-event-password-protected = The requested event is password protected.
# Deleting an event that is already in the trash.
error-event-in-trash = The event is already in the trash.
# A list page past the last one.
error-archive-page-not-found = The requested page was not found.
# A feed address (/event/{slug}/?ical=1) names no event the caller may read; $slug is the slug from the address.
error-feed-event-not-found = No event “{ $slug }” was found.
# A feed address (/events/category/{slug}/?ical=1, or ?tribe_events_cat=) names no category; $slug is the slug asked for.
error-feed-category-not-found = No category “{ $slug }” was found.
# A feed address (/events/tag/{slug}/?ical=1) names no tag; $slug is the slug from the address.
error-feed-tag-not-found = No tag “{ $slug }” was found.
# Creating a category or tag whose name is already used by a term at the same level
# (same parent category; for tags, anywhere). data.term_id names the existing term.
error-term-exists = A term with this name already exists at this level.
# A parent sent for a tag: tags have no hierarchy.
error-taxonomy-not-hierarchical = This taxonomy is not hierarchical: its terms cannot have a parent.
# Changing a category's or tag's slug to one another term of the same kind uses; $slug is that slug.
error-duplicate-term-slug = The slug “{ $slug }” is already in use by another term.
# list parameter ticketed=true: tickets are not available on this server.
error-tickets-not-active = Filtering by tickets requires ticketing, which this site does not offer.
# Request body larger than the limit.
error-payload-too-large = The request body is too large.
# Request body in a format other than JSON or form data.
error-unsupported-media-type = Send the request body as application/json or application/x-www-form-urlencoded.
# A malformed request that fits no other message.
error-bad-request = The request could not be understood.
# The _jsonp parameter names a callback with characters other than letters, digits, _ and . (GET requests).
error-jsonp-callback-invalid = Invalid JSONP callback function.
# Unexpected server failure.
error-internal = The server could not complete the request.
# Server overloaded or the store unreachable; the client should retry later.
error-unavailable = The service is temporarily unavailable. Try again shortly.
# The client took longer to send its request body than the server waits.
error-request-timeout = The request took too long to arrive. Send it again without pausing.
# The address (path and query string) is longer than the server accepts.
error-uri-too-long = The request address is too long. Send fewer or shorter parameters.
# The request headers are larger than the server accepts.
error-headers-too-large = The request headers are too large.
# Reading an unpublished venue without permission.
error-venue-not-accessible = The requested venue is not accessible.
# Reading an unpublished organizer without permission.
error-organizer-not-accessible = The requested organizer is not accessible.
# Deleting a venue that is already in the trash.
error-venue-in-trash = The venue is already in the trash.
# Deleting an organizer that is already in the trash.
error-organizer-in-trash = The organizer is already in the trash.
# Too many failed logins for one login from one address, or from one address in all; $seconds until the next attempt is allowed.
error-too-many-failed-logins = Too many failed login attempts. Try again in { $seconds } seconds.
# An event write naming more categories, or more tags, than one event may have; $param is categories or tags, $max the limit.
param-too-many-terms = { $param } may name at most { $max } terms.
# An event write naming more organizers than one event may have; $param is organizer, $max the limit.
param-too-many-organizers = { $param } may name at most { $max } organizers.
# An event write giving more venues and organizers by their fields (new ones, or ones reused by name) than one write may; $param is organizer, $max the limit.
param-too-many-new-linked = { $param } may give at most { $max } venues and organizers by their fields in one write; name the others by id.
# A category parent that would make the category tree deeper than allowed; $max is the number of levels.
param-category-too-deep = Categories may be nested at most { $max } levels deep.
# A request that names its host twice: two Host headers, or a Host header other than the host of the request address.
error-ambiguous-host = The request names more than one host.
# One client address has as many connections open as the server allows.
error-too-many-connections = Too many open connections from your address. Close some and try again.
# A change feed cursor (the since parameter of GET /changes) older than the changes the site keeps: changes after it may be gone, so the client must read everything again and take a new cursor.
error-cursor-expired = The cursor is older than the changes kept. Read everything again, then ask for the changes since a new cursor.
