### Parameterbeschreibungen: Namensraum-Index (GET /) und /doc (Parameter und
### Eigenschaften des Formularinhalts).

## GET /events

param-events-list-page = Zurückzugebende Ergebnisseite, beginnend bei 1.
param-events-list-per-page = Anzahl der Veranstaltungen pro Seite (höchstens 50).
param-events-list-start-date = Nur Veranstaltungen, die an oder nach diesem Datum beginnen. Relative Angaben wie „today“ oder „next monday“ gelten in der Zeitzone der Website.
param-events-list-end-date = Nur Veranstaltungen, die an oder vor diesem Datum enden. Relative Angaben wie „+1 week“ oder „last day of next month“ gelten in der Zeitzone der Website.
param-events-list-starts-before = Nur Veranstaltungen, die vor diesem Datum beginnen. Relative Angaben wie „tomorrow“ gelten in der Zeitzone der Website.
param-events-list-starts-after = Nur Veranstaltungen, die nach diesem Datum beginnen. Relative Angaben wie „yesterday“ gelten in der Zeitzone der Website.
param-events-list-ends-before = Nur Veranstaltungen, die vor diesem Datum enden. Relative Angaben wie „next friday“ gelten in der Zeitzone der Website.
param-events-list-ends-after = Nur Veranstaltungen, die nach diesem Datum enden. Relative Angaben wie „today“ gelten in der Zeitzone der Website.
param-events-list-strict-dates = Bei true verwenden die Datumsfilter genau die angegebenen Uhrzeiten, sonst ganze Tage.
param-events-list-search = Text, der im Titel oder in der Beschreibung der Veranstaltung vorkommen muss.
param-events-list-categories = Nur Veranstaltungen in mindestens einer dieser Kategorien (IDs oder Titelformen).
param-events-list-tags = Nur Veranstaltungen mit mindestens einem dieser Schlagwörter (IDs oder Titelformen).
param-events-list-venue = Nur Veranstaltungen an einem dieser Veranstaltungsorte (IDs).
param-events-list-organizer = Nur Veranstaltungen eines dieser Veranstalter (IDs).
param-events-list-featured = Filtert Veranstaltungen danach, ob sie hervorgehoben sind.
param-events-list-status = Veröffentlichungsstatus der zurückzugebenden Veranstaltungen.
param-events-list-geoloc = Erfordert eine Premium-Erweiterung. Filtert danach, ob der Veranstaltungsort Kartenkoordinaten hat.
param-events-list-geoloc-lat = Erfordert eine Premium-Erweiterung. Breitengrad des Veranstaltungsorts als Filter; zusammen mit geoloc_lng senden.
param-events-list-geoloc-lng = Erfordert eine Premium-Erweiterung. Längengrad des Veranstaltungsorts als Filter; zusammen mit geoloc_lat senden.
param-events-list-include = Nur diese Veranstaltungs-IDs (Array oder kommagetrennte Liste); Datumsfilter werden nicht angewendet.
param-events-list-post-parent = Nur Veranstaltungen, deren übergeordnete Veranstaltung diese ID hat.
param-events-list-ticketed = Filtert Veranstaltungen danach, ob es Tickets für sie gibt.

## Single event: /events/{id} and /events/by-slug/{slug}

param-event-id = Numerische ID der Veranstaltung.
param-event-password = Passwort einer passwortgeschützten Veranstaltung.
param-event-slug-path = Titelform, die die Veranstaltung bezeichnet.

## Event fields of a create or update

