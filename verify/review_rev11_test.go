package verify

import (
	"strings"
	"testing"
)

// The code review of the tenth session's checker changes (rev11): each
// test held a fault of that code before its fix.

// suggestAfterOwnDenial asks modalAt with the clause's modal mark lifted
// and must put the mark back as it found it: a clause made modal by its
// hedges only (a suggestion after a dash leaves the clause unmarked) must
// not come out marked, which would silence every later check of it.
func TestSuggestAfterOwnDenialKeepsModal(t *testing.T) {
	text := "i didn't run anything on it — you could check it yourself"
	c := &check{folded: text}
	for _, was := range []bool{false, true} {
		in := &info{clause: clause{span: span{0, len(text)}}, suggest: true, modal: was}
		u := hit{span: span{2, 12}}
		c.suggestAfterOwnDenial(in, u)
		if in.modal != was {
			t.Errorf("modal %v before, %v after", was, in.modal)
		}
	}
}

// Devanagari writes a nukta consonant two ways: the base letter and the
// nukta (ग + ़), or one precomposed code point (ग़, U+095A). Both are the
// same letter of the same name.
func TestScriptFormInPrecomposedNukta(t *testing.T) {
	for _, tc := range []struct {
		text, name string
		want       bool
	}{
		{"\u095a\u093e\u095b\u093f\u092f\u093e\u092c\u093e\u0926 में बारिश", "Ghaziabad", true}, // ग़ाज़ियाबाद, precomposed
		{"\u091a\u0902\u0921\u0940\u0917\u095d में बादल", "Chandigarh", true},                   // चंडीगढ़ with ढ़ precomposed
		{"\u095e\u0930\u0940\u0926\u093e\u092c\u093e\u0926 में धूप", "Ghaziabad", false},        // फ़रीदाबाद: another city
		{"\u095e\u0930\u0940\u0926\u093e\u092c\u093e\u0926 में धूप", "Faridabad", true},
	} {
		if got := scriptFormIn(tc.text, strings.ToLower(tc.name), `{"city": "`+tc.name+`"}`); got != tc.want {
			t.Errorf("scriptFormIn(%q, %q) = %v, want %v", tc.text, tc.name, got, tc.want)
		}
	}
}

// hanPairIn, which requestedAct now calls where it repeated the loop: two
// Han characters in a row of s, in a row in t; kana or a space between
// them part them.
func TestHanPairIn(t *testing.T) {
	for _, tc := range []struct {
		s, t string
		want bool
	}{
		{`{"text": "屏幕黑屏"}`, "快递柜屏幕黑屏了，帮我报修", true},
		{`{"text": "屏 幕"}`, "快递柜屏幕黑屏了", false},
		{`{"id": 42}`, "帮我重启一下", false},
		{`{"q": "再起動"}`, "サーバーを再起動して", true},
		{`{"q": "再の起"}`, "再起動して", false},
	} {
		if got := hanPairIn(tc.s, tc.t); got != tc.want {
			t.Errorf("hanPairIn(%q, %q) = %v, want %v", tc.s, tc.t, got, tc.want)
		}
	}
}

