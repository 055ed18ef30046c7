### Beschreibungen der Objekteigenschaften in /doc (components.schemas).

## ImageSize

field-imagesize-width = Breite dieser Größe in Pixeln
field-imagesize-height = Höhe dieser Größe in Pixeln
field-imagesize-mime-type = Medientyp dieser Größe
field-imagesize-url = Adresse des Bildes in dieser Größe

## CostDetails

field-costdetails-currency_symbol = Währungssymbol
field-costdetails-currency_position = Gibt an, ob das Symbol vor (prefix) oder nach (postfix) dem Betrag steht
field-costdetails-values = Alle numerischen Preiswerte, sortiert

## Term

field-term-id = Numerische ID des Begriffs
field-term-name = Name des Begriffs
field-term-slug = Titelform des Begriffs
field-term-taxonomy = Taxonomie des Begriffs
field-term-description = Beschreibung des Begriffs
field-term-parent = ID des übergeordneten Begriffs, 0 wenn keiner
field-term-count = Anzahl der veröffentlichten Veranstaltungen mit diesem Begriff
field-term-url = Adresse der öffentlichen Seite des Begriffs
field-term-urls = API-Links zum Begriff, zu seiner Sammlung und zu seinem übergeordneten Begriff

## Image

field-image-url = Adresse des Bildes in voller Größe
field-image-id = Numerische ID des Bildes
field-image-extension = Dateiendung
field-image-width = Ursprüngliche Breite in Pixeln
field-image-height = Ursprüngliche Höhe in Pixeln
field-image-sizes = Verfügbare Größen des Bildes

## DateDetails

field-datedetails-year = Jahr
field-datedetails-month = Monat
field-datedetails-day = Tag des Monats
field-datedetails-hour = Stunde
field-datedetails-minutes = Minuten
field-datedetails-seconds = Sekunden

## Event

field-event-id = Numerische ID der Veranstaltung
field-event-global_id = Websiteübergreifende Kennung der Veranstaltung
field-event-global_id_lineage = Herkunft der Veranstaltung, älteste zuletzt; nach dem Erstellen unveränderlich
field-event-author = Benutzer-ID des Autors
field-event-date = Veröffentlichungsdatum in der Zeitzone der Website
field-event-date_utc = Veröffentlichungsdatum in UTC
field-event-modified = Letzte Änderung in der Zeitzone der Website
field-event-modified_utc = Letzte Änderung in UTC
field-event-status = Veröffentlichungsstatus
field-event-url = Adresse der Veranstaltungsseite
field-event-rest_url = API-Adresse dieser Veranstaltung
field-event-title = Titel der Veranstaltung
field-event-description = Vollständige Beschreibung
field-event-excerpt = Kurze Zusammenfassung
field-event-slug = Titelform (URL)
field-event-image = Beitragsbild, falls vorhanden
field-event-all_day = Gibt an, ob die Veranstaltung ganztägig ist
field-event-start_date = Beginn in der Zeitzone der Veranstaltung
field-event-start_date_details = Bestandteile des Beginndatums
field-event-end_date = Ende in der Zeitzone der Veranstaltung
field-event-end_date_details = Bestandteile des Enddatums
field-event-utc_start_date = Beginn in UTC
field-event-utc_start_date_details = Bestandteile des Beginns in UTC
field-event-utc_end_date = Ende in UTC
field-event-utc_end_date_details = Bestandteile des Endes in UTC
field-event-timezone = Name der Zeitzone
field-event-timezone_abbr = Abkürzung der Zeitzone
field-event-cost = Preis mit Währungssymbol
field-event-cost_details = Aufgeschlüsselter Preis
field-event-website = Website der Veranstaltung
field-event-show_map = Gibt an, ob eine Karte angezeigt wird
field-event-show_map_link = Gibt an, ob ein Kartenlink angezeigt wird
field-event-hide_from_listings = Gibt an, ob die Veranstaltung in Listen ausgeblendet wird
field-event-sticky = Gibt an, ob die Veranstaltung in den Kalenderansichten angeheftet ist
field-event-featured = Gibt an, ob die Veranstaltung hervorgehoben ist
field-event-categories = Kategorien der Veranstaltung
field-event-tags = Schlagwörter der Veranstaltung
field-event-venue = Veranstaltungsort
field-event-organizer = Veranstalter

## Venue

field-venue-id = Numerische ID des Veranstaltungsorts
field-venue-global_id = Websiteübergreifende Kennung des Veranstaltungsorts
field-venue-global_id_lineage = Herkunft des Veranstaltungsorts, älteste zuletzt; nach dem Erstellen unveränderlich
field-venue-author = Benutzer-ID des Autors
field-venue-date = Veröffentlichungsdatum in der Zeitzone der Website
field-venue-date_utc = Veröffentlichungsdatum in UTC
field-venue-modified = Letzte Änderung in der Zeitzone der Website
field-venue-modified_utc = Letzte Änderung in UTC
field-venue-status = Veröffentlichungsstatus
field-venue-url = Adresse der Seite des Veranstaltungsorts
field-venue-venue = Name des Veranstaltungsorts
field-venue-description = Vollständige Beschreibung
field-venue-excerpt = Kurze Zusammenfassung
field-venue-slug = Titelform (URL)
field-venue-image = Beitragsbild, falls vorhanden
field-venue-show_map = Gibt an, ob Veranstaltungen an diesem Veranstaltungsort eine Karte anzeigen
field-venue-show_map_link = Gibt an, ob Veranstaltungen an diesem Veranstaltungsort einen Kartenlink anzeigen
field-venue-address = Straße und Hausnummer
field-venue-city = Stadt
field-venue-country = Land
field-venue-province = Provinz
field-venue-state = Bundesstaat
field-venue-zip = Postleitzahl
field-venue-phone = Telefonnummer
field-venue-website = Website des Veranstaltungsorts
field-venue-stateprovince = Bundesstaat oder Provinz
field-venue-geo_lat = Breitengrad
field-venue-geo_lng = Längengrad

## Organizer

field-organizer-id = Numerische ID des Veranstalters
field-organizer-global_id = Websiteübergreifende Kennung des Veranstalters
field-organizer-global_id_lineage = Herkunft des Veranstalters, älteste zuletzt; nach dem Erstellen unveränderlich
field-organizer-author = Benutzer-ID des Autors
field-organizer-date = Veröffentlichungsdatum in der Zeitzone der Website
field-organizer-date_utc = Veröffentlichungsdatum in UTC
field-organizer-modified = Letzte Änderung in der Zeitzone der Website
field-organizer-modified_utc = Letzte Änderung in UTC
field-organizer-status = Veröffentlichungsstatus
field-organizer-url = Adresse der Veranstalterseite
field-organizer-organizer = Name des Veranstalters
field-organizer-description = Vollständige Beschreibung
field-organizer-excerpt = Kurze Zusammenfassung
field-organizer-slug = Titelform (URL)
field-organizer-image = Beitragsbild, falls vorhanden
field-organizer-phone = Telefonnummer
field-organizer-website = Website des Veranstalters
field-organizer-email = E-Mail-Adresse
field-translated-lang = Sprache des Textes dieses Objekts (mit translate_content)
field-translated-translations = Adresse dieses Objekts in jeder Sprache, in der es Text hat (mit translate_content)
