### Parameterbeschreibungen: Namensraum-Index (GET /) und /doc (Parameter und
### Eigenschaften des Formularinhalts).

## GET /events

param-events-list-page = Zurückzugebende Ergebnisseite, beginnend bei 1.
param-events-list-per-page = Anzahl der Veranstaltungen pro Seite (höchstens 50).
param-events-list-start-date = Nur Veranstaltungen, die an oder nach diesem Datum beginnen.
param-events-list-end-date = Nur Veranstaltungen, die an oder vor diesem Datum enden.
param-events-list-starts-before = Nur Veranstaltungen, die vor diesem Datum beginnen.
param-events-list-starts-after = Nur Veranstaltungen, die nach diesem Datum beginnen.
param-events-list-ends-before = Nur Veranstaltungen, die vor diesem Datum enden.
param-events-list-ends-after = Nur Veranstaltungen, die nach diesem Datum enden.
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
param-event-date = Veröffentlichungsdatum der Veranstaltung.
param-event-date-utc = Veröffentlichungsdatum der Veranstaltung in UTC.
param-event-title = Titel der Veranstaltung.
param-event-description = Vollständige Beschreibung der Veranstaltung.
param-event-slug = Titelform (URL) der Veranstaltung.
param-event-excerpt = Kurze Zusammenfassung der Veranstaltung.
param-event-status = Veröffentlichungsstatus der Veranstaltung.
param-event-timezone = Zeitzone der Veranstaltung.
param-event-all-day = Gibt an, ob die Veranstaltung ganztägig ist.
param-event-start-date = Beginn der Veranstaltung (Datum und Uhrzeit).
param-event-end-date = Ende der Veranstaltung (Datum und Uhrzeit).
param-event-image = Beitragsbild: ID eines Anhangs oder URL eines Bildes.
param-event-cost = Preis der Veranstaltung.
param-event-website = Webadresse der Veranstaltung.
param-event-show-map = Gibt an, ob für die Veranstaltung eine Karte angezeigt wird.
param-event-show-map-link = Gibt an, ob für die Veranstaltung ein Kartenlink angezeigt wird.
param-event-hide-from-listings = Gibt an, ob die Veranstaltung in den Kalenderlisten ausgeblendet wird.
param-event-sticky = Gibt an, ob die Veranstaltung in den Kalenderansichten angeheftet ist.
param-event-featured = Gibt an, ob die Veranstaltung hervorgehoben ist.
param-event-categories = Kategorien der Veranstaltung, als IDs oder Namen.
param-event-tags = Schlagwörter der Veranstaltung, als IDs oder Namen.
param-event-venue = Veranstaltungsort: eine ID oder die Angaben zu einem neuen Veranstaltungsort.
param-event-organizer = Veranstalter: IDs oder die Angaben zu neuen Veranstaltern.
