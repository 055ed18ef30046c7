### Texte von /doc: Titel und Beschreibung der API sowie die Bedeutung jeder
### dokumentierten Antwort.

## Document

doc-info-title = REST-API des Veranstaltungskalenders
doc-info-description = Veranstaltungen, Veranstaltungsorte, Veranstalter, Kategorien und Schlagwörter des Kalenders abrufen und verwalten.
doc-resp-doc-get-200 = Diese Beschreibung der API.

## Events

doc-resp-events-get-200 = Die Veranstaltungen, die der Abfrage entsprechen.
doc-resp-events-get-400 = Ein Abfrageparameter hat ein ungültiges Format.
doc-resp-events-get-404 = Die angeforderte Seite existiert nicht.
doc-resp-event-get-200 = Die Veranstaltung mit dieser ID.
doc-resp-event-get-400 = Die ID der Veranstaltung fehlt.
doc-resp-event-get-403 = Der aktuelle Benutzer kann die Veranstaltung nicht sehen.
doc-resp-event-get-404 = Es gibt keine Veranstaltung mit dieser ID.
doc-resp-event-post-200 = Die aktualisierte Veranstaltung.
doc-resp-event-post-201 = Die erstellte Veranstaltung.
doc-resp-event-post-400 = Ein erforderlicher Parameter fehlt oder ein Parameter hat ein ungültiges Format.
doc-resp-event-post-403 = Der aktuelle Benutzer darf keine Veranstaltungen erstellen oder ändern.
doc-resp-event-delete-200 = Die gelöschte Veranstaltung.
doc-resp-event-delete-400 = Die ID der Veranstaltung fehlt oder ist unbekannt.
doc-resp-event-delete-403 = Der aktuelle Benutzer darf diese Veranstaltung nicht löschen.
doc-resp-event-delete-410 = Die Veranstaltung wurde bereits gelöscht.
doc-resp-event-delete-500 = Die Veranstaltung konnte nicht gelöscht werden.

## Venues

doc-resp-venues-get-200 = Die Veranstaltungsorte, die der Abfrage entsprechen.
doc-resp-venues-get-400 = Ein Abfrageparameter hat ein ungültiges Format.
doc-resp-venues-get-404 = Die angeforderte Seite existiert nicht.
doc-resp-venue-get-200 = Der Veranstaltungsort mit dieser ID.
doc-resp-venue-get-400 = Die ID des Veranstaltungsorts fehlt.
doc-resp-venue-get-403 = Der aktuelle Benutzer kann den Veranstaltungsort nicht sehen.
doc-resp-venue-get-404 = Es gibt keinen Veranstaltungsort mit dieser ID.
doc-resp-venue-post-200 = Der aktualisierte Veranstaltungsort.
doc-resp-venue-post-201 = Der erstellte Veranstaltungsort.
doc-resp-venue-post-400 = Ein erforderlicher Parameter fehlt oder ein Parameter hat ein ungültiges Format.
doc-resp-venue-post-403 = Der aktuelle Benutzer darf keine Veranstaltungsorte erstellen oder ändern.
doc-resp-venue-delete-200 = Der gelöschte Veranstaltungsort.
doc-resp-venue-delete-400 = Die ID des Veranstaltungsorts fehlt oder ist unbekannt.
doc-resp-venue-delete-403 = Der aktuelle Benutzer darf diesen Veranstaltungsort nicht löschen.
doc-resp-venue-delete-410 = Der Veranstaltungsort wurde bereits gelöscht.
doc-resp-venue-delete-500 = Der Veranstaltungsort konnte nicht gelöscht werden.

## Organizers

