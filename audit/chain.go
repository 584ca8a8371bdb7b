package audit

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash"
	"unsafe"

	"github.com/pramana-dev/pramana/internal/errs"
)

// chainLabel is the first framed field of every row's hash input; it ties
// the hash to this encoding, version 1.
const chainLabel = "pramana-audit/v1"

// chainHash returns SHA-256(prev || canonical encoding of r), the
// encoding documented in the package doc. It reads only stored columns,
// so VerifyChain can recompute it from the file alone. e is scratch space
// that callers reuse from row to row.
func (r *record) chainHash(e *encoder, prev [32]byte) [32]byte {
	e.reset()
	e.buf = append(e.buf, prev[:]...)
	e.str(chainLabel)
	e.int(r.id)
	e.str(r.kind)
	e.str(r.time)
	e.str(r.scopeID)
	e.str(r.conversation)
	e.int(r.seq)
	e.str(r.callID)
	e.str(r.tool)
	e.str(r.status)
	e.str(r.receipt)
	e.str(r.argsSHA)
	e.int(r.argsSize)
	e.str(r.args)
	e.str(r.resultSHA)
	e.int(r.resultSize)
	e.str(r.result)
	e.int(r.durationNS)
	e.str(r.errText)
	e.str(r.report)
	return e.sum()
}

// An encoder feeds the framed fields of a row to SHA-256. It gathers small
// fields in buf so that the hash sees a few large writes rather than forty
// small ones, and writes a large field (a full result) straight through
// without copying it.
type encoder struct {
	h   hash.Hash
	buf []byte
}

// directWrite is the field size above which a field bypasses buf.
const directWrite = 4096

func newEncoder() *encoder {
	return &encoder{h: sha256.New(), buf: make([]byte, 0, 2*directWrite)}
}

func (e *encoder) reset() {
	e.h.Reset()
	e.buf = e.buf[:0]
}

func (e *encoder) str(s string) {
	e.buf = binary.BigEndian.AppendUint64(e.buf, uint64(len(s)))
	if len(s) <= directWrite {
		e.buf = append(e.buf, s...)
		return
	}
	e.flush()
	e.h.Write(stringBytes(s))
}

func (e *encoder) int(v int64) {
	e.buf = binary.BigEndian.AppendUint64(e.buf, 8)
	e.buf = binary.BigEndian.AppendUint64(e.buf, uint64(v))
}

func (e *encoder) flush() {
	e.h.Write(e.buf)
	e.buf = e.buf[:0]
}

func (e *encoder) sum() [32]byte {
	e.flush()
	var sum [32]byte
	e.h.Sum(sum[:0])
	return sum
}

// stringBytes returns the bytes of s without copying them: a result can
// be megabytes. Only for hash.Hash.Write, which neither keeps nor changes
// its argument.
func stringBytes(s string) []byte {
	if s == "" {
		return nil
	}
	return unsafe.Slice(unsafe.StringData(s), len(s))
}

// Ways a chain can break, in [ChainReport].Problem.
const (
	// ChainGap: the row's id does not follow its predecessor's (rows were
	// deleted, or the first row is not 1).
	ChainGap = "gap"
	// ChainPrevMismatch: the row's prev_hash is not its predecessor's hash
	// (a row before it was replaced, or this one was moved).
	ChainPrevMismatch = "prev_mismatch"
	// ChainHashMismatch: the row's hash does not match its columns (the
	// row, or its hash, was edited).
	ChainHashMismatch = "hash_mismatch"
)

// A ChainReport is the outcome of [Store.VerifyChain].
type ChainReport struct {
	// OK reports that every row checked out.
	OK bool `json:"ok"`
	// Rows is the number of rows checked, up to and including a broken one.
	Rows int64 `json:"rows"`
	// Head is the hash of the last row checked when OK, the value to keep
	// elsewhere to detect later truncation or rewriting; "" for an empty log.
	Head string `json:"head"`
	// BrokenID is the id of the first broken row, when not OK.
	BrokenID int64 `json:"broken_id,omitempty"`
	// Problem is ChainGap, ChainPrevMismatch or ChainHashMismatch.
	Problem string `json:"problem,omitempty"`
	// Detail says what was expected and what was found.
	Detail string `json:"detail,omitempty"`
}

// VerifyChain walks every row in id order, recomputing the chain, and
// reports the first row that breaks it. It reads one snapshot, so it can
// run while other goroutines or processes append. A broken chain is a
// report, not an error: the error is for failing to read the file.
func (s *Store) VerifyChain(ctx context.Context) (ChainReport, error) {
	tx, err := s.r.BeginTx(ctx, nil)
	if err != nil {
		return ChainReport{}, errs.Errorf("verify audit chain: %w", err)
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, "SELECT "+columns+" FROM events ORDER BY id")
	if err != nil {
		return ChainReport{}, errs.Errorf("verify audit chain: %w", err)
	}
	defer rows.Close()

	var (
		rep  ChainReport
		prev [32]byte   // row 1 chains from 32 zero bytes
		want = int64(1) // the id the next row must have
		enc  = newEncoder()
	)
	broken := func(id int64, problem, format string, args ...any) (ChainReport, error) {
		rep.BrokenID, rep.Problem, rep.Detail, rep.Head = id, problem, fmt.Sprintf(format, args...), ""
		return rep, nil
	}
	for rows.Next() {
		var r record
		if err := r.scan(rows); err != nil {
			return ChainReport{}, errs.Errorf("verify audit chain: %w", err)
		}
		rep.Rows++
		if r.id != want {
			if want == 1 {
				return broken(r.id, ChainGap, "the first row is %d, want 1", r.id)
			}
			return broken(r.id, ChainGap, "row %d follows row %d; rows %d to %d are missing", r.id, want-1, want, r.id-1)
		}
		if got := hex.EncodeToString(prev[:]); r.prevHash != got {
			return broken(r.id, ChainPrevMismatch, "prev_hash is %q, but the previous row's hash is %q", r.prevHash, got)
		}
		sum := r.chainHash(enc, prev)
		if got := hex.EncodeToString(sum[:]); r.hash != got {
			return broken(r.id, ChainHashMismatch, "stored hash is %q, but the row's columns hash to %q", r.hash, got)
		}
		prev = sum
		rep.Head = r.hash
		want++
	}
	if err := rows.Err(); err != nil {
		return ChainReport{}, errs.Errorf("verify audit chain: %w", err)
	}
	rep.OK = true
	return rep, nil
}
