package agent

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/verify"
)

// A Turn is one user message and what the agent makes of it.
type Turn struct {
	// History is the conversation before Message (without a system
	// message: the agent adds its own).
	History []provider.Message
	// Message is the user's message.
	Message string
	// Scope, if set, signs the turn's receipts and is left open; the
	// daemon passes its lifetime scope here. If nil, the turn opens a
	// scope of its own and closes it when the turn ends.
	Scope *receipt.Scope
	// Conversation labels audit events.
	Conversation string
}

// A Result is the outcome of a turn.
type Result struct {
	// Reply is what the user sees: the model's text, any verification
	// warning, and the receipts footer, or the block message.
	Reply string
	// ModelText is the model's final text as it wrote it.
	ModelText string
	// Calls is the turn's record of tool calls, in order, including those
	// of synchronous delegates.
	Calls []verify.Call
	// Receipts are the receipts issued in the turn, in call order.
	Receipts []Receipt
	// Report is the verification report of the final reply.
	Report verify.Report
	// Blocked reports that the reply was withheld (block mode).
	Blocked bool
	// Retries counts correction rounds (retry mode).
	Retries int
	// ScopeID is the public id of the scope that signed the receipts.
	ScopeID string
	// Messages is the conversation after the turn, for the next one.
	Messages []provider.Message
}

// A Receipt is one receipt issued in a turn.
type Receipt struct {
	Tool    string `json:"tool"`
	CallID  string `json:"call_id"`
	Receipt string `json:"receipt"`
}

// turnState is the record one turn builds; synchronous delegates write
// into their parent's.
type turnState struct {
	scope        *receipt.Scope
	conversation string

	mu       sync.Mutex
	calls    []verify.Call
	receipts []Receipt
}

func (s *turnState) addCall(c verify.Call) {
	s.mu.Lock()
	s.calls = append(s.calls, c)
	if c.Receipt != "" {
		s.receipts = append(s.receipts, Receipt{Tool: c.Tool, CallID: c.ID, Receipt: c.Receipt})
	}
	s.mu.Unlock()
}

// snapshotCalls is snapshot without the receipts, for the check of a
// reply, which finds its receipts in the calls.
func (s *turnState) snapshotCalls() []verify.Call {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]verify.Call(nil), s.calls...)
}

func (s *turnState) snapshot() ([]verify.Call, []Receipt) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]verify.Call(nil), s.calls...), append([]Receipt(nil), s.receipts...)
}

// Exec runs one tool call outside a model turn, with the same policy,
// scrubbing, signing and audit as a call inside one: the path for serving
// tools to another agent host (MCP). It returns the text to show the caller
// (with the receipt trailer when the call succeeded) and the call's record.
func (a *Agent) Exec(ctx context.Context, scope *receipt.Scope, conversation string, call provider.ToolCall) (string, verify.Call) {
	st := &turnState{scope: scope, conversation: conversation}
	shown := a.runCall(ctx, st, call)
	st.mu.Lock()
	defer st.mu.Unlock()
	return shown, st.calls[len(st.calls)-1]
}

// ErrNoReply is wrapped by Run's error when the model kept calling tools
// until the iteration limit.
var ErrNoReply = errors.New("no final reply")

// Run runs one turn. An error means the turn produced no reply at all (the
// model could not be reached, the context ended); tool failures are not
// errors, they are part of the record.
func (a *Agent) Run(ctx context.Context, t Turn) (*Result, error) {
	if a.o.Provider == nil {
		return nil, errors.New("agent: no model provider configured")
	}
	scope := t.Scope
	if scope == nil {
		var err error
		if a.o.Registry != nil {
			scope, err = a.o.Registry.NewScope()
		} else {
			scope, err = receipt.NewScope()
		}
		if err != nil {
			return nil, errs.Errorf("agent: open receipt scope: %w", err)
		}
		defer scope.Close()
	}
	st := &turnState{scope: scope, conversation: t.Conversation}

	// Room for the system prompt, the user's message and one round of
	// tool use (the call, its result, the reply) before the slice grows.
	msgs := make([]provider.Message, 0, len(t.History)+5)
	if sp := a.systemPrompt(); sp != "" {
		msgs = append(msgs, provider.Message{Role: provider.RoleSystem, Content: sp})
	}
	msgs = append(msgs, t.History...)
	msgs = append(msgs, provider.Message{Role: provider.RoleUser, Content: t.Message})

	res := &Result{ScopeID: scope.ID()}
	for {
		text, out, err := a.loop(ctx, st, msgs, a.o.MaxIterations)
		msgs = out
		if err != nil {
			return nil, err
		}
		calls := st.snapshotCalls()
		rep := a.check.Check(text, verify.Record{Scope: scope, Request: t.Message, Calls: calls, Tools: a.names})
		res.ModelText, res.Report = text, rep
		a.recordReport(ctx, st, rep)
		if len(rep.Findings) == 0 || a.o.Verification.Mode != ModeRetry || res.Retries >= a.o.Verification.MaxRetries {
			break
		}
		res.Retries++
		a.log.Info("asking the model to correct its reply", "findings", len(rep.Findings), "retry", res.Retries)
		msgs = append(msgs, provider.Message{Role: provider.RoleUser, Content: correctionPrompt(rep)})
	}
	res.Calls, res.Receipts = st.snapshot()
	res.Messages = msgs
	res.Reply, res.Blocked = a.compose(res)
	return res, nil
}

