package receipt

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

var (
	// ErrForged means a well-formed receipt was not issued by the scope
	// that checked it, nor by any other scope of its Registry: it was
	// invented or altered.
	ErrForged = errors.New("receipt was not issued by this scope (forged or altered)")
	// ErrOtherScope is matched by an *OtherScopeError: the receipt is
	// genuine but belongs to another scope, such as an earlier turn.
	ErrOtherScope = errors.New("receipt was issued by another scope")
	// ErrClosed is returned by a closed scope: its key is gone.
	ErrClosed = errors.New("receipt scope is closed")
)

// An OtherScopeError reports a receipt issued by another scope of the same
// [Registry].
type OtherScopeError struct {
	Receipt string // the receipt string
	ScopeID string // the public id of the scope that issued it
}

func (e *OtherScopeError) Error() string {
	return "receipt: " + e.Receipt + " was issued by scope " + e.ScopeID + ", not this one"
}

// Is makes errors.Is(err, ErrOtherScope) true.
func (e *OtherScopeError) Is(target error) bool { return target == ErrOtherScope }

// An Entry is one receipt in a scope's ledger, with the call it binds.
type Entry struct {
	// Seq is the call's sequence number in its scope, from 1.
	Seq uint64
	Call
	// Receipt is the receipt issued for the call.
	Receipt Receipt
	// Trimmed reports that Args and Result were dropped from a bounded
	// ledger (see [Scope.LimitLedger]); the other fields are intact.
	Trimmed bool
}

// Shown returns the text the model sees: the result with the receipt
// trailer, Result + "\n\n[receipt: " + receipt + "]".
func (e Entry) Shown() string { return AppendTrailer(e.Result, e.Receipt) }

// AppendTrailer returns result + "\n\n[receipt: " + r + "]".
func AppendTrailer(result string, r Receipt) string {
	// A Builder hands its buffer over as the string: one allocation,
	// where string([]byte) would copy the result a second time.
	var b strings.Builder
	b.Grow(len(result) + len(trailerOpen) + maxLen + 1)
	b.WriteString(result)
	b.WriteString(trailerOpen)
	var buf [maxLen]byte
	b.Write(r.AppendText(buf[:0]))
	b.WriteByte(']')
	return b.String()
}

const trailerOpen = "\n\n[receipt: "

// A Scope holds one signing key and the ledger of every receipt made with
// it. A direct agent turn uses a scope per turn; a daemon holds one for its
// lifetime. A Scope is safe for use by many goroutines at once.
type Scope struct {
	id       string
	registry *Registry
	now      func() time.Time

	keyMu sync.RWMutex
	key   *[KeySize]byte // nil once closed
	// idle holds keyed MACs made with key that no call is using: one per
	// call that ran at the same time, at most. A plain list under a mutex
	// rather than a sync.Pool, because a direct turn opens a scope, signs
	// once and closes it, and a sync.Pool's first use per scope costs more
	// than the MAC it would save.
	macMu  sync.Mutex
	idle   []*keyedMAC
	seq    atomic.Uint64
	mu     sync.Mutex
	ledger map[[32]byte]int // digest -> index in list; nil while list is short
	list   []Entry

	// Bounding the ledger: limit is the most bytes of Args and Result it
	// holds (0: no bound), held what it holds now, and trimmed how many of
	// the oldest entries have been trimmed.
	limit, held, trimmed int
}

// NewScope returns a scope with a fresh key from crypto/rand.
func NewScope() (*Scope, error) { return newScope(nil) }

func newScope(reg *Registry) (*Scope, error) {
	// One read for the key and the id: a direct turn opens a scope per
	// turn, and each read is a system call. The key is the first 32 bytes,
	// the id the 8 after them; the two are unrelated random values.
	var buf [KeySize + 8]byte
	if _, err := rand.Read(buf[:]); err != nil {
		return nil, fmt.Errorf("receipt: read random key: %w", err)
	}
	key := new([KeySize]byte)
	copy(key[:], buf[:KeySize])
	id := hex.EncodeToString(buf[KeySize:])
	clear(buf[:KeySize])
	return &Scope{
		id:       id,
		registry: reg,
		now:      time.Now,
		key:      key,
	}, nil
}

