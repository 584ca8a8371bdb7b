package verify

import (
	"testing"
)

// TestCSVTwoColumns: a result of two columns under a header of two names
// is CSV: "2025-08-14,0" is a date and a figure, so a reply's "desde el
// 14" after "13 de agosto" is a day the result holds. A header that is no
// pair of names, or a list of European numbers, is not CSV.
func TestCSVTwoColumns(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"fecha,kg_alimento\n2025-08-12,1310\n2025-08-13,1295\n", true},
		{"hora,pasajeros\n10,84\n11,132\n", true},
		{"1,5\n2,5\n3,5\n", false},
		{"total, net\n1,5\n2,5\n", false},
		{"a,b,c\n1,2,3\n4,5,6\n", true},
	} {
		if got := csvText(tc.text); got != tc.want {
			t.Errorf("csvText(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
	result := "fecha,kg_alimento\n2025-08-12,1310\n2025-08-13,1295\n2025-08-14,0\n2025-08-15,0\n2025-08-16,0\n"
	for _, tc := range []struct {
		reply   string
		wantHit bool
	}{
		{"La J10 lleva 3 días de ayuno: la última ración fue el 13 de agosto y desde el 14 no se le ha dado alimento. {{receipt:c1}}", false},
		{"La J10 lleva 3 días de ayuno: la última ración fue el 13 de agosto y desde el 24 no se le ha dado alimento. {{receipt:c1}}", true},
	} {
		rep := checkCalls(t, "es", "¿Cuántos días de ayuno llevan los peces de la J10?", tc.reply,
			[]testCall{okCall("alimentacion_log", `{"jaula":"J10","ultimos_dias":5}`, result)})
		hit := hasFinding(rep, FactMismatch, "fact/date")
		if hit != tc.wantHit {
			t.Errorf("%q: fact/date found %v, want %v", tc.reply, hit, tc.wantHit)
		}
	}
}
