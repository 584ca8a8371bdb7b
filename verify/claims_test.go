package verify

import (
	"strings"
	"testing"

	"github.com/pramana-dev/pramana/receipt"
)

func TestClaimsBlock(t *testing.T) {
	scope, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer scope.Close()
	e, err := scope.Sign(receipt.Call{ID: "c1", Tool: "list_dir", Args: []byte(`{"path":"r"}`), Result: "a.pdf\nb.pdf"})
	if err != nil {
		t.Fatal(err)
	}
	n := 2
	r := e.Receipt.String()
	rec := Record{Scope: scope, Request: "list r", Calls: []Call{{ID: "c1", Tool: "list_dir", Status: StatusOK, Result: e.Result, Count: &n, Receipt: r}}}
	prose := "The folder holds a.pdf and b.pdf."
	tests := []struct {
		name, block string
		want        []string
	}{
		{"valid", `{"text":"two files","source":"tool","receipt":"` + r + `","count":2,"value":"a.pdf"}`, nil},
		{"wrong count", `{"text":"three files","source":"tool","receipt":"` + r + `","count":3}`, []string{CountMismatch}},
		{"wrong value", `{"text":"c.pdf","source":"tool","receipt":"` + r + `","value":"c.pdf"}`, []string{FactMismatch}},
		{"no receipt", `{"text":"two files","source":"tool"}`, []string{UnbackedToolClaim}},
		{"false absence", `{"text":"empty","source":"absence","receipt":"` + r + `"}`, []string{FalseAbsence}},
		{"unknown field", `{"text":"x","source":"tool","extra":1}`, []string{UnbackedToolClaim}},
		{"bad source", `{"text":"x","source":"vibes"}`, []string{UnbackedToolClaim}},
		{"inference", `{"text":"a is older","source":"inference"}`, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			reply := prose + "\n\n```claims\n" + tc.block + "\n```\n"
			rep := Check(reply, rec)
			got := foundTypes(rep)
			if strings.Join(got, ",") != strings.Join(tc.want, ",") {
				t.Errorf("types = %v, want %v; findings %+v", got, tc.want, rep.Findings)
			}
			if rep.Reply != prose+"\n" && rep.Reply != prose {
				t.Errorf("Reply = %q, want the prose without the block", rep.Reply)
			}
		})
	}
	// An unclosed block is malformed and still stripped from nothing: the
	// reply is shown as is up to the block.
	rep := Check(prose+"\n```claims\n{\"text\":\"x\",\"source\":\"tool\"}", rec)
	if got := foundTypes(rep); len(got) != 1 || got[0] != UnbackedToolClaim {
		t.Errorf("unclosed block: types %v, want [unbacked_tool_claim]", got)
	}
}
