package verify

import (
	"strings"

	"github.com/pramana-dev/pramana/receipt"
)

// Receipt lookalikes.
//
// receipt.Scan finds the tokens that start with the exact prefix
// "zc-receipt-": the grammar of the spec, which the runtime and third
// parties share. A model that makes up a receipt does not always keep that
// prefix. Its tokenizer writes the dashes as typographic ones (U+2011, the
// non-breaking hyphen, is common in model output; also U+2010, the en and
// em dashes, the minus sign and the full-width hyphen), it capitalises the
// prefix at the start of a line ("ZC-RECEIPT-…", "Zc-receipt-…"), it joins
// or spaces the words ("zcreceipt-…", "zc receipt 1764…"), or it copies the
// trailer's form around a string of its own ("[receipt: 7f3a9c2e41b8]").
// Each presents a receipt that this scope never issued, and the reader who
// sees "receipt" takes it as one, so each is a forged_receipt: malformed,
// with the reason that its prefix is not the prefix.
//
// Two guards keep data from being read as a citation. A lookalike needs a
// digit in the run after its prefix (an epoch, a digest), so prose about
// receipts ("the zc-receipt format", "zc receipts are HMACs") is not one.
// And a lookalike that a call's result or arguments hold verbatim is
// quoted data: results are defanged before signing, so a log line or
// page that held a receipt shows "zc_receipt-…", and a shop's
// "[receipt: R-2024-118833]" is its own number.

// lookalikeReason is the ParseError reason of a lookalike token.
const lookalikeReason = "shaped like a receipt but does not start with " + `"` + receipt.Prefix + `"`

// lookalikesMax bounds the lookalikes read in one reply: a reply with
// more has been shown forged many times over, and the bound keeps a
// megabyte of them linear.
const lookalikesMax = 64

// lookalikeMin is the shortest run after a lookalike's prefix that is
// read as a receipt: shorter ones ("[receipt: c1]") name, not forge. A
// prefix spaced from its run ("zc receipt 1764…") and the trailer's form
// need twice as much: "ZC receipt 45821" is more likely a document's
// number than a made-up receipt.
const lookalikeMin = 4

// appendLookalikes appends to toks the receipt lookalikes of text (see
// above) that neither the request nor a call holds, keeping toks in order
// of Start. The scan looks only at the bytes 'z', 'Z' and ':', three
// searches at the speed of strings.IndexByte: "z" is rare in every
// language the checker reads (and is never part of a multi-byte
// character), and the trailer's form has its colon. A search for the word
// "receipt" itself would stop at every "e". At most 4×lookalikesMax
// candidates are looked up in the record, held or not, and the scan moves
// past each run it reads, so that a megabyte of lookalikes, or of runs
// that only look like one, is linear work.
func appendLookalikes(toks []receipt.Token, text string, rec *Record) []receipt.Token {
	n := len(toks)
	looked := 0
	for _, b := range [3]byte{'z', 'Z', ':'} {
		for i := 0; ; {
			j := strings.IndexByte(text[i:], b)
			if j < 0 || len(toks)-n == lookalikesMax || looked == 4*lookalikesMax {
				break
			}
			at := i + j
			i = at + 1
			var start, end int
			var ok bool
			if b == ':' {
				start, end, ok = trailerLookalike(text, at)
			} else {
				start, end, ok = prefixLookalike(text, at)
			}
			i = max(i, end)
			if !ok || inTokens(toks[:n], start) || spansAny(toks[n:], start) {
				continue
			}
			looked++
			if heldByRecord(rec, text[start:end]) {
				continue
			}
			toks = append(toks, receipt.Token{Start: start, End: end, Text: text[start:end],
				Err: &receipt.ParseError{Input: text[start:end], Reason: lookalikeReason}})
		}
	}
	if len(toks) > n {
		// Few tokens: an insertion sort keeps the package free of a
		// sort instance for them.
		for i := 1; i < len(toks); i++ {
			for k := i; k > 0 && toks[k].Start < toks[k-1].Start; k-- {
				toks[k], toks[k-1] = toks[k-1], toks[k]
			}
		}
	}
	return toks
}

// prefixLookalike reads a lookalike prefix at text[z], a "z" or "Z": "zc",
// a separator or none, "receipt" in any case, a separator, and a run of
// receipt characters. It returns the token's span, and when it read a run
// but found no lookalike, the run's end as end, so that the scan does not
// read the run again from each "z" inside it.
func prefixLookalike(text string, z int) (start, end int, ok bool) {
	if z+2 > len(text) || text[z+1]|0x20 != 'c' || (z > 0 && isWordByte(text[z-1])) || hasPrefix(text[z:], receipt.Prefix) {
		return 0, 0, false // the exact prefix is receipt.Scan's
	}
	r := z + 2
	if k := dashAfter(text, r); k > r {
		r = k
	} else if r < len(text) && (text[r] == '-' || text[r] == '_' || text[r] == ' ') {
		r++ // zc_receipt: a defanged receipt
	}
	if !foldedAt(text, r, "receipt") {
		return 0, 0, false
	}
	rest := r + len("receipt")
	// The separator after "receipt": a dash of either kind, a colon and
	// spaces, or a space. Not "_": "zc_receipt_2026.csv" is a file name.
	dash, minRun := "", lookalikeMin
	if k := dashAfter(text, rest); k > rest {
		dash, rest = text[rest:k], k
	} else if rest < len(text) && (text[rest] == '-' || text[rest] == ':' || text[rest] == ' ') {
		if text[rest] != '-' {
			minRun = 2 * lookalikeMin
		}
		rest++
		for rest < len(text) && text[rest] == ' ' {
			rest++
		}
	} else {
		return 0, 0, false
	}
	end = lookalikeRun(text, rest, dash)
	if end-rest < minRun || !strings.ContainsAny(text[rest:end], "0123456789") {
		return 0, end, false
	}
	return z, end, true
}

