### Textos de /doc: título y descripción de la API, y significado de cada respuesta
### documentada.

## Document

doc-info-title = API REST del calendario de eventos
doc-info-description = Consulta y gestiona los eventos, lugares, organizadores, categorías y etiquetas del calendario.
doc-resp-doc-get-200 = Esta descripción de la API.

## Events

doc-resp-events-get-200 = Los eventos que coinciden con la consulta.
doc-resp-events-get-400 = Un parámetro de la consulta tiene un formato no válido.
doc-resp-events-get-404 = La página solicitada no existe.
doc-resp-event-get-200 = El evento con este ID.
doc-resp-event-get-400 = Falta el ID del evento.
doc-resp-event-get-403 = El usuario actual no puede ver el evento.
doc-resp-event-get-404 = No existe ningún evento con este ID.
doc-resp-event-post-200 = El evento actualizado.
doc-resp-event-post-201 = El evento creado.
doc-resp-event-post-400 = Falta un parámetro obligatorio o un parámetro tiene un formato no válido.
doc-resp-event-post-403 = El usuario actual no puede crear ni modificar eventos.
doc-resp-event-delete-200 = El evento eliminado.
doc-resp-event-delete-400 = Falta el ID del evento o no existe.
doc-resp-event-delete-403 = El usuario actual no puede eliminar este evento.
doc-resp-event-delete-410 = El evento ya estaba eliminado.
doc-resp-event-delete-500 = No se ha podido eliminar el evento.
