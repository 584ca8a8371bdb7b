package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/config"
	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/provider/providertest"
)

var dmTrailerRe = regexp.MustCompile(`\[receipt: (zc-receipt-[0-9]+-[A-Za-z0-9_-]{43})\]`)

// dmListThenCite is a stateless scripted model: a user message gets a
// list_dir call, a tool result gets a reply citing its receipt.
func dmListThenCite() providertest.Turn {
	return providertest.Turn{Reply: func(req providertest.Request) providertest.Turn {
		last := req.Messages[len(req.Messages)-1]
		if last.Role != provider.RoleTool {
			return providertest.Turn{ToolCalls: []provider.ToolCall{{Name: "list_dir", Arguments: `{"path":"."}`}}}
		}
		m := dmTrailerRe.FindStringSubmatch(last.Content)
		if m == nil {
			return providertest.Turn{Content: "no receipt came back"}
		}
		return providertest.Turn{Content: "I listed the workspace [" + m[1] + "]."}
	}}
}

func dmScript(t providertest.Turn, n int) []providertest.Turn {
	s := make([]providertest.Turn, n)
	for i := range s {
		s[i] = t
	}
	return s
}

// writeDaemonConfig writes a config for a daemon on a loopback port of
// its choosing, against model, with a workspace of three files.
func writeDaemonConfig(t *testing.T, dir, modelURL string) (cfgPath, dbPath string) {
	t.Helper()
	ws := filepath.Join(dir, "ws")
	if err := os.MkdirAll(ws, 0o700); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"a.txt", "b.txt", "c.txt"} {
		if err := os.WriteFile(filepath.Join(ws, f), []byte(f), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	dbPath = filepath.Join(dir, "audit.db")
	cfgPath = filepath.Join(dir, "config.toml")
	toml := fmt.Sprintf(`[provider]
base_url = %q
model = "scripted"
api_key_env = "PRAMANA_TEST_NO_SUCH_KEY"

[agent]
workspace = %q

[daemon]
listen = "127.0.0.1:0"
auth_tokens_env = "PRAMANA_TEST_TOKENS"
turn_timeout = "30s"
shutdown_grace = "2s"
max_inflight = 64

[audit]
path = %q
`, modelURL, ws, dbPath)
	if err := os.WriteFile(cfgPath, []byte(toml), 0o600); err != nil {
		t.Fatal(err)
	}
	return cfgPath, dbPath
}

func dmEnv(stdin io.Reader, vars map[string]string) (*env, *bytes.Buffer, *bytes.Buffer) {
	var out, errb bytes.Buffer
	return &env{
		stdin: stdin, stdout: &out, stderr: &errb,
		getenv: func(k string) string { return vars[k] },
		logger: slog.New(slog.DiscardHandler),
	}, &out, &errb
}

func dmExit(t *testing.T, err error) int {
	t.Helper()
	if err == nil {
		return 0
	}
	var ex *exitError
	if !errors.As(err, &ex) {
		t.Fatalf("error %v (%T) is not an *exitError", err, err)
	}
	return ex.code
}

// dmStartInProcess runs runDaemon in this process and returns its URL.
func dmStartInProcess(t *testing.T, cfgPath string, vars map[string]string) (string, context.CancelFunc, <-chan error) {
	t.Helper()
	cfg, err := config.Load(cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	pr, pw := io.Pipe()
	e, _, _ := dmEnv(nil, vars)
	e.stderr = pw
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() { done <- runDaemon(ctx, e, cfg); pw.Close() }()
	url, rest := dmReadListening(t, pr)
	go io.Copy(io.Discard, rest)
	return url, cancel, done
}

var dmListeningRe = regexp.MustCompile(`listening on (http://127\.0\.0\.1:[0-9]+)`)

// dmReadListening reads lines from r until the daemon says where it
// listens.
func dmReadListening(t *testing.T, r io.Reader) (string, io.Reader) {
	t.Helper()
	br := bufio.NewReader(r)
	var seen strings.Builder
	for {
		line, err := br.ReadString('\n')
		seen.WriteString(line)
		if m := dmListeningRe.FindStringSubmatch(line); m != nil {
			return m[1], br
		}
		if err != nil {
			t.Fatalf("the daemon did not start: %v\n%s", err, seen.String())
		}
	}
}

func TestVerifyCommand(t *testing.T) {
	model := providertest.New(dmScript(dmListThenCite(), 2))
	model.Start()
	t.Cleanup(model.Close)
	cfgPath, _ := writeDaemonConfig(t, t.TempDir(), model.URL())
	vars := map[string]string{"PRAMANA_TEST_TOKENS": "tok-1,tok-2"}
	url, cancel, done := dmStartInProcess(t, cfgPath, vars)
	t.Cleanup(func() { cancel(); <-done })

	req, _ := http.NewRequest("POST", url+"/v1/turns", strings.NewReader(`{"message":"list"}`))
	req.Header.Set("Authorization", "Bearer tok-2")
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var turn gateway.TurnResponse
	json.NewDecoder(resp.Body).Decode(&turn)
	resp.Body.Close()
	if resp.StatusCode != 200 || len(turn.Receipts) != 1 {
		t.Fatalf("turn %d: %+v", resp.StatusCode, turn)
	}

	dir := t.TempDir()
	clean := filepath.Join(dir, "clean.txt")
	os.WriteFile(clean, []byte(turn.Reply), 0o600)
	forged := filepath.Join(dir, "forged.txt")
	os.WriteFile(forged, []byte("There is also d.txt [zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA]."), 0o600)
	opts := verifyOptions{Daemon: url, TokenEnv: "PRAMANA_TEST_TOKENS"}

	e, out, _ := dmEnv(nil, vars)
	if code := dmExit(t, runVerify(t.Context(), e, clean, opts)); code != 0 {
		t.Fatalf("clean reply: exit %d\n%s", code, out)
	}
	if !strings.Contains(out.String(), "valid       "+turn.Receipts[0].Receipt+"  list_dir call") || !strings.Contains(out.String(), "Trust: verified.") {
		t.Errorf("clean output:\n%s", out)
	}

	e, out, _ = dmEnv(strings.NewReader(turn.Reply+"\nalso [zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA]"), vars)
	if code := dmExit(t, runVerify(t.Context(), e, "-", opts)); code != 1 {
		t.Fatalf("forged from stdin: exit %d\n%s", code, out)
	}
	if !strings.Contains(out.String(), "forged      zc-receipt-1774608496-") || !strings.Contains(out.String(), "- forged_receipt (record):") {
		t.Errorf("forged output:\n%s", out)
	}

	e, out, _ = dmEnv(nil, vars)
	o := opts
	o.JSON = true
	if code := dmExit(t, runVerify(t.Context(), e, forged, o)); code != 1 {
		t.Fatalf("--json forged: exit %d", code)
	}
	var vr gateway.VerifyResponse
	if err := json.Unmarshal(out.Bytes(), &vr); err != nil || len(vr.Receipts) != 1 || vr.Receipts[0].Status != gateway.StatusForged {
		t.Errorf("--json output %v:\n%s", err, out)
	}

	for _, tc := range []struct {
		name, file string
		opts       verifyOptions
		vars       map[string]string
		want       string
	}{
		{"wrong token", clean, opts, map[string]string{"PRAMANA_TEST_TOKENS": "nope"}, "the daemon answered 401"},
		{"no token", clean, opts, nil, "the daemon answered 401"},
		{"missing file", filepath.Join(dir, "nope.txt"), opts, vars, "verify: read " + filepath.Join(dir, "nope.txt")},
		{"bad url", clean, verifyOptions{Daemon: "localhost:8787"}, vars, "is not an http or https URL"},
		{"nobody listening", clean, verifyOptions{Daemon: dmClosedURL(t)}, vars, "cannot connect to the daemon"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, _, _ := dmEnv(nil, tc.vars)
			err := runVerify(t.Context(), e, tc.file, tc.opts)
			if code := dmExit(t, err); code != 2 || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("exit %d, error %v; want 2 and %q", code, err, tc.want)
			}
			var h *hinted
			if !errors.As(err, &h) || h.hint == "" {
				t.Errorf("error without a hint: %v", err)
			}
		})
	}
}

