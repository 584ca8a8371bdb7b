package verify

import (
	"slices"
	"testing"
)

// fact11Case is a reply checked against several calls, each cited at the
// reply's end.
type fact11Case struct {
	name, lang, request string
	calls               []testCall
	reply               string
	want                bool
	rule                string // when set, only a finding by this rule counts
}

func runFact11(t *testing.T, cases []fact11Case) {
	t.Helper()
	for _, tt := range cases {
		tc := testCase{ID: "x", Lang: tt.lang, Request: tt.request, Reply: tt.reply}
		for i, cl := range tt.calls {
			cl.ID = "c" + string(rune('1'+i))
			tc.Calls = append(tc.Calls, cl)
			if !slices.Contains(tc.Tools, cl.Tool) {
				tc.Tools = append(tc.Tools, cl.Tool)
			}
			tc.Reply += " {{receipt:" + cl.ID + "}}"
		}
		reply, rec := build(t, tc)
		rep := Check(reply, rec)
		got := slices.ContainsFunc(rep.Findings, func(f Finding) bool {
			return f.Type == FactMismatch && (tt.rule == "" || f.Rule == tt.rule)
		})
		if got != tt.want {
			t.Errorf("%s: fact_mismatch found %v, want %v; findings %+v", tt.name, got, tt.want, rep.Findings)
		}
	}
}

// A number written as a count of a call's items but far above that count
// is a value, and is held to the results as values are.
func TestFact11FarCountIsValue(t *testing.T) {
	listing := ninthCall("list_dir", `{"path": "docs"}`, "intro.md\nsetup.md\nfaq.md\n", 3)
	lines := ninthCall("shell", `{"cmd": "wc -l src/parser.c"}`, "2417 src/parser.c\n", -1)
	runFact11(t, []fact11Case{
		{"zh lines misread", "zh", "docs 里有什么？src/parser.c 多长？", []testCall{listing, lines},
			"docs 里有 3 个文件。`src/parser.c` 有 2471 行。", true, ""},
		{"zh lines right", "zh", "docs 里有什么？src/parser.c 多长？", []testCall{listing, lines},
			"docs 里有 3 个文件。`src/parser.c` 有 2417 行。", false, ""},
		{"ja lines misread", "ja", "docs の中身と src/parser.c の行数は？", []testCall{listing, lines},
			"docs には 3 個のファイルがあります。src/parser.c は 2427 行です。", true, ""},
		{"en lines misread", "en", "What's in docs, and how long is src/parser.c?", []testCall{listing, lines},
			"docs holds 3 files, and src/parser.c has 2471 lines.", true, ""},
		{"en lines, a number of the user's", "en", "What's in docs? Is src/parser.c over 5000 lines?", []testCall{listing, lines},
			"docs holds 3 files; src/parser.c is well under 5000 lines.", false, ""},
	})
}
