package verify

// The acts a call makes for the user rather than runs on a system are
// denied as the others are (see deniedActTerms): booking ("I haven't
// booked it yet", "没有预订", "予約はしていません") and paying ("no he
// recargado", "没有充值", "रिचार्ज नहीं किया"). A denial is false when an ok
// call of this turn made that act on what the clause names, or the clause
// names nothing else (see deniesAct). Hindi agrees the negated light verb
// with the speaker or the noun ("सर्विस रीस्टार्ट नहीं की"): both agreements
// of the Devanagari nouns are listed.

// madeActWords are tool-name words that name what a booking or paying
// call makes (reservation_create books, payment_submit pays), and the
// verbs of making ("make"). A noun alone names the record, which a read
// returns as well (reservation_get): it names the act only beside a verb
// of making. "recharge" and "topup" name the act alone: they are verbs,
// and actionWords holds them.
var madeActWords = wordPairs("reservation=book;booking=book;appointment=book;reserva=book;cita=book;payment=pay;pago=pay;" +
	"create=make;make=make;place=make;new=make;add=make;submit=make;crear=make;nueva=make;nuevo=make")

// bookVerbFirst are verbs of booking that a tool's name opens with.
var bookVerbFirst = wordSet("schedule enqueue book reserve")

// readNameWords are tool-name words of reading, which after a verb of
// booking name a read of what was booked.
var readNameWords = wordSet("list get search find lookup query read view show status fetch check")

// makesAct reports whether call's tool name says it makes an act of class:
// a noun of the act with a verb of making ("reservation_create",
// "crear_cita").
func makesAct(call *callInfo, class string) bool {
	noun, maker := false, false
	for rest, first := call.lowerToolName(), true; rest != ""; first = false {
		var w string
		w, rest = nextNameWord(rest)
		// A name that opens with a verb of booking is that act done to
		// its object ("schedule_obs", "enqueue_job", "book_slot"); the
		// same word after a noun names a record that a read returns as
		// well ("berth_schedule").
		// A read word after it ("schedule_list", "book_search") makes the
		// name a read of the bookings, which books nothing.
		if first && class == actBook && bookVerbFirst[w] {
			next, _ := nextNameWord(rest)
			return !readNameWords[next]
		}
		v := madeActWords[w]
		noun = noun || v == class
		maker = maker || v == "make"
	}
	return noun && maker
}
