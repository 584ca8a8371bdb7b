package verify

// haveAnyTerms are the negated possessive existentials of English: "we
// don't have any irradiated units in stock", "the calendar doesn't have
// any early-release days". With "have" as the main verb the clause says
// what a stock, a list or a calendar holds, as "there aren't any" does,
// not what the speaker did; so an organisation's "we" and a third-person
// subject are read as absences of what a result lists. "I don't have
// any" is left out: the assistant's own "I" speaks of its knowledge or
// its access ("I don't have any details on that").
func haveAnyTerms(l *lex) {
	l.add(kindAbsence, "", "we don't have any|we do not have any|we haven't got any|"+
		"doesn't have any|does not have any|hasn't got any|has not got any")
}
