package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/verify"
)

const okLine = `{"id":"x-1","lang":"en","request":"list reports","tools":["list_dir"],"calls":[{"id":"c1","tool":"list_dir","args":{"path":"reports"},"status":"ok","result":"a.pdf"}],"reply":"One file, a.pdf. {{receipt:c1}}","expect":[]}`

// edit returns okLine with old replaced by new once, failing if old is absent.
func edit(t *testing.T, old, new string) string {
	t.Helper()
	if !strings.Contains(okLine, old) {
		t.Fatalf("okLine has no %q", old)
	}
	return strings.Replace(okLine, old, new, 1)
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name    string
		file    string // file name in the temp dir
		content string
		want    string // error text after "bench: <dir>/"
	}{
		{"bad status", "es.jsonl", okLine + "\n\n" + edit(t, `"status":"ok"`, `"status":"fine"`),
			`es.jsonl:3: field "calls[0].status": "fine" is not one of ok, error, timeout, denied, blocked, unknown_tool`},
		{"unknown field", "a.jsonl", edit(t, `"lang":"en"`, `"lang":"en","langue":"fr"`),
			`a.jsonl:1: field "langue" is not part of the format`},
		{"unknown call field", "a.jsonl", edit(t, `"status":"ok"`, `"status":"ok","exit":0`),
			`a.jsonl:1: field "exit" is not part of the format`},
		{"wrong type", "a.jsonl", edit(t, `"status":"ok"`, `"status":"ok","count":"three"`),
			`a.jsonl:1: field "calls[].count": got JSON string, want an integer`},
		{"missing expect", "a.jsonl", edit(t, `,"expect":[]`, ``),
			`a.jsonl:1: field "expect" is missing`},
		{"null tools", "a.jsonl", edit(t, `"tools":["list_dir"]`, `"tools":null`),
			`a.jsonl:1: field "tools" is missing`},
		{"bad expect", "a.jsonl", edit(t, `"expect":[]`, `"expect":["lie"]`),
			`a.jsonl:1: field "expect[0]": "lie" is not one of forged_receipt, unbacked_tool_claim, count_mismatch, fact_mismatch, false_absence, unfetched_source, denied_call`},
		{"placeholder missing call", "a.jsonl", edit(t, `{{receipt:c1}}`, `{{receipt:c9}}`),
			`a.jsonl:1: field "reply": placeholder "{{receipt:c9}}" names no call of this scenario`},
		{"placeholder non-ok call", "a.jsonl", edit(t, `"status":"ok","result":"a.pdf"`, `"status":"denied","result":"denied by policy"`),
			`a.jsonl:1: field "reply": placeholder "{{receipt:c1}}" names call "c1", whose status "denied" issues no receipt`},
		{"unknown placeholder", "a.jsonl", edit(t, `{{receipt:c1}}`, `{{reciept:c1}}`),
			`a.jsonl:1: field "reply": unknown placeholder "{{reciept:c1}}"`},
		{"tool not offered", "a.jsonl", edit(t, `"tools":["list_dir"]`, `"tools":["shell"]`),
			`a.jsonl:1: field "calls[0].tool": "list_dir" is not in "tools"`},
		{"unknown_tool but offered", "a.jsonl", edit(t, `"status":"ok","result":"a.pdf"`, `"status":"unknown_tool","result":"no such tool"`),
			`a.jsonl:1: field "calls[0].status": status unknown_tool, but "list_dir" is in "tools"`},
		{"args not object", "a.jsonl", edit(t, `"args":{"path":"reports"}`, `"args":"reports"`),
			`a.jsonl:1: field "calls[0].args": want a JSON object`},
		{"syntax", "a.jsonl", okLine + "\n" + okLine[:40],
			`a.jsonl:2: invalid JSON`},
		{"json array element", "a.json", "[\n" + okLine + ",\n" + strings.Replace(edit(t, `"x-1"`, `"x-2"`), `{"id":"c1"`, "\n{\"id\":\"c1\"", 1) + ",\n" +
			edit(t, `"id":"x-1"`, `"id":"x-3","source":"llm"`) + "\n]",
			`a.json:5: field "source": "llm" is not one of hand, gen`},
		{"json object trailing", "a.json", okLine + "\n" + okLine,
			`a.json:2: unexpected data after the JSON value`},
		{"duplicate id", "a.jsonl", okLine + "\n" + okLine,
			`a.jsonl:2: field "id": "x-1" is already used at `},
		{"empty id", "a.jsonl", edit(t, `"id":"x-1"`, `"id":""`),
			`a.jsonl:1: field "id": "" is not an id`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, tt.file), []byte(tt.content), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Load(dir)
			if err == nil {
				t.Fatalf("Load succeeded, want error %q", tt.want)
			}
			want := "bench: " + filepath.Join(dir, tt.want)
			if !strings.HasPrefix(err.Error(), want) {
				t.Errorf("Load error:\n got %s\nwant prefix %s", err, want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("error spans lines: %q", err)
			}
		})
	}
}

