package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/provider/providertest"
)

// runCLI runs the command line in-process with the given stdin and
// environment.
func runCLI(t *testing.T, stdin string, environ map[string]string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	e := &env{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errb, getenv: func(k string) string { return environ[k] }}
	code = run(context.Background(), args, e)
	return code, out.String(), errb.String()
}

// writeConfig writes a config for a scripted server and a workspace with
// three files, and returns its path.
func writeConfig(t *testing.T, baseURL, extra string) string {
	t.Helper()
	dir := t.TempDir()
	ws := filepath.Join(dir, "ws")
	if err := os.MkdirAll(filepath.Join(ws, "reports"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"q1.csv", "q2.csv", "q3.csv"} {
		if err := os.WriteFile(filepath.Join(ws, "reports", f), []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg := "[provider]\nbase_url = \"" + baseURL + "\"\nmodel = \"scripted\"\napi_key_env = \"TEST_KEY\"\n\n[agent]\nworkspace = \"" + ws + "\"\n" + extra
	path := filepath.Join(dir, "config.toml")
	if err := os.WriteFile(path, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

var shownReceipt = regexp.MustCompile(`\[receipt: (zc-receipt-[0-9]+-[A-Za-z0-9_-]{43})\]`)

func citeLast(prefix string) providertest.Turn {
	return providertest.Turn{Reply: func(req providertest.Request) providertest.Turn {
		m := shownReceipt.FindStringSubmatch(req.LastToolResult())
		if m == nil {
			return providertest.Turn{Content: prefix}
		}
		return providertest.Turn{Content: prefix + " [" + m[1] + "]"}
	}}
}

func TestAgentOneTurn(t *testing.T) {
	srv := providertest.New([]providertest.Turn{
		{ToolCalls: []provider.ToolCall{{ID: "c1", Name: "list_dir", Arguments: `{"path":"reports"}`}}},
		citeLast("reports/ holds 3 files."),
	})
	srv.Start()
	defer srv.Close()
	cfg := writeConfig(t, srv.URL(), "")
	code, out, errOut := runCLI(t, "", map[string]string{"TEST_KEY": "sk-test-123"}, "--config", cfg, "agent", "-m", "How many reports?")
	if code != 0 {
		t.Fatalf("exit %d, stderr:\n%s", code, errOut)
	}
	m := regexp.MustCompile(`(zc-receipt-[0-9]+-[A-Za-z0-9_-]{43})`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no receipt in output:\n%s", out)
	}
	want := "reports/ holds 3 files. [" + m[1] + "]\n\n---\nTool receipts:\n  list_dir: " + m[1] + "\nVerification: 1 receipt cited, all valid; no findings.\n"
	if out != want {
		t.Errorf("stdout:\n%q\nwant:\n%q", out, want)
	}
	// The key from the environment reached the server, and nothing else
	// about it reached the output.
	if got := srv.Requests()[0].Header.Get("Authorization"); got != "Bearer sk-test-123" {
		t.Errorf("Authorization %q", got)
	}
	if strings.Contains(out+errOut, "sk-test-123") {
		t.Error("API key printed")
	}
}

func TestAgentInteractiveScopesPerTurn(t *testing.T) {
	var firstReceipt string
	srv := providertest.New([]providertest.Turn{
		{ToolCalls: []provider.ToolCall{{ID: "c1", Name: "list_dir", Arguments: `{"path":"reports"}`}}},
		{Reply: func(req providertest.Request) providertest.Turn {
			firstReceipt = shownReceipt.FindStringSubmatch(req.LastToolResult())[1]
			return providertest.Turn{Content: "3 files [" + firstReceipt + "]"}
		}},
		// The second turn cites the first turn's receipt: genuine, but
		// from a scope that is closed.
		{Reply: func(req providertest.Request) providertest.Turn {
			return providertest.Turn{Content: "As before, 3 files [" + firstReceipt + "]"}
		}},
	})
	srv.Start()
	defer srv.Close()
	cfg := writeConfig(t, srv.URL(), "")
	code, out, errOut := runCLI(t, "How many reports?\n\nAnd now?\n", nil, "--config", cfg, "agent")
	if code != 0 {
		t.Fatalf("exit %d, stderr:\n%s", code, errOut)
	}
	if n := strings.Count(out, "Verification:"); n != 1 {
		t.Errorf("%d footers, want 1 (the second turn issued no receipt):\n%s", n, out)
	}
	if !strings.Contains(out, "forged_receipt") || !strings.Contains(out, "another scope") && !strings.Contains(out, "not this one") {
		t.Errorf("the second turn's stale receipt was not reported as another scope's:\n%s", out)
	}
	// The history went back to the model on the second turn.
	if reqs := srv.Requests(); len(reqs[2].Messages) < 5 {
		t.Errorf("second turn sent %d messages, want the first turn's history too", len(reqs[2].Messages))
	}
}

func TestAgentErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.toml")
	os.WriteFile(bad, []byte("[agent]\nmax_iterations = 3\n"), 0o600)
	cases := []struct {
		name string
		args []string
		want []string
	}{
		{"unknown config key", []string{"--config", bad, "agent", "-m", "hi"}, []string{"pramana: config: " + bad + ":2: unknown key \"agent.max_iterations\"", "Try: "}},
		{"missing config", []string{"--config", filepath.Join(dir, "none.toml"), "agent", "-m", "hi"}, []string{"pramana: config: open", "pramana config init"}},
		{"model server down", []string{"--config", writeConfig(t, "http://127.0.0.1:1/v1", ""), "agent", "-m", "hi"}, []string{"pramana: ", "is the model server running?", "Try: "}},
		{"empty message", []string{"--config", writeConfig(t, "http://127.0.0.1:1/v1", ""), "agent", "-m", " "}, []string{"pramana: the message is empty"}},
		{"bad flag", []string{"agent", "--nope"}, []string{"pramana: unknown flag: --nope", "Try: run \"pramana agent --help\""}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, _, errOut := runCLI(t, "", nil, c.args...)
			if code == 0 {
				t.Fatal("exit 0")
			}
			for _, w := range c.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr lacks %q:\n%s", w, errOut)
				}
			}
			if strings.Contains(errOut, "goroutine ") || strings.Count(strings.TrimSpace(errOut), "\n") > 1 {
				t.Errorf("error is not one line plus a hint:\n%s", errOut)
			}
		})
	}
}

func TestConfigInitShow(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "config.toml")
	if code, out, errOut := runCLI(t, "", nil, "--config", path, "config", "init"); code != 0 || !strings.Contains(out, path) {
		t.Fatalf("init: exit %d\n%s%s", code, out, errOut)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("config file: %v %v", fi, err)
	}
	if code, _, errOut := runCLI(t, "", nil, "--config", path, "config", "init"); code == 0 || !strings.Contains(errOut, "--force") {
		t.Errorf("second init: exit %d, %s", code, errOut)
	}
	code, out, errOut := runCLI(t, "", nil, "--config", path, "config", "show")
	if code != 0 || !strings.Contains(out, "[agent.tool_receipts]") || !strings.Contains(out, `mode = "warn"`) {
		t.Errorf("show: exit %d\n%s%s", code, out, errOut)
	}
}

