package verify

// pairCountNouns adds the measure words of things counted by the pair or
// the set: "5 pairs of skis", "6 pares de botas", "7 जोड़ी स्की", "5足",
// "三双手套". Skis, boots, gloves and goggles are rented, stocked and listed
// by the pair, one line a pair, so the number before the measure is how
// many of the listed things there are, whatever noun follows. English and
// Spanish write the measure with its "of"/"de", so that the phrase is not
// read as a part ("3 files of the 10"). The Han counters are classifiers:
// 足 and 双 count only after a numeral (足りる, 双方 are no counts).
func pairCountNouns(l *lex) {
	l.add(kindCount, "", "pairs of|pares de|जोड़ी|जोड़ियाँ|जोड़ियां|जोड़े")
	l.add(kindCount, famClassifier, "足|双|雙")
}
