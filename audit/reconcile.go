package audit

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/receipt"
)

// Outcomes of [Store.Reconcile] for one token.
const (
	// ReconcileFound: a row holds this exact receipt string.
	ReconcileFound = "found"
	// ReconcileNotFound: the token is a well-formed receipt that no row holds.
	ReconcileNotFound = "not_found"
	// ReconcileMalformed: the token starts like a receipt but breaks the
	// grammar; it was not looked up.
	ReconcileMalformed = "malformed"
)

// A ReconcileResult is what the log says about one receipt token.
type ReconcileResult struct {
	// Token is the text found, text[Start:End].
	Token string `json:"token"`
	Start int    `json:"start"`
	End   int    `json:"end"`
	// Outcome is ReconcileFound, ReconcileNotFound or ReconcileMalformed.
	Outcome string `json:"outcome"`
	// Reason says why a malformed token breaks the grammar.
	Reason string `json:"reason,omitempty"`
	// Call is the call the receipt was issued for, when found.
	Call *ReconciledCall `json:"call,omitempty"`
}

// A ReconciledCall is the logged call that a found receipt belongs to.
type ReconciledCall struct {
	RowID        int64     `json:"row_id"`
	Tool         string    `json:"tool"`
	CallID       string    `json:"call_id"`
	Seq          uint64    `json:"seq"`
	ScopeID      string    `json:"scope_id"`
	Conversation string    `json:"conversation"`
	Time         time.Time `json:"time"`
}

// Reconcile finds every receipt token in text, as [receipt.Scan] does, and
// looks each well-formed one up in the log, in order of appearance.
//
// This is an existence check, not a MAC check. The key that signed a
// receipt lives only in the memory of the process that issued it and is
// gone after a restart, so nothing can recompute a MAC later; instead the
// log is asked whether the runtime recorded issuing this exact string. A
// found receipt is as trustworthy as the log itself, which is why it is
// worth running [Store.VerifyChain] too. Within a live turn, use
// receipt.Scope.Verify, which does check the MAC.
func (s *Store) Reconcile(ctx context.Context, text string) ([]ReconcileResult, error) {
	toks := receipt.Scan(text)
	if len(toks) == 0 {
		return nil, nil
	}
	stmt, err := s.r.PrepareContext(ctx, `SELECT id, tool, call_id, seq, scope_id, conversation, time
		FROM events WHERE receipt = ? AND receipt <> '' ORDER BY id LIMIT 1`)
	if err != nil {
		return nil, errs.Errorf("reconcile receipts: %w", err)
	}
	defer stmt.Close()
	out := make([]ReconcileResult, 0, len(toks))
	for _, tok := range toks {
		res := ReconcileResult{Token: tok.Text, Start: tok.Start, End: tok.End}
		var pe *receipt.ParseError
		switch {
		case errors.As(tok.Err, &pe):
			res.Outcome, res.Reason = ReconcileMalformed, pe.Reason
		case tok.Err != nil:
			res.Outcome, res.Reason = ReconcileMalformed, tok.Err.Error()
		default:
			var (
				c      ReconciledCall
				seq    int64
				ts     string
				lookup = tok.Receipt.String() // canonical form; equal to tok.Text when well formed
			)
			err := stmt.QueryRowContext(ctx, lookup).Scan(&c.RowID, &c.Tool, &c.CallID, &seq, &c.ScopeID, &c.Conversation, &ts)
			switch {
			case errors.Is(err, sql.ErrNoRows):
				res.Outcome = ReconcileNotFound
			case err != nil:
				return nil, errs.Errorf("reconcile receipts: look up %s: %w", tok.Text, err)
			default:
				c.Seq = uint64(seq)
				if c.Time, err = time.Parse(time.RFC3339Nano, ts); err != nil {
					return nil, errs.Errorf("reconcile receipts: audit row %d: bad time %q", c.RowID, ts)
				}
				res.Outcome, res.Call = ReconcileFound, &c
			}
		}
		out = append(out, res)
	}
	return out, nil
}
