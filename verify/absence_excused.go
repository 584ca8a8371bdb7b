package verify

import (
	"strings"
	"unicode/utf8"
)

// judgement words make a clause an opinion about a result ("nothing
// looks unusual", "कोई असली सीक्रेट नहीं लगता") and degree words a
// partial state ("fairly free", "काफ़ी ख़ाली"), not a claim that it is
// empty.
var judgement = concatLists(perception, splitBar("fairly|mostly|largely|bastante|casi|比較的|比较|ほとんど|काफ़ी|काफी|ज़्यादातर|异常|異常|unusual|raro|असामान्य|rest of|resto|其余|其他时间|残り|बाक़ी|बाकी|otherwise|aside from|apart from|aparte de|除了|以外"))

// perception words judge what they are said of ("the namespace looks
// quiet"): unlike the degree and exception words, they qualify only
// their own part of a clause.
var perception = splitBar("seem|look|appear to|parece|parecen|看起来|似乎|好像|ようです|" +
	"そうです|なさそう|लगता|लगती|लगते")

// unitGap reports whether a number ending at n is the quantity of an
// absence starting at a: next to it ("460G ख़ाली"), or with one unit word
// between, bold or not ("**6.5 घंटे** खाली हैं", "88 GB free"). The unit
// is what the number measures, so the number is the claim. Chinese and
// Japanese write no spaces, so a run of their characters is no one word
// ("1 件も出ていません" is "not even one"); a dash or a stop ends the
// quantity ("0 — एक भी … नहीं").
func (c *check) unitGap(n, a int) bool {
	if a-n <= 6 {
		return true
	}
	g := strings.Trim(c.folded[n:a], " *")
	for k := 0; k < len(g); k++ {
		if !isLetterByte(g[k]) && (g[k] < 0x80 || g[k] >= 0xe2) {
			return false // a space, a mark, a dash, or Chinese or Japanese
		}
	}
	return len(g) <= 15
}

var (
	notAbsenceList1         []string
	jaIncludeActive         []string
	preconditionBeforeList1 []string
	hiProblemWordList1      []string
	capacityNouns           []string
	capacityAbsenceList1    []string
	noneMarkers             []string
	hiPersonPronouns        []string
	noEmptyClaimList1       []string
	noEmptyClaimList2       []string
	filterUnmatchedList1    []string
)

// absenceExcusedLists holds the phrases of the word lists declared above (see barList).
var absenceExcusedLists = [...]barList{
	// The separators of notAbsence: a dash or semicolon, and a connective
	// of consequence ("…, so a change doesn't seem needed", "…, तो बदलाव की
	// ज़रूरत नहीं लगती", "…, así que no parece…", "…ので、必要はなさそうです"), open a second statement
	// whose judgement is its own, not the absence's.
	{&notAbsenceList1, " — | – |;|；|，|——|, so |, así que |, por lo que |, तो |ので、"},
	// jaIncludeActive are the active te-forms of Japanese verbs of including.
	{&jaIncludeActive, "含んで|含めて|入れて|加えて"},
	// The lists of preconditionBefore, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&preconditionBeforeList1, "checking|make sure|making sure|ensure|ensuring|verify|verifying|confirm|confirming|asegúrate|asegurarte|asegurándote|comprueba|comprobar|confirma|confirma tú|verifica|confirmar|verificar|revisar|asegurar"},
	// The lists of hiProblemWord, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&hiProblemWordList1, "दिक़्क़त|दिक्कत|दिक़्कत|समस्या|परेशानी|गड़बड़ी|गड़बड़|प्रॉब्लम|problem|issue|दिक्क़त"},
	// capacityNouns name room or headroom: "6 台のノードのどこにも…余裕が
	// ありません", "没有空间了", "no queda espacio". A lack of room is read off
	// a result that shows usage (Insufficient cpu, 95% used): it is no claim
	// that the result held nothing.
	{&capacityNouns, "余裕|空き|余地|空间|空間|余量|余地|room|headroom|capacity|" +
		"espacio|capacidad|margen|जगह|क्षमता"},
	// The lists of capacityAbsence, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&capacityAbsenceList1, "任何|足够的|足够|多余的|多少|什么"},
	// noneMarkers mark a result line that itself reports an absence: git's
	// "nothing to commit", go test's "[no test files]", "No resources found".
	{&noneMarkers, "nothing|no |[no|none|not found|empty|0 matches|0 results"},
	// hiPersonPronouns are Hindi personal pronouns that can be the subject of
	// "खाली है/हैं": "आप 14:00–17:00 के बीच खाली हैं" says a person is free
	// (available), not that a result held nothing. Demonstratives (वह, वे,
	// यह) are left out: "वह फ़ाइल खाली है" is about a thing.
	{&hiPersonPronouns, "आप|मैं|हम|तुम|आप लोग"},
	// The lists of noEmptyClaim, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&noEmptyClaimList1, "差|違い|差異|अंतर|फ़र्क|फर्क"},
	{&noEmptyClaimList2, "difference|gap|diferencia|差距|差别|差別|区别|區別|差异|差異|अंतर|फ़र्क|फर्क"},
	// The lists of filterUnmatched, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&filterUnmatchedList1, " in | en | with | con | in state | en estado "},
}

