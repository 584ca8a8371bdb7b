package mcp

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/policy"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/provider/providertest"
	"github.com/pramana-dev/pramana/verify"
)

var trailerRe = regexp.MustCompile(`\[receipt: (zc-receipt-[0-9]+-[A-Za-z0-9_-]{43})\]`)

// A whole model turn over a real stdio MCP server and a fake OpenAI
// model: the model sees the MCP tools, a failing call gets no receipt, the
// model carries on, and its reply citing the successful call's receipt
// verifies.
func TestAgentTurnWithMCPTools(t *testing.T) {
	c := connect(t, stdioServer("ts", 10*time.Second), ClientOptions{})
	model := providertest.New([]providertest.Turn{
		{ToolCalls: []provider.ToolCall{{Name: "ts__fail", Arguments: `{}`}}},
		{ToolCalls: []provider.ToolCall{{Name: "ts__echo", Arguments: `{"text":"42 apples"}`}}},
		{Reply: func(req providertest.Request) providertest.Turn {
			m := trailerRe.FindStringSubmatch(req.LastToolResult())
			if m == nil {
				return providertest.Turn{Content: "no receipt came back"}
			}
			return providertest.Turn{Content: "The fail tool errored; echo returned 42 apples [receipt: " + m[1] + "]."}
		}},
	})
	model.Start()
	t.Cleanup(model.Close)
	p, err := provider.NewOpenAI(provider.OpenAIOptions{BaseURL: model.URL(), Model: "m", MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	sink := &memSink{}
	a, err := agent.New(agent.Options{Provider: p, Tools: c.Tools(), Autonomy: policy.Full, Audit: sink})
	if err != nil {
		t.Fatal(err)
	}
	res, err := a.Run(t.Context(), agent.Turn{Message: "echo 42 apples"})
	if err != nil {
		t.Fatal(err)
	}
	specs := model.Requests()[0].Tools
	if len(specs) != 7 || !strings.HasPrefix(specs[0].Name, "ts__") {
		t.Errorf("the model was offered %d tools (%v); want the 7 MCP tools", len(specs), specs)
	}
	if len(res.Calls) != 2 || res.Calls[0].Status != verify.StatusError || res.Calls[0].Receipt != "" || res.Calls[1].Status != verify.StatusOK {
		t.Fatalf("calls = %+v", res.Calls)
	}
	if len(res.Receipts) != 1 || res.Report.Trust != verify.TrustVerified || res.Report.Valid != 1 {
		t.Fatalf("receipts %+v, report %+v; want one valid receipt and a verified reply", res.Receipts, res.Report)
	}
	if ev := sink.toolEvents(); len(ev) != 2 || ev[0].Status != "error" || ev[0].Receipt != "" {
		t.Errorf("audit events = %+v", ev)
	}
}