// indexFrom is the ledger length from which it is indexed by digest.
// Below it a lookup scans the list: a direct turn makes a handful of
// calls, and scanning them costs less than building a map per turn.
const indexFrom = 8

// record appends e to the ledger. s.mu is held.
func (s *Scope) record(e Entry) {
	s.list = append(s.list, e)
	switch {
	case s.ledger != nil:
		s.ledger[e.Receipt.Digest] = len(s.list) - 1
	case len(s.list) >= indexFrom:
		s.ledger = make(map[[32]byte]int, 2*len(s.list))
		for i := range s.list {
			s.ledger[s.list[i].Receipt.Digest] = i
		}
	}
}

// find returns the index in the ledger of the entry with digest d. s.mu is
// held.
func (s *Scope) find(d [32]byte) (int, bool) {
	if s.ledger != nil {
		i, ok := s.ledger[d]
		return i, ok
	}
	for i := range s.list {
		if s.list[i].Receipt.Digest == d {
			return i, true
		}
	}
	return 0, false
}

// getMAC returns an idle keyed MAC, or a new one. keyMu is read-locked and
// the key is present.
func (s *Scope) getMAC() *keyedMAC {
	s.macMu.Lock()
	if n := len(s.idle); n > 0 {
		m := s.idle[n-1]
		s.idle[n-1] = nil
		s.idle = s.idle[:n-1]
		s.macMu.Unlock()
		return m
	}
	s.macMu.Unlock()
	return newKeyedMAC(s.key[:])
}

// putMAC makes m idle again. keyMu is read-locked, so Close, which empties
// the list under the write lock, cannot run in between and miss m.
func (s *Scope) putMAC(m *keyedMAC) {
	s.macMu.Lock()
	s.idle = append(s.idle, m)
	s.macMu.Unlock()
}

// ID returns the scope's public id: 16 random hex digits, unrelated to the
// key, for logs and audit records.
func (s *Scope) ID() string { return s.id }

// Sign assigns c the scope's next sequence number, signs it at the current
// time and records it in the ledger. Two calls never share a sequence
// number, also when signed concurrently. The ledger keeps its own copy of
// c.Args, and the returned entry has another, so that neither the caller's
// buffer nor the returned entry can change what the ledger verifies.
func (s *Scope) Sign(c Call) (Entry, error) {
	// Two copies of the args in one allocation: the ledger's and the
	// returned entry's. Capping each slice keeps an append to one from
	// writing into the other.
	var ret []byte
	if c.Args != nil {
		n := len(c.Args)
		both := make([]byte, 2*n)
		copy(both, c.Args)
		copy(both[n:], c.Args)
		c.Args, ret = both[:n:n], both[n:]
	}
	s.keyMu.RLock()
	if s.key == nil {
		s.keyMu.RUnlock()
		return Entry{}, ErrClosed
	}
	seq := s.seq.Add(1)
	ts := uint64(max(s.now().Unix(), 0))
	m := s.getMAC()
	e := Entry{Seq: seq, Call: c, Receipt: Receipt{Timestamp: ts, Digest: m.sum(seq, ts, &c)}}
	s.putMAC(m)
	// The read lock is held until the entry is in the ledger, so that
	// Close cannot drop the ledger between signing and recording.
	s.mu.Lock()
	s.record(e)
	s.held += len(c.Args) + len(c.Result)
	s.trim()
	s.mu.Unlock()
	s.keyMu.RUnlock()
	if s.registry != nil {
		s.registry.add(e.Receipt, s.id)
	}
	e.Args = ret
	return e, nil
}

