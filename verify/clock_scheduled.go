package verify

// Times an item of the result is scheduled for, stated in the future or
// with a plan word: "HND→MAD 便は 4月2日 13:35 に出発します", "The technician
// will arrive between 09:00 and 11:00", "计划 08:00 起飞，预计 08:35 起飞".
// The clause reads as modal (a clause-final します, 计划 "planned", a hedge
// near the time) and its values go unchecked, but the future is the
// item's, not the speaker's: the result states when the flight leaves,
// and the reply repeats it. What makes such a clause a statement is its
// subject: an item of the result (a flight, train, delivery, meeting the
// result lists, or its line named by its own words), not the speaker ("I'll
// remind you at 8:45"), not the user being advised ("leave by 8:45"), and
// not a question, offer or condition. Only clock times are taken (the
// other values of a plan are often the speaker's own), and they are held
// to the results the way an asserted clock time is.

var (
	scheduleHedges     []string
	scheduledItemWords []string
	speakerWords       []string
)

// clockScheduledLists holds the phrases of the word lists declared above (see barList).
var clockScheduledLists = [...]barList{
	// scheduleHedges mark a time as planned or expected without making it
	// the speaker's: the item's schedule ("计划 08:00 起飞"), or the plain
	// polite future of a Japanese clause whose subject is the item ("便は
	// … 出発します").
	{&scheduleHedges, "计划|計劃|将会|將會|します。|します|いたします"},
	// scheduledItemWords name items that keep a schedule of their own, or what
	// they do at a time: vehicles, deliveries, bookings, meetings, and their
	// departures and arrivals.
	{&scheduledItemWords, "flight|train|bus |ferry|shuttle|delivery|package|parcel|courier|technician|appointment|meeting|departs|departure|takes off|lands at|boarding|vuelo|tren|autobús|ferri|entrega|paquete|repartidor|técnico|cita|reunión|despega|aterriza|salida|llegada|航班|班机|列车|列車|高铁|动车|火车|班车|快递|包裹|快件|会议|會議|起飞|起飛|降落|发车|發車|到达|到達|便は|便が|便の|列車|新幹線|電車|バス|配達|荷物|会議|出発|到着|離陸|着陸|発車|उड़ान|फ़्लाइट|फ्लाइट|ट्रेन|बस |डिलीवरी|पार्सल|मीटिंग|बैठक|रवाना|पहुँचेगी|पहुंचेगी|पहुँचेगा|पहुंचेगा"},
	// speakerWords make the clause the speaker's or the user's: the speaker's
	// own plan or offer, the user addressed with advice, a condition.
	{&speakerWords, "i'll|i will|i can|i'd|let me|we'll|we can|you should|you'll need|you need|make sure|leave by|be there|if |te aviso|te recuerdo|puedo|podemos|deberías|debes|sal |salga|si |我会|我將|我将|我可以|我帮|我幫|你可以|您可以|你需要|建议|建議|请|請|如果|提醒|私が|私は|お知らせ|ましょうか|ください|もし|リマインド|मैं|मुझे|आप |अगर|यदि|याद दिला"},
}

var _ = splitBars(clockScheduledLists[:])

// checkScheduledTimes holds the clock times of a future or hedged clause
// whose subject is an item of the result to the results (see above).
func (c *check) checkScheduledTimes(in *info) {
	if in.modal || len(in.hedges) == 0 && !in.general || in.question || len(in.targets) == 0 || in.numHi <= in.numLo {
		return
	}
	s := c.folded
	// Only a clause whose clock times the ordinary rules pass over: one
	// read as general ("usually takes"), hedged as a whole, or with a
	// time under a hedge.
	whole := in.general || c.modalAt(in, span{in.end, in.end}) && c.modalAt(in, span{in.start, in.start})
	k0 := -1
	for k := in.numLo; k < in.numHi; k++ {
		if n := &c.nums[k]; n.start >= in.start && n.end <= in.end && clockPart(s, n.span) && (whole || c.modalAt(in, n.span)) {
			k0 = k
			break
		}
	}
	if k0 < 0 {
		return
	}
	seg := s[in.start:in.end]
	if !c.wordsIn(seg, scheduledItemWords) || c.wordsIn(seg, speakerWords) || c.suggestionAt(in, in.span) {
		return
	}
	// An item named by its own line's words ("the technician … will
	// arrive between 09:00 and 11:00") is held to that line, whatever
	// hedge the clause has: the item rules read the clause without them
	// (alreadyFound keeps what they found on the clause as it is).
	bare := *in
	bare.hedges = nil
	c.checkEventTime(&bare)
	c.checkDistinctLineTime(&bare)
	// The view of the clause with its schedule words read as statements:
	// a hedge of another kind still marks what it covers.
	var hbuf [4]span
	hs := hbuf[:0]
	for _, h := range in.hedges {
		if !containsAny(s[h.start:h.end], scheduleHedges) {
			hs = append(hs, h)
		}
	}
	if len(hs) == len(in.hedges) {
		return // no schedule word among the hedges: the ordinary rules read it
	}
	view := *in
	view.hedges = hs
	all := c.okCalls(famAny)
	for k := k0; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || c.countUsed[k] || n.glued || n.inDate || n.ordinal || len(n.vals) == 0 || !clockPart(s, n.span) {
			continue
		}
		if n.start >= 2 && s[n.start-1] == ':' && isDigitByte(s[n.start-2]) {
			continue // the minutes of 19:15: its hour carries the check
		}
		if !c.modalAt(in, n.span) || c.modalAt(&view, n.span) || c.alreadyFound(FactMismatch, n.span) {
			continue // asserted (checkFacts reads it), or still hedged
		}
		if c.timeIn(n, all) || c.compactTimeIn(n, all) || c.shiftedTime(n, all) || c.inRequestNum(n) || c.timeInArgs(n) || c.tzShifted(n, all) || c.resultZoneShifted(n, all) || c.zoneShifted(n, all) || c.derivedClock(n, all) || c.timeInFailed(n) || c.timeZoneNear(n) {
			continue
		}
		c.addFact(in, "fact/scheduled-time", c.factBasis(in, n.span, in.targets), c.callFinding(FactMismatch, n.span, in.targets[0],
			"time "+c.masked[n.start:min(len(c.masked), n.end+3)]+" is not in the result of "+c.calls[in.targets[0]].Tool))
	}
}
