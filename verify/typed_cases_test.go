package verify

import (
	"encoding/json"
	"slices"
	"strconv"
	"testing"
)

// okCall is an ok call of tool with its args and result, and no count.
// Its id is c1 until checkCalls numbers the turn's calls.
func okCall(tool, args, result string) testCall {
	return testCall{ID: "c1", Tool: tool, Args: json.RawMessage(args), Status: "ok", Result: result}
}

// countedCall is okCall with the count of items the tool gave; a count
// below zero leaves the call without one.
func countedCall(tool, args, result string, count int) testCall {
	c := okCall(tool, args, result)
	if count >= 0 {
		c.Count = &count
	}
	return c
}

// failedCall is a call of tool that did not succeed: status says how, and
// result is its error text.
func failedCall(tool, args, status, result string) testCall {
	return testCall{ID: "c1", Tool: tool, Args: json.RawMessage(args), Status: status, Result: result}
}

// checkCalls checks reply over one turn of calls, numbered c1, c2, … in
// order, whose tools are the turn's tools, so that a reply's
// {{receipt:cN}} names the Nth call. Tools offered and not called may
// follow; they are listed after the calls' tools.
func checkCalls(t testing.TB, lang, request, reply string, calls []testCall, offered ...string) Report {
	t.Helper()
	tc := testCase{ID: "x", Lang: lang, Request: request, Reply: reply}
	for i, c := range calls {
		c.ID = "c" + strconv.Itoa(i+1)
		tc.Calls = append(tc.Calls, c)
		if !slices.Contains(tc.Tools, c.Tool) {
			tc.Tools = append(tc.Tools, c.Tool)
		}
	}
	tc.Tools = append(tc.Tools, offered...)
	return Check(build(t, tc))
}

// hasFinding reports whether rep has a finding of type typ and, when rule
// is not empty, of that rule.
func hasFinding(rep Report, typ, rule string) bool {
	return slices.ContainsFunc(rep.Findings, func(f Finding) bool {
		return f.Type == typ && (rule == "" || f.Rule == rule)
	})
}

// typedCase is a reply over a turn's calls, and whether Check must report
// a finding of type typ: most come with a twin that differs in one thing
// and must keep the other answer.
type typedCase struct {
	name, lang, request string
	calls               []testCall
	reply, typ          string
	want                bool
}

// runTypedCases checks each case's finding type against its want.
func runTypedCases(t *testing.T, cases []typedCase) {
	t.Helper()
	for _, tt := range cases {
		rep := checkCalls(t, tt.lang, tt.request, tt.reply, tt.calls)
		if got := hasFinding(rep, tt.typ, ""); got != tt.want {
			t.Errorf("%s: %s reported %v, want %v; findings %+v", tt.name, tt.typ, got, tt.want, rep.Findings)
		}
	}
}