func TestDemo(t *testing.T) {
	code, out, errOut := runCLI(t, "", nil, "demo")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	for _, want := range []string{
		"scripted model",
		"Verification: 2 receipts cited, all valid; no findings.",
		"forged_receipt", "unbacked_tool_claim", "count_mismatch", "fact_mismatch", "false_absence", "unfetched_source", "denied_call",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("demo output lacks %q", want)
		}
	}
	if n := strings.Count(out, "\n== "); n != len(demoScenes()) {
		t.Errorf("%d scenes shown, want %d", n, len(demoScenes()))
	}
}

func TestLogSpec(t *testing.T) {
	var b bytes.Buffer
	l, err := newLogger(&b, "warn,agent=debug")
	if err != nil {
		t.Fatal(err)
	}
	l.With("component", "agent").Debug("agent detail")
	l.With("component", "provider").Debug("provider detail")
	l.Info("root info")
	if s := b.String(); !strings.Contains(s, "agent detail") || strings.Contains(s, "provider detail") || strings.Contains(s, "root info") {
		t.Errorf("log output:\n%s", s)
	}
	if _, err := newLogger(&b, "loud"); err == nil || !strings.Contains(err.Error(), `"loud" is not a log level`) {
		t.Errorf("err = %v", err)
	}
}
