### Pseudo-locale generated from locales/en/fields.ftl by `calendar-gateway locales pseudo`.
### Do not edit: regenerate it after changing the reference.

### Descriptions of object properties in /doc (components.schemas), one message per
### field-<schema>-<property>. Reference language: each comment names the schema,
### the property and its type.


## ImageSize

# /doc · ImageSize.width · integer
field-imagesize-width = ⟦Ŵîîðţĥ îîñ þîîẋééļš ööƒ ţĥîîš šîîžéé⟧
# /doc · ImageSize.height · integer
field-imagesize-height = ⟦Ĥééîîĝĥţ îîñ þîîẋééļš ööƒ ţĥîîš šîîžéé⟧
# /doc · ImageSize.mime-type · string
field-imagesize-mime-type = ⟦Ṁééðîîåå ţýþéé ööƒ ţĥîîš šîîžéé⟧
# /doc · ImageSize.url · string
field-imagesize-url = ⟦ÅÅððŕééšš ööƒ ţĥéé îîɱååĝéé îîñ ţĥîîš šîîžéé⟧

## CostDetails

# /doc · CostDetails.currency_symbol · string
field-costdetails-currency_symbol = ⟦Çûûŕŕééñçý šýɱƀööļ⟧
# /doc · CostDetails.currency_position · string: prefix or postfix; these two words are values, keep them (the JSON key has a trailing space)
field-costdetails-currency_position = ⟦Ŵĥééţĥééŕ ţĥéé šýɱƀööļ ĝööééš ƀééƒööŕéé (þŕééƒîîẋ) ööŕ ååƒţééŕ (þööšţƒîîẋ) ţĥéé ååɱööûûñţ⟧
# /doc · CostDetails.values · array of integers
field-costdetails-values = ⟦ÅÅļļ ñûûɱééŕîîç çööšţ ṽååļûûééš, šööŕţééð⟧

## Term

# /doc · Term.id · integer
field-term-id = ⟦Ñûûɱééŕîîç ţééŕɱ ÎÎÐ⟧
# /doc · Term.name · string
field-term-name = ⟦Ţééŕɱ ñååɱéé⟧
# /doc · Term.slug · string
field-term-slug = ⟦Ţééŕɱ šļûûĝ⟧
# /doc · Term.taxonomy · string
field-term-taxonomy = ⟦Ţååẋööñööɱý ööƒ ţĥéé ţééŕɱ⟧
# /doc · Term.description · string
field-term-description = ⟦Ţééŕɱ ðééšçŕîîþţîîööñ⟧
# /doc · Term.parent · integer
field-term-parent = ⟦Þååŕééñţ ţééŕɱ ÎÎÐ, 0 îîƒ ñööñéé⟧
# /doc · Term.count · integer
field-term-count = ⟦Ñûûɱƀééŕ ööƒ þûûƀļîîšĥééð ééṽééñţš ûûšîîñĝ ţĥéé ţééŕɱ⟧
# /doc · Term.url · string
field-term-url = ⟦ÅÅððŕééšš ööƒ ţĥéé ţééŕɱ'š þûûƀļîîç þååĝéé⟧
# /doc · Term.urls · array of strings
field-term-urls = ⟦ÅÅÞÎÎ ļîîñķš ţöö ţĥéé ţééŕɱ, îîţš çööļļééçţîîööñ ååñð îîţš þååŕééñţ⟧

## Image

# /doc · Image.url · string
field-image-url = ⟦ÅÅððŕééšš ööƒ ţĥéé ƒûûļļ-šîîžéé îîɱååĝéé⟧
# /doc · Image.id · integer
field-image-id = ⟦Ñûûɱééŕîîç îîɱååĝéé ÎÎÐ⟧
# /doc · Image.extension · string
field-image-extension = ⟦Ƒîîļéé ééẋţééñšîîööñ⟧
# /doc · Image.width · integer
field-image-width = ⟦ÖÖŕîîĝîîñååļ ŵîîðţĥ îîñ þîîẋééļš⟧
# /doc · Image.height · integer
field-image-height = ⟦ÖÖŕîîĝîîñååļ ĥééîîĝĥţ îîñ þîîẋééļš⟧
# /doc · Image.sizes · array of ImageSize
field-image-sizes = ⟦ÅÅṽååîîļååƀļéé šîîžééš ööƒ ţĥéé îîɱååĝéé⟧

## DateDetails

