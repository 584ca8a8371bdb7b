// Package receipt implements pramana tool receipts, version 1.
//
// A tool receipt is a short string that the runtime appends to every
// successful tool result before the model sees it:
//
//	zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA
//
// It carries the signing time and an HMAC-SHA256 over the call (its sequence
// number, call id, tool name, argument bytes and result text) made with a
// 256-bit key that exists only in the memory of a [Scope]. A model can repeat
// a receipt it was shown, but it cannot make a new one: it never sees the key.
// A reply that cites a receipt the scope did not issue, or that claims a tool
// ran when no receipt backs the claim, can therefore be caught. The package
// verify builds those checks on top of this one.
//
// # Using it
//
// Open a [Scope] for the unit of work whose receipts belong together (one
// turn of a direct agent run, or the lifetime of a daemon), sign each
// successful call with [Scope.Sign], show the model [Entry.Shown] (the result
// with its trailer), and close the scope when the unit ends:
//
//	scope, err := receipt.NewScope()
//	if err != nil { ... }
//	defer scope.Close()
//	e, err := scope.Sign(receipt.Call{ID: id, Tool: "list_dir", Args: args, Result: receipt.Defang(out)})
//	// e.Shown() is what the model sees.
//
// Later, [Scan] finds the receipt-shaped tokens in the model's reply and
// [Scope.Verify] checks each one against the scope's ledger, recomputing the
// MAC with the scope's key. Failures come in distinct classes so that a
// caller can tell a typo from a forgery: [ErrMalformed] (the string breaks the
// grammar; see [ParseError]), [ErrForged] (well formed, but never issued by
// this scope), [ErrOtherScope] (issued by another scope of the same
// [Registry], for instance an earlier turn) and [ErrClosed].
//
// # Security properties
//
// The key is 32 bytes from crypto/rand, held in one heap allocation owned by
// the scope. No exported function or method returns it, and a Scope prints
// (through fmt, log/slog and encoding/json) as its public id only.
// [Scope.Close] overwrites the key. The HMAC states that Go's crypto/hmac
// derives from it, which an open scope keeps for reuse, become garbage that
// the runtime does not zero: that is the limit of what Go can promise.
//
// Receipts are not zero-knowledge proofs: only the holder of the key can
// verify them. They do not replace approval gates, and they say nothing
// about text in a reply that does not concern tools.
//
// The wire format and MAC input are specified in docs/receipts.md, with test
// vectors in testdata/receipt-vectors.json.
package receipt
