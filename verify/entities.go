package verify

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// nameStop are capitalised words that open sentences or name calendar
// things, never a person: "Yesterday Priya" is not a two-word name.
var nameStop = semiSet(
	"The;This;That;These;Those;Yes;No;" +
		"According;Based;Here;There;Also;However;Note;Today;" +
		"Yesterday;Tomorrow;Monday;Tuesday;Wednesday;Thursday;Friday;" +
		"Saturday;Sunday;January;February;March;April;May;June;" +
		"July;August;September;October;November;December;Según;" +
		"Hoy;Ayer;Sí;El;La;Los;Las;Un;Una;De;" +
		"Del;En;Por;Para;Con;And;Or;But;If;In;" +
		"On;At;For;From;To;Of;By;With;It;Your;" +
		"My;Our;Their;His;Her;Mr;Ms;Dr;Team;Service;" +
		// Words of product and place names: "Google Workspace", "Room Berlin".
		"Cloud;Workspace;Office;Room;Studio;Server;Console;Portal;" +
		"Center;Centre;Platform;Suite;Drive;Docs;Sheets;Calendar;" +
		"Teams;Actions;Store;Street;Avenue;Building;Project;Payment;")

// personNames returns the spans of two or three capitalised words in a
// row, as people are named in the Latin script: "Priya Sharma", "José
// García López". Words in nameStop break a run.
func personNames(text string, limit int) []span {
	var out []span
	runStart, runEnd, words := -1, -1, 0
	flush := func() {
		if words >= 2 && words <= 3 {
			out = append(out, span{runStart, runEnd})
		}
		runStart, runEnd, words = -1, -1, 0
	}
	for i := 0; i < len(text) && len(out) < limit; {
		// ASCII in line: the letters of Latin text are a-z and A-Z, the
		// capitals A-Z, with no look-up in the unicode tables.
		if b := text[i]; b < utf8.RuneSelf && !isLetterByte(b) {
			if b != ' ' || runEnd != i {
				flush()
			}
			i++
			continue
		}
		r, n := decodeRune(text[i:])
		if !nameLetter(r) {
			if r != ' ' || runEnd != i {
				flush()
			}
			i += n
			continue
		}
		j := i
		upper, lower := 0, 0
		for j < len(text) {
			if b := text[j]; b < utf8.RuneSelf {
				if !isLetterByte(b) {
					break
				}
				if b <= 'Z' {
					upper++
				} else {
					lower++
				}
				j++
				continue
			}
			r2, n2 := decodeRune(text[j:])
			if !nameLetter(r2) {
				break
			}
			if !noCase(r2) && unicode.IsUpper(r2) {
				upper++
			} else {
				lower++
			}
			j += n2
		}
		w := text[i:j]
		// A name word: one capital, then at least two small letters.
		if !noCase(r) && unicode.IsUpper(r) && upper == 1 && lower >= 2 && !nameStop[w] && !(j < len(text) && (text[j] == '_' || text[j] == '-' || text[j] == '.' && j+1 < len(text) && text[j+1] != ' ' || isDigitByte(text[j]))) {
			if words == 0 {
				runStart = i
			}
			runEnd = j
			words++
		} else {
			flush()
		}
		i = j
	}
	flush()
	return out
}

// resultNames reports whether a result names people itself, computed
// once: a name in the reply is held to it only then.
func (ci *callInfo) hasNames() bool {
	if ci.names == 0 {
		ci.names = 2
		if len(personNames(ci.Result, 1)) > 0 {
			ci.names = 1
		}
	}
	return ci.names == 1
}

// lineHasURL reports whether the reply's line around sp holds a link
// address: a name on it names the page cited ("Real Python, *…*:
// https://realpython.com/…", "[Libby Help – lending limits](https://…)",
// "per the Red Hat advisory (https://access.redhat.com/…)"), a source
// whose fetch unfetched_source checks, not a value of the result.
func (c *check) lineHasURL(sp span) bool {
	ls, le := c.lineAround(sp.start, sp.end)
	k := spansEndingAfter(c.urls, ls)
	return k < len(c.urls) && c.urls[k].start < le
}

