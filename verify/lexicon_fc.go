package verify

// fcTerms are, first, failure reports by HTTP status that the general failure
// terms miss: "the flight search service returned a 503", "devolvió un
// 404". A call answering with a 4xx or 5xx status failed; saying so owns
// up to it. (A bare "503" is left alone: a log may count 503s.)
func fcTerms(l *lex) {
	var ts []string
	for _, code := range []string{"400", "401", "403", "404", "405", "408", "429", "500", "502", "503", "504"} {
		ts = append(ts, "returned a "+code, "returned an http "+code, "returned http "+code, "returned "+code,
			"came back with a "+code, "devolvió un "+code, "devolvió un error "+code, "respondió con un "+code)
	}
	l.add(kindFail, "", ts...)
	// The written continuative of a negated progressive: 実行しておらず
	// ("have not run, and …") negates its verb like していません.
	l.negAfter("ておらず", "しておらず")
}
