### Pseudo-locale generated from locales/en/errors.ftl by `calendar-gateway locales pseudo`.
### Do not edit: regenerate it after changing the reference.

# Error messages of the API: the "message" member of every error response.
# Reference language. Keep { $variables } exactly as they are in every translation.

# Any URL or method the API does not serve.
error-no-route = ⟦Ñöö ŕööûûţéé ŵååš ƒööûûñð ɱååţçĥîîñĝ ţĥéé ÛÛŔĻ ååñð ŕééǫûûééšţ ɱééţĥööð.⟧
# The namespace index (GET /) was asked, with ?namespace=, for a namespace this API does not serve.
error-invalid-namespace = ⟦Ţĥéé šþééçîîƒîîééð ñååɱééšþååçéé çööûûļð ñööţ ƀéé ƒööûûñð.⟧
# Request body declared as JSON that does not parse.
error-invalid-json = ⟦ÎÎñṽååļîîð ĴŠÖÖÑ ƀööðý þååššééð.⟧
# Required parameters missing; $names is a comma-separated list of parameter names.
error-missing-params = ⟦Ṁîîššîîñĝ þååŕååɱééţééŕ(š): { $names }⟧
# Parameters that failed validation; $names is a comma-separated list of parameter names.
error-invalid-params = ⟦ÎÎñṽååļîîð þååŕååɱééţééŕ(š): { $names }⟧
# Per-parameter explanation inside data.params when a value is simply not acceptable.
param-invalid = ⟦ÎÎñṽååļîîð þååŕååɱééţééŕ.⟧
# Per-parameter explanation inside data.params / data.details; $param is the parameter name.
param-not-integer = ⟦{ $param } îîš ñööţ ööƒ ţýþéé îîñţééĝééŕ.⟧
# Per-parameter explanation inside data.params / data.details; $param is the parameter name.
param-not-number = ⟦{ $param } îîš ñööţ ööƒ ţýþéé ñûûɱƀééŕ.⟧
# Per-parameter explanation inside data.params / data.details; $param is the parameter name.
param-not-boolean = ⟦{ $param } îîš ñööţ ööƒ ţýþéé ƀööööļééååñ.⟧
# Per-parameter explanation inside data.params / data.details; $param is the parameter name.
param-not-string = ⟦{ $param } îîš ñööţ ööƒ ţýþéé šţŕîîñĝ.⟧
# Per-parameter explanation inside data.params / data.details; $param is the parameter name.
param-not-integer-array = ⟦{ $param } ɱûûšţ ƀéé åå ļîîšţ ööƒ îîñţééĝééŕš.⟧
# Per-parameter explanation for a value outside the accepted ones; $values lists them, comma-separated.
param-not-in-enum = ⟦{ $param } îîš ñööţ ööñéé ööƒ { $values }.⟧
# $max is a number of characters.
param-too-long = ⟦{ $param } ɱûûšţ ƀéé ååţ ɱööšţ { $max } çĥååŕååçţééŕš ļööñĝ.⟧
# A parameter value containing a NUL character (%00 or \u0000); $param is the parameter name.
param-contains-nul = ⟦{ $param } ɱûûšţ ñööţ çööñţååîîñ ÑÛÛĻ çĥååŕååçţééŕš.⟧
# A date parameter (start_date, end_date, date, date_utc, the event list's date filters) whose
# value cannot be read as a date; inside data.params and data.details. $param is the parameter name.
# The English words and examples (now, tomorrow 9am, next wednesday, +1 week, ago, first day of, ...)
# are what clients must send whatever the language: keep them in English; translate the rest,
# the YYYY-MM-DD placeholders included.
param-invalid-date = ⟦{ $param } îîš ñööţ åå ðååţéé ţĥîîš šîîţéé çååñ ŕééååð. Šééñð ÝÝÝÝ-ṀṀ-ÐÐ, ÝÝÝÝ-ṀṀ-ÐÐ ĤĤ:ṀṀ[:ŠŠ], ÎÎŠÖÖ 8601 (2030-12-05Ţ19:00:00), åå ÛÛñîîẋ ţîîɱééšţååɱþ, ööŕ åå ŕééļååţîîṽéé þĥŕååšéé îîñ ÉÉñĝļîîšĥ: ñööŵ, ţööðååý, ţööɱööŕŕööŵ, ýééšţééŕðååý, ɱîîðñîîĝĥţ, ñööööñ; åå ŵééééķðååý, ååļööñéé ööŕ ååƒţééŕ ñééẋţ, ļååšţ ööŕ ţĥîîš (ñééẋţ ŵééðñééšðååý); ñééẋţ, ļååšţ ööŕ ţĥîîš ƒööļļööŵééð ƀý ŵééééķ, ɱööñţĥ ööŕ ýééååŕ; +Ñ ööŕ -Ñ ƒööļļööŵééð ƀý šééç, ɱîîñ, ĥööûûŕ, ðååý, ŵééééķ, ƒööŕţñîîĝĥţ, ɱööñţĥ ööŕ ýééååŕ (+1 ŵééééķ, -2 ðååýš), ööŕ Ñ ûûñîîţš ƒööļļööŵééð ƀý ååĝöö; ƒîîŕšţ ðååý ööƒ ööŕ ļååšţ ðååý ööƒ ƒööļļööŵééð ƀý ñééẋţ ɱööñţĥ, ļååšţ ɱööñţĥ ööŕ ţĥîîš ɱööñţĥ; ŵîîţĥ åå ţîîɱéé ŵĥééŕéé îîţ ƒîîţš (ţööɱööŕŕööŵ 9ååɱ, ñééẋţ ŵééðñééšðååý 4þɱ, -2 ðååýš 10:00) ööŕ ååƒţééŕ åå ðååţéé (2030-12-05 +1 ðååý).⟧
# An image given by address that is not an http(s) address of a public host (local
# and private network addresses are refused); $param is the parameter name.
param-image-not-public = ⟦{ $param } ɱûûšţ ƀéé ţĥéé ĥţţþ ööŕ ĥţţþš ååððŕééšš ööƒ ååñ îîɱååĝéé ööñ åå þûûƀļîîç ĥööšţ.⟧
# Caller lacks the permission for a write (401 when not logged in, 403 otherwise).
error-forbidden = ⟦Šööŕŕý, ýööûû ååŕéé ñööţ ååļļööŵééð ţöö ðöö ţĥååţ.⟧
# Basic authentication with a login that does not exist.
error-invalid-username = ⟦ÛÛñķñööŵñ ûûšééŕñååɱéé. Çĥééçķ ååĝååîîñ ööŕ ţŕý ýööûûŕ ééɱååîîļ ååððŕééšš.⟧
# Basic authentication with an e-mail address that belongs to no user.
error-invalid-email = ⟦ÛÛñķñööŵñ ééɱååîîļ ååððŕééšš. Çĥééçķ ååĝååîîñ ööŕ ţŕý ýööûûŕ ûûšééŕñååɱéé.⟧
# Basic authentication whose application password is wrong.
error-incorrect-password = ⟦Ţĥéé þŕööṽîîðééð þååššŵööŕð îîš ååñ îîñṽååļîîð ååþþļîîçååţîîööñ þååššŵööŕð.⟧
# Event id that does not exist; $id is the number from the URL.
error-event-not-found = ⟦ÉÉṽééñţ ŵîîţĥ ÎÎÐ { $id } ðööééš ñööţ ééẋîîšţ.⟧
# Id that belongs to something other than an event; $id is the number from the URL.
error-invalid-event-id = ⟦Ţĥéé þööšţ ŵîîţĥ ÎÎÐ { $id } îîš ñööţ ååñ ééṽééñţ.⟧
# Reading an event that is in the trash.
error-event-no-longer-available = ⟦Ţĥéé ééṽééñţ ŵîîţĥ ţĥîîš ÎÎÐ îîš ñöö ļööñĝééŕ ååṽååîîļååƀļéé.⟧
# Reading an unpublished event without permission.
error-event-not-accessible = ⟦Ţĥéé ŕééǫûûééšţééð ééṽééñţ îîš ñööţ ååççééššîîƀļéé.⟧
# Reading a password-protected event without the right password.
error-event-password-protected = ⟦Ţĥéé ŕééǫûûééšţééð ééṽééñţ îîš þååššŵööŕð þŕööţééçţééð.⟧
# Deleting an event that is already in the trash.
error-event-in-trash = ⟦Ţĥéé ééṽééñţ îîš ååļŕééååðý îîñ ţĥéé ţŕååšĥ.⟧
# A list page past the last one.
error-archive-page-not-found = ⟦Ţĥéé ŕééǫûûééšţééð þååĝéé ŵååš ñööţ ƒööûûñð.⟧
# Creating a category or tag whose name is already used by a term at the same level
# (same parent category; for tags, anywhere). data.term_id names the existing term.
error-term-exists = ⟦ÅÅ ţééŕɱ ŵîîţĥ ţĥîîš ñååɱéé ååļŕééååðý ééẋîîšţš ååţ ţĥîîš ļééṽééļ.⟧
# A parent sent for a tag: tags have no hierarchy.
error-taxonomy-not-hierarchical = ⟦Ţĥîîš ţååẋööñööɱý îîš ñööţ ĥîîééŕååŕçĥîîçååļ: îîţš ţééŕɱš çååññööţ ĥååṽéé åå þååŕééñţ.⟧
# Changing a category's or tag's slug to one another term of the same kind uses; $slug is that slug.
error-duplicate-term-slug = ⟦Ţĥéé šļûûĝ “{ $slug }” îîš ååļŕééååðý îîñ ûûšéé ƀý ååñööţĥééŕ ţééŕɱ.⟧
# list parameter ticketed=true: tickets are not available on this server.
error-tickets-not-active = ⟦Ƒîîļţééŕîîñĝ ƀý ţîîçķééţš ŕééǫûûîîŕééš ţîîçķééţîîñĝ, ŵĥîîçĥ ţĥîîš šîîţéé ðööééš ñööţ ööƒƒééŕ.⟧
# Request body larger than the limit.
error-payload-too-large = ⟦Ţĥéé ŕééǫûûééšţ ƀööðý îîš ţöööö ļååŕĝéé.⟧
# Request body in a format other than JSON or form data.
error-unsupported-media-type = ⟦Šééñð ţĥéé ŕééǫûûééšţ ƀööðý ååš ååþþļîîçååţîîööñ/ĵšööñ ööŕ ååþþļîîçååţîîööñ/ẋ-ŵŵŵ-ƒööŕɱ-ûûŕļééñçööðééð.⟧
# A malformed request that fits no other message.
error-bad-request = ⟦Ţĥéé ŕééǫûûééšţ çööûûļð ñööţ ƀéé ûûñðééŕšţööööð.⟧
# The _jsonp parameter names a callback with characters other than letters, digits, _ and . (GET requests).
error-jsonp-callback-invalid = ⟦ÎÎñṽååļîîð ĴŠÖÖÑÞ çååļļƀååçķ ƒûûñçţîîööñ.⟧
# Unexpected server failure.
error-internal = ⟦Ţĥéé šééŕṽééŕ çööûûļð ñööţ çööɱþļééţéé ţĥéé ŕééǫûûééšţ.⟧
# Server overloaded or the store unreachable; the client should retry later.
error-unavailable = ⟦Ţĥéé šééŕṽîîçéé îîš ţééɱþööŕååŕîîļý ûûñååṽååîîļååƀļéé. Ţŕý ååĝååîîñ šĥööŕţļý.⟧
# The client took longer to send its request body than the server waits.
error-request-timeout = ⟦Ţĥéé ŕééǫûûééšţ ţööööķ ţöööö ļööñĝ ţöö ååŕŕîîṽéé. Šééñð îîţ ååĝååîîñ ŵîîţĥööûûţ þååûûšîîñĝ.⟧
# The address (path and query string) is longer than the server accepts.
error-uri-too-long = ⟦Ţĥéé ŕééǫûûééšţ ååððŕééšš îîš ţöööö ļööñĝ. Šééñð ƒééŵééŕ ööŕ šĥööŕţééŕ þååŕååɱééţééŕš.⟧
# The request headers are larger than the server accepts.
error-headers-too-large = ⟦Ţĥéé ŕééǫûûééšţ ĥééååðééŕš ååŕéé ţöööö ļååŕĝéé.⟧
# Reading an unpublished venue without permission.
error-venue-not-accessible = ⟦Ţĥéé ŕééǫûûééšţééð ṽééñûûéé îîš ñööţ ååççééššîîƀļéé.⟧
# Reading an unpublished organizer without permission.
error-organizer-not-accessible = ⟦Ţĥéé ŕééǫûûééšţééð ööŕĝååñîîžééŕ îîš ñööţ ååççééššîîƀļéé.⟧
# Deleting a venue that is already in the trash.
error-venue-in-trash = ⟦Ţĥéé ṽééñûûéé îîš ååļŕééååðý îîñ ţĥéé ţŕååšĥ.⟧
# Deleting an organizer that is already in the trash.
error-organizer-in-trash = ⟦Ţĥéé ööŕĝååñîîžééŕ îîš ååļŕééååðý îîñ ţĥéé ţŕååšĥ.⟧
# Too many failed logins for one login from one address, or from one address in all; $seconds until the next attempt is allowed.
error-too-many-failed-logins = ⟦Ţöööö ɱååñý ƒååîîļééð ļööĝîîñ ååţţééɱþţš. Ţŕý ååĝååîîñ îîñ { $seconds } šééçööñðš.⟧
# An event write naming more categories, or more tags, than one event may have; $param is categories or tags, $max the limit.
param-too-many-terms = ⟦{ $param } ɱååý ñååɱéé ååţ ɱööšţ { $max } ţééŕɱš.⟧
# A category parent that would make the category tree deeper than allowed; $max is the number of levels.
param-category-too-deep = ⟦Çååţééĝööŕîîééš ɱååý ƀéé ñééšţééð ååţ ɱööšţ { $max } ļééṽééļš ðééééþ.⟧
# A request that names its host twice: two Host headers, or a Host header other than the host of the request address.
error-ambiguous-host = ⟦Ţĥéé ŕééǫûûééšţ ñååɱééš ɱööŕéé ţĥååñ ööñéé ĥööšţ.⟧
# One client address has as many connections open as the server allows.
error-too-many-connections = ⟦Ţöööö ɱååñý ööþééñ çööññééçţîîööñš ƒŕööɱ ýööûûŕ ååððŕééšš. Çļööšéé šööɱéé ååñð ţŕý ååĝååîîñ.⟧
