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
