package verify

import (
	"fmt"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"
)

// checkFacts reports values a clause attributes to a result that the
// result does not hold: numbers, dates, versions and quotations.
func (c *check) checkFacts(in *info) {
	if len(in.targets) == 0 {
		return
	}
	if saved, ok := c.dropTimeBounds(in); ok {
		defer func() { in.hedges = saved }() // see fact_time_bound.go
	}
	attributed := in.explicit || in.report || in.source || len(in.cites) > 0 || in.single && c.hasUse(in) || in.anchored || in.paraCited ||
		len(in.targets) == 1 && !in.general && (c.topical(in) || c.mentionsResult(in, in.targets[0]) || c.oneCallTurn() && len(in.hedges) == 0) || c.rowAttributed(in) || c.objectAttributed(in)
	// A line bound only by its label holds a value to the result as a slip
	// of it, not by a label the clause may share with a field: see
	// label_key_bound.go.
	labelOnly := !attributed && c.labelKeyAttributed(in)
	attributed = attributed || labelOnly
	if !attributed && !in.single {
		if !c.knowledgeAside(in) {
			c.rowUnitValues(in) // a value its unit and its row bind: see unit_key_row.go
		}
		return
	}
	if c.knowledgeAside(in) {
		return
	}
	// A clause marked as general knowledge after its values (asideAfter)
	// reports nothing; asked only when it would, as the markers are rare.
	mark, umark := len(c.rep.Findings), len(c.rep.Untraced)
	defer func() {
		if (len(c.rep.Findings) > mark || len(c.rep.Untraced) > umark) && c.asideAfter(in) {
			c.rep.Findings, c.rep.Untraced = c.rep.Findings[:mark], c.rep.Untraced[:umark]
		}
	}()
	all := c.okCalls(famAny)
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start >= in.start && n.end <= in.end && c.rankMisread(in, n, all) {
			continue // "年级第 36 名" of a rank of 63: see values_rank.go
		}
		if n.start < in.start || n.end > in.end || c.countUsed[k] || n.glued && !c.valueSpan(n) || n.ordinal || n.inDate || c.inCitation(n.span) || c.inURL(n.span) || c.quoted(n.span) && !c.valueSpan(n) {
			continue
		}
		if n.start >= 2 && c.folded[n.start-1] == ':' && isDigitByte(c.folded[n.start-2]) {
			continue // the minutes of 19:15: its hour carries the check
		}
		// With the turn's only call and nothing else tying the clause to
		// it, a number is held to its result when it is of the kind the
		// result reports: "the disk is 79% full" about df's Use%.
		if !attributed && !(c.sameKind(n, in.targets) && c.topical(in)) {
			continue
		}
		if n.version {
			// A dotted number a failed call's error writes (a gateway's
			// address, 10.20.5.15) is restated from that error.
			if !c.textIn(n.digits, all) && !hasSubstr(c.request, n.digits) && !c.inArgs(n.digits) && !c.modalAt(in, n.span) && !c.versionSuggested(in, n) && !c.versionBump(in, n, all) && !c.inFailedResult(n) {
				// A contradiction when the result gives other versions or
				// the label of the value another value, else unsupported
				// (see versionBasis).
				c.addFact(in, "fact/version", c.versionBasis(in, n, in.targets), c.callFinding(FactMismatch, n.span, in.targets[0],
					"version "+n.digits+" is not in the result of "+c.calls[in.targets[0]].Tool))
			} else {
				c.versionOfOtherRow(in, n) // see row_version.go
			}
			continue
		}
		if len(n.vals) == 0 || c.listMarker(n) || c.qualifiedNum(in, n) || c.negatedValue(in, n) {
			continue
		}
		if clockAfter(c.folded, n.end) && c.secondsSlip(in, n, all) {
			continue // a time to the second misread: see clock_seconds.go
		}
		sig := c.significant(n)
		if sig && clockAfter(c.folded, n.end) && c.dateClockSlip(in, n, all, true) {
			continue // a time bound by the date beside it: see date_clock_bound.go
		}
		if !sig {
			// A small whole number with text after it may still misround
			// its result value: "about 8 minutes" of 7.4 (misrounded asks
			// that the text be the value's unit, see roundTie).
			if c.smallClockSlip(in, n, all) || clockAfter(c.folded, n.end) && c.dateClockSlip(in, n, all, false) {
				continue // "09:30" for a result's 09:20: see clock_small_hour.go; a time its date binds, date_clock_bound.go
			}
			if c.unitTextAfter(n)[0] != ' ' && !c.misrounded(in, n, all, false) && !c.numIn(*n, all) && !c.inRequestNum(n) && !c.inArgNums(n) {
				c.unitKeyMisread(in, n) // see unit_key.go
			}
			continue
		}
		if clock := clockPart(c.folded, n.span); clock && c.clockHeld(in, n, all) {
			continue // a clock time is checked whole: 14:50 is not 14:25
		} else if clock {
			// A contradiction when the result gives the label of the value
			// another value, else unsupported (see factBasis).
			// An unsupported time that is no slip of a result's time is
			// untraced, as values are (see untraced.go).
			basis := c.factBasis(in, n.span, in.targets)
			f := c.callFinding(FactMismatch, n.span, in.targets[0],
				"time "+c.masked[n.start:min(len(c.masked), n.end+3)]+" is not in the result of "+c.calls[in.targets[0]].Tool)
			c.addSlip(in, "fact/time", basis, f, basis != BasisUnsupported && !labelOnly || c.misreadsResultTime(n, all) && !c.windowEnd(in, n, all))
			continue
		}
		if c.dayAfterDate(in, n, all) {
			continue // "del 12 de noviembre … el 18": a date, see date_day_after.go
		}
		held := c.numIn(*n, all) || c.inRequestNum(n) || c.inArgNums(n)
		if !held && c.unfetchedSourceOf(n.span) {
			continue // the value of a page no call fetched: see values_unfetched_source.go
		}
		if !held && (c.tiedValue(in, n, all) || c.rowKeyMisread(in, n, all) || c.misrounded(in, n, all, true) || c.unitKeyMisread(in, n) || c.tiedAfter(in, n, all)) {
			continue // a misread of its label's value (values_tied.go) or of its row key's record (values_row_key.go), a misrounding (misrounded.go), of the field its unit names (unit_key.go)
		}
		if held || c.numIn(*n, in.targets) || !c.labelled(n) && !c.readNotWorked(in, n) && (c.derived(*n, in.targets) || c.writeOnly(in) && c.derived(*n, all)) || c.timeIn(n, all) {
			continue
		}
		if c.approxIn(n, all) {
			if !c.hedgedKeyMisread(in, n, all) { // bound by its unit to one field: see unit_key.go
				c.hedgedMisread(in, n, all) // a misread under a hedge: see values_hedged_misread.go
			}
			continue
		}
		// A number no result holds as written may still be one the
		// results state in another form, or one the reply worked out
		// from them: each rule below names a reading.
		if c.generalRange(n, all) || c.generalDuration(n, all) || c.inFailedResult(n) || c.hourIn(n, all) || c.replyDerived(n) || c.shiftedTime(n, all) || c.dayDiff(n, all) || c.scaledMean(n, all) || c.dayOfMonth(n, all) || c.gluedIn(n, all) ||
			c.clockGap(n) || c.workedOut(n) || c.percentOf(n) || c.roundedSum(n) ||
			c.dayMonthIn(n, all) || c.slotLength(n, all) || c.converted(n, all) || c.approxOf(n) ||
			c.discounted(n, all) || c.unitInIdent(n, all) || c.crossCallTotal(n, all) || c.statusSum(n, all) ||
			c.colAggregate(n, all) || c.yearly(n) || c.totalRow(n) || c.boundedPct(n) || c.shareOfTotal(n) || c.boundNeighbour(n, all) || c.tableColumnSum(in, n) ||
			c.minorUnits(n, all) || c.pointsDiff(n, all) || c.approxEarlier(n) || c.fromNow(n, all) || c.rowProduct(n, all) ||
			c.requestNumWord(n.vals[0]) || c.totalColumn(n) || c.weightedMean(n, all) || c.headerLess(n, all) || c.milliCores(n, all) || c.columnShare(n, all) || c.threeFactor(n, all) ||
			c.manThousand(n, all) || c.cjkClockMinutes(n, all) || c.majorVersion(n, all) || c.roundedIn(n, all) || c.groupSum(in, n, in.targets) || c.httpCodeAside(n) || c.sameAsEarlier(n) || c.columnMedian(n, all) || c.kiloRestated(n, all) || c.perPeriod(n, all) || c.derivedForm(n, all) ||
			c.ownShareSum(n) || c.thresholdBefore(n, all) || c.slotTotal(n, all) || c.tempDelta(n) || c.ownRunSum(n) || c.ownChange(n) ||
			c.approxWorked(n) || c.rowScaled(n) || c.perMagnitude(n, all) || c.columnLessStated(in, n, all) || c.totalFirst(n) || c.habitualRange(n) || c.columnTotalAny(n, all) ||
			c.workedValue(n, all) || c.estimateWorked(n, all) || c.gapStated(in, n, all) || c.businessDays(n, all) || c.daysFromNowBefore(n, all) || c.monthDays(n) || c.sectionRef(n, all) || c.workedLater(n) || c.totalWordValue(n, all) || c.minSecValue(n, all) || c.columnRunSum(n, in.targets) {
			continue
		}
		// A contradiction when the result gives the label of the value another
		// value, else unsupported: it may be worked out or paraphrased (see
		// factBasis); an unsupported value that is no one-digit edit of a
		// result's value is untraced, not a finding (see untraced.go).
		basis := c.factBasis(in, n.span, in.targets)
		f := c.callFinding(FactMismatch, n.span, in.targets[0],
			c.masked[n.start:n.end]+" is not in the result of "+c.calls[in.targets[0]].Tool)
		// A clause that cites a receipt is bound to that call: a value of
		// another call one digit away is no value it misreads.
		slipCalls := all
		if len(in.cites) > 0 {
			slipCalls = in.targets
		}
		slip := basis != BasisUnsupported && !labelOnly || c.misreadsResultValueIn(in, n, slipCalls)
		if !slip && c.scalarAnswer(in, n, f) {
			continue // another value for a one-value answer: see scalar_answer.go
		}
		c.addSlip(in, "fact/value", basis, f, slip)
	}
	if !attributed {
		return
	}
	for k := datesFrom(c.dates, in.start); k < len(c.dates) && c.dates[k].start < in.end; k++ {
		d := c.dates[k]
		if d.end > in.end || d.y == 0 && d.d == 0 || c.modalAt(in, d.span) {
			continue
		}
		if c.dateIn(d, all) || dateListed(d, c.reqDates) || c.dateInArgs(d) || c.compactDateIn(d, all) || c.shiftedDate(d, all) || c.durationsNotDate(d) || c.dateInArgText(d) || c.writtenDateIn(d, all) || c.dateNotStated(in, d) || c.zoneDate(d, all) || c.durationShifted(d, all) || c.weekdayRuleDate(d, all) {
			continue
		}
		// The two readings of an ambiguous date share a span: one match is enough.
		dup := false
		for j := max(0, k-2); j < min(len(c.dates), k+3); j++ {
			if e := c.dates[j]; e.span == d.span && e != d && c.dateIn(e, all) {
				dup = true
			}
		}
		if dup || c.alreadyFound(FactMismatch, d.span) {
			continue
		}
		// A contradiction when the result gives the label of the date another
		// value, else unsupported (see factBasis); an unsupported date that is
		// no slip of a result's date is untraced (see untraced.go).
		basis := c.factBasis(in, d.span, in.targets)
		if basis == BasisUnsupported && c.labelledDate(in, d.span, in.targets) {
			basis = BasisContradiction
		}
		f := c.callFinding(FactMismatch, d.span, in.targets[0],
			"date "+c.masked[d.start:d.end]+" is not in the result of "+c.calls[in.targets[0]].Tool)
		c.addSlip(in, "fact/date", basis, f, basis != BasisUnsupported && !labelOnly || c.misreadsResultDate(d, all))
	}
	if labelOnly {
		return
	}
	c.checkIdents(in, all)
	c.checkRowDates(in)
	c.checkRestatedRow(in)
	c.checkRowName(in)
	c.checkLabelledIdents(in, all)
	c.checkCrossCallNames(in, all)
	c.checkHealthVerdict(in)
	c.checkCJKNames(in, all)
	c.checkValueSlips(in, all)     // a value written with one slip: see value_slips.go
	c.checkKeyedNames(in, all)     // a keyed name with part of it replaced: see fact_keyed_name.go
	c.checkCJKNameBeside(in, all)  // a name's other half held: see cjk_name_beside.go
	c.checkCodePartBeside(in, all) // a code's other part held: see code_part_beside.go
	c.checkStatusLists(in, all)
	c.checkStatusValue(in, all)
	c.checkStatusClass(in)
	c.checkStatusCell(in)    // a reply table's Status cell: see status_rows.go
	c.checkStatusPerfect(in) // "has been approved": see status_perfect.go
	c.checkBareHour(in)
	c.checkEventTime(in) // an item's hh:mm time against its own line: see clock_event.go
	c.checkCrossLabel(in)
	c.checkOwnZoneTime(in)
	c.checkUnitField(in)
	c.checkRowValues(in)           // a value beside others restated from one row: see row_values.go
	c.checkRowFields(in)           // a word of another object's field: see row_fields.go
	c.checkNamedObjValue(in)       // another object's number, the object named by its word: see keyed_words.go
	c.checkRoleSwap(in)            // a name given another role of its record: see role_swap.go
	c.checkDistinctLineTime(in)    // an item's time, the item named by its own words: see clock_distinct_line.go
	c.checkRowNameAnyCall(in, all) // a row's key and another row's name, the row in any call: see row_name_calls.go

	var quoteBuf [8]span // a clause's few quotations, on the stack
	for _, q := range c.quotes(quoteBuf[:0], in) {
		t := strings.TrimSpace(c.folded[q.start:q.end])
		if c.overlapsCitation(q) || c.modalAt(in, q) || len(t) < 3 || len(t) > 200 || placeholderQuote(t) || c.textIn(t, all) || hasSubstr(c.request, t) || c.inArgs(t) || c.queryWordsInArgs(t) || c.quoteInFailed(normSpace(t)) || c.fileLineRef(t) || c.proposedSetting(in, q) || c.ownWordsQuote(q) || c.passOnQuote(q) || c.formulaQuote(q, t) || c.translatedQuote(t, all) || c.lineHasURL(q) || c.widthQuote(t, all) || c.truncatedQuote(t, all) || c.elidedQuote(t) {
			continue
		}
		f := c.callFinding(FactMismatch, q, in.targets[0],
			fmt.Sprintf("quoted text %q is not in the result of %s", c.masked[q.start:q.end], c.calls[in.targets[0]].Tool))
		// A quotation with a number ("`port = 9090`") states a value and
		// is a finding. One of words only is untraced (untraced.go): on
		// the fresh sets, replies put in quotation marks what they
		// translate, paraphrase or propose far more often than what they
		// misquote; over 1,215 clean replies by outside authors such
		// findings flagged 6 and caught no fault the other rules missed
		// (docs/verification.md, thirteenth session).
		if hasDigit(t) { // ９０９０ too
			c.addFact(in, "fact/quote", BasisUnsupported, f)
		} else {
			c.untrace(in, f)
		}
	}
}

