package verify

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Cross-language field labels: a reply in Japanese writes "最高気温 19℃"
// for a result's "high_c": 17. The label and the field name are in two
// languages, so no word of one is found in the other and the value was
// held to the result as a whole, where a near number passed. A few fields
// recur in every weather, health and metrics result; their labels are
// mapped here to the name tokens results give them.

// fieldConcept is one such field: the labels replies write for it, the
// tokens of a result's key that name it, and the unit the reply's value
// must carry (so a label word used otherwise, "最高で3回", is not read).
type fieldConcept struct {
	labels []string
	tokens []string
	units  []string
}

var fieldConcepts = []fieldConcept{
	{
		labels: []string{"最高気温", "最高温度", "最高", "máxima", "maxima", "máx", "max", "high", "highs", "अधिकतम तापमान", "अधिकतम"},
		tokens: []string{"high", "max", "tmax", "maximum"},
		units:  []string{"℃", "°", "度", "ºc"},
	},
	{
		labels: []string{"最低気温", "最低温度", "最低", "mínima", "minima", "mín", "min", "low", "lows", "न्यूनतम तापमान", "न्यूनतम"},
		tokens: []string{"low", "min", "tmin", "minimum"},
		units:  []string{"℃", "°", "度", "ºc"},
	},
	{
		labels: []string{"降水確率", "降水概率", "降雨概率", "降水", "probabilidad de lluvia", "precipitación", "chance of rain", "rain", "बारिश की संभावना", "बारिश"},
		tokens: []string{"precip", "rain", "pop", "precipitation"},
		units:  []string{"%", "％"},
	},
	{
		labels: []string{"湿度", "humedad", "humidity", "आर्द्रता", "नमी"},
		tokens: []string{"humidity", "rh"},
		units:  []string{"%", "％"},
	},
}

var (
	labelConnectors []string
)

// labelsCrossLists holds the phrases of the word lists declared above (see barList).
var labelsCrossLists = [...]barList{
	// labelConnectors may stand between a label and its value: "high of 19",
	// "máxima de 19", "最高気温は19℃", "अधिकतम तापमान 32".
	{&labelConnectors, " of| de| is| es| was|は|が|为|是| की| का| तापमान|気温|温度"},
}

var _ = splitBars(labelsCrossLists[:])

// fieldNum is a numeric field of a JSON result: its key, the key of the
// object that holds it ("" for the outermost, "?" for an element of an
// array) and its value.
type fieldNum struct {
	key, owner string
	val        float64
}

// anyFieldNums reports whether the result of one of calls has numeric
// JSON fields: the rules that hold a value to a field have nothing to do
// without them.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func (c *check) anyFieldNums(calls []int) bool {
	for _, t := range calls {
		if len(c.calls[t].fieldNums()) > 0 {
			return true
		}
	}
	return false
}

// fieldNums returns the numeric fields of a JSON result, computed once in
// one pass that keeps the keys of the open objects on a stack.
func (ci *callInfo) fieldNums() []fieldNum {
	if ci.fnums != nil {
		return ci.fnums
	}
	ci.fnums = []fieldNum{}
	r := ci.folded
	if t := strings.TrimSpace(r); !hasPrefix(t, "{") && !hasPrefix(t, "[") || len(r) > 64<<10 {
		return ci.fnums
	}
	var stack [16]string
	depth, key, afterKey := 0, "", false
	for i := 0; i < len(r) && len(ci.fnums) < 256; i++ {
		switch b := r[i]; {
		case b == '"':
			e := i + 1
			for e < len(r) && r[e] != '"' {
				if r[e] == '\\' {
					e++
				}
				e++
			}
			if e >= len(r) {
				return ci.fnums
			}
			str := r[i+1 : e]
			i = e
			p := e + 1
			for p < len(r) && r[p] == ' ' {
				p++
			}
			afterKey = p < len(r) && r[p] == ':'
			if afterKey {
				key, i = str, p
			}
		case b == '{' || b == '[':
			owner := "?"
			if b == '{' && afterKey {
				owner = key
			} else if b == '{' && depth == 0 {
				owner = ""
			}
			if depth < len(stack) {
				stack[depth] = owner
			}
			depth++
			afterKey = false
		case b == '}' || b == ']':
			depth = max(0, depth-1)
			afterKey = false
		case afterKey && (isDigitByte(b) || b == '-'):
			e := i + 1
			for e < len(r) && (isDigitByte(r[e]) || r[e] == '.') {
				e++
			}
			if v, err := strconv.ParseFloat(r[i:e], 64); err == nil {
				owner := "?"
				if depth > 0 && depth <= len(stack) {
					owner = stack[depth-1]
				}
				ci.fnums = append(ci.fnums, fieldNum{key, owner, v})
			}
			i = e - 1
			afterKey = false
		case b != ' ' && b != '\n' && b != '\t':
			afterKey = false
		}
	}
	return ci.fnums
}

