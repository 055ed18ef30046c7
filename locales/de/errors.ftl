# Fehlermeldungen der API: das Element „message“ jeder Fehlerantwort.
# { $variables } bitte unverändert lassen.

error-no-route = Es wurde keine Route gefunden, die zu URL und Anfragemethode passt.
error-invalid-json = Ungültiger JSON-Inhalt übergeben.
error-json-not-object = Der JSON-Inhalt muss ein Objekt mit benannten Feldern sein.
error-missing-params = Fehlende(r) Parameter: { $names }
error-invalid-params = Ungültige(r) Parameter: { $names }
param-invalid = Ungültiger Parameter.
param-not-integer = { $param } ist nicht vom Typ Ganzzahl.
param-not-number = { $param } ist nicht vom Typ Zahl.
param-not-boolean = { $param } ist nicht vom Typ boolescher Wert.
param-not-string = { $param } ist nicht vom Typ Zeichenkette.
param-not-integer-array = { $param } muss eine Liste von Ganzzahlen sein.
param-too-long = { $param } darf höchstens { $max } Zeichen lang sein.
error-forbidden = Du bist leider nicht berechtigt, diese Aktion durchzuführen.
error-invalid-username = Unbekannter Benutzername. Bitte prüfe ihn oder versuche es mit deiner E-Mail-Adresse.
error-invalid-email = Unbekannte E-Mail-Adresse. Bitte prüfe sie oder versuche es mit deinem Benutzernamen.
error-incorrect-password = Das angegebene Passwort ist kein gültiges Anwendungspasswort.
error-event-not-found = Die Veranstaltung mit der ID { $id } existiert nicht.
error-invalid-event-id = Der Beitrag mit der ID { $id } ist keine Veranstaltung.
error-event-no-longer-available = Die Veranstaltung mit dieser ID ist nicht mehr verfügbar.
error-event-not-accessible = Auf die angeforderte Veranstaltung kann nicht zugegriffen werden.
error-event-password-protected = Die angeforderte Veranstaltung ist passwortgeschützt.
error-event-in-trash = Die Veranstaltung befindet sich bereits im Papierkorb.
error-archive-page-not-found = Die angeforderte Seite wurde nicht gefunden.
error-term-exists = Auf dieser Ebene gibt es bereits einen Begriff mit diesem Namen.
error-taxonomy-not-hierarchical = Diese Taxonomie ist nicht hierarchisch: Ihre Begriffe können keinen übergeordneten Begriff haben.
error-duplicate-term-slug = Die Titelform „{ $slug }“ wird bereits von einem anderen Begriff verwendet.
error-tickets-not-active = Das Filtern nach Tickets erfordert einen Ticketverkauf, den diese Website nicht anbietet.
error-payload-too-large = Der Inhalt der Anfrage ist zu groß.
error-unsupported-media-type = Sende den Inhalt der Anfrage als application/json oder application/x-www-form-urlencoded.
error-bad-request = Die Anfrage konnte nicht verstanden werden.
error-internal = Der Server konnte die Anfrage nicht ausführen.
error-unavailable = Der Dienst ist vorübergehend nicht verfügbar. Bitte versuche es gleich noch einmal.