// addFact reports a fact finding of the clause in unless a precision gate
// leaves it out: a value about a web search's topic (quietFact), a quoted
// term (termQuote), or an end of a period the reply sets (periodBound,
// periodStart). Findings on these paths were wrong about as often as right
// over the development corpus (see Finding.Rule); each gate asks for the
// feature of the text that separated the right findings from the wrong.
func (c *check) addFact(in *info, rule, basis string, f Finding) {
	sp := span{f.Start, f.End}
	if c.quietFact(in, basis, sp, rule != "fact/name" && rule != "fact/quote") || rule == "fact/quote" && c.termQuote(sp) || rule == "fact/date" && c.periodBound(in, sp) || rule == "fact/value" && c.periodStart(in, sp) {
		return
	}
	c.addRule(rule, basis, f)
}

var (
	rangeSeps            []string
	durationUnits        []string
	sizeAfterIsTimeList1 []string
	thresholds           []string
	negWords             []string
	valueNegations       []string
	negationFillers      []string
	approxMarkers        []string
	suggestionWords      []string
	computeWords         []string
	labelTermList1       []string
	unitInIdentList1     []string
	unitInIdentList2     []string
	listSeps             []string
	httpCodeAsideList1   []string
	httpCodeAsideList2   []string
)

// valuesLists holds the phrases of the word lists declared above (see barList).
var valuesLists = [...]barList{
	// rangeSeps join the two ends of a range: 100–200, 5 to 10, 3 से 5.
	{&rangeSeps, "-|–|—|~|〜|～|to|a|y|and|से|और|到|至|から|或"},
	// durationUnits are the words of a span of time after a number.
	{&durationUnits, "second|minute|hour|day|week|month|year|min|segundo|minuto|hora|" +
		"día|dia|semana|mes|año|秒|分钟|分間|分|小时|時間|天|日間|周|週間|年|" +
		"सेकंड|मिनट|घंटे|घंटा|दिन|हफ़्ते|साल|महीने"},
	// The lists of sizeAfterIsTime, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&sizeAfterIsTimeList1, "ms|s|m|h|d"},
	// thresholds follow a number that is a limit compared against, not a
	// value read: "500kB を超えている", "超过 500 MB", "以上".
	{&thresholds, "を超え|を上回|を下回|以上|以下|未満|超过|超過|से ज़्यादा|से अधिक|से कम"},
	// negWords say a magnitude is negative or a fall, so that the result's
	// -342.10 or -5% may be written without its sign.
	{&negWords, "-|−|minus|negative|below zero|overdrawn|deficit|debt|owe|down|fell|fall|drop|decrease|decline|lost|loss|less|lower|behind|negativ|bajo cero|bajó| baja |cayó|caída|bajada|descenso|retroceso|descen|disminu|pérdida|menos|负|零下|下降|减少|下跌|亏|欠|マイナス|氷点下|減|下が|下落|赤字|ऋण|माइनस|घट|गिर|कमी|नुकसान|शून्य से नीचे"},
	{&valueNegations, "not|instead of|rather than|en lugar de|en vez de|y no|不是|而不是|而非|并非"},
	{&negationFillers, "the|a|an|default|usual|standard|old|previous|el|la|los|las|del|un|una|" +
		"默认的|默认|原来的|以前的"},
	// approxMarkers say the number after them is rounded.
	{&approxMarkers, "about|around|roughly|approximately|approx.|~|≈|nearly|almost|" +
		"aproximadamente|alrededor de|cerca de|unos|unas|casi|约|約|大约|大約|将近|およそ|" +
		"ほぼ|लगभग|करीब|क़रीब"},
	// suggestionWords make a version a recommendation, not a value read:
	// "pinning kubectl 1.29 would be wise", "upgrade to 1.30".
	{&suggestionWords, "would be|should|recommend|suggest|upgrade to|pin|pinning|consider|" +
		"recomiendo|deberías|actualizar a|建议|推荐|升级到|おすすめ|推奨|アップグレード|सुझाव|अपग्रेड"},
	// computeWords say a clause works a value out rather than reading it.
	{&computeWords, "total|sum|average|mean|difference|left|remain|more|less|short|over|under|up |down|combined|overall|per |each|after|before|minus|plus|than|≈|=|×|gap|increase|decrease|saving|save|change|rise|fell|grew|drop|en total|media|promedio|diferencia|quedan|restan|más|menos|por |cada|合计|总共|共|平均|差|剩|多|少|每|合計|平均|差|残り|多い|少な|ずつ|कुल|औसत|अंतर|बाकी|ज़्यादा|कम|प्रति"},
	// The lists of labelTerm, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&labelTermList1, "port|version|versión|puerto|पोर्ट|संस्करण|端口|版本|ポート|バージョン|pid"},
	// The lists of unitInIdent, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&unitInIdentList1, "hour|hora|小时|小時|時間|घंटे|घंटा|h "},
	{&unitInIdentList2, "day|día|dia|天|日間|दिन"},
	// listSeps join the members of a list or the ends of a range of
	// numbers: "lines 42 and 118", "0001 through 0005", "12, 40".
	{&listSeps, "and|or|through|thru|to|-|–|—|,|&|y|o|hasta|और|या|से|和|或|到|至|と|から|、"},
	// The lists of httpCodeAside, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&httpCodeAsideList1, " a | an |http |status | un | una |código "},
	{&httpCodeAsideList2, " error| response| status| errors|エラー| エラー| 错误|错误| एरर"},
}