# /doc · DateDetails.year · integer
field-datedetails-year = ⟦Ýééååŕ⟧
# /doc · DateDetails.month · integer
field-datedetails-month = ⟦Ṁööñţĥ⟧
# /doc · DateDetails.day · integer
field-datedetails-day = ⟦Ðååý ööƒ ɱööñţĥ⟧
# /doc · DateDetails.hour · integer
field-datedetails-hour = ⟦Ĥööûûŕ⟧
# /doc · DateDetails.minutes · integer
field-datedetails-minutes = ⟦Ṁîîñûûţééš⟧
# /doc · DateDetails.seconds · integer
field-datedetails-seconds = ⟦Šééçööñðš⟧

## Event

# /doc · Event.id · integer
field-event-id = ⟦Ñûûɱééŕîîç ééṽééñţ ÎÎÐ⟧
# /doc · Event.global_id · string
field-event-global_id = ⟦ÎÎðééñţîîƒîîééŕ ööƒ ţĥéé ééṽééñţ ååçŕööšš šîîţééš⟧
# /doc · Event.global_id_lineage · array of strings
field-event-global_id_lineage = ⟦ÖÖŕîîĝîîñš ööƒ ţĥéé ééṽééñţ, ööļðééšţ ļååšţ; ƒîîẋééð ååƒţééŕ çŕééååţîîööñ⟧
# /doc · Event.author · integer
field-event-author = ⟦ÛÛšééŕ ÎÎÐ ööƒ ţĥéé ååûûţĥööŕ⟧
# /doc · Event.date · string
field-event-date = ⟦Þûûƀļîîçååţîîööñ ðååţéé, šîîţéé ţîîɱéé⟧
# /doc · Event.date_utc · string
field-event-date_utc = ⟦Þûûƀļîîçååţîîööñ ðååţéé, ÛÛŢÇ⟧
# /doc · Event.modified · string
field-event-modified = ⟦Ļååšţ çĥååñĝéé, šîîţéé ţîîɱéé⟧
# /doc · Event.modified_utc · string
field-event-modified_utc = ⟦Ļååšţ çĥååñĝéé, ÛÛŢÇ⟧
# /doc · Event.status · string
field-event-status = ⟦Þûûƀļîîçååţîîööñ šţååţûûš⟧
# /doc · Event.url · string
field-event-url = ⟦ÅÅððŕééšš ööƒ ţĥéé ééṽééñţ þååĝéé⟧
# /doc · Event.rest_url · string
field-event-rest_url = ⟦ÅÅÞÎÎ ååððŕééšš ööƒ ţĥîîš ééṽééñţ⟧
# /doc · Event.title · string
field-event-title = ⟦ÉÉṽééñţ ţîîţļéé⟧
# /doc · Event.description · string
field-event-description = ⟦Ƒûûļļ ðééšçŕîîþţîîööñ⟧
# /doc · Event.excerpt · string
field-event-excerpt = ⟦Šĥööŕţ šûûɱɱååŕý⟧
# /doc · Event.slug · string
field-event-slug = ⟦ÛÛŔĻ šļûûĝ⟧
# /doc · Event.image · Image
field-event-image = ⟦Ƒééååţûûŕééð îîɱååĝéé, îîƒ ååñý⟧
# /doc · Event.all_day · boolean
field-event-all_day = ⟦Ŵĥééţĥééŕ ţĥéé ééṽééñţ ļååšţš ååļļ ðååý⟧
# /doc · Event.start_date · string
field-event-start_date = ⟦Šţååŕţ, îîñ ţĥéé ééṽééñţ'š ţîîɱéé žööñéé⟧
# /doc · Event.start_date_details · array of DateDetails
field-event-start_date_details = ⟦Þååŕţš ööƒ ţĥéé šţååŕţ ðååţéé⟧
# /doc · Event.end_date · string
field-event-end_date = ⟦ÉÉñð, îîñ ţĥéé ééṽééñţ'š ţîîɱéé žööñéé⟧
# /doc · Event.end_date_details · array of DateDetails
field-event-end_date_details = ⟦Þååŕţš ööƒ ţĥéé ééñð ðååţéé⟧
# /doc · Event.utc_start_date · string
field-event-utc_start_date = ⟦Šţååŕţ îîñ ÛÛŢÇ⟧
# /doc · Event.utc_start_date_details · array of DateDetails
field-event-utc_start_date_details = ⟦Þååŕţš ööƒ ţĥéé ÛÛŢÇ šţååŕţ⟧
# /doc · Event.utc_end_date · string
field-event-utc_end_date = ⟦ÉÉñð îîñ ÛÛŢÇ⟧
# /doc · Event.utc_end_date_details · array of DateDetails
field-event-utc_end_date_details = ⟦Þååŕţš ööƒ ţĥéé ÛÛŢÇ ééñð⟧
# /doc · Event.timezone · string
field-event-timezone = ⟦Ţîîɱéé žööñéé ñååɱéé⟧
# /doc · Event.timezone_abbr · string
field-event-timezone_abbr = ⟦Ţîîɱéé žööñéé ååƀƀŕééṽîîååţîîööñ⟧
# /doc · Event.cost · string
field-event-cost = ⟦Çööšţ ŵîîţĥ çûûŕŕééñçý šýɱƀööļ⟧
# /doc · Event.cost_details · array of CostDetails
field-event-cost_details = ⟦Çööšţ ƀŕööķééñ ðööŵñ⟧
# /doc · Event.website · string
field-event-website = ⟦ÉÉṽééñţ ŵééƀšîîţéé⟧
# /doc · Event.show_map · boolean
field-event-show_map = ⟦Ŵĥééţĥééŕ åå ɱååþ îîš šĥööŵñ⟧
# /doc · Event.show_map_link · boolean
field-event-show_map_link = ⟦Ŵĥééţĥééŕ åå ɱååþ ļîîñķ îîš šĥööŵñ⟧
# /doc · Event.hide_from_listings · boolean
field-event-hide_from_listings = ⟦Ŵĥééţĥééŕ ţĥéé ééṽééñţ îîš ļééƒţ ööûûţ ööƒ ļîîšţîîñĝš⟧
# /doc · Event.sticky · boolean
field-event-sticky = ⟦Ŵĥééţĥééŕ ţĥéé ééṽééñţ îîš þîîññééð îîñ çååļééñðååŕ ṽîîééŵš⟧
# /doc · Event.featured · boolean
field-event-featured = ⟦Ŵĥééţĥééŕ ţĥéé ééṽééñţ îîš ƒééååţûûŕééð⟧
# /doc · Event.categories · array of Term
field-event-categories = ⟦ÉÉṽééñţ çååţééĝööŕîîééš⟧
# /doc · Event.tags · array of Term
field-event-tags = ⟦ÉÉṽééñţ ţååĝš⟧
# /doc · Event.venue · Venue
field-event-venue = ⟦ÉÉṽééñţ ṽééñûûéé⟧
# /doc · Event.organizer · array of Organizer
field-event-organizer = ⟦ÉÉṽééñţ ööŕĝååñîîžééŕš⟧

