package verify

import (
	"bytes"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
	"github.com/pramana-dev/pramana/receipt"
)

// A built case: the reply and record of a testCase, and what Check says.
type built struct {
	id    string
	reply string
	rec   Record
	want  Report
}

func buildAll(t *testing.T) []built {
	t.Helper()
	var out []built
	for _, tc := range loadCases(t) {
		reply, rec := build(t, tc)
		out = append(out, built{tc.ID, reply, rec, Check(reply, rec)})
	}
	return out
}

// ownReport copies every string of rep, so that the copy cannot change
// whatever memory rep's strings share.
func ownReport(rep Report) Report {
	out := rep
	out.Reply, out.Trust = strings.Clone(rep.Reply), strings.Clone(rep.Trust)
	out.Findings = nil
	for _, f := range rep.Findings {
		f.Type, f.Receipt, f.CallID, f.Message = strings.Clone(f.Type), strings.Clone(f.Receipt), strings.Clone(f.CallID), strings.Clone(f.Message)
		out.Findings = append(out.Findings, f)
	}
	return out
}

// TestCheckerMatchesCheck runs every case through one Checker twice, so
// that the second pass reads cached tool sets and reuses buffers another
// case filled, and through Checkers whose caches are off or tiny: every
// report must be Check's.
func TestCheckerMatchesCheck(t *testing.T) {
	cases := buildAll(t)
	for _, opts := range []CheckerOptions{{}, {MaxCached: -1}, {MaxCached: 1}} {
		k := NewChecker(opts)
		for pass := range 2 {
			for _, bc := range cases {
				if diff := cmp.Diff(bc.want, k.Check(bc.reply, bc.rec)); diff != "" {
					t.Errorf("MaxCached %d, pass %d, %s: Checker.Check differs from Check (-want +got):\n%s", opts.MaxCached, pass, bc.id, diff)
				}
			}
		}
	}
	var zero Checker
	for _, bc := range cases[:min(20, len(cases))] {
		if diff := cmp.Diff(bc.want, zero.Check(bc.reply, bc.rec)); diff != "" {
			t.Errorf("zero Checker, %s (-want +got):\n%s", bc.id, diff)
		}
	}
}

// TestCheckerReportsOwnTheirMemory checks that a report is unchanged by
// the checks that follow it on the same Checker, back to back and
// concurrently, although their buffers come from one pool.
func TestCheckerReportsOwnTheirMemory(t *testing.T) {
	cases := buildAll(t)
	k := NewChecker(CheckerOptions{})
	var firsts []Report
	var snaps []Report
	for _, bc := range cases {
		rep := k.Check(bc.reply, bc.rec)
		firsts = append(firsts, rep)
		snaps = append(snaps, ownReport(rep))
	}
	// Every check after the first overwrote the buffers the first used.
	for i := range cases {
		if diff := cmp.Diff(snaps[i], firsts[i]); diff != "" {
			t.Errorf("%s: report changed by later checks (-want +got):\n%s", cases[i].id, diff)
		}
	}

	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for i := g; i < len(cases); i += 2 {
				bc := cases[i]
				rep := k.Check(bc.reply, bc.rec)
				snap := ownReport(rep)
				// Another check on this goroutine's turn, then compare.
				other := cases[(i+7)%len(cases)]
				k.Check(other.reply, other.rec)
				if diff := cmp.Diff(bc.want, rep); diff != "" {
					t.Errorf("%s: concurrent report differs from Check (-want +got):\n%s", bc.id, diff)
				}
				if diff := cmp.Diff(snap, rep); diff != "" {
					t.Errorf("%s: concurrent report changed by a later check (-want +got):\n%s", bc.id, diff)
				}
			}
		})
	}
	wg.Wait()
}

// TestDetach checks the guard itself: a finding whose message is a view
// of the pooled text buffer (no rule writes one today) is copied out of
// it before the report is returned.
func TestDetach(t *testing.T) {
	var c check
	c.buf.text = append(make([]byte, 0, 64), "masked text"...)
	view := c.view(0)
	c.rep.Findings = []Finding{{Type: FactMismatch, Message: view[:6], CallID: "c1"}}
	c.rep.Reply = view
	c.detach()
	in := func(s string) bool {
		p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
		lo := uintptr(unsafe.Pointer(unsafe.SliceData(c.buf.text)))
		return p >= lo && p < lo+uintptr(cap(c.buf.text))
	}
	f := c.rep.Findings[0]
	if in(f.Message) || in(c.rep.Reply) {
		t.Fatalf("detach left a view of the buffer: message %q, reply %q", f.Message, c.rep.Reply)
	}
	copy(c.buf.text[:cap(c.buf.text)], strings.Repeat("x", cap(c.buf.text)))
	if f.Message != "masked" || c.rep.Reply != "masked text" {
		t.Errorf("after the buffer was overwritten: message %q, reply %q; want %q, %q", f.Message, c.rep.Reply, "masked", "masked text")
	}
	if f.CallID != "c1" {
		t.Errorf("call ID %q, want c1", f.CallID)
	}
}

