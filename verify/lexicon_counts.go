package verify

// searchCountNouns adds count nouns of results that search tools list:
// flights, restaurants, hotels, and the Hindi मेल (mail), written as often
// as ईमेल. "options" stays out: a reply offers its own options as often as
// it counts a result's.
func searchCountNouns(l *lex) {
	l.add(kindCount, "", "flights|restaurants|hotels|vuelos|restaurantes|hoteles|"+
		"मेल|रेस्टोरेंट|रेस्तरां|होटल|फ्लाइट|फ़्लाइट|फ्लाइटें|फ़्लाइटें")
}
