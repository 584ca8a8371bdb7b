package receipt

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

const testTime = 1774608496

func newTestScope(t testing.TB, reg *Registry) *Scope {
	t.Helper()
	s, err := newScope(reg)
	if err != nil {
		t.Fatal(err)
	}
	s.now = func() time.Time { return time.Unix(testTime, 0) }
	t.Cleanup(func() { s.Close() })
	return s
}

// keyOf copies the scope's key, which only an internal test can see.
func keyOf(s *Scope) []byte {
	s.keyMu.RLock()
	defer s.keyMu.RUnlock()
	return bytes.Clone(s.key[:])
}

func sign(t testing.TB, s *Scope, c Call) Entry {
	t.Helper()
	e, err := s.Sign(c)
	if err != nil {
		t.Fatalf("Sign: %v", err)
	}
	return e
}

func TestSignMatchesCompute(t *testing.T) {
	s := newTestScope(t, nil)
	key := keyOf(s)
	calls := []Call{
		{ID: "call_1", Tool: "list_dir", Args: []byte(`{"path":"."}`), Result: "a\nb\n"},
		{ID: "call_1", Tool: "list_dir", Args: []byte(`{"path":"."}`), Result: "a\nb\n"}, // same call again
		{},
	}
	for i, c := range calls {
		e := sign(t, s, c)
		if e.Seq != uint64(i+1) {
			t.Errorf("call %d: Seq = %d, want %d", i, e.Seq, i+1)
		}
		want, err := Compute(key, e.Seq, testTime, c)
		if err != nil {
			t.Fatal(err)
		}
		if e.Receipt != want {
			t.Errorf("call %d: receipt %s, want Compute's %s", i, e.Receipt, want)
		}
		if diff := cmp.Diff(c, e.Call); diff != "" {
			t.Errorf("call %d: entry's call differs (-want +got):\n%s", i, diff)
		}
		if got, want := e.Shown(), c.Result+"\n\n[receipt: "+want.String()+"]"; got != want {
			t.Errorf("Shown() = %q, want %q", got, want)
		}
	}
	if s.Len() != len(calls) {
		t.Errorf("Len() = %d, want %d", s.Len(), len(calls))
	}
}

func TestSignBeforeEpoch(t *testing.T) {
	s := newTestScope(t, nil)
	s.now = func() time.Time { return time.Unix(-5, 0) }
	if e := sign(t, s, Call{Tool: "t"}); e.Receipt.Timestamp != 0 {
		t.Errorf("timestamp before 1970 signed as %d, want 0", e.Receipt.Timestamp)
	}
}

func TestVerifyErrorClasses(t *testing.T) {
	reg := NewRegistry()
	s := newTestScope(t, reg)
	earlier := newTestScope(t, reg)
	stranger := newTestScope(t, nil) // not in the registry

	good := sign(t, s, Call{ID: "c1", Tool: "list_dir", Args: []byte(`{}`), Result: "x"})
	fromEarlier := sign(t, earlier, Call{ID: "c1", Tool: "list_dir", Args: []byte(`{}`), Result: "x"})
	fromStranger := sign(t, stranger, Call{ID: "c1", Tool: "list_dir", Args: []byte(`{}`), Result: "x"})

	plusOneSecond := good.Receipt
	plusOneSecond.Timestamp++
	flipped := good.Receipt
	flipped.Digest[31] ^= 0x10
	earlierPlusOne := fromEarlier.Receipt
	earlierPlusOne.Timestamp++

	tests := []struct {
		name    string
		receipt string
		want    error // nil for success
	}{
		{"genuine", good.Receipt.String(), nil},
		{"malformed", "zc-receipt-01-" + digestA, ErrMalformed},
		{"malformed-trailing-dot", good.Receipt.String() + ".", ErrMalformed},
		{"invented", Prefix + "1774608496-" + digestA, ErrForged},
		{"timestamp-edited", plusOneSecond.String(), ErrForged},
		{"digest-edited", flipped.String(), ErrForged},
		{"stranger-scope", fromStranger.Receipt.String(), ErrForged},
		{"earlier-scope", fromEarlier.Receipt.String(), ErrOtherScope},
		{"earlier-scope-timestamp-edited", earlierPlusOne.String(), ErrForged},
	}
	classes := []error{ErrMalformed, ErrForged, ErrOtherScope, ErrClosed}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := s.Verify(tt.receipt)
			if tt.want == nil {
				if err != nil {
					t.Fatalf("Verify: %v", err)
				}
				if diff := cmp.Diff(good, e); diff != "" {
					t.Errorf("Verify returned the wrong entry (-want +got):\n%s", diff)
				}
				return
			}
			for _, c := range classes {
				if errors.Is(err, c) != (c == tt.want) {
					t.Errorf("Verify(%s) = %v; errors.Is(err, %q) = %v", tt.receipt, err, c, errors.Is(err, c))
				}
			}
			if !cmp.Equal(e, Entry{}) {
				t.Errorf("Verify returned entry %+v with its error", e)
			}
		})
	}

	_, err := s.Verify(fromEarlier.Receipt.String())
	var ose *OtherScopeError
	if !errors.As(err, &ose) {
		t.Fatalf("Verify of an earlier scope's receipt: %v, want an *OtherScopeError", err)
	}
	if ose.ScopeID != earlier.ID() || ose.Receipt != fromEarlier.Receipt.String() {
		t.Errorf("OtherScopeError = %+v, want scope %s and receipt %s", ose, earlier.ID(), fromEarlier.Receipt)
	}
	if id, ok := reg.Lookup(fromEarlier.Receipt); !ok || id != earlier.ID() {
		t.Errorf("Registry.Lookup = %q, %v; want %q, true", id, ok, earlier.ID())
	}
	if _, ok := reg.Lookup(earlierPlusOne); ok {
		t.Error("Registry.Lookup found a receipt whose timestamp was edited")
	}
	if _, ok := reg.Lookup(fromStranger.Receipt); ok {
		t.Error("Registry.Lookup found a receipt of a scope it never opened")
	}
}