// checkNames reports a person's name in a clause attributed to a result
// that names other people but not this one: the result says Arjun Mehta
// is on call, the reply says Priya Sharma.
func (c *check) checkNames(in *info) {
	if len(in.targets) == 0 || !in.explicit && len(in.cites) == 0 && !in.report && !in.source && !in.paraCited {
		return
	}
	named := false
	for _, ci := range in.targets {
		named = named || c.calls[ci].hasNames()
	}
	if !named || c.failedAttempt(in) {
		return
	}
	for _, sp := range personNames(c.masked[in.start:in.end], 8) {
		sp = span{in.start + sp.start, in.start + sp.end}
		if c.quoted(sp) || c.inCode(sp.start) || c.inURL(sp) || c.modalAt(in, sp) || c.lineHasURL(sp) {
			continue
		}
		if exampleBefore(c.folded[max(in.start, sp.start-24):sp.start]) {
			continue // "frameworks such as Spring Boot", "जैसे Spring Boot": an example, not a result's name
		}
		name := c.masked[sp.start:sp.end]
		if c.nameKnown(name) || c.reportAfter(sp.end) || c.nameSquashed(name, in.targets) || c.nameAbbreviated(in, name, in.targets) {
			// "Google Workspace shows both as unread": the subject of a
			// report verb is a source, not a value of the result.
			continue
		}
		if c.asideAfter(in) {
			return // a clause marked as general knowledge names no result's people (see asideAfter)
		}
		ci := in.targets[0]
		// Unsupported: a name the result lacks may be a paraphrase or an
		// outside fact; nothing in the result conflicts with it.
		c.addFact(in, "fact/name", BasisUnsupported, c.callFinding(FactMismatch, sp, ci, name+" is not named in the result of "+c.calls[ci].Tool))
		return
	}
}

// nameKnown reports whether any word of a name occurs in a result, the
// request or the arguments of the turn: "Sato" for "Kenji Sato" written
// "Sato Kenji", "Lena" for a first name the user gave.
func (c *check) nameKnown(name string) bool {
	// Every word of a name must be known: "Shree Balaji Traders" is not
	// "Shree Ganesh Traders" because two of its three words are.
	ws := strings.Fields(name)
	known := 0
	for _, w := range ws {
		if honorific(w) || c.wordKnown(w) {
			known++
		}
	}
	return known == len(ws)
}

func honorific(w string) bool {
	return honorifics[strings.ToLower(trimSuffix(w, "."))]
}

// honorifics are the titles before a name, without their dot. A set, not
// a switch of its words (the release binary's size, size20).
var honorifics = wordSet("dr mr mrs ms sr sra srta don doña shri smt prof san")

// wordKnown reports whether a word of a name occurs in a result, the
// request, the arguments or a tool name of the turn.
func (c *check) wordKnown(w string) bool {
	{
		lw := strings.ToLower(w)
		if wordIn(c.request, lw) || c.inArgs(lw) {
			return true
		}
		for ci := range c.calls {
			if c.calls[ci].ok && wordIn(c.calls[ci].folded, lw) {
				return true
			}
		}
		for _, t := range c.rec.Tools {
			if hasSubstr(strings.ToLower(t), lw) {
				return true
			}
		}
	}
	return false
}

// A row is one line of a result, keyed by its first word; its first
// inKey values are digits of the key (9 and 3 of 沪A·9KX03).
type row struct {
	key   string
	vals  []float64
	inKey int
	cells bool // the line splits its fields at '|' or tabs: a table's line
	// clocks marks the values (of the first 64) that are parts of a clock
	// time (the 10 and 20 of 10:20).
	clocks uint64
}

