package verify

import (
	"strconv"
	"strings"
)

// Scalar answers. A call whose result is one value — an aggregate
// query's one cell under its column header and above its row-count footer,
// `wc -l`'s count beside its file, a price lookup's one price — answers a
// single question. A number the reply states for that same thing, that is
// not the value and that no reading of checkFacts works out from the
// results, is not the model's own work but another answer: "257 pending
// orders" against count(*) = 270. What makes it the same thing is the
// number's phrase (the words of its clause segment, cut at punctuation and
// at the next value, see numPhrase): a word or Han/katakana pair that the
// call's arguments or result hold ties it to the call (a contradiction).
// A word only the request holds does not: a request asking two things
// would tie a number to the wrong call (measured and dropped, see
// docs/verification.md#untraced-values). The one-digit rule of untraced.go does not apply:
// a scalar answer leaves no value for a worked-out number to come from.
// Worked-out numbers about the scalar keep their marks in the phrase — a
// difference or a rate ("12 more than last week", "about 9 a day"), a
// rounding — and are left untraced.

// scalarAnswer reports, as fact/scalar-answer, n of clause in when it
// states another value for what a target's one-value result answers, and
// reports whether it did, as f (the caller's finding of n) of that call.
// The caller found n in no result and derived it by no reading: it would
// be untraced.
//
// A result answers one value of n's kind (percent or not, whole or with
// decimals — a count is never answered with cents)
// when it is short and holds that value alone: a row-count footer ("(1
// row)"), dates and identifiers are no values. A reply that states the
// value itself has given the answer: its other numbers are about other
// things ("3 tareas (36 bytes)").
func (c *check) scalarAnswer(in *info, n *num, f Finding) bool {
	phrase := c.numPhrase(in, n)
	if containsAny(phrase, computeWords) || containsAny(phrase, approxWords) || containsAny(phrase, perPeriodWords) {
		return false // worked out: a difference, a rate, a rounding
	}
	// A number in degrees is a temperature: the unit ties it to the
	// result's one temperature (see degreeField), as a word would.
	deg := hasAnyRune(c.folded[n.end:min(len(c.folded), n.end+4)], "°℃")
	for _, ci := range in.targets {
		call := &c.calls[ci]
		v := ""
		if deg {
			if d, ok := c.degreeField(call); ok {
				v = strconv.FormatFloat(d, 'f', -1, 64)
			}
		} else if call.ok && len(call.folded) <= 160 {
			var one *num
			for i := range call.nums {
				m := &call.nums[i]
				if !tiedPlace(m) || m.percent != n.percent || (m.dec == 0) != (n.dec == 0) || hasPrefix(call.folded[m.end:], " row") {
					continue
				}
				if one != nil {
					one = nil
					break
				}
				one = m
			}
			// A percentage is tied by its unit, unless it is the value
			// with its sign in words ("bajaron un 3%" of -3%); another
			// number by a word of the call or a name of its source in the
			// reply's language ("数据库显示" of db_query, see
			// sourceObjectWords).
			if one != nil && !c.statesValue(one) && (n.percent && !nearAny(n, one.vals[0]) || phraseTied(phrase, call.folded, call.words) || containsAny(phrase, sourceObjectWords[toolHead(call.Tool)])) {
				v = one.digits
				if one.neg {
					v = "-" + v
				}
			}
		}
		if v == "" {
			continue
		}
		f.CallID, f.Receipt, f.Message = call.ID, call.Receipt, "the result of "+call.Tool+" answers "+v
		c.addFact(in, "fact/scalar-answer", BasisContradiction, f)
		return true
	}
	return false
}

// statesValue reports whether the reply states m's value, its sign too.
func (c *check) statesValue(m *num) bool {
	for k := range c.nums {
		if r := &c.nums[k]; tiedPlace(r) && r.vals[0] == m.vals[0] && r.neg == m.neg {
			return true
		}
	}
	return false
}

// numPhrase returns n's phrase in clause in: the text around it up to 48
// bytes each way, cut at the values beside it and at punctuation, but not
// at a full stop inside a word ("main.go", "2784.49").
func (c *check) numPhrase(in *info, n *num) string {
	lo, hi := max(in.start, n.start-48), min(in.end, n.end+48)
	for k := n.index - 1; k >= 0; k-- {
		if m := &c.nums[k]; m.end <= n.start && tiedPlace(m) {
			lo = max(lo, m.end)
			break
		}
	}
	for k := n.index + 1; k < len(c.nums); k++ {
		if m := &c.nums[k]; m.start >= n.end && tiedPlace(m) {
			hi = min(hi, m.start)
			break
		}
	}
	const stops = ",;:!?()|\n。，、；：？（।"
	t := c.folded[lo:n.start]
	if j := max(strings.LastIndexAny(t, stops), strings.LastIndex(t, ". ")); j >= 0 {
		_, w := decodeRuneAt(t[j:])
		lo += j + w
	}
	t = c.folded[n.end:hi]
	if j := strings.IndexAny(t, stops); j >= 0 {
		hi, t = n.end+j, t[:j]
	}
	if j := indexSubstr(t, ". "); j >= 0 {
		hi = n.end + j
	}
	return c.folded[lo:hi]
}

// phraseTied reports whether a content word of phrase occurs in src, or
// a word of words in phrase: a word of three bytes or more that is no
// function word, or a pair of Han or kana runes (see lastWord: Chinese and
// Japanese nouns are written without spaces).
func phraseTied(phrase, src string, words []string) bool {
	for _, w := range words {
		if wordIn(phrase, w) {
			return true
		}
	}
	for s := phrase; ; {
		s = strings.TrimRightFunc(s, func(r rune) bool { return !isWordRune(r) })
		w, rest := lastWord(s)
		if w == "" {
			return false
		}
		s = rest
		if len(w) >= 3 && !rowStop[w] && !inList(w, labelStops) && strings.IndexAny(w, "0123456789") < 0 && wordIn(src, w) {
			return true
		}
	}
}

// toolHead returns a tool name's first word: "db" of db_query.
func toolHead(tool string) string {
	h, _, _ := cutAt(tool, "_")
	return h
}

// degreeField returns the one temperature of call's result that the reply
// does not state: a JSON field whose key names a temperature ("temp_c",
// "feels_like_c", "temperature"). A number written in degrees states a
// temperature, and the unit ties it to that field as a word of the call
// would (the key is English, the reply may not be: "ムンバイ：6.7℃"). A
// result with several temperatures the reply leaves unstated (a forecast's
// high and low, a list of cities) answers no one value.
func (c *check) degreeField(call *callInfo) (float64, bool) {
	if !call.ok {
		return 0, false
	}
	var got float64
	n := 0
	for _, f := range call.fieldNums() {
		if !keyHasToken(f.key, tempKeyTokens) || c.replyStates(max(f.val, -f.val)) {
			continue
		}
		if got, n = f.val, n+1; n > 1 {
			return 0, false
		}
	}
	return got, n == 1
}

var (
	tempKeyTokens []string
)

// scalarAnswerLists holds the phrases of the word lists declared above (see barList).
var scalarAnswerLists = [...]barList{
	// tempKeyTokens are the parts of a JSON key that name a temperature.
	{&tempKeyTokens, "temp|temperature|c|celsius|tempc"},
}

var _ = splitBars(scalarAnswerLists[:])
