package verify

import (
	"encoding/json"
	"testing"
)

// absenceFlagged reports whether Check gives reply a false_absence over
// one ok call of tool "agenda" with result res and args args.
func absenceFlagged(t *testing.T, lang, args, res, reply string) bool {
	t.Helper()
	return absenceFlaggedFor(t, lang, "这周窑炉有哪些保养？", args, res, reply)
}

// absenceFlaggedFor is absenceFlagged with the user's request.
func absenceFlaggedFor(t *testing.T, lang, req, args, res, reply string) bool {
	t.Helper()
	rb, _ := json.Marshal(res)
	rp, _ := json.Marshal(reply)
	rq, _ := json.Marshal(req)
	src := `{"id": "x", "lang": "` + lang + `", "request": ` + string(rq) + `, "tools": ["agenda", "notes"], "calls": [{"id": "c1", "tool": "agenda", "args": ` + args + `, "status": "ok", "result": ` + string(rb) + `}], "reply": ` + string(rp) + `}`
	for _, f := range checkJSON(t, src).Findings {
		if f.Type == FalseAbsence {
			return true
		}
	}
	return false
}

// TestComplementAbsence: an absence of a part beside a universal the
// result bears out ("all three are standard; no oversize parcels") is
// true when the result names no such part, and stays false when it
// does, when the universal is not borne out, or is no universal.
func TestComplementAbsence(t *testing.T) {
	const plain = "P-1 standard\nP-2 standard\nP-3 standard"
	const over = "P-1 standard\nP-2 oversize\nP-3 standard"
	for _, tt := range []struct {
		name, lang, req, res, reply string
		want                        bool
	}{
		{"en pronoun none", "en", "Any oversize parcels today?", plain, "Three parcels today {{receipt:c1}}. None are oversize.", false},
		{"en pronoun none held", "en", "Any oversize parcels today?", over, "Three parcels today {{receipt:c1}}. None are oversize.", true},
		{"en all, part held", "en", "Any oversize parcels today?", over, "All three parcels are standard {{receipt:c1}}; there are no oversize parcels.", true},
		{"es las tres, part held", "es", "¿Hay paquetes urgentes?", "P-1 normal\nP-2 urgente\nP-3 normal", "Los tres paquetes son normales {{receipt:c1}}. No hay ningún urgente.", true},
		{"zh 都", "zh", "今天有加急包裹吗？", "P-1 普通\nP-2 普通\nP-3 普通", "三个包裹都是普通件 {{receipt:c1}}，没有加急的。", false},
		{"zh 都, part held", "zh", "今天有加急包裹吗？", "P-1 普通\nP-2 加急\nP-3 普通", "三个包裹都是普通件 {{receipt:c1}}，没有加急的。", true},
		{"zh universal not borne out", "zh", "扣款都成功了吗？", "P-1 status=FAILED\nP-2 status=OK", "扣款全部成功 {{receipt:c1}}，没有失败的记录。", true},
		{"hi तीनों, inflected", "hi", "कोई भारी पार्सल है?", "P-1 हल्का\nP-2 हल्का\nP-3 हल्का", "तीनों पार्सल हल्के हैं {{receipt:c1}}। कोई भारी पार्सल नहीं है।", false},
		{"hi तीनों, part held", "hi", "कोई भारी पार्सल है?", "P-1 हल्का\nP-2 भारी\nP-3 हल्का", "तीनों पार्सल हल्का हैं {{receipt:c1}}। कोई भारी पार्सल नहीं है।", true},
		{"es universal after", "es", "¿Quedan avisos pendientes?", "A-1 enviado\nA-2 enviado", "No queda ningún aviso pendiente: los dos constan como enviados {{receipt:c1}}.", false},
		{"en universal after, part held", "en", "Any oversize parcels today?", over, "There are no oversize parcels: all three are standard {{receipt:c1}}.", true},
		{"ja とも", "ja", "冷蔵便はありますか？", "SH-1 常温\nSH-2 常温\nSH-3 常温", "3件とも常温便です {{receipt:c1}}。冷蔵便はありません。", false},
		{"en both … and", "en", "Any parcels from Oslo or Bergen?", "P-1 from Bergen\nP-2 from Bergen", "I searched parcels from both Oslo and Bergen, and neither search turned anything up {{receipt:c1}}.", true},
		{"en label before colon", "en", "Any TODOs?", "a.py:3: TODO fix\nb.py:9: TODO docs", "- **All TODOs:** the search found none {{receipt:c1}}.", true},
		{"en flag in code", "en", "Is left-pad used?", "web-app@1.0.0\n└── left-pad@1.3.0", "`npm ls left-pad --all` turned up nothing {{receipt:c1}}.", true},
	} {
		if got := absenceFlaggedFor(t, tt.lang, tt.req, `{"day": "today"}`, tt.res, tt.reply); got != tt.want {
			t.Errorf("%s: flagged %v, want %v", tt.name, got, tt.want)
		}
	}
}