## Venue

# /doc · Venue.id · integer
field-venue-id = ⟦Ñûûɱééŕîîç ṽééñûûéé ÎÎÐ⟧
# /doc · Venue.global_id · string
field-venue-global_id = ⟦ÎÎðééñţîîƒîîééŕ ööƒ ţĥéé ṽééñûûéé ååçŕööšš šîîţééš⟧
# /doc · Venue.global_id_lineage · array of strings
field-venue-global_id_lineage = ⟦ÖÖŕîîĝîîñš ööƒ ţĥéé ṽééñûûéé, ööļðééšţ ļååšţ; ƒîîẋééð ååƒţééŕ çŕééååţîîööñ⟧
# /doc · Venue.author · integer
field-venue-author = ⟦ÛÛšééŕ ÎÎÐ ööƒ ţĥéé ååûûţĥööŕ⟧
# /doc · Venue.date · string
field-venue-date = ⟦Þûûƀļîîçååţîîööñ ðååţéé, šîîţéé ţîîɱéé⟧
# /doc · Venue.date_utc · string
field-venue-date_utc = ⟦Þûûƀļîîçååţîîööñ ðååţéé, ÛÛŢÇ⟧
# /doc · Venue.modified · string
field-venue-modified = ⟦Ļååšţ çĥååñĝéé, šîîţéé ţîîɱéé⟧
# /doc · Venue.modified_utc · string
field-venue-modified_utc = ⟦Ļååšţ çĥååñĝéé, ÛÛŢÇ⟧
# /doc · Venue.status · string
field-venue-status = ⟦Þûûƀļîîçååţîîööñ šţååţûûš⟧
# /doc · Venue.url · string
field-venue-url = ⟦ÅÅððŕééšš ööƒ ţĥéé ṽééñûûéé þååĝéé⟧
# /doc · Venue.venue · string
field-venue-venue = ⟦Ṽééñûûéé ñååɱéé⟧
# /doc · Venue.description · string
field-venue-description = ⟦Ƒûûļļ ðééšçŕîîþţîîööñ⟧
# /doc · Venue.excerpt · string
field-venue-excerpt = ⟦Šĥööŕţ šûûɱɱååŕý⟧
# /doc · Venue.slug · string
field-venue-slug = ⟦ÛÛŔĻ šļûûĝ⟧
# /doc · Venue.image · Image
field-venue-image = ⟦Ƒééååţûûŕééð îîɱååĝéé, îîƒ ååñý⟧
# /doc · Venue.show_map · boolean
field-venue-show_map = ⟦Ŵĥééţĥééŕ ééṽééñţš ĥééŕéé šĥööŵ åå ɱååþ⟧
# /doc · Venue.show_map_link · boolean
field-venue-show_map_link = ⟦Ŵĥééţĥééŕ ééṽééñţš ĥééŕéé šĥööŵ åå ɱååþ ļîîñķ⟧
# /doc · Venue.address · string
field-venue-address = ⟦Šţŕééééţ ååððŕééšš⟧
# /doc · Venue.city · string
field-venue-city = ⟦Çîîţý⟧
# /doc · Venue.country · string
field-venue-country = ⟦Çööûûñţŕý⟧
# /doc · Venue.province · string
field-venue-province = ⟦Þŕööṽîîñçéé⟧
# /doc · Venue.state · string
field-venue-state = ⟦Šţååţéé⟧
# /doc · Venue.zip · string
field-venue-zip = ⟦Þööšţååļ çööðéé⟧
# /doc · Venue.phone · string
field-venue-phone = ⟦Þĥööñéé ñûûɱƀééŕ⟧
# /doc · Venue.website · string
field-venue-website = ⟦Ṽééñûûéé ŵééƀšîîţéé⟧
# /doc · Venue.stateprovince · string
field-venue-stateprovince = ⟦Šţååţéé ööŕ þŕööṽîîñçéé⟧
# /doc · Venue.geo_lat · number
field-venue-geo_lat = ⟦Ļååţîîţûûðéé⟧
# /doc · Venue.geo_lng · number
field-venue-geo_lng = ⟦Ļööñĝîîţûûðéé⟧

