package verify

import (
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A num is a number written in text, in any of the digit scripts replies
// use, with every value it can mean: "1,234" is 1234 in English and 1.234
// in Spanish, so both are kept and a claim matches if either does.
type num struct {
	span
	digits  string    // the number with ASCII digits and its separators, e.g. "1,234.5"
	vals    []float64 // every reading
	dec     int       // digits after the decimal separator, in the plainest reading
	version bool      // 1.2.3 or v1.2: compared as text only
	glued   bool      // part of an identifier (sha256, x86, file_2): not a value
	ordinal bool      // 3rd, 第3, 3番目, #3
	percent bool
	cjk     bool // written in Chinese numerals
	inDate  bool // consumed by a date
	neg     bool // a minus sign right before it; vals hold the magnitude
	index   int  // position in check.nums, for the reply's numbers
}

// digitValue returns the value of an ASCII, full-width or Devanagari digit.
func digitValue(r rune) (int, bool) {
	switch {
	case r >= '0' && r <= '9':
		return int(r - '0'), true
	case r >= '０' && r <= '９':
		return int(r - '０'), true
	case r >= '०' && r <= '९':
		return int(r - '०'), true
	}
	return 0, false
}

func isSpaceSep(r rune) bool { return r == ' ' || r == '\u00a0' || r == '\u202f' || r == '\u2009' }

// scanNumbers returns the numbers in text in order. Numbers glued to a
// preceding letter are marked glued, except after "v" (a version).
//
//go:noinline
func scanNumbers(text string) []num {
	var arena []float64
	return appendNumbers(nil, text, &arena)
}

// appendNumbers appends the numbers of text to out, as scanNumbers reads
// them, and cuts their readings from *arena: a check reuses both from one
// reply to the next. out is never nil on return, as scanNumbers' result
// never was.
func appendNumbers(out []num, text string, arena *[]float64) []num {
	if out == nil {
		// A reused slice has room from the texts before; a new one is
		// sized so that it rarely grows.
		out = make([]num, 0, numberEstimate(text))
	}
	prev := rune(0)
	for i := 0; i < len(text); {
		if b := text[i]; b < utf8.RuneSelf && (b < '0' || b > '9') {
			// ASCII that is no digit: the common case, no decoding;
			// and what follows it eight bytes at a time while they are
			// ASCII and no digit (byte_scan.go), prev the last of them.
			prev = rune(b)
			i++
			for i+8 <= len(text) {
				if w := load8(text, i); w&highBits != 0 || digits8(w) != 0 {
					break
				}
				prev = rune(text[i+7])
				i += 8
			}
			continue
		}
		r, n := decodeRune(text[i:])
		if _, ok := digitValue(r); !ok {
			if !cjkNumeral(r) {
				prev = r
				i += n
				continue
			}
			if v, l := cjkNumber(text[i:]); l > 0 {
				out = append(out, num{span: span{i, i + l}, digits: strconv.Itoa(v), vals: cutReadings(arena, float64(v)), cjk: true})
				prev, _ = utf8.DecodeLastRuneInString(text[i : i+l])
				i += l
				continue
			}
			prev = r
			i += n
			continue
		}
		nm, end := readNumber(text, i, arena)
		switch {
		case prev == 'v' && !(i >= 2 && isWordRune(rune(text[i-2]))):
			nm.version = true
		case isWordRune(prev) && !isCJK(prev):
			nm.glued = true // x86, sha256; dev1 and sms_v1 too: a "v" inside a word opens no version
		case prev == '#' || prev == '第':
			nm.ordinal = true
		case (prev == '-' || prev == '_' || prev == '/' || prev == '.') && i >= 2 && isWordRune(rune(text[i-2])):
			nm.glued = true // q1-2024, file_2, v1/2
		case prev == '-' || prev == '−':
			nm.neg = true // -342.10, not a range or an identifier
		}
		// A file extension or identifier after it: 2024.pdf, 3x, 4k-monitor.
		if end+1 < len(text) && text[end] == '.' && isLetterByte(text[end+1]) {
			nm.glued = true
		}
		// What follows: a letter glues it (unless it is a unit or an
		// ordinal suffix), % makes it a percentage.
		rest := text[end:]
		switch {
		case headIs(rest, "%"), headIs(rest, "％"), headIs(rest, " %"),
			headIs(rest, " percent"), headIs(rest, " por ciento"), headIs(rest, " प्रतिशत"):
			nm.percent = true
		case hasOrdinalSuffix(rest):
			nm.ordinal = true
		}
		if !nm.glued && !nm.version && !nm.percent && len(nm.vals) > 0 {
			end = exponent(text, &nm, end)
			end = magnitude(text, &nm, end, arena)
		}
		out = append(out, nm)
		prev, _ = utf8.DecodeLastRuneInString(text[i:end])
		i = end
	}
	return out
}

// numberEstimate returns about how many numbers text holds, counting its
// runs of ASCII digits, so that scanNumbers rarely grows its slice.
func numberEstimate(text string) int {
	n := 4
	for i := 0; i < len(text); i++ {
		if text[i] >= '0' && text[i] <= '9' && (i == 0 || text[i-1] < '0' || text[i-1] > '9') && (i < 2 || text[i-1] != '.' && text[i-1] != ',') {
			n++
		}
	}
	return n
}

var (
	englishOrdinals []string
	otherOrdinals   []string
)

// numbersLists holds the phrases of the word lists declared above (see barList).
var numbersLists = [...]barList{
	// englishOrdinals end a word after the number ("1st", "2nd"); the
	// otherOrdinals may run on into it ("3º", "2番目", "5वां").
	{&englishOrdinals, "st|nd|rd|th"},
	{&otherOrdinals, "º|ª|番目|位|वां|वीं|वें"},
}

var _ = splitBars(numbersLists[:])

// ordinalFirst marks the first bytes of the suffixes hasOrdinalSuffix
// looks for: it is asked after every number of every text, and most are
// followed by a space or punctuation that starts none.
var ordinalFirst = func() (t [256]bool) {
	for _, ss := range [][]string{englishOrdinals, otherOrdinals} {
		for _, s := range ss {
			t[s[0]] = true
		}
	}
	return t
}()

func hasOrdinalSuffix(rest string) bool {
	if rest == "" || !ordinalFirst[rest[0]] {
		return false
	}
	for _, s := range englishOrdinals {
		if hasPrefix(rest, s) {
			if len(rest) == 2 || !isWordRune(rune(rest[2])) {
				return true
			}
		}
	}
	if hasPrefix(rest, "位") && zhPersonCounter(rest[len("位"):]) {
		return false
	}
	return hasPrefixAny(rest, otherOrdinals)
}

// zhPersonCounter reports whether the text after a number's 位 makes it
// the Chinese counter of people rather than the Japanese rank: a Chinese
// noun follows it ("4位同学", "3位客户"), Han characters with no kana in
// the next three, where a Japanese rank goes on in kana ("1位は", "3位以内に",
// "2位。").
func zhPersonCounter(after string) bool {
	return after != "" && hanLead(after[0]) && !hasKana(after[:min(len(after), 9)])
}

// readNumber reads digits and separators from text[i:]. The readings
// are appended to *arena.
func readNumber(text string, i int, arena *[]float64) (num, int) {
	var buf [32]byte
	digits := buf[:0] // on the stack unless the number is long
	var groupBuf [8]int
	var sepBuf [8]byte
	groups := groupBuf[:0] // digits per group
	seps := sepBuf[:0]
	cur := 0
	j := i
	// "sda1 100G" is a device and a size, not 1 100: digits glued to a
	// word take no space grouping.
	spaceOK := i == 0 || !isLetterByte(text[i-1]) && text[i-1] != '_'
	for j < len(text) {
		r, n := utf8.DecodeRuneInString(text[j:])
		if d, ok := digitValue(r); ok {
			digits = append(digits, byte('0'+d))
			cur++
			j += n
			continue
		}
		// A separator counts only between digits.
		var sep byte
		switch {
		case r == '.' || r == '．':
			sep = '.'
		case r == ',':
			sep = ','
		case isSpaceSep(r) && cur <= 3 && spaceOK:
			sep = ' '
		}
		if sep == 0 || j+n >= len(text) {
			break
		}
		r2, _ := utf8.DecodeRuneInString(text[j+n:])
		if _, ok := digitValue(r2); !ok {
			break
		}
		if sep == ' ' && !threeDigitsThenEnd(text[j+n:]) {
			break
		}
		// A comma between fields of a CSV line is no separator of one
		// number: "03,12877,541,0.0420" is four values. Thousands take
		// groups of three after at most three; a decimal comma takes
		// digits to the end of the number.
		if sep == ',' {
			// "11.6,842": a comma after a decimal part ends the number (a
			// CSV field follows); a dot before a group of other than three
			// digits is a decimal point, and no number groups after it.
			if len(seps) > 0 && seps[len(seps)-1] == '.' && cur != 3 {
				break
			}
			// "01,152.6": a first group of two digits or more that
			// starts with 0 is a field (a day, a code) before a
			// comma: no grouped number or decimal starts so.
			if len(groups) == 0 && cur >= 2 && digits[0] == '0' {
				break
			}
			rest := text[j+n:]
			run, next := digitRun(rest)
			decimalAfter := next == '.' && run+1 < len(rest) && rest[run+1] >= '0' && rest[run+1] <= '9'
			// Indian grouping writes lakhs in pairs: 24,87,310.
			// "0,9683" is a decimal comma whatever the run after it (a
			// rate, a factor): no thousands group starts with a lone 0.
			lead0 := cur == 1 && len(digits) == 1 && digits[0] == '0' && next != ',' && (i == 0 || text[i-1] != ',')
			// "1,1842 €", "12,3456": a lone comma then more than three
			// digits ending the number, in running text (no field of a
			// list before or after it), is a decimal comma; no thousands
			// group has four digits.
			prevField := i > 0 && (text[i-1] == ',' || text[i-1] == '[' || text[i-1] == '{' || text[i-1] == ':')
			decComma := run > 3 && len(seps) == 0 && next != ',' && next != '.' && next != ']' && next != '}' && !prevField && !isLetterByte(next) && next != '_'
			if run > 3 && !lead0 && !decComma || cur > 3 && run == 3 || run != 3 && decimalAfter || run != 3 && run != 2 && next == ',' {
				break
			}
			if run == 2 && next == ',' && run+1 < len(rest) && isDigitByte(rest[run+1]) && !indianTail(rest) {
				break // "91,88,95,90": CSV fields, not lakhs (24,87,310)
			}
		}
		groups = append(groups, cur)
		seps = append(seps, sep)
		cur = 0
		digits = append(digits, sep)
		j += n
	}
	groups = append(groups, cur)
	nm := num{span: span{i, j}}
	// Most numbers are written in ASCII as they are read: share the text.
	if string(digits) == text[i:j] {
		nm.digits = text[i:j]
	} else {
		nm.digits = string(digits)
	}
	v, n, dec, version := readings(nm.digits, groups, seps)
	nm.dec, nm.version = dec, version
	if n > 0 {
		nm.vals = cutReadings(arena, v[:n]...)
	}
	return nm, j
}

// cutReadings appends vs to *arena and returns them as a slice capped at
// its length, so that appending to it copies: the readings of every
// number of a text share one array.
func cutReadings(arena *[]float64, vs ...float64) []float64 {
	a := *arena
	if cap(a)-len(a) < len(vs) {
		a = make([]float64, 0, max(64, 2*cap(a)))
	}
	s := len(a)
	a = append(a, vs...)
	*arena = a
	return a[s : s+len(vs) : s+len(vs)]
}

// digitRun returns the number of ASCII digits s starts with and the byte
// after them (0 at the end).
func digitRun(s string) (int, byte) {
	k := 0
	for k < len(s) && s[k] >= '0' && s[k] <= '9' {
		k++
	}
	if k < len(s) {
		return k, s[k]
	}
	return k, 0
}

func threeDigitsThenEnd(s string) bool {
	k := 0
	for _, r := range s {
		if _, ok := digitValue(r); !ok {
			break
		}
		k++
		if k > 3 {
			return false
		}
	}
	return k == 3
}

// readings interprets a digit string with separators.
func readings(s string, groups []int, seps []byte) (v [2]float64, n, dec int, version bool) {
	plain := func(t string) float64 {
		v, _ := strconv.ParseFloat(t, 64)
		return v
	}
	// The rewritten digits are only parsed: they are built in an array
	// on the stack (a number is short) rather than as a new string per
	// number of the reply and of every result. The separators are
	// ASCII ('.', ',', ' '), so a byte stands for each.
	var buf [32]byte
	// strip is declared apart from its value so that it stays one
	// function, not a copy inlined at each call (binary size).
	var strip func(drop byte) float64
	strip = func(drop byte) float64 {
		t := buf[:0]
		for k := 0; k < len(s); k++ {
			if s[k] != drop {
				t = append(t, s[k])
			}
		}
		return plain(string(t))
	}
	switch len(seps) {
	case 0:
		return [2]float64{plain(s)}, 1, 0, false
	case 1:
		last := groups[1]
		switch seps[0] {
		case ' ':
			return [2]float64{strip(' ')}, 1, 0, false
		case '.':
			if last == 3 {
				return [2]float64{plain(s), strip('.')}, 2, 3, false
			}
			return [2]float64{plain(s)}, 1, last, false
		case ',':
			// The one comma as a decimal point.
			t := append(buf[:0], s...)
			t[strings.IndexByte(s, ',')] = '.'
			if last == 3 {
				d := plain(string(t))
				return [2]float64{strip(','), d}, 2, 0, false
			}
			return [2]float64{plain(string(t))}, 1, last, false
		}
	}
	// Several separators: all the same with groups of three is a thousands
	// grouping (1,234,567 or 1.234.567); dots otherwise make a version;
	// a different last separator is the decimal point (1,234.5 / 1.234,5).
	same := true
	for _, c := range seps[1:] {
		same = same && c == seps[0]
	}
	threes := true
	for _, g := range groups[1:] {
		threes = threes && g == 3
	}
	if same {
		if threes && groups[0] <= 3 {
			// 2.487.310 is Spanish or German for 2,487,310, not a
			// version: versions do not pad every part to three digits.
			return [2]float64{strip(seps[0])}, 1, 0, false
		}
		if threes {
			return [2]float64{strip(seps[0])}, 1, 0, seps[0] == '.'
		}
		if indian(groups) && seps[0] != ' ' {
			// 24,87,310 (Indian lakh grouping): twos, then a three.
			return [2]float64{strip(seps[0])}, 1, 0, false
		}
		return [2]float64{}, 0, 0, seps[0] == '.'
	}
	lastSep := seps[len(seps)-1]
	t := buf[:0]
	for k := 0; k < len(s); k++ {
		c := s[k]
		switch {
		case c >= '0' && c <= '9':
			t = append(t, c)
		case c == lastSep && k == strings.LastIndexByte(s, lastSep):
			t = append(t, '.')
		}
	}
	return [2]float64{plain(string(t))}, 1, groups[len(groups)-1], false
}

// indian reports whether digit groups follow the Indian system: one or
// two digits, then pairs, then a final three (1,00,000; 24,87,310).
func indian(groups []int) bool {
	if len(groups) < 3 || groups[0] > 2 || groups[len(groups)-1] != 3 {
		return false
	}
	for _, g := range groups[1 : len(groups)-1] {
		if g != 2 {
			return false
		}
	}
	return true
}

// cjkNumber reads a Chinese numeral at the start of s: 三, 十二, 二十五,
// 一百, 两千三百, 1万 is left to the digit reader. A lone 一 is not read
// (it is mostly "a", "one of"), nor a numeral inside a word such as 一些
// or 十分; the caller decides by context whether a value is a count.
// classifierNext reports whether s starts with a Chinese or Japanese
// counter, which makes a lone 一 the number one.
func classifierNext(s string) bool {
	r, _ := decodeRuneAt(s)
	return hasRune("个個张張封条條件次项項位份台名本枚通处處", r)
}

// cjkNumeral reports whether r can start a Chinese numeral.
func cjkNumeral(r rune) bool {
	switch r {
	case '〇', '零', '一', '二', '两', '兩', '三', '四', '五', '六', '七', '八', '九', '十', '百', '千', '万', '萬':
		return true
	}
	return false
}

func cjkNumber(s string) (int, int) {
	total, section, digit := 0, 0, -1
	i := 0
	n := 0
	for i < len(s) {
		r, l := decodeRuneAt(s[i:])
		d := -1
		unit := 0
		switch r {
		case '〇', '零':
			d = 0
		case '一':
			d = 1
		case '二', '两', '兩':
			d = 2
		case '三':
			d = 3
		case '四':
			d = 4
		case '五':
			d = 5
		case '六':
			d = 6
		case '七':
			d = 7
		case '八':
			d = 8
		case '九':
			d = 9
		case '十':
			unit = 10
		case '百':
			unit = 100
		case '千':
			unit = 1000
		case '万', '萬':
			unit = 10000
		}
		if d < 0 && unit == 0 {
			break
		}
		if n == 0 && d < 0 && unit != 10 {
			return 0, 0 // 万 or 千 alone, as after a digit number, is no number
		}
		n++
		if d >= 0 {
			digit = d
		} else if unit == 10000 {
			if digit > 0 {
				section += digit
			}
			total += section * 10000
			section, digit = 0, -1
		} else {
			if digit < 0 {
				digit = 1
			}
			section += digit * unit
			digit = -1
		}
		i += l
	}
	if n == 0 {
		return 0, 0
	}
	if digit > 0 {
		section += digit
	}
	v := total + section
	if n == 1 && v == 1 && classifierNext(s[i:]) {
		return v, i // 一张, 一个, 一封: one of something
	}
	if n == 1 && (v == 1 || hasPrefix(s[i:], "些") || hasPrefix(s[i:], "下") || hasPrefix(s[i:], "直")) {
		return 0, 0
	}
	if hasPrefix(s[i:], "分") && v == 10 {
		return 0, 0 // 十分: "very"
	}
	return v, i
}

// pow10s holds math.Pow(10, k) for k in [-pow10Bias, pow10Bias], made by
// math.Pow itself so that pow10 returns the very same floats: near and
// reach ask it of every pair of values compared, and the power was a
// good part of their cost.
const pow10Bias = 32

var pow10s = func() (t [2*pow10Bias + 1]float64) {
	for k := range t {
		t[k] = math.Pow(10, float64(k-pow10Bias))
	}
	return t
}()

// pow10 returns math.Pow(10, float64(k)).
func pow10(k int) float64 {
	if k >= -pow10Bias && k <= pow10Bias {
		return pow10s[k+pow10Bias]
	}
	return math.Pow(10, float64(k))
}

// near reports whether a and b are the same value as written: equal, or
// b rounded to the precision a was written with.
func near(a float64, dec int, b float64) bool {
	if a == b {
		return true
	}
	// Most values asked about are far apart: b that rounds to a at dec >=
	// 0 decimals is within 0.5 of it, plus the rounding error of b*10^dec
	// (relative, far below 1e-6), and b within 1e-9 of a relatively is
	// within 1e-6|a| + 1e-9. An infinite b, which the relative test takes
	// for anything, and NaN go the long way. Rejecting here spares the
	// power and the rounding; the answer is the same.
	if d := math.Abs(a - b); dec >= 0 && d > 0.5+1e-6*math.Abs(a)+1e-9 && !math.IsInf(b, 0) {
		return false
	}
	if math.Abs(a-b) <= 1e-9*math.Max(math.Abs(a), math.Abs(b)) {
		return true
	}
	p := pow10(dec)
	// a read with a magnitude ("412.16 万" is 412.16 × 1e4) carries the
	// float error of that product: 4121600.0000000005 is the 4121600 that
	// 4121550 rounds to.
	r := math.Round(b*p) / p
	return r == a || math.Abs(r-a) <= 1e-12*math.Abs(a)
}

func isLetterByte(b byte) bool { return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' }

// magnitudes are the words that scale the number before them: 1.2万 is
// 12000, 1.5 लाख is 150000, 3 millones is 3000000. Each is tried with and
// without a space between.
var magnitudes = []struct {
	word string
	mul  float64
	cjk  bool // may be followed by more digits: 1万2000
}{
	{"万亿", 1e12, false}, {"萬億", 1e12, false}, {"兆", 1e12, false}, {"万", 1e4, true}, {"萬", 1e4, true}, {"亿", 1e8, true}, {"億", 1e8, true}, {"千", 1e3, false},
	{"लाख", 1e5, false}, {"करोड़", 1e7, false}, {"करोड", 1e7, false}, {"हज़ार", 1e3, false}, {"हजार", 1e3, false},
	{"lakhs", 1e5, false}, {"lakh", 1e5, false}, {"crores", 1e7, false}, {"crore", 1e7, false}, // Indian English: "Rs 5 lakh"
	{"thousand", 1e3, false}, {"million", 1e6, false}, {"billion", 1e9, false}, {"trillion", 1e12, false},
	{"mil millones", 1e9, false}, {"millones", 1e6, false}, {"millón", 1e6, false}, {"mil", 1e3, false},
}

// magnitudeStart reports whether b is the first byte of a word of
// magnitudes: t(housand), m(illion, il, …), b(illion), l(akh), c(rore), or the lead byte
// of a CJK (E4, E5, E8) or Devanagari (E0) character. TestMagnitudeStart
// keeps it in step with magnitudes.
func magnitudeStart(b byte) bool {
	switch b {
	case 't', 'm', 'b', 'l', 'c', 0xe0, 0xe4, 0xe5, 0xe8:
		return true
	}
	return false
}

// magnitude scales nm by a magnitude word at text[end:] and returns the
// end of what it read. The precision shrinks with the scale: 1.2万 claims
// 12000 to the nearest thousand.
func magnitude(text string, nm *num, end int, arena *[]float64) int {
	rest := text[end:]
	sp := 0
	if headIs(rest, " ") {
		sp = 1
	}
	if len(rest) <= sp || !magnitudeStart(rest[sp]) {
		return end // the common case: no word of magnitudes can start here
	}
	for _, m := range magnitudes {
		if !headIs(rest[sp:], m.word) {
			continue
		}
		e := end + sp + len(m.word)
		if r, _ := utf8.DecodeRuneInString(text[e:]); !m.cjk && isWordRune(r) && !isCJK(r) {
			continue // "millionaire", "milestone"
		}
		for i := range nm.vals {
			nm.vals[i] *= m.mul
		}
		nm.dec -= int(math.Round(math.Log10(m.mul)))
		if m.cjk && e < len(text) {
			if _, ok := digitValue(rune(text[e])); ok && nm.dec <= 0 {
				more, e2 := readNumber(text, e, arena)
				if len(more.vals) > 0 && more.vals[0] < m.mul {
					for i := range nm.vals {
						nm.vals[i] += more.vals[0]
					}
					nm.dec = 0
					e = e2
					// Its digits are the whole value's: 2万8500 is 28500,
					// which a misread is measured against digit by digit.
					if nm.vals[0] < 1e15 {
						nm.digits = strconv.FormatInt(int64(nm.vals[0]), 10)
					}
				}
			}
		}
		nm.span.end = e
		return e
	}
	return end
}

// indianTail reports whether s, a run of two digits then a comma, goes on
// in pairs to a final group of three, as Indian grouping writes lakhs and
// crores (87,310 in 24,87,310; 00,00,000), the last group closed by no
// comma with a digit after it. A chain of pairs that ends in a pair is a
// list of fields. At most eight groups are read.
func indianTail(s string) bool {
	for g := 0; g < 8; g++ {
		run, next := digitRun(s)
		if run == 3 {
			// A comma after the last group ends a clause ("₹5,01,840, यानी"),
			// not a number: no digit follows it.
			return next != ',' || run+1 >= len(s) || !isDigitByte(s[run+1])
		}
		if run != 2 || next != ',' {
			return false
		}
		s = s[run+1:]
	}
	return false
}

// exponent scales nm by a scientific-notation exponent at text[end:] and
// returns the end of what it read: JSON writes 1.038e12 for a market cap
// that a reply gives as 1.04 万亿 or 1.04 trillion. Only after a decimal
// mantissa and for an exponent of one or two digits closed by no letter
// or digit, so that hex ids ("3e8f") and versions stay as they are.
func exponent(text string, nm *num, end int) int {
	if end+1 >= len(text) || text[end] != 'e' && text[end] != 'E' || nm.dec <= 0 || strings.IndexByte(nm.digits, '.') < 0 {
		return end
	}
	p := end + 1
	sign := 1.0
	if text[p] == '+' || text[p] == '-' {
		if text[p] == '-' {
			sign = -1
		}
		p++
	}
	e, q := 0, p
	for q < len(text) && q < p+2 && isDigitByte(text[q]) {
		e = e*10 + int(text[q]-'0')
		q++
	}
	if q == p || q < len(text) && (isDigitByte(text[q]) || isLetterByte(text[q]) || text[q] == '_') {
		return end
	}
	m := math.Pow(10, sign*float64(e))
	for i := range nm.vals {
		nm.vals[i] *= m
	}
	nm.dec -= int(sign) * e
	nm.span.end = q
	return q
}

// numAt returns the index of the first reply number at or after pos.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (c *check) numAt(pos int) int {
	lo, hi := 0, len(c.nums)
	for lo < hi {
		m := (lo + hi) / 2
		if c.nums[m].start < pos {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}