// rows returns the result's lines that start with a distinctive key (at
// least three characters, a letter among them) and hold numbers, at most
// 64, computed once. The rows and their values are cut from arrays the
// check keeps from one check to the next (as buildDigitRuns cuts its
// runs), where each call's rows and each row's values grew their own.
func (c *check) keyedRows(cj int) []row {
	ci := &c.calls[cj]
	if ci.rows != nil {
		return ci.rows
	}
	rows, vals := c.buf.rows, c.buf.rowVals
	start0 := len(rows)
	ci.rows = []row{}
	k := 0
	for start := 0; start < len(ci.folded) && len(rows)-start0 < 64; {
		end := strings.IndexByte(ci.folded[start:], '\n')
		if end < 0 {
			end = len(ci.folded)
		} else {
			end += start
		}
		line := ci.folded[start:end]
		lineStart := start
		start = end + 1
		// The key is the line's first field; a row has numbers after it.
		line = strings.TrimLeft(line, " \t|")
		// sp ends the first word: numbers before it are the key's, not
		// values of the row (-1 for a line without a space: a CSV row).
		key := ""
		sp := strings.IndexAny(line, " \t")
		if sp >= 0 {
			key = line[:sp]
			// A CSV row whose later field has a space ("Riverside,Elm
			// Street,12") is keyed by its first field, as one without a
			// space is (fieldKey): the first word runs across the
			// separator, and "riverside,elm" names no row a reply writes.
			if i := strings.IndexByte(key, ','); i > 0 && line[0] != '{' && line[0] != '[' {
				key = key[:i]
			}
			key = strings.Trim(key, ":|,\"'")
		}
		if len(key) < 3 || !hasLetter(key) {
			key = fieldKey(line)
		}
		if len(key) < 3 || !hasLetter(key) || rowStop[key] || proseLine(line) {
			continue
		}
		for k < len(ci.nums) && ci.nums[k].start < lineStart {
			k++
		}
		var r row
		valsAt := len(vals)
		for ; k < len(ci.nums) && ci.nums[k].start < end; k++ {
			if n := &ci.nums[k]; (!n.glued || rangeEnd(ci.folded, ci.nums, k)) && !n.inDate && len(n.vals) > 0 {
				if nv := len(vals) - valsAt; nv < 64 && clockPart(ci.folded, n.span) {
					r.clocks |= 1 << nv
				}
				vals = append(vals, n.vals[0])
				if n.end-lineStart <= len(ci.folded[lineStart:end])-len(line)+sp {
					r.inKey++
				}
			}
		}
		if len(vals) > valsAt {
			r.vals = vals[valsAt:len(vals):len(vals)]
			r.key, r.cells = key, strings.ContainsAny(line, "|\t")
			rows = append(rows, r)
		}
	}
	c.buf.rows, c.buf.rowVals = rows, vals
	if len(rows) > start0 {
		ci.rows = rows[start0:len(rows):len(rows)]
	}
	return ci.rows
}

// fieldKey returns the item a record line is about when its first word is
// not one: its first field, split at the line's field separator (a tab,
// two spaces, a comma, a pipe), or the second after a numeric id, when it
// starts with a letter (not "14:7  warning", a sha, a date). A
// CSV row ("Karnal,2425,2480,2440", "名古屋北部市場,452,96") has no space
// after its key, and a table whose first column is an id ("101  Plaza
// Mayor  3  17", "601939  建设银行  8.95") names the item in the second.
func fieldKey(line string) string {
	if nextDigit(line, 0) == len(line) {
		return "" // a line without a number is no row
	}
	sep := "|"
	for _, s := range [...]string{"\t", "  ", ","} {
		if hasSubstr(line, s) {
			sep = s
			break
		}
	}
	f, rest, _ := cutAt(line, sep)
	if f = strings.Trim(f, " :\"'"); f != "" && strings.Trim(f, "0123456789") == "" {
		f, _, _ = cutAt(rest, sep)
		f = strings.Trim(f, " :\"'")
	}
	if f == "" || f[0] < 0x80 && !isLetterByte(f[0]) && !(f[0] == '/' && len(f) > 1 && isLetterByte(f[1])) {
		return "" // a path ("/api/search") names its row as a word does
	}
	return f
}

// rowStop are first words of prose lines, never the key of a row.
var rowStop = wordSet("the and for with this that from are was were has have its you your not but all any can may will one our they los las del con por para que una uno este esta esto como")

// proseLine reports whether a line reads as a sentence rather than a
// record: many words and no field separator.
func proseLine(line string) bool {
	if hasAnyRune(line, "|\t=") || hasSubstr(line, "  ") {
		return false
	}
	if i := indexByte(line, ':'); i > 0 && i < 32 {
		return false
	}
	return len(strings.Fields(line)) > 10
}

// reportAfter reports whether a report verb ("shows", "says", "muestra")
// follows pos within a space.
func (c *check) reportAfter(pos int) bool {
	k := hitsFrom(c.hits, pos)
	return k < len(c.hits) && c.hits[k].start-pos <= 2 && (c.hits[k].t.kind == kindReport || c.hits[k].t.kind == kindSource)
}

// lineMixClass sorts the bytes for checkLineMix's step over a clause: 1
// for a byte that may start a line-naming token (past ASCII, a capital, a
// digit), 2 for one that separates tokens, 0 for a byte inside a token
// (a small letter, _, - or #). One table load per byte instead of the
// tests in turn.
var lineMixClass = func() (t [256]uint8) {
	for b := range 256 {
		switch {
		case b >= utf8.RuneSelf || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9':
			t[b] = 1
		case !isASCIIWord(byte(b)) && b != '-' && b != '#':
			t[b] = 2
		}
	}
	return t
}()

