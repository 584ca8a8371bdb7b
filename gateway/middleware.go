package gateway

import (
	"crypto/sha256"
	"crypto/subtle"
	"net"
	"net/http"
	"runtime/debug"
	"strconv"
	"strings"
	"time"
)

// routes builds the mux and wraps it, outermost first: recover, count,
// auth, body limit.
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/chat/completions", s.handleChat)
	mux.HandleFunc("POST /v1/turns", s.handleTurn)
	mux.HandleFunc("POST /v1/verify", s.handleVerify)
	mux.HandleFunc("GET /v1/models", s.handleModels)
	mux.HandleFunc("GET /v1/models/{id}", s.handleModel)
	mux.HandleFunc("GET /healthz", s.handleHealth)
	mux.HandleFunc("GET /metrics", s.handleMetrics)
	mux.HandleFunc("/", s.handleUnknown)
	return s.recoverer(s.counted(s.auth(s.limitBody(mux))))
}

// allowedMethod returns the method a route takes, for 405 answers, or ""
// for a path that is not a route.
func allowedMethod(path string) string {
	switch path {
	case "/v1/chat/completions", "/v1/turns", "/v1/verify":
		return http.MethodPost
	case "/v1/models", "/healthz", "/metrics":
		return http.MethodGet
	}
	return ""
}

func (s *Server) handleUnknown(w http.ResponseWriter, r *http.Request) {
	if m := allowedMethod(r.URL.Path); m != "" {
		w.Header().Set("Allow", m)
		writeError(w, newError(http.StatusMethodNotAllowed, typeInvalid, "method_not_allowed",
			"%s %s is not supported; use %s", r.Method, r.URL.Path, m))
		return
	}
	writeError(w, newError(http.StatusNotFound, typeNotFound, "unknown_route",
		"no route %s %s; the gateway serves POST /v1/chat/completions, POST /v1/turns, POST /v1/verify, GET /v1/models, GET /healthz and GET /metrics", r.Method, r.URL.Path))
}

// recoverer turns a panic into a JSON 500 and a log line with the stack;
// the client never sees the stack.
func (s *Server) recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			p := recover()
			if p == nil {
				return
			}
			if p == http.ErrAbortHandler {
				panic(p)
			}
			s.log.Error("handler panicked", "method", r.Method, "path", r.URL.Path, "panic", p, "stack", string(debug.Stack()))
			writeError(w, newError(http.StatusInternalServerError, typeServer, "internal_error",
				"the gateway failed on this request; it keeps serving, and the error is in its log"))
		}()
		next.ServeHTTP(w, r)
	})
}

// statusWriter remembers the status a handler wrote, for the metrics.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// Flush lets SSE responses through the wrapper.
func (w *statusWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (s *Server) counted(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sw := &statusWriter{ResponseWriter: w}
		start := time.Now()
		next.ServeHTTP(sw, r)
		if sw.status == 0 {
			sw.status = http.StatusOK
		}
		s.metrics.response(sw.status)
		s.log.Debug("request", "method", r.Method, "path", r.URL.Path, "status", sw.status, "duration", time.Since(start))
	})
}