var _ = splitBars(absenceExcusedLists[:])

// notAbsence reports whether an absence phrase is a judgement, a degree,
// or a quantity ("460G ख़ाली", "88 GB free"): the number is the claim.
func (c *check) notAbsence(in *info) bool {
	a := in.absence
	s := c.folded[in.start:in.end]
	defExc := definitionException(s) // "定義以外どこからも": see absence_definition_only.go
	// A judgement qualifies only its own part of the clause: in "there
	// are no warning events — the namespace looks quiet" the dash opens
	// a second statement, and the absence stands; so does "日志里没有
	// deprecated 警告，依赖版本都比较新", whose 比较 judges the versions.
	lo, hi := a.start-in.start, a.end-in.start
	for _, sep := range notAbsenceList1 {
		if i := strings.LastIndex(s[:lo], sep); i >= 0 && i+len(sep) > 0 {
			s, lo, hi = s[i+len(sep):], lo-i-len(sep), hi-i-len(sep)
		}
		if i := strings.Index(s[hi:], sep); i >= 0 {
			s = s[:hi+i]
		}
	}
	// "エラーは出ておらず、機材は問題なく動いていたようです": the
	// continuative ず closes the absence's statement; the judgement after
	// its comma is another's.
	if hasSuffix(a.t.text, "ず") && hasPrefix(s[hi:], "、") {
		s = s[:hi]
	}
	for _, j := range judgement[len(perception):] {
		if (j == "异常" || j == "異常") && c.logRan() {
			continue // "異常ログは出ていません" over a log: its lines' levels decide (see absence_log_level.go)
		}
		if wordStartIn(s, j) && !(defExc && contains(exceptionWords, j)) && !markedLabel(s, j) && !((j == "बाक़ी" || j == "बाकी") && strings.Count(s, j) == strings.Count(s, j+" नहीं")) { // see hiLeftPredicate; markedLabel: absence_marked_label.go
			return true
		}
	}
	for _, j := range perception {
		if c.ownPerception(s, lo, hi, j) { // "there don't seem to be any": see absence_seem_existential.go
			continue
		}
		if wordStartIn(s, j) && !evidentialOnly(s, j) { // see absence_evidential.go
			return true
		}
	}
	// "फ़ैमिली रूम: तीन खाली हैं": a number word is the quantity as a
	// numeral is ("3 खाली हैं").
	for i := range in.hits {
		if h := &in.hits[i]; h.t.kind == kindNumWord && h.end <= a.start && a.start-h.end <= 2 && h.t.family != "0" && h.t.family != "1" {
			return true
		}
	}
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		// A number the call was asked about (a port, an id) names the
		// object: "6379 上没有任何服务".
		if !n.inDate && n.end <= a.start && c.unitGap(n.end, a.start) && !c.quotedNum(n) && !zhWeekday(c.folded[:n.start]) && !c.inArgNums(n) && !c.clockBound(n) && !c.numInNegation(n) { // see absence_clock_bound.go, absence_even_one.go
			return true
		}
	}
	return false
}

