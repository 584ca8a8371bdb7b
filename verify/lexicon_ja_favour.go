package verify

// jaFavourForms adds, for every Japanese completed act "…しました" of the
// lists above, its form with the auxiliary おく, "…しておきました" (I have
// gone ahead and done it): the form a reply most often reports a favour
// done for the reader in ("キャンセルしておきました", "再起動しておきました").
// It is the same act with the same agent; the lists held it for a few
// verbs only.
func jaFavourForms(l *lex) {
	for i, n := 0, len(*l); i < n; i++ {
		// A form listed with no class is listed again with one; the
		// form with a class gives the new one its class. A form the
		// lists already hold is added again, which the matcher allows.
		if t := (*l)[i]; t.kind == kindAct && t.family != "" && hasSuffix(t.text, "しました") {
			*l = append(*l, term{text: trimSuffix(t.text, "ました") + "ておきました", kind: kindAct, family: t.family})
		}
	}
}
