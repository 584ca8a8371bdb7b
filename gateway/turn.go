package gateway

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/audit"
)

// runTurn runs t under the gateway's scope and commits its audit events.
// It returns the result, or writes an error response and returns nil. The
// events are committed whether the turn succeeded or not: a failed turn
// may still have run tools.
func (s *Server) runTurn(w http.ResponseWriter, r *http.Request, t agent.Turn) (*agent.Result, []audit.Event) {
	if !s.acquire(w) {
		return nil, nil
	}
	defer s.release()
	ctx, cancel := s.turnContext(r)
	defer cancel()
	ctx, buf := withTurn(ctx)
	t.Scope = s.scope

	start := time.Now()
	res, err := s.agent.Run(ctx, t)
	events := buf.close()
	if cerr := s.sink.write(ctx, events); cerr != nil {
		s.metrics.turn("audit_error", time.Since(start))
		s.metrics.auditFailure()
		s.log.Error("audit commit failed; reply withheld", "conversation", t.Conversation, "events", len(events), "err", cerr)
		writeError(w, newError(http.StatusServiceUnavailable, typeUnavailable, "audit_write_failed",
			"the turn ran but its audit record could not be written, so the reply is withheld; check the daemon's log and disk, then retry"))
		return nil, nil
	}
	if err != nil {
		e, outcome := s.turnError(ctx, r, err)
		s.metrics.turn(outcome, time.Since(start))
		s.log.Warn("turn failed", "conversation", t.Conversation, "outcome", outcome, "status", e.Status, "events", len(events), "err", err)
		writeError(w, e)
		return nil, nil
	}
	s.metrics.turn("ok", time.Since(start))
	s.metrics.findings("turn", res.Report.Findings)
	s.log.Info("turn", "conversation", t.Conversation, "calls", len(res.Calls), "receipts", len(res.Receipts),
		"findings", len(res.Report.Findings), "trust", res.Report.Trust, "duration", time.Since(start))
	return res, events
}

// turnError maps a failed turn to a response and a metrics outcome.
func (s *Server) turnError(ctx context.Context, r *http.Request, err error) (*Error, string) {
	switch {
	case s.stopCtx.Err() != nil:
		return newError(http.StatusServiceUnavailable, typeUnavailable, "shutting_down",
			"the daemon shut down before the turn finished (its tool calls are in the audit log); retry once it has restarted"), "cancelled"
	case r.Context().Err() != nil:
		// Nobody reads this answer; it is written for the record.
		return newError(http.StatusServiceUnavailable, typeUnavailable, "client_closed",
			"the client closed the request before the turn finished"), "client_closed"
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return newError(http.StatusGatewayTimeout, typeTimeout, "turn_timeout",
			"the turn did not finish within %s (daemon.turn_timeout); the model server is slow or not answering, so check it or raise the limit", s.o.TurnTimeout), "timeout"
	case errors.Is(err, agent.ErrNoReply):
		return newError(http.StatusBadGateway, typeUpstream, "no_reply", "%v", err), "no_reply"
	}
	return newError(http.StatusBadGateway, typeUpstream, "model_error",
		"the model server failed: %v", err), "model_error"
}
