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
// read as a receipt: shorter ones ("[receipt: c1]") name, not forge.
const lookalikeMin = 4

// appendLookalikes appends to toks the receipt lookalikes of text (see
// above) that no call of rec holds, keeping toks in order of Start. The
// scan looks only where "eceipt" or "ECEIPT" occurs, two searches at the
// speed of strings.Index; a reply without the word pays nothing more.
func appendLookalikes(toks []receipt.Token, text string, rec *Record) []receipt.Token {
	n := len(toks)
	for _, w := range [2]string{"eceipt", "ECEIPT"} {
		for i := 0; ; {
			j := strings.Index(text[i:], w)
			if j < 0 {
				break
			}
			at := i + j
			i = at + len(w)
			if at == 0 || text[at-1]|0x20 != 'r' {
				continue
			}
			if len(toks)-n == lookalikesMax {
				break
			}
			start, end, ok := lookalikeAt(text, at-1, at+len(w))
			if !ok || inTokens(toks[:n], start) || spansAny(toks[n:], start) || heldByCall(rec, text[start:end]) {
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

// lookalikeAt reads a lookalike around the word "receipt" at text[r:e]
// (any case): either "zc" + an optional separator before it, or the
// trailer form "[receipt: X]" / "(receipt: X)". It returns the token's
// span.
func lookalikeAt(text string, r, e int) (start, end int, ok bool) {
	// "zc", a separator or none, "receipt".
	zc := r
	if k := dashBefore(text, r); k >= 0 {
		zc = k
	} else if r > 0 && (text[r-1] == '_' || text[r-1] == ' ') {
		zc = r - 1
	}
	if zc >= 2 && text[zc-2]|0x20 == 'z' && text[zc-1]|0x20 == 'c' && (zc == 2 || !isWordByte(text[zc-3])) {
		start = zc - 2
		rest := e
		if k := dashAfter(text, e); k > e {
			rest = k
		} else if e < len(text) && (text[e] == '-' || text[e] == '_' || text[e] == ':' || text[e] == ' ') {
			rest = e + 1
		} else {
			return 0, 0, false
		}
		end = lookalikeRun(text, rest)
		if end-rest < lookalikeMin || !strings.ContainsAny(text[rest:end], "0123456789") {
			return 0, 0, false
		}
		if text[start:rest] == receipt.Prefix {
			return 0, 0, false // receipt.Scan's own
		}
		return start, end, true
	}
	// "[receipt: X]": the trailer's form around a string that is no
	// receipt (a token of receipt.Scan there is skipped by the caller).
	b := r - 1
	for b >= 0 && text[b] == ' ' {
		b--
	}
	if b < 0 || (text[b] != '[' && text[b] != '(') || e >= len(text) || text[e] != ':' {
		return 0, 0, false
	}
	start = e + 1
	for start < len(text) && text[start] == ' ' {
		start++
	}
	end = start
	for end < len(text) && isTokenByte(text[end]) {
		end++
	}
	closer := byte(']')
	if text[b] == '(' {
		closer = ')'
	}
	if end-start < 2*lookalikeMin || end >= len(text) || text[end] != closer || !strings.ContainsAny(text[start:end], "0123456789") {
		return 0, 0, false
	}
	return start, end, true
}

// lookalikeRun returns the end of the run of receipt characters, and of
// the typographic dashes a lookalike uses between them, from i.
func lookalikeRun(text string, i int) int {
	for i < len(text) {
		if isTokenByte(text[i]) {
			i++
		} else if k := dashAfter(text, i); k > i {
			i = k
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

// dashBefore returns where a dash ("-" or a typographic one) ending at
// text[i] starts, or -1.
func dashBefore(text string, i int) int {
	if i > 0 && text[i-1] == '-' {
		return i - 1
	}
	for _, d := range typoDashes {
		if strings.HasSuffix(text[:i], d) {
			return i - len(d)
		}
	}
	return -1
}

// dashAfter returns the end of a typographic dash at text[i], or i.
func dashAfter(text string, i int) int {
	if i >= len(text) || text[i] < 0x80 {
		return i
	}
	for _, d := range typoDashes {
		if strings.HasPrefix(text[i:], d) {
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

// heldByCall reports whether a call's result or arguments hold s.
func heldByCall(rec *Record, s string) bool {
	for i := range rec.Calls {
		if strings.Contains(rec.Calls[i].Result, s) || strings.Contains(rec.Calls[i].Args, s) {
			return true
		}
	}
	return false
}
