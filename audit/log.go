package audit

import (
	"context"
	"encoding/json"
	"log/slog"
)

// logExcerptBytes caps the argument and result text in a debug log line.
const logExcerptBytes = 256

// A LogSink writes one structured log line per event, with
// component=audit. At info level a line carries what identifies the call
// and its outcome, and the size and SHA-256 of the arguments and of the
// result, never their text: logs are shipped and kept more widely than the
// audit store, and tool results hold file contents and web pages. Only
// when the logger is enabled for debug does the line also carry an
// excerpt of each (at most 256 bytes). Failed calls log at warn level.
//
// A LogSink with a nil Logger discards events. Record always returns nil;
// log/slog handlers report no errors.
type LogSink struct {
	Logger *slog.Logger
}

var _ Sink = LogSink{}

// Record logs e.
func (s LogSink) Record(ctx context.Context, e Event) error {
	if s.Logger == nil {
		return nil
	}
	level := slog.LevelInfo
	if failed(&e) {
		level = slog.LevelWarn
	}
	if !s.Logger.Enabled(ctx, level) {
		return nil
	}
	attrs := make([]slog.Attr, 0, 20)
	attrs = append(attrs, slog.String("component", "audit"), slog.String("kind", e.Kind))
	str := func(k, v string) {
		if v != "" {
			attrs = append(attrs, slog.String(k, v))
		}
	}
	str("scope", e.ScopeID)
	str("conversation", e.Conversation)
	if e.Kind == KindToolCall || e.Tool != "" {
		if e.Seq != 0 {
			attrs = append(attrs, slog.Uint64("seq", e.Seq))
		}
		str("call_id", e.CallID)
		str("tool", e.Tool)
		str("status", string(e.Status))
		str("receipt", e.Receipt)
		attrs = append(attrs,
			slog.Int("args_bytes", len(e.Args)),
			slog.String("args_sha256", sha256Hex(e.Args)),
			slog.Int("result_bytes", len(e.Result)),
			slog.String("result_sha256", sha256Hex(e.Result)),
			slog.Duration("duration", e.Duration),
		)
		if s.Logger.Enabled(ctx, slog.LevelDebug) {
			attrs = append(attrs,
				slog.String("args_excerpt", excerpt(e.Args, logExcerptBytes)),
				slog.String("result_excerpt", excerpt(e.Result, logExcerptBytes)),
			)
		}
	}
	if len(e.Report) > 0 {
		// The verdict and the number of findings, not the findings: their
		// messages quote the reply.
		var rep struct {
			Trust    string            `json:"trust"`
			Findings []json.RawMessage `json:"findings"`
		}
		if json.Unmarshal(e.Report, &rep) == nil {
			str("trust", rep.Trust)
			attrs = append(attrs, slog.Int("findings", len(rep.Findings)))
		}
		attrs = append(attrs, slog.Int("report_bytes", len(e.Report)))
	}
	msg := "audit " + e.Kind
	s.Logger.LogAttrs(ctx, level, msg, attrs...)
	return nil
}
