### Pseudo-locale generated from locales/en/doc.ftl by `calendar-gateway locales pseudo`.
### Do not edit: regenerate it after changing the reference.

### /doc texts: the title and description of the API, and what each documented
### response means. Reference language: each comment names the operation and status.


## Document

# /doc · info.title: the name of the API
doc-info-title = ⟦ÉÉṽééñţš Çååļééñðååŕ ŔÉÉŠŢ ÅÅÞÎÎ⟧
# /doc · info.description: one sentence on what the API offers
doc-info-description = ⟦Ŕééååð ååñð ɱååñååĝéé çååļééñðååŕ ééṽééñţš, ṽééñûûééš, ööŕĝååñîîžééŕš, çååţééĝööŕîîééš ååñð ţååĝš.⟧
# /doc · GET /doc · response 200: this very document
doc-resp-doc-get-200 = ⟦Ţĥîîš ÅÅÞÎÎ ðééšçŕîîþţîîööñ.⟧

## Events

# /doc · GET /events · response 200: a page of events
doc-resp-events-get-200 = ⟦ÉÉṽééñţš ɱååţçĥîîñĝ ţĥéé ǫûûééŕý.⟧
# /doc · GET /events · response 400
doc-resp-events-get-400 = ⟦ÅÅ ǫûûééŕý þååŕååɱééţééŕ ĥååš ååñ îîñṽååļîîð ƒööŕɱååţ.⟧
# /doc · GET /events · response 404: page number past the last page
doc-resp-events-get-404 = ⟦Ţĥéé ŕééǫûûééšţééð þååĝéé ðööééš ñööţ ééẋîîšţ.⟧
# /doc · GET /events/{id} and /events/by-slug/{slug} · response 200
doc-resp-event-get-200 = ⟦Ţĥéé ééṽééñţ ŵîîţĥ ţĥîîš ÎÎÐ.⟧
# /doc · GET /events/{id} and /events/by-slug/{slug} · response 400
doc-resp-event-get-400 = ⟦Ţĥéé ééṽééñţ ÎÎÐ îîš ɱîîššîîñĝ.⟧
# /doc · GET /events/{id} and /events/by-slug/{slug} · response 403: unpublished or password-protected
doc-resp-event-get-403 = ⟦Ţĥéé ééṽééñţ çååññööţ ƀéé ṽîîééŵééð ƀý ţĥéé çûûŕŕééñţ ûûšééŕ.⟧
# /doc · GET /events/{id} and /events/by-slug/{slug} · response 404
doc-resp-event-get-404 = ⟦Ñöö ééṽééñţ ééẋîîšţš ŵîîţĥ ţĥîîš ÎÎÐ.⟧
# /doc · POST /events/{id} and /events/by-slug/{slug} · response 200: after an update
doc-resp-event-post-200 = ⟦Ţĥéé ûûþðååţééð ééṽééñţ.⟧
# /doc · POST /events/{id} and /events/by-slug/{slug} · response 201: after a creation
doc-resp-event-post-201 = ⟦Ţĥéé çŕééååţééð ééṽééñţ.⟧
# /doc · POST /events/{id} and /events/by-slug/{slug} · response 400
doc-resp-event-post-400 = ⟦ÅÅ ŕééǫûûîîŕééð þååŕååɱééţééŕ îîš ɱîîššîîñĝ ööŕ åå þååŕååɱééţééŕ ĥååš ååñ îîñṽååļîîð ƒööŕɱååţ.⟧
# /doc · POST /events/{id} and /events/by-slug/{slug} · response 403
doc-resp-event-post-403 = ⟦Ţĥéé çûûŕŕééñţ ûûšééŕ ɱååý ñööţ çŕééååţéé ööŕ çĥååñĝéé ééṽééñţš.⟧
# /doc · DELETE /events/{id} and /events/by-slug/{slug} · response 200: the event moved to the trash
doc-resp-event-delete-200 = ⟦Ţĥéé ðééļééţééð ééṽééñţ.⟧
# /doc · DELETE /events/{id} and /events/by-slug/{slug} · response 400
doc-resp-event-delete-400 = ⟦Ţĥéé ééṽééñţ ÎÎÐ îîš ɱîîššîîñĝ ööŕ ûûñķñööŵñ.⟧
# /doc · DELETE /events/{id} and /events/by-slug/{slug} · response 403
doc-resp-event-delete-403 = ⟦Ţĥéé çûûŕŕééñţ ûûšééŕ ɱååý ñööţ ðééļééţéé ţĥîîš ééṽééñţ.⟧
# /doc · DELETE /events/{id} and /events/by-slug/{slug} · response 410: already in the trash
doc-resp-event-delete-410 = ⟦Ţĥéé ééṽééñţ ŵååš ååļŕééååðý ðééļééţééð.⟧
# /doc · DELETE /events/{id} and /events/by-slug/{slug} · response 500
doc-resp-event-delete-500 = ⟦Ţĥéé ééṽééñţ çööûûļð ñööţ ƀéé ðééļééţééð.⟧

