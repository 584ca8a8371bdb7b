package verify

import (
	"slices"
	"sort"
	"strings"
	"unsafe"

	"github.com/pramana-dev/pramana/receipt"
)

// A callInfo is a call of the record with what the checks derive from it,
// computed once per Check.
type callInfo struct {
	Call
	ok         bool
	families   []string
	folded     string // folded result, for text look-ups
	nums       []num
	dates      []date
	lines      int      // non-empty lines of the result
	anchors    []string // distinctive words of the arguments: the file, host, ticker or city the call was about
	actions    []string // action classes the tool and arguments perform (see callActions)
	words      []string // appendArgWords of the tool name and arguments
	cols       []column // see columns; nil until first asked
	groups     []column // see fieldGroups
	groupsDone bool
	rlines     []string // see resultLines
	linesDone  bool
	// timed marks the result lines (of at most 200, up to 200 bytes)
	// that hold a clock time, once timedDone (see namedTimeLine).
	timed     [4]uint64
	timedDone bool
	// rowHours are the earliest and latest row hours, once rowHoursDone
	// (see rowHourRange).
	rowHours     [2]int8
	rowHoursDone bool
	// qtys are the quantities the result marks, once qtyDone (see
	// markedQuantities).
	qtys       [16]float64
	nqty       int
	qtyDone    bool
	bad        []subjectStatus // see badSubjects; nil until first asked
	names      int8            // see hasNames: 0 unknown, 1 yes, 2 no
	rows       []row           // see keyedRows; nil until first asked
	debits     int8            // see debitList: 0 unknown, 1 yes, 2 no
	pcts       int8            // see pctFields: 0 unknown, 1 yes, 2 no
	idents     []ident         // see identifiers; nil until first asked
	identsDone bool
	slips      []slipTok // see slipTokens; nil until first asked
	slipRunes  []rune    // the runes of slips
	slipDone   bool
	knames     []keyedName // see keyedNames
	knamesDone bool
	cells      []string // see namingCells
	cellsDone  bool
	stItems    []statusItem // see statusItems; nil until first asked
	fnums      []fieldNum   // see fieldNums; nil until first asked
	objs       *keyedObjs   // see objRows
	objsDone   bool
	tab        *keyedObjs // see tableObjs
	quoteText  []rune     // see elidedQuote; nil until first asked
	tabDone    bool
	zone       string // see ownZone
	zoneDone   bool
	heads      []string // see statementHeads
	headsDone  bool
	ids        []string // see recordIDs
	idsDone    bool

	// caches of the value rules: compact dates, time slots, section
	// counts and strict bounds of the result
	compactDateList []date    // see scanCompactValues
	slotGaps        []int     // see scanCompactValues
	compactDone     bool      // compactDateList and slotGaps computed
	durs            []float64 // see resultDurations
	dursDone        bool
	sectionList     []int // see sectionCounts
	sectionsDone    bool
	boundList       []int // see strictBounds
	boundsDone      bool
	numIdx          numIndex      // see numIn
	digitRuns       digitRunIndex // see resultDigitsIn
	digitSigs       []digitSig    // see transposedOf; nil until first asked
	digitSigsDone   bool
	keyLineList     []keyLine // see keyLines
	keyLinesDone    bool
	statusSum       float64 // see statusTotal
	statusTerms     int
	statusDone      bool
	anchorAt        []span // see anchorReach
	anchorsDone     bool
	texts           callTexts // see spacedResult, foldedArgs, lowerArgs
	gloss           []int     // see nameConcepts
	glossDone       bool

	rowVals      *rowIndex  // see rowValues
	recVals      *rowIndex  // see recordValues
	keyCountList []keyCount // see keyCounts; nil until computed
	fieldRowsOf  *fieldRows // see rowFields
	fieldsDone   bool
	unitTab      *unitTable // see unitTableOf
	unitTabDone  bool
	kvFields     []fieldNum // see lineFields
	kvDone       bool

	// caches of the absence check, read once per call rather than per
	// clause (see absence_part.go, absence_excused.go, absence_zero_word.go)
	nullWords  []string // see nullFieldWords
	nullDone   bool
	zeroWords  []string // see zeroRowWords
	zeroDone   bool
	aligned    int8       // see alignedTable: 0 unread, 1 a space-aligned table, -1 not one
	noneWords  []noneWord // see resultNoneWords
	noneDone   bool
	cjkNone    []string // see cjkNoneNouns
	cjkNoneOK  bool
	problem    string // see resultProblem
	problemOK  bool
	header     int8     // see headerOnlyTargets: 0 unknown, 1 yes, 2 no
	argVals    []string // see argValues
	argValsOK  bool
	levels     []int8 // see lineLevels
	levelsOK   bool
	oneValue   int8 // see singleValue: 0 unknown, 1 one value, 2 none or several
	oneValueOf float64
	listed2    [2]uint64 // see listedTwoDigit: bit v of the two-digit numbers listed without spaces
	listed2OK  bool
	diffVals   []float64 // see diffValues
	diffDone   bool
	jsonVal    any // see resultJSON
	jsonOK     bool
	jsonDone   bool
	// alike caches rowAlike of each result line with line alikeNamed
	// (see rowAlikeNamed): 0 unknown, 1 yes, 2 no.
	alike      []int8
	alikeNamed int
	// caches of the count rules (see listItems, callFiles, nounLinesOf,
	// namedRows)
	firstIntSet              [2]map[float64]bool // see firstInts: with clock parts, without
	firstIntsDone            [2]bool
	firstVals                []int32 // see firstValues
	firstValsDone            bool
	unitWordSet              map[string]bool // see unitWords
	unitWordsDone            bool
	failAnchors              []string // see failedArgAnchors
	failAnchorsDone          bool
	flagCounts               []int // see flaggedCounts
	flagCountsDone           bool
	namedRowsDone            bool
	namedRowNames, namedRowN int
	listDone, listOK         bool
	listN, listComments      int
	filesDone                bool
	filesN                   int
	nounLineMemo             map[string]int
	// resIdx, argIdx, foldIdx, spacedIdx and lowArgIdx index a long
	// result, long folded arguments, long arguments ASCII case aside, the
	// result with its spaces made one and the lowered arguments, asked
	// often (see word_index.go).
	resIdx, argIdx, foldIdx, spacedIdx, lowArgIdx textIndex
	// roles and rolesDone cache roleLeaves of the result: see callRoles.
	roles     []roleLeaf
	rolesDone bool

	// caches of the count rules (cnt20)
	rowsAlike   int8       // see firstLineIsRow: 0 unknown, 1 yes, 2 no
	units       []unitOf   // see resultUnits
	unitsDone   bool       // units computed
	ints        []intField // see intFields
	intsDone    bool       // ints computed
	lineInts    []intField // see lineIntFields
	lineIntsOK  bool       // lineInts computed
	rowNameList []string   // see rowNames
	namesDone   bool       // rowNameList computed
}

