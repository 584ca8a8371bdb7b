package agent_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/internal/paired"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/provider/providertest"
	"github.com/pramana-dev/pramana/tool"
)

// instantProvider is a zero-latency in-process model: it asks for one
// list_dir call, then answers citing whatever receipt it was shown. It
// makes the benchmark measure the runtime, not HTTP.
type instantProvider struct{ n atomic.Int64 }

func (p *instantProvider) Chat(_ context.Context, req provider.Request) (provider.Response, error) {
	last := req.Messages[len(req.Messages)-1]
	if last.Role != provider.RoleTool {
		id := fmt.Sprintf("c%d", p.n.Add(1))
		return provider.Response{Message: provider.Message{Role: provider.RoleAssistant,
			ToolCalls: []provider.ToolCall{{ID: id, Name: "list_dir", Arguments: `{"path":"reports"}`}}}}, nil
	}
	cite := ""
	if i := strings.Index(last.Content, "[receipt: "); i >= 0 {
		cite = " " + last.Content[i:]
	}
	return provider.Response{Message: provider.Message{Role: provider.RoleAssistant,
		Content: "reports/ holds three files: q1.csv, q2.csv and q3.csv." + cite}}, nil
}

// benchList is a list_dir that answers at once.
func benchList() tool.Tool {
	return &testTool{name: "list_dir", readOnly: true, run: func(context.Context, json.RawMessage) (tool.Result, error) {
		return tool.Result{Text: "q1.csv\nq2.csv\nq3.csv", Count: tool.Count(3)}, nil
	}}
}

// BenchmarkTurn runs whole turns (model, one tool call, reply,
// verification) with receipts on and off in the same run.
func BenchmarkTurn(b *testing.B) {
	list := benchList()
	for _, on := range []bool{false, true} {
		name := "receipts=off"
		if on {
			name = "receipts=on"
		}
		b.Run(name, func(b *testing.B) {
			a, err := agent.New(agent.Options{
				Provider: &instantProvider{},
				Tools:    []tool.Tool{list},
				Receipts: agent.ReceiptOptions{Disabled: !on},
			})
			if err != nil {
				b.Fatal(err)
			}
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if _, err := a.Run(ctx, agent.Turn{Message: "What is in reports/?"}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkTurnOverhead is BenchmarkTurn with the two sides paired: each
// iteration runs one turn with receipts and one without, alternating which
// goes first, and times each on its own, so that both see the same load
// on a shared machine. It reports each side's mean and the overhead in
// percent: the runtime's own cost of receipts, with no model and no HTTP.
func BenchmarkTurnOverhead(b *testing.B) {
	list := benchList()
	agents := map[bool]*agent.Agent{}
	for _, on := range []bool{false, true} {
		a, err := agent.New(agent.Options{
			Provider: &instantProvider{},
			Tools:    []tool.Tool{list},
			Receipts: agent.ReceiptOptions{Disabled: !on},
		})
		if err != nil {
			b.Fatal(err)
		}
		agents[on] = a
	}
	ctx := context.Background()
	b.ReportAllocs()
	paired.Run(b, func(on bool) time.Duration {
		start := time.Now()
		if _, err := agents[on].Run(ctx, agent.Turn{Message: "What is in reports/?"}); err != nil {
			b.Fatal(err)
		}
		return time.Since(start)
	})
}

// BenchmarkReceiptOverhead runs turns with receipts on and off in
// alternation, through the real OpenAI client and a scripted server on loopback that
// answers at once (the path a turn takes in production, minus the model's
// thinking time), timing each
// side on its own, so that both see the same machine load: on a shared
// machine, back-to-back sub-benchmarks drift more than the difference
// being measured. It reports each side's mean and median and the
// overhead in percent by each (see paired.Report).
func BenchmarkReceiptOverhead(b *testing.B) {
	list := benchList()
	fake := &instantProvider{}
	srv := providertest.New(nil)
	srv.Start()
	defer srv.Close()
	p, err := provider.NewOpenAI(provider.OpenAIOptions{BaseURL: srv.URL(), Model: "bench", MaxRetries: -1})
	if err != nil {
		b.Fatal(err)
	}
	agents := map[bool]*agent.Agent{}
	for _, on := range []bool{false, true} {
		agents[on], err = agent.New(agent.Options{Provider: p, Tools: []tool.Tool{list}, Receipts: agent.ReceiptOptions{Disabled: !on}})
		if err != nil {
			b.Fatal(err)
		}
	}
	step := providertest.Turn{Reply: func(req providertest.Request) providertest.Turn {
		resp, _ := fake.Chat(context.Background(), provider.Request{Messages: req.Messages})
		return providertest.Turn{Content: resp.Message.Content, ToolCalls: resp.Message.ToolCalls}
	}}
	ctx := context.Background()
	paired.Run(b, func(on bool) time.Duration {
		srv.Append(step, step)
		start := time.Now()
		if _, err := agents[on].Run(ctx, agent.Turn{Message: "What is in reports/?"}); err != nil {
			b.Fatal(err)
		}
		return time.Since(start)
	})
}