// checkLineMix reports a value taken from the wrong line of a line-oriented
// result: the clause names exactly one line by a token only that line holds
// (a commit hash, a customer, a pod) and states a number or a person's name
// that the result holds on other lines but not on that one ("That was Priya
// Raman, in commit b77c021" when b77c021 is Tomás Ortega's).
func (c *check) checkLineMix(in *info) {
	if len(in.targets) != 1 || c.alreadyFound(FactMismatch, in.span) {
		return
	}
	ci := in.targets[0]
	lines := c.calls[ci].resultLines()
	if len(lines) < 2 || len(lines) > 200 {
		return
	}
	clause := c.masked[in.start:in.end]
	// The line the clause names, by a distinctive token: one with a digit
	// or a capital inside it as the reply writes it (b77c021, MOB-1021,
	// api-7f9c6d5b8-2hxkq), or a capitalised name (Talleres Gómez).
	named, nameLine, namer := -1, -1, ""
	var shared []string // tokens of the clause on several lines
	folded := c.folded[in.start:in.end]
	// A person's name the clause states is what is checked against the
	// line, not what names it: "PROJ-1421 … assignee: Kimura Ryo" names
	// PROJ-1421's line even when Kimura Ryo is on another one.
	// They are found only once a token is on one line: most clauses
	// have none.
	var names []span
	namesDone := false
	personNamesOnce := func() []span {
		if !namesDone {
			namesDone = true
			names = personNames(clause, 4)
		}
		return names
	}
	inName := func(i, j int) bool {
		for _, sp := range personNamesOnce() {
			if i < sp.end && j > sp.start {
				return true
			}
		}
		return false
	}
	// sepAt reports whether the rune at i separates tokens, and its
	// length; ASCII, most of most clauses, is told without decoding.
	sepAt := func(i int) (bool, int) {
		if b := clause[i]; b < utf8.RuneSelf {
			return !isASCIIWord(b) && b != '-' && b != '#', 1
		}
		r, n := utf8.DecodeRuneInString(clause[i:])
		return !isWordRune(r) && r != '-' && r != '#', n
	}
	for i := 0; i < len(clause); {
		// Only a token with a capital, a digit or a rune past ASCII can
		// name a line (see the tests below): step over the others,
		// keeping where the token under way started, without decoding.
		// k: the next byte of class 1, eight bytes at a time over ASCII
		// with no capital or digit (byte_scan.go), then a byte at a time;
		// start: after the last separator before it, read back from k.
		k := i
		for k+8 <= len(clause) {
			if w := load8(clause, k); w&highBits != 0 || upper8(w)|digits8(w) != 0 {
				break
			}
			k += 8
		}
		for k < len(clause) && lineMixClass[clause[k]] != 1 {
			k++
		}
		start := k
		for start > i && lineMixClass[clause[start-1]] == 0 {
			start--
		}
		if k == len(clause) {
			break
		}
		if s, n := sepAt(k); s {
			i = k + n
			continue
		}
		i = start
		j := k
		for j < len(clause) {
			s, n2 := sepAt(j)
			if s {
				break
			}
			j += n2
		}
		orig, w := clause[i:j], folded[i:j]
		ti, tj := i, j
		i = j
		orig, w = strings.Trim(orig, "-"), strings.Trim(w, "-")
		// An id written #412 names its line too.
		id := hasPrefix(orig, "#") && len(orig) >= 3
		orig, w = strings.TrimPrefix(orig, "#"), strings.TrimPrefix(w, "#")
		// The cheap test first: most words have no digit or capital.
		r0, _ := utf8.DecodeRuneInString(orig)
		if !hasDigit(orig) && !unicode.IsUpper(r0) {
			continue
		}
		if !id && (len(w) < 4 || !hasLetter(w) || rowStop[w] || commonArg[w]) {
			continue
		}
		// A link's address names its source, and a search result gives
		// each hit several lines (title, address, snippet): no row.
		if c.inURL(span{in.start + ti, in.start + tj}) {
			continue
		}
		// A token on no line of the result is not on one of them: one
		// look at the whole result spares a look at every line.
		if !c.wordInCall(ci, w) {
			continue
		}
		at := c.wordLine(ci, lines, w)
		if at == -2 && len(shared) < 8 {
			shared = append(shared, w) // CF-1 on two lines: see elsewhere
		}
		if at == -1 || at == -2 || !hasDigit(lines[at]) {
			continue // not on one line, or on a header, which names columns
		}
		if inName(ti, tj) {
			if nameLine >= 0 && nameLine != at {
				return
			}
			nameLine = at
			continue
		}
		if named >= 0 && named != at {
			return // several lines named: a comparison
		}
		named = at
		if !hasDigit(namer) {
			namer = w // a key with a digit (PROJ-1421) shapes the rows best
		}
	}
	if named < 0 && nameLine >= 0 {
		named, nameLine = nameLine, -1
	}
	if named < 0 {
		return
	}
	// The clause names one row by a key and states a name another row
	// holds: a slip between rows of one list only when that row is keyed
	// alike (PROJ-1421's assignee given as PROJ-1440's); a title and a
	// location are lines of one record, not rows.
	nameElsewhere := nameLine >= 0 && nameLine != named
	if nameElsewhere && !sameKeyShape(lines[nameLine], namer) {
		return
	}
	// A number is mixed up between rows only when a line alike to the
	// named one holds it (see rowAlike), and the clause names that line
	// by none of its words: "CF-1 | 165 (120 Freedom + 45 Explorer)" is
	// bound to both CF-1 lines, so 120 on the CF-1 Freedom line is CF-1's
	// even though Explorer names the other one.
	// A token on every line ("TODO") names none of them: those are
	// dropped once per clause, not once per line a number is on.
	binds := shared[:0]
	var lineBuf [8]int
	for _, t := range shared {
		if len(c.linesWith(lineBuf[:0], ci, lines, t)) != len(lines) {
			binds = append(binds, t)
		}
	}
	// The lines a token of binds is on, found once per clause when a
	// number is on another line.
	var bound []bool
	boundToo := func(i int) bool {
		if bound == nil {
			bound = make([]bool, len(lines))
			var buf [8]int
			for _, t := range binds {
				for _, j := range c.linesWith(buf[:0], ci, lines, t) {
					bound[j] = true
				}
			}
		}
		return bound[i]
	}
	// Whether a number is on another row, remembered per named line, number
	// and tokens binding rows: a reply of many clauses restating one row's
	// figures asks the same, and each answer reads every line.
	bindKey := strings.Join(binds, "\x00")
	elsewhere := func(w string) bool {
		q := lineElsewhereQ{ci, named, w, bindKey}
		if v, ok := c.lineElsewhere[q]; ok {
			return v
		}
		v := false
		on := c.linesWith(lineBuf[:0], ci, lines, w)
		if !slices.Contains(on, named) {
			for _, i := range on {
				if i != named && c.calls[ci].rowAlikeNamed(lines, i, named) && sameField(lines[named], lines[i], w) && !boundToo(i) {
					v = true
					break
				}
			}
		}
		if c.lineElsewhere == nil {
			c.lineElsewhere = map[lineElsewhereQ]bool{}
		}
		c.lineElsewhere[q] = v
		return v
	}
	// Numbers of three or more digits and person names.
	for k := in.numLo; k < in.numHi && !nameElsewhere; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || n.glued || len(n.vals) == 0 || c.inCitation(n.span) || c.quoted(n.span) {
			continue
		}
		d := strings.ToLower(c.masked[n.start:n.end])
		if n.cjk && c.weekdayNum(n) {
			continue // 周四: a day name, on any line that dates a deadline (see weekdayNum)
		}
		if len(strings.Trim(d, ",. ")) < 3 || c.inRequestNum(n) || n.inDate || n.dec == 0 && n.vals[0] >= 1900 && n.vals[0] <= 2100 || c.listedNum(n) {
			continue // a year is shared by every dated line
		}
		for _, form := range numberForms(n) {
			if elsewhere(form) && !c.lineHasValue(lines[named], n) && !blockHas(lines, named, form) && !c.summaryClause(in, ci, lines) && !c.notRowValue(in, n, ci) && !rowWorked(n, lineVals(lines[named])) && !c.otherCallHolds(ci, form) && !c.rowsOfColumn(in, n, form, ci, lines, named) {
				// Contradiction: the line the reply names lacks the value, and
				// another line holds it.
				c.addRule("fact/line-value", BasisContradiction, c.callFinding(FactMismatch, n.span, ci, c.masked[n.start:n.end]+" is on another line of the result of "+c.calls[ci].Tool+" than the one the reply names"))
				return
			}
		}
	}
	if len(personNamesOnce()) != 1 {
		return
	}
	sp := names[0]
	name := strings.ToLower(clause[sp.start:sp.end])
	if c.nameOnLine(lines[named], name) || c.groupNamed(in, lines, name) {
		return // groupNamed: a name several lines share, counted or summed (line_name_group.go)
	}
	// The name is another row's only when that line is a row of the named
	// one's list and the clause does not name it too: "Exporter: …" beside
	// "CRES No: …" are fields of one record, and "96 kg of yogurt and 38
	// kg of cheese from Brookside Dairy, and 140 kg of milk from FreshMart
	// #12" gives Brookside Dairy's rows by their figures.
	for i, l := range lines {
		if i != named && c.nameOnLine(l, name) {
			if la, lb := fieldLabel(l), fieldLabel(lines[named]); la != lb && la != "" && lb != "" || c.clauseNumOn(in, l) {
				return
			}
			if i == 0 && !hasDigit(l) && fieldLabel(l) == "" {
				return // the result's title ("Outgoing Octopus Fixed" over its terms) names every line under it
			}
			// Contradiction: the line the reply names lacks the name, and
			// another line holds it.
			c.addRule("fact/line-name", BasisContradiction, c.callFinding(FactMismatch, span{in.start + sp.start, in.start + sp.end}, ci,
				clause[sp.start:sp.end]+" is on another line of the result of "+c.calls[ci].Tool+" than the one the reply names"))
			return
		}
	}
}