// A cited receipt token in the reply and the call it verified to (-1 when
// it did not verify).
type citation struct {
	span
	call int
}

// A check is the state of one Check call.
type check struct {
	// slipCR and slipOffs hold a clause's runes and their offsets for
	// checkValueSlips, reused from clause to clause.
	slipCR     []rune
	slipOffs   []int
	slipStarts []int // where slipCR's words of ASCII letters start
	// ownPassages caches ownPassageElsewhere by call and cited calls
	// (misattributed_uncited.go): asked per clause, it reads every passage.
	ownPassages map[ownPassageKey][2]int
	// otherFiles caches otherFileWords once otherFilesRead is set
	// (denial_other_file.go).
	otherFiles     []string
	otherFilesRead bool
	// lineElsewhere caches checkLineMix's elsewhere (entities.go).
	lineElsewhere map[lineElsewhereQ]bool
	// lineCols caches lineColumnOf (line_value_bound.go).
	lineCols map[lineColumnQ]int
	// labelCodes caches labelledCodeOf (idents.go).
	labelCodes map[labelledCodeQ]string
	// glossSeen and glossIn cache glossHeld by call and concept (bit k of
	// a call's two words; denial_name_gloss.go): asked per denial, it reads
	// the call's arguments and result head.
	glossSeen, glossIn [][2]uint64
	evt                eventTimes // the turn's result clock times, computed once (see clock_event.go)
	// quotedCall is 1 + the ok call whose result states values the reply
	// gives, 0 for none, once quotedDone (see denial_quoted_values.go).
	quotedCall int
	quotedDone bool
	// figCall is 1 + the ok call whose result holds the reply's figures,
	// 0 for none, once figDone (see denial_estimated.go).
	figCall     int
	figDone     bool
	reply       string
	masked      string // reply with the claims block and receipt tokens blanked out, same length
	tokens      []receipt.Token
	folded      string
	rec         Record
	gramsDone   bool   // buf.grams holds the windows of folded
	excl        []span // see excludes: every exclusionWords match in folded, by start
	exclDone    bool
	heads       []span // see heading: the lines that start with "#", by start
	headsDone   bool
	reqNoun     string // see requestCountNoun: the noun the request asks to count
	openEnd     int    // see openingEnd
	openEndOK   bool
	reqNounDone bool
	reqWhich    bool // reqNoun is the words after 哪些 (see zhWhichNoun)
	rep         Report

	// demoOnly: checkCounts reads only the counts that point back (see
	// counts_demonstrative.go); seenCounts: the count claims read so far
	// (see noteCount).
	demoOnly   bool
	seenCounts [16]seenCount
	nSeen      int

	// labelScan counts the result bytes labelsValue has searched, against
	// labelBudget (see labelsValue); both zeroed by reset.
	labelScan, labelBudget int
	// rowKeyMemo and rowKeyAt: the last key keyedRecord searched and its
	// answer (see values_row_key.go).
	rowKeyMemo string
	rowKeyAt   [5]int
	// newlinesDone: buf.newlines holds the line breaks of folded (see
	// newlines).
	newlinesDone bool
	// lineAsked and lineFound: the last span lineAround was asked about
	// and its answer, plus one (zero: none yet).
	lineAsked, lineFound span
	// countedCalls: see checkArgCountRows (0 unknown, 1 two counted ok
	// calls of one tool, -1 none).
	countedCalls int8
	// rowIDScan counts the result bytes checkRowName has searched for row
	// keys, against rowIDBudget; both zeroed by reset.
	rowIDScan, rowIDBudget int
	// fieldScan counts the bytes checkRowFields has searched (see there).
	fieldScan int
	// phraseScan counts the result bytes dataPhrase has searched, against
	// phraseBudget (see dataPhrase).
	phraseScan int
	// actFieldMemo: the result fields named by an act's word (see
	// actFields).
	actFieldMemo []actFieldSet
	// smallClocks counts the clock times smallClockSlip has read against
	// the results, at most smallClockMax (see clock_small_hour.go).
	smallClocks int
	// hanNames counts the Han words checkCJKNameBeside has read, at most
	// hanNameMax.
	hanNames int
	// codeParts counts the code tokens checkCodePartBeside has read, at
	// most codePartMax.
	codeParts int
	// misreadScan counts the result values misreadsResultValue has
	// compared, against misreadBudget (see there).
	misreadScan, misreadBudget int
	// habitualClause (its start + 1) and habitualVal: the last clause
	// habitualNoValue read, and its answer.
	habitualClause int
	habitualVal    bool

	// caches of the value rules: time zones, asides, result factors
	tzOffs             []int // see tzOffsets; nil until first asked
	tzOffsDone         bool
	resultOffs         []int // see resultZoneOffsets; UTC offsets (minutes) the results' times are in
	resultOffsDone     bool
	asides             []int // see knowledgeAside; offsets of its markers
	asidesDone         bool
	factorVals         [72]float64 // see resultFactors: result values and rates, sorted
	factorN            int         // len of factorVals in use, once factorsDone
	factorsDone        bool
	zoneShiftMins      [16]int // see zoneShifts: minutes between two time zones the turn names
	zoneShiftN         int
	zoneAbs            [8]int // see zoneShifts: the UTC offsets of the zones the turn names
	zoneAbsN           int
	zoneShiftsDone     bool
	trailingAsides     []int // see asideAfter: offsets of trailingAsideMarkers, sorted
	trailingAsidesDone bool
	derivs             []derivedSet // see derivedSet: one per set of calls and kind of number
	// see misattributed_uncited.go: the ok calls the reply cites nowhere,
	// one of them whose values the reply states, the last citation flagged
	uncited                        uint64
	uncitedDone, uncitedStatedDone bool
	uncitedStatedCall, uncitedLast int
	held                           [32]heldList // see heldWords: word lists cut to what the reply may hold (a power of two)
	heldN                          int
	quoteMarks                     uint8    // see quotes: bit k set when the reply holds the k-th opening mark; 0 until asked
	noTargetAt                     int      // see ungivenLook: 1 + the start of the last clause scanned and found to hold no ungiven target
	reqNumWordMemo                 [11]int8 // see requestNumWord: 0 unknown, 1 yes, 2 no
	discountMark                   int8     // see discounted: 0 unknown, 1 the reply writes 折, 2 not
	tempCalls                      int8     // see tempUnitOfCall: 0 unknown, 1 an ok call is of temperature, 2 none
	devaScans                      int8     // see devaNameWord: the reply's scans for a name word in Devanagari
	schedWords                     int8     // see scheduledHedges: 0 unknown, 1 the reply writes a plan word, 2 not
	numeralLooks                   int      // see numeralInResultName: results searched for numerals' names
	errNumList                     []num    // see errNums: the numbers of the failed calls' error texts
	errNumsDone                    bool
	argMins                        [48*60/64 + 1]uint64 // see argMinutes
	argMinsDone                    bool

	calls     []callInfo
	cites     []citation
	hits      []hit
	clearHits []hit // hits of clearTerms, apart from hits
	// clearKinds has bit k-kindAllClear set when clearHits holds a hit
	// of kind k: most clauses ask clearHit for kinds the reply never has.
	clearKinds uint64
	clauses    []clause
	nums       []num
	dates      []date
	urls       []span
	request    string // folded request
	reqQuote   []rune // see elidedQuote; nil until first asked
	quoteScan  int    // runes elidedQuote has read, against its budget
	reqNums    []num
	argNums    []num // numbers in the arguments of every call: the user's or the model's own input
	reqDates   []date
	topics     map[string]bool // topic and built-in families some tool of the turn (offered or called) is of
	fetched    map[string]bool // normalised URLs of ok calls and their results
	unfetched  int8            // 1: the reply gives no URL outside fetched, 2: it does (see unfetchedSourceOf)
	reqURLs    map[string]bool
	countUsed  map[int]bool // nums consumed by count claims
	counted    map[int]bool // nums of count claims with nothing to count against: values
	code       []span       // fenced code blocks: output quoted verbatim, not prose

	// totals holds the count claims that state a result's count, in
	// reply order (see partOfStatedTotal); zeroed with the check.
	totals  [8]statedTotal
	nTotals int

	// arena holds the per-clause lists of every info, cut from shared
	// arrays to spare an allocation per clause; scratch holds buffers
	// that classify reuses from clause to clause.
	arena struct {
		hits    []hit
		spans   []span
		negated []bool
		ints    []int // see appendCite

		bold []span // the clauses' bold spans: see boldSpans

		words []string // the calls' words and anchors: see cutWords
	}
	scratch struct {
		negs               []hit
		shields, epistemic []span
		inner              []bool
		claims             []countClaim // see countClaims
		fit, want          []int        // see countTargets and checkCounts
	}
	okCache map[string][]int // okCalls by family

	// k supplies what depends only on tool names; nil computes it afresh.
	k *Checker
	// buf holds what a pooled check reuses from one reply to the next.
	// Every field of check outside buf, arena and scratch is zeroed
	// between checks; see reset.
	buf buffers
}