## Venues

# /doc · GET /venues · response 200: a page of venues
doc-resp-venues-get-200 = ⟦Ṽééñûûééš ɱååţçĥîîñĝ ţĥéé ǫûûééŕý.⟧
# /doc · GET /venues · response 400
doc-resp-venues-get-400 = ⟦ÅÅ ǫûûééŕý þååŕååɱééţééŕ ĥååš ååñ îîñṽååļîîð ƒööŕɱååţ.⟧
# /doc · GET /venues · response 404: page number past the last page
doc-resp-venues-get-404 = ⟦Ţĥéé ŕééǫûûééšţééð þååĝéé ðööééš ñööţ ééẋîîšţ.⟧
# /doc · GET /venues/{id} and /venues/by-slug/{slug} · response 200
doc-resp-venue-get-200 = ⟦Ţĥéé ṽééñûûéé ŵîîţĥ ţĥîîš ÎÎÐ.⟧
# /doc · GET /venues/{id} and /venues/by-slug/{slug} · response 400
doc-resp-venue-get-400 = ⟦Ţĥéé ṽééñûûéé ÎÎÐ îîš ɱîîššîîñĝ.⟧
# /doc · GET /venues/{id} and /venues/by-slug/{slug} · response 403: unpublished
doc-resp-venue-get-403 = ⟦Ţĥéé ṽééñûûéé çååññööţ ƀéé ṽîîééŵééð ƀý ţĥéé çûûŕŕééñţ ûûšééŕ.⟧
# /doc · GET /venues/{id} and /venues/by-slug/{slug} · response 404
doc-resp-venue-get-404 = ⟦Ñöö ṽééñûûéé ééẋîîšţš ŵîîţĥ ţĥîîš ÎÎÐ.⟧
# /doc · POST /venues/{id} and /venues/by-slug/{slug} · response 200: after an update
doc-resp-venue-post-200 = ⟦Ţĥéé ûûþðååţééð ṽééñûûéé.⟧
# /doc · POST /venues/{id} and /venues/by-slug/{slug} · response 201: after a creation
doc-resp-venue-post-201 = ⟦Ţĥéé çŕééååţééð ṽééñûûéé.⟧
# /doc · POST /venues/{id} and /venues/by-slug/{slug} · response 400
doc-resp-venue-post-400 = ⟦ÅÅ ŕééǫûûîîŕééð þååŕååɱééţééŕ îîš ɱîîššîîñĝ ööŕ åå þååŕååɱééţééŕ ĥååš ååñ îîñṽååļîîð ƒööŕɱååţ.⟧
# /doc · POST /venues/{id} and /venues/by-slug/{slug} · response 403
doc-resp-venue-post-403 = ⟦Ţĥéé çûûŕŕééñţ ûûšééŕ ɱååý ñööţ çŕééååţéé ööŕ çĥååñĝéé ṽééñûûééš.⟧
# /doc · DELETE /venues/{id} and /venues/by-slug/{slug} · response 200: the venue moved to the trash
doc-resp-venue-delete-200 = ⟦Ţĥéé ðééļééţééð ṽééñûûéé.⟧
# /doc · DELETE /venues/{id} and /venues/by-slug/{slug} · response 400
doc-resp-venue-delete-400 = ⟦Ţĥéé ṽééñûûéé ÎÎÐ îîš ɱîîššîîñĝ ööŕ ûûñķñööŵñ.⟧
# /doc · DELETE /venues/{id} and /venues/by-slug/{slug} · response 403
doc-resp-venue-delete-403 = ⟦Ţĥéé çûûŕŕééñţ ûûšééŕ ɱååý ñööţ ðééļééţéé ţĥîîš ṽééñûûéé.⟧
# /doc · DELETE /venues/{id} and /venues/by-slug/{slug} · response 410: already in the trash
doc-resp-venue-delete-410 = ⟦Ţĥéé ṽééñûûéé ŵååš ååļŕééååðý ðééļééţééð.⟧
# /doc · DELETE /venues/{id} and /venues/by-slug/{slug} · response 500
doc-resp-venue-delete-500 = ⟦Ţĥéé ṽééñûûéé çööûûļð ñööţ ƀéé ðééļééţééð.⟧

