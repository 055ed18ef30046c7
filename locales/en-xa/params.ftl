### Pseudo-locale generated from locales/en/params.ftl by `calendar-gateway locales pseudo`.
### Do not edit: regenerate it after changing the reference.

### Parameter descriptions, shown for each argument in the namespace index (GET /)
### and in /doc (parameters and form-body properties). Reference language: each
### comment names the route, the parameter and its type. Parameter names are code:
### keep them as they are.


## GET /events

# GET /events · page · integer, default 1
param-events-list-page = ⟦Þååĝéé ööƒ ŕééšûûļţš ţöö ŕééţûûŕñ, šţååŕţîîñĝ ååţ 1.⟧
# GET /events · per_page · integer, default 10, at most 50
param-events-list-per-page = ⟦Ñûûɱƀééŕ ööƒ ééṽééñţš þééŕ þååĝéé (ɱååẋîîɱûûɱ 50).⟧
# GET /events · start_date · date; default: yesterday 23:59 UTC
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-events-list-start-date = ⟦ÖÖñļý ééṽééñţš ţĥååţ šţååŕţ ööñ ööŕ ååƒţééŕ ţĥîîš ðååţéé. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "ţööðååý" ööŕ "ñééẋţ ɱööñðååý" ååŕéé ŕééååð ööñ ţĥéé šîîţéé'š çļööçķ.⟧
# GET /events · end_date · date; default: two years ahead
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-events-list-end-date = ⟦ÖÖñļý ééṽééñţš ţĥååţ ééñð ööñ ööŕ ƀééƒööŕéé ţĥîîš ðååţéé. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "+1 ŵééééķ" ööŕ "ļååšţ ðååý ööƒ ñééẋţ ɱööñţĥ" ååŕéé ŕééååð ööñ ţĥéé šîîţéé'š çļööçķ.⟧
# GET /events · starts_before · date
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-events-list-starts-before = ⟦ÖÖñļý ééṽééñţš ţĥååţ šţååŕţ ƀééƒööŕéé ţĥîîš ðååţéé. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "ţööɱööŕŕööŵ" ååŕéé ŕééååð ööñ ţĥéé šîîţéé'š çļööçķ.⟧
# GET /events · starts_after · date
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-events-list-starts-after = ⟦ÖÖñļý ééṽééñţš ţĥååţ šţååŕţ ååƒţééŕ ţĥîîš ðååţéé. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "ýééšţééŕðååý" ååŕéé ŕééååð ööñ ţĥéé šîîţéé'š çļööçķ.⟧
# GET /events · ends_before · date
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-events-list-ends-before = ⟦ÖÖñļý ééṽééñţš ţĥååţ ééñð ƀééƒööŕéé ţĥîîš ðååţéé. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "ñééẋţ ƒŕîîðååý" ååŕéé ŕééååð ööñ ţĥéé šîîţéé'š çļööçķ.⟧
# GET /events · ends_after · date
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-events-list-ends-after = ⟦ÖÖñļý ééṽééñţš ţĥååţ ééñð ååƒţééŕ ţĥîîš ðååţéé. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "ţööðååý" ååŕéé ŕééååð ööñ ţĥéé šîîţéé'š çļööçķ.⟧
# GET /events · strict_dates · true/false, default "false"
param-events-list-strict-dates = ⟦ÎÎƒ ţŕûûéé, ðååţéé ƒîîļţééŕš ûûšéé ţĥéé ééẋååçţ ţîîɱééš ĝîîṽééñ; ööţĥééŕŵîîšéé ŵĥööļéé ðååýš ååŕéé ɱååţçĥééð.⟧
# GET /events · search · string
param-events-list-search = ⟦Ţééẋţ ţĥååţ ɱûûšţ ååþþééååŕ îîñ ţĥéé ééṽééñţ ţîîţļéé ööŕ ðééšçŕîîþţîîööñ.⟧
# GET /events · categories · list of category IDs or slugs
param-events-list-categories = ⟦ÖÖñļý ééṽééñţš îîñ ååţ ļééååšţ ööñéé ööƒ ţĥééšéé çååţééĝööŕîîééš (ÎÎÐš ööŕ šļûûĝš).⟧
# GET /events · tags · list of tag IDs or slugs
param-events-list-tags = ⟦ÖÖñļý ééṽééñţš ŵîîţĥ ååţ ļééååšţ ööñéé ööƒ ţĥééšéé ţååĝš (ÎÎÐš ööŕ šļûûĝš).⟧
# GET /events · venue · list of venue IDs
param-events-list-venue = ⟦ÖÖñļý ééṽééñţš ĥééļð ååţ ööñéé ööƒ ţĥééšéé ṽééñûûééš (ÎÎÐš).⟧
# GET /events · organizer · list of organizer IDs
param-events-list-organizer = ⟦ÖÖñļý ééṽééñţš ŕûûñ ƀý ööñéé ööƒ ţĥééšéé ööŕĝååñîîžééŕš (ÎÎÐš).⟧
# GET /events · featured · boolean
param-events-list-featured = ⟦Ƒîîļţééŕ ééṽééñţš ƀý ŵĥééţĥééŕ ţĥééý ååŕéé ƒééååţûûŕééð.⟧
# GET /events · status · post status or list of them
param-events-list-status = ⟦Þûûƀļîîçååţîîööñ šţååţûûš ööƒ ţĥéé ééṽééñţš ţöö ŕééţûûŕñ.⟧
# GET /events · geoloc · boolean; has an effect only with a premium add-on
param-events-list-geoloc = ⟦Ŕééǫûûîîŕééš åå þŕééɱîîûûɱ ååðð-ööñ: ƒîîļţééŕ ƀý ŵĥééţĥééŕ ţĥéé ṽééñûûéé ĥååš ɱååþ çööööŕðîîñååţééš.⟧
# GET /events · geoloc_lat · number; geoloc_lng is a parameter name, keep it
param-events-list-geoloc-lat = ⟦Ŕééǫûûîîŕééš åå þŕééɱîîûûɱ ååðð-ööñ: ṽééñûûéé ļååţîîţûûðéé ţöö ƒîîļţééŕ ƀý; šééñð ţööĝééţĥééŕ ŵîîţĥ ĝééööļööç_ļñĝ.⟧
# GET /events · geoloc_lng · number; geoloc_lat is a parameter name, keep it
param-events-list-geoloc-lng = ⟦Ŕééǫûûîîŕééš åå þŕééɱîîûûɱ ååðð-ööñ: ṽééñûûéé ļööñĝîîţûûðéé ţöö ƒîîļţééŕ ƀý; šééñð ţööĝééţĥééŕ ŵîîţĥ ĝééööļööç_ļååţ.⟧
# GET /events · include · list of event IDs
param-events-list-include = ⟦ÖÖñļý ţĥééšéé ééṽééñţ ÎÎÐš (ååŕŕååý ööŕ çööɱɱåå-šééþååŕååţééð ļîîšţ); ðååţéé ƒîîļţééŕš ååŕéé ñööţ ååþþļîîééð.⟧
# GET /events · post_parent · integer
param-events-list-post-parent = ⟦ÖÖñļý ééṽééñţš ŵĥööšéé þååŕééñţ ééṽééñţ ĥååš ţĥîîš ÎÎÐ.⟧
# GET /events · ticketed · boolean
param-events-list-ticketed = ⟦Ƒîîļţééŕ ééṽééñţš ƀý ŵĥééţĥééŕ ţĥééý ĥååṽéé ţîîçķééţš.⟧

