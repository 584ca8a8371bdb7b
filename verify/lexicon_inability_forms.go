package verify

// inabilityFormTerms are first-person statements of inability in the
// colloquial forms the main lists lack, and the nouns of what a speaker
// says it cannot reach.
func inabilityFormTerms(l *lex) {
	// "我没办法直接访问你的日历": 没办法 is the everyday contraction of
	// 没有办法 ("have no way to"), which is already an inability.
	l.add(kindInability, "", "我没办法|我这边没办法|我这里没办法")
	// "No he consultado ninguna previsión", "la previsión del tiempo":
	// previsión is the ordinary Spanish noun for a weather forecast, as
	// pronóstico already is.
	l.add(kindWeak, "weather", "previsión|previsiones|la previsión del tiempo")
}

// timetableTerms name a timetable, the object of a denied look-up as
// "forecast" is of a weather one: "リアルタイムの時刻表は確認しておらず",
// "I haven't checked the timetable". A tool whose name carries
// "timetable" or "schedule" has that word as a topic family, so the noun
// refers to it only when such a tool ran.
func timetableTerms(l *lex) {
	l.add(kindWeak, "timetable", "timetable|timetables|時刻表|时刻表|समय सारणी|समय-सारणी|horario de trenes")
}
