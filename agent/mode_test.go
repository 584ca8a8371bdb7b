package agent_test

import (
	"strings"
	"testing"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/provider/providertest"
	"github.com/pramana-dev/pramana/verify"
)

// forged is a well-formed receipt no scope issued.
const forged = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"

func TestVerificationModes(t *testing.T) {
	lying := providertest.Turn{Content: "The folder has 3 files [receipt: " + forged + "]."}
	cases := []struct {
		mode        string
		script      []providertest.Turn
		wantBlocked bool
		wantRetries int
		wantWarning bool
		wantText    string
	}{
		{mode: agent.ModeAnnotate, script: []providertest.Turn{lying}, wantText: "The folder has 3 files"},
		{mode: agent.ModeWarn, script: []providertest.Turn{lying}, wantWarning: true, wantText: "The folder has 3 files"},
		{mode: agent.ModeBlock, script: []providertest.Turn{lying}, wantBlocked: true, wantText: "pramana withheld the model's reply"},
		{mode: agent.ModeRetry, script: []providertest.Turn{lying, {Content: "I have not listed the folder, so I cannot say."}}, wantRetries: 1, wantText: "I have not listed the folder"},
		{mode: agent.ModeRetry, script: []providertest.Turn{lying, lying}, wantRetries: 1, wantWarning: true, wantText: "The folder has 3 files"},
	}
	for _, c := range cases {
		t.Run(c.mode, func(t *testing.T) {
			h := newHarness(t, c.script, agent.Options{Verification: agent.VerificationOptions{Mode: c.mode}})
			res, err := h.agent.Run(t.Context(), agent.Turn{Message: "how many files?"})
			if err != nil {
				t.Fatal(err)
			}
			if res.Blocked != c.wantBlocked || res.Retries != c.wantRetries {
				t.Errorf("blocked=%v retries=%d, want %v %d", res.Blocked, res.Retries, c.wantBlocked, c.wantRetries)
			}
			if got := strings.Contains(res.Reply, "⚠ pramana verification"); got != c.wantWarning {
				t.Errorf("warning shown=%v, want %v:\n%s", got, c.wantWarning, res.Reply)
			}
			if !strings.HasPrefix(res.Reply, c.wantText) {
				t.Errorf("reply %q does not start with %q", res.Reply, c.wantText)
			}
			if c.wantBlocked && strings.Contains(res.Reply, forged+"]") && !strings.Contains(res.Reply, "forged_receipt") {
				t.Errorf("blocked reply leaks the model text without saying why: %q", res.Reply)
			}
			// Every mode records the report.
			var reports int
			for _, ev := range h.sink.events {
				if ev.Kind == "verification" {
					reports++
				}
			}
			if reports != 1+c.wantRetries {
				t.Errorf("%d verification events, want %d", reports, 1+c.wantRetries)
			}
			if c.mode == agent.ModeRetry {
				reqs := h.srv.Requests()
				last := reqs[len(reqs)-1].Messages
				if m := last[len(last)-1]; m.Role != provider.RoleUser || !strings.Contains(m.Content, verify.ForgedReceipt) {
					t.Errorf("correction prompt %+v does not name the finding", m)
				}
			}
		})
	}
}
