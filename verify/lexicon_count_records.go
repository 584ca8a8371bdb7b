package verify

// recordCountNouns adds count nouns of the records trackers list. Hindi
// calls tickets, complaints and cases मामले ("5 मामले लंबित हैं"), and
// replies in every language borrow "PR" uninflected after a number ("3 PR
// समीक्षा के लिए बाकी हैं", "5 个 PR", "PR 3件"): the items a listing of a
// tracker returns, as "tickets" or "prs" are.
func recordCountNouns(l *lex) {
	l.add(kindCount, "", "मामले", "मामलों", "pr")
}