param-event-author = Benutzer-ID des Autors der Veranstaltung.
param-event-date = Veröffentlichungsdatum der Veranstaltung. Relative Angaben wie „now“ oder „tomorrow 9am“ gelten in der Zeitzone der Website.
param-event-date-utc = Veröffentlichungsdatum der Veranstaltung in UTC. Relative Angaben wie „tomorrow 9am“ gelten in UTC.
param-event-title = Titel der Veranstaltung.
param-event-description = Vollständige Beschreibung der Veranstaltung.
param-event-slug = Titelform (URL) der Veranstaltung.
param-event-excerpt = Kurze Zusammenfassung der Veranstaltung.
param-event-status = Veröffentlichungsstatus der Veranstaltung.
param-event-timezone = Zeitzone der Veranstaltung.
param-event-all-day = Gibt an, ob die Veranstaltung ganztägig ist.
param-event-start-date = Beginn der Veranstaltung (Datum und Uhrzeit). Relative Angaben wie „tomorrow 9am“ oder „next wednesday 4pm“ gelten in der Zeitzone der Veranstaltung.
param-event-end-date = Ende der Veranstaltung (Datum und Uhrzeit). Relative Angaben wie „tomorrow 11am“ oder „+1 week“ gelten in der Zeitzone der Veranstaltung.
param-event-image = Beitragsbild: ID eines Anhangs oder URL eines Bildes.
param-event-cost = Preis der Veranstaltung.
param-event-website = Website der Veranstaltung.
param-event-show-map = Gibt an, ob für die Veranstaltung eine Karte angezeigt wird.
param-event-show-map-link = Gibt an, ob für die Veranstaltung ein Kartenlink angezeigt wird.
param-event-hide-from-listings = Gibt an, ob die Veranstaltung in den Kalenderlisten ausgeblendet wird.
param-event-sticky = Gibt an, ob die Veranstaltung in den Kalenderansichten angeheftet ist.
param-event-featured = Gibt an, ob die Veranstaltung hervorgehoben ist.
param-event-categories = Kategorien der Veranstaltung, als IDs oder Namen.
param-event-tags = Schlagwörter der Veranstaltung, als IDs oder Namen.
param-event-venue = Veranstaltungsort: eine ID oder die Angaben zu einem neuen Veranstaltungsort.
param-event-organizer = Veranstalter: IDs oder die Angaben zu neuen Veranstaltern.

## GET /venues

param-venues-list-page = Zurückzugebende Ergebnisseite, beginnend bei 1.
param-venues-list-per-page = Anzahl der Veranstaltungsorte pro Seite (höchstens 50).
param-venues-list-search = Text, nach dem im Namen, in der Beschreibung oder in den Adressangaben des Veranstaltungsorts gesucht wird.
param-venues-list-event = Nur der Veranstaltungsort dieser Veranstaltung (ID).
param-venues-list-has-events = Filtert Veranstaltungsorte danach, ob sie mindestens einer Veranstaltung zugeordnet sind.
param-venues-list-only-with-upcoming = Nur Veranstaltungsorte von Veranstaltungen, die noch nicht begonnen haben.
param-venues-list-status = Veröffentlichungsstatus der zurückzugebenden Veranstaltungsorte.

## Single venue: /venues/{id} and /venues/by-slug/{slug}

param-venue-id = Numerische ID des Veranstaltungsorts.
param-venue-slug = Titelform, die den Veranstaltungsort bezeichnet.

## Venue fields of a create or update

param-venue-author = Benutzer-ID des Autors des Veranstaltungsorts.
param-venue-date = Veröffentlichungsdatum des Veranstaltungsorts. Relative Angaben wie „now“ oder „tomorrow 9am“ gelten in der Zeitzone der Website.
param-venue-date-utc = Veröffentlichungsdatum des Veranstaltungsorts in UTC. Relative Angaben wie „tomorrow 9am“ gelten in UTC.
param-venue-venue = Name des Veranstaltungsorts.
param-venue-description = Beschreibung des Veranstaltungsorts.
param-venue-status = Veröffentlichungsstatus des Veranstaltungsorts.
param-venue-show-map = Gibt an, ob Veranstaltungen an diesem Veranstaltungsort eine Karte anzeigen.
param-venue-show-map-link = Gibt an, ob Veranstaltungen an diesem Veranstaltungsort einen Kartenlink anzeigen.
param-venue-address = Straße und Hausnummer des Veranstaltungsorts.
param-venue-city = Stadt des Veranstaltungsorts.
param-venue-country = Land des Veranstaltungsorts.
param-venue-province = Provinz des Veranstaltungsorts.
param-venue-state = Bundesstaat des Veranstaltungsorts.
param-venue-zip = Postleitzahl des Veranstaltungsorts.
param-venue-phone = Telefonnummer des Veranstaltungsorts.
param-venue-stateprovince = Bundesstaat oder Provinz des Veranstaltungsorts.
param-venue-website = Website des Veranstaltungsorts.
param-venue-image = Beitragsbild des Veranstaltungsorts: ID eines Anhangs oder URL eines Bildes.

## GET /organizers

param-organizers-list-page = Zurückzugebende Ergebnisseite, beginnend bei 1.
param-organizers-list-per-page = Anzahl der Veranstalter pro Seite (höchstens 50).
param-organizers-list-search = Text, nach dem im Namen, in der Beschreibung oder in den Kontaktdaten des Veranstalters gesucht wird.
param-organizers-list-event = Nur die Veranstalter dieser Veranstaltung (ID).
param-organizers-list-has-events = Filtert Veranstalter danach, ob sie mindestens einer Veranstaltung zugeordnet sind.
param-organizers-list-only-with-upcoming = Nur Veranstalter von Veranstaltungen, die noch nicht begonnen haben.
param-organizers-list-status = Veröffentlichungsstatus der zurückzugebenden Veranstalter.