// recordLineNames reports whether a line of the result text holds one of
// the keys (records the clause names that two calls hold, as an order
// both an order list and a booking look-up give) and every word of name:
// the name is that record's in this call, whatever the other call adds
// to it ("| PE-7740 | Carrefour France | … | CMA-VGO-55731 |" over the
// order list's line for PE-7740 and the booking's).
func recordLineNames(text string, keys []string, name string) bool {
	for _, k := range keys {
		seen := 0
		for at := indexFrom(text, k, 0); at >= 0; at = indexFrom(text, k, at+1) {
			if seen++; seen > 16 {
				break // a key a result repeats this often keys no one record
			}
			ls, le := lineBounds(text, at, at)
			if line := text[ls:le]; wordIn(line, k) && nameOnLineWords(line, name) {
				return true
			}
		}
	}
	return false
}

// nameOnLineWords reports whether line holds every word of name.
func nameOnLineWords(line, name string) bool {
	for _, w := range strings.Fields(name) {
		if !wordIn(line, w) {
			return false
		}
	}
	return true
}

// lineElsewhereQ is a question of checkLineMix's elsewhere: the call,
// the line the clause names, the number's form and the tokens binding
// rows, joined.
type lineElsewhereQ struct {
	ci, named int
	w, binds  string
}