// buffers are the backing arrays a check reuses. The strings the check
// cuts from text (folded and masked copies) are views of pooled memory:
// they must not outlive the check, and run copies any that reach the
// Report (see detach).
type buffers struct {
	text     []byte
	floats   []float64 // the readings of every num of the check
	names    []string
	key      []byte
	blank    []span
	hits     []hit
	clear    []hit
	breaks   []span
	months   []hit // the reply's month names (laterPeriodEmpty, monthDays read them)
	nums     []num
	reqNums  []num
	argNums  []num
	callNums []num // the nums of every call's result, one run per call
	clauses  []clause
	calls    []callInfo
	cites    []citation
	infos    []info
	findings []Finding       // only in a Checker's check: Check's report keeps its array
	grams    *gramSet        // see mayHold
	excl     []span          // see check.excludes
	urls     []span          // see check.prepare
	callURLs []span          // see check.addCall
	dates    []date          // the dates of the request, the results and the reply, one run each
	heads    []span          // see check.heading
	norms    []normed        // see check.normURL
	ungivens []ungivenAnswer // see check.ungiven
	tokens   []receipt.Token
	pairs    *pairSet // the pairs of the lexicon and the tool names, for find

	fetched, reqURLs   map[string]bool
	countUsed, counted map[int]bool
	okCache            map[string][]int

	numKeys     []numKey                // see check.buildNumIndex: the keys of every call's index, one run per call
	digitRuns   []resultRun             // see check.buildDigitRuns: every call's index, one run per call
	rows        []row                   // see check.keyedRows: every call's rows, one run per call
	digitSigs   []digitSig              // see check.digitSignatures: every call's signatures, one run per call
	okCalls     []int                   // see check.okCallsOf: every family's calls, one run per family
	rowVals     []float64               // see check.keyedRows: every row's values, one run per row
	anchorReach []span                  // see check.anchorReach: every call's spans, one run per call
	held        []string                // see check.heldWords: every list's words, one run per list
	textHeld    []textHolders           // see check.holdersOf
	lineSums    map[lineSumKey]lineSums // see check.lineSum; cleared by reset
	diffVals    []float64               // see check.diffValues: every call's values, one run per call
	newlines    []int                   // see check.newlines
}