var _ = splitBars(valuesLists[:])

// generalRange reports whether n is an end of a range neither of whose
// ends is in the results: "files of 100–200 lines are easier to review"
// is advice, not a value of the result. A range the result backs at one
// end is checked at the other.
func (c *check) generalRange(n *num, calls []int) bool {
	// other is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var other func(k int) bool
	other = func(k int) bool {
		return c.rangeWith(n, k) && len(c.nums[k].vals) > 0 && !c.numIn(c.nums[k], calls)
	}
	return other(n.index-1) || other(n.index+1)
}

// durationFirstBytes holds the first byte of every word of durationUnits
// (TestDurationFirstBytes keeps it so).
const durationFirstBytes = "adhmswy\xe0\xe5\xe6\xe7\xe9"

func durationAfter(text string, end int) bool {
	after := strings.TrimLeft(text[end:min(len(text), end+16)], " ")
	// Most numbers stand before no span of time: a first byte no unit
	// word starts with answers before the list is walked.
	if after == "" || strings.IndexByte(durationFirstBytes, after[0]) < 0 {
		return false
	}
	for _, u := range durationUnits {
		if hasPrefix(after, u) {
			return true
		}
	}
	return false
}

// generalDuration reports whether n is a span of time while the results
// state none: "the 15-minute load average" names uptime's window from
// general knowledge; "the job took 15 minutes" over a result that times
// the job is checked as usual.
func (c *check) generalDuration(n *num, calls []int) bool {
	if !durationAfter(c.folded, n.end) && !(n.end < len(c.folded) && c.folded[n.end] == '-' && durationAfter(c.folded, n.end+1)) {
		return false
	}
	for _, ci := range calls {
		call := &c.calls[ci]
		for i := range call.nums {
			if r := &call.nums[i]; durationAfter(call.folded, r.end) || sizeAfterIsTime(call.folded, r.end) {
				return false
			}
		}
	}
	return true
}

// sizeAfterIsTime reports whether a result's number is followed by a
// short time unit (12s, 300ms, 5m, 2h, 3d) or is part of a clock time.
func sizeAfterIsTime(text string, end int) bool {
	if end < len(text) && text[end] == ':' {
		return true
	}
	after := text[end:min(len(text), end+3)]
	for _, u := range sizeAfterIsTimeList1 {
		if hasPrefix(after, u) && (len(after) == len(u) || !isLetterByte(after[len(u)])) {
			return true
		}
	}
	return false
}

// unitKind returns the kind of quantity a number is, by what follows it:
// a percentage, a size, a temperature, or "" for a bare number.
func unitKind(text string, n *num) string {
	if n.percent {
		return "%"
	}
	after := strings.TrimLeft(text[n.end:min(len(text), n.end+6)], " ")
	switch {
	case hasPrefix(after, "°"), hasPrefix(after, "℃"), hasPrefix(after, "℉"):
		return "°"
	case sizeUnit(text, n.end) > 0:
		return "size"
	}
	return ""
}

// sameKind reports whether a number is a quantity of a kind some target
// result states: a percentage where a result has percentages, a size
// where it has sizes.
func (c *check) sameKind(n *num, targets []int) bool {
	k := unitKind(c.folded, n)
	if k == "" {
		return false
	}
	for _, ci := range targets {
		for i := range c.calls[ci].nums {
			if unitKind(c.calls[ci].folded, &c.calls[ci].nums[i]) == k {
				return true
			}
		}
	}
	return false
}

