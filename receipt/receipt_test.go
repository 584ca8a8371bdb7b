package receipt

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"
)

// digestA is a canonical digest: 42 'A's and a final 'A' with zero unused
// bits, i.e. 32 zero bytes.
var digestA = strings.Repeat("A", DigestLen)

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want Receipt // zero when wantErr
		// wantErr is a substring of the ParseError reason, "" for success.
		wantErr string
	}{
		{"zero-timestamp", Prefix + "0-" + digestA, Receipt{}, ""},
		{"typical", Prefix + "1774608496-" + digestA, Receipt{Timestamp: 1774608496}, ""},
		{"max-timestamp", Prefix + "18446744073709551615-" + digestA, Receipt{Timestamp: 1<<64 - 1}, ""},
		{"digest-all-ones", Prefix + "1-" + strings.Repeat("_", 42) + "8", Receipt{Timestamp: 1, Digest: [32]byte{
			0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
			0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}}, ""},

		{"empty", "", Receipt{}, "does not start with"},
		{"short", "zc-rec", Receipt{}, "does not start with"},
		{"upper-case-prefix", "ZC-RECEIPT-1-" + digestA, Receipt{}, "does not start with"},
		{"defanged", "zc_receipt-1-" + digestA, Receipt{}, "does not start with"},
		{"leading-space", " " + Prefix + "1-" + digestA, Receipt{}, "does not start with"},
		{"prefix-only", Prefix, Receipt{}, "not a decimal number"},
		{"empty-timestamp", Prefix + "-" + digestA, Receipt{}, "not a decimal number"},
		{"plus-sign", Prefix + "+1-" + digestA, Receipt{}, "not a decimal number"},
		{"minus-sign", Prefix + "-1-" + digestA, Receipt{}, "not a decimal number"},
		{"leading-zero", Prefix + "01-" + digestA, Receipt{}, "leading zero"},
		{"double-zero", Prefix + "00-" + digestA, Receipt{}, "leading zero"},
		{"overflow", Prefix + "18446744073709551616-" + digestA, Receipt{}, "64 bits"},
		{"overflow-long", Prefix + strings.Repeat("9", 100) + "-" + digestA, Receipt{}, "64 bits"},
		{"no-separator", Prefix + "1" + digestA, Receipt{}, "no '-'"},
		{"timestamp-only", Prefix + "1774608496", Receipt{}, "no '-'"},
		{"underscore-separator", Prefix + "1_" + digestA, Receipt{}, "no '-'"},
		{"digest-empty", Prefix + "1-", Receipt{}, "0 characters"},
		{"digest-42", Prefix + "1-" + digestA[:42], Receipt{}, "42 characters"},
		{"digest-44", Prefix + "1-" + digestA + "A", Receipt{}, "44 characters"},
		{"padding", Prefix + "1-" + digestA + "=", Receipt{}, "44 characters"},
		{"padding-in-place", Prefix + "1-" + digestA[:42] + "=", Receipt{}, "'='"},
		{"std-plus", Prefix + "1-" + digestA[:10] + "+" + digestA[11:], Receipt{}, "'+'"},
		{"std-slash", Prefix + "1-" + digestA[:10] + "/" + digestA[11:], Receipt{}, "'/'"},
		{"space-inside", Prefix + "1-" + digestA[:10] + " " + digestA[11:], Receipt{}, "' '"},
		{"trailing-space", Prefix + "1-" + digestA + " ", Receipt{}, "44 characters"},
		{"trailing-newline", Prefix + "1-" + digestA[:42] + "\n", Receipt{}, `'\n'`},
		{"non-canonical-B", Prefix + "1-" + digestA[:42] + "B", Receipt{}, "not canonical"},
		{"non-canonical-D", Prefix + "1-" + digestA[:42] + "D", Receipt{}, "not canonical"},
		{"non-canonical-x", Prefix + "1-" + strings.Repeat("_", 42) + "x", Receipt{}, "not canonical"},
		{"non-ascii-digit", Prefix + "١-" + digestA, Receipt{}, "not a decimal number"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(tt.in)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("Parse(%q): %v", tt.in, err)
				}
				if got != tt.want {
					t.Errorf("Parse(%q) = %+v, want %+v", tt.in, got, tt.want)
				}
				if s := got.String(); s != tt.in {
					t.Errorf("String() = %q, want %q", s, tt.in)
				}
				return
			}
			if !errors.Is(err, ErrMalformed) {
				t.Fatalf("Parse(%q) = %+v, %v; want ErrMalformed", tt.in, got, err)
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q) error %T is not a *ParseError", tt.in, err)
			}
			if !strings.Contains(pe.Reason, tt.wantErr) {
				t.Errorf("Parse(%q) reason %q, want it to mention %q", tt.in, pe.Reason, tt.wantErr)
			}
			if len(tt.in) <= maxLen && pe.Input != tt.in {
				t.Errorf("ParseError.Input = %q, want %q", pe.Input, tt.in)
			}
			if got != (Receipt{}) {
				t.Errorf("Parse(%q) returned %+v with its error, want the zero Receipt", tt.in, got)
			}
			for _, other := range []error{ErrForged, ErrOtherScope, ErrClosed} {
				if errors.Is(err, other) {
					t.Errorf("Parse error matches %v too", other)
				}
			}
		})
	}
}