// rowAlikeNamed is rowAlike(lines[i], lines[named]), remembered per line
// for the last named line of the call.
func (ci *callInfo) rowAlikeNamed(lines []string, i, named int) bool {
	if ci.alike == nil || ci.alikeNamed != named || len(ci.alike) != len(lines) {
		ci.alike, ci.alikeNamed = make([]int8, len(lines)), named
	}
	if ci.alike[i] == 0 {
		ci.alike[i] = 2
		if rowAlike(lines[i], lines[named]) {
			ci.alike[i] = 1
		}
	}
	return ci.alike[i] == 1
}

// nameInCall is nameOnLine over a call's whole result, read by
// wordInCall.
func (c *check) nameInCall(ci int, name string) bool {
	for _, w := range strings.Fields(name) {
		if !c.wordInCall(ci, w) {
			return false
		}
	}
	return true
}

// nameOnLine reports whether every word of a name is on the line.
func (c *check) nameOnLine(line, name string) bool {
	for _, w := range strings.Fields(name) {
		if !wordIn(line, w) {
			return false
		}
	}
	return true
}

// numberForms returns the ways a result may write a reply's number: as
// written and with its separators dropped or swapped (184.320,00 →
// 184320.00, 184,320.00).
func numberForms(n *num) []string {
	var out []string
	if len(n.vals) == 0 {
		return nil
	}
	v := n.vals[0]
	out = append(out, strconv.FormatFloat(v, 'f', n.dec, 64))
	if n.dec == 0 {
		out = append(out, strconv.FormatFloat(v, 'f', 2, 64))
	}
	return out
}

// lineVals returns the values of a result line, the first reading of each;
// a CSV line (three commas or more, none followed by a space) field by
// field, so that "n,3,15" is 3 and 15, not 3.15.
func lineVals(line string) []float64 {
	// A CSV line's fields: a bar, not a space, between them, or "141,577"
	// would be read as one number grouped by spaces (141 577 861 456).
	if strings.Count(line, ",") >= 3 && !hasSubstr(line, ", ") {
		line = replaceAll(line, ",", " | ")
	}
	var vals []float64
	for _, r := range scanNumbers(line) {
		if !r.glued && len(r.vals) > 0 {
			vals = append(vals, r.vals[0])
		}
	}
	return vals
}

