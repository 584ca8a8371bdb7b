package receipt

import (
	"encoding/binary"
	"slices"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// The seven inputs of a receipt as bytes: key, seq, call id, tool, args,
// result, timestamp. Index names for messages:
var fieldNames = [7]string{"key", "seq", "call_id", "tool", "args", "result", "timestamp"}

func drawFields(t *rapid.T) [7][]byte {
	var f [7][]byte
	f[0] = rapid.SliceOfN(rapid.Byte(), KeySize, KeySize).Draw(t, "key")
	f[1] = binary.BigEndian.AppendUint64(nil, rapid.Uint64().Draw(t, "seq"))
	for i := 2; i <= 5; i++ {
		f[i] = rapid.SliceOfN(rapid.Byte(), 0, 80).Draw(t, fieldNames[i])
	}
	f[6] = binary.BigEndian.AppendUint64(nil, rapid.Uint64().Draw(t, "timestamp"))
	return f
}

func computeFields(t *rapid.T, f [7][]byte) Receipt {
	r, err := Compute(f[0], binary.BigEndian.Uint64(f[1]), binary.BigEndian.Uint64(f[6]),
		Call{ID: string(f[2]), Tool: string(f[3]), Args: f[4], Result: string(f[5])})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func cloneFields(f [7][]byte) [7][]byte {
	for i := range f {
		f[i] = slices.Clone(f[i])
	}
	return f
}

// Changing, inserting or deleting any byte of any input changes the digest.
func TestPropertyAnyChangeChangesReceipt(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		f := drawFields(t)
		before := computeFields(t, f)
		g := cloneFields(f)
		i := rapid.IntRange(0, 6).Draw(t, "field")
		fixed := i == 0 || i == 1 || i == 6
		op := "flip"
		if !fixed {
			op = rapid.SampledFrom([]string{"flip", "insert", "delete"}).Draw(t, "op")
			if len(g[i]) == 0 {
				op = "insert"
			}
		}
		switch op {
		case "flip":
			at := rapid.IntRange(0, len(g[i])-1).Draw(t, "at")
			g[i][at] ^= rapid.ByteMin(1).Draw(t, "xor")
		case "insert":
			at := rapid.IntRange(0, len(g[i])).Draw(t, "at")
			g[i] = slices.Insert(g[i], at, rapid.Byte().Draw(t, "byte"))
		case "delete":
			at := rapid.IntRange(0, len(g[i])-1).Draw(t, "at")
			g[i] = slices.Delete(g[i], at, at+1)
		}
		after := computeFields(t, g)
		if after.Digest == before.Digest {
			t.Fatalf("%s of %s left the digest unchanged: %s", op, fieldNames[i], after)
		}
	})
}

// Moving bytes across the boundary of two adjacent text fields keeps their
// concatenation but changes the digest: the framing at work.
func TestPropertyFramingBoundary(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		f := drawFields(t)
		i := rapid.IntRange(2, 4).Draw(t, "left field") // pairs (2,3) (3,4) (4,5)
		if len(f[i])+len(f[i+1]) == 0 {
			f[i] = []byte("x")
		}
		before := computeFields(t, f)
		joined := append(slices.Clone(f[i]), f[i+1]...)
		cut := rapid.IntRange(0, len(joined)).Filter(func(c int) bool { return c != len(f[i]) }).Draw(t, "cut")
		g := cloneFields(f)
		g[i], g[i+1] = joined[:cut:cut], joined[cut:]
		if after := computeFields(t, g); after.Digest == before.Digest {
			t.Fatalf("moving the %s/%s boundary from %d to %d left the digest unchanged", fieldNames[i], fieldNames[i+1], len(f[i]), cut)
		}
	})
}

// A scope never issues the same receipt twice, even for identical calls in
// the same second.
func TestPropertyScopeNeverRepeats(t *testing.T) {
	pool := []Call{
		{},
		{ID: "c", Tool: "t", Args: []byte(`{}`), Result: "r"},
		{ID: "c", Tool: "t", Args: []byte(`{}`), Result: ""},
		{Tool: "date", Result: "Fri"},
	}
	rapid.Check(t, func(t *rapid.T) {
		s, err := newScope(nil)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		now := int64(rapid.IntRange(0, 3).Draw(t, "clock"))
		s.now = func() time.Time { return time.Unix(now, 0) }
		calls := rapid.SliceOfN(rapid.SampledFrom(pool), 1, 60).Draw(t, "calls")
		seen := map[Receipt]uint64{}
		for i, c := range calls {
			if rapid.Bool().Draw(t, "tick") {
				now++
			}
			e, err := s.Sign(c)
			if err != nil {
				t.Fatal(err)
			}
			if e.Seq != uint64(i+1) {
				t.Fatalf("call %d got seq %d", i, e.Seq)
			}
			if prev, dup := seen[e.Receipt]; dup {
				t.Fatalf("seq %d and %d got the same receipt %s", prev, e.Seq, e.Receipt)
			}
			seen[e.Receipt] = e.Seq
		}
	})
}

// defangText draws text rich in prefixes, partial prefixes and overlaps.
var defangText = rapid.Custom(func(t *rapid.T) string {
	pieces := rapid.SliceOf(rapid.OneOf(
		rapid.SampledFrom([]string{Prefix, "zc-", "zc", "z", "c", "-", "_", "receipt-", "-receipt-",
			"zc_receipt-", "zc-receipt", "1774608496", " ", "\n", "é", "[receipt: "}),
		rapid.String(),
	)).Draw(t, "pieces")
	return strings.Join(pieces, "")
})

func TestPropertyDefang(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := defangText.Draw(t, "s")
		d := Defang(s)
		if strings.Contains(d, Prefix) {
			t.Fatalf("Defang(%q) = %q holds the prefix", s, d)
		}
		if toks := Scan(d); len(toks) != 0 {
			t.Fatalf("Scan finds %d tokens in defanged %q", len(toks), d)
		}
		if dd := Defang(d); dd != d {
			t.Fatalf("Defang not idempotent: %q -> %q -> %q", s, d, dd)
		}
		if len(d) != len(s) {
			t.Fatalf("Defang changed the length: %q -> %q", s, d)
		}
		if !strings.Contains(s, Prefix) && d != s {
			t.Fatalf("Defang changed %q, which has no prefix, to %q", s, d)
		}
	})
}

func TestPropertyStringParse(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var r Receipt
		r.Timestamp = rapid.Uint64().Draw(t, "timestamp")
		copy(r.Digest[:], rapid.SliceOfN(rapid.Byte(), 32, 32).Draw(t, "digest"))
		s := r.String()
		p, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		if p != r {
			t.Fatalf("Parse(String(r)) = %+v, want %+v", p, r)
		}
		if len(s) > maxLen || len(s) != len(Prefix)+len(strings.TrimPrefix(s, Prefix)) {
			t.Fatalf("String() = %q is longer than maxLen %d", s, maxLen)
		}
	})
}

// Scan keeps its promises on text mixing receipts, near misses and noise.
func TestPropertyScan(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pieces := rapid.SliceOf(rapid.OneOf(
			rapid.SampledFrom([]string{vecBasic, vecNext, Prefix, Prefix + "01-", "=", "+", "/", ".", " ", "-", "]", "é"}),
			rapid.StringOf(rapid.RuneFrom([]rune("zc-receipt0123456789AZaz_=+/ .\n"))),
		)).Draw(t, "pieces")
		text := strings.Join(pieces, "")
		scanInvariants(t, text, Scan(text))
	})
}