## Single event: /events/{id} and /events/by-slug/{slug}

# GET|DELETE|POST|PUT|PATCH /events/{id} · id · integer, from the path
param-event-id = ⟦Ñûûɱééŕîîç ÎÎÐ ööƒ ţĥéé ééṽééñţ.⟧
# GET|DELETE|POST|PUT|PATCH /events/{id} · password · string
param-event-password = ⟦Þååššŵööŕð ööƒ åå þååššŵööŕð-þŕööţééçţééð ééṽééñţ.⟧
# GET|DELETE /events/by-slug/{slug}, and post on it in /doc · slug · string, from the path
param-event-slug-path = ⟦Šļûûĝ ţĥååţ îîðééñţîîƒîîééš ţĥéé ééṽééñţ.⟧

## Event fields of a create or update

# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · author · integer
param-event-author = ⟦ÛÛšééŕ ÎÎÐ ööƒ ţĥéé ééṽééñţ ååûûţĥööŕ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · date · string
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-event-date = ⟦Þûûƀļîîçååţîîööñ ðååţéé ööƒ ţĥéé ééṽééñţ. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "ñööŵ" ööŕ "ţööɱööŕŕööŵ 9ååɱ" ååŕéé ŕééååð ööñ ţĥéé šîîţéé'š çļööçķ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · date_utc · string
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-event-date-utc = ⟦Þûûƀļîîçååţîîööñ ðååţéé ööƒ ţĥéé ééṽééñţ, îîñ ÛÛŢÇ. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "ţööɱööŕŕööŵ 9ååɱ" ååŕéé ŕééååð ööñ ţĥéé ÛÛŢÇ çļööçķ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · title · string, required on create
param-event-title = ⟦Ţîîţļéé ööƒ ţĥéé ééṽééñţ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · description · string (HTML)
param-event-description = ⟦Ƒûûļļ ðééšçŕîîþţîîööñ ööƒ ţĥéé ééṽééñţ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · slug · string
param-event-slug = ⟦ÛÛŔĻ šļûûĝ ööƒ ţĥéé ééṽééñţ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · excerpt · string
param-event-excerpt = ⟦Šĥööŕţ šûûɱɱååŕý ööƒ ţĥéé ééṽééñţ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · status · post status
param-event-status = ⟦Þûûƀļîîçååţîîööñ šţååţûûš ööƒ ţĥéé ééṽééñţ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · timezone · string
param-event-timezone = ⟦Ţîîɱéé žööñéé ööƒ ţĥéé ééṽééñţ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · all_day · boolean, default false
param-event-all-day = ⟦Ŵĥééţĥééŕ ţĥéé ééṽééñţ ļååšţš ååļļ ðååý.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · start_date · date, required on create
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-event-start-date = ⟦Ðååţéé ååñð ţîîɱéé ŵĥééñ ţĥéé ééṽééñţ šţååŕţš. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "ţööɱööŕŕööŵ 9ååɱ" ööŕ "ñééẋţ ŵééðñééšðååý 4þɱ" ååŕéé ŕééååð îîñ ţĥéé ééṽééñţ'š ţîîɱéé žööñéé.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · end_date · date, required on create
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-event-end-date = ⟦Ðååţéé ååñð ţîîɱéé ŵĥééñ ţĥéé ééṽééñţ ééñðš. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "ţööɱööŕŕööŵ 11ååɱ" ööŕ "+1 ŵééééķ" ååŕéé ŕééååð îîñ ţĥéé ééṽééñţ'š ţîîɱéé žööñéé.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · image · attachment ID or URL
param-event-image = ⟦Ƒééååţûûŕééð îîɱååĝéé: ååñ ååţţååçĥɱééñţ ÎÎÐ ööŕ ååñ îîɱååĝéé ÛÛŔĻ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · cost · text or number
param-event-cost = ⟦Þŕîîçéé ööƒ ţĥéé ééṽééñţ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · website · URL
param-event-website = ⟦Ŵééƀ ååððŕééšš ööƒ ţĥéé ééṽééñţ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · show_map · boolean
param-event-show-map = ⟦Ŵĥééţĥééŕ åå ɱååþ îîš šĥööŵñ ƒööŕ ţĥéé ééṽééñţ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · show_map_link · boolean
param-event-show-map-link = ⟦Ŵĥééţĥééŕ åå ɱååþ ļîîñķ îîš šĥööŵñ ƒööŕ ţĥéé ééṽééñţ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · hide_from_listings · boolean
param-event-hide-from-listings = ⟦Ŵĥééţĥééŕ ţĥéé ééṽééñţ îîš ļééƒţ ööûûţ ööƒ çååļééñðååŕ ļîîšţîîñĝš.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · sticky · boolean
param-event-sticky = ⟦Ŵĥééţĥééŕ ţĥéé ééṽééñţ îîš þîîññééð îîñ çååļééñðååŕ ṽîîééŵš.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · featured · boolean
param-event-featured = ⟦Ŵĥééţĥééŕ ţĥéé ééṽééñţ îîš ƒééååţûûŕééð.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · categories · list of category IDs or names
param-event-categories = ⟦Çååţééĝööŕîîééš ööƒ ţĥéé ééṽééñţ, ååš ÎÎÐš ööŕ ñååɱééš.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · tags · list of tag IDs or names
param-event-tags = ⟦Ţååĝš ööƒ ţĥéé ééṽééñţ, ååš ÎÎÐš ööŕ ñååɱééš.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · venue · venue ID or venue fields
param-event-venue = ⟦Ṽééñûûéé ööƒ ţĥéé ééṽééñţ: ååñ ÎÎÐ, ööŕ ţĥéé ðééţååîîļš ööƒ åå ñééŵ ṽééñûûéé.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · organizer · organizer IDs or organizer fields
param-event-organizer = ⟦ÖÖŕĝååñîîžééŕš ööƒ ţĥéé ééṽééñţ: ÎÎÐš, ööŕ ţĥéé ðééţååîîļš ööƒ ñééŵ ööŕĝååñîîžééŕš.⟧