// loop runs model round trips until the model answers without tool calls.
func (a *Agent) loop(ctx context.Context, st *turnState, msgs []provider.Message, maxIter int) (string, []provider.Message, error) {
	for iter := 0; ; iter++ {
		if iter == maxIter {
			return "", msgs, errs.Errorf("agent: %w: the model was still calling tools after %d rounds (raise agent.max_tool_iterations or ask for less)", ErrNoReply, maxIter)
		}
		resp, err := a.o.Provider.Chat(ctx, provider.Request{Messages: msgs, Tools: a.specs})
		if err != nil {
			return "", msgs, err
		}
		m := resp.Message
		m.Role = provider.RoleAssistant
		msgs = append(msgs, m)
		if len(m.ToolCalls) == 0 {
			return m.Content, msgs, nil
		}
		for i, call := range m.ToolCalls {
			var content string
			if i >= a.o.MaxCallsPerReply {
				content = a.refuse(ctx, st, call, fmt.Sprintf("too many tool calls in one message (limit %d); call the tool again in a later message", a.o.MaxCallsPerReply))
			} else {
				content = a.runCall(ctx, st, call)
			}
			msgs = append(msgs, provider.Message{Role: provider.RoleTool, ToolCallID: call.ID, Content: content})
		}
		if err := ctx.Err(); err != nil {
			return "", msgs, errs.Errorf("agent: turn cancelled: %w", err)
		}
	}
}

// receiptPrompt is short on purpose: it goes out with every request, so
// its every byte is paid in prompt tokens by the user and, against a fast
// model, in the daemon's turn time (it is most of what a receipts-on request
// adds over a receipts-off one). It says the three things a model must do:
// cite verbatim, never mint, never fill in a failed call.
const receiptPrompt = `Successful tool results end with [receipt: zc-receipt-...]. Copy it verbatim next to what you report from that result; never invent or alter one. A failed, timed-out or denied call has none: say it failed, never guess its result.`

// systemPrompt is computed once, in New: it is the same for every request
// of every turn.
func (a *Agent) systemPrompt() string { return a.sysPrompt }

func buildSystemPrompt(a *Agent) string {
	var parts []string
	if a.o.SystemPrompt != "" {
		parts = append(parts, a.o.SystemPrompt)
	}
	if !a.o.Receipts.Disabled && !a.o.Receipts.NoSystemPromptHint {
		parts = append(parts, receiptPrompt)
	}
	return strings.Join(parts, "\n\n")
}

// correctionPrompt asks the model to rewrite its reply. It tells the two
// kinds of finding apart: a contradicted statement is to be corrected,
// while an unsupported value may be right (a sum or a rate the model
// worked out), so the model is asked to show how it got it rather than to
// change it, which would turn a correct reply into a wrong one.
func correctionPrompt(rep verify.Report) string {
	var b strings.Builder
	b.WriteString("Your last reply was checked against the tool receipts of this turn.\n")
	var unsupported int
	for _, f := range rep.Findings {
		if !f.Sure() {
			unsupported++
		}
	}
	if unsupported < len(rep.Findings) {
		b.WriteString("These statements contradict the tool results or the record of the calls; correct them:\n")
		for _, f := range rep.Findings {
			if f.Sure() {
				fmt.Fprintf(&b, "- %s: %s\n", f.Type, f.Message)
			}
		}
	}
	if unsupported > 0 {
		// The example is the form verify checks by doing the arithmetic
		// (see verify/working.go), so a right value shown this way passes.
		b.WriteString("These values are not in the tool results as written. If you worked one out from them, keep it and show the working next to it as an equation of the result values, such as (236 / 1,500 = 15.7%); if you did not, correct or remove it:\n")
		for _, f := range rep.Findings {
			if !f.Sure() {
				fmt.Fprintf(&b, "- %s: %s\n", f.Type, f.Message)
			}
		}
	}
	b.WriteString("Rewrite the reply so that it states only what the tool results show, cites receipts exactly as given, and says plainly when a call failed. Do not mention this check.")
	return b.String()
}
