package cli

import (
	"context"
	"fmt"
	"net"
	"strings"
	"sync"
	"time"

	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/config"
	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/spf13/cobra"
)

func newDaemonCmd(e *env) *cobra.Command {
	var listen, workspace, auditDB string
	c := &cobra.Command{
		Use:   "daemon",
		Short: "Serve the agent over an OpenAI-compatible HTTP API, with receipts and a durable audit log",
		Long: `daemon runs pramana as a long-lived server. Any client of the OpenAI chat
completions API can talk to it (POST /v1/chat/completions); the daemon runs the
whole turn, tools included, on this machine, signs every tool result with a
receipt and checks the reply before it answers. Every tool call, receipt and
verification report is committed to the audit log ([audit] path) before the
reply is sent.

The daemon holds one receipt key in memory for its whole life, shared by all
conversations: a receipt verifies (POST /v1/verify, "pramana verify") until
the daemon stops. On SIGINT or SIGTERM it stops accepting requests, lets
running turns finish for [daemon] shutdown_grace, flushes the audit log and
zeroizes the key. After a restart, older receipts can only be reconciled
against the audit log ("pramana audit reconcile"), not verified.

Bearer tokens are read from the variable named by [daemon] auth_tokens_env
(comma-separated). Without a token the daemon listens on loopback only.`,
		Example: `  pramana daemon
  PRAMANA_TOKENS=$(openssl rand -hex 32) pramana daemon --listen 0.0.0.0:8787`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := loadConfig(configFlag(cmd))
			if err != nil {
				return err
			}
			if listen != "" {
				cfg.Daemon.Listen = listen
			}
			if workspace != "" {
				cfg.Agent.Workspace = workspace
			}
			if auditDB != "" {
				cfg.Audit.Path = auditDB
			}
			return runDaemon(cmd.Context(), e, cfg)
		},
	}
	c.Flags().StringVar(&listen, "listen", "", "`ADDR` to listen on (default [daemon] listen)")
	c.Flags().StringVar(&workspace, "workspace", "", "`DIR` the tools are confined to (default [agent] workspace)")
	c.Flags().StringVar(&auditDB, "audit-db", "", "audit log `PATH` (default [audit] path)")
	return c
}

// daemonLedgerBytes bounds the arguments and results the daemon's receipt
// ledger keeps in memory. Older receipts still verify, by digest.
const daemonLedgerBytes = 256 << 20

// daemonTokens splits the comma-separated tokens of the variable name.
func daemonTokens(e *env, name string) []string {
	if name == "" {
		return nil
	}
	var out []string
	for t := range strings.SplitSeq(e.getenv(name), ",") {
		if t = strings.TrimSpace(t); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// runDaemon serves until ctx ends, then shuts down in order: the gateway
// (turns finish or are cancelled, their rows committed), background
// delegates, the audit log, and last the receipt scope, whose key is
// zeroized. It prints the address it listens on to stderr.
func runDaemon(ctx context.Context, e *env, cfg config.Config) error {
	d := cfg.Daemon
	tokens := daemonTokens(e, d.AuthTokensEnv)
	if err := gateway.CheckListenAddress(d.Listen, len(tokens) > 0); err != nil {
		return withHint(err, "export "+envName(d.AuthTokensEnv)+"=<token> (comma-separated for several), or set [daemon] listen = \"127.0.0.1:8787\"")
	}
	dbPath := config.ExpandHome(cfg.Audit.Path)
	store, err := audit.Open(ctx, dbPath, audit.StoreOptions{StoreFull: cfg.Audit.StoreFull, ExcerptChars: cfg.Audit.ExcerptChars, Logger: e.logger})
	if err != nil {
		return withHint(err, "set [audit] path to a writable file on a local disk, or pass --audit-db")
	}
	closeStore := sync.OnceValue(store.Close)
	defer closeStore()

	// The registry tells a background delegate's receipts (signed under
	// scopes of their own) apart from forgeries.
	reg := receipt.NewRegistry()
	scope, err := reg.NewScope()
	if err != nil {
		return errs.Errorf("daemon: open receipt scope: %w", err)
	}
	// The daemon's ledger lives as long as it does; bound what it keeps
	// of call contents (see receipt.Scope.LimitLedger).
	scope.LimitLedger(daemonLedgerBytes)
	// Closed last, after the store: nothing can sign or verify once the
	// log is shut, and the key is zeroized even on an error path.
	defer scope.Close()

	sink := gateway.NewTurnSink(store)
	// MCP servers stop after the gateway has drained (defers run last in,
	// first out), so no turn in flight loses its tools.
	servers := &mcpServers{}
	defer servers.Close()
	a, err := buildAgent(e, cfg, agentSetup{audit: sink, registry: reg, mcp: servers})
	if err != nil {
		return err
	}
	g, err := gateway.New(gateway.Options{
		Agent: a, Audit: sink, Scope: scope, Tokens: tokens, Model: cfg.Provider.Model,
		MaxBodyBytes: d.MaxBodyBytes, MaxInflight: d.MaxInflight,
		TurnTimeout: d.TurnTimeout.Duration(), ShutdownGrace: d.ShutdownGrace.Duration(),
		Logger: e.logger,
	})
	if err != nil {
		return err
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", d.Listen)
	if err != nil {
		return withHint(errs.Errorf("daemon: listen: %w", err), "pick a free address with --listen or [daemon] listen")
	}
	auth := "no auth token (loopback only)"
	if len(tokens) > 0 {
		auth = fmt.Sprintf("%d bearer token(s) from $%s", len(tokens), d.AuthTokensEnv)
	}
	fmt.Fprintf(e.stderr, "pramana daemon: listening on http://%s (receipt scope %s, audit log %s, %s)\n", ln.Addr(), scope.ID(), store.Path(), auth)

	serveErr := g.Serve(ctx, ln)

	waitCtx, cancel := context.WithTimeout(context.Background(), max(d.ShutdownGrace.Duration(), time.Second))
	if err := a.Wait(waitCtx); err != nil {
		e.logger.Warn("background delegates still running at exit", "component", "gateway", "err", err)
	}
	cancel()
	if err := closeStore(); err != nil && serveErr == nil {
		serveErr = err
	}
	scope.Close()
	if serveErr != nil {
		return serveErr
	}
	fmt.Fprintln(e.stderr, "pramana daemon: stopped; audit log closed, receipt key zeroized")
	return nil
}

func envName(s string) string {
	if s == "" {
		return "PRAMANA_TOKENS"
	}
	return s
}
