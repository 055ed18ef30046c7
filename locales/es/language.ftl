### Nombre del idioma en el propio idioma, en la lista de idiomas del sitio que
### ofrece la raíz REST (GET /wp-json/).

language-name = Español