// clone returns e with its own copy of Args, for handing a ledger entry
// out: a caller that edits the bytes must not turn a genuine receipt into
// a "forged" one.
func (e Entry) clone() Entry {
	if e.Args != nil {
		e.Args = slices.Clone(e.Args)
	}
	return e
}

// Verify parses receipt and checks it against the ledger of receipts the
// scope computed with its key. It returns the entry the receipt was issued
// for, or an error matching exactly one of [ErrMalformed], [ErrForged],
// [ErrOtherScope] and [ErrClosed]. A closed scope returns ErrClosed for
// every input, well formed or not.
func (s *Scope) Verify(receipt string) (Entry, error) {
	if s.closed() {
		return Entry{}, ErrClosed
	}
	r, err := Parse(receipt)
	if err != nil {
		return Entry{}, err
	}
	return s.VerifyReceipt(r)
}

// VerifyReceipt is [Scope.Verify] for a parsed receipt.
//
// It does not recompute the MAC: it checks that r is, digest and
// timestamp, a receipt this scope issued. That is a MAC check all the
// same. The ledger holds exactly the receipts Sign computed with the key,
// each next to the fields it was computed over, and the ledger owns those
// fields (Args is its private copy, Result an immutable string), so
// recomputing would only reproduce the stored digest. Whoever does not
// hold the key can make a receipt that matches a ledger entry only by
// copying one the scope issued, which is what a genuine citation is; and
// a real digest with an edited timestamp fails the comparison exactly as
// it would fail a recomputed MAC over the new timestamp. The comparison
// is constant-time, as a MAC comparison must be. What this gives up is a
// check of the ledger against the process's own memory, which no one
// can alter without also being able to read the key.
func (s *Scope) VerifyReceipt(r Receipt) (Entry, error) {
	s.keyMu.RLock()
	defer s.keyMu.RUnlock()
	if s.key == nil {
		return Entry{}, ErrClosed
	}
	s.mu.Lock()
	i, ok := s.find(r.Digest)
	var e Entry
	if ok {
		e = s.list[i]
	}
	s.mu.Unlock()
	if !ok {
		if id, found := s.registry.lookup(r); found {
			return Entry{}, &OtherScopeError{Receipt: r.String(), ScopeID: id}
		}
		return Entry{}, ErrForged
	}
	if !equalReceipts(r, e.Receipt) {
		return Entry{}, ErrForged
	}
	return e.clone(), nil
}

// equalReceipts compares two receipts in constant time.
func equalReceipts(a, b Receipt) bool {
	var ta, tb [8]byte
	binary.BigEndian.PutUint64(ta[:], a.Timestamp)
	binary.BigEndian.PutUint64(tb[:], b.Timestamp)
	return subtle.ConstantTimeCompare(a.Digest[:], b.Digest[:])&subtle.ConstantTimeCompare(ta[:], tb[:]) == 1
}

func (s *Scope) closed() bool {
	s.keyMu.RLock()
	defer s.keyMu.RUnlock()
	return s.key == nil
}

// LimitLedger bounds the memory the ledger spends on call contents to
// about maxBytes of arguments and results (0 removes the bound). Once over
// it, the oldest entries are trimmed: their Args and Result are dropped
// and Trimmed is set, while their sequence number, call id, tool and
// receipt stay. A trimmed receipt still verifies, by its exact digest and
// timestamp rather than by recomputing the MAC. The newest entry is never
// trimmed. A long-lived scope, such as a daemon's, should set a bound.
func (s *Scope) LimitLedger(maxBytes int) {
	s.mu.Lock()
	s.limit = max(maxBytes, 0)
	s.trim()
	s.mu.Unlock()
}

// trim drops the contents of the oldest entries while the ledger holds
// more than its limit. s.mu is held.
func (s *Scope) trim() {
	for s.limit > 0 && s.held > s.limit && s.trimmed < len(s.list)-1 {
		e := &s.list[s.trimmed]
		s.held -= len(e.Args) + len(e.Result)
		e.Args, e.Result, e.Trimmed = nil, "", true
		s.trimmed++
	}
}

