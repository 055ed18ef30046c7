### Descripciones de los parámetros: índice del espacio de nombres (GET /) y /doc
### (parámetros y propiedades del cuerpo del formulario).

## GET /events

param-events-list-page = Número de la página de resultados, a partir de 1.
param-events-list-per-page = Número de eventos por página (50 como máximo).
param-events-list-start-date = Solo los eventos que empiezan en esta fecha o después. Las expresiones relativas como «today» o «next monday» se leen con la hora del sitio.
param-events-list-end-date = Solo los eventos que terminan en esta fecha o antes. Las expresiones relativas como «+1 week» o «last day of next month» se leen con la hora del sitio.
param-events-list-starts-before = Solo los eventos que empiezan antes de esta fecha. Las expresiones relativas como «tomorrow» se leen con la hora del sitio.
param-events-list-starts-after = Solo los eventos que empiezan después de esta fecha. Las expresiones relativas como «yesterday» se leen con la hora del sitio.
param-events-list-ends-before = Solo los eventos que terminan antes de esta fecha. Las expresiones relativas como «next friday» se leen con la hora del sitio.
param-events-list-ends-after = Solo los eventos que terminan después de esta fecha. Las expresiones relativas como «today» se leen con la hora del sitio.
param-events-list-strict-dates = Con true, los filtros de fecha usan exactamente las horas indicadas; si no, se aplican a días completos.
param-events-list-search = Texto que debe aparecer en el título o la descripción del evento.
param-events-list-categories = Solo los eventos de al menos una de estas categorías (ID o slugs).
param-events-list-tags = Solo los eventos con al menos una de estas etiquetas (ID o slugs).
param-events-list-venue = Solo los eventos que se celebran en uno de estos lugares (ID).
param-events-list-organizer = Solo los eventos organizados por uno de estos organizadores (ID).
param-events-list-featured = Filtra los eventos según estén destacados o no.
param-events-list-status = Estado de publicación de los eventos que se devolverán.
param-events-list-geoloc = Requiere un complemento premium: filtra según el lugar tenga coordenadas de mapa o no.
param-events-list-geoloc-lat = Requiere un complemento premium: latitud del lugar por la que filtrar; envíala junto con geoloc_lng.
param-events-list-geoloc-lng = Requiere un complemento premium: longitud del lugar por la que filtrar; envíala junto con geoloc_lat.
param-events-list-include = Solo estos ID de eventos (array o lista separada por comas); no se aplican los filtros de fecha.
param-events-list-post-parent = Solo los eventos cuyo evento superior tiene este ID.
param-events-list-ticketed = Filtra los eventos según tengan entradas o no.

## Single event: /events/{id} and /events/by-slug/{slug}

param-event-id = ID numérico del evento.
param-event-password = Contraseña de un evento protegido con contraseña.
param-event-slug-path = Slug que identifica el evento.

## Event fields of a create or update

param-event-author = ID de usuario del autor del evento.
param-event-date = Fecha de publicación del evento. Las expresiones relativas como «now» o «tomorrow 9am» se leen con la hora del sitio.
param-event-date-utc = Fecha de publicación del evento, en UTC. Las expresiones relativas como «tomorrow 9am» se leen en hora UTC.
param-event-title = Título del evento.
param-event-description = Descripción completa del evento.
param-event-slug = Slug de URL del evento.
param-event-excerpt = Resumen breve del evento.
param-event-status = Estado de publicación del evento.
param-event-timezone = Zona horaria del evento.
param-event-all-day = Indica si el evento dura todo el día.
param-event-start-date = Fecha y hora de inicio del evento. Las expresiones relativas como «tomorrow 9am» o «next wednesday 4pm» se leen en la zona horaria del evento.
param-event-end-date = Fecha y hora de finalización del evento. Las expresiones relativas como «tomorrow 11am» o «+1 week» se leen en la zona horaria del evento.
param-event-image = Imagen destacada: ID de un adjunto o URL de una imagen.
param-event-cost = Precio del evento.
param-event-website = Dirección web del evento.
param-event-show-map = Indica si se muestra un mapa del evento.
param-event-show-map-link = Indica si se muestra un enlace al mapa del evento.
param-event-hide-from-listings = Indica si el evento se excluye de los listados del calendario.
param-event-sticky = Indica si el evento está fijado en las vistas del calendario.
param-event-featured = Indica si el evento está destacado.
param-event-categories = Categorías del evento, como ID o nombres.
param-event-tags = Etiquetas del evento, como ID o nombres.
param-event-venue = Lugar del evento: un ID o los datos de un lugar nuevo.
param-event-organizer = Organizadores del evento: ID o los datos de organizadores nuevos.

## GET /venues

param-venues-list-page = Número de la página de resultados, a partir de 1.
param-venues-list-per-page = Número de lugares por página (50 como máximo).
param-venues-list-search = Texto que se busca en el nombre, la descripción o la dirección del lugar.
param-venues-list-event = Solo el lugar de este evento (ID).
param-venues-list-has-events = Filtra los lugares según algún evento los use o no.
param-venues-list-only-with-upcoming = Solo los lugares de eventos que aún no han empezado.
param-venues-list-status = Estado de publicación de los lugares que se devolverán.

## Single venue: /venues/{id} and /venues/by-slug/{slug}

param-venue-id = ID numérico del lugar.
param-venue-slug = Slug que identifica el lugar.