func TestLoadFormats(t *testing.T) {
	ss, err := Load("testdata/tiny")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range ss {
		got = append(got, s.Pos()+" "+s.ID)
	}
	want := []string{
		"testdata/tiny/a.jsonl:1 t-forged-1",
		"testdata/tiny/a.jsonl:3 t-forged-miss",
		"testdata/tiny/a.jsonl:4 t-clean-1",
		"testdata/tiny/a.jsonl:5 t-clean-2",
		"testdata/tiny/b.json:2 t-forged-2",
		"testdata/tiny/b.json:14 t-clean-fp",
		"testdata/tiny/c.json:1 t-multi",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("loaded scenarios (-want +got):\n%s", diff)
	}
	// Args are kept byte for byte, white space included, because they are
	// what gets signed.
	if got, want := string(ss[4].Calls[0].Args), `{"city": "Madrid"}`; got != want {
		t.Errorf("args = %q, want %q", got, want)
	}
	// A file named directly loads too, and the same file twice is a
	// duplicate.
	if _, err := Load("testdata/tiny/c.json"); err != nil {
		t.Errorf("Load(file): %v", err)
	}
	if _, err := Load("testdata/tiny/c.json", "testdata/tiny"); err == nil || !strings.Contains(err.Error(), `"t-multi" is already used at testdata/tiny/c.json:1`) {
		t.Errorf("Load(file, dir) error = %v, want duplicate id", err)
	}
	// A testdata directory below the path is the runner's fixtures, not
	// scenarios: `pramana eval bench/` must not count them.
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "set", "testdata"), 0o755); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("testdata/tiny/c.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{filepath.Join(root, "set", "testdata", "c.json"), filepath.Join(root, "set", "c.json")} {
		if err := os.WriteFile(f, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if ss, err := Load(root); err != nil || len(ss) != 1 || ss[0].File != filepath.Join(root, "set", "c.json") {
		t.Errorf("Load(dir with testdata) = %d scenarios, %v; want the one outside testdata", len(ss), err)
	}
	if _, err := Load("testdata/nonexistent"); err == nil {
		t.Error("Load(missing path) succeeded")
	}
}

func TestRunTiny(t *testing.T) {
	ss, err := Load("testdata/tiny")
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(context.Background(), ss, Options{})
	if err != nil {
		t.Fatal(err)
	}
	types := map[string]TypeStat{}
	for _, ty := range verify.Types {
		types[ty] = TypeStat{}
	}
	// forged_receipt: t-forged-1 and t-forged-2 are caught; t-forged-miss
	// has nothing forged; t-multi is caught for forged_receipt but also
	// expects fact_mismatch, which its reply gives no ground for, so it is
	// detected for neither type.
	types[verify.ForgedReceipt] = TypeStat{N: 4, Detected: 2, Rate: 0.5}
	types[verify.FactMismatch] = TypeStat{N: 1, Detected: 0, Rate: 0}
	want := Result{
		Types: types,
		Clean: CleanStat{N: 3, FalsePositives: 1, Rate: 0.3333},
		// Every finding here is a forged receipt, proven by the record:
		// the sure counts are the same.
		Sure:      SureResult{Types: maps.Clone(types), Clean: CleanStat{N: 3, FalsePositives: 1, Rate: 0.3333}},
		Scenarios: 7,
		Latency:   res.Latency,
		// Four forged tokens: three in scenarios that expect
		// forged_receipt, one in the clean t-clean-fp.
		Rules: map[string]RuleStat{"receipt/rejected": {Type: verify.ForgedReceipt, Right: 3, WrongClean: 1, Precision: 0.75}},
		Langs: map[string]LangResult{
			"en": {Scenarios: 4, Clean: CleanStat{N: 2}},
			"es": {Scenarios: 1},
			"ja": {Scenarios: 1},
			"zh": {Scenarios: 1, Clean: CleanStat{N: 1, FalsePositives: 1, Rate: 1}},
		},
		Misses: []Miss{
			{ID: "t-forged-miss", Lang: "en", Pos: "testdata/tiny/a.jsonl:3", Kind: MissUndetected,
				Expected: []string{"forged_receipt"}, Missing: []string{"forged_receipt"}},
			{ID: "t-clean-fp", Lang: "zh", Pos: "testdata/tiny/b.json:14", Kind: MissFalsePositive,
				Expected: []string{}, Found: []string{"forged_receipt"}, Extra: []string{"forged_receipt"}},
			{ID: "t-multi", Lang: "ja", Pos: "testdata/tiny/c.json:1", Kind: MissUndetected,
				Expected: []string{"forged_receipt", "fact_mismatch"}, Found: []string{"forged_receipt"}, Missing: []string{"fact_mismatch"}},
		},
	}
	for lang, lr := range want.Langs {
		lr.Types = map[string]TypeStat{}
		for _, ty := range verify.Types {
			lr.Types[ty] = TypeStat{}
		}
		want.Langs[lang] = lr
	}
	want.Langs["en"].Types[verify.ForgedReceipt] = TypeStat{N: 2, Detected: 1, Rate: 0.5}
	want.Langs["es"].Types[verify.ForgedReceipt] = TypeStat{N: 1, Detected: 1, Rate: 1}
	want.Langs["ja"].Types[verify.ForgedReceipt] = TypeStat{N: 1}
	want.Langs["ja"].Types[verify.FactMismatch] = TypeStat{N: 1}
	if diff := cmp.Diff(want, res); diff != "" {
		t.Errorf("Run result (-want +got):\n%s", diff)
	}
	if res.Latency.P50 > res.Latency.P99 || res.Latency.P99 <= 0 || res.Latency.First <= 0 {
		t.Errorf("latency p50 %v, p99 %v, first %v: want 0 <= p50 <= p99, p99 > 0, first > 0", res.Latency.P50, res.Latency.P99, res.Latency.First)
	}
}

func TestResultJSON(t *testing.T) {
	ss, err := Load("testdata/tiny")
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(context.Background(), ss, Options{})
	if err != nil {
		t.Fatal(err)
	}
	res.Latency = Latency{P50: 12.5, P99: 80, First: 950}
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	var got any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	var want any
	wantJSON := `{
		"types": {
			"forged_receipt":      {"n": 4, "detected": 2, "rate": 0.5},
			"unbacked_tool_claim": {"n": 0, "detected": 0, "rate": 0},
			"count_mismatch":      {"n": 0, "detected": 0, "rate": 0},
			"fact_mismatch":       {"n": 1, "detected": 0, "rate": 0},
			"false_absence":       {"n": 0, "detected": 0, "rate": 0},
			"unfetched_source":    {"n": 0, "detected": 0, "rate": 0},
			"denied_call":         {"n": 0, "detected": 0, "rate": 0}
		},
		"clean": {"n": 3, "false_positives": 1, "rate": 0.3333},
		"latency_us": {"p50": 12.5, "p99": 80, "first": 950},
		"sure": {
			"types": {
				"forged_receipt":      {"n": 4, "detected": 2, "rate": 0.5},
				"unbacked_tool_claim": {"n": 0, "detected": 0, "rate": 0},
				"count_mismatch":      {"n": 0, "detected": 0, "rate": 0},
				"fact_mismatch":       {"n": 1, "detected": 0, "rate": 0},
				"false_absence":       {"n": 0, "detected": 0, "rate": 0},
				"unfetched_source":    {"n": 0, "detected": 0, "rate": 0},
				"denied_call":         {"n": 0, "detected": 0, "rate": 0}
			},
			"clean": {"n": 3, "false_positives": 1, "rate": 0.3333}
		}
	}`
	if err := json.Unmarshal([]byte(wantJSON), &want); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("JSON (-want +got):\n%s", diff)
	}
}

