// Package gateway is pramana's HTTP server: the channel server path. It
// serves an OpenAI-compatible POST /v1/chat/completions, pramana's own
// POST /v1/turns and POST /v1/verify, GET /v1/models, GET /healthz and
// GET /metrics, running every turn through one [agent.Agent] under one
// long-lived [receipt.Scope].
//
// # The runtime context
//
// A Server holds one receipt scope for its whole life, the channel runtime
// context: every conversation it serves signs with the same in-memory key,
// so a receipt issued in any turn verifies, in a later turn or at
// /v1/verify, for as long as the process lives. The caller opens the scope,
// passes it in [Options.Scope], and closes it (which zeroizes the key) after
// [Server.Serve] has returned and the audit log is closed. A restarted
// daemon has a new key: receipts from before the restart can only be
// reconciled against the audit log (an existence check), never re-verified.
//
// # Nothing acknowledged is lost
//
// The agent sends its audit events to a [TurnSink]. While a turn runs, the
// sink holds that turn's events in memory; when the turn ends, success or
// not, the gateway writes them in one transaction with
// [Committer.RecordBatch] and only then answers. If that write fails the
// client gets a 503 and not the reply, so that no reply exists whose tool
// calls are missing from the log.
//
// # Security
//
// The key never leaves the scope: the gateway logs and returns scope ids,
// receipts and reports, none of which contain it. Requests other than
// GET /healthz need a bearer token when tokens are configured, compared in
// constant time; [Server.Serve] refuses a non-loopback listener without
// tokens, because a gateway runs tools on its machine for whoever can reach
// it. Without tokens, only requests whose Host is a loopback name pass,
// against DNS rebinding, and every POST must be application/json, which a
// cross-origin web page cannot send without a CORS preflight. Every error
// is an OpenAI-style JSON error with no stack trace.
package gateway

import (
	"context"
	"crypto/sha256"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/receipt"
)

// Defaults for zero [Options] fields.
const (
	DefaultMaxBodyBytes     = 1 << 20
	DefaultMaxInflight      = 64
	DefaultTurnTimeout      = 120 * time.Second
	DefaultShutdownGrace    = 10 * time.Second
	DefaultMaxConversations = 1000
)

// Options configure a [Server].
type Options struct {
	// Agent runs the turns. It must have been built with Audit as its
	// audit sink, or the turns' rows will not be committed before replies.
	Agent *agent.Agent
	// Audit is the sink the agent records into. Required.
	Audit *TurnSink
	// Scope is the runtime context's scope: it signs every turn's receipts
	// and checks /v1/verify. Required. The caller closes it after Serve
	// returns.
	Scope *receipt.Scope

	// Tokens are the accepted bearer tokens. Empty means no
	// authentication, which Serve allows on loopback only.
	Tokens []string
	// Model is the model name reported in responses and /v1/models.
	Model string

	// MaxBodyBytes caps a request body (default 1 MiB).
	MaxBodyBytes int64
	// MaxInflight caps the turns running at once; more get 429 (default 64).
	MaxInflight int
	// TurnTimeout bounds one turn (default 120s).
	TurnTimeout time.Duration
	// ShutdownGrace is how long Serve lets turns in flight finish after
	// its context ends before cancelling them (default 10s).
	ShutdownGrace time.Duration
	// MaxConversations caps the /v1/turns conversations kept in memory;
	// the least recently used is forgotten first (default 1000).
	MaxConversations int

	// Logger logs under component=gateway. Nil discards.
	Logger *slog.Logger
}

// A Server is the HTTP gateway. Its handler is safe for concurrent use.
type Server struct {
	o       Options
	agent   *agent.Agent
	sink    *TurnSink
	scope   *receipt.Scope
	tokens  [][32]byte // SHA-256 of each token, compared in constant time
	log     *slog.Logger
	metrics *metrics
	convs   *conversations
	handler http.Handler

	inflight chan struct{} // a slot per running turn
	// mu orders turns.Add against shutdown: once closing is set under
	// the write lock, no turn can start, so turns.Wait is safe.
	mu    sync.RWMutex
	turns sync.WaitGroup
	// stop cancels every running turn; it fires when the shutdown grace
	// period is over.
	stopCtx context.Context
	stop    context.CancelFunc
	closing atomic.Bool
}

