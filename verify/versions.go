package verify

// Version numbers: a version the reply gives is held to the results,
// except for the next release it proposes by SemVer and a major version
// read from a full one.

import ()

// versionBump reports whether a version the reply gives is the next
// release after a version of the results: one part raised by one and the
// parts after it reset to zero (v2.3.1 → v2.4.0, 2.3.1 → 3.0.0, 1.4.2 →
// 1.4.3). Proposing the next version number by SemVer is the reply's own
// reasoning about the result, not a value it misread, when the clause
// says so (nextVersionWords): "the latest release is 23.0.0" over 22.x is
// a misread.
func (c *check) versionBump(in *info, n *num, calls []int) bool {
	clause := c.folded[in.start:in.end]
	next := false
	for _, w := range nextVersionWords {
		next = next || hasSubstr(clause, w)
	}
	if !next {
		return false
	}
	var want [4]int
	k := versionParts(n.digits, &want)
	if k < 2 {
		return false
	}
	// The version bumped from may be the one the user named or the call
	// was given ("git log v2.3.0..main"): the result then lists only what
	// came after it.
	bases := func(yield func(*num) bool) {
		for _, ci := range calls {
			for j := range c.calls[ci].nums {
				if !yield(&c.calls[ci].nums[j]) {
					return
				}
			}
		}
		for j := range c.argNums {
			if !yield(&c.argNums[j]) {
				return
			}
		}
		for j := range c.reqNums {
			if !yield(&c.reqNums[j]) {
				return
			}
		}
	}
	for r := range bases {
		{
			if !r.version {
				continue
			}
			var have [4]int
			if versionParts(r.digits, &have) != k {
				continue
			}
			for p := 0; p < k; p++ {
				ok := want[p] == have[p]+1
				for q := 0; q < p && ok; q++ {
					ok = want[q] == have[q]
				}
				for q := p + 1; q < k && ok; q++ {
					ok = want[q] == 0
				}
				if ok {
					return true
				}
			}
		}
	}
	return false
}

var (
	nextVersionWords []string
)

// versionsLists holds the phrases of the word lists declared above (see barList).
var versionsLists = [...]barList{
	// nextVersionWords say a version is the one to release next, not one the
	// result states: "según SemVer tocaría v2.4.0", "the next release would be".
	{&nextVersionWords, "semver|next version|next release|bump to|minor bump|patch bump|major bump|minor release|patch release|major release|siguiente versión|próxima versión|tocaría|" +
		"下一个版本|下个版本|次のバージョン|अगला संस्करण|अगला वर्ज़न"},
}

var _ = splitBars(versionsLists[:])

// versionParts reads up to four dot-separated numbers of a version.
func versionParts(s string, out *[4]int) int {
	s = trimPrefix(s, "v")
	k, v, digits := 0, 0, 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '.' {
			if digits == 0 || k == 4 {
				return 0
			}
			out[k] = v
			k, v, digits = k+1, 0, 0
			continue
		}
		if !isDigitByte(s[i]) {
			return 0
		}
		v = v*10 + int(s[i]-'0')
		digits++
	}
	return k
}

// majorVersion reports an integer that is the major part of a version a
// result prints ("React 16.8 か 17" of "^16.8.0 || ^17.0.0", "Node 20" of
// "node@20.11.1"), said next to another version or to the name the result
// puts before it.
func (c *check) majorVersion(n *num, calls []int) bool {
	if !isInt(n) || len(n.vals) == 0 || n.vals[0] >= 1000 {
		return false
	}
	d := n.digits
	before := c.folded[max(0, n.start-24):n.start]
	near := false
	// Another version or dotted number just before: "16.8 か 17", "v1.2 or 2".
	for k := n.index - 1; k >= 0 && k >= n.index-2; k-- {
		if m := &c.nums[k]; m.end <= n.start && n.start-m.end <= 24 && (m.version || hasSubstr(m.digits, ".")) {
			near = true
		}
	}
	for _, ci := range calls {
		r := c.calls[ci].folded
		for at := 0; ; {
			i := indexSubstr(r[at:], d+".")
			if i < 0 {
				break
			}
			p := at + i
			at = p + len(d) + 1
			if p > 0 && (isDigitByte(r[p-1]) || r[p-1] == '.') || at >= len(r) || !isDigitByte(r[at]) {
				continue
			}
			// A version: major.minor.patch.
			e := at
			for e < len(r) && isDigitByte(r[e]) {
				e++
			}
			if e+1 >= len(r) || r[e] != '.' || !isDigitByte(r[e+1]) {
				continue
			}
			if near {
				return true
			}
			// A name the reply writes just before the number is just
			// before the version in the result: "react@17.0.2" →
			// "React 17", `react@"^16.8.0 || ^17.0.0"` → "react 17".
			seg := r[max(0, p-40):p]
			for i := 0; i < len(before); {
				for i < len(before) && !isLetterByte(before[i]) {
					i++
				}
				j := i
				for j < len(before) && isLetterByte(before[j]) {
					j++
				}
				if j-i >= 3 && (i > 0 || n.start <= 24) && wordIn(seg, before[i:j]) {
					return true
				}
				i = j
			}
		}
	}
	return false
}
