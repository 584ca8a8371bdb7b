package verify

import "testing"

// TestOrdinalBeyond: "the n-th item is not there" over a result of fewer
// than n items is true; over a result that has an n-th item it is still a
// false absence, and an ordinal of a week is no item.
func TestOrdinalBeyond(t *testing.T) {
	const three = "1. brass lamp\n2. logbook\n3. lens fragment"
	for _, tt := range []struct {
		name, lang, reply string
		want              bool
	}{
		{"en fourth beyond", "en", "The inventory lists three objects {{receipt:c1}}. The fourth object is not in the inventory.", false},
		{"es cuarta beyond", "es", "El inventario recoge tres objetos {{receipt:c1}}. La cuarta pieza no aparece en el inventario.", false},
		{"es segunda within, held", "es", "El inventario {{receipt:c1}}: la segunda pieza no aparece en el inventario.", true},
		{"zh 第四件 beyond", "zh", "清单里有三件 {{receipt:c1}}。第四件在清单里没有出现。", false},
		{"zh 第二件 within, held", "zh", "清单 {{receipt:c1}}：第二件在清单里没有出现。", true},
		{"ja 4点目 beyond", "ja", "目録には3点あります {{receipt:c1}}。4点目は目録に記載がありません。", false},
		{"hi चौथी beyond", "hi", "सूची में तीन वस्तुएँ हैं {{receipt:c1}}। चौथी वस्तु सूची में नहीं है।", false},
	} {
		if got := absenceFlaggedFor(t, tt.lang, "What is in the inventory?", `{"list": "inv"}`, three, tt.reply); got != tt.want {
			t.Errorf("%s: flagged = %v, want %v", tt.name, got, tt.want)
		}
	}
	for s, want := range map[string]int{"第37週は未登録": 0, "第六件": 6, "6点目は": 6, "la sexta pieza": 6, "邮件目前": 0,
		"no errors in the last 30 seconds": 0, "noventa días": 0, "the tercer lote": 3, "el tercero": 3, "third": 3} {
		if got := ordinalIn(s); got != want {
			t.Errorf("ordinalIn(%q) = %d, want %d", s, got, want)
		}
	}
}
