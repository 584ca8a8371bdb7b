package verify

import (
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pramana-dev/pramana/receipt"
)

// benchInput builds a realistic turn: a directory listing, a file read and
// a search, signed by a real scope, and a reply of about size bytes that
// cites their receipts, states counts, values and a source, in paragraphs
// of mixed prose and lists.
func benchInput(b *testing.B, size int) (string, Record) {
	scope, err := receipt.NewScope()
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { scope.Close() })
	var listing strings.Builder
	for i := range 40 {
		listing.WriteString("report-" + string(rune('a'+i%26)) + ".pdf\n")
	}
	calls := []struct{ id, tool, args, result string }{
		{"c1", "list_dir", `{"path":"reports"}`, listing.String()},
		{"c2", "file_read", `{"path":"config.yaml"}`, "port: 8080\nhost: example.org\nupdated: 2026-03-01\nbudget: 12,500\n"},
		{"c3", "search_files", `{"pattern":"TODO"}`, "a.go:3: TODO x\nb.go:9: TODO y\nc.go:12: TODO z"},
	}
	rec := Record{Scope: scope, Request: "Summarise the reports folder and config.", Tools: []string{"list_dir", "file_read", "search_files", "http_fetch"}}
	rs := map[string]string{}
	for _, c := range calls {
		e, err := scope.Sign(receipt.Call{ID: c.id, Tool: c.tool, Args: []byte(c.args), Result: receipt.Defang(c.result)})
		if err != nil {
			b.Fatal(err)
		}
		n := nonEmptyLines(c.result) // items listed or matched, one a line
		rec.Calls = append(rec.Calls, Call{ID: c.id, Tool: c.tool, Args: c.args, Status: StatusOK, Result: e.Result, Count: &n, Receipt: e.Receipt.String()})
		rs[c.id] = e.Receipt.String()
	}
	paras := []string{
		"I listed the reports folder: it holds 40 files, all PDFs. [receipt: " + rs["c1"] + "]\n\n",
		"The config file sets the port to 8080 and the host to example.org; it was updated on March 1, 2026. " + rs["c2"] + "\n\n",
		"- report-a.pdf\n- report-b.pdf\n- report-c.pdf\n\n",
		"The search returned 3 matches for TODO across a.go, b.go and c.go. " + rs["c3"] + "\n\n",
		"If you want, I can fetch https://example.org/docs next and compare. The budget of $12,500 looks fine.\n\n",
	}
	var sb strings.Builder
	for i := 0; sb.Len() < size; i++ {
		sb.WriteString(paras[i%len(paras)])
	}
	return sb.String(), rec
}

// checkers are the two ways to check a reply, run side by side in every
// benchmark: the one-off Check and a Checker kept across calls, as the
// agent keeps one. The lexicons are built first: a process builds them once,
// on its first check, and that is no check's cost.
func checkers() []struct {
	name  string
	check func(string, Record) Report
} {
	lexicon()
	monthLexicon()
	return []struct {
		name  string
		check func(string, Record) Report
	}{{"Check", Check}, {"Checker", NewChecker(CheckerOptions{}).Check}}
}

// BenchmarkCheckLatency reports the p50 and p99 of single checks of a
// 10 KB reply, the figures the latency target is stated in; ns/op is the
// mean.
func BenchmarkCheckLatency(b *testing.B) {
	reply, rec := benchInput(b, 10<<10)
	for _, ck := range checkers() {
		b.Run(ck.name, func(b *testing.B) {
			b.ReportAllocs()
			var ds []time.Duration
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			gcs := ms.NumGC
			for b.Loop() {
				t := time.Now()
				ck.check(reply, rec)
				ds = append(ds, time.Since(t))
			}
			runtime.ReadMemStats(&ms)
			slices.Sort(ds)
			b.ReportMetric(float64(ds[len(ds)/2].Microseconds()), "p50-µs")
			b.ReportMetric(float64(ds[len(ds)*99/100].Microseconds()), "p99-µs")
			// The tail is the garbage collector's when the machine is
			// quiet: how often it runs is the figure allocation moves.
			b.ReportMetric(float64(ms.NumGC-gcs)*1000/float64(len(ds)), "GCs/1k-checks")
		})
	}
}

// BenchmarkLexiconBuild measures what the first check of a process pays
// on top of the check itself: building the matcher of every language's
// terms (see lexicon). A one-turn `pramana agent -m` pays it once a turn.
func BenchmarkLexiconBuild(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		buildLexicon()
	}
}

// BenchmarkCheckShort measures the fixed cost of a check: one sentence
// citing one call, most turns' reply.
func BenchmarkCheckShort(b *testing.B) {
	reply, rec := shortInput(b)
	for _, ck := range checkers() {
		b.Run(ck.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				ck.check(reply, rec)
			}
		})
	}
}

func BenchmarkCheck(b *testing.B) {
	for _, sz := range []struct {
		name string
		n    int
	}{{"1KB", 1 << 10}, {"10KB", 10 << 10}, {"100KB", 100 << 10}} {
		reply, rec := benchInput(b, sz.n)
		for _, ck := range checkers() {
			b.Run(sz.name+"/"+ck.name, func(b *testing.B) {
				b.SetBytes(int64(len(reply)))
				b.ReportAllocs()
				for b.Loop() {
					ck.check(reply, rec)
				}
			})
		}
		b.Run(sz.name+"/baseline-scan", func(b *testing.B) {
			b.SetBytes(int64(len(reply)))
			for b.Loop() {
				for _, t := range receipt.Scan(reply) {
					rec.Scope.VerifyReceipt(t.Receipt)
				}
			}
		})
	}
}

// shortInput is the common turn: one list_dir call and a one-sentence
// reply citing its receipt.
func shortInput(b *testing.B) (string, Record) {
	scope, err := receipt.NewScope()
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { scope.Close() })
	result := "a.txt\nb.txt\nnotes.md\n"
	e, err := scope.Sign(receipt.Call{ID: "c1", Tool: "list_dir", Args: []byte(`{"path":"."}`), Result: receipt.Defang(result)})
	if err != nil {
		b.Fatal(err)
	}
	n := 3
	rec := Record{Scope: scope, Request: "What is in this folder?", Tools: []string{"list_dir", "file_read", "search_files", "http_fetch", "shell"},
		Calls: []Call{{ID: "c1", Tool: "list_dir", Args: `{"path":"."}`, Status: StatusOK, Result: e.Result, Count: &n, Receipt: e.Receipt.String()}}}
	return "I listed the folder: it holds 3 files, a.txt, b.txt and notes.md. [receipt: " + e.Receipt.String() + "]", rec
}
