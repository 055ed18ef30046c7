### The language's name in the language itself, listed among the site's languages
### by the REST root (GET /wp-json/).

# The name of this language, written in this language; the REST root lists it among the site's languages
language-name = English