func TestParseErrorTruncatesInput(t *testing.T) {
	long := Prefix + strings.Repeat("9", 10000)
	_, err := Parse(long)
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("Parse: %v, want a *ParseError", err)
	}
	if len(pe.Input) > maxLen+16 {
		t.Errorf("ParseError.Input is %d bytes, want at most %d", len(pe.Input), maxLen+16)
	}
	if len(err.Error()) > 200 {
		t.Errorf("error message is %d bytes: %s", len(err.Error()), err)
	}
}

func TestTextMarshaling(t *testing.T) {
	r := Receipt{Timestamp: 1774608496, Digest: [32]byte{1, 2, 3}}
	b, err := json.Marshal(struct{ R Receipt }{r})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"R":"` + r.String() + `"}`; string(b) != want {
		t.Errorf("json.Marshal = %s, want %s", b, want)
	}
	var back struct{ R Receipt }
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.R != r {
		t.Errorf("round trip = %+v, want %+v", back.R, r)
	}
	if err := json.Unmarshal([]byte(`{"R":"zc-receipt-01-x"}`), &back); !errors.Is(err, ErrMalformed) {
		t.Errorf("json.Unmarshal of a malformed receipt: %v, want ErrMalformed", err)
	}
	if got := string(r.AppendText([]byte("x="))); got != "x="+r.String() {
		t.Errorf("AppendText = %q", got)
	}
}

func TestTime(t *testing.T) {
	tests := []struct {
		ts   uint64
		want time.Time
	}{
		{0, time.Unix(0, 0)},
		{1774608496, time.Date(2026, 3, 27, 10, 48, 16, 0, time.UTC)},
		{1 << 62, time.Unix(1<<62, 0)},
		{1<<64 - 1, time.Unix(1<<62, 0)}, // clamped, not negative
	}
	for _, tt := range tests {
		if got := (Receipt{Timestamp: tt.ts}).Time(); !got.Equal(tt.want) {
			t.Errorf("Receipt{Timestamp: %d}.Time() = %v, want %v", tt.ts, got, tt.want)
		}
	}
}

func TestAppendTrailer(t *testing.T) {
	r, err := Parse("zc-receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ result, want string }{
		{"", "\n\n[receipt: zc-receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA]"},
		{"README.md\ngo.mod\n", "README.md\ngo.mod\n\n\n[receipt: zc-receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA]"},
	}
	for _, tt := range tests {
		if got := AppendTrailer(tt.result, r); got != tt.want {
			t.Errorf("AppendTrailer(%q) = %q, want %q", tt.result, got, tt.want)
		}
		if got := (Entry{Call: Call{Result: tt.result}, Receipt: r}).Shown(); got != tt.want {
			t.Errorf("Entry.Shown() = %q, want %q", got, tt.want)
		}
	}
}

// TestTokenChars holds the byte table to the alphabets it stands for: the
// digest's base64url and, for a token, the standard alphabet's + / =.
func TestTokenChars(t *testing.T) {
	for c := range 256 {
		b := byte(c)
		digest := 'A' <= b && b <= 'Z' || 'a' <= b && b <= 'z' || '0' <= b && b <= '9' || b == '-' || b == '_'
		if isDigestChar(b) != digest {
			t.Errorf("isDigestChar(%q) = %v, want %v", b, !digest, digest)
		}
		if token := digest || b == '+' || b == '/' || b == '='; isTokenChar(b) != token {
			t.Errorf("isTokenChar(%q) = %v, want %v", b, !token, token)
		}
	}
}
