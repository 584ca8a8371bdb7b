package verify

import (
	"sort"
)

// A resultRun is a maximal run of ASCII digits in a call's folded result,
// with its runKey, so that runs compare as integers.
type resultRun struct {
	key uint64
	at  int32 // where the run starts in folded
}

// byRunKey sorts runs by key, then place. Its methods take a pointer,
// which sort.Sort holds without boxing it (see sortValAts).
type byRunKey []resultRun

func (p *byRunKey) Len() int      { return len(*p) }
func (p *byRunKey) Swap(i, j int) { s := *p; s[i], s[j] = s[j], s[i] }
func (p *byRunKey) Less(i, j int) bool {
	s := *p
	return s[i].key < s[j].key || s[i].key == s[j].key && s[i].at < s[j].at
}

// maxRunDigits bounds the runs that are keyed: a value of up to 17 digits
// is below 2^57, which leaves the top bits for the length. Longer runs
// (hashes, long ids) are left out of the index, and a number whose first
// run is longer is searched by a scan.
const maxRunDigits = 17

// runKey is the key of a run of 1 to maxRunDigits ASCII digits: its length
// above its value, so that "007" and "7" differ.
func runKey(d string) uint64 {
	var v uint64
	for i := 0; i < len(d); i++ {
		v = v*10 + uint64(d[i]-'0')
	}
	return uint64(len(d))<<57 | v
}

// digitRunIndex is a call's digit runs sorted by key, so that
// resultDigitsIn finds where a reply number's digits stand in the result
// with a binary search instead of a scan of the whole result: numIn falls
// back to that text search for every number of three digits or more
// against every call, and a long reply paid reply numbers × result length.
// Built once a call has been asked often enough to pay for it.
type digitRunIndex struct {
	runs  []resultRun
	uses  int32
	built bool
}

// resultDigitsIn is digitsIn(ci.folded, digits, signOK), answered from the
// call's index of digit runs once it has been asked a few times. A match
// digitsIn accepts starts a digit run of the result (no digit before it)
// and, as digits starts with a digit run of its own followed by a
// separator or its end, that result run is exactly as long as digits'
// first run: only such runs are tested, by the same test.
func (c *check) resultDigitsIn(ci int, digits string, signOK func() bool) bool {
	call := &c.calls[ci]
	x := &call.digitRuns
	x.uses++
	l := 0
	for l < len(digits) && isDigitByte(digits[l]) {
		l++
	}
	if l == 0 || l > maxRunDigits || x.uses <= 2 && !x.built {
		return digitsIn(call.folded, digits, signOK)
	}
	if !x.built {
		c.buildDigitRuns(ci)
	}
	s, runs, key := call.folded, x.runs, runKey(digits[:l])
	lo, hi := 0, len(runs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if runs[m].key < key {
			lo = m + 1
		} else {
			hi = m
		}
	}
	for k := lo; k < len(runs) && runs[k].key == key; k++ {
		st := int(runs[k].at)
		en := st + len(digits)
		if l < len(digits) && !hasPrefix(s[st:], digits) {
			continue
		}
		negative := st >= 1 && s[st-1] == '-' && (st == 1 || !isWordRune(rune(s[st-2])))
		if (en == len(s) || !isDigitByte(s[en])) && !(negative && !signOK()) && !decimalAfter(s, en, digits) {
			return true
		}
	}
	return false
}

// buildDigitRuns builds call ci's index, its runs cut from the check's
// pooled array.
func (c *check) buildDigitRuns(ci int) {
	call := &c.calls[ci]
	s := call.folded
	runs := c.buf.digitRuns
	start := len(runs)
	for i := 0; i < len(s); {
		if !isDigitByte(s[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(s) && isDigitByte(s[j]) {
			j++
		}
		if j-i <= maxRunDigits {
			runs = append(runs, resultRun{runKey(s[i:j]), int32(i)})
		}
		i = j
	}
	c.buf.digitRuns = runs
	x := &call.digitRuns
	x.runs, x.built = runs[start:len(runs):len(runs)], true
	sort.Sort((*byRunKey)(&x.runs)) // see sortValAts
}
