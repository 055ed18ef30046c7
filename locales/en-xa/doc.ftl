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
