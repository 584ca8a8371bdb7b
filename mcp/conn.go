package mcp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pramana-dev/pramana/internal/errs"
)

// errConnClosed is why a connection ended when the server closed it.
var errConnClosed = errors.New("the server closed the connection")

// conn is the client's end of one transport.
type conn interface {
	// call sends a request and returns the response with its id.
	call(ctx context.Context, m *message) (*message, error)
	// notify sends a notification.
	notify(ctx context.Context, m *message) error
	close() error
	// done is closed when the connection has ended by itself (nil if it
	// cannot: an HTTP session has no connection to lose); err says why.
	done() <-chan struct{}
	err() error
}

// session is an initialized MCP session on the client side.
type session struct {
	c       conn
	ids     atomic.Int64
	version string
	info    *implementation
}

// request sends method with params and decodes the result into result. A
// JSON-RPC error from the server is returned as an *rpcError.
func (s *session) request(ctx context.Context, method string, params, result any) error {
	p, err := json.Marshal(params)
	if err != nil {
		return errs.Errorf("encode %s params: %w", method, err)
	}
	id := json.RawMessage(strconv.FormatInt(s.ids.Add(1), 10))
	resp, err := s.c.call(ctx, &message{JSONRPC: "2.0", ID: id, Method: method, Params: p})
	if err != nil {
		return err
	}
	if resp.Error != nil {
		return resp.Error
	}
	if result != nil {
		if err := json.Unmarshal(resp.Result, result); err != nil {
			return errs.Errorf("malformed %s result: %w", method, err)
		}
	}
	return nil
}

// initialize runs the lifecycle's first phase: pramana proposes the latest
// version it speaks and accepts any it speaks in return, then confirms
// with notifications/initialized.
func (s *session) initialize(ctx context.Context, clientVersion string) error {
	var res initializeResult
	err := s.request(ctx, methodInitialize, initializeParams{
		ProtocolVersion: latestVersion(),
		Capabilities:    json.RawMessage("{}"),
		ClientInfo:      &implementation{Name: "pramana", Version: clientVersion},
	}, &res)
	if err != nil {
		return err
	}
	if !slices.Contains(protocolVersions, res.ProtocolVersion) {
		return errs.Errorf("the server speaks MCP version %q; pramana speaks %s", excerpt(res.ProtocolVersion, 40), strings.Join(protocolVersions, ", "))
	}
	s.version, s.info = res.ProtocolVersion, res.ServerInfo
	if h, ok := s.c.(*httpConn); ok {
		h.setVersion(res.ProtocolVersion)
	}
	return s.c.notify(ctx, &message{JSONRPC: "2.0", Method: notifyInitialized})
}

// answer is the client's reply to a request from the server: pramana
// offers no client features (sampling, roots, elicitation), so only ping
// is answered with a result.
func answer(m *message) *message {
	if m.Method == methodPing {
		return response(m.ID, struct{}{}, nil)
	}
	return response(m.ID, nil, errorf(codeMethodNotFound, "method %q not found: pramana offers no client features", m.Method))
}

// streamConn speaks the stdio transport over any byte stream: one
// JSON-RPC message a line in each direction.
type streamConn struct {
	w      io.Writer
	closer io.Closer
	log    *slog.Logger

	wmu sync.Mutex

	mu      sync.Mutex
	pending map[string]chan *message
	ended   chan struct{}
	why     error
}

func newStreamConn(r io.Reader, w io.Writer, closer io.Closer, maxFrame int, log *slog.Logger) *streamConn {
	c := &streamConn{w: w, closer: closer, log: log, pending: map[string]chan *message{}, ended: make(chan struct{})}
	go c.read(newFrameReader(r, maxFrame))
	return c
}

func (c *streamConn) read(fr *frameReader) {
	for {
		line, err := fr.next()
		if err != nil {
			if errors.Is(err, io.EOF) || errors.Is(err, io.ErrClosedPipe) || errors.Is(err, os.ErrClosed) {
				err = errConnClosed
			}
			c.fail(err)
			return
		}
		msgs, _, err := parseMessages(line)
		if err != nil {
			// A frame that cannot be read cannot be matched to its
			// request; the connection is beyond repair.
			c.fail(errs.Errorf("malformed message from the server: %w", err))
			return
		}
		for _, m := range msgs {
			c.dispatch(m)
		}
	}
}