## Organizers

# /doc · GET /organizers · response 200: a page of organizers
doc-resp-organizers-get-200 = ⟦ÖÖŕĝååñîîžééŕš ɱååţçĥîîñĝ ţĥéé ǫûûééŕý.⟧
# /doc · GET /organizers · response 400
doc-resp-organizers-get-400 = ⟦ÅÅ ǫûûééŕý þååŕååɱééţééŕ ĥååš ååñ îîñṽååļîîð ƒööŕɱååţ.⟧
# /doc · GET /organizers · response 404: page number past the last page
doc-resp-organizers-get-404 = ⟦Ţĥéé ŕééǫûûééšţééð þååĝéé ðööééš ñööţ ééẋîîšţ.⟧
# /doc · GET /organizers/{id} and /organizers/by-slug/{slug} · response 200
doc-resp-organizer-get-200 = ⟦Ţĥéé ööŕĝååñîîžééŕ ŵîîţĥ ţĥîîš ÎÎÐ.⟧
# /doc · GET /organizers/{id} and /organizers/by-slug/{slug} · response 400
doc-resp-organizer-get-400 = ⟦Ţĥéé ööŕĝååñîîžééŕ ÎÎÐ îîš ɱîîššîîñĝ.⟧
# /doc · GET /organizers/{id} and /organizers/by-slug/{slug} · response 403: unpublished
doc-resp-organizer-get-403 = ⟦Ţĥéé ööŕĝååñîîžééŕ çååññööţ ƀéé ṽîîééŵééð ƀý ţĥéé çûûŕŕééñţ ûûšééŕ.⟧
# /doc · GET /organizers/{id} and /organizers/by-slug/{slug} · response 404
doc-resp-organizer-get-404 = ⟦Ñöö ööŕĝååñîîžééŕ ééẋîîšţš ŵîîţĥ ţĥîîš ÎÎÐ.⟧
# /doc · POST /organizers/{id} and /organizers/by-slug/{slug} · response 200: after an update
doc-resp-organizer-post-200 = ⟦Ţĥéé ûûþðååţééð ööŕĝååñîîžééŕ.⟧
# /doc · POST /organizers/{id} and /organizers/by-slug/{slug} · response 201: after a creation
doc-resp-organizer-post-201 = ⟦Ţĥéé çŕééååţééð ööŕĝååñîîžééŕ.⟧
# /doc · POST /organizers/{id} and /organizers/by-slug/{slug} · response 400
doc-resp-organizer-post-400 = ⟦ÅÅ ŕééǫûûîîŕééð þååŕååɱééţééŕ îîš ɱîîššîîñĝ ööŕ åå þååŕååɱééţééŕ ĥååš ååñ îîñṽååļîîð ƒööŕɱååţ.⟧
# /doc · POST /organizers/{id} and /organizers/by-slug/{slug} · response 403
doc-resp-organizer-post-403 = ⟦Ţĥéé çûûŕŕééñţ ûûšééŕ ɱååý ñööţ çŕééååţéé ööŕ çĥååñĝéé ööŕĝååñîîžééŕš.⟧
# /doc · DELETE /organizers/{id} and /organizers/by-slug/{slug} · response 200: the organizer moved to the trash
doc-resp-organizer-delete-200 = ⟦Ţĥéé ðééļééţééð ööŕĝååñîîžééŕ.⟧
# /doc · DELETE /organizers/{id} and /organizers/by-slug/{slug} · response 400
doc-resp-organizer-delete-400 = ⟦Ţĥéé ööŕĝååñîîžééŕ ÎÎÐ îîš ɱîîššîîñĝ ööŕ ûûñķñööŵñ.⟧
# /doc · DELETE /organizers/{id} and /organizers/by-slug/{slug} · response 403
doc-resp-organizer-delete-403 = ⟦Ţĥéé çûûŕŕééñţ ûûšééŕ ɱååý ñööţ ðééļééţéé ţĥîîš ööŕĝååñîîžééŕ.⟧
# /doc · DELETE /organizers/{id} and /organizers/by-slug/{slug} · response 410: already in the trash
doc-resp-organizer-delete-410 = ⟦Ţĥéé ööŕĝååñîîžééŕ ŵååš ååļŕééååðý ðééļééţééð.⟧
# /doc · DELETE /organizers/{id} and /organizers/by-slug/{slug} · response 500
doc-resp-organizer-delete-500 = ⟦Ţĥéé ööŕĝååñîîžééŕ çööûûļð ñööţ ƀéé ðééļééţééð.⟧

