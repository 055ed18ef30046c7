# Mensajes de error de la API: el miembro «message» de cada respuesta de error.
# Mantén las { $variables } tal como están.

error-no-route = No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.
error-invalid-json = El cuerpo JSON enviado no es válido.
error-json-not-object = El cuerpo JSON debe ser un objeto con campos con nombre.
error-missing-params = Falta(n) parámetro(s): { $names }
error-invalid-params = Parámetro(s) no válido(s): { $names }
param-invalid = Parámetro no válido.
param-not-integer = { $param } no es de tipo entero.
param-not-number = { $param } no es de tipo número.
param-not-boolean = { $param } no es de tipo booleano.
param-not-string = { $param } no es de tipo cadena.
param-not-integer-array = { $param } debe ser una lista de enteros.
param-too-long = { $param } no puede tener más de { $max } caracteres.
error-forbidden = Lo siento, no tienes permisos para hacer eso.
error-invalid-username = Nombre de usuario desconocido. Compruébalo o prueba con tu dirección de correo electrónico.
error-invalid-email = Dirección de correo electrónico desconocida. Compruébala o prueba con tu nombre de usuario.
error-incorrect-password = La contraseña proporcionada no es una contraseña de aplicación válida.
error-event-not-found = No existe ningún evento con el ID { $id }.
error-invalid-event-id = La entrada con el ID { $id } no es un evento.
error-event-no-longer-available = El evento con este ID ya no está disponible.
error-event-not-accessible = El evento solicitado no es accesible.
error-event-password-protected = El evento solicitado está protegido con contraseña.
error-event-in-trash = El evento ya está en la papelera.
error-archive-page-not-found = No se ha encontrado la página solicitada.
error-term-exists = Ya existe un término con este nombre en este nivel.
error-taxonomy-not-hierarchical = Esta taxonomía no es jerárquica: sus términos no pueden tener un término superior.
error-duplicate-term-slug = El slug «{ $slug }» ya lo usa otro término.
error-tickets-not-active = Para filtrar por entradas hace falta la venta de entradas, que este sitio no ofrece.
error-payload-too-large = El cuerpo de la solicitud es demasiado grande.
error-unsupported-media-type = Envía el cuerpo de la solicitud como application/json o application/x-www-form-urlencoded.
error-bad-request = No se ha podido entender la solicitud.
error-internal = El servidor no ha podido completar la solicitud.
error-unavailable = El servicio no está disponible temporalmente. Inténtalo de nuevo en un momento.
