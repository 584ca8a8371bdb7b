package receipt

import "strings"

// A Token is a receipt-shaped run of text found by [Scan].
type Token struct {
	// Start and End are byte offsets: the token is text[Start:End].
	Start, End int
	// Text is text[Start:End].
	Text string
	// Receipt is the parsed receipt when Err is nil.
	Receipt Receipt
	// Err is a *ParseError when the token starts with the prefix but
	// breaks the grammar.
	Err error
}

// Malformed reports whether the token breaks the receipt grammar.
func (t Token) Malformed() bool { return t.Err != nil }

// Scan returns every token in text that starts with [Prefix], in order,
// well formed or not. A token runs from the prefix over every following
// character that could belong to a receipt or to a near miss of one:
// ASCII letters and digits and - _ + / = (the last three catch standard
// base64 and padding). So "zc-receipt-0123-..." and a digest with padding
// come back malformed rather than skipped, while the punctuation that ends
// a sentence does not join the token. Two exceptions: a token that opens
// right after an underscore and is malformed only because of one or two
// trailing underscores is Markdown emphasis (_receipt_, __receipt__) and
// ends before them; and a well-formed receipt that the prefix follows
// directly ends there, at the receipt boundary, so that two receipts
// written with nothing between them come back as the two tokens they
// are. A run whose first part is not a whole receipt
// ("zc-receipt-zc-receipt-1-…") stays one malformed token.
//
// Scan allocates nothing when text holds no prefix, and then runs at the
// speed of strings.Index.
func Scan(text string) []Token {
	return AppendScan(nil, text)
}

// AppendScan is [Scan] appending to dst: a caller that scans text after
// text (a verifier checking reply after reply) reuses one slice.
func AppendScan(dst []Token, text string) []Token {
	out := dst
	for i := 0; ; {
		j := strings.Index(text[i:], Prefix)
		if j < 0 {
			return out
		}
		start := i + j
		end := start + len(Prefix)
		for end < len(text) && isTokenChar(text[end]) {
			end++
		}
		t := Token{Start: start, End: end, Text: text[start:end]}
		t.Receipt, t.Err = Parse(t.Text)
		if t.Err != nil {
			if k, r := boundary(text, start, end); k > 0 {
				// A receipt boundary: a well-formed receipt ends at k
				// and the next one starts there.
				end = k
				t = Token{Start: start, End: end, Text: text[start:end], Receipt: r}
			}
		}
		if t.Err != nil && start > 0 && text[start-1] == '_' {
			// Markdown emphasis (_receipt_, __receipt__) closes with
			// underscores, which are digest characters: when the
			// token opens after one and its trailing underscores are
			// what breaks it, they belong to the emphasis.
			for k := end - 1; k >= end-2 && k > start && text[k] == '_'; k-- {
				if r, err := Parse(text[start:k]); err == nil {
					end = k
					t = Token{Start: start, End: end, Text: text[start:end], Receipt: r}
					break
				}
			}
		}
		out = append(out, t)
		i = end
	}
}

// boundary returns where, inside the run text[start:end] that starts with
// the prefix and does not parse, a well-formed receipt ends and the prefix
// follows directly ("…Rw8zc-receipt-…"), and that receipt; or 0. Its
// timestamp fixes the only place a receipt starting at start can end, so
// one place is tried.
func boundary(text string, start, end int) (int, Receipt) {
	i := start + len(Prefix)
	j := i
	for j < end && text[j] >= '0' && text[j] <= '9' {
		j++
	}
	k := j + 1 + DigestLen
	if j == i || j >= end || text[j] != '-' || k+len(Prefix) > end || text[k:k+len(Prefix)] != Prefix {
		return 0, Receipt{}
	}
	r, err := Parse(text[start:k])
	if err != nil {
		return 0, Receipt{}
	}
	return k, r
}

func isTokenChar(c byte) bool {
	return tokenChars[c] != 0
}

// Defang neutralises every receipt-shaped string in s by turning the dash
// after "zc" in each [Prefix] into an underscore ("zc_receipt-"). Tool
// results are defanged before signing, so that a web page or file that holds
// a receipt cannot smuggle it into the model's context as if the runtime
// had issued it: only the runtime's own trailer carries a receipt. The
// result contains no Prefix, and Defang(Defang(s)) == Defang(s). Without a
// prefix in s, s is returned as is.
func Defang(s string) string {
	if !strings.Contains(s, Prefix) {
		return s
	}
	return strings.ReplaceAll(s, Prefix, "zc_receipt-")
}