## Organizer

# /doc · Organizer.id · integer
field-organizer-id = ⟦Ñûûɱééŕîîç ööŕĝååñîîžééŕ ÎÎÐ⟧
# /doc · Organizer.global_id · string
field-organizer-global_id = ⟦ÎÎðééñţîîƒîîééŕ ööƒ ţĥéé ööŕĝååñîîžééŕ ååçŕööšš šîîţééš⟧
# /doc · Organizer.global_id_lineage · array of strings
field-organizer-global_id_lineage = ⟦ÖÖŕîîĝîîñš ööƒ ţĥéé ööŕĝååñîîžééŕ, ööļðééšţ ļååšţ; ƒîîẋééð ååƒţééŕ çŕééååţîîööñ⟧
# /doc · Organizer.author · integer
field-organizer-author = ⟦ÛÛšééŕ ÎÎÐ ööƒ ţĥéé ååûûţĥööŕ⟧
# /doc · Organizer.date · string
field-organizer-date = ⟦Þûûƀļîîçååţîîööñ ðååţéé, šîîţéé ţîîɱéé⟧
# /doc · Organizer.date_utc · string
field-organizer-date_utc = ⟦Þûûƀļîîçååţîîööñ ðååţéé, ÛÛŢÇ⟧
# /doc · Organizer.modified · string
field-organizer-modified = ⟦Ļååšţ çĥååñĝéé, šîîţéé ţîîɱéé⟧
# /doc · Organizer.modified_utc · string
field-organizer-modified_utc = ⟦Ļååšţ çĥååñĝéé, ÛÛŢÇ⟧
# /doc · Organizer.status · string
field-organizer-status = ⟦Þûûƀļîîçååţîîööñ šţååţûûš⟧
# /doc · Organizer.url · string
field-organizer-url = ⟦ÅÅððŕééšš ööƒ ţĥéé ööŕĝååñîîžééŕ þååĝéé⟧
# /doc · Organizer.organizer · string
field-organizer-organizer = ⟦ÖÖŕĝååñîîžééŕ ñååɱéé⟧
# /doc · Organizer.description · string
field-organizer-description = ⟦Ƒûûļļ ðééšçŕîîþţîîööñ⟧
# /doc · Organizer.excerpt · string
field-organizer-excerpt = ⟦Šĥööŕţ šûûɱɱååŕý⟧
# /doc · Organizer.slug · string
field-organizer-slug = ⟦ÛÛŔĻ šļûûĝ⟧
# /doc · Organizer.image · Image
field-organizer-image = ⟦Ƒééååţûûŕééð îîɱååĝéé, îîƒ ååñý⟧
# /doc · Organizer.phone · string
field-organizer-phone = ⟦Þĥööñéé ñûûɱƀééŕ⟧
# /doc · Organizer.website · string
field-organizer-website = ⟦ÖÖŕĝååñîîžééŕ ŵééƀšîîţéé⟧
# /doc · Organizer.email · string
field-organizer-email = ⟦ÉÉ-ɱååîîļ ååððŕééšš⟧
