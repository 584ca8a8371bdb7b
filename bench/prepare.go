package bench

import (
	"slices"

	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/verify"
)

// Prepare turns s into exactly what the runtime would check: a fresh
// receipt scope, each ok call signed in order with its argument bytes and
// its defanged result, and the reply with its placeholders filled with the
// real receipt strings ({{forged}} with a well-formed receipt of another,
// closed scope). It is the code [Run] uses, exported so that benchmarks
// elsewhere time the checker on real scenarios rather than on text made up
// for speed.
//
// rec.Scope is open and holds the only copy of its key; the caller must
// Close it when done.
func Prepare(s Scenario) (reply string, rec verify.Record, err error) {
	reply, rec, _, err = prepare(s)
	return reply, rec, err
}

// prepare is Prepare plus, per call, what the model saw (the result with
// its receipt for an ok call, else ""). On error the scope is closed.
func prepare(s Scenario) (reply string, rec verify.Record, shown []string, err error) {
	scope, err := receipt.NewScope()
	if err != nil {
		return "", verify.Record{}, nil, errs.Errorf("bench: %s: %w", s.ID, err)
	}
	shown = make([]string, len(s.Calls))
	rec = verify.Record{Scope: scope, Request: s.Request, Tools: slices.Clone(s.Tools)}
	receipts := make(map[string]string)
	for i, c := range s.Calls {
		vc := verify.Call{
			ID: c.ID, Tool: c.Tool, Args: string(c.Args), Status: c.Status,
			Result: c.Result, Count: c.Count, URLs: slices.Clone(c.URLs),
		}
		if c.Status == verify.StatusOK {
			// Exactly as the runtime does: the result is defanged before
			// signing, and the signed text is what the checker compares.
			e, err := scope.Sign(receipt.Call{ID: c.ID, Tool: c.Tool, Args: c.Args, Result: receipt.Defang(c.Result)})
			if err != nil {
				scope.Close()
				return "", verify.Record{}, nil, errs.Errorf("bench: %s: sign call %q: %w", s.ID, c.ID, err)
			}
			vc.Result = e.Result
			vc.Receipt = e.Receipt.String()
			receipts[c.ID] = vc.Receipt
			shown[i] = e.Shown()
		}
		rec.Calls = append(rec.Calls, vc)
	}
	reply, err = fill(s, receipts)
	if err != nil {
		scope.Close()
		return "", verify.Record{}, nil, err
	}
	return reply, rec, shown, nil
}