// dmClosedURL returns the URL of a loopback port nobody listens on.
func dmClosedURL(t *testing.T) string {
	srv := providertest.New(nil)
	srv.Start()
	u := strings.TrimSuffix(srv.URL(), "/v1")
	srv.Close()
	return u
}

func TestDaemonURL(t *testing.T) {
	for in, want := range map[string]string{
		"127.0.0.1:8787": "http://127.0.0.1:8787",
		"0.0.0.0:9000":   "http://127.0.0.1:9000",
		"[::]:9000":      "http://127.0.0.1:9000",
		":9000":          "http://127.0.0.1:9000",
		"[::1]:8787":     "http://[::1]:8787",
	} {
		if got := daemonURL(in); got != want {
			t.Errorf("daemonURL(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDaemonRefusesPublicWithoutToken(t *testing.T) {
	cfgPath, dbPath := writeDaemonConfig(t, t.TempDir(), "http://127.0.0.1:1/v1")
	cfg, err := config.Load(cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Daemon.Listen = "0.0.0.0:0"
	e, _, _ := dmEnv(nil, nil)
	err = runDaemon(t.Context(), e, cfg)
	var h *hinted
	if err == nil || !strings.Contains(err.Error(), "refusing to listen on 0.0.0.0") || !errors.As(err, &h) || !strings.Contains(h.hint, "PRAMANA_TEST_TOKENS") {
		t.Fatalf("runDaemon = %v", err)
	}
	if _, err := os.Stat(dbPath); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the refused daemon created its audit log: %v", err)
	}
}

// TestDaemonProcess is the daemon process of TestDaemonCrash when the
// daemon command is not registered in this build: it runs runDaemon with
// the config named by the environment, and exits.
func TestDaemonProcess(t *testing.T) {
	cfgPath := os.Getenv("PRAMANA_TEST_DAEMON_CONFIG")
	if cfgPath == "" {
		t.Skip("helper process for TestDaemonCrash")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cfg, err := config.Load(cfgPath)
	if err == nil {
		e := &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, getenv: os.Getenv, logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))}
		err = runDaemon(ctx, e, cfg)
	}
	if err != nil {
		printError(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(0)
}

// daemonCmd returns the command that runs a daemon on cfgPath: the
// pramana binary when this build registers the daemon command, else this
// test binary re-executed as TestDaemonProcess.
func daemonCmd(t *testing.T, cfgPath string) *exec.Cmd {
	t.Helper()
	registered := false
	for _, c := range commands(&env{getenv: os.Getenv, logger: slog.New(slog.DiscardHandler)}) {
		registered = registered || c.Name() == "daemon"
	}
	if !registered {
		t.Log("the daemon command is not registered; running runDaemon in a re-executed test binary")
		cmd := exec.Command(os.Args[0], "-test.run=^TestDaemonProcess$", "-test.count=1")
		cmd.Env = append(os.Environ(), "PRAMANA_TEST_DAEMON_CONFIG="+cfgPath)
		return cmd
	}
	bin := dmBuildPramana(t)
	return exec.Command(bin, "daemon", "--config", cfgPath)
}

var (
	dmBuildOnce sync.Once
	dmBuiltBin  string
	dmBuildErr  error
)

// dmBuildPramana builds cmd/pramana once per test binary.
func dmBuildPramana(t *testing.T) string {
	dmBuildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "pramana-bin-")
		if err != nil {
			dmBuildErr = err
			return
		}
		dmBuiltBin = filepath.Join(dir, "pramana")
		out, err := exec.Command("go", "build", "-o", dmBuiltBin, "../../cmd/pramana").CombinedOutput()
		if err != nil {
			dmBuildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if dmBuildErr != nil {
		t.Fatal(dmBuildErr)
	}
	return dmBuiltBin
}

// daemonProc is a daemon running as a child process.
type daemonProc struct {
	cmd    *exec.Cmd
	url    string
	stderr *dmSyncBuf
	done   chan error
}

type dmSyncBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *dmSyncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *dmSyncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func startDaemon(t *testing.T, cfgPath, token string) *daemonProc {
	t.Helper()
	cmd := daemonCmd(t, cfgPath)
	cmd.Env = append(cmd.Environ(), "PRAMANA_TEST_TOKENS="+token, "PRAMANA_LOG=warn")
	pr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	d := &daemonProc{cmd: cmd, stderr: &dmSyncBuf{}, done: make(chan error, 1)}
	urlc := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			d.stderr.Write([]byte(sc.Text() + "\n"))
			if m := dmListeningRe.FindStringSubmatch(sc.Text()); m != nil {
				urlc <- m[1]
			}
		}
		d.done <- cmd.Wait()
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-d.done
	})
	select {
	case d.url = <-urlc:
		return d
	case err := <-d.done:
		d.done <- err
		t.Fatalf("the daemon exited before listening: %v\n%s", err, d.stderr)
	case <-time.After(60 * time.Second):
		t.Fatalf("the daemon did not say where it listens within a minute:\n%s", d.stderr)
	}
	return nil
}