// Entries returns a copy of the ledger in sequence order.
func (s *Scope) Entries() []Entry {
	s.mu.Lock()
	out := slices.Clone(s.list)
	s.mu.Unlock()
	for i := range out {
		out[i] = out[i].clone()
	}
	slices.SortFunc(out, func(a, b Entry) int {
		switch {
		case a.Seq < b.Seq:
			return -1
		case a.Seq > b.Seq:
			return 1
		}
		return 0
	})
	return out
}

// Len returns the number of receipts the scope has issued.
func (s *Scope) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.list)
}

// Close overwrites the key and drops the ledger. Signing and verifying
// afterwards return [ErrClosed]. Close is idempotent and always returns nil.
//
// Close also drops the scope's idle keyed HMAC states. Those hold values
// derived from the key (crypto/hmac's padded key blocks and hash states)
// that Go gives no way to overwrite; once dropped they are garbage, like
// the state of any HMAC computed with the key, and stay in memory until the
// allocator reuses it. The key itself is zeroed in place.
func (s *Scope) Close() error {
	s.keyMu.Lock()
	if s.key != nil {
		clear(s.key[:])
		s.key = nil
		s.macMu.Lock()
		clear(s.idle)
		s.idle = nil
		s.macMu.Unlock()
	}
	s.keyMu.Unlock()
	s.mu.Lock()
	s.ledger, s.list = nil, nil
	s.held, s.trimmed = 0, 0
	s.mu.Unlock()
	return nil
}

// String returns "receipt.Scope(<id>)". The key is never printed.
func (s *Scope) String() string { return "receipt.Scope(" + s.id + ")" }

// GoString is String: %#v must not dump the key either.
func (s *Scope) GoString() string { return s.String() }

// Format prints the scope as [Scope.String] for every verb, so that no
// fmt verb reaches the key.
func (s *Scope) Format(f fmt.State, verb rune) { fmt.Fprint(f, s.String()) }

// LogValue shows the scope's id to log/slog.
func (s *Scope) LogValue() slog.Value {
	return slog.GroupValue(slog.String("id", s.id))
}

// MarshalJSON encodes the scope as {"id": "<id>"}.
func (s *Scope) MarshalJSON() ([]byte, error) {
	return []byte(`{"id":"` + s.id + `"}`), nil
}

// A Registry remembers which scope issued each receipt (digest and
// timestamp, never the call or the key), so that a receipt from an earlier
// turn is reported as [ErrOtherScope] rather than [ErrForged]. Open scopes
// with [Registry.NewScope] to have them recorded. A registry keeps every
// receipt of its scopes, also closed ones, for as long as it lives.
type Registry struct {
	mu     sync.Mutex
	issued map[[32]byte]issuer // digest -> who issued it, and when
}

type issuer struct {
	scopeID   string
	timestamp uint64
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{issued: make(map[[32]byte]issuer)} }

// NewScope returns a new scope whose receipts the registry records.
func (g *Registry) NewScope() (*Scope, error) { return newScope(g) }

// Lookup returns the id of the scope that issued r, if a scope of the
// registry issued exactly r: the same digest and the same timestamp. It
// does not recompute the MAC (the registry holds no key); a genuine digest
// with an edited timestamp is not found.
func (g *Registry) Lookup(r Receipt) (scopeID string, ok bool) { return g.lookup(r) }

func (g *Registry) add(r Receipt, id string) {
	g.mu.Lock()
	g.issued[r.Digest] = issuer{scopeID: id, timestamp: r.Timestamp}
	g.mu.Unlock()
}

func (g *Registry) lookup(r Receipt) (string, bool) {
	if g == nil {
		return "", false
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	is, ok := g.issued[r.Digest]
	if !ok || is.timestamp != r.Timestamp {
		return "", false
	}
	return is.scopeID, true
}
