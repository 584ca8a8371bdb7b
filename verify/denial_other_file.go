package verify

import "strings"

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
	near := c.folded[max(in.start, u.start-60):min(in.end, u.end+60)]
	for i := 0; i < len(c.folded); {
		var tok string
		tok, i = nextRun(c.folded, i, isFileByte)
		dot := strings.LastIndexByte(tok, '.')
		if dot <= 0 || dot+1 >= len(tok) || !isLetterByte(tok[dot+1]) || c.okCallHolds(tok, false) {
			continue // not a file or link, or one a call was given
		}
		for j := 0; j < len(tok); {
			var w string
			w, j = nextRun(tok, j, isLetterByte)
			if len(w) >= 3 && !commonArg[w] && !verbWords[w] && wordIn(near, w) && !c.okCallHolds(w, false) {
				return true
			}
		}
	}
	return false
}

// nextRun returns the next run of bytes of s from i on that in accepts,
// and the offset after it ("" and len(s) when none is left).
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