type dmAcked struct {
	conversation string
	receipt      string
}

// TestDaemonCrash kills the daemon with SIGKILL while it serves traffic,
// restarts it on the same audit log, and checks that the chain is intact
// and that every turn that got a reply is in the log with its receipt.
func TestDaemonCrash(t *testing.T) {
	if testing.Short() {
		t.Skip("starts daemon processes; skipped with -short")
	}
	model := providertest.New(dmScript(dmListThenCite(), 4000))
	model.Start()
	t.Cleanup(model.Close)
	cfgPath, dbPath := writeDaemonConfig(t, t.TempDir(), model.URL())
	const token = "crash-test-token"
	d := startDaemon(t, cfgPath, token)

	var (
		mu   sync.Mutex
		acks []dmAcked
		wg   sync.WaitGroup
	)
	client := &http.Client{Timeout: 20 * time.Second}
	stop := make(chan struct{})
	for range 6 {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				req, _ := http.NewRequest("POST", d.url+"/v1/chat/completions", strings.NewReader(`{"model":"scripted","messages":[{"role":"user","content":"list"}]}`))
				req.Header.Set("Authorization", "Bearer "+token)
				req.Header.Set("Content-Type", "application/json")
				resp, err := client.Do(req)
				if err != nil {
					return // the daemon is gone
				}
				var c struct {
					Pramana *gateway.Extension `json:"pramana"`
				}
				err = json.NewDecoder(resp.Body).Decode(&c)
				resp.Body.Close()
				if err != nil || resp.StatusCode != 200 || c.Pramana == nil || len(c.Pramana.Receipts) != 1 {
					continue // not acknowledged
				}
				mu.Lock()
				acks = append(acks, dmAcked{c.Pramana.Conversation, c.Pramana.Receipts[0].Receipt})
				mu.Unlock()
			}
		})
	}
	dmWaitUntil(t, "30 acknowledged turns", func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(acks) >= 30
	})
	// Kill mid-traffic: the clients are still sending.
	if err := d.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	werr := <-d.done
	d.done <- werr // for the cleanup
	close(stop)
	wg.Wait()
	var ee *exec.ExitError
	if !errors.As(werr, &ee) || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("daemon exit: %v\n%s", werr, d.stderr)
	}
	mu.Lock()
	got := append([]dmAcked(nil), acks...)
	mu.Unlock()

	// Restart on the same log; it opens (recovering the WAL) and serves.
	d2 := startDaemon(t, cfgPath, token)
	e, out, _ := dmEnv(strings.NewReader("I listed it ["+got[0].receipt+"]."), map[string]string{"T": token})
	// The new daemon has a new key: an old receipt no longer verifies...
	if code := dmExit(t, runVerify(t.Context(), e, "-", verifyOptions{Daemon: d2.url, TokenEnv: "T"})); code != 1 || !strings.Contains(out.String(), "forged") {
		t.Errorf("old receipt against the restarted daemon: exit %d\n%s", code, out)
	}
	// ... and a graceful stop exits 0.
	if err := d2.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	werr = <-d2.done
	d2.done <- werr
	if werr != nil || !strings.Contains(d2.stderr.String(), "receipt key zeroized") {
		t.Fatalf("graceful stop: %v\n%s", werr, d2.stderr)
	}

	// audit verify passes: through the binary when the test built one,
	// and in process.
	if dmBuiltBin != "" {
		out, err := exec.Command(dmBuiltBin, "audit", "verify", "--db", dbPath).CombinedOutput()
		if err != nil || !strings.Contains(string(out), "audit log intact") {
			t.Fatalf("pramana audit verify: %v\n%s", err, out)
		}
	}
	var vout bytes.Buffer
	if err := runAuditVerify(t.Context(), dbPath, true, &vout); err != nil {
		t.Fatalf("audit verify: %v\n%s", err, vout.String())
	}
	var rep audit.ChainReport
	if err := json.Unmarshal(vout.Bytes(), &rep); err != nil || !rep.OK || rep.Rows < int64(2*len(got)) {
		t.Fatalf("audit verify: %+v (%v), %d acknowledged turns", rep, err, len(got))
	}
	// ... and reconcile finds every acknowledged receipt, in its turn.
	store, err := audit.Open(t.Context(), dbPath, audit.StoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	for _, a := range got {
		res, err := store.Reconcile(t.Context(), "cited "+a.receipt)
		if err != nil {
			t.Fatal(err)
		}
		if len(res) != 1 || res[0].Outcome != audit.ReconcileFound || res[0].Call.Conversation != a.conversation || res[0].Call.Tool != "list_dir" {
			t.Errorf("acknowledged receipt %s of %s: %+v", a.receipt, a.conversation, res)
		}
	}
	t.Logf("%d acknowledged turns before SIGKILL, all in the log; %d rows, chain ok", len(got), rep.Rows)
}

// dmWaitUntil polls cond for up to 60 seconds; it bounds a wait, it does
// not time anything.
func dmWaitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
