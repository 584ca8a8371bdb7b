package verify

// Negations that are no absence claim about a result, and absences that
// the result bears out, by how replies are written in every language:
//
//   - "No" before a number, the abbreviation of "number" ("K No
//     4102938475", "No. 12");
//   - a Spanish negation whose verb is the speaker's own, with clitic
//     pronouns before the auxiliary ("No le he enviado ningún correo");
//   - a Chinese 没有 before an adverb or a verb of exceeding or reaching
//     ("没有完全挂", "没有超标"): a verb negated, not "there is none";
//   - an absence in a sentence that names, in code, a call whose result
//     says none ("Vulnerabilities: none — `npm audit` found 0 …");
//   - an absence over a result that is a table header with no rows
//     (`ss -ltn` printing only its column names).

import (
	"strings"
)

// absenceNotClaimed reports an absence hit of the clause that is one of
// the cases above.
func (c *check) absenceNotClaimed(in *info) bool {
	a := in.absence
	switch a.t.text {
	case "no":
		if c.numeroAbbrev(in, a) || esCliticFirstPerson(c.folded[a.end:in.end]) {
			return true
		}
	case "没有", "没", "沒有":
		rest := strings.TrimLeft(c.folded[a.end:in.end], " *")
		if hasPrefixAny(rest, zhNegAdverbs) {
			// A 的 before the next stop makes the words a modifier of a
			// noun: "没有超过 7 天的订单" (no orders older than 7 days)
			// is an absence claim.
			if i := strings.IndexAny(rest, "，。；：,;:!?！？\n"); i >= 0 {
				rest = rest[:i]
			}
			if !hasSubstr(rest, "的") && !c.rangeCrossed(in) {
				return true
			}
		}
	}
	if c.jaReachShort(in) {
		return true
	}
	return c.namedCallSaysNone(in) || c.headerOnlyTargets(in)
}

// jaReachShort reports a Japanese negated verb of reaching after a goal
// marked with に: "目標の4%以下には1ポイント届いていません" (falls one point
// short of the target), "基準に達していない". Like 没有达到, it compares a
// value with a goal; it lists nothing. "連絡は届いていません" (no word has
// come) has no goal and stays an absence.
func (c *check) jaReachShort(in *info) bool {
	a := in.absence
	switch a.t.text {
	case "いません", "いませんでした", "ない", "なかった":
	default:
		return false
	}
	b := trimSuffix(c.folded[in.start:a.start], "い")
	if !hasSuffix(b, "届いて") && !hasSuffix(b, "達して") {
		return false
	}
	// The goal is the last phrase before the verb: no subject or topic of
	// its own after its に ("払い戻しに関する問い合わせは届いていません"
	// says no inquiry came).
	k := strings.LastIndex(b, "に")
	if k < 0 {
		return false
	}
	rest := trimPrefix(b[k+len("に"):], "は")
	return !hasSubstr(rest, "は") && !hasSubstr(rest, "が") && !hasSubstr(rest, "も") && !hasSubstr(rest, "を")
}

// numeroAbbrev: "No" written with a capital inside its clause, or "no."
// anywhere, before digits.
func (c *check) numeroAbbrev(in *info, a *hit) bool {
	rest := c.folded[a.end:min(in.end, a.end+6)]
	dot := hasPrefix(rest, ".")
	rest = strings.TrimLeft(trimPrefix(rest, "."), " ")
	if rest == "" || !isDigitByte(rest[0]) {
		return false
	}
	if dot {
		return true
	}
	inside := strings.TrimLeft(c.folded[in.start:a.start], " *-#>") != ""
	return inside && c.masked[a.start] == 'N'
}

// esClitics stand between "no" and the auxiliary in Spanish.
var esClitics = wordSet("le les lo la los las te me se nos os")

// esCliticFirstPerson: "no le he", "no lo hemos", "no te la he": the
// speaker's own act negated.
func esCliticFirstPerson(rest string) bool {
	for k := 0; k < 3; k++ {
		rest = strings.TrimLeft(rest, " ")
		j := indexByte(rest, ' ')
		if j < 0 {
			j = len(rest)
		}
		w := rest[:j]
		rest = rest[j:]
		if w == "he" || w == "hemos" || w == "había" || w == "habíamos" {
			return k > 0
		}
		if !esClitics[w] {
			return false
		}
	}
	return false
}

var (
	zhNegAdverbs []string
)

// absencePartLists holds the phrases of the word lists declared above (see barList).
var absencePartLists = [...]barList{
	// zhNegAdverbs after 没有 make it the negation of a verb: adverbs of
	// degree, manner and time, the passive 被, and verbs of exceeding and
	// reaching a limit (没有超标, 没有达到).
	{&zhNegAdverbs, "完全|全部|太|很|被|一直|马上|立即|及时|超标|超支|达到|达标|达成"},
}

var _ = splitBars(absencePartLists[:])

// namedCallSaysNone: the sentence names, in a code span, the command of
// an ok call whose result is empty or says none.
func (c *check) namedCallSaysNone(in *info) bool {
	lo, hi := c.sentenceBounds(in.absence.span, 200, 200)
	s := c.folded[lo:hi]
	for _, sp := range delimited(s, "`") {
		code := strings.TrimSpace(s[sp.start:sp.end])
		if len(code) < 4 {
			continue
		}
		for ci := range c.calls {
			if c.calls[ci].ok && codeIn(c.calls[ci].lowerArgs(), code) && (c.empty(ci) || c.resultSaysNone(in, ci) || zeroSummary(c.calls[ci].folded)) {
				return true
			}
		}
	}
	return false
}

// headerOnlyTargets: every target result is one line of column names (at
// least three fields, each capitalised, no digits): a table with no rows.
func (c *check) headerOnlyTargets(in *info) bool {
	if len(in.targets) == 0 {
		return false
	}
	for _, ci := range in.targets {
		// Once per call: a one-line result of 1 MB was read per clause.
		call := &c.calls[ci]
		if call.header == 0 {
			call.header = 2
			if headerOnly(call.Result) {
				call.header = 1
			}
		}
		if call.header != 1 {
			return false
		}
	}
	return true
}

func headerOnly(r string) bool {
	r = strings.TrimSpace(r)
	if r == "" || hasAnyRune(r, "\n0123456789.") {
		return false
	}
	n := 0
	for f, rest := nextSpaceField(r); f != ""; f, rest = nextSpaceField(rest) {
		ch, _ := decodeRuneAt(f)
		if ch < 'A' || ch > 'Z' {
			return false
		}
		n++
	}
	return n >= 3
}

// codeIn reports code in args as a whole: "worker.log" is not in
// "worker.log.1".
func codeIn(args, code string) bool {
	for i := indexFrom(args, code, 0); i >= 0; i = indexFrom(args, code, i+1) {
		e := i + len(code)
		if (i == 0 || !isWordByte(args[i-1]) && args[i-1] != '.') && (e == len(args) || !isWordByte(args[e]) && args[e] != '.') {
			return true
		}
	}
	return false
}

// zeroSummary reports a result of one line that states a zero count of
// something: "found 0 vulnerabilities", "0 errors".
func zeroSummary(r string) bool {
	r = strings.TrimSpace(r)
	if r == "" || indexByte(r, '\n') >= 0 {
		return false
	}
	for i := indexFrom(r, "0", 0); i >= 0; i = indexFrom(r, "0", i+1) {
		if (i == 0 || r[i-1] == ' ') && i+2 < len(r) && r[i+1] == ' ' && isLetterByte(r[i+2]) {
			return true
		}
	}
	return false
}
