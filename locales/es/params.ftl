### Descripciones de los parámetros: índice del espacio de nombres (GET /) y /doc
### (parámetros y propiedades del cuerpo del formulario).

## GET /events

param-events-list-page = Número de la página de resultados, a partir de 1.
param-events-list-per-page = Número de eventos por página (50 como máximo).
param-events-list-start-date = Solo los eventos que empiezan en esta fecha o después.
param-events-list-end-date = Solo los eventos que terminan en esta fecha o antes.
param-events-list-starts-before = Solo los eventos que empiezan antes de esta fecha.
param-events-list-starts-after = Solo los eventos que empiezan después de esta fecha.
param-events-list-ends-before = Solo los eventos que terminan antes de esta fecha.
param-events-list-ends-after = Solo los eventos que terminan después de esta fecha.
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
param-events-list-post-parent = Solo los eventos cuyo evento padre tiene este ID.
param-events-list-ticketed = Filtra los eventos según tengan entradas o no.

## Single event: /events/{id} and /events/by-slug/{slug}

param-event-id = ID numérico del evento.
param-event-password = Contraseña de un evento protegido con contraseña.
param-event-slug-path = Slug que identifica el evento.

## Event fields of a create or update

param-event-author = ID de usuario del autor del evento.
param-event-date = Fecha de publicación del evento.
param-event-date-utc = Fecha de publicación del evento, en UTC.
param-event-title = Título del evento.
param-event-description = Descripción completa del evento.
param-event-slug = Slug de URL del evento.
param-event-excerpt = Resumen breve del evento.
param-event-status = Estado de publicación del evento.
param-event-timezone = Zona horaria del evento.
param-event-all-day = Indica si el evento dura todo el día.
param-event-start-date = Fecha y hora de inicio del evento.
param-event-end-date = Fecha y hora de finalización del evento.
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
