package receipt

import (
	"errors"
	"testing"
)

// FuzzParse: Parse never panics, accepts only the canonical spelling of a
// receipt (String gives the input back byte for byte), and fails only with
// a *ParseError.
func FuzzParse(f *testing.F) {
	v := loadVectors(f)
	for _, x := range v.Valid {
		f.Add(x.Receipt)
	}
	for _, x := range v.Invalid {
		f.Add(x.Receipt)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Parse(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || !errors.Is(err, ErrMalformed) {
				t.Fatalf("Parse(%q) error %T %v is not a *ParseError", s, err, err)
			}
			if r != (Receipt{}) {
				t.Fatalf("Parse(%q) failed but returned %+v", s, r)
			}
			return
		}
		if got := r.String(); got != s {
			t.Fatalf("Parse(%q) ok but String() = %q", s, got)
		}
		var u Receipt
		if err := u.UnmarshalText([]byte(s)); err != nil || u != r {
			t.Fatalf("UnmarshalText(%q) = %+v, %v; want %+v", s, u, err, r)
		}
	})
}

// FuzzScan: Scan never panics and its tokens are in order, in bounds,
// maximal, and consistent with Parse.
func FuzzScan(f *testing.F) {
	v := loadVectors(f)
	for _, x := range v.Valid {
		f.Add(x.Receipt)
		f.Add("Done [receipt: " + x.Receipt + "]. Next: " + x.Receipt + "=")
		f.Add(AppendTrailer(x.Result, Receipt{Timestamp: x.Timestamp}))
		f.Add(x.Receipt + x.Receipt + x.Receipt[:40]) // glued: two receipts and a cut one
	}
	for _, x := range v.Scan {
		f.Add(x.Text)
	}
	for _, x := range v.Invalid {
		f.Add("see " + x.Receipt + ", ok")
	}
	f.Fuzz(func(t *testing.T, s string) {
		toks := Scan(s)
		scanInvariants(t, s, toks)
		// AppendScan keeps what dst held and appends what Scan returns.
		first := Token{Start: -1}
		got := AppendScan([]Token{first}, s)
		if len(got) != len(toks)+1 || got[0].Start != -1 {
			t.Fatalf("AppendScan kept %d tokens (first %+v), want %d after the one given", len(got), got[0], len(toks))
		}
		for i, tok := range toks {
			if g := got[i+1]; g.Start != tok.Start || g.End != tok.End || g.Text != tok.Text || (g.Err == nil) != (tok.Err == nil) {
				t.Fatalf("AppendScan token %d = %+v, Scan gave %+v", i, g, tok)
			}
		}
	})
}