// absenceExcused reports an absence claim that says nothing false about
// an ok call's result, whatever the result holds:
//   - the absence repeats the error a failed call returned ("failed with
//     no such file", "「no such tracking number」と返ってきました");
//   - its sentence reports a failed call and the clause names no ok call
//     of its own: what is "not there" is what the failure left the reply
//     without ("没查到——请求被策略拦截了", "拒否されたため…見られていません");
//   - it is a condition the user is to make sure of, not a finding ("after
//     checking nothing pinned is needed", "make sure no jobs are queued");
//   - it is a judgement that nothing is wrong ("कोई दिक़्क़त नहीं"), which,
//     like English "no problem", is left to the all-clear check;
//   - it says a slot between events is free ("13:00 से 16:30 तक का समय
//     खाली है"): a gap in the result, not an empty result;
//   - it is Japanese adverbial "without" (再起動なしで動いています: running
//     without a restart), a manner, not a list that came back empty;
//   - it is Japanese "not yet done" of the speaker's own pending step
//     (メールはまだ送信していません, コミットはまだしていません).
func (c *check) absenceExcused(in *info) bool {
	a := in.absence
	if a == nil {
		return false
	}
	if c.quotesFailure(in) {
		return true
	}
	if in.sentFail && !in.explicit && len(in.cites) == 0 && c.anyFailed() {
		return true
	}
	if preconditionBefore(c.folded[max(in.start, a.start-24):a.start], a.start-24 <= in.start) {
		return true
	}
	rest := c.folded[a.end:in.end]
	// "बारिश से कोई मदद नहीं मिलने वाली", "शायद कोई रुकावट नहीं होगी",
	// "₹12 लाख तक की आय पर कोई टैक्स नहीं देना पड़ता": a Hindi negation
	// closing, in its next two words, on a future, a prospect, a rule or an
	// ability says what will or would be, not what a call found; the past
	// and present ("कोई मेल नहीं आया", "कोई फ़ाइल नहीं है") stay claims.
	if _, after, ok := cutAt(c.folded[a.start:in.end], "नहीं"); ok {
		if i := strings.IndexAny(after, "।,.;:!?—\n"); i >= 0 {
			after = after[:i]
		}
		ws := strings.Fields(strings.TrimLeft(after, "*_ ")) // "कोई टैक्स नहीं** देना पड़ता"
		for _, w := range ws[:min(len(ws), 2)] {
			if hasSuffixAny(strings.Trim(w, "*_"), hiIrrealisEnds) {
				return true
			}
		}
	}
	switch a.t.text {
	case "कोई", "कोई भी", "किसी", "किसी भी":
		if hiProblemWord(rest) {
			return true
		}
	case "なし":
		if hasPrefix(rest, "で") || hasPrefix(rest, "に") {
			return true
		}
	case "いません", "いませんでした", "ない":
		before := c.folded[in.start:a.start]
		if hasSubstr(before, "まだ") && hasSuffix(before, "して") {
			return true
		}
	}
	if hasSubstr(a.t.text, "खाली") || hasSubstr(a.t.text, "ख़ाली") {
		s := c.folded[in.start:a.start]
		if hasSubstr(s, "तक") && hasSubstr(s, "से") && hasAnyRune(s, "0123456789") {
			return true
		}
	}
	return false
}

// quotesFailure reports whether the clause quotes the error a failed
// call returned ("failed with *no such file*", "「no such tracking
// number」と返ってきました", "फ़ाइल नहीं मिली — *no such file*"): its absence
// reports that failure.
func (c *check) quotesFailure(in *info) bool {
	s := c.folded[in.start:in.end]
	for i := range c.calls {
		if c.calls[i].ok {
			continue
		}
		e := strings.TrimSpace(c.calls[i].Result)
		if k := indexByte(e, '\n'); k >= 0 {
			e = strings.TrimSpace(e[:k])
		}
		if len(e) > 7 && strings.EqualFold(e[:7], "error: ") {
			e = e[7:]
		}
		if len(e) >= 8 && indexFoldASCII(s, e) {
			return true
		}
	}
	return false
}

// indexFoldASCII reports whether s holds w, ASCII letters compared
// without case, without allocating.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func indexFoldASCII(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		j := 0
		for ; j < len(w); j++ {
			a, b := s[i+j], w[j]
			if a >= 'A' && a <= 'Z' {
				a += 'a' - 'A'
			}
			if b >= 'A' && b <= 'Z' {
				b += 'a' - 'A'
			}
			if a != b {
				break
			}
		}
		if j == len(w) {
			return true
		}
	}
	return false
}

