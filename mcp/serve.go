package mcp

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/internal/errs"
)

const (
	// serverInstructions tell the host's model what receipts are.
	serverInstructions = "Every successful tool result ends with [receipt: zc-receipt-...], a signature only this server can make. Quote receipts exactly when you report what a tool returned; never write one yourself."
	// maxRequest caps one message from a host (a stdio line or an HTTP
	// body): tool arguments, not results, travel this way.
	maxRequest = 8 << 20
	// maxInflight bounds the tool calls one stdio session runs at once;
	// reading waits for a free slot.
	maxInflight = 16
	// maxSessions bounds the HTTP sessions kept; the least recently used
	// is dropped first.
	maxSessions = 1024
)

// serverSession is one host's session: the version it negotiated and the
// requests in flight, which notifications/cancelled can stop.
type serverSession struct {
	id string // "" on stdio

	mu       sync.Mutex
	version  string // "" until initialize
	used     time.Time
	inflight map[string]*inflight
}

// inflight is a request being answered.
type inflight struct {
	cancel context.CancelFunc
	// withdrawn is set by notifications/cancelled: the host no longer
	// wants the answer, and MCP says not to send one.
	withdrawn bool
}

// track registers a request's cancel function under its id, before it
// runs, so that a cancellation read right after the request finds it.
func (ss *serverSession) track(key string, cancel context.CancelFunc) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if _, dup := ss.inflight[key]; !dup {
		ss.inflight[key] = &inflight{cancel: cancel}
	}
}

// untrack forgets a request and reports whether the host withdrew it.
func (ss *serverSession) untrack(key string) (withdrawn bool) {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if f := ss.inflight[key]; f != nil {
		withdrawn = f.withdrawn
	}
	delete(ss.inflight, key)
	return withdrawn
}

func newServerSession(id string) *serverSession {
	return &serverSession{id: id, used: time.Now(), inflight: map[string]*inflight{}}
}

func (ss *serverSession) initialized() bool {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	return ss.version != ""
}

// cancelAll stops every request in flight, when the session ends.
func (ss *serverSession) cancelAll() {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	for _, f := range ss.inflight {
		f.cancel()
	}
}

// serve answers one message: nil for a notification or a response, which
// get no answer. Requests run under ctx, cancelled by a
// notifications/cancelled that names them.
func (s *Server) serve(ctx context.Context, ss *serverSession, m *message) *message {
	if why := checkEnvelope(m); why != "" {
		if m.Result != nil || m.Error != nil || m.Method != "" && len(m.ID) == 0 {
			// A response or a notification is never answered, even a bad
			// one: two peers must not trade errors forever.
			return nil
		}
		id := m.ID
		if !validID(id) {
			id = nil // answered with a null id, as JSON-RPC says
		}
		return response(id, nil, errorf(codeInvalidRequest, "invalid request: %s", why))
	}
	switch {
	case m.isResponse():
		return nil // pramana sends no requests; a stray answer is dropped
	case m.isNotification():
		s.notification(ss, m)
		return nil
	}
	key := idKey(m.ID)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	ss.track(key, cancel) // a no-op if the caller tracked it already
	result, err := s.request(ctx, ss, m)
	if ss.untrack(key) {
		return nil
	}
	return response(m.ID, result, err)
}

func (s *Server) notification(ss *serverSession, m *message) {
	switch m.Method {
	case notifyCancelled:
		var p cancelledParams
		if json.Unmarshal(m.Params, &p) == nil && len(p.RequestID) > 0 {
			ss.mu.Lock()
			f := ss.inflight[idKey(p.RequestID)]
			if f != nil {
				f.withdrawn = true
				f.cancel()
			}
			ss.mu.Unlock()
		}
	case notifyInitialized:
	default:
		s.log.Debug("mcp notification ignored", "method", m.Method)
	}
}

// request runs one request. initialize and ping are answered before
// initialization, the tools methods only after: they depend on the
// session's version.
func (s *Server) request(ctx context.Context, ss *serverSession, m *message) (any, *rpcError) {
	switch m.Method {
	case methodInitialize:
		return s.initialize(ss, m.Params)
	case methodPing:
		return struct{}{}, nil
	case methodToolsList, methodToolsCall:
	default:
		return nil, errorf(codeMethodNotFound, "method %q not found; this server offers initialize, ping, tools/list and tools/call", excerpt(m.Method, 100))
	}
	if !ss.initialized() {
		return nil, errorf(codeInvalidRequest, "the session is not initialized; send initialize first")
	}
	if m.Method == methodToolsList {
		return s.listTools(m.Params)
	}
	var p callToolParams
	if err := unmarshalParams(m.Params, &p); err != nil {
		return nil, errorf(codeInvalidParams, "invalid tools/call params: %v", err)
	}
	if _, ok := s.index[p.Name]; !ok {
		return nil, errorf(codeInvalidParams, "unknown tool %q; tools/list names the tools served", excerpt(p.Name, 100))
	}
	return s.call(ctx, ss.id, p.Name, p.Arguments), nil
}