// New checks o and returns a Server.
func New(o Options) (*Server, error) {
	switch {
	case o.Agent == nil:
		return nil, errors.New("gateway: no agent")
	case o.Audit == nil:
		return nil, errors.New("gateway: no audit sink")
	case o.Scope == nil:
		return nil, errors.New("gateway: no receipt scope")
	}
	if o.MaxBodyBytes <= 0 {
		o.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if o.MaxInflight <= 0 {
		o.MaxInflight = DefaultMaxInflight
	}
	if o.TurnTimeout <= 0 {
		o.TurnTimeout = DefaultTurnTimeout
	}
	if o.ShutdownGrace <= 0 {
		o.ShutdownGrace = DefaultShutdownGrace
	}
	if o.MaxConversations <= 0 {
		o.MaxConversations = DefaultMaxConversations
	}
	if o.Model == "" {
		o.Model = "pramana"
	}
	logger := o.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s := &Server{
		o:        o,
		agent:    o.Agent,
		sink:     o.Audit,
		scope:    o.Scope,
		log:      logger.With("component", "gateway"),
		metrics:  newMetrics(),
		convs:    newConversations(o.MaxConversations),
		inflight: make(chan struct{}, o.MaxInflight),
	}
	for _, t := range o.Tokens {
		if t = strings.TrimSpace(t); t != "" {
			s.tokens = append(s.tokens, sha256.Sum256([]byte(t)))
		}
	}
	s.stopCtx, s.stop = context.WithCancel(context.Background())
	s.sink.observe(s.metrics.observeEvents)
	s.handler = s.routes()
	return s, nil
}

// Handler returns the gateway's HTTP handler, for tests and for serving
// it on a listener of the caller's making. Serve adds the shutdown
// sequence around it.
func (s *Server) Handler() http.Handler { return s.handler }

// Serve serves on ln until ctx ends, then shuts down: it stops accepting,
// lets turns in flight finish for the shutdown grace period, cancels those
// still running (their audit rows are committed and their clients get a
// 503), and returns once every turn handler has ended. It returns nil after
// a shutdown and the error otherwise. Serve refuses a TCP listener on a
// non-loopback address when no token is configured.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	if err := CheckListen(ln.Addr(), len(s.tokens) > 0); err != nil {
		ln.Close()
		return err
	}
	hs := &http.Server{
		Handler:           s.handler,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	s.log.Info("serving", "addr", ln.Addr().String(), "scope", s.scope, "auth", len(s.tokens) > 0)

	select {
	case err := <-errc:
		s.setClosing()
		s.stop()
		s.turns.Wait()
		return errs.Errorf("gateway: serve: %w", err)
	case <-ctx.Done():
	}
	s.setClosing()
	s.log.Info("shutting down", "grace", s.o.ShutdownGrace, "turns_in_flight", len(s.inflight))
	graceCtx, cancel := context.WithTimeout(context.Background(), s.o.ShutdownGrace)
	err := hs.Shutdown(graceCtx)
	cancel()
	if err != nil {
		s.log.Warn("grace period over; cancelling turns in flight", "turns_in_flight", len(s.inflight))
	}
	// Cancelled turns still commit their audit rows and answer 503; give
	// them a moment to write that answer before the connections go.
	s.stop()
	s.turns.Wait()
	closeCtx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	if err := hs.Shutdown(closeCtx); err != nil {
		hs.Close()
	}
	cancel()
	<-errc
	s.log.Info("stopped")
	return nil
}

func (s *Server) setClosing() {
	s.mu.Lock()
	s.closing.Store(true)
	s.mu.Unlock()
}

// CheckListen returns an error if addr is a TCP address that is not on a
// loopback interface and haveTokens is false. An unspecified address
// (0.0.0.0, [::]) counts as non-loopback: it listens on every interface.
// Other kinds of address, such as Unix sockets, are protected by file
// permissions and pass.
func CheckListen(addr net.Addr, haveTokens bool) error {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok || haveTokens || tcp.IP.IsLoopback() {
		return nil
	}
	return errs.Errorf("gateway: refusing to listen on %s without an auth token: anyone who can reach it could run tools on this machine; set tokens in the variable named by daemon.auth_tokens_env, or listen on 127.0.0.1", addr)
}

// CheckListenAddress is [CheckListen] for a host:port string, before
// listening. A host name other than "localhost" is not resolved and counts
// as non-loopback.
func CheckListenAddress(hostport string, haveTokens bool) error {
	host, _, err := net.SplitHostPort(hostport)
	if err != nil {
		return errs.Errorf("gateway: listen address %q: %w", hostport, err)
	}
	if haveTokens || host == "localhost" {
		return nil
	}
	ip := net.ParseIP(host)
	if ip == nil {
		ip = net.IPv4zero // an unresolved name is treated as reachable from anywhere
	}
	return CheckListen(&net.TCPAddr{IP: ip}, false)
}

// turnContext returns the context a turn runs in: the request's, bounded
// by the turn timeout, and cancelled when shutdown gives up waiting.
func (s *Server) turnContext(r *http.Request) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithTimeout(r.Context(), s.o.TurnTimeout)
	unhook := context.AfterFunc(s.stopCtx, cancel)
	return ctx, func() { unhook(); cancel() }
}
