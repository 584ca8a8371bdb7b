package verify

import (
	"slices"
	"strings"
)

// deniesOtherFile reports whether a denial of reading or fetching has as
// object a word that names part of a file or link the reply mentions and
// no ok call was given: "I haven't downloaded the CSV itself" beside a
// link to splits-full-2024.csv when only the results page was fetched,
// "मैंने lock फ़ाइल अभी नहीं देखी" beside package-lock.json when only
// package.json was read. The denial is about that other file, and true.
//
// The word must be one no ok call's arguments hold (a word of what was
// read names what was read), and the file or link must be written in
// the reply with a dot, so that a bare noun ("the config") is not taken
// for a file.
func (c *check) deniesOtherFile(in *info, u hit) bool {
	words := c.otherFileWords()
	if len(words) == 0 {
		return false
	}
	// A word names the file when it stands whole among the denial's
	// neighbours: one of their runs of letters, as wordIn reads it.
	near := c.folded[max(in.start, u.start-60):min(in.end, u.end+60)]
	for j := 0; j < len(near); {
		for j < len(near) && !isLetterByte(near[j]) {
			j++
		}
		st := j
		for j < len(near) && isLetterByte(near[j]) {
			j++
		}
		if w := near[st:j]; len(w) >= 3 {
			if _, ok := slices.BinarySearch(words, w); ok && !c.okCallHolds(w, false) {
				return true
			}
		}
	}
	return false
}

// otherFileWords returns, sorted, the words of the files and links the
// reply writes that no ok call was given (deniesOtherFile's objects; a
// word an ok call's arguments hold is left to the denial that names it),
// found once per check: a reply of many denials and many sentences asked
// it per denial, each walk reading the whole reply.
func (c *check) otherFileWords() []string {
	if c.otherFilesRead {
		return c.otherFiles
	}
	c.otherFilesRead = true
	// The runs of file bytes that hold a dot, in order: found from each
	// dot rather than by cutting the whole reply into runs, which cost a
	// call per byte (most text has few dots).
	s := c.folded
	for i := 0; i < len(s); {
		p := indexByte(s[i:], '.')
		if p < 0 {
			break
		}
		st, en := i+p, i+p+1
		for st > i && isFileByte(s[st-1]) {
			st--
		}
		for en < len(s) && isFileByte(s[en]) {
			en++
		}
		tok := s[st:en]
		i = en
		dot := lastIndexByte(tok, '.')
		if dot <= 0 || dot+1 >= len(tok) || !isLetterByte(tok[dot+1]) || c.okCallHolds(tok, false) {
			continue // not a file or link, or one a call was given
		}
		for j := 0; j < len(tok); {
			var w string
			w, j = nextRun(tok, j, isLetterByte)
			if len(w) >= 3 && !commonArg[w] && !verbWords[w] {
				c.otherFiles = append(c.otherFiles, w)
			}
		}
	}
	slices.Sort(c.otherFiles)
	c.otherFiles = slices.Compact(c.otherFiles)
	return c.otherFiles
}

// nextRun returns the next run of bytes of s from i on that in accepts,
// and the offset after it ("" and len(s) when none is left).
//
//go:noinline
func nextRun(s string, i int, in func(byte) bool) (string, int) {
	for i < len(s) && !in(s[i]) {
		i++
	}
	j := i
	for j < len(s) && in(s[j]) {
		j++
	}
	return s[i:j], j
}

// jaCompoundModifier reports whether a Japanese tool noun is the first
// part of a compound noun that a case particle closes: "検索範囲に入れて
// いない" (did not put it in the search range), "確認事項を送っていない".
// The negation there is of the verb after the particle, not of the
// tool's act; "検索していません" and "ウェブ検索はしていない" leave the
// tool word as what is negated, and so does a compound that is the
// object of another tool verb ("蔵書検索システムにはアクセスしていない":
// the search system was not accessed).
func (c *check) jaCompoundModifier(in *info, u hit) bool {
	for _, o := range in.uses {
		if o.start >= u.end {
			return false
		}
	}
	if h := c.clearHit(in, kindDenyVerb); h != nil && h.start >= u.end {
		return false
	}
	n := 0
	for _, r := range c.folded[u.end:min(len(c.folded), u.end+24)] {
		if r >= 0x4e00 && r <= 0x9fff || r >= 0x30a1 && r <= 0x30fa || r == 'ー' {
			n++
			continue
		}
		return n > 0 && hasRune("にをへでから", r)
	}
	return false
}

