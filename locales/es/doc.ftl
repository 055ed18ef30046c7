### Textos de /doc: título y descripción de la API, y significado de cada respuesta
### documentada.

## Document

doc-info-title = API REST del calendario de eventos
doc-info-description = Consultar y gestionar los eventos, lugares, organizadores, categorías y etiquetas del calendario.
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

## Venues

doc-resp-venues-get-200 = Los lugares que coinciden con la consulta.
doc-resp-venues-get-400 = Un parámetro de la consulta tiene un formato no válido.
doc-resp-venues-get-404 = La página solicitada no existe.
doc-resp-venue-get-200 = El lugar con este ID.
doc-resp-venue-get-400 = Falta el ID del lugar.
doc-resp-venue-get-403 = El usuario actual no puede ver el lugar.
doc-resp-venue-get-404 = No existe ningún lugar con este ID.
doc-resp-venue-post-200 = El lugar actualizado.
doc-resp-venue-post-201 = El lugar creado.
doc-resp-venue-post-400 = Falta un parámetro obligatorio o un parámetro tiene un formato no válido.
doc-resp-venue-post-403 = El usuario actual no puede crear ni modificar lugares.
doc-resp-venue-delete-200 = El lugar eliminado.
doc-resp-venue-delete-400 = Falta el ID del lugar o no existe.
doc-resp-venue-delete-403 = El usuario actual no puede eliminar este lugar.
doc-resp-venue-delete-410 = El lugar ya estaba eliminado.
doc-resp-venue-delete-500 = No se ha podido eliminar el lugar.

## Organizers

doc-resp-organizers-get-200 = Los organizadores que coinciden con la consulta.
doc-resp-organizers-get-400 = Un parámetro de la consulta tiene un formato no válido.
doc-resp-organizers-get-404 = La página solicitada no existe.
doc-resp-organizer-get-200 = El organizador con este ID.
doc-resp-organizer-get-400 = Falta el ID del organizador.
doc-resp-organizer-get-403 = El usuario actual no puede ver al organizador.
doc-resp-organizer-get-404 = No existe ningún organizador con este ID.
doc-resp-organizer-post-200 = El organizador actualizado.
doc-resp-organizer-post-201 = El organizador creado.
doc-resp-organizer-post-400 = Falta un parámetro obligatorio o un parámetro tiene un formato no válido.
doc-resp-organizer-post-403 = El usuario actual no puede crear ni modificar organizadores.
doc-resp-organizer-delete-200 = El organizador eliminado.
doc-resp-organizer-delete-400 = Falta el ID del organizador o no existe.
doc-resp-organizer-delete-403 = El usuario actual no puede eliminar este organizador.
doc-resp-organizer-delete-410 = El organizador ya estaba eliminado.
doc-resp-organizer-delete-500 = No se ha podido eliminar el organizador.

## Categories

doc-resp-categories-get-200 = Las categorías que coinciden con la consulta.
doc-resp-categories-get-400 = Un parámetro de la consulta tiene un formato no válido.
doc-resp-categories-get-404 = La página solicitada no existe.
doc-resp-category-get-200 = La categoría con este ID.
doc-resp-category-get-400 = Falta el ID de la categoría.
doc-resp-category-get-404 = No existe ninguna categoría con este ID.
doc-resp-category-post-200 = La categoría actualizada.
doc-resp-category-post-201 = La categoría creada.
doc-resp-category-post-400 = Falta un parámetro obligatorio o un parámetro tiene un formato no válido.
doc-resp-category-post-403 = El usuario actual no puede crear ni modificar categorías.
doc-resp-category-delete-200 = La categoría eliminada.
doc-resp-category-delete-400 = Falta el ID de la categoría o no existe.
doc-resp-category-delete-403 = El usuario actual no puede eliminar esta categoría.
doc-resp-category-delete-410 = La categoría ya estaba eliminada.
doc-resp-category-delete-500 = No se ha podido eliminar la categoría.

## Tags

doc-resp-tags-get-200 = Las etiquetas que coinciden con la consulta.
doc-resp-tags-get-400 = Un parámetro de la consulta tiene un formato no válido.
doc-resp-tags-get-404 = Ninguna etiqueta coincide con la consulta, o la página solicitada no existe.
doc-resp-tag-get-200 = La etiqueta con este ID.
doc-resp-tag-get-400 = Falta el ID de la etiqueta.
doc-resp-tag-get-404 = No existe ninguna etiqueta con este ID.
doc-resp-tag-post-200 = La etiqueta actualizada.
doc-resp-tag-post-201 = La etiqueta creada.
doc-resp-tag-post-400 = Falta un parámetro obligatorio o un parámetro tiene un formato no válido.
doc-resp-tag-post-403 = El usuario actual no puede crear ni modificar etiquetas.
doc-resp-tag-delete-200 = La etiqueta eliminada.
doc-resp-tag-delete-400 = Falta el ID de la etiqueta o no existe.
doc-resp-tag-delete-403 = El usuario actual no puede eliminar esta etiqueta.
doc-resp-tag-delete-410 = La etiqueta ya estaba eliminada.
doc-resp-tag-delete-500 = No se ha podido eliminar la etiqueta.

## Every operation

doc-resp-common-401 = Esta operación requiere credenciales, o las credenciales dadas son incorrectas.
doc-resp-common-429 = Demasiados intentos de inicio de sesión fallidos desde esta dirección; inténtelo de nuevo más tarde.
doc-resp-change-404 = No existe ese elemento, o ninguna ruta de la API corresponde a la dirección solicitada (un ID debe ser un número).
doc-resp-change-413 = El cuerpo de la solicitud es demasiado grande.
doc-resp-change-415 = El cuerpo de la solicitud no es ni un formulario ni JSON.
