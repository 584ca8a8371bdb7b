package cli

import (
	"io"
	"os"
	"path/filepath"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/config"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/policy"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/tool"
)

// loadConfig loads the config named by --config, $PRAMANA_CONFIG or the
// default path.
func loadConfig(flagPath string) (config.Config, error) {
	cfg, _, err := config.LoadResolved(flagPath)
	if err != nil {
		return cfg, withHint(err, `fix the file, or run "pramana config init" to write a commented default`)
	}
	return cfg, nil
}

// agentSetup is what buildAgent needs besides the config.
type agentSetup struct {
	// approverIn and approverOut, when both set, ask the user on a
	// terminal before risky tools run.
	approverIn  io.Reader
	approverOut io.Writer
	audit       audit.Sink
	registry    *receipt.Registry
	// mcp, when set, makes buildAgent connect the [[mcp.servers]] and add
	// their tools after the built-ins; the caller closes it when the agent
	// is done, which shuts the servers down. Nil connects none.
	mcp *mcpServers
}

// buildAgent assembles an agent from the config: the provider, the
// workspace-confined built-in tools with the delegate, the policy and the
// receipt and verification settings. The agent command, the demo and the
// daemon all go through here, so that the demo shows the real path.
func buildAgent(e *env, cfg config.Config, s agentSetup) (*agent.Agent, error) {
	if cfg.Provider.Kind != "" && cfg.Provider.Kind != "openai" {
		return nil, withHint(errs.Errorf("provider kind %q is not supported", cfg.Provider.Kind), `set [provider] kind = "openai" (any OpenAI-compatible server)`)
	}
	p, err := provider.NewOpenAI(provider.OpenAIOptions{
		BaseURL:     cfg.Provider.BaseURL,
		Model:       cfg.Provider.Model,
		APIKey:      e.getenv(cfg.Provider.APIKeyEnv),
		APIKeyEnv:   cfg.Provider.APIKeyEnv,
		Timeout:     cfg.Provider.Timeout.Duration(),
		MaxRetries:  cfg.Provider.MaxRetries,
		Logger:      e.logger.With("component", "provider"),
		Temperature: cfg.Provider.Temperature,
	})
	if err != nil {
		return nil, withHint(err, "check [provider] base_url and model in the config")
	}
	tools, err := builtinTools(cfg)
	if err != nil {
		return nil, err
	}
	level, err := policy.ParseAutonomy(cfg.Autonomy.Level)
	if err != nil {
		return nil, withHint(err, `set [autonomy] level to "readonly", "supervised" or "full"`)
	}
	if s.mcp != nil {
		tools = append(tools, s.mcp.connect(e, cfg.MCP.Servers)...)
	}
	var approver policy.Approver
	if s.approverIn != nil && s.approverOut != nil {
		approver = &policy.TerminalApprover{In: s.approverIn, Out: s.approverOut}
	}
	rc := cfg.Agent.ToolReceipts
	a, err := agent.New(agent.Options{
		Provider:       p,
		Tools:          tools,
		Autonomy:       level,
		AutoApprove:    cfg.Autonomy.AutoApprove,
		Approver:       approver,
		Audit:          s.audit,
		Logger:         e.logger,
		MaxIterations:  cfg.Agent.MaxToolIterations,
		MaxResultChars: cfg.Agent.MaxToolResultChars,
		ToolTimeout:    cfg.Agent.ToolTimeout.Duration(),
		SystemPrompt:   cfg.Agent.SystemPrompt,
		Receipts: agent.ReceiptOptions{
			Disabled:           !rc.Enabled,
			HideInResponse:     !rc.ShowInResponse,
			NoSystemPromptHint: !rc.InjectSystemPrompt,
		},
		Verification: agent.VerificationOptions{Mode: cfg.Agent.Verification.Mode, MaxRetries: cfg.Agent.Verification.MaxRetries,
			BlockUnsupported: cfg.Agent.Verification.BlockUnsupported},
		Registry: s.registry,
		Delegate: true,
	})
	if err != nil {
		return nil, withHint(err, "check the [agent] section of the config")
	}
	return a, nil
}

// builtinTools returns the built-in tools confined to the configured
// workspace.
func builtinTools(cfg config.Config) ([]tool.Tool, error) {
	ws, err := openWorkspace(cfg.Agent.Workspace)
	if err != nil {
		return nil, err
	}
	return tool.Builtins(ws, tool.BuiltinOptions{
		Shell: tool.ShellOptions{
			Allow:     cfg.Tools.Shell.AllowedCommands,
			Timeout:   cfg.Tools.Shell.Timeout.Duration(),
			MaxOutput: int(cfg.Tools.Shell.MaxOutputBytes),
		},
		HTTP: tool.HTTPFetchOptions{
			AllowPrivate: cfg.Tools.HTTPFetch.AllowPrivate,
			Timeout:      cfg.Tools.HTTPFetch.Timeout.Duration(),
			MaxBytes:     cfg.Tools.HTTPFetch.MaxBytes,
		},
	}), nil
}

func openWorkspace(dir string) (*policy.Workspace, error) {
	dir = config.ExpandHome(dir)
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	ws, err := policy.NewWorkspace(dir)
	if err != nil {
		return nil, withHint(errs.Errorf("workspace: %w", err), "set [agent] workspace to an existing directory, or pass --workspace")
	}
	return ws, nil
}

// isTerminal reports whether r is a character device, such as a terminal.
func isTerminal(r any) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
