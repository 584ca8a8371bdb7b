// Package audit records what the runtime did: every tool call with its
// outcome, every receipt issued, every verification report. Records go to
// a [Sink]; [LogSink] writes them to log/slog.
package audit

import (
	"context"
	"encoding/json"
	"time"
)

// Status is the outcome of a tool call.
type Status string

// Tool-call outcomes. Only StatusOK calls carry a receipt.
const (
	StatusOK          Status = "ok"
	StatusError       Status = "error"
	StatusTimeout     Status = "timeout"
	StatusDenied      Status = "denied"
	StatusBlocked     Status = "blocked"
	StatusUnknownTool Status = "unknown_tool"
)

// Kinds of Event.
const (
	KindToolCall     = "tool_call"
	KindVerification = "verification"
)

// An Event is one audit record. ToolCall events carry the call fields;
// Verification events carry Report.
type Event struct {
	Kind         string
	Time         time.Time
	ScopeID      string
	Conversation string
	// Call fields.
	Seq      uint64 // receipt sequence number; 0 when no receipt
	CallID   string
	Tool     string
	Status   Status
	Args     string // argument JSON
	Result   string // result text as signed (ok) or error text
	Receipt  string // receipt string; empty unless Status is ok
	Duration time.Duration
	// Report is the verification report as JSON.
	Report json.RawMessage
}

// A Sink receives audit events. Record must be safe for concurrent use
// and must not return before the event is as durable as the sink makes it.
type Sink interface {
	Record(ctx context.Context, e Event) error
}