// codeBlocks returns the spans of the ``` fenced blocks of text.
func codeBlocks(text string) []span {
	var out []span
	for i := 0; ; {
		j := indexSubstr(text[i:], "```")
		if j < 0 {
			return out
		}
		s := i + j
		k := indexSubstr(text[s+3:], "```")
		if k < 0 {
			return append(out, span{s, len(text)})
		}
		e := s + 3 + k + 3
		out = append(out, span{s, e})
		i = e
	}
}

// It stays a call for the release binary's size (size18).
//
//go:noinline
func (c *check) inCode(pos int) bool {
	for _, s := range c.code {
		if pos >= s.start && pos < s.end {
			return true
		}
	}
	return false
}

// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) hasOK() bool {
	for i := range c.calls {
		if c.calls[i].ok {
			return true
		}
	}
	return false
}

// backed reports whether an ok call belongs to family f. The generic
// family is backed by any ok call.
//
//go:noinline
func (c *check) backed(f string) bool {
	for i := range c.calls {
		if c.calls[i].ok && (f == famAny || f == famReadAny || f == famCheck || contains(c.calls[i].families, f)) {
			return true
		}
	}
	return false
}

// failed reports whether a call of family f did not succeed.
//
//go:noinline
func (c *check) failed(f string) bool {
	for i := range c.calls {
		if c.failedOf(i, f) {
			return true
		}
	}
	return false
}

// failedOf reports whether call i is of family f (as failed reads it) and
// did not succeed.
//
//go:noinline
func (c *check) failedOf(i int, f string) bool {
	call := &c.calls[i]
	return !call.ok && (f == famAny || f == famCheck || contains(call.families, f) || f == famReadAny && contains(call.families, famRead))
}

// okCalls returns the ok calls of family f. The result is shared: callers
// must not modify it (it is capped, so appending copies).
func (c *check) okCalls(f string) []int {
	if out, ok := c.okCache[f]; ok {
		return out
	}
	out := c.okCallsOf(f)
	if c.okCache == nil {
		c.okCache = c.buf.okCache
		if c.okCache == nil {
			c.okCache = map[string][]int{}
		}
	}
	c.okCache[f] = out[:len(out):len(out)]
	return c.okCache[f]
}

func (c *check) okCallsOf(f string) []int {
	if f == famCheck {
		f = famAny
	}
	if f == famReadAny {
		// Reading of any kind: a file read, or else a listing or a
		// search over files, or else any call.
		for _, g := range []string{famRead, famList, famSearch} {
			if out := c.okCalls(g); len(out) > 0 {
				return out
			}
		}
		f = famAny
	}
	// Cut from an array the check keeps between checks (capacity capped,
	// so an append copies), where each family's list grew its own. Not
	// c.arena.ints: resolveTargets asks okCalls while it gathers there.
	ok := c.buf.okCalls
	n := len(ok)
	for i := range c.calls {
		if c.calls[i].ok && (f == famAny || contains(c.calls[i].families, f)) {
			ok = append(ok, i)
		}
	}
	c.buf.okCalls = ok
	if len(ok) == n {
		return nil
	}
	return ok[n:len(ok):len(ok)]
}