// initialize negotiates the version: the host's own if pramana speaks it,
// else the latest pramana speaks, for the host to accept or hang up.
func (s *Server) initialize(ss *serverSession, params json.RawMessage) (any, *rpcError) {
	var p initializeParams
	if err := unmarshalParams(params, &p); err != nil {
		return nil, errorf(codeInvalidParams, "invalid initialize params: %v", err)
	}
	if p.ProtocolVersion == "" {
		return nil, errorf(codeInvalidParams, "invalid initialize params: protocolVersion is missing")
	}
	v := p.ProtocolVersion
	if !slices.Contains(protocolVersions, v) {
		v = latestVersion()
	}
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if ss.version != "" {
		return nil, errorf(codeInvalidRequest, "the session is already initialized")
	}
	ss.version = v
	info := s.info
	return initializeResult{
		ProtocolVersion: v,
		Capabilities:    json.RawMessage(`{"tools":{}}`),
		ServerInfo:      &info,
		Instructions:    serverInstructions,
	}, nil
}

// listTools answers tools/list, a page at a time if s.pageSize is set. A
// cursor is the offset of the page, opaque to the host.
func (s *Server) listTools(params json.RawMessage) (any, *rpcError) {
	var p listToolsParams
	if err := unmarshalParams(params, &p); err != nil {
		return nil, errorf(codeInvalidParams, "invalid tools/list params: %v", err)
	}
	start := 0
	if p.Cursor != "" {
		b, err := base64.RawURLEncoding.DecodeString(p.Cursor)
		n, aerr := strconv.Atoi(strings.TrimPrefix(string(b), "tools:"))
		if err != nil || aerr != nil || !strings.HasPrefix(string(b), "tools:") || n <= 0 || n > len(s.tools) {
			return nil, errorf(codeInvalidParams, "invalid tools/list cursor %q", excerpt(p.Cursor, 40))
		}
		start = n
	}
	end := len(s.tools)
	if s.pageSize > 0 {
		end = min(end, start+s.pageSize)
	}
	res := listToolsResult{Tools: s.tools[start:end]}
	if res.Tools == nil {
		res.Tools = []toolDef{}
	}
	if end < len(s.tools) {
		res.NextCursor = base64.RawURLEncoding.EncodeToString([]byte("tools:" + strconv.Itoa(end)))
	}
	return res, nil
}

// unmarshalParams decodes params, which may be absent, into an object.
func unmarshalParams(params json.RawMessage, v any) error {
	if p := bytes.TrimSpace(params); len(p) == 0 || string(p) == "null" {
		return nil
	}
	if bytes.TrimSpace(params)[0] != '{' {
		return errors.New("params must be an object")
	}
	return json.Unmarshal(params, v)
}