// lineHasValue reports whether a line holds the number's value in any
// notation.
func (c *check) lineHasValue(line string, n *num) bool {
	for _, r := range scanNumbers(line) {
		for _, rv := range r.vals {
			for _, v := range n.vals {
				if near(v, n.dec, rv) {
					return true
				}
			}
		}
	}
	return false
}

// resultLines returns the non-blank lines of a line-oriented result, in
// folded case, computed once; nil for JSON.
func (ci *callInfo) resultLines() []string {
	if ci.linesDone {
		return ci.rlines
	}
	ci.linesDone = true
	if t := strings.TrimSpace(ci.folded); hasPrefix(t, "{") || hasPrefix(t, "[") {
		return nil
	}
	// One array, of the most lines there can be: a long listing would
	// otherwise grow it a dozen times.
	ci.rlines = make([]string, 0, strings.Count(ci.folded, "\n")+1)
	for rest, more := ci.folded, true; more; {
		var l string
		l, rest, more = cutByte(rest, '\n')
		if strings.TrimSpace(l) != "" {
			ci.rlines = append(ci.rlines, l)
		}
	}
	if len(ci.rlines) == 0 {
		ci.rlines = nil
	}
	// Capped, so that a caller's append copies rather than writes into
	// what the next caller reads.
	ci.rlines = ci.rlines[:len(ci.rlines):len(ci.rlines)]
	return ci.rlines
}

// checkCJKNames reports a name in Han characters that the reply sets in
// bold and no result holds, when a result holds a name of the same length
// that differs from it in one character after the first: 陈思源 for the
// sender 陈思远. Chinese and Japanese names share the family name's
// character and differ in a given name's, which a reply copies wrongly by
// a homophone; a bold word no result holds and none resembles is left to
// the other rules.
func (c *check) checkCJKNames(in *info, all []int) {
	s := c.masked[in.start:in.end]
	for _, bs := range c.boldSpans(in) {
		a, j := bs.start, bs.end-bs.start
		name := s[a : a+j]
		n := utf8.RuneCountInString(name)
		if n < 2 || n > 4 || strings.IndexFunc(name, func(r rune) bool { return !isHan(r) }) >= 0 {
			continue
		}
		if c.textIn(name, all) || hasSubstr(c.request, name) || boldLabel(s[a+j:]) {
			continue
		}
		for _, ci := range all {
			like := hanNearMiss(c.calls[ci].Result, name)
			if like == "" {
				like = hanFamilyMiss(c.calls[ci].Result, name) // see cjk_family_names.go
			}
			if like != "" {
				// Contradiction: the result names a near-identical name in its
				// place.
				c.addRule("fact/cjk-name", BasisContradiction, c.callFinding(FactMismatch, span{in.start + a, in.start + a + j}, ci,
					name+" is not in the result of "+c.calls[ci].Tool+", which names "+like))
				return
			}
		}
	}
}

// boldLabel reports whether the text after a bold span opens with a
// colon: "**人数**：4 人" labels a field, as "**Guests:**" does; a label is
// the reply's own word for the field, no name the result must hold.
func boldLabel(after string) bool {
	after = strings.TrimLeft(after, "* ")
	return hasPrefix(after, ":") || hasPrefix(after, "：")
}

// hanNearMiss returns a run of Han characters in res, standing alone (no
// Han character right before or after it), of name's length, with name's
// first character and one other character different, or "".
func hanNearMiss(res, name string) string {
	first, fl := decodeRuneAt(name)
	n := runeCount(name)
	for i := 0; i < len(res); {
		k := strings.IndexRune(res[i:], first)
		if k < 0 {
			return ""
		}
		st := i + k
		i = st + fl
		if r, _ := utf8.DecodeLastRuneInString(res[:st]); st > 0 && isHan(r) {
			continue
		}
		// Walk n runes of res and name together.
		p, q, diff, ok := st, 0, 0, true
		for m := 0; m < n; m++ {
			r1, s1 := decodeRuneAt(res[p:])
			r2, s2 := decodeRuneAt(name[q:])
			if s1 == 0 || !isHan(r1) {
				ok = false
				break
			}
			if r1 != r2 {
				diff++
			}
			p, q = p+s1, q+s2
		}
		if !ok || diff != 1 {
			continue
		}
		if r, _ := decodeRuneAt(res[p:]); p < len(res) && isHan(r) {
			continue
		}
		return res[st:p]
	}
	return ""
}