// topical reports whether a clause speaks of what its target calls are
// about: it names a family of theirs ("the disk", "the weather") or a
// word of their tool or arguments ("/data" of df -h /data). "ext4
// reserves 5% for root" is general knowledge beside a df call.
func (c *check) topical(in *info) bool {
	for i, u := range in.uses {
		if in.negated[i] {
			continue
		}
		for _, ci := range in.targets {
			if contains(c.calls[ci].families, u.t.family) {
				return true
			}
		}
	}
	s := c.folded[in.start:in.end]
	for _, ci := range in.targets {
		for _, w := range c.calls[ci].words {
			if wordIn(s, w) {
				return true
			}
		}
	}
	return false
}

// labelled reports whether a number follows a label that makes it an
// identifier or setting (a port, a version, a pid), never the sum or
// ratio of other values: port 9091 is not 9090 + 1.
func (c *check) labelled(n *num) bool {
	before := strings.TrimRight(c.folded[max(0, n.start-16):n.start], " :=#")
	i := strings.LastIndexFunc(before, func(r rune) bool { return !isWordRune(r) || isCJK(r) && !isWordRune(r) })
	w := before[i+1:]
	if w == "" {
		return false
	}
	return labelTerm(w) || hasSuffix(w, "id")
}

func (c *check) hasUse(in *info) bool {
	for i := range in.uses {
		if !in.negated[i] {
			return true
		}
	}
	return false
}

//go:noinline
func (c *check) alreadyFound(typ string, sp span) bool {
	// A repeat comes from the same clause: only the latest findings can
	// be one, which keeps a reply of many findings linear.
	fs := c.rep.Findings
	for _, f := range fs[max(0, len(fs)-64):] {
		if f.Type == typ && f.Start == sp.start && f.End == sp.end {
			return true
		}
	}
	return false
}

// significant reports whether a number is worth checking as a fact: small
// bare integers are mostly structure ("2 options", "in 3 steps"), so they
// count only with a unit, a currency, a percent sign or decimals.
func (c *check) significant(n *num) bool {
	if k := n.index; k >= 0 && c.counted[k] {
		return true // "10 pending orders": a number of things is a claim at any size
	}
	if n.percent || n.dec > 0 || n.vals[0] > 10 || n.vals[0] != math.Trunc(n.vals[0]) {
		return true
	}
	// The hour of a clock time written with two digits and odd minutes
	// ("09:12") states a time as surely as 19:05 does; "9:12" may be a
	// version or a ratio, and "08:00", "08:30" round times of advice or
	// steps of a series worked out from epoch seconds.
	// A clock time with am/pm ("3:00 PM") is a time whatever its digits.
	if c.meridiemClock(n) || c.dayPartClock(n) {
		return true
	}
	if n.end-n.start == 2 && n.end+3 <= len(c.folded) && c.folded[n.end] == ':' && clockPart(c.folded, n.span) {
		if m := c.folded[n.end+1 : n.end+3]; m != "00" && m != "30" {
			return true
		}
	}
	before := c.folded[max(0, n.start-3):n.start]
	after := c.folded[n.end:min(len(c.folded), n.end+4)]
	return strings.ContainsAny(before, "$€£¥₹") || hasPrefix(after, "°") || hasPrefix(after, " °") ||
		hasPrefix(after, "℃") || hasPrefix(after, "度")
}

func (c *check) listMarker(n *num) bool {
	i := n.start
	for i > 0 && (c.masked[i-1] == ' ' || c.masked[i-1] == '\t' || c.masked[i-1] == '#') {
		i--
	}
	if i > 0 && c.masked[i-1] != '\n' {
		return false
	}
	rest := c.masked[n.end:]
	return hasPrefix(rest, ".") || hasPrefix(rest, ")") || hasPrefix(rest, "、") || hasPrefix(rest, "．")
}

// qualifiedNum reports a number a hedge word qualifies ("about 70").
func (c *check) qualifiedNum(in *info, n *num) bool {
	if c.modalAt(in, n.span) {
		return true
	}
	for _, h := range in.hits {
		if h.t.kind == kindOrdinal && h.end <= n.start && n.start-h.end <= 2 && !labelTerm(h.t.text) {
			return true
		}
	}
	return thresholdAfter(c.folded[n.end:min(len(c.folded), n.end+24)])
}

// valueSpan reports whether a number stands alone in a code span as a
// value with at most a unit or a version prefix: `3000ms`, `^18.3.1`,
// `16.4` — a value the reply reads out, unlike `ls -la | head -50`.
func (c *check) valueSpan(n *num) bool {
	open := strings.LastIndexByte(c.folded[max(0, n.start-24):n.start], '`')
	if open < 0 {
		return false
	}
	open += max(0, n.start-24)
	close := strings.IndexByte(c.folded[n.end:min(len(c.folded), n.end+12)], '`')
	if close < 0 {
		return false
	}
	pre := c.folded[open+1 : n.start]
	post := c.folded[n.end : n.end+close]
	if pre != "" && pre != "^" && pre != "~" && pre != "v" && pre != ">=" {
		// postgres:16.4: a name and a tag; the tag is the value.
		if i := strings.LastIndexByte(pre, ':'); i < 0 || i != len(pre)-1 || strings.ContainsAny(pre, " =") {
			return false
		}
	}
	if len(post) > 3 {
		return false
	}
	for i := 0; i < len(post); i++ {
		if !isLetterByte(post[i]) && post[i] != '%' {
			return false
		}
	}
	return true
}

func thresholdAfter(rest string) bool {
	// Skip a unit ("kB", "MB", "ms", "%").
	i := 0
	for i < len(rest) && (rest[i] == ' ' || isLetterByte(rest[i]) || rest[i] == '%') && i < 4 {
		i++
	}
	for _, t := range thresholds {
		if headIs(rest[i:], t) {
			return true
		}
	}
	return false
}

func (c *check) inCitation(s span) bool {
	k := c.citeAfter(s.start)
	return k < len(c.cites) && s.start >= c.cites[k].start && s.end <= c.cites[k].end
}

// citeAfter returns the index of the first citation that ends after pos.
// Citations come from one left-to-right scan and do not overlap, so they
// are sorted by both start and end.
//
//go:noinline
func (c *check) citeAfter(pos int) int {
	return citesEndingAfter(c.cites, pos)
}

func (c *check) inURL(s span) bool {
	k := spansEndingAfter(c.urls, s.start)
	return k < len(c.urls) && s.start >= c.urls[k].start && s.end <= c.urls[k].end
}