func TestVerifyAfterEarlierScopeClosed(t *testing.T) {
	reg := NewRegistry()
	turn1 := newTestScope(t, reg)
	e := sign(t, turn1, Call{Tool: "t"})
	turn1.Close()
	turn2 := newTestScope(t, reg)
	if _, err := turn2.Verify(e.Receipt.String()); !errors.Is(err, ErrOtherScope) {
		t.Errorf("receipt of a closed earlier turn: %v, want ErrOtherScope", err)
	}
}

func TestClose(t *testing.T) {
	s := newTestScope(t, nil)
	e := sign(t, s, Call{Tool: "t", Result: "r"})
	key := s.key // the array Close must overwrite
	if *key == [KeySize]byte{} {
		t.Fatal("fresh key is all zero")
	}
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if *key != [KeySize]byte{} {
		t.Error("Close left key bytes in memory")
	}
	if err := s.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if _, err := s.Sign(Call{Tool: "t"}); !errors.Is(err, ErrClosed) {
		t.Errorf("Sign after Close: %v, want ErrClosed", err)
	}
	for _, in := range []string{e.Receipt.String(), "zc-receipt-01-x", ""} {
		if _, err := s.Verify(in); !errors.Is(err, ErrClosed) || errors.Is(err, ErrMalformed) {
			t.Errorf("Verify(%q) after Close: %v, want ErrClosed only", in, err)
		}
	}
	if _, err := s.VerifyReceipt(e.Receipt); !errors.Is(err, ErrClosed) {
		t.Errorf("VerifyReceipt after Close: %v, want ErrClosed", err)
	}
	if n := s.Len(); n != 0 {
		t.Errorf("Len after Close = %d, want 0", n)
	}
	if n := len(s.Entries()); n != 0 {
		t.Errorf("Entries after Close has %d entries, want 0", n)
	}
}

// TestLedgerOwnsArgs checks that no buffer the caller holds, before or
// after Sign, aliases what the ledger verifies.
func TestLedgerOwnsArgs(t *testing.T) {
	s := newTestScope(t, nil)
	args := []byte(`{"path":"."}`)
	e := sign(t, s, Call{Tool: "list_dir", Args: args})
	args[2] = 'X'   // the caller reuses its buffer
	e.Args[3] = 'X' // or edits the returned entry
	s.Entries()[0].Args[4] = 'X'
	v, err := s.Verify(e.Receipt.String())
	if err != nil {
		t.Fatalf("Verify after the caller edited its buffers: %v", err)
	}
	if string(v.Args) != `{"path":"."}` {
		t.Errorf("ledger args = %s, want {\"path\":\".\"}", v.Args)
	}
	v.Args[5] = 'X'
	if _, err := s.Verify(e.Receipt.String()); err != nil {
		t.Errorf("Verify after editing a verified entry: %v", err)
	}
}

func TestSameCallSameSecondDiffers(t *testing.T) {
	s := newTestScope(t, nil)
	c := Call{ID: "call_1", Tool: "date", Args: []byte(`{}`), Result: "Fri Mar 27"}
	a, b := sign(t, s, c), sign(t, s, c)
	if a.Receipt.Timestamp != b.Receipt.Timestamp {
		t.Fatal("test clock moved")
	}
	if a.Receipt == b.Receipt {
		t.Errorf("two identical calls in the same second got the same receipt %s", a.Receipt)
	}
}