// addRule reports f with the id of the rule path that found it (see
// Finding.Rule) and its basis (a Basis constant). Both are arguments, not
// defaults, so that each place that reports a finding names itself and
// says how sure it is, with a comment saying why.
//
//go:noinline
func (c *check) addRule(rule, basis string, f Finding) {
	f.Basis, f.Rule = basis, rule
	c.rep.Findings = append(c.rep.Findings, f)
}

// callFinding makes a finding of type typ at sp about call.
//
// The //go:noinline marks on it and on eleven other small helpers of this
// package (addRule, alreadyFound, backed, failed, failedOf, relevant,
// wordNear, isInt, contains, hasPrefixAny, hasSuffixAny) are there for the
// release binary's size budget (issue #5: 15 MB): each is called from a dozen
// to a hundred places, and inlining copied its body into every one of them.
// Kept as calls they took 135 kB off the binary for 0.4-0.8% more
// instructions per check (docs/benchmarks.md, eighth session). Later size
// rounds marked more for the same budget (inRequestNum, minutesAt and
// webScopedAll when their rules were added; size14 seventeen more, from
// containsAnyWord to suggestionAt, docs/benchmarks.md, ninth session;
// size15 fifty-five more, none called more than ~100 times a check on the
// 10 KB and realistic turns, tenth session):
// a mark on a helper with its own doc comment says so there.
//
//go:noinline
func (c *check) callFinding(typ string, sp span, call int, msg string) Finding {
	f := Finding{Type: typ, Start: sp.start, End: sp.end, Message: msg}
	if call >= 0 {
		f.CallID = c.calls[call].ID
		f.Receipt = c.calls[call].Receipt
	}
	return f
}

// run checks reply against rec; see Check.
func (c *check) run(reply string, rec Record) Report {
	c.reply, c.masked, c.rec = reply, reply, rec
	c.tokens = receipt.AppendScan(c.buf.tokens[:0], reply)
	trimEmphasis(reply, c.tokens)
	trimGluedDigits(reply, c.tokens)
	c.tokens = appendLookalikes(c.tokens, reply, &c.rec)
	block := findClaimsBlock(reply)
	c.rep.Reply = withoutBlock(reply, block)
	// Blank out the claims block and the receipt tokens with spaces: the
	// prose checks skip them (a receipt's digest is no number) while every
	// offset stays an offset into reply.
	blank := c.buf.blank[:0]
	for _, t := range c.tokens {
		sp := span{t.Start, t.End}
		if block != nil && sp.start < block.end && sp.end > block.start {
			// The block is blanked whole; keep what lies before it.
			if sp.end = min(sp.end, block.start); sp.start >= sp.end {
				continue
			}
		}
		blank = append(blank, sp)
	}
	c.buf.blank = blank
	// Markdown emphasis with underscores (_No tools were used_) is blanked
	// too, so that the matcher, which skips the inside of ASCII words,
	// sees the words it wraps.
	if len(blank) > 0 || block != nil || strings.IndexByte(reply, '_') >= 0 {
		c.room(len(reply))
		at := len(c.buf.text)
		c.buf.text = appendMask(c.buf.text, reply, blank, block)
		unemphasizeBytes(c.buf.text[at:])
		c.masked = c.view(at)
	}
	c.code = codeBlocks(c.masked)
	c.cites = c.buf.cites[:0]
	c.rep.Findings = c.buf.findings[:0]
	c.rep.Untraced = nil
	c.prepare()
	c.receipts()
	c.checkCitationLabels()
	if block != nil {
		c.checkClaims(block)
	}
	c.prose()
	fs := dedupe(c.dropWorked(c.rep.Findings))
	if c.k != nil && fs != nil {
		// The findings grew in a pooled array: the report gets its own,
		// of the exact size.
		c.buf.findings = c.rep.Findings // reset zeroes them all
		fs = slices.Clone(fs)
	}
	c.rep.Findings = fs
	c.rep.Untraced = c.untracedOnly(c.rep.Untraced)
	c.rep.Trust = trust(c.rep)
	c.detach()
	return c.rep
}

// view returns c.buf.text[at:] as a string without copying it. The
// string is valid until the check is reset.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) view(at int) string {
	b := c.buf.text[at:]
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// fold returns foldCase(s), written into the check's text buffer.
func (c *check) fold(s string) string {
	if folded(s) {
		return s
	}
	c.room(len(s))
	at := len(c.buf.text)
	c.buf.text = appendFold(c.buf.text, s)
	return c.view(at)
}

// room makes room for n more bytes in the text buffer. The first time a
// check needs it, it makes room for every copy the check may make (the
// masked and folded reply, the request and the results), so that the
// buffer rarely grows. Growing moves later copies to a new array and
// leaves the views cut before where they were, still valid: only the
// last array returns to the pool.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) room(n int) {
	if cap(c.buf.text)-len(c.buf.text) >= n {
		return
	}
	need := 2*len(c.reply) + len(c.rec.Request)
	for i := range c.rec.Calls {
		if c.rec.Calls[i].Status == StatusOK {
			need += len(c.rec.Calls[i].Result)
		}
	}
	// A new array, not a copy: the views cut so far stay in the old one.
	c.buf.text = make([]byte, 0, max(need, 2*cap(c.buf.text), n))
}

