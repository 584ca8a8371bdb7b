package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/policy"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/tool"
	"github.com/pramana-dev/pramana/verify"
)

// runCall runs one tool call to its end and returns the text the model is
// shown. Only a successful call is signed; every outcome is recorded and
// sent to the audit sink.
func (a *Agent) runCall(ctx context.Context, st *turnState, call provider.ToolCall) string {
	start := time.Now()
	rec := verify.Call{ID: call.ID, Tool: call.Name, Args: call.Arguments}
	finish := func(status, text string) string {
		// Error text can carry tool output (a failing command's stderr), so
		// it gets the same scrubbing and defanging as a result.
		text, _ = policy.Scrub(text)
		text = receipt.Defang(text)
		rec.Status, rec.Result = status, text
		st.addCall(rec)
		a.emit(ctx, st, rec, 0, time.Since(start))
		a.log.Debug("tool call", "tool", call.Name, "call_id", call.ID, "status", status, "duration", time.Since(start))
		return "Error (" + status + ", no receipt issued): " + text
	}

	t, ok := a.tools[call.Name]
	if !ok {
		return finish(verify.StatusUnknownTool, fmt.Sprintf("there is no tool named %q; available tools: %s", call.Name, strings.Join(a.names, ", ")))
	}
	args := strings.TrimSpace(call.Arguments)
	if args == "" {
		args = "{}"
	}
	if !json.Valid([]byte(args)) || args[0] != '{' {
		return finish(verify.StatusError, "the arguments for "+call.Name+" are not a JSON object: "+excerpt(call.Arguments, 200))
	}
	rec.Args = args

	info := t.Info()
	switch policy.Decide(a.o.Autonomy, info.ReadOnly, info.Risky, info.Name, a.o.AutoApprove) {
	case policy.Deny:
		return finish(verify.StatusBlocked, call.Name+" is not allowed at autonomy level "+string(a.o.Autonomy))
	case policy.Ask:
		summary := ""
		if s, ok := t.(tool.Summarizer); ok {
			summary = s.Summarize(json.RawMessage(args))
		}
		approved := false
		if a.o.Approver != nil {
			var err error
			approved, err = a.o.Approver.Approve(ctx, call.Name, summary)
			if err != nil {
				a.log.Warn("approval failed", "tool", call.Name, "err", err)
				approved = false
			}
		}
		if !approved {
			return finish(verify.StatusDenied, "the user did not approve "+call.Name)
		}
	}

	out, err := a.execute(ctx, st, t, json.RawMessage(args))
	if err != nil {
		status := verify.StatusError
		if errors.Is(err, context.DeadlineExceeded) {
			status = verify.StatusTimeout
		}
		return finish(status, call.Name+" failed: "+excerpt(err.Error(), 2000))
	}

	text := a.prepare(out.Text)
	rec.Status, rec.Result, rec.Count, rec.URLs = verify.StatusOK, text, out.Count, out.URLs
	shown := text
	var seq uint64
	if !a.o.Receipts.Disabled {
		e, err := st.scope.Sign(receipt.Call{ID: call.ID, Tool: call.Name, Args: []byte(args), Result: text})
		if err != nil {
			// A closed scope means the turn is over; nothing may be shown
			// as if signed.
			return finish(verify.StatusError, "could not sign the result: "+err.Error())
		}
		rec.Receipt, seq, shown = e.Receipt.String(), e.Seq, e.Shown()
		// Enabled first: the arguments of a disabled Debug are still
		// boxed and allocated, on every signed call.
		if a.log.Enabled(ctx, slog.LevelDebug) {
			a.log.Debug("Tool receipt generated", "tool", call.Name, "receipt", rec.Receipt)
		}
	}
	st.addCall(rec)
	a.emit(ctx, st, rec, seq, time.Since(start))
	return shown
}

