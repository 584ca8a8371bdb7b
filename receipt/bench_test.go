package receipt

import (
	"crypto/hmac"
	crand "crypto/rand"
	"crypto/sha256"
	"math/rand/v2"
	"strings"
	"testing"
)

var benchSizes = []struct {
	name string
	n    int
}{{"64B", 64}, {"1KiB", 1 << 10}, {"64KiB", 64 << 10}, {"1MiB", 1 << 20}}

// benchCall is a typical call whose result is n bytes.
func benchCall(n int) Call {
	return Call{ID: "call_0123456789abcdef", Tool: "read_file", Args: []byte(`{"path":"docs/receipts.md"}`), Result: strings.Repeat("x", n)}
}

// BenchmarkSign measures Scope.Sign: framing, HMAC, and the ledger. The
// ledger of a scope grows by one entry per call, so the benchmark opens a
// fresh scope every 1024 calls (off the clock) to keep memory flat.
func BenchmarkSign(b *testing.B) {
	for _, sz := range benchSizes {
		b.Run(sz.name, func(b *testing.B) {
			c := benchCall(sz.n)
			s, err := NewScope()
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(sz.n))
			b.ReportAllocs()
			b.ResetTimer()
			for i := range b.N {
				if i%1024 == 1023 {
					b.StopTimer()
					s.Close()
					if s, err = NewScope(); err != nil {
						b.Fatal(err)
					}
					b.StartTimer()
				}
				if _, err := s.Sign(c); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			s.Close()
		})
	}
}

// BenchmarkHMACBaseline is the floor for BenchmarkSign: bare crypto/hmac
// over the same MAC input, prebuilt, with a fresh HMAC per call as Sign
// does. b.SetBytes counts the result only, as in BenchmarkSign.
func BenchmarkHMACBaseline(b *testing.B) {
	key := make([]byte, KeySize)
	crand.Read(key)
	for _, sz := range benchSizes {
		b.Run(sz.name, func(b *testing.B) {
			input := macInput(1, 1774608496, benchCall(sz.n))
			var d [32]byte
			b.SetBytes(int64(sz.n))
			b.ReportAllocs()
			for b.Loop() {
				h := hmac.New(sha256.New, key)
				h.Write(input)
				h.Sum(d[:0])
			}
		})
	}
}

// benchText is n bytes of prose-like text from a fixed seed. Every gap
// bytes (0 = never) it holds a receipt trailer.
func benchText(n, gap int) string {
	words := strings.Fields("the a of to and in file directory result tool call list read zone size zero " +
		"returned README.md go.mod receipts model reply verify scope key seq 42 2026 lazy fox zc receipt-")
	rng := rand.New(rand.NewPCG(1, 2))
	var sb strings.Builder
	sb.Grow(n + 128)
	next := gap
	for sb.Len() < n {
		if gap > 0 && sb.Len() >= next {
			sb.WriteString("\n\n[receipt: " + vecBasic + "] ")
			next += gap
		}
		sb.WriteString(words[rng.IntN(len(words))])
		sb.WriteByte(" \n,."[rng.IntN(4)])
	}
	return sb.String()[:n]
}

// BenchmarkScan: "plain" is text without receipts (the common case: most
// of a reply), "with-receipts" has a trailer every 2000 bytes.
func BenchmarkScan(b *testing.B) {
	for _, size := range []struct {
		name string
		n    int
	}{{"10KB", 10_000}, {"1MB", 1_000_000}} {
		for _, kind := range []struct {
			name string
			gap  int
		}{{"plain", 0}, {"with-receipts", 2000}} {
			b.Run(size.name+"/"+kind.name, func(b *testing.B) {
				text := benchText(size.n, kind.gap)
				want := strings.Count(text, Prefix)
				b.SetBytes(int64(len(text)))
				b.ReportAllocs()
				for b.Loop() {
					if got := len(Scan(text)); got != want {
						b.Fatalf("Scan found %d tokens, want %d", got, want)
					}
				}
			})
		}
	}
}

// BenchmarkScopeTurn is a direct turn's whole use of receipts: a fresh
// scope, one signed call with a small result, the reply's receipt
// verified, and Close. "open-close" is the scope alone: what a turn with
// receipts off also pays.
func BenchmarkScopeTurn(b *testing.B) {
	c := Call{ID: "c1", Tool: "list_dir", Args: []byte(`{"path":"reports"}`), Result: "q1.csv\nq2.csv\nq3.csv"}
	b.Run("open-close", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, err := NewScope()
			if err != nil {
				b.Fatal(err)
			}
			s.Close()
		}
	})
	b.Run("sign-verify", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			s, err := NewScope()
			if err != nil {
				b.Fatal(err)
			}
			e, err := s.Sign(c)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := s.VerifyReceipt(e.Receipt); err != nil {
				b.Fatal(err)
			}
			s.Close()
		}
	})
}