## Categories

# /doc · GET /categories · response 200: a page of categories
doc-resp-categories-get-200 = ⟦Çååţééĝööŕîîééš ɱååţçĥîîñĝ ţĥéé ǫûûééŕý.⟧
# /doc · GET /categories · response 400
doc-resp-categories-get-400 = ⟦ÅÅ ǫûûééŕý þååŕååɱééţééŕ ĥååš ååñ îîñṽååļîîð ƒööŕɱååţ.⟧
# /doc · GET /categories · response 404: page number past the last page
doc-resp-categories-get-404 = ⟦Ţĥéé ŕééǫûûééšţééð þååĝéé ðööééš ñööţ ééẋîîšţ.⟧
# /doc · GET /categories/{id} · response 200
doc-resp-category-get-200 = ⟦Ţĥéé çååţééĝööŕý ŵîîţĥ ţĥîîš ÎÎÐ.⟧
# /doc · GET /categories/{id} · response 400
doc-resp-category-get-400 = ⟦Ţĥéé çååţééĝööŕý ÎÎÐ îîš ɱîîššîîñĝ.⟧
# /doc · GET /categories/{id} · response 404
doc-resp-category-get-404 = ⟦Ñöö çååţééĝööŕý ééẋîîšţš ŵîîţĥ ţĥîîš ÎÎÐ.⟧
# /doc · POST /categories/{id} · response 200: after an update
doc-resp-category-post-200 = ⟦Ţĥéé ûûþðååţééð çååţééĝööŕý.⟧
# /doc · POST /categories/{id} · response 201: after a creation
doc-resp-category-post-201 = ⟦Ţĥéé çŕééååţééð çååţééĝööŕý.⟧
# /doc · POST /categories/{id} · response 400
doc-resp-category-post-400 = ⟦ÅÅ ŕééǫûûîîŕééð þååŕååɱééţééŕ îîš ɱîîššîîñĝ ööŕ åå þååŕååɱééţééŕ ĥååš ååñ îîñṽååļîîð ƒööŕɱååţ.⟧
# /doc · POST /categories/{id} · response 403
doc-resp-category-post-403 = ⟦Ţĥéé çûûŕŕééñţ ûûšééŕ ɱååý ñööţ çŕééååţéé ööŕ çĥååñĝéé çååţééĝööŕîîééš.⟧
# /doc · DELETE /categories/{id} · response 200: the category deleted for good, shown as it was
doc-resp-category-delete-200 = ⟦Ţĥéé ðééļééţééð çååţééĝööŕý.⟧
# /doc · DELETE /categories/{id} · response 400
doc-resp-category-delete-400 = ⟦Ţĥéé çååţééĝööŕý ÎÎÐ îîš ɱîîššîîñĝ ööŕ ûûñķñööŵñ.⟧
# /doc · DELETE /categories/{id} · response 403
doc-resp-category-delete-403 = ⟦Ţĥéé çûûŕŕééñţ ûûšééŕ ɱååý ñööţ ðééļééţéé ţĥîîš çååţééĝööŕý.⟧
# /doc · DELETE /categories/{id} · response 410
doc-resp-category-delete-410 = ⟦Ţĥéé çååţééĝööŕý ŵååš ååļŕééååðý ðééļééţééð.⟧
# /doc · DELETE /categories/{id} · response 500
doc-resp-category-delete-500 = ⟦Ţĥéé çååţééĝööŕý çööûûļð ñööţ ƀéé ðééļééţééð.⟧

## Tags