// ServeStdio serves one session on the stdio transport, reading messages
// from r and writing answers to w, one JSON-RPC message a line: initialize
// (with version negotiation), ping, tools/list and tools/call; other
// requests get "method not found" (-32601), an unreadable line "parse
// error" (-32700), a line over 8 MiB "invalid request" (-32600), bad params
// -32602; notifications/cancelled stops the call it names. Calls run
// concurrently, a few at a time.
//
// It returns nil when r ends, after the calls in flight have answered, or
// when ctx ends, after cancelling them (a Read blocked on r is left to
// return on its own). w is not closed.
func (s *Server) ServeStdio(ctx context.Context, r io.Reader, w io.Writer) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	ss := newServerSession("")
	var wmu sync.Mutex
	write := func(v any) {
		b, err := encodeLine(v)
		if err != nil {
			s.log.Error("mcp encode answer", "err", err)
			return
		}
		wmu.Lock()
		defer wmu.Unlock()
		if _, err := w.Write(b); err != nil {
			s.log.Debug("mcp write answer", "err", err)
		}
	}

	type frame struct {
		line []byte
		err  error
	}
	frames := make(chan frame)
	go func() {
		fr := newFrameReader(r, maxRequest)
		for {
			line, err := fr.next()
			f := frame{line: bytes.Clone(line), err: err}
			select {
			case frames <- f:
			case <-ctx.Done():
				return
			}
			var tooLarge frameTooLargeError
			if err != nil && !errors.As(err, &tooLarge) {
				return
			}
		}
	}()

	var calls sync.WaitGroup
	slots := make(chan struct{}, maxInflight)
	defer func() {
		cancel()
		calls.Wait()
	}()
	for {
		var f frame
		select {
		case <-ctx.Done():
			return nil
		case f = <-frames:
		}
		var tooLarge frameTooLargeError
		switch {
		case errors.As(f.err, &tooLarge):
			write(response(nil, nil, errorf(codeInvalidRequest, "%v", tooLarge)))
			continue
		case errors.Is(f.err, io.EOF):
			calls.Wait()
			return nil
		case f.err != nil:
			return errs.Errorf("mcp serve: read: %w", f.err)
		}
		msgs, batch, err := parseMessages(f.line)
		if err != nil {
			write(response(nil, nil, errorf(codeParseError, "parse error: %v", err)))
			continue
		}
		if batch {
			// A batch is answered by one array, after all its requests.
			calls.Go(func() {
				var out []*message
				for _, m := range msgs {
					if r := s.serve(ctx, ss, m); r != nil {
						out = append(out, r)
					}
				}
				if len(out) > 0 {
					write(out)
				}
			})
			continue
		}
		m := msgs[0]
		if m.Method != methodToolsCall || !m.isRequest() {
			// In order: initialize must be done before the next line is
			// read, and a cancellation must find its call.
			if r := s.serve(ctx, ss, m); r != nil {
				write(r)
			}
			continue
		}
		select {
		case slots <- struct{}{}:
		case <-ctx.Done():
			return nil
		}
		// Tracked here, not in the goroutine: a cancellation on the next
		// line must find the call even if it has not started yet.
		callCtx, cancelCall := context.WithCancel(ctx)
		ss.track(idKey(m.ID), cancelCall)
		calls.Go(func() {
			defer func() { <-slots }()
			defer cancelCall()
			if r := s.serve(callCtx, ss, m); r != nil {
				write(r)
			}
		})
	}
}

// httpHandler serves the streamable HTTP transport: a host POSTs each
// message and gets the answer to a request as JSON (or as a one-event
// stream if it accepts only that); notifications get 202. initialize opens
// a session whose id the host sends back in Mcp-Session-Id; DELETE ends
// it. There is no GET stream (405): this server sends nothing of its own.
type httpHandler struct {
	s   *Server
	max int

	mu       sync.Mutex
	sessions map[string]*serverSession
}

func (h *httpHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodPost:
		h.post(w, r)
	case http.MethodDelete:
		h.delete(w, r)
	default:
		w.Header().Set("Allow", "POST, DELETE")
		http.Error(w, "this MCP endpoint takes POST (messages) and DELETE (end a session); it opens no GET stream", http.StatusMethodNotAllowed)
	}
}

