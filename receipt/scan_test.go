package receipt

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const (
	vecBasic = "zc-receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA"
	vecNext  = "zc-receipt-1774608496-tCQFxXDpr706vaskm7qUN6gaRHbmYpKmKP9v1Ql9XZc"
)

// fataler is what testing.TB and *rapid.T have in common.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

// scanInvariants checks what Scan promises for any text: tokens in order,
// inside the text, each starting with the prefix and running over every
// token character after it up to a receipt boundary (a well-formed
// receipt that the prefix follows); every occurrence of the prefix inside
// or at the start of a token;
// well-formed tokens parsing to their Receipt and malformed ones carrying a
// *ParseError.
func scanInvariants(t fataler, text string, toks []Token) {
	t.Helper()
	prev := 0
	for i, tok := range toks {
		if tok.Start < prev || tok.End < tok.Start || tok.End > len(text) {
			t.Fatalf("token %d spans [%d,%d) after %d in a %d-byte text", i, tok.Start, tok.End, prev, len(text))
		}
		prev = tok.End
		if tok.Text != text[tok.Start:tok.End] {
			t.Fatalf("token %d Text %q != text[%d:%d] %q", i, tok.Text, tok.Start, tok.End, text[tok.Start:tok.End])
		}
		if !strings.HasPrefix(tok.Text, Prefix) {
			t.Fatalf("token %d %q does not start with the prefix", i, tok.Text)
		}
		for j := len(Prefix); j < len(tok.Text); j++ {
			if !isTokenChar(tok.Text[j]) {
				t.Fatalf("token %d %q holds %q", i, tok.Text, tok.Text[j])
			}
		}
		// Maximal: a token stops at a token character only at a receipt
		// boundary, a well-formed receipt that the prefix follows.
		if tok.End < len(text) && isTokenChar(text[tok.End]) && !(tok.Err == nil && strings.HasPrefix(text[tok.End:], Prefix)) {
			t.Fatalf("token %d %q stops before token character %q", i, tok.Text, text[tok.End])
		}
		r, err := Parse(tok.Text)
		if tok.Malformed() != (err != nil) {
			t.Fatalf("token %d %q: Malformed() = %v but Parse error is %v", i, tok.Text, tok.Malformed(), err)
		}
		if tok.Err != nil {
			var pe *ParseError
			if !errors.As(tok.Err, &pe) {
				t.Fatalf("token %d error %T is not a *ParseError", i, tok.Err)
			}
		} else if tok.Receipt != r || r.String() != tok.Text {
			t.Fatalf("token %d %q: Receipt %v does not re-parse to itself", i, tok.Text, tok.Receipt)
		}
	}
	// Completeness: no occurrence of the prefix falls outside every token.
	for off := 0; ; {
		j := strings.Index(text[off:], Prefix)
		if j < 0 {
			break
		}
		at := off + j
		inside := false
		for _, tok := range toks {
			if tok.Start <= at && at < tok.End {
				inside = true
				break
			}
		}
		if !inside {
			t.Fatalf("prefix at offset %d is in no token", at)
		}
		off = at + 1
	}
}

