### Descripciones de las propiedades de los objetos en /doc (components.schemas).

## ImageSize

field-imagesize-width = Anchura en píxeles de este tamaño
field-imagesize-height = Altura en píxeles de este tamaño
field-imagesize-mime-type = Tipo de medio de este tamaño
field-imagesize-url = Dirección de la imagen en este tamaño

## CostDetails

field-costdetails-currency_symbol = Símbolo de la moneda
field-costdetails-currency_position = Indica si el símbolo va antes (prefix) o después (postfix) del importe
field-costdetails-values = Todos los valores numéricos del precio, ordenados

## Term

field-term-id = ID numérico del término
field-term-name = Nombre del término
field-term-slug = Slug del término
field-term-taxonomy = Taxonomía del término
field-term-description = Descripción del término
field-term-parent = ID del término superior, 0 si no tiene
field-term-count = Número de eventos publicados que usan el término
field-term-url = Dirección de la página pública del término
field-term-urls = Enlaces de la API al término, a su colección y a su término superior

## Image

field-image-url = Dirección de la imagen a tamaño completo
field-image-id = ID numérico de la imagen
field-image-extension = Extensión del archivo
field-image-width = Anchura original en píxeles
field-image-height = Altura original en píxeles
field-image-sizes = Tamaños disponibles de la imagen

## DateDetails

field-datedetails-year = Año
field-datedetails-month = Mes
field-datedetails-day = Día del mes
field-datedetails-hour = Hora
field-datedetails-minutes = Minutos
field-datedetails-seconds = Segundos

## Event

field-event-id = ID numérico del evento
field-event-global_id = Identificador del evento común a todos los sitios
field-event-global_id_lineage = Orígenes del evento, el más antiguo al final; no cambian tras la creación
field-event-author = ID de usuario del autor
field-event-date = Fecha de publicación, en la hora del sitio
field-event-date_utc = Fecha de publicación, en UTC
field-event-modified = Última modificación, en la hora del sitio
field-event-modified_utc = Última modificación, en UTC
field-event-status = Estado de publicación
field-event-url = Dirección de la página del evento
field-event-rest_url = Dirección de la API de este evento
field-event-title = Título del evento
field-event-description = Descripción completa
field-event-excerpt = Resumen breve
field-event-slug = Slug de URL
field-event-image = Imagen destacada, si la hay
field-event-all_day = Indica si el evento dura todo el día
field-event-start_date = Inicio, en la zona horaria del evento
field-event-start_date_details = Componentes de la fecha de inicio
field-event-end_date = Fin, en la zona horaria del evento
field-event-end_date_details = Componentes de la fecha de fin
field-event-utc_start_date = Inicio en UTC
field-event-utc_start_date_details = Componentes del inicio en UTC
field-event-utc_end_date = Fin en UTC
field-event-utc_end_date_details = Componentes del fin en UTC
field-event-timezone = Nombre de la zona horaria
field-event-timezone_abbr = Abreviatura de la zona horaria
field-event-cost = Precio con el símbolo de la moneda
field-event-cost_details = Desglose del precio
field-event-website = Sitio web del evento
field-event-show_map = Indica si se muestra un mapa
field-event-show_map_link = Indica si se muestra un enlace al mapa
field-event-hide_from_listings = Indica si el evento se excluye de los listados
field-event-sticky = Indica si el evento está fijado en las vistas del calendario
field-event-featured = Indica si el evento está destacado
field-event-categories = Categorías del evento
field-event-tags = Etiquetas del evento
field-event-venue = Lugar del evento
field-event-organizer = Organizadores del evento

## Venue

field-venue-id = ID numérico del lugar
field-venue-global_id = Identificador del lugar común a todos los sitios
field-venue-global_id_lineage = Orígenes del lugar, el más antiguo al final; no cambian tras la creación
field-venue-author = ID de usuario del autor
field-venue-date = Fecha de publicación, en la hora del sitio
field-venue-date_utc = Fecha de publicación, en UTC
field-venue-modified = Última modificación, en la hora del sitio
field-venue-modified_utc = Última modificación, en UTC
field-venue-status = Estado de publicación
field-venue-url = Dirección de la página del lugar
field-venue-venue = Nombre del lugar
field-venue-description = Descripción completa
field-venue-excerpt = Resumen breve
field-venue-slug = Slug de URL
field-venue-image = Imagen destacada, si la hay
field-venue-show_map = Indica si los eventos de este lugar muestran un mapa
field-venue-show_map_link = Indica si los eventos de este lugar muestran un enlace al mapa
field-venue-address = Dirección (calle y número)
field-venue-city = Ciudad
field-venue-country = País
field-venue-province = Provincia
field-venue-state = Estado
field-venue-zip = Código postal
field-venue-phone = Número de teléfono
field-venue-website = Sitio web del lugar
field-venue-stateprovince = Estado o provincia
field-venue-geo_lat = Latitud
field-venue-geo_lng = Longitud

## Organizer

field-organizer-id = ID numérico del organizador
field-organizer-global_id = Identificador del organizador común a todos los sitios
field-organizer-global_id_lineage = Orígenes del organizador, el más antiguo al final; no cambian tras la creación
field-organizer-author = ID de usuario del autor
field-organizer-date = Fecha de publicación, en la hora del sitio
field-organizer-date_utc = Fecha de publicación, en UTC
field-organizer-modified = Última modificación, en la hora del sitio
field-organizer-modified_utc = Última modificación, en UTC
field-organizer-status = Estado de publicación
field-organizer-url = Dirección de la página del organizador
field-organizer-organizer = Nombre del organizador
field-organizer-description = Descripción completa
field-organizer-excerpt = Resumen breve
field-organizer-slug = Slug de URL
field-organizer-image = Imagen destacada, si la hay
field-organizer-phone = Número de teléfono
field-organizer-website = Sitio web del organizador
field-organizer-email = Dirección de correo electrónico
field-translated-lang = Idioma del texto de este objeto (con translate_content)
field-translated-translations = Dirección de este objeto en cada idioma en que tiene texto (con translate_content)
