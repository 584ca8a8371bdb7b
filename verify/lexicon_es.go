package verify

// spanish adds the Spanish terms. Stems ending in "*" cover conjugations
// ("ejecut*" matches ejecuté, ejecutado, ejecutando); the hedge list holds
// the periphrastic future ("voy a") and the conditional, which announce
// plans rather than report work.
func spanish(l *lex) {
	l.add(kindUse, famShell, "ejecuté|ejecutado|ejecutó|ejecutar|ejecutando|corrí|el comando|"+
		"un comando|ningún comando|los comandos|comandos|la terminal|la consola|salida del comando")
	l.add(kindUse, famReadAny, "leí|leído|leer|leyendo")
	l.add(kindUse, famRead, "lectura del archivo|abrí|abierto el archivo|"+
		"revisé el archivo|el contenido del archivo|contenido del archivo|el archivo dice|el archivo contiene|"+
		"el archivo muestra|según el archivo|accedí|acceder al archivo|el fichero contiene")
	l.add(kindUse, famWrite, "escribí|escrito|escribir|guardé|guardado|guardar|creé|creado el archivo|"+
		"he creado|actualicé el archivo|sobrescribí|edité")
	l.add(kindUse, famList, "listé|listado|listar|el directorio contiene|la carpeta contiene|"+
		"el directorio tiene|la carpeta tiene|revisé la carpeta|revisé el directorio|contenido de la carpeta|"+
		"contenido del directorio")
	l.add(kindUse, famSearch, "busqué|buscado|buscar|buscando|la búsqueda|búsqueda|resultados de búsqueda")
	l.add(kindUse, famFetch, "descargué|descargado|descargar|visité|visitado|visitar|obtuve la página|"+
		"consulté la página|consulté el sitio|la página dice|la página indica|la página muestra|"+
		"el sitio dice|según la página|según el sitio|según el sitio web|accedí a la página|recuperé")
	l.add(kindUse, famAny, "la herramienta|una herramienta|ninguna herramienta|herramientas|usé|utilicé|"+
		"llamé a")
	l.add(kindWeak, famRead, "el archivo|este archivo|el fichero|el documento")
	l.add(kindWeak, famList, "el directorio|la carpeta")
	l.add(kindWeak, famFetch, "la página|las páginas|el sitio web|los sitios web|el sitio|página web|páginas web|el artículo|los artículos|la web de|las webs de")
	l.add(kindWeak, famShell, "la salida")
	l.add(kindWeak, "weather", "clima|el tiempo|pronóstico|temperatura|grados|humedad|soleado|lluvia|meteorológica|meteorológico|meteorología")
	l.add(kindWeak, "stock", "acciones|acción|cotización")
	l.add(kindWeak, "price", "precio|cuesta")

	l.add(kindNeg, "", "no|nunca|ningún|ninguna|ninguno|sin|nada|tampoco|jamás|ni")
	l.add(kindHedge, "", "puedo|podría|podrías|podemos|puedes|puede|voy a|vamos a|iré a|"+
		"lo haré|haré|si quieres|si lo deseas|si deseas|si prefieres|si es necesario|si necesitas|"+
		"¿quieres|quieres que|te gustaría|le gustaría|¿|debería|deberías|necesitaría|"+
		"tendría que|intentaré|planeo|pienso|a continuación|luego|después de|antes de|"+
		"cuando|una vez que|para hacerlo|por favor|probablemente|quizás|quizá|tal vez|"+
		"normalmente|generalmente|por ejemplo|suele|podrá|ejecutaré|leeré|buscaré|listaré|"+
		"descargaré|escribiré|guardaré|consultaré|revisaré|si el|si la|si hay|si ejecutas|si me pasas|si me pegas|si lo ejecutas|si quieres que|si me das|si tienes|"+
		// "avisar si no aparece en 12 h": a condition, as "si hay" is
		"si no")
	l.add(kindFail, "", "denegó|denegada|denegado|rechazó|bloqueó|bloqueado|bloqueada|no respondió|no responde|sin respuesta|no contestó|falló|fallo|ha fallado|error|se agotó el tiempo|tiempo de espera|agotó|"+
		"no pude|no se pudo|no fue posible|no he podido|no logré|denegado|denegada|bloqueado|"+
		"bloqueada|rechazado|rechazada|no está disponible|no disponible|no tengo acceso|sin acceso|"+
		"no permitido|excepción|no se encontró la herramienta|herramienta desconocida|"+
		"intenté|traté de|he intentado|el intento")
	l.add(kindAbsence, "", "ya está vacía|ya está vacío|ya estaba vacía|ya estaba vacío|no encontré|no encuentra|no encontramos|no aparece|no aparecen|no se menciona|"+
		"ninguno menciona|ninguna menciona|no ha habido|no hubo|no hay ningún|no hay ninguna|no hay resultados|ningún resultado|sin resultados|no se encontró|no se encontraron|"+
		"no encontré nada|no encontré ningún|no encontré ninguna|no se halló|no hay coincidencias|"+
		"ninguna coincidencia|sin coincidencias|no hay archivos|ningún archivo|no hay ningún|no hay ninguna|"+
		"no hay entradas|no hay elementos|está vacío|está vacía|estaba vacío|estaba vacía|están vacíos|"+
		"vacío|vacía|no devolvió nada|no devolvió ningún|no devolvió resultados|no arrojó|no contiene nada|"+
		"no tiene nada|no muestra nada|no hay nada|0 resultados|cero resultados|0 archivos|"+
		"0 coincidencias|no aparece|no existe ningún|no encontré resultados|"+
		// the present perfect of encontrar, as "no encontré" is its preterite
		"no he encontrado|no hemos encontrado|no se ha encontrado|no se han encontrado|"+
		// the impersonal se of recording and detecting, as "no se
		// encontraron" is of finding: "no se registraron incidencias"
		"no se registraron|no se registró|no se han registrado|no se ha registrado|"+
		"no se detectaron|no se detectó|no se han detectado|no se ha detectado")
	l.add(kindNotAbsence, "", "no está vacío|no está vacía|no estaba vacío|no estaba vacía|no vacío|no vacía")
	l.add(kindDenyAll, "", "sin usar ninguna herramienta|sin usar herramientas|sin utilizar herramientas|"+
		"sin utilizar ninguna herramienta|sin herramientas|no usé ninguna herramienta|no utilicé ninguna herramienta|"+
		"no he usado ninguna herramienta|no se usaron herramientas|no se utilizaron herramientas|"+
		"de memoria|con mi propio conocimiento")
	l.add(kindSource, "", "según|fuente:|fuentes:|la fuente es|de acuerdo con|basado en|basándome en|"+
		"tomado de|extraído de|referencia:|vía ")
	l.add(kindFurther, "", "más detalles|más información|más info|más en|ver |véase|consulta también|lee más|"+
		"más contexto|documentación en")
	l.add(kindSuggest, "", "tú mismo|tu mismo|usted mismo|por tu cuenta|puedes consultar|puedes visitar|puedes revisar|puedes ver|puedes encontrar|"+
		"puedes leer|puede consultar|puede visitar|te recomiendo|le recomiendo|recomiendo|consulta |"+
		"visita |revisa |para más información|más información en|para más detalles|echa un vistazo|"+
		"te sugiero|sugiero")
	l.add(kindReport, "", "muestra|mostró|dice|decía|indica|indicó|devolvió|devuelve|contiene|"+
		"contenía|tiene|hay|había|reporta|reportó|informa|encontré|se encontraron|arrojó|"+
		"el resultado|los resultados|la salida|la respuesta|está configurado|actualmente|incluye|lista")
	l.add(kindSubset, "", "de ellos|de ellas|de los cuales|de las cuales|entre ellos|de los|de las|"+
		"al menos|más de|menos de|unos |unas |aproximadamente|casi|hasta ")
	l.add(kindCount, "", "archivos|archivo|ficheros|fichero|elementos|elemento|entradas|entrada|"+
		"resultados|resultado|coincidencias|coincidencia|líneas|línea|filas|fila|registros|"+
		"registro|carpetas|carpeta|directorios|directorio|subdirectorios|commits|documentos|"+
		"páginas|enlaces|errores|advertencias|pruebas|paquetes|funciones|usuarios|imágenes|"+
		"artículos|noticias|mensajes|eventos|tareas|pdfs|pdf|correos|productos|pedidos|"+
		"clientes|titulares|comentarios|dependencias|ocurrencias|tipos|clases|categorías")
	l.add(kindBreak, "", ", pero| pero |; sin embargo|, sin embargo|sin embargo,|, aunque|, mientras|"+
		", así que| así que |, por lo que")
	l.add(kindCount, "", "reuniones|reunión|eventos|evento|citas|sitios|lugares|contenedores|"+
		"facturas|factura|correos|correo|mensajes|pedidos|tickets|cambios|tareas|servicios|"+
		"trabajos|alertas|incidencias|sesiones|conexiones|procesos|nodos|servidores|cuentas|"+
		"miembros|personas|clientes|productos|vulnerabilidades|menciones|ocurrencias|apariciones|"+
		"matrículas|inscripciones")
	l.num("cero=0|una=1|un=1|uno=1|una docena de=12|dos=2|tres=3|cuatro=4|cinco=5|seis=6|siete=7|ocho=8|nueve=9|diez=10",
		"once=11|doce=12|trece=13|catorce=14|quince=15|dieciséis=16|diecisiete=17|dieciocho=18|diecinueve=19|veinte=20",
		"veintiuno=21|veintiún=21|veintiuna=21|veintidós=22|veintitrés=23|veinticuatro=24|veinticinco=25",
		"veintiséis=26|veintisiete=27|veintiocho=28|veintinueve=29|treinta=30|ambos=2|ambas=2")
	l.addLists(kindOrdinal, "", "línea |paso |página |versión |puerto |número |nº|n.º|los primeros ",
		"las primeras |los últimos |las últimas ")
	l.add(kindAct, "", "eliminé|borré|he eliminado|he borrado|envié|he enviado|enviado|subí|hice push|actualicé|he actualizado|cambié|he cambiado|instalé|reinicié|desplegué|limpié|moví|programé|cancelé|listo:|listo!|hecho:|hecho!|eliminados|eliminadas|borrados|borradas|enviada")
}
