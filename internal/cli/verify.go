package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"syscall"
	"time"

	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/mcp"
	"github.com/spf13/cobra"
)

func newVerifyCmd(e *env) *cobra.Command {
	var o verifyOptions
	c := &cobra.Command{
		Use:   "verify [--daemon URL | --socket PATH] [--token-env NAME] FILE|-",
		Short: "Check a reply's receipts against a running daemon or MCP server",
		Long: `verify sends a reply (a file, or - for standard input) to a running daemon's
POST /v1/verify and prints the report: each receipt with its status, and the
findings. Receipts verify only against the daemon that issued them, while it
runs; for a reply from before a restart use "pramana audit reconcile".
With --socket, the reply is checked by a running "pramana mcp serve
--verify-socket PATH" instead, over its Unix socket.

Exit status: 0 when there are no findings, 1 when there are, 2 on an error.`,
		Example: `  pramana verify reply.txt
  pbpaste | pramana verify -
  pramana verify --daemon http://10.0.0.5:8787 --token-env PRAMANA_TOKEN reply.txt`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if o.Socket == "" && (o.Daemon == "" || !cmd.Flags().Changed("token-env")) {
				cfg, err := loadConfig(configFlag(cmd))
				if err != nil {
					return &exitError{code: 2, err: err}
				}
				if o.Daemon == "" {
					o.Daemon = daemonURL(cfg.Daemon.Listen)
				}
				if !cmd.Flags().Changed("token-env") {
					o.TokenEnv = cfg.Daemon.AuthTokensEnv
				}
			}
			return runVerify(cmd.Context(), e, args[0], o)
		},
	}
	c.Flags().StringVar(&o.Daemon, "daemon", "", "daemon `URL` (default http:// + [daemon] listen)")
	c.Flags().StringVar(&o.TokenEnv, "token-env", "", "`NAME` of the variable holding the bearer token (default [daemon] auth_tokens_env; the first of a comma-separated list is used)")
	c.Flags().StringVar(&o.Socket, "socket", "", "Unix socket `PATH` of \"pramana mcp serve --verify-socket\" (instead of --daemon)")
	c.Flags().BoolVar(&o.JSON, "json", false, "print the daemon's JSON answer instead of text")
	return c
}

// verifyOptions configure runVerify.
type verifyOptions struct {
	Daemon   string // base URL
	Socket   string // Unix socket of "pramana mcp serve"; replaces Daemon
	TokenEnv string
	JSON     bool
	Timeout  time.Duration // default 30s
}

// daemonURL turns a listen address into a URL to reach it from this
// machine: a wildcard host becomes loopback.
func daemonURL(listen string) string {
	host, port, err := net.SplitHostPort(listen)
	if err != nil {
		return "http://" + listen
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, port)
}

