### Nom de la langue dans la langue elle-même, dans la liste des langues du site
### que donne la racine REST (GET /wp-json/).

language-name = Français