## GET /venues

# GET /venues · page · integer, default 1
param-venues-list-page = ⟦Þååĝéé ööƒ ŕééšûûļţš ţöö ŕééţûûŕñ, šţååŕţîîñĝ ååţ 1.⟧
# GET /venues · per_page · integer, default 10, at most 50
param-venues-list-per-page = ⟦Ñûûɱƀééŕ ööƒ ṽééñûûééš þééŕ þååĝéé (ɱååẋîîɱûûɱ 50).⟧
# GET /venues · search · string
param-venues-list-search = ⟦Ţééẋţ ţöö ļööööķ ƒööŕ îîñ ţĥéé ṽééñûûéé ñååɱéé, ðééšçŕîîþţîîööñ ööŕ ååððŕééšš ðééţååîîļš.⟧
# GET /venues · event · integer (an event ID)
param-venues-list-event = ⟦ÖÖñļý ţĥéé ṽééñûûéé ööƒ ţĥîîš ééṽééñţ (ÎÎÐ).⟧
# GET /venues · has_events · true/false
param-venues-list-has-events = ⟦Ƒîîļţééŕ ṽééñûûééš ƀý ŵĥééţĥééŕ ååñý ééṽééñţ ûûšééš ţĥééɱ.⟧
# GET /venues · only_with_upcoming · true/false, default false
param-venues-list-only-with-upcoming = ⟦ÖÖñļý ṽééñûûééš ûûšééð ƀý ééṽééñţš ţĥååţ ĥååṽéé ñööţ šţååŕţééð ýééţ.⟧
# GET /venues · status · post status or list of them
param-venues-list-status = ⟦Þûûƀļîîçååţîîööñ šţååţûûš ööƒ ţĥéé ṽééñûûééš ţöö ŕééţûûŕñ.⟧

