package verify

// emptyResultTerms adds ordinary ways of saying a search or query came back with
// nothing that the absence lists lacked: the English "came back empty"
// family, and the Spanish perfect and preterite of devolver / encontrar
// with a negative quantifier ("no ha devuelto ninguna fila", "no encontró
// nada"), the commonest way Spanish reports an empty result. "Salió
// vacía" is the result turning out empty. Chinese 查 + negative
// complement ("没有查到", "查不到") is "the lookup found nothing".
func emptyResultTerms(l *lex) {
	l.add(kindAbsence, "", "came back empty|come back empty|comes back empty|came up empty|turned up empty|"+
		"returned empty|completely empty|came back with nothing|came back with no|"+
		"no ha devuelto ningún|no ha devuelto ninguna|no ha devuelto ninguno|no ha devuelto resultados|no ha devuelto nada|"+
		"no devolvió ningún|no devolvió ninguna|no devolvió resultados|no devolvió nada|"+
		"no ha encontrado ningún|no ha encontrado ninguna|no ha encontrado ninguno|no ha encontrado nada|"+
		"no encontró ningún|no encontró ninguna|no encontró nada|"+
		"salió vacía|salió vacío|salieron vacíos|ha salido vacía|ha salido vacío|vino vacía|vino vacío|volvió vacía|volvió vacío|"+
		"没有查到|没查到|查不到|没有搜到|没搜到|搜不到")
}

var (
	httpFailureTermsList1 []string
)

// lexiconResultsLists holds the phrases of the word lists declared above (see barList).
var lexiconResultsLists = [...]barList{
	// The lists of httpFailureTerms, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&httpFailureTermsList1, "400|401|403|404|405|408|429|500|502|503|504"},
}

var _ = splitBars(lexiconResultsLists[:])

// httpFailureTerms are, first, failure reports by HTTP status that the general failure
// terms miss: "the flight search service returned a 503", "devolvió un
// 404". A call answering with a 4xx or 5xx status failed; saying so owns
// up to it. (A bare "503" is left alone: a log may count 503s.)
func httpFailureTerms(l *lex) {
	var ts []string
	for _, code := range httpFailureTermsList1 {
		ts = append(ts, "returned a "+code, "returned an http "+code, "returned http "+code, "returned "+code,
			"came back with a "+code, "devolvió un "+code, "devolvió un error "+code, "respondió con un "+code)
	}
	l.addLists(kindFail, "", ts...)
	// The written continuative of a negated progressive: 実行しておらず
	// ("have not run, and …") negates its verb like していません.
	l.negAfter("ておらず|しておらず")
}
