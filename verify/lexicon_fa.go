package verify

// faTerms are engineer FA's additions.
func faTerms(l *lex) {
	// "If approved, he'd be at 3.5 days remaining", "that would leave
	// €120": the apodosis of a supposition states a projected value, not
	// one a result holds, as "i'd" and "i would" already mark the agent's
	// own plans. Third-person and impersonal forms of would.
	l.add(kindHedge, "", "he'd be", "she'd be", "they'd be", "you'd be", "it'd be", "we'd be", "that'd be",
		"he would be", "she would be", "they would be", "you would be", "it would be", "that would be",
		"would leave", "would bring", "would put", "that'd leave")
}