// runVerify is pramana verify without cobra. It returns nil when the
// report has no findings, an *exitError with code 1 (nothing more to
// print) when it has, and an *exitError with code 2 and the error
// otherwise.
func runVerify(ctx context.Context, e *env, name string, o verifyOptions) error {
	fail := func(err error, hint string) error { return &exitError{code: 2, err: withHint(err, hint)} }
	text, err := readReply(e, name)
	if err != nil {
		return fail(err, "pass a readable file, or - to read the reply from standard input")
	}
	if strings.TrimSpace(text) == "" {
		return fail(errs.Errorf("verify: %s is empty", displayName(name)), "pass the file that holds the reply")
	}
	if o.Socket != "" {
		o.Daemon, o.TokenEnv = mcp.SocketURL, ""
	}
	base, err := url.Parse(strings.TrimSuffix(o.Daemon, "/"))
	if err != nil || (base.Scheme != "http" && base.Scheme != "https") || base.Host == "" {
		return fail(errs.Errorf("verify: daemon URL %q is not an http or https URL", o.Daemon), "pass --daemon http://127.0.0.1:8787")
	}
	token := ""
	if o.TokenEnv != "" {
		token, _, _ = strings.Cut(e.getenv(o.TokenEnv), ",")
		token = strings.TrimSpace(token)
	}
	if o.Timeout <= 0 {
		o.Timeout = 30 * time.Second
	}
	body, _ := json.Marshal(gateway.VerifyRequest{Text: text})
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	endpoint := base.String() + "/v1/verify"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(body))
	if err != nil {
		return fail(errs.Errorf("verify: %w", err), "check --daemon")
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := verifyClient(o).Do(req)
	if err != nil {
		if o.Socket != "" && (errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ENOENT)) {
			return fail(errs.Errorf("verify: nothing is listening on %s", o.Socket), `start "pramana mcp serve --verify-socket `+o.Socket+`", or check the path`)
		}
		if errors.Is(err, syscall.ECONNREFUSED) {
			return fail(errs.Errorf("verify: cannot connect to the daemon at %s", base), `start it with "pramana daemon", or pass --daemon with its address`)
		}
		return fail(errs.Errorf("verify: %w", err), "check that the daemon is running and --daemon is its address")
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return fail(errs.Errorf("verify: read the daemon's answer: %w", err), "try again")
	}
	if resp.StatusCode != http.StatusOK {
		var eb struct {
			Error *gateway.Error `json:"error"`
		}
		msg := strings.TrimSpace(string(data))
		if json.Unmarshal(data, &eb) == nil && eb.Error != nil {
			msg = eb.Error.Message
		}
		hint := "see the daemon's log"
		if resp.StatusCode == http.StatusUnauthorized {
			hint = "export the daemon's token in $" + envName(o.TokenEnv) + ", or name its variable with --token-env"
		}
		return fail(errs.Errorf("verify: the daemon answered %d: %s", resp.StatusCode, msg), hint)
	}
	var vr gateway.VerifyResponse
	if err := json.Unmarshal(data, &vr); err != nil {
		return fail(errs.Errorf("verify: the daemon's answer is not a verification report: %w", err), "check that --daemon points at pramana daemon")
	}
	if o.JSON {
		if err := writeJSON(e.stdout, vr); err != nil {
			return fail(err, "check that the output can be written")
		}
	} else {
		printVerify(e.stdout, vr)
	}
	if len(vr.Report.Findings) > 0 {
		return &exitError{code: 1}
	}
	return nil
}

func verifyClient(o verifyOptions) *http.Client {
	if o.Socket != "" {
		return mcp.SocketClient(o.Socket, o.Timeout)
	}
	return &http.Client{Timeout: o.Timeout}
}

func readReply(e *env, name string) (string, error) {
	var (
		b   []byte
		err error
	)
	if name == "-" {
		b, err = io.ReadAll(io.LimitReader(e.stdin, 64<<20))
	} else {
		b, err = os.ReadFile(name)
	}
	if err != nil {
		return "", errs.Errorf("verify: read %s: %w", displayName(name), err)
	}
	return string(b), nil
}

func displayName(name string) string {
	if name == "-" {
		return "standard input"
	}
	return name
}

func printVerify(w io.Writer, vr gateway.VerifyResponse) {
	fmt.Fprintf(w, "Checked against daemon scope %s.\n", vr.ScopeID)
	if len(vr.Receipts) == 0 {
		fmt.Fprintln(w, "No receipts in the text.")
	}
	for _, c := range vr.Receipts {
		switch c.Status {
		case gateway.StatusValid:
			fmt.Fprintf(w, "  %-11s %s  %s call %s (seq %d)\n", c.Status, c.Receipt, c.Tool, dash(c.CallID), c.Seq)
		default:
			fmt.Fprintf(w, "  %-11s %s  %s\n", c.Status, c.Receipt, c.Detail)
		}
	}
	for _, f := range vr.Report.Findings {
		fmt.Fprintf(w, "  - %s (%s): %s\n", f.Type, f.Basis, f.Message)
	}
	fmt.Fprintf(w, "%s Trust: %s.\n", vr.Report.Summary(), vr.Report.Trust)
}
