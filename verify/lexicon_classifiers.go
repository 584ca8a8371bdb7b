package verify

// classifierTerms add the Japanese counters and Chinese classifiers of
// things the count lists lacked ("5隻", "7口", "9 艘船", "三辆车"). A
// numeral with a counter is a count by the grammar of both languages,
// whatever the noun: the counter is a closed class, unlike the nouns.
// Counters of measures (days, minutes, stops, points, seats) are not
// here: "3 站" is a distance and "3点" a score as often as a count.
//
// They carry famClassifier: one Han character is a counter only after a
// numeral (countClaims), never as a noun elsewhere in the clause — 所 in
// 所以, 間 in 間に合う, 機 in 機密 — so the absence and label readings
// that take any count noun of a clause leave them out.
func classifierTerms(l *lex) {
	l.add(kindCount, famClassifier, "隻|艘|両|機|口|棟|校|匹|羽|タイトル|店|園|頭|品|部|コマ|銘柄|チーム|"+
		"辆|輛|架|栋|间|間|套|棵|所|册|冊|门|門|批|盒|瓶|杯")
}

// famClassifier marks the counters of classifierTerms.
const famClassifier = "clf"
