package gateway_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/internal/paired"
)

// BenchmarkChatCompletions measures whole turns through
// POST /v1/chat/completions: HTTP in, the agent's loop against a scripted
// model on loopback that answers at once (a list_dir call, then a reply
// citing its receipt), one real tool call, verification, the audit commit
// (SQLite, WAL, synchronous=FULL) and the JSON response. receipts=off is
// the baseline in the same run: the same path with signing, the trailer
// and the receipt check turned off.
func BenchmarkChatCompletions(b *testing.B) {
	for _, on := range []bool{true, false} {
		b.Run(fmt.Sprintf("receipts=%s", map[bool]string{true: "on", false: "off"}[on]), func(b *testing.B) {
			h := newHarness(b, hopts{agent: agent.Options{Receipts: agent.ReceiptOptions{Disabled: !on}}})
			body := chatBody("list the workspace")
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				h.model.Append(toolThenCite(), toolThenCite())
				req, _ := http.NewRequestWithContext(ctx, "POST", h.srv.URL+"/v1/chat/completions", strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				r, err := h.send(req)
				if err != nil || r.status != http.StatusOK {
					b.Fatalf("%v %d %s", err, r.status, r.body)
				}
				h.bodies = h.bodies[:0]
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "turns/s")
			rep, err := h.store.VerifyChain(ctx)
			if err != nil || !rep.OK {
				b.Fatalf("chain %+v %v", rep, err)
			}
			b.ReportMetric(float64(rep.Rows)/b.Elapsed().Seconds(), "rows/s")
		})
	}
}

// BenchmarkChatCompletionsParallel is BenchmarkChatCompletions with 8
// clients per CPU at once: the turns and audit rows per second the daemon
// sustains when its commits contend for the log.
func BenchmarkChatCompletionsParallel(b *testing.B) {
	h := newHarness(b, hopts{gw: gateway.Options{MaxInflight: 1024}})
	body := chatBody("list the workspace")
	ctx := context.Background()
	b.ReportAllocs()
	b.SetParallelism(8)
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			h.model.Append(toolThenCite(), toolThenCite())
			req, _ := http.NewRequestWithContext(ctx, "POST", h.srv.URL+"/v1/chat/completions", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			r, err := h.send(req)
			if err != nil || r.status != http.StatusOK {
				b.Errorf("%v %d %s", err, r.status, r.body)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "turns/s")
	rep, err := h.store.VerifyChain(ctx)
	if err != nil || !rep.OK || rep.Rows != int64(2*b.N) {
		b.Fatalf("chain %+v %v, %d turns", rep, err, b.N)
	}
	b.ReportMetric(float64(rep.Rows)/b.Elapsed().Seconds(), "rows/s")
}

// BenchmarkReceiptOverhead pairs the two sides of BenchmarkChatCompletions
// in one loop: each iteration runs one turn with receipts and one without,
// alternating which goes first, so that both see the same machine load.
// It reports each side's mean and median time per turn and the overhead
// in percent by each (see paired.Report).
func BenchmarkReceiptOverhead(b *testing.B) {
	on := newHarness(b, hopts{})
	off := newHarness(b, hopts{agent: agent.Options{Receipts: agent.ReceiptOptions{Disabled: true}}})
	body := chatBody("list the workspace")
	ctx := context.Background()
	turn := func(h *harness) time.Duration {
		h.model.Append(toolThenCite(), toolThenCite())
		req, _ := http.NewRequestWithContext(ctx, "POST", h.srv.URL+"/v1/chat/completions", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		start := time.Now()
		r, err := h.send(req)
		d := time.Since(start)
		if err != nil || r.status != http.StatusOK {
			b.Fatalf("%v %d %s", err, r.status, r.body)
		}
		h.bodies = h.bodies[:0]
		return d
	}
	paired.Run(b, func(receipts bool) time.Duration {
		if receipts {
			return turn(on)
		}
		return turn(off)
	})
}
