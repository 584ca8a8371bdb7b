package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/tool"
)

// maxDelegateDepth bounds delegates of delegates.
const maxDelegateDepth = 2

type ctxKey int

const (
	stateKey ctxKey = iota
	depthKey
)

// Delegate returns the delegate tool: it runs a sub-agent, with the same
// provider, tools and policy, on a task the model describes.
//
// A synchronous delegate shares its parent's turn: it signs with the
// parent's scope, its tool calls join the parent's record, and its receipts
// appear in the parent's footer and are checked with the parent's reply.
// A background delegate (background: true) is detached from the turn: it
// runs under a scope of its own after the turn may have ended, its calls go
// to the audit sink only, and its receipts never appear in the parent's
// reply. The parent's model is told only that the task started.
func (a *Agent) Delegate() tool.Tool { return &delegateTool{a: a} }

type delegateTool struct {
	a   *Agent
	seq atomic.Int64
}

func (d *delegateTool) Info() tool.Info {
	return tool.Info{
		Name:        "delegate",
		Description: "Hand a self-contained sub-task to a sub-agent that has the same tools. Returns the sub-agent's answer. With background=true the task runs detached and only its start is reported.",
		Parameters:  json.RawMessage(`{"type":"object","properties":{"task":{"type":"string","description":"What the sub-agent should do, with all the context it needs."},"background":{"type":"boolean","description":"Run detached from this turn; its results are not returned."}},"required":["task"],"additionalProperties":false}`),
		ReadOnly:    true, // it can only do what its own calls are allowed to
	}
}

func (d *delegateTool) Execute(ctx context.Context, raw json.RawMessage) (tool.Result, error) {
	var args struct {
		Task       string `json:"task"`
		Background bool   `json:"background"`
	}
	if err := json.Unmarshal(raw, &args); err != nil {
		return tool.Result{}, errs.Errorf("delegate: invalid arguments: %v", err)
	}
	if strings.TrimSpace(args.Task) == "" {
		return tool.Result{}, errors.New("delegate: invalid arguments: task must be a non-empty string")
	}
	if d.a.o.Provider == nil {
		return tool.Result{}, errors.New("delegate: no model provider to run a sub-agent with")
	}
	depth, _ := ctx.Value(depthKey).(int)
	if depth >= maxDelegateDepth {
		return tool.Result{}, errs.Errorf("delegate: delegates may nest only %d deep; do the task yourself", maxDelegateDepth)
	}
	parent, _ := ctx.Value(stateKey).(*turnState)
	if parent == nil {
		return tool.Result{}, errors.New("delegate: not inside an agent turn")
	}
	msgs := []provider.Message{
		{Role: provider.RoleSystem, Content: d.a.systemPrompt()},
		{Role: provider.RoleUser, Content: args.Task},
	}
	if msgs[0].Content == "" {
		msgs = msgs[1:]
	}
	ctx = context.WithValue(ctx, depthKey, depth+1)
	if !args.Background {
		text, _, err := d.a.loop(ctx, parent, msgs, d.a.o.MaxIterations)
		if err != nil {
			return tool.Result{}, errs.Errorf("delegate: %w", err)
		}
		return tool.Result{Text: text}, nil
	}

	id := fmt.Sprintf("bg-%d", d.seq.Add(1))
	var (
		scope *receipt.Scope
		err   error
	)
	if d.a.o.Registry != nil {
		scope, err = d.a.o.Registry.NewScope()
	} else {
		scope, err = receipt.NewScope()
	}
	if err != nil {
		return tool.Result{}, errs.Errorf("delegate: open receipt scope: %w", err)
	}
	st := &turnState{scope: scope, conversation: parent.conversation + "/" + id}
	// Detached from the turn's cancellation, bounded on its own.
	bgctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Duration(d.a.o.MaxIterations)*d.a.o.ToolTimeout)
	bgctx = context.WithValue(bgctx, stateKey, st)
	d.a.bg.Add(1)
	go func() {
		defer d.a.bg.Done()
		defer cancel()
		defer scope.Close()
		text, _, err := d.a.loop(bgctx, st, msgs, d.a.o.MaxIterations)
		if err != nil {
			d.a.log.Warn("background delegate failed", "task", id, "err", err)
			return
		}
		d.a.log.Info("background delegate finished", "task", id, "scope", scope.ID(), "reply_chars", len(text))
	}()
	return tool.Result{Text: "Started background task " + id + ". It runs detached from this turn: its results and receipts are not part of this reply."}, nil
}
