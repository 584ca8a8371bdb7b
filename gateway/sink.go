package gateway

import (
	"context"
	"sync"
	"time"

	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/internal/errs"
)

// A Committer appends audit events durably, all or none. *audit.Store is
// one.
type Committer interface {
	RecordBatch(ctx context.Context, events []audit.Event) error
}

// A TurnSink is the audit sink a daemon's agent records into. An event
// recorded under a context that carries a turn buffer (the gateway puts
// one in every turn's context) is held until the gateway commits the whole
// turn in one transaction, before the reply goes out. Any other event, such
// as one from a background delegate that outlives its turn, is written to
// the Committer at once.
//
// A TurnSink is safe for concurrent use.
type TurnSink struct {
	c Committer

	mu      sync.Mutex
	onWrite func([]audit.Event) // set by New: counts events for /metrics
}

// NewTurnSink returns a sink that commits to c.
func NewTurnSink(c Committer) *TurnSink { return &TurnSink{c: c} }

// Record buffers e in the turn of ctx, or writes it now when ctx has no
// open turn.
func (s *TurnSink) Record(ctx context.Context, e audit.Event) error {
	if e.Time.IsZero() {
		e.Time = time.Now().UTC()
	}
	if b, ok := ctx.Value(bufferKey{}).(*turnBuffer); ok && b.add(e) {
		return nil
	}
	return s.write(ctx, []audit.Event{e})
}

// write commits events and counts them. It detaches from ctx's
// cancellation: events describe things that already happened, and a
// client that hangs up must not stop them from being logged.
func (s *TurnSink) write(ctx context.Context, events []audit.Event) error {
	if len(events) == 0 {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	if err := s.c.RecordBatch(ctx, events); err != nil {
		return errs.Errorf("commit %d audit events: %w", len(events), err)
	}
	s.mu.Lock()
	f := s.onWrite
	s.mu.Unlock()
	if f != nil {
		f(events)
	}
	return nil
}

func (s *TurnSink) observe(f func([]audit.Event)) {
	s.mu.Lock()
	s.onWrite = f
	s.mu.Unlock()
}

type bufferKey struct{}

// A turnBuffer collects one turn's events. Once closed, it refuses
// more, so that late events go straight to the log instead of into a
// buffer nobody will commit.
type turnBuffer struct {
	mu     sync.Mutex
	events []audit.Event
	closed bool
}

func (b *turnBuffer) add(e audit.Event) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return false
	}
	b.events = append(b.events, e)
	return true
}

// close ends the turn and returns its events.
func (b *turnBuffer) close() []audit.Event {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	ev := b.events
	b.events = nil
	return ev
}

// withTurn returns ctx carrying a new turn buffer.
func withTurn(ctx context.Context) (context.Context, *turnBuffer) {
	b := &turnBuffer{}
	return context.WithValue(ctx, bufferKey{}, b), b
}