// detach copies every string of the report that is a view of the text
// buffer, which the next check overwrites. Findings quote the reply
// through fmt or concatenation, which copy, so this rarely copies
// anything; it is here so that no rule written later can hand a caller
// memory that changes under it.
func (c *check) detach() {
	b := c.buf.text[:cap(c.buf.text)]
	if len(b) == 0 {
		return
	}
	lo := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	hi := lo + uintptr(len(b))
	// own is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var own func(s string) string
	own = func(s string) string {
		if p := uintptr(unsafe.Pointer(unsafe.StringData(s))); len(s) > 0 && p >= lo && p < hi {
			return strings.Clone(s)
		}
		return s
	}
	c.rep.Reply = own(c.rep.Reply)
	c.rep.Trust = own(c.rep.Trust)
	for _, fs := range [][]Finding{c.rep.Findings, c.rep.Untraced} {
		for i := range fs {
			f := &fs[i]
			f.Type, f.Receipt, f.CallID, f.Message = own(f.Type), own(f.Receipt), own(f.CallID), own(f.Message)
		}
	}
}

// mayHold reports whether the folded reply may contain w; false means it
// certainly does not. A rule that looks for many phrases in the reply
// asks it before each scan (see gramSet).
func (c *check) mayHold(w string) bool {
	if !c.gramsDone {
		c.gramsDone = true
		if c.buf.grams == nil {
			c.buf.grams = new(gramSet)
		}
		c.buf.grams.fill(c.folded)
	}
	return c.buf.grams.mayHold(w)
}

// A normed is a URL and its normURL.
type normed struct{ raw, norm string }

// maxNormed bounds the URLs check.normURL remembers: a reply cites a few
// sources, often many times each.
const maxNormed = 16

// normURL returns normURL(raw), remembering the last few: parsing a URL
// allocates, and a long reply repeats the same links.
func (c *check) normURL(raw string) string {
	for _, n := range c.buf.norms {
		if n.raw == raw {
			return n.norm
		}
	}
	norm := normURL(raw)
	if len(c.buf.norms) < maxNormed {
		c.buf.norms = append(c.buf.norms, normed{raw, norm})
	}
	return norm
}

// families returns toolFamilies(name), shared: callers must not modify it.
func (c *check) families(name string) []string {
	if c.k == nil {
		return toolFamilies(name)
	}
	return c.k.families(name)
}

// numbers appends the nums of text to dst with their readings in the
// check's arena.
func (c *check) numbers(dst []num, text string) []num {
	return appendNumbers(dst, text, &c.buf.floats)
}

// callNums returns the nums of a call's folded result, cut from the run
// of every call's nums.
func (c *check) callNums(text string) []num {
	at := len(c.buf.callNums)
	if csvText(text) {
		text = csvFields(text)
	}
	c.buf.callNums = c.numbers(c.buf.callNums, text)
	return c.buf.callNums[at:len(c.buf.callNums):len(c.buf.callNums)]
}

// infos returns n zero infos for prose, reused from check to check.
func (c *check) infos(n int) []info {
	if cap(c.buf.infos) < n {
		c.buf.infos = make([]info, n)
	}
	c.buf.infos = c.buf.infos[:n]
	clear(c.buf.infos)
	return c.buf.infos
}

// nonEmptyLines counts the lines of s that hold more than white space.
func nonEmptyLines(s string) int {
	n := 0
	for {
		i := indexByte(s, '\n')
		if i < 0 {
			break
		}
		if strings.TrimSpace(s[:i]) != "" {
			n++
		}
		s = s[i+1:]
	}
	if strings.TrimSpace(s) != "" {
		n++
	}
	return n
}

// findDates returns findDates(text, nums, months), cut from buf.dates: a
// check reuses the array from one reply to the next. The run is capped so
// that no append to it reaches the next text's.
func (c *check) findDates(text string, nums []num, months []hit) []date {
	st := len(c.buf.dates)
	c.buf.dates = appendDates(c.buf.dates, text, nums, months)
	return c.buf.dates[st:len(c.buf.dates):len(c.buf.dates)]
}