// sameKeyShape reports whether line holds a token keyed like key: the
// letters before key's first digit ("proj-" of proj-1421), at least two
// of them, followed by a digit.
func sameKeyShape(line, key string) bool {
	d := strings.IndexFunc(key, unicode.IsDigit)
	if d < 2 {
		return false
	}
	p := key[:d]
	for i := 0; ; {
		j := indexSubstr(line[i:], p)
		if j < 0 {
			return false
		}
		e := i + j + len(p)
		if e < len(line) && isDigitByte(line[e]) && (i+j == 0 || !isLetterByte(line[i+j-1])) {
			return true
		}
		i = i + j + 1
	}
}

// nameSquashed reports whether a company or person name of two or more
// words is written in a result as one lower-case word, as in a mail
// domain or handle: "Bright Logistics" in sunny@brightlogistics.com.
func (c *check) nameSquashed(name string, calls []int) bool {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		if r != ' ' {
			b.WriteRune(r)
		}
	}
	s := b.String()
	if len(s) < 8 || len(s) == len(name) {
		return false
	}
	for _, ci := range calls {
		if hasSubstr(c.calls[ci].folded, s) {
			return true
		}
	}
	return false
}

// checkCrossCallNames flags a person's name a clause gives for a record it
// names by key when the key's record is in one call's result and the name
// only in another's: "INFRA-772 … assigned to Sara Lindqvist" when
// Sara Lindqvist is the assignee of INFRA-790 of a second lookup. The
// clause must name records of one call only (a key with a digit, as
// INFRA-772 or ch_3PBx1); a clause naming two is a comparison.
func (c *check) checkCrossCallNames(in *info, all []int) {
	if len(all) < 2 || c.alreadyFound(FactMismatch, in.span) {
		return
	}
	clause := c.masked[in.start:in.end]
	folded := c.folded[in.start:in.end]
	// A token is a run of ASCII word bytes and hyphens, and a key holds
	// a digit: the scan jumps from digit to digit and widens each to its
	// token, the tokens in reply order as a left-to-right walk finds them.
	tokenByte := func(b byte) bool { return isASCIIWord(b) || b == '-' }
	keyCall, tokens := -1, 0
	var ids, shared []string
	for i := 0; i < len(folded) && tokens < 16 && len(ids) < 16; {
		d := nextDigit(folded, i)
		if d == len(folded) {
			break
		}
		st, j := d, d+1
		for st > i && tokenByte(folded[st-1]) {
			st--
		}
		for j < len(folded) && tokenByte(folded[j]) {
			j++
		}
		w := strings.Trim(folded[st:j], "-")
		i = j
		if len(w) >= 4 && !hasLowerByte(w) {
			ids = append(ids, w) // "patron 20991": a record's number, see nameBoundToOwnRecord
		}
		if len(w) < 4 || !hasLowerByte(w) {
			continue
		}
		tokens++
		at := -1
		for _, ci := range all {
			if c.wordInCall(ci, w) {
				if at >= 0 {
					at = -2
					break
				}
				at = ci
			}
		}
		if at == -2 && len(shared) < 8 {
			shared = append(shared, w) // a record two calls hold: see recordLineNames
		}
		if at == -1 || at == -2 {
			continue
		}
		if keyCall >= 0 && keyCall != at {
			return
		}
		keyCall = at
	}
	if keyCall < 0 {
		return
	}
	for _, sp := range personNames(clause, 4) {
		name := strings.ToLower(clause[sp.start:sp.end])
		if c.nameInCall(keyCall, name) || hasSubstr(c.request, name) {
			continue
		}
		for _, ci := range all {
			if ci != keyCall && c.nameInCall(ci, name) && !c.nameBoundToOwnRecord(ids, ci, keyCall) && !recordLineNames(c.calls[ci].folded, shared, name) {
				// Contradiction: the name is in another call than the record
				// the reply names.
				c.addRule("fact/cross-call-name", BasisContradiction, c.callFinding(FactMismatch, span{in.start + sp.start, in.start + sp.end}, keyCall,
					clause[sp.start:sp.end]+" is in the result of another call than the one of the record the reply names ("+c.calls[keyCall].Tool+")"))
				return
			}
		}
	}
}

// hasLowerByte reports whether s holds an ASCII lower-case letter.
func hasLowerByte(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'a' <= s[i] && s[i] <= 'z' {
			return true
		}
	}
	return false
}
