package verify

import "strings"

// Versions glued to their package's name: helm's chart column
// "kube-prometheus-stack-56.6.2", pip's "requests==2.31.0", npm's
// "react@18.2.0". The number is glued to a name and checked as no value;
// but a reply that writes the same name with another version
// ("kube-prometheus-stack-56.2.6") misquotes the one the result gives that
// name: a contradiction, as for a version under its label.

// checkNamedVersions reports a name-version token of clause in whose name
// a result writes with other versions and never with the reply's.
func (c *check) checkNamedVersions(in *info, all []int) {
	s := c.folded
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if !n.version || !n.glued || n.start < 4 || n.end > in.end {
			continue
		}
		j := n.start
		if sep := s[j-1]; sep != '-' && sep != '@' && sep != '=' {
			continue
		}
		for j > 0 && n.start-j < 64 && (isLetterByte(s[j-1]) || isDigitByte(s[j-1]) || s[j-1] == '-' || s[j-1] == '_' || s[j-1] == '@' || s[j-1] == '=') {
			j--
		}
		name := s[j:n.start]
		if len(name) < 5 || j < in.start || strings.Contains(c.request, n.digits) || c.modalAt(in, n.span) || c.versionSuggested(in, n) {
			continue
		}
		ci, other := c.namedVersion(name, n.digits, all)
		if ci < 0 || c.alreadyFound(FactMismatch, n.span) {
			continue
		}
		c.addFact(in, "fact/version", BasisContradiction, c.callFinding(FactMismatch, n.span, ci,
			"version "+n.digits+" of "+name+" is not in the result of "+c.calls[ci].Tool+", which gives "+other))
	}
}

// namedVersion returns a call that writes name followed by a version other
// than v, and that version, when no result writes name followed by v;
// -1 otherwise. Eight places at most per call.
func (c *check) namedVersion(name, v string, calls []int) (int, string) {
	fc, other := -1, ""
	for _, ci := range calls {
		f := c.calls[ci].folded
		for at, seen := 0, 0; seen < 8; seen++ {
			i := strings.Index(f[at:], name)
			if i < 0 {
				break
			}
			i += at
			e := i + len(name)
			at = e
			if i > 0 && (isLetterByte(f[i-1]) || f[i-1] == '-') {
				continue // a longer name
			}
			q := e
			for q < len(f) && (isDigitByte(f[q]) || f[q] == '.') {
				q++
			}
			for q > e && f[q-1] == '.' {
				q--
			}
			w := f[e:q]
			if w == v {
				return -1, ""
			}
			if fc < 0 && len(w) >= 3 && isDigitByte(w[0]) && (q == len(f) || !isLetterByte(f[q])) {
				fc, other = ci, w
			}
		}
	}
	return fc, other
}
