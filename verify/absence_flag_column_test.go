package verify

import "testing"

// TestNegativeColumn: a yes/no column the question, call or clause names,
// negative in every row, makes "none has it" true; one row with another
// value keeps the claim false. A JSON flag set on one item of a list keeps
// "nothing is flagged" false though other items hold it false.
func TestNegativeColumn(t *testing.T) {
	runAbsenceCases(t, []absenceCase{
		{"en fragile column all no", "en", "Is anything in crate 4 fragile?", "crate_list", `{"crate":4,"fields":["item","fragile"]}`,
			"item,fragile\nbrass hinge,no\nrubber mat,no", 2, "Nothing in crate 4 is fragile {{receipt:c1}}.", false},
		{"en fragile column with a yes", "en", "Is anything in crate 4 fragile?", "crate_list", `{"crate":4,"fields":["item","fragile"]}`,
			"item,fragile\nbrass hinge,no\nglass lamp,yes", 2, "Nothing in crate 4 is fragile {{receipt:c1}}.", true},
		{"es column named by the clause", "es", "¿Cómo están las salas?", "room_status", `{"piso":2}`,
			"sala | aviso\nA | no\nB | no", 2, "Ninguna sala tiene aviso {{receipt:c1}}.", false},
		{"ja column of 否", "ja", "壊れ物はありますか？", "crate_list", `{"crate":4,"fields":["item","fragile"]}`,
			"item,fragile\n真鍮の蝶番,否\nゴムマット,否", 2, "壊れ物はありません{{receipt:c1}}。", false},
	})
}