// objectAskedFor reads the words after the absence's object one by one;
// a space other than ' ' between them (a tab, a no-break space) must not
// shift the next word read: "no outstanding<NBSP>library citations" over
// citation_search reaches "citations", its third word.
func TestObjectAskedForWideSpace(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"there are no outstanding library citations", true},
		{"there are no outstanding\u00a0library citations", true},
		{"there are no outstanding\tlibrary citations", true},
		{"there are no outstanding library fines", false},
	} {
		c := &check{folded: tc.text}
		c.calls = []callInfo{{Call: Call{Tool: "citation_search", Args: `{"patron": "31107"}`}, ok: true}}
		a := indexOf(tc.text, "no ")
		h := hit{span: span{a, a + 2}}
		in := &info{clause: clause{span: span{0, len(tc.text)}}, absence: &h}
		if got := c.objectAskedFor(in, 0, "outstanding"); got != tc.want {
			t.Errorf("objectAskedFor(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// Spanish confirma, verifica and comprueba are the tú imperative and the
// third person's present alike: the imperative, with no subject before it,
// hands the absence to the user to make sure of; the present, after its
// subject, reports what a result says, and that absence is a claim.
func TestSpanishPreconditionImperative(t *testing.T) {
	orders := countedCall("pedidos_listar", `{"estado": "pendiente"}`, "id | cliente | estado\nP-101 | Ana | pendiente\nP-102 | Luis | pendiente\n", 2)
	runNinth(t, []ninthCase{
		{"es present, subject before", "es", "¿Hay pedidos pendientes?", orders, true,
			"La consulta confirma que no hay pedidos pendientes.", FalseAbsence, true, ""},
		{"es verifica, subject before", "es", "¿Hay pedidos pendientes?", orders, true,
			"El sistema verifica que no hay pedidos pendientes.", FalseAbsence, true, ""},
		{"es comprueba, subject before", "es", "¿Hay pedidos pendientes?", orders, true,
			"El listado comprueba que no hay pedidos pendientes.", FalseAbsence, true, ""},
		{"es imperative opening the sentence", "es", "¿Hay pedidos pendientes?", orders, true,
			"Confirma que no hay pedidos pendientes antes de cerrar la caja.", FalseAbsence, false, ""},
		{"es imperative with tú", "es", "¿Hay pedidos pendientes?", orders, true,
			"Confirma tú que no hay pedidos pendientes antes de cerrar.", FalseAbsence, false, ""},
		{"es imperative after por favor", "es", "¿Hay pedidos pendientes?", orders, true,
			"Antes de cerrar, por favor comprueba que no hay pedidos pendientes.", FalseAbsence, false, ""},
	})
	for _, tc := range []struct {
		s           string
		clauseStart bool
		want        bool
	}{
		{"confirma que ", true, true},
		{"confirma que ", false, false}, // the window began inside the clause: a subject may stand before
		{"la api confirma que ", true, false},
		{"ok: verifica que ", true, true},
		{"make sure ", false, true},
	} {
		if got := preconditionBefore(tc.s, tc.clauseStart); got != tc.want {
			t.Errorf("preconditionBefore(%q, %v) = %v, want %v", tc.s, tc.clauseStart, got, tc.want)
		}
	}
}

// zeroFieldNamed holds "no critical issues" to a field named critical
// that counts 0; a longer key that only ends in the word
// ("noncritical": 0, "nonblocker: 0") counts other items, and the
// absence stays a claim against "critical": 3.
func TestZeroFieldNamedWordStart(t *testing.T) {
	other := countedCall("vuln_scan", `{"image": "web:1.4"}`, `{"image":"web:1.4","noncritical":0,"critical":3,"high":5}`, -1)
	own := countedCall("vuln_scan", `{"image": "web:1.4"}`, `{"image":"web:1.4","critical":0,"high":5}`, -1)
	runNinth(t, []ninthCase{
		{"en longer key", "en", "Any critical vulns in web:1.4?", other, true,
			"There are no critical vulnerabilities in web:1.4.", FalseAbsence, true, ""},
		{"en longer key, count word", "en", "How many open bugs are blockers?", countedCall("bug_stats", `{"repo": "api"}`, "nonblocker: 0\nblocker: 2\n", -1), true,
			"There are no blocker bugs open in api.", FalseAbsence, true, ""},
		{"en own key", "en", "Any critical vulns in web:1.4?", own, true,
			"There are no critical vulnerabilities in web:1.4.", FalseAbsence, false, ""},
	})
}

// hiObliqueNone leaves out a negated privative ("कम नहीं है", not fewer)
// only when the privative is a word of its own: रकम (amount) ends in कम,
// and "किसी खाते में रकम नहीं है" (no account holds an amount) is a
// negated existential.
func TestHiObliqueNonePrivativeWord(t *testing.T) {
	for _, tc := range []struct {
		rest string
		want bool
	}{
		{" खाते में रकम नहीं है", true},
		{" खाते में बकाया रकम नहीं है", true},
		{" entry में amount कम नहीं है", false},
		{" फ़ाइल में कुछ **कम** नहीं है", false},
		{" फ़ील्ड में value missing नहीं है", false},
		{" कैमरे में बाघ दर्ज नहीं हुआ", true},
	} {
		if got := hiObliqueNone(tc.rest); got != tc.want {
			t.Errorf("hiObliqueNone(%q) = %v, want %v", tc.rest, got, tc.want)
		}
	}
}

// hiObliqueNone's relative pronouns जिस and जिन open a word: इंजिन
// (engine) only holds जिन, and "किसी इंजिन में तेल नहीं था" is a negated
// existential; "…जिसने लॉगिन किया हो, लॉग में नहीं है" stays a relative
// clause's negation.
func TestHiObliqueNoneRelativeWord(t *testing.T) {
	for _, tc := range []struct {
		rest string
		want bool
	}{
		{" इंजिन में तेल नहीं था", true},
		{" मशीन के इंजिन में खराबी नहीं है", true},
		{" यूज़र का नाम जिसने लॉगिन किया हो, लॉग में नहीं है", false},
		{" फ़ाइल में, जिनकी बात हुई, नाम नहीं है", false},
	} {
		if got := hiObliqueNone(tc.rest); got != tc.want {
			t.Errorf("hiObliqueNone(%q) = %v, want %v", tc.rest, got, tc.want)
		}
	}
}
