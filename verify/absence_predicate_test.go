package verify

import "testing"

// TestNegatedSubjectPredicate: a negated subject's state is judged by the
// result even when it never writes the noun; a pronoun ninguno before its
// verb is the subject (as "none is" is); a state the result does not hold
// leaves the claim true.
func TestNegatedSubjectPredicate(t *testing.T) {
	const kilns = `[{"kiln":"K1","state":"cooling"},{"kiln":"K2","state":"firing"}]`
	runAbsenceCases(t, []absenceCase{
		{"en predicate held", "en", "Are any kiln loads cooling?", "kiln_list", `{"all":true}`, kilns, 2,
			"No loads are cooling at the moment {{receipt:c1}}.", true},
		{"en predicate not held", "en", "Are any kiln loads cracked?", "kiln_list", `{"all":true}`, kilns, 2,
			"No loads are cracked {{receipt:c1}}.", false},
		{"es ninguno está", "es", "¿Algún horno está enfriando?", "kiln_list", `{"all":true}`, `[{"horno":"K1","estado":"enfriando"}]`, 1,
			"Ninguno está enfriando ahora mismo {{receipt:c1}}.", true},
		{"es ninguna ha, state not held", "es", "¿Algún horno se ha averiado?", "kiln_list", `{"all":true}`, `[{"horno":"K1","estado":"cociendo"}]`, 1,
			"Los hornos están cociendo; ninguna pieza ha salido rota {{receipt:c1}}.", false},
		{"es no está stays a negated verb", "es", "¿Cómo va el horno?", "kiln_list", `{"all":true}`, `[{"horno":"K1","estado":"cociendo"}]`, 1,
			"El horno K1 no está parado, sigue cociendo {{receipt:c1}}.", false},
	})
}

// TestZeroLabelCountedElsewhere: a label that counts zero on one item and
// more on another does not make "no X" true.
func TestZeroLabelCountedElsewhere(t *testing.T) {
	runAbsenceCases(t, []absenceCase{
		{"en zero on one, two on another", "en", "Any kiln faults?", "kiln_list", `{"all":true}`,
			`[{"kiln":"K1","faults":0},{"kiln":"K2","faults":2}]`, 2, "There are no faults on the kilns {{receipt:c1}}.", true},
		{"en zero on every item", "en", "Any kiln faults?", "kiln_list", `{"all":true}`,
			`[{"kiln":"K1","faults":0},{"kiln":"K2","faults":0}]`, 2, "There are no faults on the kilns {{receipt:c1}}.", false},
	})
}