// preconditionBefore reports whether the words before an absence make it
// something to make sure of: "after checking nothing pinned is needed",
// "make sure no one is on the box", "asegúrate de que no haya…",
// "confirma tú que no tienes nada a esa hora". s is the text before the
// absence in its clause, from the clause's start when clauseStart.
//
// Spanish writes the tú imperative of confirmar, verificar and comprobar
// as the third person's present: "confirma que no hay pedidos" asks the
// user, "la consulta confirma que no hay pedidos" reports what a result
// says, an absence claim. The imperative has no subject before it: the
// verb opens its clause or follows a mark or "por favor".
func preconditionBefore(s string, clauseStart bool) bool {
	s = trimSuffix(strings.TrimRight(s, " "), " that")
	s = trimSuffix(trimSuffix(s, " que"), " de")
	for _, w := range preconditionBeforeList1 {
		if hasSuffix(s, w) && (len(s) == len(w) || s[len(s)-len(w)-1] == ' ' || s[len(s)-len(w)-1] == '(') {
			if (w == "confirma" || w == "verifica" || w == "comprueba") && !esImperativeOpens(s[:len(s)-len(w)], clauseStart) {
				continue // a third person's present: a result's report
			}
			return true
		}
	}
	return false
}

// esImperativeOpens reports whether before, the text of the clause before
// a Spanish verb (all of it when clauseStart), leaves the verb no subject.
func esImperativeOpens(before string, clauseStart bool) bool {
	b := strings.TrimRight(before, " *_")
	return b == "" && clauseStart || b != "" && hasRune(",:;(—-¡", lastRune(b)) || hasSuffix(b, "por favor")
}

// hiIrrealisEnds end the verb a Hindi negation closes with when it is a
// future ("होगी", "मिलेगा"), or the auxiliary that makes it a prospect, a
// rule or an ability ("मिलने वाली", "देना पड़ता", "देना होता", "होना
// चाहिए", "मिल सकता").
var hiIrrealisEnds = strings.Fields("वाला वाली वाले पड़ता पड़ती पड़ते पड़ेगा पड़ेगी होता होती होते चाहिए सकता सकती सकते " +
	"ेगा ेगी ेंगे ोगा ोगी ोगे ोंगे ूंगा ूँगा ूंगी ूँगी एगा एगी एंगे एँगे")

// hiProblemWord reports whether a Hindi "कोई … नहीं" is about a problem
// ("कोई दिक़्क़त नहीं", "कोई समस्या नहीं"): a judgement, like "no problem".
func hiProblemWord(rest string) bool {
	rest = strings.TrimLeft(rest, " *")
	rest = trimPrefix(rest, "भी ")
	for _, w := range hiProblemWordList1 {
		if hasPrefix(rest, w) {
			return true
		}
	}
	return false
}

// namedMissing reports whether the clause's absence is about a named
// thing, a file or identifier in a code span ("目录里没有
// `prod-20250620.sql.gz`", "No existe `CHANGELOG.md`"), that none of its
// ok targets' results holds, or that a failed call looked for: the claim
// that it is not there is true (and if a result does hold it, false).
func (c *check) namedMissing(in *info, targets []int) bool {
	a := in.absence
	// The name must be the absence's object, right after it ("没有
	// `X`", "no existe `X`"): a name further on is the place looked in
	// ("no errors in `app.log`"), which says nothing of what is missing.
	s := c.folded[a.end:in.end]
	i := indexByte(s, '`')
	if i < 0 {
		return false
	}
	// A second quantifier of the clause may stand right before it: "还
	// 没有生成，目录里没有 `X`".
	if between := strings.TrimSpace(s[:i]); between != "" && !existentialWord(between) && between != "exist" && between != "such" &&
		!hasSuffix(between, "没有") && !hasSuffix(between, "沒有") && !hasSuffix(between, "no hay") && !hasSuffix(between, "no existe") {
		return false
	}
	j := indexByte(s[i+1:], '`')
	if j < 0 {
		return false
	}
	name := s[i+1 : i+1+j]
	if len(name) < 4 || hasAnyRune(name, " \t") || !hasAnyRune(name, "._/0123456789") {
		return false
	}
	for ci := range c.calls {
		if !c.calls[ci].ok && indexFoldASCII(c.calls[ci].Args, name) {
			return true
		}
	}
	for _, ci := range targets {
		if c.calls[ci].ok && hasSubstr(c.calls[ci].folded, name) {
			return false
		}
	}
	return len(targets) > 0
}

