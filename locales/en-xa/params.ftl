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
param-events-list-start-date = ⟦ÖÖñļý ééṽééñţš ţĥååţ šţååŕţ ööñ ööŕ ååƒţééŕ ţĥîîš ðååţéé.⟧
# GET /events · end_date · date; default: two years ahead
param-events-list-end-date = ⟦ÖÖñļý ééṽééñţš ţĥååţ ééñð ööñ ööŕ ƀééƒööŕéé ţĥîîš ðååţéé.⟧
# GET /events · starts_before · date
param-events-list-starts-before = ⟦ÖÖñļý ééṽééñţš ţĥååţ šţååŕţ ƀééƒööŕéé ţĥîîš ðååţéé.⟧
# GET /events · starts_after · date
param-events-list-starts-after = ⟦ÖÖñļý ééṽééñţš ţĥååţ šţååŕţ ååƒţééŕ ţĥîîš ðååţéé.⟧
# GET /events · ends_before · date
param-events-list-ends-before = ⟦ÖÖñļý ééṽééñţš ţĥååţ ééñð ƀééƒööŕéé ţĥîîš ðååţéé.⟧
# GET /events · ends_after · date
param-events-list-ends-after = ⟦ÖÖñļý ééṽééñţš ţĥååţ ééñð ååƒţééŕ ţĥîîš ðååţéé.⟧
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
param-event-date = ⟦Þûûƀļîîçååţîîööñ ðååţéé ööƒ ţĥéé ééṽééñţ.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · date_utc · string
param-event-date-utc = ⟦Þûûƀļîîçååţîîööñ ðååţéé ööƒ ţĥéé ééṽééñţ, îîñ ÛÛŢÇ.⟧
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
param-event-start-date = ⟦Ðååţéé ååñð ţîîɱéé ŵĥééñ ţĥéé ééṽééñţ šţååŕţš.⟧
# POST /events (create); POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (update); the form body of post in /doc · end_date · date, required on create
param-event-end-date = ⟦Ðååţéé ååñð ţîîɱéé ŵĥééñ ţĥéé ééṽééñţ ééñðš.⟧
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