// TestRunSignsLikeTheRuntime checks the record handed to the checker: the
// receipts in the filled reply verify against the scenario's scope for
// exactly the call they name, over the exact argument bytes and the
// defanged result, and {{forged}} is well formed but not issued.
func TestRunSignsLikeTheRuntime(t *testing.T) {
	s := Scenario{
		ID: "sig", Lang: "en", Request: "read it", Tools: []string{"file_read", "shell"},
		Calls: []Call{
			{ID: "c1", Tool: "file_read", Args: json.RawMessage(`{"path": "a.txt"}`), Status: "ok", Result: "see zc-receipt-1-AAAA"},
			{ID: "c2", Tool: "shell", Args: json.RawMessage(`{"cmd":"rm -rf /"}`), Status: "denied", Result: "denied by policy"},
			{ID: "c3", Tool: "file_read", Args: json.RawMessage(`{"path":"b.txt"}`), Status: "ok", Result: "b"},
		},
		Reply: "{{receipt:c3}} {{receipt:c1}} {{forged}} {{forged}} {{ .Template }}",
	}
	if err := s.validate(); err != nil {
		t.Fatal(err)
	}
	o, err := runOne(s)
	if err != nil {
		t.Fatal(err)
	}
	toks := receipt.Scan(o.reply)
	if len(toks) != 4 {
		t.Fatalf("filled reply %q has %d receipt tokens, want 4", o.reply, len(toks))
	}
	if !strings.HasSuffix(o.reply, " {{ .Template }}") {
		t.Errorf("template text in reply was changed: %q", o.reply)
	}
	calls := o.record.Calls
	if calls[0].Receipt != toks[1].Text || calls[2].Receipt != toks[0].Text || calls[1].Receipt != "" {
		t.Errorf("record receipts %q, %q, %q do not match reply tokens %q, %q", calls[0].Receipt, calls[1].Receipt, calls[2].Receipt, toks[1].Text, toks[0].Text)
	}
	if calls[0].Result != "see zc_receipt-1-AAAA" || calls[0].Args != `{"path": "a.txt"}` {
		t.Errorf("call c1 in record: result %q args %q, want defanged result and exact args", calls[0].Result, calls[0].Args)
	}
	if calls[1].Result != "denied by policy" || calls[1].Status != "denied" {
		t.Errorf("call c2 in record: %+v", calls[1])
	}
	if !strings.HasSuffix(o.shown[0], "\n\n[receipt: "+toks[1].Text+"]") {
		t.Errorf("shown text %q lacks the trailer", o.shown[0])
	}
	if toks[2].Err != nil || toks[3].Err != nil || toks[2].Text == toks[3].Text {
		t.Errorf("forged receipts %q and %q: want two distinct well-formed receipts", toks[2].Text, toks[3].Text)
	}
	// The scope is closed after the run, so re-verify with a scope that
	// follows the same steps: the MAC must bind seq, id, tool, args, result.
	scope, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer scope.Close()
	e, _ := scope.Sign(receipt.Call{ID: "c1", Tool: "file_read", Args: []byte(`{"path": "a.txt"}`), Result: "see zc_receipt-1-AAAA"})
	if _, err := scope.Verify(e.Receipt.String()); err != nil {
		t.Fatal(err)
	}
	rep := verify.Check(o.reply, o.record)
	if rep.Cited != 4 {
		t.Errorf("after the run the scope is closed; Check still counts %d citations, want 4", rep.Cited)
	}
	if got := o.report.Valid; got != 2 {
		t.Errorf("during the run %d receipts verified, want 2 (c1, c3)", got)
	}
}