func (c *streamConn) dispatch(m *message) {
	switch {
	case m.isResponse():
		c.mu.Lock()
		ch := c.pending[idKey(m.ID)]
		delete(c.pending, idKey(m.ID))
		c.mu.Unlock()
		if ch != nil {
			ch <- m
		}
	case m.isRequest():
		// Not on the reader: a server that does not read its stdin must
		// not stop pramana from reading its stdout.
		go c.write(answer(m))
	default:
		// Notifications (progress, logging, list changes) are not used.
		c.log.Debug("mcp message ignored", "method", m.Method)
	}
}

func (c *streamConn) fail(err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.why == nil {
		c.why = err
		close(c.ended)
	}
}

func (c *streamConn) write(m *message) error {
	b, err := encodeLine(m)
	if err != nil {
		return err
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_, err = c.w.Write(b)
	return err
}

func (c *streamConn) call(ctx context.Context, m *message) (*message, error) {
	ch := make(chan *message, 1)
	key := idKey(m.ID)
	c.mu.Lock()
	if c.why != nil {
		c.mu.Unlock()
		return nil, c.why
	}
	c.pending[key] = ch
	c.mu.Unlock()
	forget := func() {
		c.mu.Lock()
		delete(c.pending, key)
		c.mu.Unlock()
	}
	// The write is bounded by ctx too: a server that stops reading its
	// stdin would otherwise block the call forever once the pipe is full.
	// The stuck write ends when the connection is closed.
	wrote := make(chan error, 1)
	go func() { wrote <- c.write(m) }()
	select {
	case err := <-wrote:
		if err != nil {
			forget()
			if why := c.err(); why != nil {
				return nil, why
			}
			return nil, errs.Errorf("send %s: %w", m.Method, err)
		}
	case <-ctx.Done():
		forget()
		return nil, ctx.Err()
	}
	select {
	case r := <-ch:
		return r, nil
	case <-ctx.Done():
		forget()
		// The server may stop the work; its late answer, if any, is
		// dropped by dispatch.
		p, _ := json.Marshal(cancelledParams{RequestID: m.ID, Reason: ctx.Err().Error()})
		go c.write(&message{JSONRPC: "2.0", Method: notifyCancelled, Params: p})
		return nil, ctx.Err()
	case <-c.ended:
		select {
		case r := <-ch:
			return r, nil
		default:
		}
		forget()
		return nil, c.err()
	}
}

func (c *streamConn) notify(_ context.Context, m *message) error {
	if err := c.write(m); err != nil {
		if why := c.err(); why != nil {
			return why
		}
		return errs.Errorf("send %s: %w", m.Method, err)
	}
	return nil
}

func (c *streamConn) close() error {
	c.fail(errors.New("the connection was closed by pramana"))
	return c.closer.Close()
}

func (c *streamConn) done() <-chan struct{} { return c.ended }

func (c *streamConn) err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.why
}

// httpConn speaks the streamable HTTP transport: every message is a POST
// to one endpoint, answered by JSON or by an event stream, in a session
// named by the Mcp-Session-Id header the server gave at initialize.
// pramana opens no GET stream: it uses no message a server sends on its
// own.
type httpConn struct {
	url string
	hc  *http.Client
	max int
	log *slog.Logger

	mu        sync.Mutex
	sessionID string
	version   string
	expired   error
}

func (h *httpConn) setVersion(v string) {
	h.mu.Lock()
	h.version = v
	h.mu.Unlock()
}

func (h *httpConn) newRequest(ctx context.Context, method string, body []byte) (*http.Request, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, h.url, rd)
	if err != nil {
		return nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept", "application/json, text/event-stream")
	h.mu.Lock()
	if h.sessionID != "" {
		req.Header.Set(headerSession, h.sessionID)
	}
	if h.version != "" {
		req.Header.Set(headerProtocol, h.version)
	}
	h.mu.Unlock()
	return req, nil
}