// keyHasToken reports whether key, split at '_', '-' and '.', has one of
// tokens as a whole part: "max_c" and "temperature_max" have "max",
// "max_minutes" has it too, "minutes" has no "min".
func keyHasToken(key string, tokens []string) bool {
	for part := range strings.FieldsFuncSeq(key, func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
		for _, t := range tokens {
			if part == t {
				return true
			}
		}
	}
	return false
}

// checkCrossLabel reports a value whose label names a field of the result
// (in whatever language) when the clause's target results give that field
// exactly one value and the reply's value is not it: "最高気温 19℃" of a
// forecast whose only high_c is 17. Contradiction: same field, another
// value. A field the results give several values (a forecast of several
// days, a high in °C and in °F) is left to the other rules, and so is a
// value worked out (see factBasis) or estimated.
func (c *check) checkCrossLabel(in *info) {
	if len(in.targets) == 0 || in.modal || in.numHi <= in.numLo {
		return
	}
	if !c.anyFieldNums(in.targets) {
		return
	}
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.glued || n.inDate || n.version || n.ordinal || len(n.vals) == 0 {
			continue
		}
		// The unit is looked at first: most numbers carry none of the
		// concepts' units, and the label before them is then not read.
		after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+6)], " ")
		if !n.percent && !hasPrefixAny(after, conceptUnits) {
			continue
		}
		fc := c.conceptBefore(in, n)
		if fc == nil {
			continue
		}
		unit := false
		for _, u := range fc.units {
			unit = unit || hasPrefix(after, u)
		}
		if !unit && !(n.percent && fc.units[0] == "%") {
			continue
		}
		// A value in Fahrenheit restates a Celsius field (or the other
		// way round) in another scale: not the field's value as written.
		fahrenheit := hasPrefix(after, "°f") || hasPrefix(after, "℉") || hasPrefix(after, "ºf")
		ci, want, ok := c.conceptValue(in.targets, fc, fahrenheit)
		if !ok || nearAny(n, want) || n.percent && want <= 1 && nearAny(n, want*100) {
			continue
		}
		end := n.end
		if e := strings.IndexAny(c.folded[n.end:min(len(c.folded), n.end+4)], "℃°%％度"); e >= 0 {
			end = n.end + e
		}
		sp := span{n.start, max(end, n.end)}
		if c.alreadyFound(FactMismatch, sp) {
			continue
		}
		c.addRule("fact/cross-label", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
			fmt.Sprintf("%s is not the value %s the result of %s gives the field its label names", c.masked[n.start:n.end], strconv.FormatFloat(want, 'f', -1, 64), c.calls[ci].Tool)))
	}
}

// lastSegmentBreak is strings.LastIndexAny(b, "\n,;|，；。、") by a scan
// of bytes: LastIndexAny decodes each rune and searches the set for it
// when the set holds non-ASCII, and conceptBefore asks it of every number.
// The ASCII marks are single bytes, and the others the 3-byte sequences
// ending at a byte, as the decoding reads them.
func lastSegmentBreak(b string) int {
	for i := len(b) - 1; i >= 0; i-- {
		switch b[i] {
		case '\n', ',', ';', '|':
			return i
		case 0x8c, 0x9b: // ，；: EF BC 8C, EF BC 9B
			if i >= 2 && b[i-2] == 0xef && b[i-1] == 0xbc {
				return i - 2
			}
		case 0x82, 0x81: // 。、: E3 80 82, E3 80 81
			if i >= 2 && b[i-2] == 0xe3 && b[i-1] == 0x80 {
				return i - 2
			}
		}
	}
	return -1
}

