package verify

import (
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/pramana-dev/pramana/receipt"
)

// FuzzCheck checks that Check never panics and keeps every span inside
// the reply, whatever the reply holds.
func FuzzCheck(f *testing.F) {
	for _, s := range []string{
		"I ran ls and found 3 files. zc-receipt-1-abc",
		"我运行了命令，共有५个文件。根据 https://a.example/x 的页面",
		"```claims\n{\"text\":\"x\",\"source\":\"tool\",\"count\":2}\n```",
		"ファイルを一覧表示しました。3つのファイルがあります。",
		"Según https://b.example, el 1 de marzo de 2026 hubo 1.234,5 €.",
		"मैंने फ़ाइल पढ़ी: पोर्ट ८०८० है।",
		"Done [receipt: 7f3a9c2e41b8] zc\u2011receipt\u20111764800000-x, ZC-RECEIPT-12-ab (Receipt: zc receipt 99)",
	} {
		f.Add(s)
	}
	scope, err := receipt.NewScope()
	if err != nil {
		f.Fatal(err)
	}
	e, err := scope.Sign(receipt.Call{ID: "c1", Tool: "list_dir", Args: []byte(`{}`), Result: "a.txt\nb.txt\n2026-03-01 12.5%"})
	if err != nil {
		f.Fatal(err)
	}
	n := 2
	rec := Record{Scope: scope, Request: "list 10 files", Tools: []string{"list_dir", "get_weather"},
		Calls: []Call{{ID: "c1", Tool: "list_dir", Status: StatusOK, Result: e.Result, Count: &n, Receipt: e.Receipt.String()},
			{ID: "c2", Tool: "get_weather", Status: StatusTimeout, Result: "timed out"}}}
	f.Fuzz(func(t *testing.T, reply string) {
		rep := Check(reply, rec)
		if rep.Error != "" {
			// Check recovers a rule's panic into the report: for the
			// fuzzer that is still the bug it looks for.
			t.Fatalf("checker error: %s", rep.Error)
		}
		for _, fd := range rep.Findings {
			if fd.Start < 0 || fd.End > len(reply) || fd.Start > fd.End {
				t.Fatalf("finding %+v outside reply of %d bytes", fd, len(reply))
			}
		}
		if utf8.ValidString(reply) && !utf8.ValidString(rep.Reply) {
			t.Fatalf("Reply is not valid UTF-8")
		}
	})
}

// TestLargeReply checks that a 1 MB reply of dense, claim-like text is
// checked in bounded time: the work is linear in the reply.
func TestLargeReply(t *testing.T) {
	unit := "I listed the folder: 12 files, 3 of them PDFs, updated 2026-03-01 (see https://x.example/a). 我运行了命令，共有5个文件。 "
	reply := strings.Repeat(unit, largeReply()/len(unit))
	rec := Record{Request: "x", Calls: []Call{{ID: "c1", Tool: "list_dir", Status: StatusOK, Result: "a\nb"}}}
	rep := Check(reply, rec)
	if len(rep.Findings) == 0 {
		t.Fatal("no findings on a reply full of wrong counts")
	}
}

// TestLargeReplyTables is TestLargeReply for the checks that look into a
// result's rows, names and statuses: a 1 MB reply against a table with
// names, negative values and failed rows is still linear work.
func TestLargeReplyTables(t *testing.T) {
	unit := "Priya Sharma says api-1 is ok and uses 768Mi — 7 of them; all checks passed, nothing stood out, -342.10 is 49% free, 100–200 lines in 15 minutes. I didn't touch anything. "
	reply := strings.Repeat(unit, largeReply()/len(unit))
	var rows strings.Builder
	for i := range 200 {
		fmt.Fprintf(&rows, "api-%d %dm %dMi Running Arjun Mehta\n", i, 100+i, 256+i)
	}
	rows.WriteString("worker: degraded\nbalance: -342.10\nunit: failed (3 tests)\n")
	rec := Record{Request: "x", Calls: []Call{{ID: "c1", Tool: "kubectl", Args: `{"cmd":"rm -rf x"}`, Status: StatusOK, Result: rows.String()}}}
	rep := Check(reply, rec)
	if len(rep.Findings) == 0 {
		t.Fatal("no findings on a reply full of wrong statuses")
	}
}

