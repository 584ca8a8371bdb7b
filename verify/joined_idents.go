package verify

import (
	"iter"
	"strings"
)

// joinedIdents yields, in order, with their offsets, the e-mail addresses and the joined
// identifiers of s (folded text): runs of letters, digits and . _ - / @
// that hold an @ with a dot after it (fees@school.example), or a slash
// between parts with letters and a run of four digits or more
// (dps/aug/30417, inv-2024/0118). Each is as particular to one result
// as a code, but nextCodeRun splits it at its @, dots and slashes into
// parts too short or too plain to count (a bare 30417 glued to its
// prefix is no number either).
//
// Only a run holding an @ or a slash can be either: the runs are found
// from those marks (found by IndexByte), not by testing every byte of s.
func joinedIdents(s string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		at, sl := -2, -2 // the next @ and slash at or after i; -1 for none
		for i := 0; i < len(s); {
			if at != -1 && at < i {
				if at = strings.IndexByte(s[i:], '@'); at >= 0 {
					at += i
				}
			}
			if sl != -1 && sl < i {
				if sl = strings.IndexByte(s[i:], '/'); sl >= 0 {
					sl += i
				}
			}
			k := at
			if k < 0 || sl >= 0 && sl < k {
				k = sl
			}
			if k < 0 {
				return
			}
			// The run holding the mark: the previous run ended at i, on a
			// byte outside any run, so the walk back stops at or after it.
			i0, j := k, k
			for i0 > 0 && joinedByte(s[i0-1]) {
				i0--
			}
			for j < len(s) && joinedByte(s[j]) {
				j++
			}
			w := strings.TrimRight(s[i0:j], ".-_/")
			i = j
			if len(w) >= 6 && (emailLike(w) || slashIdent(w)) && !yield(i0, w) {
				return
			}
		}
	}
}

func joinedByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '.' || b == '_' || b == '-' || b == '/' || b == '@'
}

// emailLike reports whether w is local@domain.tld.
func emailLike(w string) bool {
	at := indexByte(w, '@')
	return at > 0 && strings.Count(w, "@") == 1 && indexByte(w[at+1:], '.') > 0 && !hasSuffix(w, ".")
}

// slashIdent reports whether w joins parts with a slash and holds a
// letter and a run of four digits or more: a receipt, case or invoice
// number, not a path of words or a date.
func slashIdent(w string) bool {
	if indexByte(w, '/') < 0 || indexByte(w, '@') >= 0 {
		return false
	}
	letter, run, best := false, 0, 0
	for i := 0; i < len(w); i++ {
		switch b := w[i]; {
		case b >= '0' && b <= '9':
			run++
			best = max(best, run)
			continue
		case b >= 'a' && b <= 'z':
			letter = true
		}
		run = 0
	}
	return letter && best >= 4
}

// tallyJoined adds to tallySplit's counts the e-mail addresses and
// joined identifiers of reply[lo:hi] (see joinedIdents) that the request
// does not give and that are outside any link.
func (c *check) tallyJoined(in *info, lo, hi int, t *passTally) {
	if strings.IndexByte(c.folded[lo:hi], '@') < 0 && strings.IndexByte(c.folded[lo:hi], '/') < 0 {
		return
	}
	for at, w := range joinedIdents(c.folded[lo:hi]) {
		if c.inURL(span{lo + at, lo + at + len(w)}) || hasSubstr(c.request, w) {
			continue
		}
		c.tallyText(in, w, t)
	}
}

// tallyText counts the text w of a passage for tallySplit: held by the
// clause's cited calls and no call that blocks it (t.a), or by other ok
// calls only (t.b, the first of them t.bc), in their results or
// arguments.
func (c *check) tallyText(in *info, w string, t *passTally) {
	inA, first, blocked := false, -1, false
	m := c.holdersOf(w, 1) // the calls holding w, remembered per check
	for k := range c.calls {
		if !c.heldBy(k, w, 1, m) {
			continue
		}
		if containsInt(in.cites, k) {
			inA = true
			continue
		}
		if first < 0 {
			first = k
		}
		blocked = blocked || t.blocks(k)
	}
	t.count(inA, first, blocked)
}