func TestConcurrentSign(t *testing.T) {
	const goroutines, perG = 8, 250
	reg := NewRegistry()
	s := newTestScope(t, reg)
	s.now = time.Now
	var wg sync.WaitGroup
	got := make([][]Entry, goroutines)
	for g := range goroutines {
		wg.Go(func() {
			for i := range perG {
				c := Call{ID: fmt.Sprintf("g%d-%d", g, i), Tool: "t", Args: []byte(`{}`), Result: "same result"}
				e, err := s.Sign(c)
				if err != nil {
					t.Errorf("Sign: %v", err)
					return
				}
				got[g] = append(got[g], e)
				if i%50 == 0 { // readers race with writers
					if _, err := s.Verify(e.Receipt.String()); err != nil {
						t.Errorf("Verify during signing: %v", err)
					}
					_ = s.Entries()
				}
			}
		})
	}
	wg.Wait()

	const n = goroutines * perG
	var seqs []uint64
	receipts := map[Receipt]bool{}
	for _, es := range got {
		for _, e := range es {
			seqs = append(seqs, e.Seq)
			receipts[e.Receipt] = true
			if _, err := s.Verify(e.Receipt.String()); err != nil {
				t.Errorf("Verify(%s): %v", e.Receipt, err)
			}
		}
	}
	slices.Sort(seqs)
	for i, q := range seqs {
		if q != uint64(i+1) {
			t.Fatalf("sorted sequence numbers[%d] = %d, want %d: seqs are not exactly 1..%d", i, q, i+1, n)
		}
	}
	if len(seqs) != n || len(receipts) != n {
		t.Errorf("%d entries with %d distinct receipts, want %d of each", len(seqs), len(receipts), n)
	}
	entries := s.Entries()
	if len(entries) != n || s.Len() != n {
		t.Fatalf("Entries has %d, Len %d, want %d", len(entries), s.Len(), n)
	}
	for i, e := range entries {
		if e.Seq != uint64(i+1) {
			t.Fatalf("Entries()[%d].Seq = %d: not in sequence order", i, e.Seq)
		}
	}
}

// TestNoKeyInOutput prints a scope, and every error a scope returns, every
// way the standard library can, and looks for the key in any encoding.
func TestNoKeyInOutput(t *testing.T) {
	reg := NewRegistry()
	s := newTestScope(t, reg)
	other := newTestScope(t, reg)
	key := keyOf(s)
	otherKey := keyOf(other)

	e := sign(t, s, Call{ID: "c", Tool: "t", Args: []byte(`{}`), Result: "r"})
	oe := sign(t, other, Call{ID: "c", Tool: "t"})
	var errs []error
	collect := func(_ Entry, err error) {
		if err == nil {
			t.Fatal("expected an error")
		}
		errs = append(errs, err)
	}
	collect(s.Verify("zc-receipt-01-x"))
	collect(s.Verify(Prefix + "1-" + digestA))
	collect(s.Verify(oe.Receipt.String()))
	_, err := Compute(key[:31], 1, 1, Call{})
	errs = append(errs, err)

	var out bytes.Buffer
	outputs := func() {
		for _, v := range []any{s, struct{ S *Scope }{s}, struct{ s *Scope }{s}, []*Scope{s}, map[string]*Scope{"s": s}, reg, e} {
			for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%q", "%x", "%X", "%d", "%T", "%p"} {
				fmt.Fprintf(&out, verb+"\n", v)
			}
			fmt.Fprintln(&out, v)
			b, _ := json.Marshal(v)
			out.Write(b)
		}
		for _, err := range errs {
			for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%q", "%x"} {
				fmt.Fprintf(&out, verb+"\n", err)
			}
			b, _ := json.Marshal(err)
			out.Write(b)
		}
		for _, h := range []slog.Handler{
			slog.NewJSONHandler(&out, &slog.HandlerOptions{Level: slog.LevelDebug, AddSource: true}),
			slog.NewTextHandler(&out, &slog.HandlerOptions{Level: slog.LevelDebug}),
		} {
			log := slog.New(h)
			log.Debug("scope", "scope", s, "entry", e, "registry", reg)
			log.Info("nested", slog.Group("g", slog.Any("scope", s)), slog.Any("list", []*Scope{s}))
			log.With("scope", s).Info("with")
			for _, err := range errs {
				log.Error("verify", "err", err, "scope", s)
			}
		}
	}
	outputs()
	s.Close() // a closed scope must not print differently
	outputs()

	text := out.String()
	if !strings.Contains(text, s.ID()) {
		t.Fatalf("output does not even show the scope id %s; the test is not printing what it thinks", s.ID())
	}
	// Any 6 consecutive key bytes count as a leak (a chance match in the
	// output is about 2^-48 per position). Base64 only shows a run of the
	// key at the same offset mod 3 as in an encoding of the whole key.
	const window = 6
	for _, k := range [][]byte{key, otherKey} {
		for i := 0; i+window <= len(k); i++ {
			part := k[i : i+window]
			forms := map[string]string{
				"raw":      string(part),
				"hex":      hex.EncodeToString(part),
				"HEX":      strings.ToUpper(hex.EncodeToString(part)),
				"go-bytes": strings.Trim(fmt.Sprint(part), "[]"),
			}
			if i%3 == 0 {
				forms["base64"] = base64.StdEncoding.EncodeToString(part)
				forms["base64url"] = base64.URLEncoding.EncodeToString(part)
			}
			for name, f := range forms {
				if strings.Contains(text, f) {
					t.Errorf("output contains key bytes %d..%d (%s)", i, i+window, name)
				}
			}
		}
	}
}