## Single organizer: /organizers/{id} and /organizers/by-slug/{slug}

param-organizer-id = Numerische ID des Veranstalters.
param-organizer-slug = Titelform, die den Veranstalter bezeichnet.

## Organizer fields of a create or update

param-organizer-author = Benutzer-ID des Autors des Veranstaltereintrags.
param-organizer-date = Veröffentlichungsdatum des Veranstaltereintrags. Relative Angaben wie „now“ oder „tomorrow 9am“ gelten in der Zeitzone der Website.
param-organizer-date-utc = Veröffentlichungsdatum des Veranstaltereintrags in UTC. Relative Angaben wie „tomorrow 9am“ gelten in UTC.
param-organizer-organizer = Name des Veranstalters.
param-organizer-description = Beschreibung des Veranstalters.
param-organizer-status = Veröffentlichungsstatus des Veranstaltereintrags.
param-organizer-phone = Telefonnummer des Veranstalters.
param-organizer-website = Website des Veranstalters.
param-organizer-email = E-Mail-Adresse des Veranstalters.
param-organizer-image = Beitragsbild des Veranstalters: ID eines Anhangs oder URL eines Bildes.

## GET /categories

param-categories-list-page = Zurückzugebende Ergebnisseite, beginnend bei 1.
param-categories-list-per-page = Anzahl der Kategorien pro Seite (höchstens 50).
param-categories-list-search = Nur Kategorien, deren Name oder Titelform diesen Text enthält.
param-categories-list-exclude = IDs der auszuschließenden Kategorien.
param-categories-list-include = Nur diese Kategorie-IDs.
param-categories-list-order = Sortierrichtung: asc (aufsteigend) oder desc (absteigend).
param-categories-list-orderby = Eigenschaft der Kategorie, nach der sortiert wird.
param-categories-list-hide-empty = Gibt an, ob Kategorien ausgelassen werden, die keiner Veranstaltung zugeordnet sind.
param-categories-list-parent = Nur Kategorien direkt unterhalb dieser übergeordneten Kategorie (ID).
param-categories-list-post = Nur Kategorien dieser Veranstaltung (ID).
param-categories-list-event = Nur Kategorien dieser Veranstaltung (ID); gleichbedeutend mit post.
param-categories-list-slug = Nur die Kategorie mit dieser Titelform.

## GET /tags

param-tags-list-page = Zurückzugebende Ergebnisseite, beginnend bei 1.
param-tags-list-per-page = Anzahl der Schlagwörter pro Seite (höchstens 50).
param-tags-list-search = Nur Schlagwörter, deren Name oder Titelform diesen Text enthält.
param-tags-list-exclude = IDs der auszuschließenden Schlagwörter.
param-tags-list-include = Nur diese Schlagwort-IDs.
param-tags-list-order = Sortierrichtung: asc (aufsteigend) oder desc (absteigend).
param-tags-list-orderby = Eigenschaft des Schlagworts, nach der sortiert wird.
param-tags-list-hide-empty = Gibt an, ob Schlagwörter ausgelassen werden, die keiner Veranstaltung zugeordnet sind.
param-tags-list-post = Nur Schlagwörter dieser Veranstaltung (ID).
param-tags-list-event = Nur Schlagwörter dieser Veranstaltung (ID); gleichbedeutend mit post.
param-tags-list-slug = Nur das Schlagwort mit dieser Titelform.

## Single category or tag: /categories/{id} and /tags/{id}

param-term-id = Numerische ID der Kategorie oder des Schlagworts.
param-term-name = Name der Kategorie oder des Schlagworts.
param-term-description = Beschreibung der Kategorie oder des Schlagworts.
param-term-slug = Titelform (URL) der Kategorie oder des Schlagworts.
param-term-parent = ID der übergeordneten Kategorie (0 für keine).
param-changes-since = Der Cursor aus einer früheren Antwort: Aufgeführt werden die Änderungen seitdem. Ohne ihn gibt die Antwort nur den aktuellen Cursor an.
param-changes-per-page = Anzahl der Änderungen pro Seite (1 bis 500).
param-changes-types = Typen der Elemente, deren Änderungen aufgeführt werden: event, venue, organizer, category oder tag, durch Kommas getrennt. Standardmäßig alle.
