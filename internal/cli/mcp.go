package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/config"
	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/mcp"
	"github.com/pramana-dev/pramana/policy"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/tool"
)

func newMCPCmd(e *env) *cobra.Command {
	c := &cobra.Command{
		Use:   "mcp",
		Short: "Use MCP servers' tools with receipts, or serve pramana's tools over MCP",
		Long: `mcp connects pramana to the Model Context Protocol in both directions.

As a client, the servers in [[mcp.servers]] give the agent and the daemon their
tools, named <server>__<tool>; every successful result gets a receipt like a
built-in's. "pramana mcp list" shows whether each server starts.

As a server, "pramana mcp serve" gives any MCP host (a desktop chat app, an IDE
agent) pramana's tools, and with --upstream the tools of configured servers,
each successful result carrying a receipt in its text.`,
		Args: cobra.NoArgs,
	}
	c.AddCommand(newMCPListCmd(e), newMCPServeCmd(e))
	return c
}

func newMCPListCmd(e *env) *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "Show the configured MCP servers, whether each starts, and its tools",
		Long: `list starts (or reaches) every server in [[mcp.servers]], lists its tools as
the agent would register them, and shuts it down again.

Exit status: 0 when every server started, 1 when one did not.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := loadConfig(configFlag(cmd))
			if err != nil {
				return err
			}
			return runMCPList(cmd.Context(), e, cfg)
		},
	}
}

func runMCPList(ctx context.Context, e *env, cfg config.Config) error {
	servers := cfg.MCP.Servers
	if len(servers) == 0 {
		fmt.Fprintln(e.stdout, "No MCP servers configured. Add a [[mcp.servers]] entry to the config (see \"pramana config init\").")
		return nil
	}
	clients := make([]*mcp.Client, len(servers))
	errs := make([]error, len(servers))
	var wg sync.WaitGroup
	for i, s := range servers {
		wg.Go(func() { clients[i], errs[i] = mcp.Connect(ctx, s, mcpClientOptions(e)) })
	}
	wg.Wait()
	defer func() {
		for _, c := range clients {
			if c != nil {
				c.Close()
			}
		}
	}()
	failed := 0
	for i, s := range servers {
		where := "url " + mcp.DisplayURL(s.URL)
		if s.Command != "" {
			// Not the arguments or env: they may hold a secret.
			where = "command " + s.Command
		}
		if errs[i] != nil {
			failed++
			fmt.Fprintf(e.stdout, "%s (%s): FAILED\n  %v\n", s.Name, where, errs[i])
			var se *mcp.ServerError
			if errors.As(errs[i], &se) && se.Hint != "" {
				fmt.Fprintf(e.stdout, "  Try: %s\n", se.Hint)
			}
			continue
		}
		c := clients[i]
		name, version := c.ServerInfo()
		tools := c.Tools()
		fmt.Fprintf(e.stdout, "%s (%s): ok, %s %s, %d tools\n", s.Name, where, mcpOrDash(name), version, len(tools))
		for _, t := range tools {
			info := t.Info()
			kind := "asks (supervised)"
			switch {
			case info.ReadOnly:
				kind = "read-only"
			case slices.Contains(cfg.Autonomy.AutoApprove, info.Name):
				kind = "auto-approved"
			}
			fmt.Fprintf(e.stdout, "  %-32s %-18s %s\n", info.Name, kind, mcpLine(info.Description, 60))
		}
		for _, sk := range c.Skipped() {
			fmt.Fprintf(e.stdout, "  skipped %s: %s\n", sk.Tool, sk.Reason)
		}
	}
	if failed > 0 {
		return &exitError{code: 1}
	}
	return nil
}

func mcpOrDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func mcpLine(s string, n int) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	if len(s) > n {
		for n > 0 && s[n]&0xC0 == 0x80 {
			n--
		}
		s = s[:n] + "…"
	}
	return s
}

func mcpClientOptions(e *env) mcp.ClientOptions {
	return mcp.ClientOptions{Logger: e.logger, Version: Version}
}

// mcpServers holds the MCP servers an agent uses (see agentSetup.mcp).
type mcpServers struct {
	set *mcp.Set
}

// connect starts the servers and returns their tools. A server that fails
// is reported on stderr in one line with what to do; the rest, and the
// built-ins, work regardless. Each start is bounded by the server's
// timeout.
func (m *mcpServers) connect(e *env, servers []config.MCPServer) []tool.Tool {
	if len(servers) == 0 {
		return nil
	}
	set, errs := mcp.ConnectAll(context.Background(), servers, mcpClientOptions(e))
	m.set = set
	for _, err := range errs {
		printMCPError(e, err)
	}
	for _, c := range set.Clients {
		for _, sk := range c.Skipped() {
			fmt.Fprintf(e.stderr, "pramana: mcp server %q: tool %s skipped: %s\n", c.Name(), sk.Tool, sk.Reason)
		}
	}
	return set.Tools()
}

func printMCPError(e *env, err error) {
	var se *mcp.ServerError
	if errors.As(err, &se) && se.Hint != "" {
		fmt.Fprintf(e.stderr, "pramana: %v (its tools are unavailable; try: %s)\n", err, se.Hint)
		return
	}
	fmt.Fprintf(e.stderr, "pramana: %v (its tools are unavailable)\n", err)
}

// Close shuts the servers down.
func (m *mcpServers) Close() error {
	if m == nil || m.set == nil {
		return nil
	}
	return m.set.Close()
}

type mcpServeOptions struct {
	http         string
	upstream     []string
	verifySocket string
	workspace    string
	auditDB      string
	noBuiltins   bool
}

func newMCPServeCmd(e *env) *cobra.Command {
	var o mcpServeOptions
	c := &cobra.Command{
		Use:   "serve [--http ADDR] [--upstream NAME]... [--verify-socket PATH]",
		Short: "Serve pramana's tools over MCP, every successful result with a receipt",
		Long: `serve speaks MCP on standard input and output (or streamable HTTP with --http)