// prepare derives everything the checks share from the reply and record.
func (c *check) prepare() {
	c.folded = c.fold(c.masked)
	c.request = c.fold(c.rec.Request)
	c.reqNums = c.numbers(c.buf.reqNums[:0], c.request)
	c.buf.dates = c.buf.dates[:0]
	c.reqDates = c.findDates(c.request, c.reqNums, monthLexicon().find(c.request, c.buf.months[:0]))
	c.fetched = c.buf.fetched
	if c.fetched == nil {
		c.fetched = map[string]bool{}
	}
	c.reqURLs = c.buf.reqURLs
	if c.reqURLs == nil {
		c.reqURLs = map[string]bool{}
	}
	// The URL lists of the request, results and arguments are read at
	// once; they and then the reply's are cut from one reused array.
	c.buf.urls = appendURLs(c.buf.urls[:0], c.rec.Request)
	for _, sp := range c.buf.urls {
		c.reqURLs[normURL(c.rec.Request[sp.start:sp.end])] = true
	}
	names := append(c.buf.names[:0], c.rec.Tools...)
	c.calls = c.buf.calls[:0]
	c.buf.callNums = c.buf.callNums[:0]
	c.argNums = c.buf.argNums[:0]
	for _, call := range c.rec.Calls {
		ci := c.addCall(call)
		c.argNums = c.numbers(c.argNums, c.calls[ci].lowerArgs())
		if !contains(names, call.Tool) {
			names = append(names, call.Tool)
		}
	}
	c.buf.names = names
	ts := c.toolSet(names)
	c.topics = ts.topics

	hits := c.buf.hits[:0]
	if want := len(c.folded)/24 + 16; cap(hits) < want {
		hits = make([]hit, 0, want)
	}
	var msBuf [2]*matcher
	ms := append(msBuf[:0], lexicon())
	if ts.terms != nil {
		ms = append(ms, ts.terms)
	}
	var pairs *pairSet
	if len(c.folded) >= minUnionPairs && len(ms) > 1 {
		if c.buf.pairs == nil {
			c.buf.pairs = new(pairSet)
		}
		pairs = c.buf.pairs
		pairs.fill(ms...)
	}
	c.hits = find(c.folded, hits, pairs, ms...)
	// The hits of clearTerms are kept apart, so that they never shadow
	// or join the clause logic's terms.
	kept := c.hits[:0]
	c.clearHits = c.buf.clear[:0]
	for _, h := range c.hits {
		if h.t.kind >= kindAllClear {
			if h.t.kind == kindDenyVerb && c.esSinNoun(h) {
				continue // "correos sin leer": unread mail, no denial
			}
			c.clearHits = append(c.clearHits, h)
		} else if h.t.kind != kindNeg || !bieInWord(c.folded, h) { // 类别, 区别: see negation_bie_compound.go
			kept = append(kept, h)
		}
	}
	code := inlineCode(c.masked)
	c.hits = dropInCode(code, kept)
	c.clearHits = dropInCode(code, c.clearHits)
	c.clearKinds = 0
	for _, h := range c.clearHits {
		c.clearKinds |= 1 << (h.t.kind - kindAllClear)
	}
	breaks := c.buf.breaks[:0]
	months := c.buf.months[:0]
	for _, h := range c.hits {
		switch h.t.kind {
		case kindBreak:
			breaks = append(breaks, h.span)
		case kindMonth:
			months = append(months, h)
		}
	}
	c.buf.breaks = breaks
	c.clauses = appendClauses(c.buf.clauses[:0], c.masked, breaks)
	c.nums = c.numbers(c.buf.nums[:0], c.folded)
	c.dates = c.findDates(c.folded, c.nums, months)
	c.buf.months = months
	// findDates mostly leaves them in order already; a stable sort leaves
	// such a list as it is, and calling it costs three allocations (the
	// closure and the reflective swapper).
	for i := 1; i < len(c.dates); i++ {
		if c.dates[i].start < c.dates[i-1].start {
			sort.SliceStable(c.dates, func(i, j int) bool { return c.dates[i].start < c.dates[j].start })
			break
		}
	}
	c.buf.urls = appendURLs(c.buf.urls[:0], c.masked)
	c.urls = c.buf.urls
	c.countUsed = c.buf.countUsed
	if c.countUsed == nil {
		c.countUsed = map[int]bool{}
	}
	c.counted = c.buf.counted
	if c.counted == nil {
		c.counted = map[int]bool{}
	}
	for k := range c.nums {
		c.nums[k].index = k
	}
}

// receipts checks every receipt-shaped token: malformed, foreign and
// forged ones are findings; valid ones are tied to their calls.
func (c *check) receipts() {
	// A reply cites the same receipt many times; each distinct token is
	// verified once, since the MAC covers the call's whole result.
	type verdict struct {
		text string
		call int    // -1 when the token did not verify
		msg  string // why it did not
	}
	// Up to 16 on the stack: a reply cites few distinct receipts, and the
	// slice grew on the heap from the first.
	var seenArr [16]verdict
	seen := seenArr[:0]
next:
	for _, tok := range c.tokens {
		for _, v := range seen {
			if v.text == tok.Text {
				c.rep.Cited++
				c.cites = append(c.cites, citation{span{tok.Start, tok.End}, v.call})
				if v.call < 0 {
					// Record: the token did not verify (see verifyToken).
					c.addRule("receipt/invalid", BasisRecord, Finding{Type: ForgedReceipt, Start: tok.Start, End: tok.End, Receipt: tok.Text, Message: v.msg})
				} else {
					c.rep.Valid++
				}
				continue next
			}
		}
		nf := len(c.rep.Findings)
		c.verifyToken(tok)
		v := verdict{text: tok.Text, call: c.cites[len(c.cites)-1].call}
		if len(c.rep.Findings) > nf {
			v.msg = c.rep.Findings[len(c.rep.Findings)-1].Message
		}
		if len(seen) < 64 {
			seen = append(seen, v)
		}
	}
}

