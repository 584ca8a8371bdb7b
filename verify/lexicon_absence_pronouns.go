package verify

// absencePronounTerms are absences said with a negative pronoun that
// stands for a noun named before it, and absences of recorded events.
func absencePronounTerms(l *lex) {
	// "He buscado mensajes de Endesa y no ha salido ninguno", "no queda
	// ninguno pendiente": a verb of turning up or
	// remaining, negated, with ninguno/ninguna as its subject, says the
	// search held none of what the clause names. (The singular "no queda"
	// alone is also "it is not", as in "no queda claro"; with the pronoun
	// it is only the absence.) "No aparece" is left to the none rules,
	// which read "ninguna vez" (not once) as the whole result.
	l.add(kindAbsence, "", "no ha salido ninguno|no ha salido ninguna|no salió ninguno|no salió ninguna|"+
		"no queda ninguno|no queda ninguna")
	// "The sensor didn't record any leak events", "no events were logged":
	// what a device or log records is what its result lists; saying it
	// recorded none is an absence claim about that result.
	l.add(kindAbsence, "", "didn't record any|did not record any|hasn't recorded any|has not recorded any|"+
		"didn't log any|did not log any|hasn't logged any|has not logged any|recorded no|logged no|"+
		"no registró ningún|no registró ninguna|no ha registrado ningún|no ha registrado ninguna")
}