// zeroColumnNamed reports whether the clause names a column of a tabular
// result (a header word such as RESTARTS, errors, failed) whose every value
// is 0: saying there are none of it is true however full the table is.
func (c *check) zeroColumnNamed(in *info, ci int) bool {
	// The result's lines and fields are read in place, not split into
	// lists: this is asked for clause after clause, and most headers
	// name nothing the clause says.
	t := strings.TrimSpace(c.calls[ci].folded)
	if n := strings.Count(t, "\n") + 1; n < 2 || n > 200 {
		return false
	}
	nl := indexByte(t, '\n')
	first, rows := t[:nl], t[nl+1:]
	clause := c.folded[in.start:in.end]
	// A CSV header ("truck_id,status,delay_min") is cut at its commas.
	csv := indexByte(first, ',') >= 0 && indexByte(first, ' ') < 0
	next := nextSpaceField
	if csv {
		next = nextCSVField
	}
	col := -1
	for h, rest := next(first); h != "" || rest != ""; h, rest = next(rest) {
		col++
		h = strings.Trim(h, "|:")
		stem := trimSuffix(h, "s")
		if len(stem) < 4 || !hasSubstr(clause, stem) && !c.glossHeads(in, h) && !c.keyHeadNamed(in, h) { // "エラーなし" over an errors column: see absence_gloss.go
			continue
		}
		zeros := 0
		for rest, more := rows, true; more; {
			var l string
			l, rest, more = cutByte(rest, '\n')
			cell := ""
			if csv {
				cell = csvFieldAt(l, col)
			} else {
				cell = fieldAt(l, col)
			}
			if cell != "0" {
				// A row too short for the column has no 0 in it.
				zeros = -1
				break
			}
			zeros++
		}
		if zeros > 0 {
			return true
		}
	}
	return false
}

// nextCSVField returns the first comma-separated cell of s and the rest
// after its comma ("" when none is left).
func nextCSVField(s string) (field, rest string) {
	field, rest, _ = cutAt(s, ",")
	return strings.TrimSpace(field), rest
}

// csvFieldAt returns the col-th comma-separated cell of l, or "".
func csvFieldAt(l string, col int) string {
	for k := 0; ; k++ {
		f, rest, more := cutAt(l, ",")
		if k == col {
			return strings.TrimSpace(f)
		}
		if !more {
			return ""
		}
		l = rest
	}
}

// keyHeadNamed reports whether the clause names, near its absence, the
// concept a key names by its first word ("遅延" over a delay_min column).
func (c *check) keyHeadNamed(in *info, h string) bool {
	if w, _, ok := cutAt(h, "_"); ok && len(w) >= 4 && hasSubstr(c.folded[in.start:in.end], w) {
		return true // "no delays" over delay_min
	}
	// The concept the key's first word, or its plural, is a result
	// word of ("delay" of "delays").
	w, _, ok := cutAt(h, "_")
	if !ok || len(w) < 4 {
		return false
	}
	g := glossConceptOf(w)
	if g == "" {
		g = glossConceptOf(w + "s")
	}
	return g != "" && c.glossNamed(in, g)
}

// fieldAt returns strings.Fields(l)[col], or "" when l has no such field
// (no field of Fields is empty).
func fieldAt(l string, col int) string {
	k := 0
	for f, rest := nextSpaceField(l); f != ""; f, rest = nextSpaceField(rest) {
		if k == col {
			return f
		}
		k++
	}
	return ""
}

// capacityAbsence reports whether the clause's absence is of room: a
// capacity noun stands within the clause, before the negation in the
// verb-final languages or right after the quantifier in the others.
func (c *check) capacityAbsence(in *info) bool {
	a := in.absence
	if a == nil || c.listsOpenings() {
		return false
	}
	clause := c.folded[in.start:in.end]
	after := strings.TrimLeft(c.folded[a.end:in.end], " *")
	for _, p := range capacityAbsenceList1 {
		after = strings.TrimPrefix(after, p)
	}
	for _, n := range capacityNouns {
		if n[0] < utf8.RuneSelf {
			if w := nextWord(c.folded[a.end:in.end]); w == n {
				return true
			}
			continue
		}
		// Chinese: the noun right after the quantifier (没有足够的空间);
		// Japanese: the noun as topic or subject of the negation
		// (余裕がありません), not inside a compound (命名空间).
		if hasPrefix(after, n) {
			return true
		}
		for _, p := range []string{"が", "は", "も"} {
			if i := strings.Index(clause, n+p); i >= 0 {
				rest := clause[i+len(n)+len(p):]
				if hasSubstr(rest, "ない") || hasSubstr(rest, "ありません") {
					return true
				}
			}
		}
	}
	return false
}

