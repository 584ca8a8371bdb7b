package verify

// "rental" in a tool's name or arguments is the thing rented, not the act
// of renting it (sixteenth session, unbm16): callActions read it as a
// booking, so an ok rental_api quote backed "¡Reservado! Te he bloqueado
// el Toyota…" while the rental_book call itself was denied. "rent" (the
// verb) and "book" stay acts; rental_book still books by its second word.
func init() { delete(actionWords, "rental") }