// numIn reports whether a number's value is written in one of the calls'
// results, exactly, rounded to the precision the reply used, as a
// percentage or fraction, or scaled by thousands (KB, k).
func (c *check) numIn(n num, calls []int) bool {
	// Whether the reply may drop a sign, asked only of a negative value.
	negState := 0 // 0 unknown, 1 yes, 2 no
	negOK := func() bool {
		if negState == 0 {
			negState = 2
			if n.neg || c.negWordNear(&n) {
				negState = 1
			}
		}
		return negState == 1
	}
	nu := sizeUnit(c.folded, n.end)
	implied := -1 // the unit the call's arguments imply, once asked
	ci := 0
	holds := func(i int) bool {
		r := &c.calls[ci].nums[i]
		if r.glued && !r.version && !gluedRangeEnd(c.calls[ci].folded, c.calls[ci].nums, i, false) {
			return false // a reference range's far end ("(4500-11000)") is a value
		}
		// The value test first, the exclusions after it only for a value
		// that matches: most result numbers match none, and the tests
		// are pure (their caches aside), so the order changes no answer.
		//
		// Scale only across units that differ ("1,536 KB" is
		// "1.5 MB"; a fraction is a percentage): a bare 3 is not
		// 3,000 of anything.
		ru := 0
		if c.calls[ci].sizeUnits() != 1 {
			ru = sizeUnit(c.calls[ci].folded, r.end)
		}
		if ru == 0 && nu > 0 {
			if implied < 0 {
				implied = c.calls[ci].impliedUnit() // `free -m` prints MiB bare
			}
			ru = implied
		}
		match := false
	values:
		for _, rv := range r.vals {
			for _, v := range n.vals {
				if near(v, n.dec, rv) || n.percent && !r.percent && near(v, n.dec, rv*100) || !n.percent && r.percent && near(v, n.dec, rv/100) {
					match = true
					break values
				}
				if nu != ru && (near(v, n.dec, rv*pow(1000, ru-nu)) || near(v, n.dec, rv*pow(1024, ru-nu))) {
					match = true
					break values
				}
			}
		}
		if !match {
			return false
		}
		if clockPart(c.calls[ci].folded, r.span) && !clockPart(c.folded, n.span) {
			return false // 15 minutes is not the hour of 15:10
		}
		if r.inDate && c.countedNum(&n) {
			return false // "14 units on hand" is not the day of 2024-11-14
		}
		if r.neg && !negOK() && !c.calls[ci].debitList() {
			// A dropped minus sign turns a debt into a balance:
			// -342.10 is 342.10 only as "overdrawn by 342.10".
			return false
		}
		return true
	}
	for _, ci = range calls {
		call := &c.calls[ci]
		implied = -1
		// A long reply asks about every call again and again: from the
		// second question on, a call of four numbers or more is searched
		// by value (numInIndexed); measured, the sort pays for itself by
		// then, and a scan of every number per question was 3% of a check.
		call.numIdx.uses++
		searched := false
		if call.numIdx.uses > 1 && len(call.nums) >= 4 {
			if !call.numIdx.built {
				c.buildNumIndex(ci)
			}
			if nu > 0 && call.numIdx.units&1 != 0 && implied < 0 {
				implied = call.impliedUnit()
			}
			var found bool
			if found, searched = c.numInIndexed(&n, ci, nu, implied, holds); found {
				return true
			}
		}
		for i := range call.nums {
			if searched {
				break
			}
			if holds(i) {
				return true
			}
		}
		// Glued numbers (sha256, H2O) still count if the reply repeats
		// them inside the same token.
		if n.digits != "" && len(n.digits) >= 3 && c.resultDigitsIn(ci, n.digits, negOK) {
			return true
		}
	}
	return false
}

// negWordNear reports whether a word of negativity is close to n, on
// n's own line and in its own sentence: "fell" on the line above belongs
// to another value ("Revenue fell 3%.\nCash: 342.10" states a positive
// balance). Of dashes only a minus counts (see minusIn).
func (c *check) negWordNear(n *num) bool {
	lo, hi := max(0, n.start-40), min(len(c.folded), n.end+24)
	if i := afterLastOf(c.folded[lo:n.start], "\n", "。", ". "); i >= 0 {
		lo += i
	}
	if i := firstOf(c.folded[n.end:hi], "\n", "。", ". "); i >= 0 {
		hi = n.end + i
	}
	return minusIn(c.folded[lo:hi]) || c.wordsIn(c.folded[lo:hi], negWords[2:])
}

// minusIn reports whether s holds a minus sign: a dash that opens a
// number ("- 342.10", "-€342.10", "(−5%)"). The hyphens of a date
// ("2025-06-03") or a compound, a list item's dash ("- Cash: 342.10")
// and a dash between words ("10:00 - Budget review") are none.
func minusIn(s string) bool {
	for i := 0; i < len(s); i++ {
		w := 0
		switch {
		case s[i] == '-':
			w = 1
		case s[i] == "−"[0] && hasPrefix(s[i:], "−"):
			// The first byte first: hasPrefix is a call, and s is
			// read a byte at a time.
			w = len("−")
		default:
			continue
		}
		if i > 0 && (isASCIIWordByte(s[i-1]) || s[i-1] == '-') {
			continue // a hyphen inside a word or a date
		}
		rest := strings.TrimLeft(s[i+w:], " $€£¥₹")
		if rest != "" && isDigitByte(rest[0]) && !lineDash(s, i) {
			return true
		}
	}
	return false
}

// lineDash reports whether the dash at s[i] opens its line: a list item.
func lineDash(s string, i int) bool {
	j := i
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	return (j == 0 || s[j-1] == '\n') && i+1 < len(s) && s[i+1] == ' '
}

// valueNegations, right before a number (past the fillers of
// negationFillers), say the reply does not give it as the result's value:
// "port 6380, not the default 6379", "en lugar de los 30 días". After a
// number, ではなく and नहीं do the same.
var (
	valueNegationsAfter = []string{"ではなく", "じゃなく", "नहीं"}
)

// negatedValue reports whether the reply itself says n is not the value:
// a negation right before it, with only articles and words such as
// "default" between, or ではなく / नहीं right after it (past a unit).
func (c *check) negatedValue(in *info, n *num) bool {
	w := strings.TrimRight(c.folded[max(in.start, n.start-40):n.start], " (")
	for trimmed := true; trimmed; {
		trimmed = false
		for _, f := range c.heldWords(negationFillers) {
			if tailIs(w, f) && (len(w) == len(f) || !isASCIIWordByte(w[len(w)-len(f)-1]) || f[0] >= 0x80) {
				w, trimmed = strings.TrimRight(w[:len(w)-len(f)], " "), true
				break
			}
		}
	}
	for _, neg := range c.heldWords(valueNegations) {
		if tailIs(w, neg) && (len(w) == len(neg) || neg[0] >= 0x80 || !isASCIIWordByte(w[len(w)-len(neg)-1])) {
			return true
		}
	}
	after := c.folded[n.end:min(in.end, n.end+24)]
	after = strings.TrimLeft(after, " ")
	for i := 0; i < len(after) && i < 8 && (after[i] >= 'a' && after[i] <= 'z' || after[i] == '%' || after[i] == ' '); i++ {
		if i == len(after)-1 || !(after[i+1] >= 'a' && after[i+1] <= 'z' || after[i+1] == '%' || after[i+1] == ' ') {
			after = strings.TrimLeft(after[i+1:], " ")
			break
		}
	}
	for _, neg := range c.heldWords(valueNegationsAfter) {
		if headIs(after, neg) {
			return true
		}
	}
	return false
}

func isASCIIWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_'
}

// wordNear reports whether one of words stands within before bytes
// before n or after bytes after it.
//
//go:noinline
func (c *check) wordNear(n *num, before, after int, words []string) bool {
	return c.wordsIn(c.folded[max(0, n.start-before):min(len(c.folded), n.end+after)], words)
}

// wordsIn reports whether s, a part of the folded reply, holds one of
// words.
func (c *check) wordsIn(s string, words []string) bool {
	for _, w := range c.heldWords(words) {
		if hasSubstr(s, w) {
			return true
		}
	}
	return false
}

// approxIn reports whether a number marked as approximate ("约 1.9 GB",
// "about 11 GB") is within 10% of a result value or of the total of the
// results' sized values, in the same unit.
func (c *check) approxIn(n *num, calls []int) bool {
	before := strings.TrimRight(c.folded[max(0, n.start-16):n.start], " ")
	if !hasSuffixAny(before, c.heldWords(approxMarkers)) || len(n.vals) == 0 {
		return false
	}
	nu := sizeUnit(c.folded, n.end)
	v := n.vals[0] * pow(1000, nu)
	close := func(x float64) bool { return x != 0 && math.Abs(v-x) <= 0.1*math.Abs(x) }
	total := 0.0
	for _, ci := range calls {
		for _, r := range c.calls[ci].nums {
			if r.glued || len(r.vals) == 0 {
				continue
			}
			ru := sizeUnit(c.calls[ci].folded, r.end)
			x := r.vals[0] * pow(1000, ru)
			if close(x) || n.percent && !r.percent && x > 0 && x <= 1.5 && r.dec >= 2 && close(x*100) {
				return true // "about 88%" of a ratio of 0.868 too
			}
			if ru > 0 {
				total += x
			}
		}
	}
	return nu > 0 && close(total)
}

// sizeUnit returns the power of the size unit after a number: 1 for
// K/KB/KiB, 2 for M, 3 for G, 4 for T, 0 for none.
func sizeUnit(text string, end int) int {
	rest := text[end:]
	rest = strings.TrimPrefix(rest, " ")
	if rest == "" {
		return 0
	}
	p := strings.IndexByte("kmgt", rest[0]) + 1
	if p == 0 {
		return 0
	}
	rest = rest[1:]
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "i"), "b")
	if rest != "" && isLetterByte(rest[0]) {
		return 0 // a word: "km", "go", "total"
	}
	return p
}