## Single venue: /venues/{id} and /venues/by-slug/{slug}

# GET|DELETE|POST|PUT|PATCH /venues/{id} · id · integer, from the path
param-venue-id = ⟦Ñûûɱééŕîîç ÎÎÐ ööƒ ţĥéé ṽééñûûéé.⟧
# GET|DELETE|POST|PUT|PATCH /venues/by-slug/{slug} · slug · string, from the path
param-venue-slug = ⟦Šļûûĝ ţĥååţ îîðééñţîîƒîîééš ţĥéé ṽééñûûéé.⟧

## Venue fields of a create or update

# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · author · integer
param-venue-author = ⟦ÛÛšééŕ ÎÎÐ ööƒ ţĥéé ṽééñûûéé ååûûţĥööŕ.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · date · string
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-venue-date = ⟦Þûûƀļîîçååţîîööñ ðååţéé ööƒ ţĥéé ṽééñûûéé. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "ñööŵ" ööŕ "ţööɱööŕŕööŵ 9ååɱ" ååŕéé ŕééååð ööñ ţĥéé šîîţéé'š çļööçķ.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · date_utc · string
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-venue-date-utc = ⟦Þûûƀļîîçååţîîööñ ðååţéé ööƒ ţĥéé ṽééñûûéé, îîñ ÛÛŢÇ. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "ţööɱööŕŕööŵ 9ååɱ" ååŕéé ŕééååð ööñ ţĥéé ÛÛŢÇ çļööçķ.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · venue · string, the venue's name, required on create
param-venue-venue = ⟦Ñååɱéé ööƒ ţĥéé ṽééñûûéé.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · description · string (HTML)
param-venue-description = ⟦Ðééšçŕîîþţîîööñ ööƒ ţĥéé ṽééñûûéé.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · status · post status
param-venue-status = ⟦Þûûƀļîîçååţîîööñ šţååţûûš ööƒ ţĥéé ṽééñûûéé.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · show_map · true/false
param-venue-show-map = ⟦Ŵĥééţĥééŕ ééṽééñţš ååţ ţĥîîš ṽééñûûéé šĥööŵ åå ɱååþ.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · show_map_link · true/false
param-venue-show-map-link = ⟦Ŵĥééţĥééŕ ééṽééñţš ååţ ţĥîîš ṽééñûûéé šĥööŵ åå ɱååþ ļîîñķ.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · address · string: street and number
param-venue-address = ⟦Šţŕééééţ ååððŕééšš ööƒ ţĥéé ṽééñûûéé.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · city · string
param-venue-city = ⟦Çîîţý ööƒ ţĥéé ṽééñûûéé.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · country · string
param-venue-country = ⟦Çööûûñţŕý ööƒ ţĥéé ṽééñûûéé.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · province · string, used outside the United States
param-venue-province = ⟦Þŕööṽîîñçéé ööƒ ţĥéé ṽééñûûéé.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · state · string, a state of the United States
param-venue-state = ⟦Šţååţéé ööƒ ţĥéé ṽééñûûéé.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · zip · string
param-venue-zip = ⟦Þööšţååļ çööðéé ööƒ ţĥéé ṽééñûûéé.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · phone · string
param-venue-phone = ⟦Þĥööñéé ñûûɱƀééŕ ööƒ ţĥéé ṽééñûûéé.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · stateprovince · string; taken from state or province when omitted
param-venue-stateprovince = ⟦Šţååţéé ööŕ þŕööṽîîñçéé ööƒ ţĥéé ṽééñûûéé.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · website · URL
param-venue-website = ⟦Ŵééƀ ååððŕééšš ööƒ ţĥéé ṽééñûûéé.⟧
# POST /venues (create); POST|PUT|PATCH /venues/{id} and /venues/by-slug/{slug} (update); the form body of post in /doc · image · attachment ID or URL
param-venue-image = ⟦Ƒééååţûûŕééð îîɱååĝéé ööƒ ţĥéé ṽééñûûéé: ååñ ååţţååçĥɱééñţ ÎÎÐ ööŕ ååñ îîɱååĝéé ÛÛŔĻ.⟧