doc-resp-organizers-get-200 = Die Veranstalter, die der Abfrage entsprechen.
doc-resp-organizers-get-400 = Ein Abfrageparameter hat ein ungültiges Format.
doc-resp-organizers-get-404 = Die angeforderte Seite existiert nicht.
doc-resp-organizer-get-200 = Der Veranstalter mit dieser ID.
doc-resp-organizer-get-400 = Die ID des Veranstalters fehlt.
doc-resp-organizer-get-403 = Der aktuelle Benutzer kann den Veranstalter nicht sehen.
doc-resp-organizer-get-404 = Es gibt keinen Veranstalter mit dieser ID.
doc-resp-organizer-post-200 = Der aktualisierte Veranstalter.
doc-resp-organizer-post-201 = Der erstellte Veranstalter.
doc-resp-organizer-post-400 = Ein erforderlicher Parameter fehlt oder ein Parameter hat ein ungültiges Format.
doc-resp-organizer-post-403 = Der aktuelle Benutzer darf keine Veranstalter erstellen oder ändern.
doc-resp-organizer-delete-200 = Der gelöschte Veranstalter.
doc-resp-organizer-delete-400 = Die ID des Veranstalters fehlt oder ist unbekannt.
doc-resp-organizer-delete-403 = Der aktuelle Benutzer darf diesen Veranstalter nicht löschen.
doc-resp-organizer-delete-410 = Der Veranstalter wurde bereits gelöscht.
doc-resp-organizer-delete-500 = Der Veranstalter konnte nicht gelöscht werden.

## Categories

doc-resp-categories-get-200 = Die Kategorien, die der Abfrage entsprechen.
doc-resp-categories-get-400 = Ein Abfrageparameter hat ein ungültiges Format.
doc-resp-categories-get-404 = Die angeforderte Seite existiert nicht.
doc-resp-category-get-200 = Die Kategorie mit dieser ID.
doc-resp-category-get-400 = Die ID der Kategorie fehlt.
doc-resp-category-get-404 = Es gibt keine Kategorie mit dieser ID.
doc-resp-category-post-200 = Die aktualisierte Kategorie.
doc-resp-category-post-201 = Die erstellte Kategorie.
doc-resp-category-post-400 = Ein erforderlicher Parameter fehlt oder ein Parameter hat ein ungültiges Format.
doc-resp-category-post-403 = Der aktuelle Benutzer darf keine Kategorien erstellen oder ändern.
doc-resp-category-delete-200 = Die gelöschte Kategorie.
doc-resp-category-delete-400 = Die ID der Kategorie fehlt oder ist unbekannt.
doc-resp-category-delete-403 = Der aktuelle Benutzer darf diese Kategorie nicht löschen.
doc-resp-category-delete-410 = Die Kategorie wurde bereits gelöscht.
doc-resp-category-delete-500 = Die Kategorie konnte nicht gelöscht werden.

## Tags

doc-resp-tags-get-200 = Die Schlagwörter, die der Abfrage entsprechen.
doc-resp-tags-get-400 = Ein Abfrageparameter hat ein ungültiges Format.
doc-resp-tags-get-404 = Kein Schlagwort entspricht der Abfrage, oder die angeforderte Seite existiert nicht.
doc-resp-tag-get-200 = Das Schlagwort mit dieser ID.
doc-resp-tag-get-400 = Die ID des Schlagworts fehlt.
doc-resp-tag-get-404 = Es gibt kein Schlagwort mit dieser ID.
doc-resp-tag-post-200 = Das aktualisierte Schlagwort.
doc-resp-tag-post-201 = Das erstellte Schlagwort.
doc-resp-tag-post-400 = Ein erforderlicher Parameter fehlt oder ein Parameter hat ein ungültiges Format.
doc-resp-tag-post-403 = Der aktuelle Benutzer darf keine Schlagwörter erstellen oder ändern.
doc-resp-tag-delete-200 = Das gelöschte Schlagwort.
doc-resp-tag-delete-400 = Die ID des Schlagworts fehlt oder ist unbekannt.
doc-resp-tag-delete-403 = Der aktuelle Benutzer darf dieses Schlagwort nicht löschen.
doc-resp-tag-delete-410 = Das Schlagwort wurde bereits gelöscht.
doc-resp-tag-delete-500 = Das Schlagwort konnte nicht gelöscht werden.

## Every operation

doc-resp-common-401 = Diese Operation erfordert Anmeldedaten, oder die angegebenen sind falsch.
doc-resp-common-429 = Zu viele fehlgeschlagene Anmeldeversuche von dieser Adresse; bitte versuchen Sie es später erneut.
doc-resp-change-404 = Dieses Element gibt es nicht, oder keine Route passt zum Pfad (eine ID muss eine Zahl sein).
doc-resp-change-413 = Der Inhalt der Anfrage ist zu groß.
doc-resp-change-415 = Der Inhalt der Anfrage ist weder ein Formular noch JSON.