//go:noinline
func (c *check) suggestionAt(in *info, sp span) bool {
	return c.wordsIn(c.folded[in.start:in.end], suggestionWords)
}

// impliedUnit returns the size unit (1 k, 2 M, 3 G) a command's flags,
// in its lowercased arguments a, give its bare numbers: `free -m`,
// `df -k`, `du -g`; 0 when none.
func impliedUnit(a string) int {
	for _, f := range []struct {
		flag string
		unit int
	}{{" -k", 1}, {" --kilo", 1}, {" --kibi", 1}, {" -m", 2}, {" --mega", 2}, {" --mebi", 2}, {" -g", 3}, {" --giga", 3}, {" --gibi", 3}} {
		if i := indexSubstr(a, f.flag); i >= 0 {
			if j := i + len(f.flag); j == len(a) || !isLetterByte(a[j]) {
				return f.unit
			}
		}
	}
	return 0
}

// pow is math.Pow(b, e). The powers of 1000 and 1024 that unit scaling
// asks for (numIn, for
// every result number in another unit) come from a table: math.Pow was a
// hundredth of a check. They are math.Pow's own values (TestPowTable).
func pow(b float64, e int) float64 {
	if e >= -4 && e <= 4 {
		switch b {
		case 1000:
			return pow1000[e+4]
		case 1024:
			return pow1024[e+4]
		}
	}
	return math.Pow(b, float64(e))
}

// pow1000 and pow1024 are 1000^e and 1024^e for e from -4 to 4: exact,
// or the double nearest to the power (constants, never written).
var (
	pow1000 = [9]float64{1e-12, 1e-9, 1e-6, 1e-3, 1, 1e3, 1e6, 1e9, 1e12}
	pow1024 = [9]float64{1.0 / (1 << 40), 1.0 / (1 << 30), 1.0 / (1 << 20), 1.0 / (1 << 10), 1, 1 << 10, 1 << 20, 1 << 30, 1 << 40}
)

// digitsIn reports whether digits occur in s not as part of a longer
// number: 4821 is not in 48213, and whole digits are not in a decimal
// (152 is not in 152.6: a value cut off at its point misrounds it).
func digitsIn(s, digits string, signOK func() bool) bool {
	for i := 0; ; {
		j := indexSubstr(s[i:], digits)
		if j < 0 {
			return false
		}
		st, en := i+j, i+j+len(digits)
		negative := st >= 1 && s[st-1] == '-' && (st == 1 || !isWordRune(rune(s[st-2])))
		if (st == 0 || !isDigitByte(s[st-1])) && (en == len(s) || !isDigitByte(s[en])) && !(negative && !signOK()) && !decimalAfter(s, en, digits) {
			return true
		}
		i = st + 1
	}
}

// decimalAfter reports whether whole digits (no point of their own) end
// at en of s where a decimal point and a digit follow: "1548" in "1548.7"
// is the decimal cut short, no value the result holds. A dotted date or
// address ("2031.05.02", "10.0.0.1") is no decimal: its parts stay held.
func decimalAfter(s string, en int, digits string) bool {
	if en+1 >= len(s) || s[en] != '.' || !isDigitByte(s[en+1]) || indexByte(digits, '.') >= 0 {
		return false
	}
	k := en + 1
	for k < len(s) && isDigitByte(s[k]) {
		k++
	}
	return k+1 >= len(s) || s[k] != '.' || !isDigitByte(s[k+1])
}

// readNotWorked reports whether a number is stated as read from a result
// rather than worked out: the result gives a value followed by the same
// word ("ninety (90) days' notice"), and the clause has no word of
// arithmetic. Such a number must be in the result itself: 60 days is no
// 90 − 30 of two clauses.
func (c *check) readNotWorked(in *info, n *num) bool {
	w := nextWord(c.folded[n.end:min(len(c.folded), n.end+24)])
	if len(w) < 3 || !isLetterByte(w[0]) {
		return false
	}
	if c.wordsIn(c.folded[in.start:in.end], computeWords) {
		return false
	}
	for _, ci := range in.targets {
		if c.calls[ci].unitWords()[w] {
			return true
		}
	}
	return false
}

// unitWords returns the words the result writes right after its values
// (past spaces and a closing bracket), found once per call: readNotWorked
// asks per number.
func (ci *callInfo) unitWords() map[string]bool {
	if ci.unitWordsDone {
		return ci.unitWordSet
	}
	ci.unitWordsDone = true
	r := ci.folded
	for _, x := range ci.nums {
		if x.glued || x.inDate || len(x.vals) == 0 {
			continue
		}
		rest := strings.TrimLeft(trimPrefix(strings.TrimLeft(r[x.end:min(len(r), x.end+8)], " "), ")"), " ")
		if w := nextWord(rest); w != "" {
			if ci.unitWordSet == nil {
				ci.unitWordSet = map[string]bool{}
			}
			ci.unitWordSet[w] = true
		}
	}
	return ci.unitWordSet
}

// oneCallTurn reports whether the turn made exactly one call and it
// succeeded: what the reply states, it states about that result (its
// general knowledge is marked as such, or hedged).
func (c *check) oneCallTurn() bool {
	return len(c.calls) == 1 && c.calls[0].ok
}

