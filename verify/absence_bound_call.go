package verify

import "strings"

// argNamedTargets narrows the calls an absence claim concerns to those
// whose arguments the clause names. A reply that ran one search per item
// reports them item by item ("**HDFC Bank**: no statement email",
// "`worker.log.1`: no ERROR either", "team-platform calendar: nothing
// booked"): each absence is bound to the call that looked at the named
// item, not to the turn's calls in general, so an empty sibling call
// neither makes a false item true nor a true item false.
//
// A word of the clause names a call when that call's arguments hold it
// as a value (not a JSON key) and some other target's arguments do not;
// words every target holds ("calendar", "statement") name none. The
// union of the named calls is kept, so "HDFC and ICICI: nothing" stays
// bound to both. Only Latin-script words are read: they are the names
// arguments are written in.
func (c *check) argNamedTargets(in *info, targets []int) []int {
	if len(targets) < 2 {
		return targets
	}
	var named uint64 // bit i: targets[i] is named
	all := uint64(1)<<uint(min(len(targets), 63)) - 1
	s := c.folded[in.start:in.end]
	for i := 0; i < len(s); {
		if !argWordByte(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && argWordByte(s[j]) {
			j++
		}
		w := strings.TrimRight(s[i:j], ".-_/:")
		if i > 0 && (isLetterByte(s[i-1]) || s[i-1] >= 0x80 && !cjkBefore(s[:i])) {
			w = "" // inside a non-Latin word
		}
		i = j
		if !nameLike(w) {
			continue
		}
		var m uint64
		for k, ci := range targets {
			if k < 63 && argHolds(c.calls[ci].lowerArgs(), w) {
				m |= 1 << uint(k)
			}
		}
		if m != 0 && m != all {
			named |= m
		}
	}
	if named == 0 || named == all {
		return targets
	}
	out := make([]int, 0, len(targets))
	for k, ci := range targets {
		if k < 63 && named&(1<<uint(k)) != 0 {
			out = append(out, ci)
		}
	}
	return out
}

// emptyCallNamed reports whether the clause names, by its arguments, only
// calls of the turn that failed or came back empty: "none of them in
// billing" after a search of src/billing that found nothing and one of src
// that found three, "`HCL.NS` … इसका भाव नहीं मिला" after that symbol's
// look-up failed. The absence is that call's, and true of it, whatever
// the turn's other calls hold; a clause that also names a call with
// content is still held to that call.
func (c *check) emptyCallNamed(in *info) bool {
	all := make([]int, len(c.calls))
	for i := range all {
		all[i] = i
	}
	named := c.argNamedTargets(in, all)
	if len(named) == len(all) {
		return false
	}
	return !c.someRows(named)
}

// argWordByte reports the bytes of a name as arguments write it:
// letters, digits and the joiners of paths, hosts and identifiers.
func argWordByte(b byte) bool {
	return isLetterByte(b) || '0' <= b && b <= '9' || b == '.' || b == '-' || b == '_' || b == '/' || b == '@'
}

// cjkBefore reports whether the rune ending s is Chinese or Japanese:
// such text runs straight into a Latin name ("worker.log里"), unlike a
// Latin or Devanagari letter, which would make the name part of a word.
func cjkBefore(s string) bool {
	for k := len(s) - 1; k >= 0 && k >= len(s)-4; k-- {
		if s[k]&0xc0 != 0x80 {
			return s[k] >= 0xe3 && s[k] <= 0xe9
		}
	}
	return false
}

// nameLike reports a word that can name one call among several: three
// or more bytes with a letter, or four or more digits (a port, an id).
func nameLike(w string) bool {
	if len(w) < 3 {
		return false
	}
	for k := 0; k < len(w); k++ {
		if isLetterByte(w[k]) {
			return true
		}
	}
	return len(w) >= 4
}

// argHolds reports whether lowered arguments hold w as a value: starting
// a token, and ending one, or, for a plain word of four letters or more,
// opening a compound ("hdfc" in "from:hdfcbank"). A dotted or slashed
// name must end where the argument's name ends: `worker.log` does not
// name "worker.log.1". A word followed by `":` is a JSON key.
func argHolds(args, w string) bool {
	// Two byte searches, rather than strings.ContainsAny, which builds
	// its set of bytes on every call: argNamedTargets asks for each word
	// of the clause and each target.
	pathLike := strings.IndexByte(w, '.') >= 0 || strings.IndexByte(w, '/') >= 0
	for off := 0; ; {
		i := strings.Index(args[off:], w)
		if i < 0 {
			return false
		}
		i += off
		e := i + len(w)
		off = i + 1
		if i > 0 && (isLetterByte(args[i-1]) || '0' <= args[i-1] && args[i-1] <= '9') {
			continue
		}
		if hasPrefix(args[e:], "\":") {
			continue
		}
		if e == len(args) {
			return true
		}
		b := args[e]
		switch {
		case isLetterByte(b) || '0' <= b && b <= '9':
			if !pathLike && len(w) >= 4 && compoundTail(args[e:]) {
				return true
			}
		case b == '.' || b == '-' || b == '_' || b == '/':
			if !pathLike && b != '.' {
				return true
			}
			if e+1 >= len(args) || !argWordByte(args[e+1]) {
				return true // a sentence's full stop, not a longer name
			}
		default:
			return true
		}
	}
}

// compoundTail reports whether the letters after a word opening an
// argument token make a compound ("hdfc" + "bank"), a plural ("ticket"
// + "s") or digits ("v2" + "025"), not another word one letter longer:
// "semana" does not name the "semanal" of a resolution argument.
func compoundTail(rest string) bool {
	n := 0
	for n < len(rest) && (isLetterByte(rest[n]) || '0' <= rest[n] && rest[n] <= '9') {
		n++
	}
	return n != 1 || rest[0] == 's' || '0' <= rest[0] && rest[0] <= '9'
}

// searchedWordFar reports whether a word at byte w of a result line,
// shared with the claim, is what the call searched for ("grep ERROR …")
// and lies far from the line's absence marker at byte m. Such a line is a
// hit of the search ("… ERROR [dispatch-3] … failed to assign rider: no
// rider available"): its "no" negates something else, and the line is one
// of the things the result holds, not a report that it holds none. Next
// to the marker ("[no test files]" of `go test`), the word is what the
// marker says is missing.
func (c *check) searchedWordFar(ci int, w string, m, at int) bool {
	const reach = 40 // a short phrase either side of the marker
	if at-m <= reach && m-at <= reach {
		return false
	}
	return wordIn(c.calls[ci].lowerArgs(), w)
}
