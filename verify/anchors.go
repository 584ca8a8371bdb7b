package verify

import "strings"

// anchorStop are argument words too common to tie a clause to a call.
var anchorStop = wordSet("cmd sql url city pattern symbol ticker since format http https www com org select from where count sum now interval days day ago week git log the and date limit order desc asc head tail grep cat name only recursive max min status json true false null user users main src docs html index en es api dev doc lines")

// anchorTokens returns the distinctive words of a call's arguments: a
// path and its parts ("config/app.toml", "app.toml"), a host, a ticker, a
// city. A clause that names one is about that call even without a
// receipt or a tool verb.
func anchorTokens(args string) []string { return appendAnchorTokens(nil, args) }

// appendAnchorTokens appends anchorTokens(args) to out; addCall cuts
// each call's anchors from one per-check array (see cutWords).
func appendAnchorTokens(out []string, args string) []string {
	base := len(out)
	add := func(t string) {
		// strings.Trim would build its set of cut bytes for each word.
		const cut = ".:/-_'\""
		for t != "" && strings.IndexByte(cut, t[0]) >= 0 {
			t = t[1:]
		}
		for t != "" && strings.IndexByte(cut, t[len(t)-1]) >= 0 {
			t = t[:len(t)-1]
		}
		if len(t) < 3 || anchorStop[t] || commonArg[t] || verbWords[t] || contains(out[base:], t) {
			return
		}
		letters := false
		for _, r := range t {
			if isWordRune(r) && !(r >= '0' && r <= '9') {
				letters = true
			}
		}
		if letters && len(out)-base < maxArgWords {
			out = append(out, t)
		}
	}
	// Every call's arguments are split on every check: the sequences
	// spare the slices.
	for f := range strings.FieldsFuncSeq(strings.ToLower(args), func(r rune) bool {
		return !(isWordRune(r) || r == '.' || r == '/' || r == '-' || r == ':')
	}) {
		if len(out)-base == maxArgWords {
			break // see maxArgWords
		}
		add(f)
		for rest, more := f, true; more; {
			var p string
			p, rest, more = cutByte(rest, '/')
			add(p)
			// A host or file names its thing before the dot:
			// kubernetes.io, www.postgresql.org, customers.csv.
			for rest, more := p, true; more; {
				var q string
				q, rest, more = cutByte(rest, '.')
				if len(q) >= 5 && q != "https" {
					add(q)
				}
			}
		}
	}
	return out
}

// anchoredCalls returns the ok calls one of whose anchors the clause
// names as a whole word.
//
// The list is cut from c.arena.ints (capacity capped, so an append to it
// copies): it becomes a clause's targets, and a fresh slice per clause
// was the checker's most frequent allocation.
func (c *check) anchoredCalls(in *info) []int {
	s := c.folded[in.start:in.end]
	n := len(c.arena.ints)
	for i := range c.calls {
		if !c.calls[i].ok {
			continue
		}
		reach := c.anchorReach(i)
		for k, a := range c.calls[i].anchors {
			// s is part of the reply: an anchor the reply does not hold
			// within the clause's reach costs no search of it.
			if r := reach[k]; r.start < 0 || in.end < r.end {
				continue
			}
			if wordIn(s, a) {
				c.arena.ints = append(c.arena.ints, i)
				break
			}
		}
	}
	if len(c.arena.ints) == n {
		return nil
	}
	return c.arena.ints[n:len(c.arena.ints):len(c.arena.ints)]
}

// wordIn reports whether w occurs in s not glued to letters on either side.
func wordIn(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		st, en := i+j, i+j+len(w)
		if (st == 0 || !isLetterByte(s[st-1])) && (en == len(s) || !isLetterByte(s[en])) {
			return true
		}
		i = st + 1
	}
}