// mentionsResult reports whether a clause names something distinctive of
// a call's result: a token of five or more characters with a digit or a
// capital in the reply ("c83f0d7", "Urbana E200", "CrashLoopBackOff") that
// the result holds as a word. Such a clause reports that result even when
// it cites no receipt.
func (c *check) mentionsResult(in *info, ci int) bool {
	s := c.masked[in.start:in.end]
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !isWordRune(r) && r != '-' && r != '.' }) {
		w = strings.Trim(w, ".-")
		if len(w) < 5 || !hasLetter(w) {
			continue
		}
		distinct := hasDigit(w) || strings.IndexFunc(w[1:], unicode.IsUpper) >= 0
		if distinct && c.wordInCall(ci, strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// gluedIn reports whether a number written after a word ("Form 16",
// "Form 26AS") is glued to that word in a result ("Form16_FY2023-24.pdf").
func (c *check) gluedIn(n *num, calls []int) bool {
	before := strings.TrimRight(c.folded[max(0, n.start-16):n.start], " ")
	j := len(before)
	for j > 0 && isLetterByte(before[j-1]) {
		j--
	}
	word := before[j:]
	if len(word) < 2 {
		return false
	}
	tail := ""
	for k := n.end; k < len(c.folded) && k < n.end+4 && isLetterByte(c.folded[k]); k++ {
		tail += string(c.folded[k])
	}
	key := word + c.folded[n.start:n.end] + tail
	for _, ci := range calls {
		if hasSubstr(c.calls[ci].folded, key) {
			return true
		}
	}
	return false
}

// inFailedResult reports whether a number is written in the error text
// of a call that did not succeed: "the AQ service returned HTTP 503"
// reports the failure honestly.
func (c *check) inFailedResult(n *num) bool {
	for ci := range c.calls {
		// Digits have no case; "timed out after 120s" gives 120 with
		// its unit glued on.
		if !c.calls[ci].ok && n.digits != "" && (wordIn(c.calls[ci].Result, n.digits) || unitGlued(c.calls[ci].Result, n.digits)) {
			return true
		}
	}
	return false
}

// fieldGroups returns, for a JSON result, the numbers of each key that
// occurs at least twice ("high_c" in every day of a forecast), computed
// once; nil for other results.
func (ci *callInfo) fieldGroups() []column {
	if ci.groups != nil || ci.groupsDone {
		return ci.groups
	}
	ci.groupsDone = true
	t := strings.TrimSpace(ci.Result)
	if !hasPrefix(t, "{") && !hasPrefix(t, "[") {
		return nil
	}
	byKey := map[string]*column{}
	var order []string
	for _, r := range ci.nums {
		if r.glued || r.inDate || len(r.vals) == 0 {
			continue
		}
		// The key is the quoted name right before the number: "high_c": 28.
		before := strings.TrimRight(ci.folded[max(0, r.start-40):r.start], " \t")
		if r.neg {
			before = trimSuffix(before, "-")
		}
		if !hasSuffix(before, ":") {
			continue
		}
		before = strings.TrimRight(trimSuffix(before, ":"), " ")
		if !hasSuffix(before, `"`) {
			continue
		}
		q := lastIndexByte(before[:len(before)-1], '"')
		if q < 0 {
			continue
		}
		key := before[q+1 : len(before)-1]
		col := byKey[key]
		if col == nil {
			col = &column{}
			byKey[key] = col
			order = append(order, key)
		}
		v := r.vals[0]
		if r.neg {
			v = -v
		}
		if col.n < 64 {
			col.sum += v
			col.n++
			col.vals = append(col.vals, v)
		}
	}
	for _, k := range order {
		if byKey[k].n >= 2 {
			ci.groups = append(ci.groups, *byKey[k])
		}
	}
	return ci.groups
}

// A column is the numbers at one position of each line of a result: the
// second number of every row of a table, say.
type column struct {
	sum  float64
	n    int
	vals []float64
}

// columns returns the result's columns, counted from the start of each
// line and from its end, computed once. At most 16 of each, and 64 values
// a column, so that a long result costs a bounded amount.
func (ci *callInfo) columns() []column {
	if ci.cols != nil {
		return ci.cols
	}
	if cols, ok := ci.csvColumns(); ok {
		ci.cols = cols
		return ci.cols
	}
	var fromStart, fromEnd [16]column
	line := make([]float64, 0, 16)
	// flush is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var flush func()
	flush = func() {
		for k, v := range line {
			if k < 16 && fromStart[k].n < 64 {
				fromStart[k].sum += v
				fromStart[k].n++
				fromStart[k].vals = append(fromStart[k].vals, v)
			}
			if e := len(line) - 1 - k; e < 16 && fromEnd[e].n < 64 {
				fromEnd[e].sum += v
				fromEnd[e].n++
				fromEnd[e].vals = append(fromEnd[e].vals, v)
			}
		}
		line = line[:0]
	}
	at := 0
	for _, r := range ci.nums {
		if nl := strings.Count(ci.folded[at:r.start], "\n"); nl > 0 {
			flush()
		}
		at = r.start
		// psql's "(7 rows)" footer counts the rows; it is no cell.
		if hasPrefix(ci.folded[r.end:], " row)") || hasPrefix(ci.folded[r.end:], " rows)") {
			continue
		}
		if !r.glued && !r.inDate && len(r.vals) > 0 {
			line = append(line, r.vals[0])
		}
	}
	flush()
	ci.cols = make([]column, 0, 8)
	for _, set := range [][16]column{fromStart, fromEnd} {
		for _, col := range set {
			if col.n >= 2 {
				ci.cols = append(ci.cols, col)
			}
		}
	}
	return ci.cols
}

// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) inRequest(v float64) bool {
	for _, r := range c.reqNums {
		for _, rv := range r.vals {
			if rv == v {
				return true
			}
		}
	}
	return false
}

// inArgNums reports whether a number is one of the calls' arguments: the
// order id the model asked the API about is not a claim about its output.
func (c *check) inArgNums(n *num) bool {
	if c.countedNum(n) && c.dateOnlyInArgs(n) {
		return false // "14 units" is not the day of a "date": "2024-11-14" argument
	}
	for _, a := range c.argNums {
		for _, av := range a.vals {
			for _, v := range n.vals {
				if av == v {
					return true
				}
			}
		}
	}
	return false
}

func isDigitByte(b byte) bool { return '0' <= b && b <= '9' }

// inRequestNum reports whether a reading of n is a number of the request.
// Kept a call, not inlined into its ten callers, for the release binary's
// size budget (see callFinding).
//
//go:noinline
func (c *check) inRequestNum(n *num) bool {
	for _, v := range n.vals {
		if c.inRequest(v) {
			return true
		}
	}
	return false
}

func (c *check) textIn(t string, calls []int) bool {
	t = normSpace(t)
	for _, ci := range calls {
		if c.calls[ci].spacedIdx.substrIn(c.calls[ci].spacedResult(), t) {
			return true
		}
	}
	return false
}

func (c *check) inArgs(t string) bool {
	for i := range c.calls {
		if c.calls[i].lowArgIdx.substrIn(c.calls[i].lowerArgs(), t) {
			return true
		}
	}
	return false
}

func normSpace(s string) string {
	if !hasAnyRune(s, "\n\t  ") {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

// commandLine reports whether a code span is a command to run (`kubectl
// rollout undo … --to-revision=14`): a command name and arguments, which
// the reply offers rather than quotes from a result.
func commandLine(q string) bool {
	var f [3]string
	if leadingFields(q, f[:]) < 3 || commandName(f[0]) == "" || hasAnyRune(f[0], "=:") || hasPrefix(f[1], "=") || hasPrefix(f[1], ":") {
		return false // `port = 9443`, `max_connections: 100`: a setting
	}
	return true
}

// lineWindow bounds how far the line-oriented checks look for a line's
// ends: on a reply that is one long line they would otherwise scan it
// from every number, quadratic on a 1 MB reply.
const lineWindow = 1024

// labelTerm reports whether an ordinal-list term labels a value that is
// itself a fact (a port, a version), rather than a position.
func labelTerm(t string) bool {
	for _, l := range labelTermList1 {
		if hasSubstr(t, l) {
			return true
		}
	}
	return false
}

func letterWords(ws []string) bool {
	for _, w := range ws {
		for _, r := range w {
			if !isWordRune(r) && r != '-' && r != '\'' {
				return false
			}
		}
	}
	return true
}

func (c *check) overlapsCitation(s span) bool {
	k := c.citeAfter(s.start)
	return k < len(c.cites) && c.cites[k].start < s.end
}

// unitInIdent reports a span of time the results name inside an
// identifier: "24 小时涨了 2.14%" reads change_24h_pct, "past 7 days"
// reads a field last_7d.
func (c *check) unitInIdent(n *num, calls []int) bool {
	if n.dec != 0 || n.neg {
		return false
	}
	// "a 30-day supply" hyphenates the unit.
	after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+12)], " -")
	unit := ""
	switch {
	case hasPrefixAny(after, unitInIdentList1):
		unit = "h"
	case hasPrefixAny(after, unitInIdentList2):
		unit = "d"
	default:
		return false
	}
	key := c.folded[n.start:n.end] + unit
	for _, ci := range calls {
		f := c.calls[ci].folded
		for st := indexFrom(f, key, 0); st >= 0; st = indexFrom(f, key, st+1) {
			en := st + len(key)
			// The unit may be spelt out in the key: copay_30day.
			if (st == 0 || !isDigitByte(f[st-1]) && f[st-1] != '.') && (en == len(f) || !isLetterByte(f[en]) || unitRest(f[en:], unit)) {
				return true
			}
		}
	}
	return false
}

// writeOnly reports whether every target of the clause is a write call.
// What a reply writes to a file it worked out from what it read: a clause
// tied to the write (by its receipt) states figures derived from the
// turn's reads ("436,000 for the quarter" over a CSV, with the summary's
// receipt), and the write's own result ("wrote 172 bytes") holds none.
func (c *check) writeOnly(in *info) bool {
	for _, ci := range in.targets {
		if !contains(c.calls[ci].families, famWrite) {
			return false
		}
	}
	return len(in.targets) > 0
}

// unitGlued reports whether digits stand in s as a number with a short
// time unit glued on (120s, 300ms, 5m, 2h): an error message's
// "timed out after 120s" states the 120 seconds a reply repeats.
func unitGlued(s, digits string) bool {
	for i := 0; ; {
		j := indexSubstr(s[i:], digits)
		if j < 0 {
			return false
		}
		st, en := i+j, i+j+len(digits)
		i = st + 1
		if (st == 0 || !isDigitByte(s[st-1]) && !isLetterByte(s[st-1]) && s[st-1] != '.') && en < len(s) && sizeAfterIsTime(s, en) && s[en] != ':' {
			return true
		}
	}
}