// auth checks the bearer token of every request but GET /healthz, which
// load balancers probe without credentials and which says nothing but
// "ok".
//
// Without tokens configured (Serve allows that on loopback only), requests
// pass if their Host is a loopback name or address. That stops DNS
// rebinding: a web page whose host name resolves to 127.0.0.1 would
// otherwise be same-origin with the daemon and could run tools through a
// visitor's browser. (Cross-origin pages are already stopped by the JSON
// Content-Type that every POST needs, which browsers only send after a CORS
// preflight the gateway never approves.)
func (s *Server) auth(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if len(s.tokens) == 0 {
			if !LoopbackHost(r.Host) {
				writeError(w, newError(http.StatusForbidden, typeAuth, "forbidden_host",
					"Host %q is not a loopback name, and the daemon has no auth token; reach it as 127.0.0.1 or localhost, or configure tokens", r.Host))
				return
			}
			next.ServeHTTP(w, r)
			return
		}
		if r.URL.Path == "/healthz" {
			next.ServeHTTP(w, r)
			return
		}
		h := r.Header.Get("Authorization")
		scheme, tok, _ := strings.Cut(h, " ")
		if h == "" || !strings.EqualFold(scheme, "Bearer") {
			w.Header().Set("WWW-Authenticate", `Bearer realm="pramana"`)
			writeError(w, newError(http.StatusUnauthorized, typeAuth, "missing_token",
				"no bearer token; send \"Authorization: Bearer <token>\" with a token from the daemon's auth_tokens_env variable"))
			return
		}
		if !s.validToken(strings.TrimSpace(tok)) {
			w.Header().Set("WWW-Authenticate", `Bearer realm="pramana", error="invalid_token"`)
			writeError(w, newError(http.StatusUnauthorized, typeAuth, "invalid_token",
				"the bearer token is not accepted; use a token from the daemon's auth_tokens_env variable"))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// LoopbackHost reports whether a Host header names this machine's
// loopback interface: localhost or a loopback address, with any port. A
// server without tokens answers only such requests, so that a web page
// cannot reach it through DNS rebinding.
func LoopbackHost(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	if strings.EqualFold(host, "localhost") || strings.HasSuffix(strings.ToLower(host), ".localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// validToken compares SHA-256 digests in constant time, so that neither
// the content nor the length of a token leaks through timing, and checks
// every token rather than stopping at the first match.
func (s *Server) validToken(tok string) bool {
	if tok == "" {
		return false
	}
	got := sha256.Sum256([]byte(tok))
	ok := 0
	for i := range s.tokens {
		ok |= subtle.ConstantTimeCompare(got[:], s.tokens[i][:])
	}
	return ok == 1
}

// limitBody answers 413 at once when the declared length is over the
// limit, without reading the body, and caps what a handler can read when
// the length is not declared.
func (s *Server) limitBody(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength > s.o.MaxBodyBytes {
			// The body stays unread; net/http closes the connection
			// rather than drain it.
			w.Header().Set("Connection", "close")
			writeError(w, errTooLarge(s.o.MaxBodyBytes))
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, s.o.MaxBodyBytes)
		next.ServeHTTP(w, r)
	})
}

// acquire takes a turn slot, or answers 429 (or 503 while shutting down)
// and returns false. The caller must call release after a true.
func (s *Server) acquire(w http.ResponseWriter) bool {
	closing, full := s.tryAcquire()
	switch {
	case closing:
		writeError(w, errShuttingDown())
		return false
	case full:
		w.Header().Set("Retry-After", "1")
		writeError(w, newError(http.StatusTooManyRequests, typeRateLimit, "too_many_turns",
			"%d turns are already running (daemon.max_inflight); retry shortly", cap(s.inflight)))
		return false
	}
	return true
}

func (s *Server) tryAcquire() (closing, full bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.closing.Load() {
		return true, false
	}
	select {
	case s.inflight <- struct{}{}:
		s.turns.Add(1)
		return false, false
	default:
		return false, true
	}
}

func (s *Server) release() {
	<-s.inflight
	s.turns.Done()
}

func errShuttingDown() *Error {
	return newError(http.StatusServiceUnavailable, typeUnavailable, "shutting_down",
		"the daemon is shutting down; retry once it has restarted")
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	if s.closing.Load() {
		writeError(w, errShuttingDown())
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) handleMetrics(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	s.metrics.write(w, len(s.inflight), s.scope.Len())
}

type modelJSON struct {
	ID      string `json:"id"`
	Object  string `json:"object"`
	Created int64  `json:"created"`
	OwnedBy string `json:"owned_by"`
}

func (s *Server) model() modelJSON {
	return modelJSON{ID: s.o.Model, Object: "model", Created: 0, OwnedBy: "pramana"}
}

// handleModels lists the one model the gateway serves, for chat front ends
// that pick a model from GET /v1/models before they chat.
func (s *Server) handleModels(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"object": "list", "data": []modelJSON{s.model()}})
}

func (s *Server) handleModel(w http.ResponseWriter, r *http.Request) {
	if id := r.PathValue("id"); id != s.o.Model {
		writeError(w, newError(http.StatusNotFound, typeNotFound, "model_not_found",
			"model %s is not served here; GET /v1/models lists %q", strconv.Quote(id), s.o.Model))
		return
	}
	writeJSON(w, http.StatusOK, s.model())
}