func TestScan(t *testing.T) {
	type tok struct {
		Start, End int
		Malformed  bool
	}
	tests := []struct {
		name string
		text string
		want []tok
	}{
		{"empty", "", nil},
		{"plain", "The directory holds README.md and go.mod.", nil},
		{"near-misses", "zc-receipt zc_receipt-1-x ZC-RECEIPT-1-x zc-reciept-1", nil},
		{"alone", vecBasic, []tok{{0, len(vecBasic), false}}},
		{"sentence", "Listed it (" + vecBasic + ").", []tok{{11, 11 + len(vecBasic), false}}},
		{"trailer", "a\n\n[receipt: " + vecBasic + "]", []tok{{13, 13 + len(vecBasic), false}}},
		{"two", vecBasic + ", " + vecNext + ".", []tok{{0, len(vecBasic), false}, {len(vecBasic) + 2, 2*len(vecBasic) + 2, false}}},
		{"comma-joined", vecBasic + "," + vecNext, []tok{{0, len(vecBasic), false}, {len(vecBasic) + 1, 2*len(vecBasic) + 1, false}}},
		{"prefix-at-end", "see zc-receipt-", []tok{{4, 15, true}}},
		{"leading-zero", "zc-receipt-01-x.", []tok{{0, 15, true}}},
		{"padding", vecBasic + "= done", []tok{{0, len(vecBasic) + 1, true}}},
		{"std-base64", "zc-receipt-1-ab+/cd ok", []tok{{0, 19, true}}},
		{"path-suffix", vecBasic + "/x", []tok{{0, len(vecBasic) + 2, true}}},
		{"suffix-word", vecBasic + "-ok", []tok{{0, len(vecBasic) + 3, true}}},
		{"glued-to-word", "id:" + vecBasic, []tok{{3, 3 + len(vecBasic), false}}},
		{"glued-prefixes", "zc-receipt-" + vecBasic, []tok{{0, 11 + len(vecBasic), true}}},
		{"glued-pair", vecBasic + vecNext, []tok{{0, len(vecBasic), false}, {len(vecBasic), 2 * len(vecBasic), false}}},
		{"glued-three", vecBasic + vecNext + vecBasic + ".", []tok{{0, len(vecBasic), false}, {len(vecBasic), 2 * len(vecBasic), false}, {2 * len(vecBasic), 3 * len(vecBasic), false}}},
		{"glued-after-malformed", vecBasic[:len(vecBasic)-1] + vecNext, []tok{{0, 2*len(vecBasic) - 1, true}}},
		{"glued-malformed-after", vecBasic + vecNext[:30], []tok{{0, len(vecBasic), false}, {len(vecBasic), len(vecBasic) + 30, true}}},
		{"glued-then-suffix", vecBasic + vecNext + "-ok", []tok{{0, len(vecBasic), false}, {len(vecBasic), 2*len(vecBasic) + 3, true}}},
		{"non-ascii-after", vecBasic + "é", []tok{{0, len(vecBasic), false}}},
		{"space-inside", "zc-receipt-1774608496 -lyuM", []tok{{0, 21, true}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			toks := Scan(tt.text)
			scanInvariants(t, tt.text, toks)
			var got []tok
			for _, k := range toks {
				got = append(got, tok{k.Start, k.End, k.Malformed()})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Scan(%q) (-want +got):\n%s", tt.text, diff)
			}
		})
	}
}

func TestScanAllocatesNothingWithoutPrefix(t *testing.T) {
	text := strings.Repeat("plain text with zc and receipt- but no prefix. ", 200)
	if n := testing.AllocsPerRun(100, func() { _ = Scan(text) }); n != 0 {
		t.Errorf("Scan allocated %v times on text without the prefix, want 0", n)
	}
}

func TestDefang(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"no receipts here", "no receipts here"},
		{vecBasic, "zc_receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA"},
		{"a [receipt: " + vecBasic + "] b", "a [receipt: zc_receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA] b"},
		{"zc-receipt-zc-receipt-", "zc_receipt-zc_receipt-"},
		{"zc-zc-receipt-", "zc-zc_receipt-"},
		{"zc-receipt", "zc-receipt"}, // no trailing dash: not the prefix
		{"ZC-RECEIPT-1", "ZC-RECEIPT-1"},
		{"zc_receipt-1", "zc_receipt-1"},
	}
	for _, tt := range tests {
		got := Defang(tt.in)
		if got != tt.want {
			t.Errorf("Defang(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if strings.Contains(got, Prefix) || len(Scan(got)) != 0 {
			t.Errorf("Defang(%q) = %q still holds the prefix", tt.in, got)
		}
		if again := Defang(got); again != got {
			t.Errorf("Defang is not idempotent on %q: %q", got, again)
		}
	}
}

func TestDefangAllocatesNothingWithoutPrefix(t *testing.T) {
	text := strings.Repeat("tool output without receipts\n", 100)
	if n := testing.AllocsPerRun(100, func() { _ = Defang(text) }); n != 0 {
		t.Errorf("Defang allocated %v times on text without the prefix, want 0", n)
	}
}

func TestScanMarkdownEmphasis(t *testing.T) {
	s, err := NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	e, err := s.Sign(Call{ID: "c1", Tool: "t", Result: "r"})
	if err != nil {
		t.Fatal(err)
	}
	r := e.Receipt.String()
	for _, text := range []string{"_" + r + "_", "__" + r + "__", "see _" + r + "_."} {
		toks := Scan(text)
		if len(toks) != 1 || toks[0].Err != nil || toks[0].Text != r {
			t.Errorf("Scan(%q) = %+v, want the receipt without the emphasis", text, toks)
		}
	}
	// Without an opening underscore a trailing one is part of the token,
	// which is then malformed: a digest with an extra character.
	if toks := Scan(r + "_"); len(toks) != 1 || toks[0].Err == nil {
		t.Errorf("Scan(receipt + \"_\") = %+v, want one malformed token", toks)
	}
}