## GET /organizers

# GET /organizers · page · integer, default 1
param-organizers-list-page = ⟦Þååĝéé ööƒ ŕééšûûļţš ţöö ŕééţûûŕñ, šţååŕţîîñĝ ååţ 1.⟧
# GET /organizers · per_page · integer, default 10, at most 50
param-organizers-list-per-page = ⟦Ñûûɱƀééŕ ööƒ ööŕĝååñîîžééŕš þééŕ þååĝéé (ɱååẋîîɱûûɱ 50).⟧
# GET /organizers · search · string
param-organizers-list-search = ⟦Ţééẋţ ţöö ļööööķ ƒööŕ îîñ ţĥéé ööŕĝååñîîžééŕ ñååɱéé, ðééšçŕîîþţîîööñ ööŕ çööñţååçţ ðééţååîîļš.⟧
# GET /organizers · event · integer (an event ID)
param-organizers-list-event = ⟦ÖÖñļý ţĥéé ööŕĝååñîîžééŕš ööƒ ţĥîîš ééṽééñţ (ÎÎÐ).⟧
# GET /organizers · has_events · true/false
param-organizers-list-has-events = ⟦Ƒîîļţééŕ ööŕĝååñîîžééŕš ƀý ŵĥééţĥééŕ ååñý ééṽééñţ ûûšééš ţĥééɱ.⟧
# GET /organizers · only_with_upcoming · true/false, default false
param-organizers-list-only-with-upcoming = ⟦ÖÖñļý ööŕĝååñîîžééŕš ööƒ ééṽééñţš ţĥååţ ĥååṽéé ñööţ šţååŕţééð ýééţ.⟧
# GET /organizers · status · post status or list of them
param-organizers-list-status = ⟦Þûûƀļîîçååţîîööñ šţååţûûš ööƒ ţĥéé ööŕĝååñîîžééŕš ţöö ŕééţûûŕñ.⟧

