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

// TestBlockActsOnSureFindings: block mode withholds a reply only for a sure
// finding; a reply whose only findings are unsupported (a value the checker
// could not trace, which may be the model's own working) is delivered with
// the warning, unless block_unsupported asks for the old behaviour.
func TestBlockActsOnSureFindings(t *testing.T) {
	echo := providertest.Turn{ToolCalls: []provider.ToolCall{{ID: "c1", Name: "echo", Arguments: `{"text":"used 41.2 GB of 100 GB"}`}}}
	worked := citeReceipts("The echo result shows 48.2 GB of the disk used.")
	lying := providertest.Turn{Content: "The folder has 3 files [receipt: " + forged + "]."}
	cases := []struct {
		name             string
		script           []providertest.Turn
		blockUnsupported bool
		wantSure         bool
		wantBlocked      bool
	}{
		{name: "unsupported only", script: []providertest.Turn{echo, worked}},
		{name: "unsupported only, block_unsupported", script: []providertest.Turn{echo, worked}, blockUnsupported: true, wantBlocked: true},
		{name: "sure", script: []providertest.Turn{lying}, wantSure: true, wantBlocked: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, c.script, agent.Options{Verification: agent.VerificationOptions{Mode: agent.ModeBlock, BlockUnsupported: c.blockUnsupported}})
			res, err := h.agent.Run(t.Context(), agent.Turn{Message: "how full is it?"})
			if err != nil {
				t.Fatal(err)
			}
			fs := res.Report.Findings
			if len(fs) == 0 {
				t.Fatalf("no findings on %q; the case tests nothing", res.ModelText)
			}
			sure := false
			for _, f := range fs {
				sure = sure || f.Sure()
			}
			if sure != c.wantSure {
				t.Fatalf("findings %+v: sure=%v, want %v", fs, sure, c.wantSure)
			}
			if res.Blocked != c.wantBlocked {
				t.Errorf("blocked=%v, want %v:\n%s", res.Blocked, c.wantBlocked, res.Reply)
			}
			if c.wantBlocked {
				if !strings.HasPrefix(res.Reply, "pramana withheld the model's reply") || strings.Contains(res.Reply, res.ModelText) {
					t.Errorf("blocked reply shows the model text or does not say it was withheld:\n%s", res.Reply)
				}
				return
			}
			if !strings.HasPrefix(res.Reply, "The echo result shows 48.2 GB of the disk used.") {
				t.Errorf("reply not delivered:\n%s", res.Reply)
			}
			if !strings.Contains(res.Reply, "⚠ pramana verification") || !strings.Contains(res.Reply, verify.FactMismatch) {
				t.Errorf("delivered reply lacks the warning:\n%s", res.Reply)
			}
		})
	}
}

// TestCorrectionPromptSeparatesBases: in retry mode the model is told which
// findings contradict the record and which are values it may have worked
// out, so that it shows its working instead of changing a right value.
func TestCorrectionPromptSeparatesBases(t *testing.T) {
	echo := providertest.Turn{ToolCalls: []provider.ToolCall{{ID: "c1", Name: "echo", Arguments: `{"text":"used 41.2 GB of 100 GB"}`}}}
	worked := citeReceipts("The echo result shows 48.2 GB of the disk used.")
	h := newHarness(t, []providertest.Turn{echo, worked, {Content: "41.2 GB of 100 GB are used."}},
		agent.Options{Verification: agent.VerificationOptions{Mode: agent.ModeRetry}})
	res, err := h.agent.Run(t.Context(), agent.Turn{Message: "how full is it?"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Retries != 1 {
		t.Fatalf("retries=%d, want 1", res.Retries)
	}
	reqs := h.srv.Requests()
	last := reqs[len(reqs)-1].Messages
	prompt := last[len(last)-1].Content
	if !strings.Contains(prompt, "show the working") || !strings.Contains(prompt, "48.2") {
		t.Errorf("correction prompt does not ask for the working of the unsupported value:\n%s", prompt)
	}
	if strings.Contains(prompt, "contradict") {
		t.Errorf("correction prompt calls an unsupported value a contradiction:\n%s", prompt)
	}
}

// TestRetryAcceptsShownWorking: a value the model worked out is
// unsupported until it shows how; the correction prompt asks for the
// working as an equation, and a reply that shows it passes the check, so
// retry mode ends with the right value kept and no warning.
func TestRetryAcceptsShownWorking(t *testing.T) {
	config := providertest.Turn{ToolCalls: []provider.ToolCall{{ID: "c1", Name: "echo",
		Arguments: `{"text":"server:\n  port: 8080\n  read_timeout: 15s\ndatabase:\n  host: db.internal\n  pool_size: 25\n  conn_timeout_ms: 4500\n  max_idle: 5\n"}`}}}
	// 19.5 s is in no result: it is 15 s plus 4500 ms, worked out.
	bare := citeReceipts("Worst case about **19.5 seconds**.\n\n")
	shown := citeReceipts("Worst case about **19.5 seconds** (15 s + 4500 ms ÷ 1000 = 19.5 s).\n\n")
	h := newHarness(t, []providertest.Turn{config, bare, shown}, agent.Options{Verification: agent.VerificationOptions{Mode: agent.ModeRetry}})
	res, err := h.agent.Run(t.Context(), agent.Turn{Message: "Read config/app.yaml: how long can a request wait at worst, read timeout plus DB connect timeout?"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Retries != 1 {
		t.Fatalf("retries=%d, want 1: the bare value should have been questioned: %+v %q", res.Retries, res.Report, res.ModelText)
	}
	reqs := h.srv.Requests()
	last := reqs[len(reqs)-1].Messages
	if p := last[len(last)-1].Content; !strings.Contains(p, "19.5") || !strings.Contains(p, "show the working") {
		t.Errorf("correction prompt does not ask for the working of 19.5:\n%s", p)
	}
	if len(res.Report.Findings) != 0 || strings.Contains(res.Reply, "⚠ pramana verification") {
		t.Errorf("shown working still flagged: %+v\n%s", res.Report.Findings, res.Reply)
	}
	if !strings.Contains(res.Reply, "19.5 seconds** (15 s + 4500 ms ÷ 1000 = 19.5 s)") {
		t.Errorf("reply %q lost the value", res.Reply)
	}
}
