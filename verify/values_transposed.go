package verify

import "sort"

// Transposed digits. A value copied from a result with two neighbouring
// digits swapped ("₹3,580" for "3,850", "1,350" for "1530") is the
// commonest misreading of a figure. Arithmetic over a result's many
// numbers can often reach such a value by chance, so the derived-value
// rules explain it away; but a number whose digits are exactly those of
// one result value with one adjacent pair swapped, in a reply that never
// states that value, restates it wrongly. Only numbers of three or more
// digits are read so (a swap in "12" is as likely another number), and
// only when one value of the result has that shape. The result is scanned
// only for a number it does not hold (numIn, indexed, answers the rest).

// checkTransposed reports a reply number that is a result value with two
// adjacent digits swapped.
func (c *check) checkTransposed(in *info) {
	targets, ok := c.ruleTargets(in)
	if !ok {
		return
	}
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if !plainFigureIn(in, n) || n.cjk {
			continue
		}
		var nd [12]byte
		nl := plainDigits(n.digits, nd[:])
		if nl < 3 || nl > len(nd) || len(n.vals) == 0 || c.inRequest(n.vals[0]) || c.alreadyFound(FactMismatch, n.span) {
			continue
		}
		for _, ci := range targets {
			call := &c.calls[ci]
			if !call.ok || ci >= len(callIndex) || c.numIn(*n, callIndex[ci:ci+1]) {
				continue
			}
			m := transposedOf(call, c.digitSignatures(ci), nd[:nl], n.dec)
			if m == nil || len(m.vals) == 0 || c.replyStates(m.vals[0]) {
				continue
			}
			// Contradiction: the reply restates m with two digits swapped.
			c.addRule("fact/transposed", BasisContradiction, c.callFinding(FactMismatch, n.span, ci,
				"reply gives "+n.digits+", but the result of "+call.Tool+" gives "+m.digits+" (two digits swapped)"))
			break
		}
	}
}

// plainDigits writes the ASCII digits of s into out and returns how many
// (len(out)+1 when they do not fit).
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func plainDigits(s string, out []byte) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			if n == len(out) {
				return len(out) + 1
			}
			out[n] = s[i]
			n++
		}
	}
	return n
}

// transposedOf returns the one number of the call's result whose digits
// are d with one adjacent pair of different digits swapped, with the same
// count of decimals, or nil when none or several values are. A swap keeps
// the multiset of digits, so only the result's numbers of d's signature
// (see digitSignature) are compared: asked once per reply number the
// results do not hold, a scan of every result number would make the rule
// quadratic on long replies against long results. sigs are the call's
// digitSignatures.
func transposedOf(call *callInfo, sigs []digitSig, d []byte, dec int) *num {
	sig := digitSignature(d, dec)
	k := sort.Search(len(sigs), func(k int) bool { return sigs[k].key >= sig })
	var found *num
	for ; k < len(sigs) && sigs[k].key == sig; k++ {
		m := &call.nums[sigs[k].at]
		if m.dec != dec {
			continue // decimals past 15 share a signature
		}
		var md [12]byte
		ml := plainDigits(m.digits, md[:])
		if ml != len(d) || !swappedPair(d, md[:ml]) {
			continue
		}
		if found != nil && found.vals[0] != m.vals[0] {
			return nil
		}
		found = m
	}
	return found
}

// A digitSig is a result number's digit signature (key) and its index in
// the call's nums (at). It is a resultRun, so that both sort by byRunKey:
// by key, then at.
type digitSig = resultRun

// digitSignature packs the count of each digit of d (at most 12, four bits
// each), its length and its decimals (capped at 15) into one key: equal for
// two numbers exactly when one is the other's digits reordered, with as
// many decimals.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func digitSignature(d []byte, dec int) uint64 {
	var sig uint64
	for _, b := range d {
		sig += 1 << (4 * uint(b-'0'))
	}
	return sig | uint64(len(d))<<40 | uint64(min(dec, 15))<<44
}

// digitSignatures returns the call's numbers that transposedOf may compare
// (not versions, identifiers or parts of dates; 12 digits at most), sorted
// by signature, computed once per call and cut from an array the check
// keeps between checks (as buildDigitRuns cuts its runs), where each call
// grew its own.
func (c *check) digitSignatures(ci int) []digitSig {
	call := &c.calls[ci]
	if call.digitSigsDone {
		return call.digitSigs
	}
	call.digitSigsDone = true
	sigs := c.buf.digitSigs
	start := len(sigs)
	for i := range call.nums {
		m := &call.nums[i]
		if m.version || m.glued || m.inDate {
			continue
		}
		var md [12]byte
		ml := plainDigits(m.digits, md[:])
		if ml > len(md) {
			continue
		}
		sigs = append(sigs, digitSig{digitSignature(md[:ml], m.dec), int32(i)})
	}
	c.buf.digitSigs = sigs
	if len(sigs) > start {
		call.digitSigs = sigs[start:len(sigs):len(sigs)]
	}
	// By signature, then index: the order a stable sort by signature gives,
	// as the signatures were appended in index order.
	sort.Sort((*byRunKey)(&call.digitSigs)) // see sortValAts
	return call.digitSigs
}

// swappedPair reports whether a and b differ only by one adjacent pair of
// different digits, swapped.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func swappedPair(a, b []byte) bool {
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	if i+1 >= len(a) || a[i] == a[i+1] || a[i] != b[i+1] || a[i+1] != b[i] {
		return false
	}
	return string(a[i+2:]) == string(b[i+2:])
}

// replyStates reports whether the reply holds a number with reading v.
func (c *check) replyStates(v float64) bool {
	for i := range c.nums {
		for _, x := range c.nums[i].vals {
			if x == v {
				return true
			}
		}
	}
	return false
}