## Single organizer: /organizers/{id} and /organizers/by-slug/{slug}

# GET|DELETE|POST|PUT|PATCH /organizers/{id} · id · integer, from the path; also the first field of the form body of post in /doc
param-organizer-id = ⟦Ñûûɱééŕîîç ÎÎÐ ööƒ ţĥéé ööŕĝååñîîžééŕ.⟧
# GET|DELETE|POST|PUT|PATCH /organizers/by-slug/{slug} · slug · string, from the path; also the first field of the form body of post in /doc
param-organizer-slug = ⟦Šļûûĝ ţĥååţ îîðééñţîîƒîîééš ţĥéé ööŕĝååñîîžééŕ.⟧

## Organizer fields of a create or update

# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · author · integer
param-organizer-author = ⟦ÛÛšééŕ ÎÎÐ ööƒ ţĥéé ööŕĝååñîîžééŕ ååûûţĥööŕ.⟧
# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · date · string
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-organizer-date = ⟦Þûûƀļîîçååţîîööñ ðååţéé ööƒ ţĥéé ööŕĝååñîîžééŕ. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "ñööŵ" ööŕ "ţööɱööŕŕööŵ 9ååɱ" ååŕéé ŕééååð ööñ ţĥéé šîîţéé'š çļööçķ.⟧
# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · date_utc · string
# Keep the quoted example phrases in English: clients send them as they are, whatever the language.
param-organizer-date-utc = ⟦Þûûƀļîîçååţîîööñ ðååţéé ööƒ ţĥéé ööŕĝååñîîžééŕ, îîñ ÛÛŢÇ. Ŕééļååţîîṽéé þĥŕååšééš šûûçĥ ååš "ţööɱööŕŕööŵ 9ååɱ" ååŕéé ŕééååð ööñ ţĥéé ÛÛŢÇ çļööçķ.⟧
# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · organizer · string, the organizer's name, required on create
param-organizer-organizer = ⟦Ñååɱéé ööƒ ţĥéé ööŕĝååñîîžééŕ.⟧
# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · description · string (HTML)
param-organizer-description = ⟦Ðééšçŕîîþţîîööñ ööƒ ţĥéé ööŕĝååñîîžééŕ.⟧
# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · status · post status
param-organizer-status = ⟦Þûûƀļîîçååţîîööñ šţååţûûš ööƒ ţĥéé ööŕĝååñîîžééŕ.⟧
# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · phone · string
param-organizer-phone = ⟦Þĥööñéé ñûûɱƀééŕ ööƒ ţĥéé ööŕĝååñîîžééŕ.⟧
# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · website · URL
param-organizer-website = ⟦Ŵééƀ ååððŕééšš ööƒ ţĥéé ööŕĝååñîîžééŕ.⟧
# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · email · e-mail address
param-organizer-email = ⟦ÉÉ-ɱååîîļ ååððŕééšš ööƒ ţĥéé ööŕĝååñîîžééŕ.⟧
# POST /organizers (create); POST|PUT|PATCH /organizers/{id} and /organizers/by-slug/{slug} (update); the form body of post in /doc · image · attachment ID or URL
param-organizer-image = ⟦Ƒééååţûûŕééð îîɱååĝéé ööƒ ţĥéé ööŕĝååñîîžééŕ: ååñ ååţţååçĥɱééñţ ÎÎÐ ööŕ ååñ îîɱååĝéé ÛÛŔĻ.⟧