// conceptUnits are the units of all fieldConcepts: a number followed by
// none of them (nor a percentage) is the value of no concept.
var conceptUnits = func() (us []string) {
	for _, fc := range fieldConcepts {
		for _, u := range fc.units {
			if !slices.Contains(us, u) {
				us = append(us, u)
			}
		}
	}
	return us
}()

// conceptLabelLasts are the last bytes of the labels of fieldConcepts:
// conceptBefore is asked of every number of a clause, and text that ends
// in no label's last byte needs no test of each label.
var conceptLabelLasts = func() (f [256]bool) {
	for _, fc := range fieldConcepts {
		for _, l := range fc.labels {
			f[l[len(l)-1]] = true
		}
	}
	return f
}()

// conceptBefore returns the field concept whose label ends right before n,
// within its segment of the clause, through at most one connector.
func (c *check) conceptBefore(in *info, n *num) *fieldConcept {
	lo := max(in.start, n.start-40)
	b := c.folded[lo:n.start]
	if i := lastSegmentBreak(b); i >= 0 {
		b = b[i+1:]
	}
	b = strings.TrimRight(b, " *:：`_(（")
	for _, con := range labelConnectors {
		if hasSuffix(b, con) {
			b = strings.TrimRight(b[:len(b)-len(con)], " *:：")
			break
		}
	}
	fc, st := labelConceptAt(b)
	if fc == nil {
		return nil
	}
	// Paired labels: "Máxima / mínima: 1482 °C / 1402 °C" gives the first
	// value to the first label. The value right after the labels, when a
	// slash follows it, is the first label's; without one, which label a
	// value after two is of is not said.
	if pre := strings.TrimRight(b[:st], " "); hasSuffix(pre, "/") || hasSuffix(pre, "／") {
		pre = strings.TrimRight(strings.TrimSuffix(strings.TrimSuffix(pre, "/"), "／"), " ")
		after := strings.TrimLeft(c.folded[n.end:min(len(c.folded), n.end+12)], " ℃°cfº度%％")
		if !hasPrefix(after, "/") && !hasPrefix(after, "／") {
			return nil
		}
		fc, _ = labelConceptAt(pre)
	}
	return fc
}

// labelConceptAt returns the field concept whose label ends b, and where
// the label starts; nil when b ends in no label.
func labelConceptAt(b string) (*fieldConcept, int) {
	if b == "" || !conceptLabelLasts[b[len(b)-1]] {
		return nil, 0
	}
	for i := range fieldConcepts {
		for _, l := range fieldConcepts[i].labels {
			if !hasSuffix(b, l) {
				continue
			}
			if st := len(b) - len(l); l[0] < 0x80 && st > 0 && isLetterByte(b[st-1]) {
				continue
			}
			return &fieldConcepts[i], len(b) - len(l)
		}
	}
	return nil, 0
}

// conceptValue returns the one value the calls give fields of the concept,
// and the call; ok is false when they give none or several.
// A temperature field is read in the reply's scale: one whose key says
// Celsius ("_c") is no value for a reply in Fahrenheit, nor the reverse.
func (c *check) conceptValue(calls []int, fc *fieldConcept, fahrenheit bool) (int, float64, bool) {
	ci, v, n := -1, math.NaN(), 0
	for _, t := range calls {
		for _, f := range c.calls[t].fieldNums() {
			if !keyHasToken(f.key, fc.tokens) {
				continue
			}
			if fc.units[0] != "%" && fahrenheit != keyHasToken(f.key, []string{"f", "fahrenheit", "degf"}) {
				continue
			}
			if n > 0 && f.val == v {
				continue
			}
			ci, v = t, f.val
			n++
		}
	}
	return ci, v, n == 1
}
