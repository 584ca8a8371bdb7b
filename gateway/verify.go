package gateway

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/verify"
)

// Statuses of a [ReceiptCheck].
const (
	StatusValid      = "valid"       // issued by this daemon's scope; the MAC checks out
	StatusForged     = "forged"      // well formed, but not issued by this scope
	StatusOtherScope = "other_scope" // issued by another scope of this process, such as a background delegate's
	StatusMalformed  = "malformed"   // breaks the receipt grammar
	StatusClosed     = "closed"      // the scope is closed: the daemon is shutting down
)

// A ReceiptCheck is what the daemon's scope says about one receipt token.
type ReceiptCheck struct {
	Receipt string `json:"receipt"`
	// Status is one of the Status constants.
	Status string `json:"status"`
	// Tool, CallID and Seq name the call a valid receipt was issued for.
	Tool   string `json:"tool,omitempty"`
	CallID string `json:"call_id,omitempty"`
	Seq    uint64 `json:"seq,omitempty"`
	// Detail says why a receipt is not valid.
	Detail string `json:"detail,omitempty"`
}

// VerifyRequest is the body of POST /v1/verify.
type VerifyRequest struct {
	// Text is the reply to check.
	Text string `json:"text"`
	// Request is the user's message the reply answers, if known, so that
	// numbers the user gave are not taken for claims about tool output.
	Request string `json:"request,omitempty"`
}

// VerifyResponse is the answer of POST /v1/verify.
type VerifyResponse struct {
	// ScopeID is the public id of the daemon's scope the receipts were
	// checked against.
	ScopeID string `json:"scope_id"`
	// Report is the verification report: the text is checked against the
	// calls its valid receipts were issued for.
	Report verify.Report `json:"report"`
	// Receipts has one check per receipt token in the text, in order.
	Receipts []ReceiptCheck `json:"receipts"`
}

func (s *Server) checkToken(tok receipt.Token) ReceiptCheck {
	c, _ := s.checkEntry(tok)
	return c
}

// checkEntry is checkToken that also returns the ledger entry of a valid
// receipt.
func (s *Server) checkEntry(tok receipt.Token) (ReceiptCheck, receipt.Entry) {
	c := ReceiptCheck{Receipt: tok.Text}
	if tok.Err != nil {
		c.Status, c.Detail = StatusMalformed, tok.Err.Error()
		return c, receipt.Entry{}
	}
	e, err := s.scope.VerifyReceipt(tok.Receipt)
	switch {
	case err == nil:
		c.Status, c.Tool, c.CallID, c.Seq = StatusValid, e.Tool, e.ID, e.Seq
	case errors.Is(err, receipt.ErrOtherScope):
		c.Status, c.Detail = StatusOtherScope, err.Error()
	case errors.Is(err, receipt.ErrClosed):
		c.Status, c.Detail = StatusClosed, err.Error()
	default:
		c.Status, c.Detail = StatusForged, err.Error()
	}
	return c, e
}

// handleVerify checks a text against the daemon's ledger. The record it
// checks against is made of the calls the text's valid receipts were
// issued for, taken from the ledger; so a reply is judged against what
// those calls returned. The report is written to the audit log before it
// is returned.
func (s *Server) handleVerify(w http.ResponseWriter, r *http.Request) {
	var req VerifyRequest
	if e := decodeJSON(r, &req); e != nil {
		writeError(w, e)
		return
	}
	if strings.TrimSpace(req.Text) == "" {
		writeError(w, badRequest("text", "missing_field", "\"text\" is missing or empty; send the reply to check"))
		return
	}
	if s.closing.Load() {
		writeError(w, errShuttingDown())
		return
	}
	resp := VerifyResponse{ScopeID: s.scope.ID(), Receipts: []ReceiptCheck{}}
	var calls []verify.Call
	seen := map[uint64]bool{}
	for _, tok := range receipt.Scan(req.Text) {
		c, e := s.checkEntry(tok)
		resp.Receipts = append(resp.Receipts, c)
		// A trimmed entry (see receipt.Scope.LimitLedger) verifies, but its
		// result is gone, so claims about its content cannot be checked:
		// leaving it out of the record skips them rather than faulting them.
		if c.Status != StatusValid || seen[c.Seq] || e.Trimmed {
			continue
		}
		seen[c.Seq] = true
		calls = append(calls, verify.Call{ID: e.ID, Tool: e.Tool, Args: string(e.Args), Status: verify.StatusOK, Result: e.Result, Receipt: e.Receipt.String()})
	}
	resp.Report = normReport(s.agent.Checker().Check(req.Text, verify.Record{Scope: s.scope, Request: req.Request, Calls: calls, Tools: s.agent.ToolNames()}))

	b, err := json.Marshal(resp.Report)
	if err == nil {
		err = s.sink.write(r.Context(), []audit.Event{{
			Kind: audit.KindVerification, Time: time.Now().UTC(), ScopeID: s.scope.ID(), Conversation: "verify", Report: b,
		}})
	}
	if err != nil {
		s.metrics.auditFailure()
		s.log.Error("audit commit failed; verification report withheld", "err", err)
		writeError(w, newError(http.StatusServiceUnavailable, typeUnavailable, "audit_write_failed",
			"the report could not be written to the audit log, so it is withheld; check the daemon's log and disk, then retry"))
		return
	}
	s.metrics.findings("verify", resp.Report.Findings)
	writeJSON(w, http.StatusOK, resp)
}