## GET /categories

# GET /categories · page · integer, default 1
param-categories-list-page = ⟦Þååĝéé ööƒ ŕééšûûļţš ţöö ŕééţûûŕñ, šţååŕţîîñĝ ååţ 1.⟧
# GET /categories · per_page · integer, default 10, at most 50
param-categories-list-per-page = ⟦Ñûûɱƀééŕ ööƒ çååţééĝööŕîîééš þééŕ þååĝéé (ɱååẋîîɱûûɱ 50).⟧
# GET /categories · search · string
param-categories-list-search = ⟦ÖÖñļý çååţééĝööŕîîééš ŵĥööšéé ñååɱéé ööŕ šļûûĝ çööñţååîîñš ţĥîîš ţééẋţ.⟧
# GET /categories · exclude · list of category IDs
param-categories-list-exclude = ⟦Çååţééĝööŕý ÎÎÐš ţöö ļééååṽéé ööûûţ.⟧
# GET /categories · include · list of category IDs
param-categories-list-include = ⟦ÖÖñļý ţĥééšéé çååţééĝööŕý ÎÎÐš.⟧
# GET /categories · order · "asc" or "desc"; these two values are code, keep them
param-categories-list-order = ⟦Šööŕţ ðîîŕééçţîîööñ: ååšç ööŕ ðééšç.⟧
# GET /categories · orderby · string: name, slug, id, count, description, include…
param-categories-list-orderby = ⟦Çååţééĝööŕý ååţţŕîîƀûûţéé ţöö šööŕţ ƀý.⟧
# GET /categories · hide_empty · true/false, default true
param-categories-list-hide-empty = ⟦Ŵĥééţĥééŕ ţöö ļééååṽéé ööûûţ çååţééĝööŕîîééš ţĥååţ ñöö ééṽééñţ ûûšééš.⟧
# GET /categories · parent · integer (a category ID)
param-categories-list-parent = ⟦ÖÖñļý çååţééĝööŕîîééš ðîîŕééçţļý ƀééļööŵ ţĥîîš þååŕééñţ çååţééĝööŕý (ÎÎÐ).⟧
# GET /categories · post · integer (an event ID)
param-categories-list-post = ⟦ÖÖñļý çååţééĝööŕîîééš ööƒ ţĥîîš ééṽééñţ (ÎÎÐ).⟧
# GET /categories · event · integer (an event ID); "post" is a parameter name, keep it
param-categories-list-event = ⟦ÖÖñļý çååţééĝööŕîîééš ööƒ ţĥîîš ééṽééñţ (ÎÎÐ); šååɱéé ååš þööšţ.⟧
# GET /categories · slug · string
param-categories-list-slug = ⟦ÖÖñļý ţĥéé çååţééĝööŕý ŵîîţĥ ţĥîîš šļûûĝ.⟧

## GET /tags

