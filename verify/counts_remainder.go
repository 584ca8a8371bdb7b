package verify

import "slices"

// A count of what is left. "6 seats free", "还剩 9 个", "9 टोकन बचे हैं",
// "残り3席", "quedan 8 plazas": a number said of the free or remaining
// part counts units of a capacity, which is what a row holds minus what is
// taken, not the rows of the result. Over a table of slots with a capacity
// and a booked column, "6 free" is one slot's 25 − 19 and "9 left in all"
// the sum of those differences over every slot. The count is backed when
// that arithmetic gives it, and stays a miscount when it does not, so a
// wrong remainder is still caught.

var (
	remainderWords []string
)

// countsRemainderLists holds the phrases of the word lists declared above (see barList).
var countsRemainderLists = [...]barList{
	// remainderWords name the part of a whole that is left or unused, in
	// every language the checker reads (those of freeWords among them).
	{&remainderWords, "free|available|left|remaining|unused|spare|vacant|libre|disponible|restante|quedan|queda|restan|" +
		"空き|残り|剩|余|可用|空闲|空位|空い|खाली|बाकी|बचा|बचे|बची|उपलब्ध|शेष|" +
		// and the part still missing of what is needed: "2 of 3 assigned (1
		// short)" is one row's 3 − 2 as "6 free" is 25 − 19.
		"short|faltan|缺|不足|足りない"},
}

var _ = splitBars(countsRemainderLists[:])

// remainderCount reports whether cc, in a sentence that names the free or
// remaining part, is one row's difference of two of its values or the sum
// of one such difference over every row of a target result.
func (c *check) remainderCount(cc countClaim, targets []int) bool {
	if cc.n < 1 {
		return false
	}
	lo, hi := c.spanSentence(cc.span)
	if !c.wordsIn(c.folded[lo:hi], remainderWords) {
		return false
	}
	want := float64(cc.n)
	for _, ci := range targets {
		for _, kc := range c.calls[ci].keyCounts() {
			if slices.Contains(kc.left, want) {
				return true // "还剩 4 个名额" over a row's "seats_left": 4
			}
		}
		ix := c.rowValues(ci)
		if len(ix.rows) <= 64 && (rowRemainder(ix, want, false) || rowRemainder(ix, want, true)) {
			return true
		}
	}
	return false
}

// rowRemainder reports whether want is the difference of the p-th and q-th
// values of one row, or that difference summed over every row. The values
// are counted from the row's start, or from its end when fromEnd: a label
// before the figures may hold a numeral of its own ("二组", "Room 3"),
// which shifts the columns counted from the start.
func rowRemainder(ix *rowIndex, want float64, fromEnd bool) bool {
	for p := int32(0); p < maxRowValues; p++ {
	pairs:
		for q := p + 1; q < maxRowValues; q++ {
			sum := 0.0
			for _, row := range ix.rows {
				if row.lo+q >= row.hi {
					break pairs // a row ends its values here
				}
				ia, ib := row.lo+p, row.lo+q
				if fromEnd {
					ia, ib = row.hi-1-p, row.hi-1-q
				}
				a, b := ix.vals[ia].v, ix.vals[ib].v
				if a != float64(int64(a)) || b != float64(int64(b)) {
					continue pairs // a fraction: a price or a rate, no capacity
				}
				if a-b == want || b-a == want {
					return true // one row's remainder
				}
				sum += a - b
			}
			if len(ix.rows) >= 2 && (sum == want || -sum == want) {
				return true // the remainders of every row, added up
			}
		}
	}
	return false
}