// resultSaysNone reports whether a line of the call's result itself says
// there is none of what the clause is about: the line has an absence
// marker and a content word (four letters or more) the clause also has
// ("there's nothing uncommitted" over "nothing to commit, working tree
// clean"; "`cmd/ledger` में कोई test file नहीं" over "cmd/ledger [no
// test files]"). Such a claim repeats the result and is true, however
// long the rest of the result is.
func (c *check) resultSaysNone(in *info, ci int) bool {
	clause := c.folded[in.start:in.end]
	for _, w := range c.resultNoneWords(ci) {
		if !c.spend(len(w.w)) {
			return false // as zeroRowNamed's words
		}
		// searchedWordFar of each place of w comes to: near its line's
		// marker, or not in the call's arguments.
		if hasSubstr(clause, w.w) && (w.near || !wordIn(c.calls[ci].lowerArgs(), w.w)) { // see absence_bound_call.go
			return true
		}
	}
	return false
}

// noneWord is a content word of a result line marked as saying none, and
// whether any of its places lies near its line's marker.
type noneWord struct {
	w    string
	near bool
}

// resultNoneWords lists, once per call, the content words of the result's
// lines that carry an absence marker (see resultSaysNone): read per clause,
// a 1 MB result was read whole for each absence of a 1 MB reply.
func (c *check) resultNoneWords(ci int) []noneWord {
	call := &c.calls[ci]
	if call.noneDone {
		return call.noneWords
	}
	call.noneDone = true
	var seen map[string]int
	for line, rest := cutLine(call.folded); line != ""; line, rest = cutLine(rest) {
		line = trimSuffix(line, "\n")
		marked, at := false, 0
		for _, m := range noneMarkers {
			// A marker after '=' is a setting's value ("SameSite=None"),
			// not a report that nothing was found.
			if k := indexSubstr(line, m); k >= 0 && (k == 0 || !isFileByte(line[k-1]) && line[k-1] != '=' || m[0] == '[') {
				marked, at = true, k // a word of its own: not "order_no "
				break
			}
		}
		if !marked {
			continue
		}
		for i := 0; i < len(line); {
			for i < len(line) && !isLetterByte(line[i]) {
				i++
			}
			j := i
			for j < len(line) && isLetterByte(line[j]) {
				j++
			}
			w := line[i:j]
			i = j
			if len(w) < 4 || w == "nothing" || w == "none" || w == "found" || w == "empty" || w == "matches" || w == "results" {
				continue
			}
			const reach = 40 // as searchedWordFar's
			near := at-(j-len(w)) <= reach && (j-len(w))-at <= reach
			k, ok := seen[w]
			if !ok {
				if seen == nil {
					seen = map[string]int{}
				}
				k = len(call.noneWords)
				seen[w] = k
				call.noneWords = append(call.noneWords, noneWord{w: w})
			}
			call.noneWords[k].near = call.noneWords[k].near || near
		}
		// A name quoted beside the marker in another script ("item
		// 'いくら' not found in s009 master"): the item the line says
		// is not there, as its Latin words are.
		for q, rest := "", line[max(0, at-48):min(len(line), at+48)]; ; {
			var ok bool
			if _, rest, ok = cutAt(rest, "'"); !ok {
				break
			}
			if q, rest, ok = cutAt(rest, "'"); !ok {
				break
			}
			if len(q) >= 6 && len(q) <= 48 && q[0] >= 0xe0 && !seenNone(call.noneWords, q) {
				call.noneWords = append(call.noneWords, noneWord{w: q, near: true})
			}
		}
	}
	return call.noneWords
}

// seenNone reports whether ws holds the word w.
func seenNone(ws []noneWord, w string) bool {
	for _, x := range ws {
		if x.w == w {
			return true
		}
	}
	return false
}