// TestCheckerBounded feeds a Checker more tool names than it may cache:
// the caches stop growing, it says so once, and the reports stay Check's.
func TestCheckerBounded(t *testing.T) {
	var logs bytes.Buffer
	k := NewChecker(CheckerOptions{MaxCached: 3, Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	scope, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer scope.Close()
	for i := range 20 {
		tool := fmt.Sprintf("get_stock_price_%d", i)
		e, err := scope.Sign(receipt.Call{ID: "c1", Tool: tool, Args: []byte(`{"ticker":"ACME"}`), Result: "ACME 123.45 USD"})
		if err != nil {
			t.Fatal(err)
		}
		rec := Record{Scope: scope, Request: "What is ACME at?", Tools: []string{tool, "list_dir"},
			Calls: []Call{{ID: "c1", Tool: tool, Args: `{"ticker":"ACME"}`, Status: StatusOK, Result: e.Result, Receipt: e.Receipt.String()}}}
		reply := fmt.Sprintf("The stock price tool says ACME trades at 125.10 USD. %s", e.Receipt.String())
		want := Check(reply, rec)
		if len(want.Findings) == 0 {
			t.Fatalf("%s: want a fact mismatch, got none", tool)
		}
		if diff := cmp.Diff(want, k.Check(reply, rec)); diff != "" {
			t.Errorf("%s: (-want +got):\n%s", tool, diff)
		}
	}
	k.mu.RLock()
	nf, ns := len(k.fams), len(k.sets)
	k.mu.RUnlock()
	if nf > 3 || ns > 3 {
		t.Errorf("caches hold %d tool names and %d tool sets, want at most 3 each", nf, ns)
	}
	if n := strings.Count(logs.String(), "tool cache full"); n != 1 {
		t.Errorf("logged %d cache-full warnings, want 1:\n%s", n, logs.String())
	}
}

// TestToolSetKey checks that tool lists that concatenate alike do not
// share a cache entry.
func TestToolSetKey(t *testing.T) {
	k := NewChecker(CheckerOptions{})
	a := Record{Tools: []string{"get_weather", "list_dir"}}
	b := Record{Tools: []string{"get_weatherlist_dir"}}
	reply := "I checked the weather: it is 20°C."
	for _, rec := range []Record{a, b, a, b} {
		if diff := cmp.Diff(Check(reply, rec), k.Check(reply, rec)); diff != "" {
			t.Errorf("tools %q (-want +got):\n%s", rec.Tools, diff)
		}
	}
	k.mu.RLock()
	defer k.mu.RUnlock()
	if len(k.sets) != 2 {
		t.Errorf("%d tool sets cached, want 2", len(k.sets))
	}
}

// TestCheckerBoundsBytes checks that long names and large tool sets,
// which could make a few cache entries hold much memory, are checked
// without being cached.
func TestCheckerBoundsBytes(t *testing.T) {
	k := NewChecker(CheckerOptions{MaxCached: 2}) // tool sets may hold 512 bytes of names
	long := "get_" + strings.Repeat("x", maxCachedName)
	var many []string
	for i := range 40 {
		many = append(many, fmt.Sprintf("tool_number_%02d", i)) // 40 × 15 bytes and a length each
	}
	reply := "I ran the tool and it said 42."
	for _, tools := range [][]string{{long}, many, {"list_dir"}} {
		rec := Record{Request: "go", Tools: tools}
		if diff := cmp.Diff(Check(reply, rec), k.Check(reply, rec)); diff != "" {
			t.Errorf("%d tools (-want +got):\n%s", len(tools), diff)
		}
	}
	k.mu.RLock()
	defer k.mu.RUnlock()
	if _, ok := k.fams[long]; ok {
		t.Errorf("a %d-byte name was cached, want names up to %d bytes only", len(long), maxCachedName)
	}
	if len(k.sets) != 2 || k.setBytes > 512 {
		t.Errorf("%d tool sets of %d bytes cached, want 2 (the long name's and list_dir's) within 512", len(k.sets), k.setBytes)
	}
}
