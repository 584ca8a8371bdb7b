// Package audit records what the runtime did: every tool call with its
// outcome, every receipt issued, every verification report. Records go to
// a [Sink]; [LogSink] writes them to log/slog, and [Store] keeps them in a
// SQLite file that outlives the process: the daemon's durable audit log.
//
// # What the store keeps
//
// Each [Event] becomes one row: its kind, time (UTC), scope id,
// conversation, receipt sequence number, call id, tool, status, receipt
// string, duration, the SHA-256 and byte size of the arguments and of the
// result, and the report JSON of a verification event. The argument and
// result text itself is kept only as an excerpt (at most
// [StoreOptions.ExcerptChars] bytes, cut back to a UTF-8 boundary) unless
// [StoreOptions.StoreFull] is set, because tool results carry file contents
// and web pages that an audit log should not copy by default; the hashes
// still pin the exact text. For a failed call the text is the error text
// and is kept in the error column instead of the result column.
//
// The receipt key is never stored: an Event has no field that could carry
// it, and none may be added. The audit log therefore cannot check a
// receipt's MAC; [Store.Reconcile] checks that a receipt was issued, by its
// presence in the log, which is what is left to check once the process that
// held the key has exited.
//
// # The hash chain
//
// Rows are numbered 1, 2, 3, ... without gaps, and each row carries
// prev_hash, the hash of the row before it (32 zero bytes for row 1), and
//
//	hash = SHA-256(prev || F("pramana-audit/v1") || U(id) || F(kind) ||
//	       F(time) || F(scope_id) || F(conversation) || U(seq) ||
//	       F(call_id) || F(tool) || F(status) || F(receipt) ||
//	       F(args_sha256) || U(args_size) || F(args) ||
//	       F(result_sha256) || U(result_size) || F(result) ||
//	       U(duration_ns) || F(error) || F(report))
//
// where prev is the previous hash as 32 raw bytes, F(x) = uint64be(len(x))
// || x for the column's stored bytes, and U(v) = F(uint64be(v)) for an
// integer column (two's complement for a negative value). The length
// framing makes the encoding injective, as in the receipt MAC: no two
// different rows encode alike. Hashes are stored as lowercase hex; the time
// is stored as RFC 3339 in UTC with exactly nine fractional digits, so that
// text order is time order.
//
// [Store.VerifyChain] recomputes every hash in id order and reports the
// first row whose id breaks the sequence, whose prev_hash is not its
// predecessor's hash, or whose hash does not match its columns. That makes
// an edit, insertion or deletion of any row other than the last ones
// evident. It cannot tell that rows were cut off the end, or that the whole
// file was rewritten with fresh hashes: the chain has no secret. For that,
// keep the head hash that VerifyChain reports somewhere the writer of the
// file cannot reach, and compare.
//
// # Durability and concurrency
//
// The store runs SQLite in WAL mode with synchronous=FULL: once Record or
// RecordBatch returns nil, the rows survive a crash of the process or of
// the machine. Each append is one transaction that reads the chain head and
// inserts after it, begun with BEGIN IMMEDIATE under a mutex, so that many
// goroutines, and several processes with the same file open, extend one
// linear chain. A transaction cut short by a crash is rolled back by SQLite
// when the file is next opened, and never leaves half a chain behind.
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