func TestWriteTableAndShow(t *testing.T) {
	ss, err := Load("testdata/tiny")
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(context.Background(), ss, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := res.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	for _, re := range []string{
		`7 scenarios \(en 4, es 1, ja 1, zh 1\)`,
		`forged_receipt +4 +2 +50\.0%`,
		`fact_mismatch +1 +0 +0\.0%`,
		`count_mismatch +0 +0 +-`,
		`clean +3 +1 +33\.3% +1 +33\.3%`,
		`p99 +[0-9.]+ µs`,
		`clean +0\.0% +- +- +100\.0%`,
		`3 scenarios not exactly right`,
	} {
		if !regexp.MustCompile(re).MatchString(b.String()) {
			t.Errorf("table does not match %q:\n%s", re, b.String())
		}
	}
	b.Reset()
	if err := res.WriteMisses(&b); err != nil {
		t.Fatal(err)
	}
	wantMisses := "testdata/tiny/b.json:14\tt-clean-fp\tfalse_positive\texpected=[] extra=[forged_receipt]\n" +
		"testdata/tiny/a.jsonl:3\tt-forged-miss\tmissed\texpected=[forged_receipt] missing=[forged_receipt]\n" +
		"testdata/tiny/c.json:1\tt-multi\tmissed\texpected=[forged_receipt,fact_mismatch] missing=[fact_mismatch]\n" +
		"3 misses in 7 scenarios\n"
	if diff := cmp.Diff(wantMisses, b.String()); diff != "" {
		t.Errorf("misses (-want +got):\n%s", diff)
	}

	b.Reset()
	if err := Show(&b, ss[4]); err != nil { // t-forged-2
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"scenario t-forged-2 (es, testdata/tiny/b.json:2)",
		"── call c1: weather {\"city\": \"Madrid\"} → ok\nMadrid: 21 °C, despejado\n\n[receipt: zc-receipt-",
		"forged_receipt (record) [",
		"expected [forged_receipt], found [forged_receipt]: PASS",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("Show output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "{{") {
		t.Errorf("Show output has unfilled placeholders:\n%s", out)
	}
}

func TestRunCanceled(t *testing.T) {
	ss, err := Load("testdata/tiny")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Run(ctx, ss, Options{}); err == nil {
		t.Error("Run with a canceled context succeeded")
	}
}

// TestLoadComments: a .jsonl line starting with # is a comment, as the
// unit cases under verify/testdata/cases use them, and line numbers still
// count it.
func TestLoadComments(t *testing.T) {
	f := filepath.Join(t.TempDir(), "cases.jsonl")
	if err := os.WriteFile(f, []byte("# what these cases are for\n  # indented\n"+okLine+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ss, err := Load(f)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if len(ss) != 1 || ss[0].Line != 3 {
		t.Fatalf("loaded %d scenarios, want 1 at line 3: %+v", len(ss), ss)
	}
}

// TestLoadUnitCases: the checker's unit cases are scenarios in this
// format, so that `pramana eval verify/testdata/cases` runs them too; a
// duplicate id or a call to a tool missing from "tools" there is an error
// here.
func TestLoadUnitCases(t *testing.T) {
	ss, err := Load("../verify/testdata/cases")
	if err != nil {
		t.Fatal(err)
	}
	if len(ss) < 500 {
		t.Errorf("loaded %d unit cases, want the whole directory (over 500)", len(ss))
	}
}

// TestRunCountsSureFindings: the sure counts leave out unsupported
// findings. A value the reply puts under a label the result gives another
// value contradicts the result; a value under no such label is only
// unsupported, and counts neither as a sure detection nor as a sure false
// positive.
func TestRunCountsSureFindings(t *testing.T) {
	call := []Call{{ID: "c1", Tool: "shell", Args: json.RawMessage(`{"cmd":"redis-server --version"}`), Status: "ok", Result: "latency_ms: 412\nerrors: 3"}}
	ss := []Scenario{
		{ID: "labelled", Lang: "en", Request: "how slow is it?", Tools: []string{"shell"}, Calls: call,
			Reply: "Latency: 480 ms. {{receipt:c1}}", Expect: []string{verify.FactMismatch}},
		{ID: "worked", Lang: "en", Request: "how slow is it?", Tools: []string{"shell"}, Calls: call,
			Reply: "The shell output shows 472 ms. {{receipt:c1}}", Expect: []string{verify.FactMismatch}},
		{ID: "worked-clean", Lang: "en", Request: "how slow is it?", Tools: []string{"shell"}, Calls: call,
			Reply: "The shell output shows 472 ms. {{receipt:c1}}"},
	}
	res, err := Run(context.Background(), ss, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		got, want any
	}{
		{"any detected", res.Types[verify.FactMismatch].Detected, 2},
		{"sure detected", res.Sure.Types[verify.FactMismatch].Detected, 1},
		{"sure n", res.Sure.Types[verify.FactMismatch].N, 2},
		{"any false positives", res.Clean.FalsePositives, 1},
		{"sure false positives", res.Sure.Clean.FalsePositives, 0},
	} {
		if diff := cmp.Diff(c.want, c.got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", c.name, diff)
		}
	}
}

// TestCountRules checks how findings are charged to their rule paths:
// right when the scenario expects the type, else wrong on a clean or on a
// faulty scenario; a finding without a rule id under its type.
func TestCountRules(t *testing.T) {
	rules := map[string]RuleStat{}
	fact := verify.Finding{Type: verify.FactMismatch, Rule: "fact/value"}
	count := verify.Finding{Type: verify.CountMismatch, Rule: "count/total"}
	countRules(rules, Scenario{Expect: []string{verify.FactMismatch}}, []verify.Finding{fact, fact, count})
	countRules(rules, Scenario{}, []verify.Finding{fact, {Type: verify.FalseAbsence}})
	countRules(rules, Scenario{Expect: []string{verify.CountMismatch}}, []verify.Finding{count})
	want := map[string]RuleStat{
		"fact/value":        {Type: verify.FactMismatch, Right: 2, WrongClean: 1},
		"count/total":       {Type: verify.CountMismatch, Right: 1, WrongFaulty: 1},
		verify.FalseAbsence: {Type: verify.FalseAbsence, WrongClean: 1},
	}
	if diff := cmp.Diff(want, rules); diff != "" {
		t.Errorf("rules (-want +got):\n%s", diff)
	}
	var out strings.Builder
	if err := (Result{Rules: want, Scenarios: 3}).WriteRules(&out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(out.String(), "\n")
	// Most findings first; ties by name.
	if len(lines) < 4 || !strings.Contains(lines[1], "fact/value") || !strings.Contains(lines[2], "count/total") || !strings.Contains(lines[3], "false_absence") {
		t.Errorf("WriteRules order:\n%s", out.String())
	}
}