// personFree reports whether the clause's Hindi absence "खाली …" has a
// personal pronoun as its subject: the clause opens with the pronoun as
// a word of its own (not आपका/आपके, whose noun would be the subject); or
// whether it says a result's item is free to book.
func (c *check) personFree(in *info) bool {
	a := in.absence
	if a == nil || !hasSubstr(a.t.text, "खाली") && !hasSubstr(a.t.text, "ख़ाली") {
		return false
	}
	s := strings.TrimLeft(c.folded[in.start:a.start], " *-•\n")
	for _, p := range hiPersonPronouns {
		if hasPrefix(s, p+" ") {
			return true
		}
	}
	// खाली is also "free, vacant": "तीन हॉल में से दो खाली हैं" over a
	// result that marks its items "available" restates that availability,
	// not an empty result. A negated one ("कोई स्लॉट खाली नहीं है") stays
	// an absence claim, held to those results. "available" must be a word
	// of its own: a result that marks items "unavailable" says the opposite.
	if !hasSubstr(c.folded[in.start:in.end], "नहीं") {
		for ci := range c.calls {
			if c.calls[ci].ok && (wordIn(c.calls[ci].folded, "available") || wordIn(c.calls[ci].folded, "vacant") && !zeroVacant(c.calls[ci].folded)) {
				return true // "vacant beds: ICU-07" lists a vacant bed
			}
		}
	}
	return false
}

// noEmptyClaim reports whether a clause's absence phrase is no claim that
// a result was empty:
//
//   - Chinese A-not-A ("有没有用到", whether it is used): a question, not
//     a negation;
//   - a difference that is nil ("ゲーム差なし", "no difference", "sin
//     diferencia", "没有差距", "कोई अंतर नहीं"): a value derived by
//     comparing two items, which the value checks hold to the result;
//   - a label opening a list item ("**Zero interest:**"): it names the
//     case the item discusses and asserts nothing;
//   - Japanese active "not included" (管理費は含んでいません): the scope
//     of the reply's own figure, not what the result holds.
func (c *check) noEmptyClaim(in *info) bool {
	a := in.absence
	if a == nil {
		return false
	}
	if hasPrefix(a.t.text, "没") && hasSuffix(c.folded[max(in.start, a.start-3):a.start], "有") {
		return true
	}
	before := strings.TrimRight(c.folded[max(in.start, a.start-24):a.start], " *")
	// "失敗はしていません", "何もしていません": a verbal noun under は/も
	// and a negated する denies an act (it did not fail), not a result's
	// content.
	if hasPrefix(a.t.text, "いません") && (hasSuffix(before, "はして") || hasSuffix(before, "もして")) {
		return true
	}
	// "管理費などは含んでいません": the active verb of including states
	// what the reply's own figure leaves out, as "does not include" does;
	// the passive ("エラーは含まれていません") says the result lacks it.
	if hasPrefix(a.t.text, "いません") && hasSuffixAny(before, jaIncludeActive) {
		return true
	}
	after := strings.TrimLeft(c.folded[a.end:min(in.end, a.end+24)], " *")
	for _, d := range noEmptyClaimList1 {
		if hasSuffix(before, d) || hasSuffix(before, d+"は") || hasSuffix(before, d+"が") {
			return true
		}
	}
	for _, d := range noEmptyClaimList2 {
		if hasPrefix(after, d) {
			return true
		}
	}
	if c.filterUnmatched(in) || c.freeWindow(in) || c.nothingSevere(in) {
		return true
	}
	// "**Zero interest:**": at most two words between the quantifier and
	// a colon, with only list or emphasis marks before it on its line.
	ls, _ := c.lineAround(a.start, a.end)
	if mark := c.masked[ls:a.start]; strings.TrimSpace(mark) != "" && strings.Trim(mark, "-*•#0123456789. \t") == "" {
		if i := strings.IndexAny(after, ":："); i > 0 && strings.Count(strings.TrimSpace(after[:i]), " ") <= 1 &&
			!hasAnyRune(after[:i], ",.;\"“”「」") && (i+1 >= len(after) || hasAnyRune(after[i+1:i+2], " *\n")) {
			return true
		}
	}
	return false
}

