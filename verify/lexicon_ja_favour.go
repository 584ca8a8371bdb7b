package verify

import "strings"

// jaFavourForms adds, for every Japanese completed act "…しました" of the
// lists above, its form with the auxiliary おく, "…しておきました" (I have
// gone ahead and done it): the form a reply most often reports a favour
// done for the reader in ("キャンセルしておきました", "再起動しておきました").
// It is the same act with the same agent; the lists held it for a few
// verbs only.
func jaFavourForms(l *lex) {
	fam := make(map[string]string, 64) // each form's act class; one with a class wins
	for _, t := range *l {
		if f, ok := fam[t.text]; t.kind == kindAct && (!ok || f == "") {
			fam[t.text] = t.family
		}
	}
	n := len(*l)
	for i := 0; i < n; i++ {
		t := (*l)[i]
		if t.kind != kindAct || !strings.HasSuffix(t.text, "しました") {
			continue
		}
		f := strings.TrimSuffix(t.text, "ました") + "ておきました"
		if _, ok := fam[f]; !ok {
			fam[f] = fam[t.text]
			*l = append(*l, term{text: f, kind: kindAct, family: fam[t.text]})
		}
	}
}