# GET /tags · page · integer, default 1
param-tags-list-page = ⟦Þååĝéé ööƒ ŕééšûûļţš ţöö ŕééţûûŕñ, šţååŕţîîñĝ ååţ 1.⟧
# GET /tags · per_page · integer, default 10, at most 50
param-tags-list-per-page = ⟦Ñûûɱƀééŕ ööƒ ţååĝš þééŕ þååĝéé (ɱååẋîîɱûûɱ 50).⟧
# GET /tags · search · string
param-tags-list-search = ⟦ÖÖñļý ţååĝš ŵĥööšéé ñååɱéé ööŕ šļûûĝ çööñţååîîñš ţĥîîš ţééẋţ.⟧
# GET /tags · exclude · list of tag IDs
param-tags-list-exclude = ⟦Ţååĝ ÎÎÐš ţöö ļééååṽéé ööûûţ.⟧
# GET /tags · include · list of tag IDs
param-tags-list-include = ⟦ÖÖñļý ţĥééšéé ţååĝ ÎÎÐš.⟧
# GET /tags · order · "asc" or "desc"; these two values are code, keep them
param-tags-list-order = ⟦Šööŕţ ðîîŕééçţîîööñ: ååšç ööŕ ðééšç.⟧
# GET /tags · orderby · string: name, slug, id, count, description, include…
param-tags-list-orderby = ⟦Ţååĝ ååţţŕîîƀûûţéé ţöö šööŕţ ƀý.⟧
# GET /tags · hide_empty · true/false, default true
param-tags-list-hide-empty = ⟦Ŵĥééţĥééŕ ţöö ļééååṽéé ööûûţ ţååĝš ţĥååţ ñöö ééṽééñţ ûûšééš.⟧
# GET /tags · post · integer (an event ID)
param-tags-list-post = ⟦ÖÖñļý ţååĝš ööƒ ţĥîîš ééṽééñţ (ÎÎÐ).⟧
# GET /tags · event · integer (an event ID); "post" is a parameter name, keep it
param-tags-list-event = ⟦ÖÖñļý ţååĝš ööƒ ţĥîîš ééṽééñţ (ÎÎÐ); šååɱéé ååš þööšţ.⟧
# GET /tags · slug · string
param-tags-list-slug = ⟦ÖÖñļý ţĥéé ţååĝ ŵîîţĥ ţĥîîš šļûûĝ.⟧

## Single category or tag: /categories/{id} and /tags/{id}. A "term" is a category
## or a tag: the same texts serve both routes.

# GET|DELETE|POST|PUT|PATCH /categories/{id} and /tags/{id} · id · integer, from the path; also the first field of the category form body of post in /doc
param-term-id = ⟦Ñûûɱééŕîîç ÎÎÐ ööƒ ţĥéé çååţééĝööŕý ööŕ ţååĝ.⟧
# POST /categories and /tags (create); POST|PUT|PATCH /categories/{id} and /tags/{id} (update); the form body of post in /doc · name · string, required on create
param-term-name = ⟦Ñååɱéé ööƒ ţĥéé çååţééĝööŕý ööŕ ţååĝ.⟧
# POST /categories and /tags (create); POST|PUT|PATCH /categories/{id} and /tags/{id} (update); the form body of post in /doc · description · string
param-term-description = ⟦Ðééšçŕîîþţîîööñ ööƒ ţĥéé çååţééĝööŕý ööŕ ţååĝ.⟧
# POST /categories and /tags (create); POST|PUT|PATCH /categories/{id} and /tags/{id} (update); the form body of post in /doc · slug · string
param-term-slug = ⟦ÛÛŔĻ šļûûĝ ööƒ ţĥéé çååţééĝööŕý ööŕ ţååĝ.⟧
# POST /categories (create); POST|PUT|PATCH /categories/{id} (update); the form body of post in /doc · parent · integer (a category ID, 0 for none); categories only
param-term-parent = ⟦ÎÎÐ ööƒ ţĥéé þååŕééñţ çååţééĝööŕý (0 ƒööŕ ñööñéé).⟧