// filterUnmatched reports whether an English or Spanish absence names a
// filter by a status or identifier in CamelCase ("no pods in
// CrashLoopBackOff", "ningún pod en CrashLoopBackOff", "no jobs with
// RetryLimitExceeded") that no ok call's result or arguments hold: the
// results list items, but none in that state, so "none" is true. Such
// words are printed verbatim by the tools that report them, so a result
// that had one would hold it.
func (c *check) filterUnmatched(in *info) bool {
	a := in.absence
	hi := min(in.end, a.end+80)
	s := c.masked[a.end:hi]
	for _, p := range filterUnmatchedList1 {
		i := indexSubstr(s, p)
		if i < 0 || i > 40 {
			continue
		}
		st := i + len(p)
		en := st
		camel := false
		for en < len(s) && (isLetterByte(s[en]) || s[en] >= '0' && s[en] <= '9') {
			if en > st && s[en] >= 'A' && s[en] <= 'Z' && s[en-1] >= 'a' && s[en-1] <= 'z' {
				camel = true
			}
			en++
		}
		if !camel || en-st < 6 {
			continue
		}
		tok := c.folded[a.end+st : a.end+en]
		seen := false
		for ci := range c.calls {
			call := &c.calls[ci]
			if !call.ok {
				continue
			}
			if hasSubstr(call.folded, tok) || indexFoldASCII(call.Args, tok) {
				return false
			}
			seen = true
		}
		return seen
	}
	return false
}

// severityWords maps an adjective of severity or note after "nothing" /
// "nada" to the words a result would use for it.
var severityWords = wordLists(
	"breaking: breaking",
	"major: major",
	"serious: serious|severe|critical",
	"critical: critical",
	"urgent: urgent",
	"alarming: alarm",
	"unusual: unusual|anomal",
	"suspicious: suspicious",
	"concerning: concern",
	"worrying: concern",
	"significant: significant",
	"grave: grave|serious|severe|critical",
	"importante: importante|major|important",
	"urgente: urgente|urgent",
	// Results write Spanish values without accents (prioridad=critica): the
	// stem critic is crítico, crítica and critical alike.
	"crítico: crítico|critic",
	"serio: serio|serious|severe",
	"raro: raro|unusual|anomal",
	"preocupante: preocupante|concern",
)

// nothingSevere reports whether an absence is "nothing" or "nada" with an
// adjective of severity ("Nothing breaking — it's a minor release", "nada
// grave"): the result has items, and the claim is that none is of that
// kind. Like "found no errors", it is false only if a result uses that
// word; otherwise it is a judgement the result bears out.
func (c *check) nothingSevere(in *info) bool {
	a := in.absence
	if a.t.text != "nothing" && a.t.text != "nada" {
		return false
	}
	words, ok := severityWords[nextWord(c.folded[a.end:in.end])]
	if !ok {
		return false
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, w := range words {
			if hasSubstr(c.calls[ci].folded, w) {
				return false
			}
		}
	}
	return true
}

// zhWeekday reports whether a numeral is the day of a weekday put in
// brackets after a date, "11 月 22 日（周五）": 周五 is Friday, a name that
// restates the date, not a quantity of what is absent. A bare "周五没有
// 安排" stays a number before the absence: a day the reply picks out of a
// longer result, which this reading leaves alone.
func zhWeekday(before string) bool {
	return hasSuffix(before, "（周") || hasSuffix(before, "(周")
}

// openingWords name openings a booking system lists: free slots,
// vacancies, availability.
var openingWords = splitBar("slot|availab|vacan|opening|空き|空位|空余|余位|空席|hueco|disponib|plaza")

// listsOpenings reports whether an ok call asked for openings (a tool
// or an argument naming slots or availability): then "空きがありません",
// "no quedan huecos" say its list of openings is empty, a claim about
// its items, not about room or headroom.
func (c *check) listsOpenings() bool {
	for ci := range c.calls {
		if c.calls[ci].ok && containsAny(c.calls[ci].lowerToolArgs(), openingWords) {
			return true
		}
	}
	return false
}

// hiLeftPredicate: every बाक़ी (बाकी) of a clause right before नहीं is the
// predicate "left, outstanding" of a negated existential ("कोई रिफ़ंड
// बाक़ी नहीं है", "कुछ भी बाक़ी नहीं"), not the determiner "the rest of"
// ("बाक़ी दिन ख़ाली है") that makes a clause speak of a remainder: it says
// none is pending, an absence claim like "no refunds outstanding".

// zeroVacant reports whether result f gives "vacant" the count 0
// ("vacant 0", "vacant: 0"): it then marks no item vacant.
func zeroVacant(f string) bool {
	return fieldValue(f, "vacant") == fieldNone
}