// TestLargeReplyOneLineResult is TestLargeReply for the rules that find a
// table row's key at the start of a result line: a 1 MB table of rows
// keyed "osaka" against a 1 MB result on one line holding the key 100,000
// times. Looking back from each occurrence to its line's start made this
// take minutes; the rules now move forward only (rows.go lineStartingWith,
// table_keyed.go keyLines).
func TestLargeReplyOneLineResult(t *testing.T) {
	unit := "| osaka | 5171 |\n"
	reply := strings.Repeat(unit, largeReply()/len(unit))
	result := strings.Repeat("osaka b osaka c 5170 ", largeReply()/21)
	rec := Record{Request: "x", Calls: []Call{{ID: "c1", Tool: "db_query", Args: `{"q":"x"}`, Status: StatusOK, Result: result}}}
	rep := Check(reply, rec)
	if len(rep.Findings) != 0 {
		t.Fatalf("%d findings, want none: no line of the result starts with the key (first: %+v)", len(rep.Findings), rep.Findings[0])
	}
}

// TestLargeReplyLongResult is TestLargeReply for the value rules that
// read a whole result for each reply number the result does not hold: a
// 1 MB table of about 77,000 numbers, none of them in the result, beside
// the names of a 2,000-line result. Summing the lines that name a word
// (lineSum), looking for a discount mark, counting a call's values
// (crossCallTotal) and adding each result value to earlier figures
// (totalDiff) once per number made this take half a minute; the first
// three are now worked out once per check and the last searches the
// values by value.
func TestLargeReplyLongResult(t *testing.T) {
	name := func(i int) string {
		b := []byte("baaa")
		for k := 3; k > 0; k-- {
			b[k] = byte('a' + i%26)
			i /= 26
		}
		return string(b)
	}
	var result strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&result, "branch %s sales %d returns %d\n", name(i), 1000+i, i%97)
	}
	var reply strings.Builder
	for i := 0; reply.Len() < largeReply(); i++ {
		fmt.Fprintf(&reply, "| %s sales | %d | %d.5 |\n", name(i*7%2000), 5000000+i, 900000+i)
	}
	rec := Record{Request: "x", Calls: []Call{{ID: "c1", Tool: "db_query", Args: `{"q":"x"}`, Status: StatusOK, Result: result.String()}}}
	rep := Check(reply.String(), rec)
	if len(rep.Findings)+len(rep.Untraced) == 0 {
		t.Fatal("no finding and nothing untraced on a reply of values the result does not hold")
	}
}

// checkLarge checks reply over calls, built as a turn, and fails when the
// check reports an error (a recovered panic) or takes longer than max of
// its thread's CPU time (wall time is load, not work; see cpuTimer): the
// large-reply tests' one runner.
func checkLarge(t *testing.T, lang, request, reply string, calls []testCall, max time.Duration) Report {
	t.Helper()
	tools := []string{}
	for _, c := range calls {
		tools = append(tools, c.Tool)
	}
	filled, rec := build(t, testCase{ID: "x", Lang: lang, Request: request, Reply: reply, Tools: tools, Calls: calls})
	wall := time.Now()
	timer := startCPUTimer()
	rep := Check(filled, rec)
	d := timer.stop()
	if rep.Error != "" || d > max {
		t.Fatalf("error %q, took %v of CPU time (over %v)", rep.Error, d, max)
	}
	t.Logf("took %v of CPU time (%v wall), %d findings", d, time.Since(wall), len(rep.Findings))
	return rep
}

// largeReply is the size of the large-reply tests: 1 MB, a quarter of it
// under the race detector.
func largeReply() int {
	if raceEnabled {
		return 1 << 18
	}
	return 1 << 20
}
