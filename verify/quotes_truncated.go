package verify

import "strings"

// A reply shortens a long value it quotes and marks the cut with an
// ellipsis: `sha256:9b1f4c07e2d3…` for a 71-character digest, "Error:
// connection reset by…" for a long log line. What stands before the
// ellipsis is the start of the value, and is held to the results as it
// stands; a misread digit in it is still no text of any result.

// truncatedQuote reports whether t, a quotation that ends in an ellipsis,
// is in a result without it: its text before the ellipsis, of at least
// eight bytes so that a stub ("ab…") proves nothing, is a result's text.
func (c *check) truncatedQuote(t string, calls []int) bool {
	s := strings.TrimRight(t, ".…")
	return len(t)-len(s) >= 3 && len(s) >= 8 && c.textIn(s, calls) // "…" and "..." are three bytes
}