// unitRest reports whether rest, right after "<n><unit letter>" in a
// key, completes the unit's word: the "ay" of 30day, the "our" of 24hour,
// followed by a non-letter.
func unitRest(rest, unit string) bool {
	var tails []string
	switch unit {
	case "d":
		tails = []string{"ay", "ays"}
	case "h":
		tails = []string{"r", "rs", "our", "ours"}
	}
	for _, t := range tails {
		if hasPrefix(rest, t) && (len(rest) == len(t) || !isLetterByte(rest[len(t)])) {
			return true
		}
	}
	return false
}

// listedNum reports whether a number is a member of a list or range of
// numbers in the reply: such a clause speaks of several rows of a result
// ("two in session.py (lines 42 and 118), one in oauth.py"), so a number
// on another row than the one a token names is no slip between rows.
func (c *check) listedNum(n *num) bool {
	// joined is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var joined func(a, b *num) bool
	joined = func(a, b *num) bool {
		if b.start < a.end || b.start-a.end > 10 || len(a.vals) == 0 || len(b.vals) == 0 {
			return false
		}
		gap := strings.TrimSpace(c.folded[a.end:b.start])
		for _, s := range listSeps {
			if gap == s {
				return true
			}
		}
		return false
	}
	k := n.index
	if k < 0 || k >= len(c.nums) {
		return false
	}
	return k > 0 && joined(&c.nums[k-1], n) || k+1 < len(c.nums) && joined(n, &c.nums[k+1])
}

// failedAttempt reports whether a clause tells of a call that failed
// ("I tried to check Japan's Ministry of Foreign Affairs visa page"): the
// names in it say what the agent tried to reach, not what a result
// holds. Only when some call of the turn did fail.
func (c *check) failedAttempt(in *info) bool {
	if !in.fail {
		return false
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			return true
		}
	}
	return false
}

// countedNum reports whether the reply's number counts things ("14
// units on hand", a count claim): a part of a result's date
// (2024-11-14) never backs such a number, which a reply states with a
// plural noun after it where a day is written with a month.
func (c *check) countedNum(n *num) bool {
	if n.index >= 0 && c.counted[n.index] {
		return true
	}
	// A plural noun after it: "14 units", "14 items".
	if n.end+1 >= len(c.folded) || c.folded[n.end] != ' ' {
		return false
	}
	j := n.end + 1
	for j < len(c.folded) && j < n.end+16 && isLetterByte(c.folded[j]) {
		j++
	}
	return j-n.end-1 >= 4 && c.folded[j-1] == 's' && (j == len(c.folded) || !isLetterByte(c.folded[j]))
}

// reqNumWords are the number words one to ten a request may count with,
// per language: "las tres tareas que te dije", "my three tasks".
var reqNumWords = [11][]string{
	1:  {"one", "uno", "una", "एक"},
	2:  {"two", "dos", "दो", "两个", "二つ", "2つ"},
	3:  {"three", "tres", "तीन", "三个", "三件", "三つ", "3つ"},
	4:  {"four", "cuatro", "चार", "四个", "四件", "四つ"},
	5:  {"five", "cinco", "पांच", "पाँच", "五个", "五件", "五つ"},
	6:  {"six", "seis", "छह", "六个", "六つ"},
	7:  {"seven", "siete", "सात", "七个", "七つ"},
	8:  {"eight", "ocho", "आठ", "八个", "八つ"},
	9:  {"nine", "nueve", "नौ", "九个", "九つ"},
	10: {"ten", "diez", "दस", "十个", "十件"},
}

// requestNumWord reports whether the whole number v, from two to ten, is
// one the request gives in words: repeating the user's own count ("crea
// TODO.md con tus 3 tareas" after "las tres tareas que te dije") is not a
// value of a result. One is left out: "una", "एक" are articles too.
func (c *check) requestNumWord(v float64) bool {
	if v < 2 || v > 10 || v != math.Trunc(v) {
		return false
	}
	// The answer depends on v and the request alone: asked of every
	// small number of the reply, it is worked out once per v.
	if m := c.reqNumWordMemo[int(v)]; m != 0 {
		return m == 1
	}
	held := c.requestNamesNum(int(v))
	c.reqNumWordMemo[int(v)] = 2
	if held {
		c.reqNumWordMemo[int(v)] = 1
	}
	return held
}

// requestNamesNum reports whether the request writes v (2 to 10) as a
// word (see requestNumWord).
func (c *check) requestNamesNum(v int) bool {
	for _, w := range reqNumWords[v] {
		for at := 0; ; {
			i := indexSubstr(c.request[at:], w)
			if i < 0 {
				break
			}
			p := at + i
			at = p + len(w)
			before, _ := utf8.DecodeLastRuneInString(c.request[:p])
			after, _ := decodeRuneAt(c.request[at:])
			first, _ := decodeRuneAt(w)
			if w == "दो" && hindiGiveVerb(c.request[at:]) {
				continue // "लिस्ट दो," (give me the list): the verb, not 2
			}
			if isCJK(first) || !wordPart(before) && (!wordPart(after) || isCJK(after)) {
				return true // not "दोनों" (both), "someone", "unas"
			}
		}
	}
	return false
}

// hindiGiveVerb reports whether the text after a "दो" closes its clause:
// Hindi puts the verb last, so "लिस्ट दो, …" and "बता दो।" are the
// imperative of देना (give), while the number comes before its noun
// ("दो रिचार्ज").
func hindiGiveVerb(after string) bool {
	after = strings.TrimLeft(after, " ")
	if after == "" {
		return true
	}
	r, _ := decodeRuneAt(after)
	return hasRune(",।?!.;:", r)
}

// wordPart reports whether r continues a word: a letter or a combining
// mark (the vowel signs of Devanagari).
func wordPart(r rune) bool {
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r))
}

// summaryClause reports whether the clause's numbers of two or more
// digits come from three or more lines of the result, each from one line only: "214 tests en 31
// suites, todos pasan (18,4 s)" sums up the Tests, Test Suites and Time
// lines of a test run, and is no slip from one row to another. At most 8
// numbers are read.
func (c *check) summaryClause(in *info, ci int, lines []string) bool {
	var at [3]int
	k, read := 0, 0
	for j := in.numLo; j < in.numHi && k < len(at) && read < 8; j++ {
		n := &c.nums[j]
		if n.start < in.start || n.end > in.end || n.glued || n.inDate || len(n.vals) == 0 || len(n.digits) < 2 {
			continue
		}
		read++
		// The one line the number is on; a number on several lines (a
		// shared date part, a small count) tells nothing.
		line := -1
		for _, form := range numberForms(n) {
			if line = c.wordLine(ci, lines, form); line != -1 {
				break
			}
		}
		if line < 0 {
			continue
		}
		seen := false
		for _, x := range at[:k] {
			seen = seen || x == line
		}
		if !seen {
			at[k] = line
			k++
		}
	}
	return k >= 3
}

// httpCodeAside reports an HTTP error status named as a kind of
// response ("anything bigger gets a 413", "devuelve un 404", "a 429
// error") in a turn where no call made a request or printed a status:
// the reply explains what a server would answer, from knowledge of the
// protocol, not a value some result holds. A turn with an HTTP call
// keeps its codes checked.
func (c *check) httpCodeAside(n *num) bool {
	if !isInt(n) || len(n.vals) == 0 || n.vals[0] < 400 || n.vals[0] > 599 || len(n.digits) != 3 {
		return false
	}
	before := c.folded[max(0, n.start-8):n.start]
	after := c.folded[n.end:min(len(c.folded), n.end+10)]
	named := false
	for _, p := range httpCodeAsideList1 {
		named = named || hasSuffix(before, p)
	}
	for _, p := range httpCodeAsideList2 {
		named = named || hasPrefix(after, p)
	}
	if !named {
		return false
	}
	for ci := range c.calls {
		call := &c.calls[ci]
		s := call.lowerToolArgs()
		if hasSubstr(s, "http") || hasSubstr(s, "curl") || hasSubstr(s, "fetch") || hasSubstr(s, "request") || hasSubstr(s, "api") ||
			hasSubstr(call.folded, "status") || hasSubstr(call.folded, "http/") {
			return false
		}
	}
	return true
}
