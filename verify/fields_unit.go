package verify

import (
	"fmt"
	"strconv"
)

// Unit fields of a named object: a health or metrics result nests one
// object per component ("queue": {"status": "degraded", "lag_seconds":
// 42}), and a field's key carries its unit. A reply that names the
// component and gives a value in that unit ("Queue: degraded — consumers
// are 24 seconds behind") states that field, whatever word it uses for it.

// unitTokens map the unit a reply writes after a number to the key tokens
// a result gives fields in that unit.
var unitTokens = []struct {
	words  []string
	tokens []string
}{
	{[]string{"seconds", "second", "secs", "sec", "segundos", "segundo", "秒", "सेकंड"}, []string{"seconds", "secs", "sec", "s"}},
	{[]string{"ms", "milliseconds", "milisegundos", "毫秒", "ミリ秒"}, []string{"ms", "millis", "milliseconds"}},
	{[]string{"minutes", "minute", "mins", "minutos", "分钟", "分間", "मिनट"}, []string{"minutes", "mins", "min", "m"}},
}

// checkUnitField reports a value with a unit whose part of the clause
// names an object of the result (by its key, "queue", three letters or
// more) when that object holds exactly one field in that unit and the value
// is not it. Contradiction: same component, same quantity, another value.
// An estimate or a bound by the value is left alone.
func (c *check) checkUnitField(in *info) {
	if len(in.targets) == 0 || in.modal || in.numHi <= in.numLo {
		return
	}
	if !c.anyFieldNums(in.targets) {
		return
	}
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.glued || n.inDate || n.version || n.percent || len(n.vals) == 0 {
			continue
		}
		j := n.end
		if j < len(c.folded) && c.folded[j] == ' ' {
			j++
		}
		u := -1
		end := j
		if j >= len(c.folded) || !unitFirsts[c.folded[j]] {
			continue // most numbers: no unit word starts after them
		}
		for ui, ut := range unitTokens {
			for _, w := range ut.words {
				if hasPrefix(c.folded[j:], w) && (j+len(w) == len(c.folded) || w[0] >= 0x80 || !isLetterByte(c.folded[j+len(w)])) {
					u, end = ui, j+len(w)
					break
				}
			}
			if u >= 0 {
				break
			}
		}
		if u < 0 || c.boundNear(n.start, end) {
			continue
		}
		seg := c.segmentAround(in, n.start, end)
		ci, f, ok := c.unitFieldNamed(in.targets, seg, unitTokens[u].tokens)
		if !ok || nearAny(n, f.val) {
			continue
		}
		sp := span{n.start, end}
		if c.alreadyFound(FactMismatch, sp) {
			continue
		}
		c.addRule("fact/unit-field", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
			fmt.Sprintf("%s is not the %s the result of %s gives %s", c.masked[sp.start:sp.end], f.key, c.calls[ci].Tool, strconv.FormatFloat(f.val, 'f', -1, 64))))
	}
}

// unitFieldNamed returns the one field in the unit of tokens of the one
// object whose key seg names; ok is false when seg names no object, or
// several, or the object has no such field or several.
func (c *check) unitFieldNamed(calls []int, seg string, tokens []string) (int, fieldNum, bool) {
	ci, owner := -1, ""
	for _, t := range calls {
		for _, f := range c.calls[t].fieldNums() {
			if len(f.owner) < 3 || f.owner == owner && ci == t || !wordIn(seg, f.owner) {
				continue
			}
			if ci >= 0 {
				return -1, fieldNum{}, false
			}
			ci, owner = t, f.owner
		}
	}
	if ci < 0 {
		return -1, fieldNum{}, false
	}
	var got fieldNum
	n := 0
	for _, f := range c.calls[ci].fieldNums() {
		if f.owner == owner && keyHasToken(f.key, tokens) {
			got = f
			n++
		}
	}
	return ci, got, n == 1
}

// objectAttributed reports whether the clause names the key of an object
// nested in exactly one of its target results ("Queue: … 24 seconds
// behind" of a health result with a "queue" object): like a table row
// keyed as a result's row, it restates that result's part even when the
// receipt is cited only at the end of the reply.
func (c *check) objectAttributed(in *info) bool {
	if len(in.targets) < 2 {
		return false
	}
	s := c.folded[in.start:in.end]
	found := -1
	for _, t := range in.targets {
		prev, tried := "", 0
		for _, f := range c.calls[t].fieldNums() {
			if f.owner == prev || len(f.owner) < 3 || f.owner == "?" {
				continue
			}
			prev = f.owner
			if tried++; tried > 32 {
				break
			}
			if c.mayHold(f.owner) && wordIn(s, f.owner) {
				if found >= 0 && found != t {
					return false
				}
				found = t
				break
			}
		}
	}
	return found >= 0
}

// unitFirsts are the first bytes of the words of unitTokens: a number
// followed by none of them (most numbers) has no unit to test word by
// word.
var unitFirsts = func() (f [256]bool) {
	for _, ut := range unitTokens {
		for _, w := range ut.words {
			f[w[0]] = true // no word is empty
		}
	}
	return f
}()
