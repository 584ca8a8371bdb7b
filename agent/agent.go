// Package agent runs the tool loop: it sends the conversation to a model,
// runs the tool calls the model asks for under the autonomy policy, signs
// every successful result with a receipt, and checks the final reply
// against the turn's record before anyone sees it.
//
// A turn's receipts live in a [receipt.Scope]. A direct turn opens its own
// scope and closes it (zeroizing the key) when the turn ends; a caller that
// serves many turns under one key, such as the daemon, passes its
// long-lived scope in [Turn.Scope].
package agent

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/policy"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/tool"
	"github.com/pramana-dev/pramana/verify"
)

// Verification modes: what happens to a reply with findings.
const (
	ModeAnnotate = "annotate" // findings go to the log and the audit sink only
	ModeWarn     = "warn"     // the reply is delivered with a visible warning
	ModeRetry    = "retry"    // the model is asked to correct itself, then warn
	ModeBlock    = "block"    // a reply with a sure finding is withheld; see VerificationOptions
)

// Options configure an Agent. Zero values take the documented defaults.
type Options struct {
	// Provider is the model. An agent without one can only [Agent.Exec].
	Provider provider.Provider
	Tools    []tool.Tool

	// Autonomy is the policy level (default supervised). AutoApprove
	// names risky tools that run without asking. Approver answers the
	// supervised level's questions; nil denies them.
	Autonomy    policy.Autonomy
	AutoApprove []string
	Approver    policy.Approver

	// Audit receives one event per tool call and one per verification
	// report. Nil drops them.
	Audit audit.Sink
	// Logger logs under component=agent. Nil discards.
	Logger *slog.Logger

	// MaxIterations bounds model round trips with tool calls per turn
	// (default 10).
	MaxIterations int
	// MaxCallsPerReply bounds the tool calls run from one model message
	// (default 32); the rest are refused and the model is told why.
	MaxCallsPerReply int
	// MaxResultChars truncates each tool result before signing
	// (default 20000).
	MaxResultChars int
	// ToolTimeout bounds each tool call (default 60s).
	ToolTimeout time.Duration
	// SystemPrompt starts every conversation, if set.
	SystemPrompt string

	// Receipts configures tool receipts.
	Receipts ReceiptOptions
	// Verification configures the reply check.
	Verification VerificationOptions

	// Delegate adds the delegate tool (see [Agent.Delegate]).
	Delegate bool

	// Registry, if set, opens the per-turn scopes so that a receipt from
	// an earlier turn of the same session is told apart from a forgery.
	Registry *receipt.Registry
}

// ReceiptOptions is the [agent.tool_receipts] config section.
type ReceiptOptions struct {
	Disabled           bool // receipts are on unless disabled
	HideInResponse     bool // the footer is shown unless hidden
	NoSystemPromptHint bool // the prompt section is added unless turned off
}

// VerificationOptions is the [agent.verification] config section.
type VerificationOptions struct {
	Mode       string // default ModeWarn
	MaxRetries int    // for ModeRetry; default 1
	// BlockUnsupported makes ModeBlock withhold a reply on any finding.
	// By default it withholds only on a sure one (verify.Finding.Sure):
	// an unsupported finding is a value the checker could not trace, as
	// often the model's own arithmetic as an error, and withholding a
	// correct reply costs the user the answer. Such a reply is delivered
	// with the warning, as in ModeWarn.
	BlockUnsupported bool
}

// An Agent runs turns. It is safe for concurrent use: each turn has its
// own state.
type Agent struct {
	o     Options
	tools map[string]tool.Tool
	specs []provider.ToolSpec
	names []string
	log   *slog.Logger
	// check is kept for the agent's life: it caches what depends only on
	// the tool names and pools the checker's scratch memory.
	check *verify.Checker
	// sysPrompt is the system message every request starts with.
	sysPrompt string

	bg sync.WaitGroup // background delegates
}

// New checks o and returns an Agent.
func New(o Options) (*Agent, error) {
	if o.Autonomy == "" {
		o.Autonomy = policy.Supervised
	}
	if o.MaxIterations <= 0 {
		o.MaxIterations = 10
	}
	if o.MaxCallsPerReply <= 0 {
		o.MaxCallsPerReply = 32
	}
	if o.MaxResultChars <= 0 {
		o.MaxResultChars = 20000
	}
	if o.ToolTimeout <= 0 {
		o.ToolTimeout = 60 * time.Second
	}
	switch o.Verification.Mode {
	case "":
		o.Verification.Mode = ModeWarn
	case ModeAnnotate, ModeWarn, ModeRetry, ModeBlock:
	default:
		return nil, errs.Errorf("agent: verification mode %q is not one of annotate, warn, retry, block", o.Verification.Mode)
	}
	if o.Verification.MaxRetries <= 0 {
		o.Verification.MaxRetries = 1
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	a := &Agent{o: o, tools: make(map[string]tool.Tool), log: o.Logger.With("component", "agent")}
	a.sysPrompt = buildSystemPrompt(a)
	a.check = verify.NewChecker(verify.CheckerOptions{Logger: o.Logger.With("component", "verify")})
	for _, t := range o.Tools {
		if err := a.add(t); err != nil {
			return nil, err
		}
	}
	if o.Delegate {
		if err := a.add(a.Delegate()); err != nil {
			return nil, err
		}
	}
	return a, nil
}

func (a *Agent) add(t tool.Tool) error {
	info := t.Info()
	if info.Name == "" {
		return errors.New("agent: a tool has no name")
	}
	if _, dup := a.tools[info.Name]; dup {
		return errs.Errorf("agent: two tools are named %q", info.Name)
	}
	a.tools[info.Name] = t
	a.names = append(a.names, info.Name)
	a.specs = append(a.specs, provider.ToolSpec{Name: info.Name, Description: info.Description, Parameters: info.Parameters})
	return nil
}

// ToolNames returns the names of the agent's tools, in registration order.
func (a *Agent) ToolNames() []string { return append([]string(nil), a.names...) }

// Checker returns the reply checker the agent verifies its turns with, for
// callers that check replies against the same tools (the daemon's
// /v1/verify, the MCP verify socket).
func (a *Agent) Checker() *verify.Checker { return a.check }

// Wait blocks until background delegates have finished or ctx is done.
func (a *Agent) Wait(ctx context.Context) error {
	done := make(chan struct{})
	go func() { a.bg.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
