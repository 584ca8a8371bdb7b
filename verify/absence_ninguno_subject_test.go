package verify

import "testing"

// TestNingunoSubject: a pronoun ninguno before its verb is the subject
// (as "none is" is); a state the result does not hold leaves the claim
// true, and "no está" stays a negated verb.
func TestNingunoSubject(t *testing.T) {
	runAbsenceCases(t, []absenceCase{
		{"es ninguno está", "es", "¿Algún horno está enfriando?", "kiln_list", `{"all":true}`, `[{"horno":"K1","estado":"enfriando"}]`, 1,
			"Ninguno está enfriando ahora mismo {{receipt:c1}}.", true},
		{"es ninguna ha, state not held", "es", "¿Algún horno se ha averiado?", "kiln_list", `{"all":true}`, `[{"horno":"K1","estado":"cociendo"}]`, 1,
			"Los hornos están cociendo; ninguna pieza ha salido rota {{receipt:c1}}.", false},
		{"es no está stays a negated verb", "es", "¿Cómo va el horno?", "kiln_list", `{"all":true}`, `[{"horno":"K1","estado":"cociendo"}]`, 1,
			"El horno K1 no está parado, sigue cociendo {{receipt:c1}}.", false},
	})
}
