package verify

// scheduledHedges returns the clause's hedges without its plan words,
// when the clause is modal only for them and the plan is the items', not
// the speaker's: "未来 48 小时共计划靠泊 9 艘船" (nine ships are scheduled to
// berth), "明日は3隻が入港します". As for the times of such a clause (see
// clock_scheduled.go), its subject is an item that keeps a schedule of
// its own, and no word makes it the speaker's plan or advice to the user;
// the number of items the result schedules is then a count like any
// other, and checkCounts reads the clause with these hedges.
func (c *check) scheduledHedges(in *info) ([]span, bool) {
	if in.modal || in.question || len(in.hedges) == 0 {
		return nil, false
	}
	s := c.folded
	// No hedge holds a plan word the reply lacks: asked once per turn,
	// as most replies hedge many clauses and write none of them.
	if c.schedWords == 0 {
		c.schedWords = 2
		if containsAny(s, scheduleHedges) {
			c.schedWords = 1
		}
	}
	if c.schedWords != 1 {
		return nil, false
	}
	// The hedges are parts of the reply: only the plan words it may
	// hold are looked for in each (see heldWords).
	held := c.heldWords(scheduleHedges)
	plan := false
	for _, h := range in.hedges {
		plan = plan || containsAny(s[h.start:h.end], held)
	}
	if !plan {
		return nil, false
	}
	seg := s[in.start:in.end]
	if !c.wordsIn(seg, scheduledItemWords) && !containsAny(seg, scheduledCountItems) || c.wordsIn(seg, speakerWords) || c.suggestionAt(in, in.span) {
		return nil, false
	}
	var hs []span // rare: the hedges other than the plan words
	for _, h := range in.hedges {
		if !containsAny(s[h.start:h.end], held) {
			hs = append(hs, h)
		}
	}
	if c.hedgedBy(in, hs) {
		return nil, false // another hedge still covers the clause
	}
	return hs, true
}

// hedgedBy reports whether the clause stays modal at its start or its
// end (modalAt) with hs in place of its hedges: scheduledHedges and
// timeBoundHedges drop some of them, and leave the clause as it was when
// another still covers it. in's hedges are as they were on return.
func (c *check) hedgedBy(in *info, hs []span) bool {
	saved := in.hedges
	in.hedges = hs
	covered := c.modalAt(in, span{in.start, in.start}) || c.modalAt(in, span{in.end, in.end})
	in.hedges = saved
	return covered
}

var (
	scheduledCountItems []string
)

// countsScheduledLists holds the phrases of the word lists declared above (see barList).
var countsScheduledLists = [...]barList{
	// scheduledCountItems are the vessels and their berthing, which keep a
	// schedule as flights and trains do (scheduledItemWords).
	{&scheduledCountItems, "靠泊|艘|船期|vessel|buque|入港|寄港|जहाज़|जहाज"},
}

var _ = splitBars(countsScheduledLists[:])
