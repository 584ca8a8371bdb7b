package mcp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/verify"
)

// SocketURL is the base URL to use with [SocketClient]: the host part is
// ignored, every request goes to the socket.
const SocketURL = "http://pramana-mcp"

// maxVerifyBody bounds a /v1/verify request body.
const maxVerifyBody = 16 << 20

// VerifyHandler answers POST /v1/verify with the daemon's request and
// response JSON ([gateway.VerifyRequest], [gateway.VerifyResponse]): each
// receipt in the text is checked against the serving scope, and the text
// against the calls served so far. The report goes to the audit sink.
//
// It has no authentication of its own: serve it only on a socket that
// [ListenVerifySocket] made, whose file mode admits only this user. The
// handler never reveals the key, only whether receipts verify.
func (s *Server) VerifyHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/verify", s.handleVerify)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeErr(w, http.StatusNotFound, "unknown_route", "no route "+r.Method+" "+r.URL.Path+"; this socket serves POST /v1/verify")
	})
	return mux
}

func (s *Server) handleVerify(w http.ResponseWriter, r *http.Request) {
	var req gateway.VerifyRequest
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxVerifyBody))
	if err := dec.Decode(&req); err != nil {
		writeErr(w, http.StatusBadRequest, "invalid_json", fmt.Sprintf("the body is not a verify request: %v; send {\"text\": \"...\"}", err))
		return
	}
	if strings.TrimSpace(req.Text) == "" {
		writeErr(w, http.StatusBadRequest, "missing_field", "\"text\" is missing or empty; send the reply to check")
		return
	}
	resp := s.Verify(req.Text, req.Request)
	if s.audit != nil {
		if b, err := json.Marshal(resp.Report); err == nil {
			e := audit.Event{Kind: audit.KindVerification, Time: time.Now().UTC(), ScopeID: s.scope.ID(), Conversation: "verify", Report: b}
			if err := s.audit.Record(r.Context(), e); err != nil {
				s.log.Error("audit record failed", "kind", e.Kind, "err", err)
			}
		}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(resp)
}

// Verify checks text against the serving scope and the calls served so
// far, as POST /v1/verify does.
func (s *Server) Verify(text, request string) gateway.VerifyResponse {
	resp := gateway.VerifyResponse{ScopeID: s.scope.ID(), Receipts: []gateway.ReceiptCheck{}}
	for _, tok := range receipt.Scan(text) {
		c := gateway.ReceiptCheck{Receipt: tok.Text}
		if tok.Err != nil {
			c.Status, c.Detail = gateway.StatusMalformed, tok.Err.Error()
			resp.Receipts = append(resp.Receipts, c)
			continue
		}
		e, err := s.scope.VerifyReceipt(tok.Receipt)
		switch {
		case err == nil:
			c.Status, c.Tool, c.CallID, c.Seq = gateway.StatusValid, e.Tool, e.ID, e.Seq
		case errors.Is(err, receipt.ErrOtherScope):
			c.Status, c.Detail = gateway.StatusOtherScope, err.Error()
		case errors.Is(err, receipt.ErrClosed):
			c.Status, c.Detail = gateway.StatusClosed, err.Error()
		default:
			c.Status, c.Detail = gateway.StatusForged, err.Error()
		}
		resp.Receipts = append(resp.Receipts, c)
	}
	resp.Report = s.agent.Checker().Check(text, verify.Record{Scope: s.scope, Request: request, Calls: s.Calls(), Tools: s.names})
	if resp.Report.Findings == nil {
		resp.Report.Findings = []verify.Finding{}
	}
	return resp
}

func writeErr(w http.ResponseWriter, status int, code, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]*gateway.Error{"error": {Message: msg, Type: "invalid_request_error", Code: code}})
}

// ListenVerifySocket listens on a Unix socket at path that only this user
// can connect to: the socket is created under umask 077 and its mode is
// checked to be 0600 before the listener is returned, so no connection
// from another user can be queued even for a moment. A socket file left
// by a process that died is removed; a live one, or any other kind of
// file, is an error. The file is removed when the listener is closed.
func ListenVerifySocket(ctx context.Context, path string) (net.Listener, error) {
	if fi, err := os.Lstat(path); err == nil {
		if fi.Mode().Type() != os.ModeSocket {
			return nil, errs.Errorf("verify socket %s: the path exists and is not a socket; remove it or pass another path", path)
		}
		d := net.Dialer{Timeout: time.Second}
		if c, err := d.DialContext(ctx, "unix", path); err == nil {
			c.Close()
			return nil, errs.Errorf("verify socket %s: another process is serving on it; stop it or pass another path", path)
		}
		if err := os.Remove(path); err != nil {
			return nil, errs.Errorf("verify socket %s: remove stale socket: %w", path, err)
		}
	}
	ln, err := listenPrivate(ctx, path)
	if err != nil {
		return nil, errs.Errorf("verify socket: %w", err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		ln.Close()
		return nil, errs.Errorf("verify socket %s: %w", path, err)
	}
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode().Perm() != 0o600 {
		ln.Close()
		return nil, errs.Errorf("verify socket %s: could not make it private (mode %v); pass a path on a local file system", path, modeOf(fi))
	}
	return ln, nil
}

func modeOf(fi os.FileInfo) any {
	if fi == nil {
		return "unknown"
	}
	return fi.Mode().Perm()
}

// ServeVerify serves [Server.VerifyHandler] on ln until ctx ends.
func (s *Server) ServeVerify(ctx context.Context, ln net.Listener) error {
	hs := &http.Server{Handler: s.VerifyHandler(), ReadHeaderTimeout: 10 * time.Second}
	stop := context.AfterFunc(ctx, func() {
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		hs.Shutdown(sctx)
	})
	defer stop()
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return errs.Errorf("verify socket: %w", err)
	}
	return nil
}

// SocketClient returns an HTTP client whose every request goes to the Unix
// socket at path; use it with [SocketURL].
func SocketClient(path string, timeout time.Duration) *http.Client {
	tr := &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, "unix", path)
		},
		DisableKeepAlives: true,
	}
	return &http.Client{Transport: tr, Timeout: timeout}
}

// VerifyOverSocket sends text to POST /v1/verify on the socket at path, as
// served by "pramana mcp serve --verify-socket", and returns the answer.
func VerifyOverSocket(ctx context.Context, path, text string) (gateway.VerifyResponse, error) {
	var vr gateway.VerifyResponse
	body, err := json.Marshal(gateway.VerifyRequest{Text: text})
	if err != nil {
		return vr, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, SocketURL+"/v1/verify", bytes.NewReader(body))
	if err != nil {
		return vr, errs.Errorf("verify over socket: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := SocketClient(path, 0).Do(req)
	if err != nil {
		return vr, errs.Errorf("verify over socket %s: %w", path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return vr, errs.Errorf("verify over socket %s: read the answer: %w", path, err)
	}
	if resp.StatusCode != http.StatusOK {
		var eb struct {
			Error *gateway.Error `json:"error"`
		}
		msg := strings.TrimSpace(string(data))
		if json.Unmarshal(data, &eb) == nil && eb.Error != nil {
			msg = eb.Error.Message
		}
		return vr, errs.Errorf("verify over socket %s: the server answered %d: %s", path, resp.StatusCode, msg)
	}
	if err := json.Unmarshal(data, &vr); err != nil {
		return vr, errs.Errorf("verify over socket %s: the answer is not a verification report: %w", path, err)
	}
	return vr, nil
}