// deniesOpenQuestion reports whether a denied check has an embedded
// question as its object, one no ok call was given the words of:
// "途中までのファイルが残っていないかどうかは、まだ確認していません" (I have
// not yet checked whether a partial file remains), "I haven't checked
// whether the mirror is current", "还没确认是否有残留文件". The reply says
// the question is open; a call that looked at it would be given its
// names ("whether nginx is up" after `systemctl status nginx` stays a
// denial of that call).
func (c *check) deniesOpenQuestion(in *info, u hit) bool {
	// The question may stand in a clause of its own before the verb
	// ("…かどうかは、まだ確認していません"): look back to the sentence start.
	lo, _ := c.sentenceBounds(u.span, 160, 0)
	s := c.folded[min(lo, in.start):u.start]
	q := ""
	if i := strings.LastIndex(s, "かどうか"); i >= 0 {
		q = s[:i]
	} else if i := strings.LastIndex(s, "是否"); i >= 0 {
		q = s[i:]
	} else {
		t := c.folded[u.end:in.end]
		for _, m := range [2]string{"whether ", "si "} {
			// Right after the verb, with no punctuation between: "no he
			// revisado los logs, si quieres…" opens a condition.
			// As a word: "casi nada" holds no "si".
			if i := wordAt(t, strings.TrimSpace(m)); i >= 0 && i <= 12 && hasPrefix(t[i:], m) && !hasAnyRune(t[:i], ",;:—") {
				q = t[i+len(m):]
				break
			}
		}
	}
	if q == "" {
		return false
	}
	for i := 0; i < len(q); {
		var w string
		w, i = nextRun(q, i, isWordByte)
		if len(w) >= 3 && isLetterByte(w[0]) && !commonArg[w] && c.okCallHolds(w, false) {
			return false
		}
	}
	return true
}

// deniesUnopenedEntry reports whether a denial of opening sits in a
// sentence that names an entry of a search result whose link no ok call
// fetched: "The search also listed ASHRAE's own Datacom Series book; I
// didn't open it". Two words of five letters or more from the entry's
// lines (its title and its link), which no fetched page holds, tie the
// sentence to that entry; the denial ("it") is about it, and true (as
// deniesUnopenedLink reads a link written beside the verb).
func (c *check) deniesUnopenedEntry(u hit) bool {
	lo, hi := c.sentenceBounds(u.span, 240, 120)
	sent := c.folded[lo:hi]
	for i := range c.calls {
		call := &c.calls[i]
		if !call.ok || !contains(call.families, famSearch) {
			continue
		}
		for _, url := range call.URLs {
			k := indexSubstr(call.Result, url)
			if k < 0 || c.fetchedBy(url, false) {
				continue
			}
			// The entry: the line before the link (its title) and the
			// link's own line.
			ls := lastIndexByte(call.Result[:k], '\n')
			if ls > 0 {
				ls = lastIndexByte(call.Result[:ls], '\n')
			}
			le := indexByte(call.Result[k:], '\n')
			if le < 0 {
				le = len(call.Result) - k
			}
			entry := strings.ToLower(call.Result[ls+1 : k+le])
			n := 0
			for p := 0; p < len(entry) && n < 2; {
				var w string
				w, p = nextRun(entry, p, isLetterByte)
				if len(w) >= 5 && wordIn(sent, w) && !c.fetchedBy(w, true) {
					n++
				}
			}
			if n >= 2 {
				return true
			}
		}
	}
	return false
}

// fetchedBy reports whether an ok call other than a search was given s
// (a link), or, with word, holds the word s in its result.
func (c *check) fetchedBy(s string, word bool) bool {
	for i := range c.calls {
		call := &c.calls[i]
		if call.ok && !contains(call.families, famSearch) && (word && wordIn(call.folded, s) || !word && hasSubstr(call.Args, s)) {
			return true
		}
	}
	return false
}