func TestScopeIDs(t *testing.T) {
	a, b := newTestScope(t, nil), newTestScope(t, nil)
	for _, s := range []*Scope{a, b} {
		if len(s.ID()) != 16 {
			t.Errorf("ID() = %q, want 16 hex digits", s.ID())
		}
		if _, err := hex.DecodeString(s.ID()); err != nil {
			t.Errorf("ID() = %q: %v", s.ID(), err)
		}
		if want := "receipt.Scope(" + s.ID() + ")"; s.String() != want || fmt.Sprintf("%#v", s) != want {
			t.Errorf("String() = %q, %%#v = %q, want %q", s.String(), fmt.Sprintf("%#v", s), want)
		}
		b, err := json.Marshal(s)
		if err != nil || string(b) != `{"id":"`+s.ID()+`"}` {
			t.Errorf("json.Marshal = %s, %v", b, err)
		}
	}
	if a.ID() == b.ID() {
		t.Error("two scopes share an id")
	}
	if bytes.Equal(keyOf(a), keyOf(b)) {
		t.Error("two scopes share a key")
	}
}

func TestNewScope(t *testing.T) {
	s, err := NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	before := time.Now().Unix()
	e, err := s.Sign(Call{Tool: "t"})
	if err != nil {
		t.Fatal(err)
	}
	// Not a timing assertion: the receipt must carry the wall clock, not zero.
	if ts := int64(e.Receipt.Timestamp); ts < before-1 || ts > time.Now().Unix()+1 {
		t.Errorf("receipt timestamp %d is not the current time %d", ts, before)
	}
	if _, err := s.Verify(e.Receipt.String()); err != nil {
		t.Errorf("Verify: %v", err)
	}
}

// TestLedgerGrowsPastIndex signs enough calls for the ledger to switch
// from scanning to its digest index, and checks every receipt against
// Compute and against Verify on both sides of the switch: the reused,
// reset MACs must give what a fresh HMAC gives, and a genuine digest with
// another timestamp must not verify by either lookup.
func TestLedgerGrowsPastIndex(t *testing.T) {
	s := newTestScope(t, nil)
	key := keyOf(s)
	var issued []Entry
	for i := range 3 * indexFrom {
		c := Call{ID: fmt.Sprintf("c%d", i), Tool: "t", Args: []byte(`{}`), Result: strings.Repeat("r", i*40)}
		e := sign(t, s, c)
		want, err := Compute(key, e.Seq, e.Receipt.Timestamp, c)
		if err != nil {
			t.Fatal(err)
		}
		if e.Receipt != want {
			t.Fatalf("call %d: Sign gave %s, Compute %s", i, e.Receipt, want)
		}
		issued = append(issued, e)
		for j, old := range issued { // every earlier receipt, at every size
			got, err := s.VerifyReceipt(old.Receipt)
			if err != nil || got.Seq != old.Seq || got.ID != old.ID {
				t.Fatalf("ledger of %d: receipt %d: entry %d %q, %v", i+1, j, got.Seq, got.ID, err)
			}
			moved := old.Receipt
			moved.Timestamp++
			if _, err := s.VerifyReceipt(moved); !errors.Is(err, ErrForged) {
				t.Fatalf("ledger of %d: receipt %d with its timestamp moved: %v, want ErrForged", i+1, j, err)
			}
		}
	}
	if s.ledger == nil {
		t.Errorf("ledger of %d entries has no index", len(issued))
	}
}

// TestCloseDropsMACs checks that Close lets go of the keyed MAC states,
// which are derived from the key, and that no later call brings one back.
func TestCloseDropsMACs(t *testing.T) {
	s := newTestScope(t, nil)
	e := sign(t, s, Call{Tool: "t", Result: "r"})
	if len(s.idle) == 0 {
		t.Fatal("no idle MAC after Sign: the test checks nothing")
	}
	s.Close()
	s.Sign(Call{Tool: "t"})
	s.VerifyReceipt(e.Receipt)
	if s.idle != nil {
		t.Errorf("closed scope holds %d keyed MACs", len(s.idle))
	}
}