// verifyToken checks one receipt token and records its citation.
func (c *check) verifyToken(tok receipt.Token) {
	c.rep.Cited++
	f := Finding{Type: ForgedReceipt, Start: tok.Start, End: tok.End, Receipt: tok.Text}
	if tok.Err != nil {
		f.Message = "malformed receipt: " + tok.Err.(*receipt.ParseError).Reason
		// Record: a malformed token is no receipt.
		c.addRule("receipt/malformed", BasisRecord, f)
		c.cites = append(c.cites, citation{span{tok.Start, tok.End}, -1})
		return
	}
	if c.rec.Scope == nil {
		f.Message = "receipt cannot be checked: no scope for this turn"
		// Record: with no scope, no receipt can be shown to be genuine.
		c.addRule("receipt/no-scope", BasisRecord, f)
		c.cites = append(c.cites, citation{span{tok.Start, tok.End}, -1})
		return
	}
	e, err := c.rec.Scope.VerifyReceipt(tok.Receipt)
	if err != nil {
		f.Message = err.Error()
		// Record: the MAC or the scope rejects the token.
		c.addRule("receipt/rejected", BasisRecord, f)
		c.cites = append(c.cites, citation{span{tok.Start, tok.End}, -1})
		return
	}
	c.rep.Valid++
	idx := -1
	for i := range c.calls {
		if c.calls[i].Receipt == tok.Text || (c.calls[i].ok && e.ID != "" && c.calls[i].ID == e.ID && c.calls[i].Tool == e.Tool) {
			idx = i
			break
		}
	}
	if idx < 0 {
		// A genuine receipt the record does not list: take the call
		// from the scope's ledger.
		// It is prepared like the record's calls (its dates, anchors
		// and URLs too), so that a receipt from an earlier turn of a
		// daemon's conversation backs what its result backs.
		idx = c.addCall(Call{ID: e.ID, Tool: e.Tool, Args: string(e.Args), Status: StatusOK, Result: e.Result, Receipt: tok.Text})
		clear(c.okCache)
	}
	c.cites = append(c.cites, citation{span{tok.Start, tok.End}, idx})
}

// dropInCode removes the hits that lie inside an inline code span: a
// command or identifier quoted in backticks ("`go mod download`") is not
// the reply's own wording, so "download" in it claims no fetch. A tool's
// name is kept: "`http_fetch` returned …" names the tool.
func dropInCode(code []span, hits []hit) []hit {
	if len(code) == 0 {
		return hits
	}
	out, k := hits[:0], 0
	for _, h := range hits {
		for k < len(code) && code[k].end <= h.start {
			k++
		}
		if k < len(code) && code[k].start < h.start && h.end < code[k].end &&
			!hasPrefix(h.t.family, "tool:") && strings.IndexByte(h.t.text, '_') < 0 {
			continue
		}
		out = append(out, h)
	}
	return out
}

// inlineCode returns the inline code spans of text, backticks included,
// in order; fenced blocks are left to codeBlocks. The reply is scanned
// once for both of prepare's hit lists, from backtick to backtick.
func inlineCode(text string) []span {
	var code []span
	for i := 0; i < len(text); i++ {
		k := indexByte(text[i:], '`')
		if k < 0 {
			break
		}
		i += k
		if hasPrefix(text[i:], "```") {
			// A fence: codeBlocks handles it; skip to its end.
			j := indexSubstr(text[i+3:], "```")
			if j < 0 {
				break
			}
			i += 3 + j + 2
			continue
		}
		j := strings.IndexAny(text[i+1:], "`\n")
		if j < 0 || text[i+1+j] != '`' {
			continue
		}
		code = append(code, span{i, i + 2 + j})
		i += 1 + j
	}
	return code
}

// cutWords sets c.arena.words to words, which appended a call's words to
// it, and returns what was appended, its capacity capped (an append to it
// copies), or nil when nothing was: every call's words (appendArgWords) and anchors
// were two slices of their own.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) cutWords(words []string) []string {
	n := len(c.arena.words)
	c.arena.words = words
	if len(words) == n {
		return nil
	}
	return words[n:len(words):len(words)]
}

// addCall prepares call for the checks (its families, actions and
// argument words; for an ok call its folded result, numbers, dates, lines,
// anchors and the URLs it fetched or returned), appends it to c.calls and
// returns its index.
func (c *check) addCall(call Call) int {
	ci := callInfo{Call: call, ok: call.Status == StatusOK, families: c.families(call.Tool)}
	ci.actions = callActions(&ci)
	ci.words = c.cutWords(appendArgWords(c.arena.words, ci.lowerToolArgs())) // lowering lowered text returns it
	if ci.ok {
		ci.folded = c.fold(call.Result)
		ci.nums = c.callNums(ci.folded)
		// Read past the reply's month names: a call cited from the
		// ledger is added after prepare has read them.
		ms := c.buf.months[len(c.buf.months):len(c.buf.months)]
		ci.dates = c.findDates(ci.folded, ci.nums, monthLexicon().find(ci.folded, ms))
		ci.lines = nonEmptyLines(call.Result)
		for _, u := range call.URLs {
			c.fetched[normURL(u)] = true
		}
		// Not c.buf.urls: after prepare it holds the reply's URLs
		// (c.urls), and a call from the ledger is added after that.
		c.buf.callURLs = appendURLs(c.buf.callURLs[:0], call.Result)
		for _, sp := range c.buf.callURLs {
			c.fetched[normURL(call.Result[sp.start:sp.end])] = true
		}
		c.buf.callURLs = appendURLs(c.buf.callURLs[:0], call.Args)
		for _, sp := range c.buf.callURLs {
			c.fetched[normURL(call.Args[sp.start:sp.end])] = true
		}
		// The cached lowered arguments: anchorTokens lowers them again,
		// and lowering lowered text returns it.
		ci.anchors = c.cutWords(appendAnchorTokens(c.arena.words, ci.lowerArgs()))
	}
	c.calls = append(c.calls, ci)
	return len(c.calls) - 1
}
