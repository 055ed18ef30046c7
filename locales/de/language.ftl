### Name der Sprache in der Sprache selbst, in der Liste der Website-Sprachen,
### die der REST-Einstieg (GET /wp-json/) liefert.

language-name = Deutsch