func (h *httpHandler) post(w http.ResponseWriter, r *http.Request) {
	if mt := mediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		http.Error(w, fmt.Sprintf("Content-Type %q is not application/json; send each JSON-RPC message as JSON", mt), http.StatusUnsupportedMediaType)
		return
	}
	sse, ok := pickAnswerType(r.Header.Values("Accept"))
	if !ok {
		http.Error(w, "Accept names neither application/json nor text/event-stream; accept both, as MCP clients must", http.StatusNotAcceptable)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxRequest))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			writeRPC(w, http.StatusRequestEntityTooLarge, false, false, []*message{response(nil, nil, errorf(codeInvalidRequest, "the message is over %d bytes", maxRequest))})
			return
		}
		http.Error(w, "read the body: "+err.Error(), http.StatusBadRequest)
		return
	}
	msgs, batch, err := parseMessages(body)
	if err != nil {
		writeRPC(w, http.StatusBadRequest, false, false, []*message{response(nil, nil, errorf(codeParseError, "parse error: %v", err))})
		return
	}

	var ss *serverSession
	sid := r.Header.Get(headerSession)
	switch {
	case slices.ContainsFunc(msgs, func(m *message) bool { return m.Method == methodInitialize }):
		if len(msgs) > 1 {
			writeRPC(w, http.StatusBadRequest, false, false, []*message{response(nil, nil, errorf(codeInvalidRequest, "initialize must be sent alone, not in a batch"))})
			return
		}
		// A new session, whatever session the host had before.
		ss = newServerSession(newSessionID())
	case sid == "":
		// Without a session only what needs none is answered: ping, and
		// "method not found" for methods this server does not have (so a
		// host that probes for newer methods falls back to initialize).
		for _, m := range msgs {
			if m.Method == methodToolsList || m.Method == methodToolsCall || m.isNotification() {
				http.Error(w, "no Mcp-Session-Id header; send initialize first and then the session id it returns", http.StatusBadRequest)
				return
			}
		}
		ss = newServerSession("")
	default:
		h.mu.Lock()
		ss = h.sessions[sid]
		if ss != nil {
			ss.used = time.Now()
		}
		h.mu.Unlock()
		if ss == nil {
			http.Error(w, "unknown or ended session; send initialize to start a new one", http.StatusNotFound)
			return
		}
		if v := r.Header.Get(headerProtocol); v != "" && !slices.Contains(protocolVersions, v) {
			http.Error(w, fmt.Sprintf("%s %q is not one this server speaks (%s)", headerProtocol, excerpt(v, 40), strings.Join(protocolVersions, ", ")), http.StatusBadRequest)
			return
		}
	}

	var out []*message
	for _, m := range msgs {
		if resp := h.s.serve(r.Context(), ss, m); resp != nil {
			out = append(out, resp)
		}
	}
	if ss.id != "" && ss.initialized() {
		if h.add(ss) {
			w.Header().Set(headerSession, ss.id)
		}
	}
	if len(out) == 0 {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	writeRPC(w, http.StatusOK, sse, batch, out)
}

// add keeps a session just initialized (it reports whether ss is new),
// dropping the least recently used one beyond h.max.
func (h *httpHandler) add(ss *serverSession) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.sessions[ss.id] == ss {
		return false
	}
	if len(h.sessions) >= h.max {
		var oldest *serverSession
		for _, o := range h.sessions {
			if oldest == nil || o.used.Before(oldest.used) {
				oldest = o
			}
		}
		delete(h.sessions, oldest.id)
		oldest.cancelAll()
	}
	h.sessions[ss.id] = ss
	return true
}

func (h *httpHandler) delete(w http.ResponseWriter, r *http.Request) {
	sid := r.Header.Get(headerSession)
	if sid == "" {
		http.Error(w, "no Mcp-Session-Id header: name the session to end", http.StatusBadRequest)
		return
	}
	h.mu.Lock()
	ss := h.sessions[sid]
	delete(h.sessions, sid)
	h.mu.Unlock()
	if ss == nil {
		http.Error(w, "unknown or ended session", http.StatusNotFound)
		return
	}
	ss.cancelAll()
	w.WriteHeader(http.StatusNoContent)
}

// pickAnswerType reads Accept: JSON when the host takes it (or says
// nothing), an event stream when that is all it takes.
func pickAnswerType(accept []string) (sse, ok bool) {
	if len(accept) == 0 {
		return false, true
	}
	var json, stream bool
	for _, a := range accept {
		for part := range strings.SplitSeq(a, ",") {
			switch mediaType(part) {
			case "application/json", "application/*", "*/*":
				json = true
			case "text/event-stream":
				stream = true
			}
		}
	}
	return !json && stream, json || stream
}

// writeRPC writes answers as JSON (one message, or an array for a batch)
// or as an event stream of one event each.
func writeRPC(w http.ResponseWriter, status int, sse, batch bool, msgs []*message) {
	if sse {
		w.Header().Set("Content-Type", "text/event-stream")
		w.Header().Set("Cache-Control", "no-cache")
		w.WriteHeader(status)
		for _, m := range msgs {
			b, _ := json.Marshal(m)
			fmt.Fprintf(w, "event: message\ndata: %s\n\n", b)
		}
		return
	}
	var v any = msgs
	if !batch && len(msgs) == 1 {
		v = msgs[0]
	}
	b, _ := json.Marshal(v)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(b)
}

// newSessionID returns 128 random bits: a session id is the only thing
// that ties a request to its session, so it must not be guessable.
func newSessionID() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// loopbackOrigin reports whether an Origin header names a page on this
// machine.
func loopbackOrigin(origin string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false
	}
	return gateway.LoopbackHost(u.Host)
}
