package verify

import "strings"

// Clauses whose absence word asserts nothing about a result: a question
// put as "did it or not" and an inference from evidence. The reply then
// makes no claim that a call came back empty.
//
//   - Chinese asks a yes-no question by closing a perfective verb with 没有:
//     "确认一下做了没有" (check whether it was done), "他到了没有？". The 没有
//     is the question's "or not", with nothing after it in its clause.
//     Japanese closes an embedded question with か after the negative: "漏れが
//     ないか確認してください" (check that there is none), "抜けがなかったか".
//   - "nothing suggests the split was cut short", "nada indica que falte
//     un pago", "कुछ भी नहीं दर्शाता कि…": the pronoun "nothing" is the
//     subject of a verb of indicating, and the clause denies the inference
//     that follows, not that a result held items.

// notAsserted reports whether the clause's absence is such a question or
// inference.
func (c *check) notAsserted(in *info) bool {
	a := in.absence
	if a == nil {
		return false
	}
	rest := c.folded[a.end:in.end]
	switch a.t.text {
	case "没有", "沒有":
		// "做了没有。": 了 right before, the clause's end right after.
		if hasSuffix(c.folded[in.start:a.start], "了") && strings.TrimLeft(rest, " *_。？?！!，,；;）)") == "" {
			return true
		}
	case "ない", "なかった", "いない":
		// "ないか確認", "なかったか": か opens no word here (から, かった are
		// read as the verb's own endings).
		if hasPrefix(rest, "か") && !hasPrefix(rest, "から") && !hasPrefix(rest, "かった") {
			return true
		}
	case "nothing", "nada", "कुछ भी", "कुछ भी नहीं":
		w := rest
		if a.t.text == "कुछ भी" {
			w = trimPrefix(strings.TrimLeft(w, " "), "नहीं")
		}
		return hasPrefixAny(strings.TrimLeft(w, " "), indicateVerbs)
	}
	return false
}

// indicateVerbs are the verbs of indicating whose subject "nothing" denies
// an inference: en, es and hi (a Hindi verb follows नहीं).
var indicateVerbs = []string{"suggests", "suggested", "indicates", "indicated", "implies", "points to", "pointed to", "hints",
	"indica", "sugiere", "apunta a", "hace pensar", "दर्शाता", "बताता", "इशारा"}
