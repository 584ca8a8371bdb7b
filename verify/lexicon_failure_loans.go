package verify

// failureLoanTerms are reports of failure made with the loanword "fail"
// ("write … के साथ फ़ेल हो गया", "बिल्ड फेल हुआ", "failしました"): Hindi and
// Japanese take the English word with their own auxiliary, and the
// auxiliary ("हो गया") then reports the failure, not an act done.
func failureLoanTerms(l *lex) {
	l.add(kindFail, "", "फ़ेल हो|फेल हो|फ़ेल हुआ|फेल हुआ|फ़ेल हुई|फेल हुई|फ़ेल रहा|फेल रहा|फ़ेल रही|फेल रही|"+
		"フェイルし|failし|fail し")
}