// post sends m and returns the response, whose status is 2xx.
func (h *httpConn) post(ctx context.Context, m *message) (*http.Response, error) {
	if err := h.err(); err != nil {
		return nil, err
	}
	body, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	req, err := h.newRequest(ctx, http.MethodPost, body)
	if err != nil {
		return nil, err
	}
	resp, err := h.hc.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode/100 == 2 {
		return resp, nil
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	// A JSON-RPC error sent with a 4xx status is still the server's answer.
	if len(m.ID) > 0 && mediaType(resp.Header.Get("Content-Type")) == "application/json" {
		if r, err := parseMessage(data); err == nil && r.Error != nil {
			return nil, r.Error
		}
	}
	h.mu.Lock()
	expired := resp.StatusCode == http.StatusNotFound && h.sessionID != ""
	h.mu.Unlock()
	if expired {
		// The server forgot the session (it restarted, or expired it).
		err := errors.New("the server ended the session (404 Not Found)")
		h.mu.Lock()
		h.expired = err
		h.mu.Unlock()
		return nil, err
	}
	msg := strings.TrimSpace(string(data))
	if msg == "" {
		return nil, errs.Errorf("the server answered %s", resp.Status)
	}
	return nil, errs.Errorf("the server answered %s: %s", resp.Status, excerpt(strings.Join(strings.Fields(msg), " "), 200))
}

func (h *httpConn) call(ctx context.Context, m *message) (*message, error) {
	resp, err := h.post(ctx, m)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if m.Method == methodInitialize {
		if sid := resp.Header.Get(headerSession); sid != "" {
			if !visibleASCII(sid) {
				return nil, errs.Errorf("the server sent an invalid %s header", headerSession)
			}
			h.mu.Lock()
			h.sessionID = sid
			h.mu.Unlock()
		}
	}
	key := idKey(m.ID)
	switch ct := mediaType(resp.Header.Get("Content-Type")); ct {
	case "application/json":
		data, err := io.ReadAll(&limitedBody{rc: resp.Body, left: int64(h.max)})
		if err != nil {
			return nil, errs.Errorf("read the answer to %s: %w", m.Method, err)
		}
		if r, err := h.answerIn(ctx, data, key); r != nil || err != nil {
			return r, err
		}
		return nil, errs.Errorf("the server's answer to %s holds no response with its id", m.Method)
	case "text/event-stream":
		sr := newSSEReader(resp.Body, h.max)
		for {
			ev, err := sr.next()
			if err != nil {
				if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
					return nil, errs.Errorf("the server ended the event stream without answering %s", m.Method)
				}
				return nil, errs.Errorf("read the answer to %s: %w", m.Method, err)
			}
			if ev.Type != "message" || len(bytes.TrimSpace(ev.Data)) == 0 {
				continue
			}
			if r, err := h.answerIn(ctx, ev.Data, key); r != nil || err != nil {
				return r, err
			}
		}
	default:
		return nil, errs.Errorf("the server answered %s with %q, not JSON or an event stream", m.Method, ct)
	}
}

// handle deals with a message that is not the awaited response: a request
// from the server is answered by a POST of its own, the rest is ignored.
// answerIn reads the messages of one JSON body or event and returns the
// response whose id is key, handling every other message (a request or
// notification the server sends first) on the way; nil when there is none.
func (h *httpConn) answerIn(ctx context.Context, data []byte, key string) (*message, error) {
	msgs, _, err := parseMessages(data)
	if err != nil {
		return nil, errs.Errorf("malformed message from the server: %w", err)
	}
	for _, r := range msgs {
		if r.isResponse() && idKey(r.ID) == key {
			return r, nil
		}
		h.handle(ctx, r)
	}
	return nil, nil
}

func (h *httpConn) handle(ctx context.Context, m *message) {
	if !m.isRequest() {
		h.log.Debug("mcp message ignored", "method", m.Method)
		return
	}
	resp, err := h.post(ctx, answer(m))
	if err != nil {
		h.log.Debug("mcp answer to the server failed", "method", m.Method, "err", err)
		return
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
}

func (h *httpConn) notify(ctx context.Context, m *message) error {
	resp, err := h.post(ctx, m)
	if err != nil {
		return err
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	return resp.Body.Close()
}

// close ends the session with a DELETE, as the transport asks of a client
// that is done; a server that does not allow it (405) just lets it expire.
func (h *httpConn) close() error {
	h.mu.Lock()
	sid := h.sessionID
	h.mu.Unlock()
	if sid == "" || h.err() != nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req, err := h.newRequest(ctx, http.MethodDelete, nil)
	if err != nil {
		return nil
	}
	resp, err := h.hc.Do(req)
	if err != nil {
		h.log.Debug("mcp session delete failed", "err", err)
		return nil
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
	return nil
}

func (h *httpConn) done() <-chan struct{} { return nil }

func (h *httpConn) err() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.expired
}

func mediaType(ct string) string {
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		return strings.ToLower(strings.TrimSpace(ct))
	}
	return mt
}

func visibleASCII(s string) bool {
	for i := range len(s) {
		if s[i] < 0x21 || s[i] > 0x7e {
			return false
		}
	}
	return len(s) > 0
}