// execute runs the tool under the tool timeout and turns a panic into an
// error, so that a broken tool costs one call, not the process.
func (a *Agent) execute(ctx context.Context, st *turnState, t tool.Tool, args json.RawMessage) (res tool.Result, err error) {
	ctx, cancel := context.WithTimeout(ctx, a.o.ToolTimeout)
	defer cancel()
	type outcome struct {
		res tool.Result
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				done <- outcome{err: errs.Errorf("the tool crashed: %v", p)}
			}
		}()
		r, err := t.Execute(context.WithValue(ctx, stateKey, st), args)
		done <- outcome{r, err}
	}()
	select {
	case o := <-done:
		if o.err == nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
			// Finished at the deadline: the result may be partial.
			return tool.Result{}, errs.Errorf("timed out after %s: %w", a.o.ToolTimeout, context.DeadlineExceeded)
		}
		return o.res, o.err
	case <-ctx.Done():
		// A tool that ignores its context is abandoned, not waited for.
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return tool.Result{}, errs.Errorf("timed out after %s: %w", a.o.ToolTimeout, context.DeadlineExceeded)
		}
		return tool.Result{}, ctx.Err()
	}
}

// prepare turns a tool's output into the text that is signed and shown:
// valid UTF-8, secrets scrubbed, receipt-shaped text defanged, and cut to
// the size limit, in that order, so that what is signed is what is shown.
func (a *Agent) prepare(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s, _ = policy.Scrub(s)
	s = receipt.Defang(s)
	return truncate(s, a.o.MaxResultChars)
}

// truncate cuts s to at most n runes, saying how much was cut.
func truncate(s string, n int) string {
	if len(s) <= n || utf8.RuneCountInString(s) <= n {
		return s
	}
	i, count := 0, 0
	for i < len(s) && count < n {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		count++
	}
	return s[:i] + fmt.Sprintf("\n[output truncated: %d of %d characters shown]", n, utf8.RuneCountInString(s))
}

func excerpt(s string, n int) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// refuse records a call that is not run at all.
func (a *Agent) refuse(ctx context.Context, st *turnState, call provider.ToolCall, why string) string {
	rec := verify.Call{ID: call.ID, Tool: call.Name, Args: call.Arguments, Status: verify.StatusBlocked, Result: why}
	st.addCall(rec)
	a.emit(ctx, st, rec, 0, 0)
	return "Error (blocked, no receipt issued): " + why
}

func (a *Agent) emit(ctx context.Context, st *turnState, c verify.Call, seq uint64, d time.Duration) {
	if a.o.Audit == nil {
		return
	}
	e := audit.Event{
		Kind: audit.KindToolCall, Time: time.Now().UTC(), ScopeID: st.scope.ID(), Conversation: st.conversation,
		Seq: seq, CallID: c.ID, Tool: c.Tool, Status: audit.Status(c.Status), Args: c.Args, Result: c.Result,
		Receipt: c.Receipt, Duration: d,
	}
	if err := a.o.Audit.Record(ctx, e); err != nil {
		a.log.Error("audit record failed", "tool", c.Tool, "err", err)
	}
}

func (a *Agent) recordReport(ctx context.Context, st *turnState, rep verify.Report) {
	for _, f := range rep.Findings {
		a.log.Info("verification finding", "type", f.Type, "receipt", f.Receipt, "call_id", f.CallID, "message", f.Message)
	}
	if rep.Error != "" {
		a.log.Error("verification failed; the reply is unchecked", "err", rep.Error)
	}
	// Untraced values are no findings (see verify.Report.Untraced): kept
	// for whoever debugs a turn, and in the audit record below.
	for _, u := range rep.Untraced {
		a.log.Debug("verification untraced value", "call_id", u.CallID, "message", u.Message)
	}
	if a.o.Audit == nil {
		return
	}
	b, err := json.Marshal(rep)
	if err != nil {
		a.log.Error("encode verification report", "err", err)
		return
	}
	e := audit.Event{Kind: audit.KindVerification, Time: time.Now().UTC(), ScopeID: st.scope.ID(), Conversation: st.conversation, Report: b}
	if err := a.o.Audit.Record(ctx, e); err != nil {
		a.log.Error("audit record failed", "kind", e.Kind, "err", err)
	}
}
