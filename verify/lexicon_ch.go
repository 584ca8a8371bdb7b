package verify

// chTerms adds ordinary ways of saying a search or query came back with
// nothing that the absence lists lacked: the English "came back empty"
// family, and the Spanish perfect and preterite of devolver / encontrar
// with a negative quantifier ("no ha devuelto ninguna fila", "no encontró
// nada"), the commonest way Spanish reports an empty result. "Salió
// vacía" is the result turning out empty. Chinese 查 + negative
// complement ("没有查到", "查不到") is "the lookup found nothing".
func chTerms(l *lex) {
	l.add(kindAbsence, "", "came back empty", "come back empty", "comes back empty", "came up empty", "turned up empty",
		"returned empty", "completely empty", "came back with nothing", "came back with no",
		"no ha devuelto ningún", "no ha devuelto ninguna", "no ha devuelto ninguno", "no ha devuelto resultados", "no ha devuelto nada",
		"no devolvió ningún", "no devolvió ninguna", "no devolvió resultados", "no devolvió nada",
		"no ha encontrado ningún", "no ha encontrado ninguna", "no ha encontrado ninguno", "no ha encontrado nada",
		"no encontró ningún", "no encontró ninguna", "no encontró nada",
		"salió vacía", "salió vacío", "salieron vacíos", "ha salido vacía", "ha salido vacío", "vino vacía", "vino vacío", "volvió vacía", "volvió vacío",
		"没有查到", "没查到", "查不到", "没有搜到", "没搜到", "搜不到")
}