and serves pramana's built-in tools, with the policy, secret scrubbing and audit
of the agent: every successful result ends with a receipt. --upstream NAME (one
per server, names from [[mcp.servers]]) also serves that server's tools, adding
receipts: a receipt layer in front of any MCP server. --no-builtins serves only
the upstream tools.

Nobody can be asked for approval over MCP, so at the supervised level risky
tools run only if listed in [autonomy] auto_approve (the host asks its user
anyway). The key lives in this process; --verify-socket PATH answers
POST /v1/verify on a Unix socket only this user can open, for
"pramana verify --socket PATH FILE". Every call and receipt goes to the audit
log, so "pramana audit reconcile" works after the server has exited.

--http follows the daemon's rules: bearer tokens from the variable named by
[daemon] auth_tokens_env, and without one, loopback addresses only.`,
		Example: `  pramana mcp serve
  pramana mcp serve --upstream files --verify-socket ~/.pramana/mcp.sock
  PRAMANA_TOKENS=$(openssl rand -hex 32) pramana mcp serve --http 0.0.0.0:8788`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := loadConfig(configFlag(cmd))
			if err != nil {
				return err
			}
			if o.workspace != "" {
				cfg.Agent.Workspace = o.workspace
			}
			if o.auditDB != "" {
				cfg.Audit.Path = o.auditDB
			}
			return runMCPServe(cmd.Context(), e, cfg, o)
		},
	}
	c.Flags().StringVar(&o.http, "http", "", "serve streamable HTTP on `ADDR` instead of stdio")
	c.Flags().StringArrayVar(&o.upstream, "upstream", nil, "also serve the tools of the [[mcp.servers]] entry `NAME` (repeatable)")
	c.Flags().StringVar(&o.verifySocket, "verify-socket", "", "answer POST /v1/verify on the Unix socket `PATH` (mode 0600)")
	c.Flags().StringVar(&o.workspace, "workspace", "", "`DIR` the built-in tools are confined to (default [agent] workspace)")
	c.Flags().StringVar(&o.auditDB, "audit-db", "", "audit log `PATH` (default [audit] path)")
	c.Flags().BoolVar(&o.noBuiltins, "no-builtins", false, "serve only the --upstream tools")
	return c
}

// runMCPServe serves until the host disconnects (stdio) or ctx ends, then
// shuts down in order: the transports, the upstream servers, the audit
// log, and last the receipt scope, whose key is zeroized.
func runMCPServe(ctx context.Context, e *env, cfg config.Config, o mcpServeOptions) error {
	var upstream []config.MCPServer
	for _, name := range o.upstream {
		i := slices.IndexFunc(cfg.MCP.Servers, func(s config.MCPServer) bool { return s.Name == name })
		if i < 0 {
			var names []string
			for _, s := range cfg.MCP.Servers {
				names = append(names, s.Name)
			}
			return withHint(errs.Errorf("mcp serve: no [[mcp.servers]] entry is named %q", name), fmt.Sprintf("pass one of: %s", mcpOrNone(names)))
		}
		upstream = append(upstream, cfg.MCP.Servers[i])
	}
	if o.noBuiltins && len(upstream) == 0 {
		return withHint(errors.New("mcp serve: --no-builtins without --upstream leaves no tools to serve"), "add --upstream NAME, or drop --no-builtins")
	}
	level, err := policy.ParseAutonomy(cfg.Autonomy.Level)
	if err != nil {
		return withHint(err, `set [autonomy] level to "readonly", "supervised" or "full"`)
	}
	tokens := daemonTokens(e, cfg.Daemon.AuthTokensEnv)
	if o.http != "" {
		if err := gateway.CheckListenAddress(o.http, len(tokens) > 0); err != nil {
			return withHint(err, "export "+envName(cfg.Daemon.AuthTokensEnv)+"=<token> (comma-separated for several), or pass --http 127.0.0.1:PORT")
		}
	}

	var tools []tool.Tool
	if !o.noBuiltins {
		if tools, err = builtinTools(cfg); err != nil {
			return err
		}
	}

	// Deferred in reverse: the scope is closed last, after the log, so
	// nothing is signed that cannot be logged, and its key is zeroized on
	// every path.
	scope, err := receipt.NewScope()
	if err != nil {
		return errs.Errorf("mcp serve: open receipt scope: %w", err)
	}
	defer scope.Close()
	store, err := audit.Open(ctx, config.ExpandHome(cfg.Audit.Path), audit.StoreOptions{StoreFull: cfg.Audit.StoreFull, ExcerptChars: cfg.Audit.ExcerptChars, Logger: e.logger})
	if err != nil {
		return withHint(err, "set [audit] path to a writable file on a local disk, or pass --audit-db")
	}
	defer store.Close()

	servers := &mcpServers{}
	defer servers.Close()
	tools = append(tools, servers.connect(e, upstream)...)
	if len(tools) == 0 {
		return withHint(errors.New("mcp serve: no tools to serve: every upstream server failed"), `run "pramana mcp list" to see why`)
	}

	srv, err := mcp.NewServer(mcp.ServerOptions{
		Scope:   scope,
		Version: Version,
		Logger:  e.logger,
		Agent: agent.Options{
			Tools:          tools,
			Autonomy:       level,
			AutoApprove:    cfg.Autonomy.AutoApprove,
			Audit:          store,
			Logger:         e.logger,
			MaxResultChars: cfg.Agent.MaxToolResultChars,
			ToolTimeout:    cfg.Agent.ToolTimeout.Duration(),
		},
	})
	if err != nil {
		return err
	}

	// cancel runs before bg.Wait: the verify socket stops on it.
	var bg sync.WaitGroup
	defer bg.Wait()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if o.verifySocket != "" {
		path := config.ExpandHome(o.verifySocket)
		ln, err := mcp.ListenVerifySocket(ctx, path)
		if err != nil {
			return withHint(err, "pass --verify-socket a path in a directory you own")
		}
		bg.Go(func() {
			if err := srv.ServeVerify(ctx, ln); err != nil {
				e.logger.Error("verify socket stopped", "component", "mcp", "err", err)
			}
		})
		fmt.Fprintf(e.stderr, "pramana mcp serve: verify socket %s\n", path)
	}

	fmt.Fprintf(e.stderr, "pramana mcp serve: %d tools, receipt scope %s, audit log %s\n", len(srv.ToolNames()), scope.ID(), store.Path())
	if o.http == "" {
		// stdout is the protocol: everything else goes to stderr.
		err = srv.ServeStdio(ctx, e.stdin, e.stdout)
		cancel()
		return err
	}
	return serveMCPHTTP(ctx, e, srv, o.http, tokens, cfg.Daemon.AuthTokensEnv)
}

func mcpOrNone(names []string) string {
	if len(names) == 0 {
		return "(none configured)"
	}
	return strings.Join(names, ", ")
}

func serveMCPHTTP(ctx context.Context, e *env, srv *mcp.Server, addr string, tokens []string, tokenEnv string) error {
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return withHint(errs.Errorf("mcp serve: listen: %w", err), "pick a free address with --http")
	}
	// The address check again, on what was actually bound.
	if err := gateway.CheckListen(ln.Addr(), len(tokens) > 0); err != nil {
		ln.Close()
		return err
	}
	hs := &http.Server{Handler: srv.HTTPHandler(tokens), ReadHeaderTimeout: 10 * time.Second}
	auth := "no auth token (loopback only)"
	if len(tokens) > 0 {
		auth = fmt.Sprintf("%d bearer token(s) from $%s", len(tokens), tokenEnv)
	}
	fmt.Fprintf(e.stderr, "pramana mcp serve: listening on http://%s (%s)\n", ln.Addr(), auth)
	stop := context.AfterFunc(ctx, func() {
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		hs.Shutdown(sctx)
	})
	defer stop()
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return errs.Errorf("mcp serve: %w", err)
	}
	fmt.Fprintln(e.stderr, "pramana mcp serve: stopping; closing the audit log and zeroizing the receipt key")
	return nil
}