// trailerLookalike reads the trailer's form at the colon text[c]:
// "[receipt: X]" in any case, around a string X of letters and digits that
// is no receipt. Only the square brackets of the runtime's own trailer:
// "(receipt: 00012345)" is how replies give a shop's receipt number. It
// returns X's span.
func trailerLookalike(text string, c int) (start, end int, ok bool) {
	r := c - len("receipt")
	if r < 1 || !foldedAt(text, r, "receipt") {
		return 0, 0, false
	}
	b := r - 1
	for b > 0 && text[b] == ' ' {
		b--
	}
	if text[b] != '[' {
		return 0, 0, false
	}
	start = c + 1
	for start < len(text) && text[start] == ' ' {
		start++
	}
	if hasPrefix(text[start:], receipt.Prefix) {
		return 0, 0, false // the runtime's own trailer
	}
	end = start
	letter := false
	for end < len(text) && isTokenByte(text[end]) {
		letter = letter || isLetterByte(text[end])
		end++
	}
	if end-start < 2*lookalikeMin || end >= len(text) || text[end] != ']' || !letter || !strings.ContainsAny(text[start:end], "0123456789") {
		return 0, 0, false
	}
	return start, end, true
}

// foldedAt reports whether text at i is the ASCII word w in any case.
func foldedAt(text string, i int, w string) bool {
	return i >= 0 && i+len(w) <= len(text) && strings.EqualFold(text[i:i+len(w)], w)
}

// lookalikeRun returns the end of the run of receipt characters from i,
// over the typographic dash dash too when the prefix used one (a model
// that writes U+2011 for one dash writes it for all three; an em dash
// after a spaced prefix's digits is prose). The run stops where a
// receipt.Scan token starts: "ZC-Receipt zc-receipt-…" is a heading and a
// genuine receipt, not one lookalike.
func lookalikeRun(text string, i int, dash string) int {
	for i < len(text) {
		if hasPrefix(text[i:], receipt.Prefix) {
			break
		}
		if isTokenByte(text[i]) {
			i++
		} else if dash != "" && hasPrefix(text[i:], dash) {
			i += len(dash)
		} else {
			break
		}
	}
	return i
}

// isTokenByte is a character of a receipt or of a near miss of one, as
// receipt.Scan reads them.
func isTokenByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '-' || c == '_' || c == '+' || c == '/' || c == '='
}

// typoDashes are the dashes other than "-" that model output writes
// between words: U+2010 to U+2015, the minus sign, the small and the
// full-width hyphen-minus.
var typoDashes = [...]string{"\u2010", "\u2011", "\u2012", "\u2013", "\u2014", "\u2015", "\u2212", "\ufe63", "\uff0d"}

// dashAfter returns the end of a typographic dash at text[i], or i.
func dashAfter(text string, i int) int {
	if i >= len(text) || text[i] < 0x80 {
		return i
	}
	for _, d := range typoDashes {
		if hasPrefix(text[i:], d) {
			return i + len(d)
		}
	}
	return i
}

// inTokens reports whether a token of toks, which are in order and do
// not overlap, starts at or spans start. A binary search: receipt.Scan's
// tokens can be thousands, each holding the word the scan looks for.
func inTokens(toks []receipt.Token, start int) bool {
	lo, hi := 0, len(toks)
	for lo < hi {
		m := (lo + hi) / 2
		if toks[m].End <= start {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo < len(toks) && toks[lo].Start <= start
}

// spansAny is inTokens for the few lookalikes found so far, which the
// two searches find out of order.
func spansAny(toks []receipt.Token, start int) bool {
	for _, t := range toks {
		if t.Start <= start && start < t.End {
			return true
		}
	}
	return false
}

// heldByRecord reports whether the request, or a call's id, result or
// arguments, hold s: a number the user gave or a tool returned is theirs.
func heldByRecord(rec *Record, s string) bool {
	if hasSubstr(rec.Request, s) {
		return true
	}
	for i := range rec.Calls {
		if hasSubstr(rec.Calls[i].Result, s) || hasSubstr(rec.Calls[i].Args, s) || hasSubstr(rec.Calls[i].ID, s) {
			return true
		}
	}
	return false
}
