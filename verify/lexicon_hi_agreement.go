package verify

// hiAgreementForms adds, for every Hindi completed act "… दिया" of the
// lists above, its feminine and plural forms "… दी" and "… दिए": the
// perfective of a transitive verb agrees with its object, not with the
// speaker ("बैठक कैलेंडर में जोड़ दी है", the meeting, feminine; "संदेश
// भेज दिए", messages). It is the same act with the same class; the lists
// held all three forms for some verbs only. A form already listed is
// added again, which the matcher allows.
func hiAgreementForms(l *lex) {
	for i, n := 0, len(*l); i < n; i++ {
		if t := (*l)[i]; t.kind == kindAct && hasSuffix(t.text, " दिया") {
			stem := trimSuffix(t.text, "दिया")
			*l = append(*l, term{text: stem + "दी", kind: kindAct, family: t.family}, term{text: stem + "दिए", kind: kindAct, family: t.family})
		}
	}
}