# /doc · GET /tags · response 200: a page of tags
doc-resp-tags-get-200 = ⟦Ţååĝš ɱååţçĥîîñĝ ţĥéé ǫûûééŕý.⟧
# /doc · GET /tags · response 400
doc-resp-tags-get-400 = ⟦ÅÅ ǫûûééŕý þååŕååɱééţééŕ ĥååš ååñ îîñṽååļîîð ƒööŕɱååţ.⟧
# /doc · GET /tags · response 404: no tags match, or the page number is past the last page
doc-resp-tags-get-404 = ⟦Ñöö ţååĝš ɱååţçĥ ţĥéé ǫûûééŕý, ööŕ ţĥéé ŕééǫûûééšţééð þååĝéé ðööééš ñööţ ééẋîîšţ.⟧
# /doc · GET /tags/{id} · response 200
doc-resp-tag-get-200 = ⟦Ţĥéé ţååĝ ŵîîţĥ ţĥîîš ÎÎÐ.⟧
# /doc · GET /tags/{id} · response 400
doc-resp-tag-get-400 = ⟦Ţĥéé ţååĝ ÎÎÐ îîš ɱîîššîîñĝ.⟧
# /doc · GET /tags/{id} · response 404
doc-resp-tag-get-404 = ⟦Ñöö ţååĝ ééẋîîšţš ŵîîţĥ ţĥîîš ÎÎÐ.⟧
# /doc · POST /tags/{id} · response 200: after an update
doc-resp-tag-post-200 = ⟦Ţĥéé ûûþðååţééð ţååĝ.⟧
# /doc · POST /tags/{id} · response 201: after a creation
doc-resp-tag-post-201 = ⟦Ţĥéé çŕééååţééð ţååĝ.⟧
# /doc · POST /tags/{id} · response 400
doc-resp-tag-post-400 = ⟦ÅÅ ŕééǫûûîîŕééð þååŕååɱééţééŕ îîš ɱîîššîîñĝ ööŕ åå þååŕååɱééţééŕ ĥååš ååñ îîñṽååļîîð ƒööŕɱååţ.⟧
# /doc · POST /tags/{id} · response 403
doc-resp-tag-post-403 = ⟦Ţĥéé çûûŕŕééñţ ûûšééŕ ɱååý ñööţ çŕééååţéé ööŕ çĥååñĝéé ţååĝš.⟧
# /doc · DELETE /tags/{id} · response 200: the tag deleted for good, shown as it was
doc-resp-tag-delete-200 = ⟦Ţĥéé ðééļééţééð ţååĝ.⟧
# /doc · DELETE /tags/{id} · response 400
doc-resp-tag-delete-400 = ⟦Ţĥéé ţååĝ ÎÎÐ îîš ɱîîššîîñĝ ööŕ ûûñķñööŵñ.⟧
# /doc · DELETE /tags/{id} · response 403
doc-resp-tag-delete-403 = ⟦Ţĥéé çûûŕŕééñţ ûûšééŕ ɱååý ñööţ ðééļééţéé ţĥîîš ţååĝ.⟧
# /doc · DELETE /tags/{id} · response 410
doc-resp-tag-delete-410 = ⟦Ţĥéé ţååĝ ŵååš ååļŕééååðý ðééļééţééð.⟧
# /doc · DELETE /tags/{id} · response 500
doc-resp-tag-delete-500 = ⟦Ţĥéé ţååĝ çööûûļð ñööţ ƀéé ðééļééţééð.⟧

## Every operation

# /doc · every operation · response 401: no credentials where they are needed, or wrong ones
doc-resp-common-401 = ⟦Çŕééðééñţîîååļš ååŕéé ŕééǫûûîîŕééð ƒööŕ ţĥîîš ööþééŕååţîîööñ, ööŕ ţĥéé çŕééðééñţîîååļš ĝîîṽééñ ååŕéé ŵŕööñĝ.⟧
# /doc · every operation · response 429: the address failed to log in too often
doc-resp-common-429 = ⟦Ţöööö ɱååñý ƒååîîļééð ļööĝîîñš ƒŕööɱ ţĥîîš ååððŕééšš; ţŕý ååĝååîîñ ļååţééŕ.⟧
# /doc · every POST and DELETE on an item · response 404
doc-resp-change-404 = ⟦Ñöö šûûçĥ îîţééɱ, ööŕ ñöö ŕööûûţéé ɱååţçĥééš ţĥéé þååţĥ (ååñ ÎÎÐ ɱûûšţ ƀéé åå ñûûɱƀééŕ).⟧
# /doc · every POST and DELETE on an item · response 413
doc-resp-change-413 = ⟦Ţĥéé ŕééǫûûééšţ ƀööðý îîš ţöööö ļååŕĝéé.⟧
# /doc · every POST and DELETE on an item · response 415
doc-resp-change-415 = ⟦Ţĥéé ŕééǫûûééšţ ƀööðý îîš ñééîîţĥééŕ åå ƒööŕɱ ñööŕ ĴŠÖÖÑ.⟧