## Venue fields of a create or update

param-venue-author = ID de usuario del autor de la ficha del lugar.
param-venue-date = Fecha de publicación de la ficha del lugar. Las expresiones relativas como «now» o «tomorrow 9am» se leen con la hora del sitio.
param-venue-date-utc = Fecha de publicación de la ficha del lugar, en UTC. Las expresiones relativas como «tomorrow 9am» se leen en hora UTC.
param-venue-venue = Nombre del lugar.
param-venue-description = Descripción del lugar.
param-venue-status = Estado de publicación de la ficha del lugar.
param-venue-show-map = Indica si los eventos de este lugar muestran un mapa.
param-venue-show-map-link = Indica si los eventos de este lugar muestran un enlace al mapa.
param-venue-address = Dirección del lugar (calle y número).
param-venue-city = Ciudad del lugar.
param-venue-country = País del lugar.
param-venue-province = Provincia del lugar.
param-venue-state = Estado del lugar.
param-venue-zip = Código postal del lugar.
param-venue-phone = Número de teléfono del lugar.
param-venue-stateprovince = Estado o provincia del lugar.
param-venue-website = Dirección web del lugar.
param-venue-image = Imagen destacada del lugar: ID de un adjunto o URL de una imagen.

## GET /organizers

param-organizers-list-page = Número de la página de resultados, a partir de 1.
param-organizers-list-per-page = Número de organizadores por página (50 como máximo).
param-organizers-list-search = Texto que se busca en el nombre, la descripción o los datos de contacto del organizador.
param-organizers-list-event = Solo los organizadores de este evento (ID).
param-organizers-list-has-events = Filtra los organizadores según estén asociados o no a algún evento.
param-organizers-list-only-with-upcoming = Solo los organizadores de eventos que aún no han empezado.
param-organizers-list-status = Estado de publicación de los organizadores que se devolverán.

## Single organizer: /organizers/{id} and /organizers/by-slug/{slug}

param-organizer-id = ID numérico del organizador.
param-organizer-slug = Slug que identifica al organizador.

## Organizer fields of a create or update

param-organizer-author = ID de usuario del autor de la ficha del organizador.
param-organizer-date = Fecha de publicación de la ficha del organizador. Las expresiones relativas como «now» o «tomorrow 9am» se leen con la hora del sitio.
param-organizer-date-utc = Fecha de publicación de la ficha del organizador, en UTC. Las expresiones relativas como «tomorrow 9am» se leen en hora UTC.
param-organizer-organizer = Nombre del organizador.
param-organizer-description = Descripción del organizador.
param-organizer-status = Estado de publicación de la ficha del organizador.
param-organizer-phone = Número de teléfono del organizador.
param-organizer-website = Dirección web del organizador.
param-organizer-email = Dirección de correo electrónico del organizador.
param-organizer-image = Imagen destacada del organizador: ID de un adjunto o URL de una imagen.

## GET /categories

param-categories-list-page = Número de la página de resultados, a partir de 1.
param-categories-list-per-page = Número de categorías por página (50 como máximo).
param-categories-list-search = Solo las categorías cuyo nombre o slug contiene este texto.
param-categories-list-exclude = ID de las categorías que se excluyen.
param-categories-list-include = Solo estos ID de categorías.
param-categories-list-order = Sentido del orden: asc (ascendente) o desc (descendente).
param-categories-list-orderby = Atributo de la categoría por el que se ordena.
param-categories-list-hide-empty = Indica si se omiten las categorías que no usa ningún evento.
param-categories-list-parent = Solo las categorías situadas directamente bajo esta categoría superior (ID).
param-categories-list-post = Solo las categorías de este evento (ID).
param-categories-list-event = Solo las categorías de este evento (ID); equivale a post.
param-categories-list-slug = Solo la categoría con este slug.

## GET /tags

param-tags-list-page = Número de la página de resultados, a partir de 1.
param-tags-list-per-page = Número de etiquetas por página (50 como máximo).
param-tags-list-search = Solo las etiquetas cuyo nombre o slug contiene este texto.
param-tags-list-exclude = ID de las etiquetas que se excluyen.
param-tags-list-include = Solo estos ID de etiquetas.
param-tags-list-order = Sentido del orden: asc (ascendente) o desc (descendente).
param-tags-list-orderby = Atributo de la etiqueta por el que se ordena.
param-tags-list-hide-empty = Indica si se omiten las etiquetas que no usa ningún evento.
param-tags-list-post = Solo las etiquetas de este evento (ID).
param-tags-list-event = Solo las etiquetas de este evento (ID); equivale a post.
param-tags-list-slug = Solo la etiqueta con este slug.

## Single category or tag: /categories/{id} and /tags/{id}

param-term-id = ID numérico de la categoría o etiqueta.
param-term-name = Nombre de la categoría o etiqueta.
param-term-description = Descripción de la categoría o etiqueta.
param-term-slug = Slug de URL de la categoría o etiqueta.
param-term-parent = ID de la categoría superior (0 si no tiene).
param-changes-since = El cursor que dio una respuesta anterior: se listan los cambios hechos desde entonces. Sin él, la respuesta solo da el cursor actual.
param-changes-per-page = Número de cambios por página (de 1 a 500).
param-changes-types = Tipos de los elementos cuyos cambios se listan: event, venue, organizer, category o tag, separados por comas. Todos por defecto.
