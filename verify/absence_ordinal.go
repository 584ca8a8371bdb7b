package verify

import (
	"strings"
	"unicode/utf8"
)

// An absence of the n-th item ("the sixth piece is not in the agreement",
// "la sexta pieza no aparece en el acuerdo", "第六件在协议里没有出现",
// "6点目は記載がない", "छठी वस्तु समझौते में नहीं है") when the result holds
// fewer than n items is true: the reply counts past the list's end and says
// nothing is there, which is what the result shows. Whether the count before
// it was right is the count rules' to judge.

// ordinalWords are the ordinals of two to twelve as words, in English,
// Spanish (both genders, by stem) and Hindi; their value is the index + 2.
var ordinalWords = [][]string{
	{"second", "segund", "दूसरी", "दूसरा"}, {"third", "tercer", "तीसरी", "तीसरा"}, {"fourth", "cuart", "चौथी", "चौथा"},
	{"fifth", "quint", "पाँचवीं", "पाँचवाँ", "पांचवीं"}, {"sixth", "sext", "छठी", "छठा"}, {"seventh", "séptim", "सातवीं", "सातवाँ"},
	{"eighth", "octav", "आठवीं", "आठवाँ"}, {"ninth", "noven", "नौवीं", "नौवाँ"}, {"tenth", "décim", "दसवीं", "दसवाँ"},
	{"eleventh", "undécim", "ग्यारहवीं"}, {"twelfth", "duodécim", "बारहवीं"},
}

var (
	itemCounters []string
)

// absenceOrdinalLists holds the phrases of the word lists declared above (see barList).
var absenceOrdinalLists = [...]barList{
	// itemCounters are the Chinese and Japanese classifiers of things an
	// ordinal may count (件, 个, 点, 份 …), not of weeks or rounds.
	{&itemCounters, "件|个|個|项|項|份|条|條|本|张|張|点|點|台|只|番"},
}

var _ = splitBars(absenceOrdinalLists[:])

// cjkDigits are the Chinese and Japanese numerals one to ten.
const cjkDigits = "一二三四五六七八九十"

// ordinalIn returns the least ordinal the text names (0 if none): a word
// of ordinalWords opening a word, 第N/第五, or a Japanese N点目/N件目/N番目.
func ordinalIn(s string) int {
	least := 0
	take := func(n int) {
		if n >= 2 && (least == 0 || n < least) {
			least = n
		}
	}
	for k, ws := range ordinalWords {
		for _, w := range ws {
			if w[0] >= 0x80 {
				if hasSubstr(s, w) {
					take(k + 2)
				}
				continue
			}
			for at := 0; ; {
				i := strings.Index(s[at:], w)
				if i < 0 {
					break
				}
				i += at
				at = i + 1
				if r, _ := utf8.DecodeLastRuneInString(s[:i]); i > 0 && isWordRune(r) {
					continue
				}
				// The word ends here, or after a Spanish singular ending:
				// "sixth", "sexta", "tercer"; not "seconds", "noventa".
				rest := s[i+len(w):]
				if len(rest) > 0 && (rest[0] == 'o' || rest[0] == 'a') {
					rest = rest[1:]
				}
				if r, _ := utf8.DecodeRuneInString(rest); rest == "" || !isWordRune(r) {
					take(k + 2)
					break
				}
			}
		}
	}
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == '第' {
			// 第六件, 第5份: an ordinal of items, not of a week or a round.
			rest := s[i+size:]
			k := 0
			for k < len(rest) && (isDigitByte(rest[k]) || k+3 <= len(rest) && hasSubstr(cjkDigits, rest[k:k+3])) {
				if isDigitByte(rest[k]) {
					k++
				} else {
					k += 3
				}
			}
			if k > 0 && hasPrefixAny(rest[k:], itemCounters) {
				take(leadingNumber(rest))
			}
		} else if r == '目' && i >= 4 && hasSuffixAny(s[:i], itemCounters) && isDigitByte(s[i-4]) {
			// "6点目": the numeral just before the counter
			k := i - 4
			for k > 0 && isDigitByte(s[k-1]) {
				k--
			}
			take(leadingNumber(s[k : i-3]))
		}
		i += size
	}
	return least
}

// leadingNumber reads the digits or the CJK numeral (up to 十九) at the
// start of s.
func leadingNumber(s string) int {
	n, i := 0, 0
	for i < len(s) && isDigitByte(s[i]) {
		n = n*10 + int(s[i]-'0')
		i++
	}
	if i > 0 {
		return n
	}
	r, size := decodeRuneAt(s)
	d := strings.IndexRune(cjkDigits, r)/3 + 1
	if d <= 0 {
		return 0
	}
	if d == 10 {
		if r2, _ := decodeRuneAt(s[size:]); hasRune(cjkDigits[:27], r2) {
			return 10 + strings.IndexRune(cjkDigits, r2)/3 + 1
		}
	}
	return d
}

// ordinalBeyond reports whether the clause's absence is of an n-th item
// and every call it is about holds fewer than n.
func (c *check) ordinalBeyond(in *info) bool {
	n := ordinalIn(c.folded[in.start:in.end])
	if n == 0 {
		return false
	}
	targets := in.targets
	if len(targets) == 0 {
		targets = c.absenceTargets(in)
	}
	for _, ci := range targets {
		if c.itemsHeld(ci) >= n {
			return false
		}
	}
	return len(targets) > 0
}

// itemsHeld is the number of items a call returned: its count, or, for a
// result of plain lines (not JSON), its non-empty lines.
func (c *check) itemsHeld(ci int) int {
	if cnt := c.calls[ci].Count; cnt != nil {
		return *cnt
	}
	r := strings.TrimSpace(c.calls[ci].folded)
	if r == "" || r[0] == '{' || r[0] == '[' {
		return 1 << 30
	}
	return strings.Count(r, "\n") + 1 - strings.Count(r, "\n\n")
}
