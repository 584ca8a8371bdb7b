package mcp

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/tool"
	"github.com/pramana-dev/pramana/verify"
)

// MetaReceipt is the _meta key of a tool result that holds its receipt,
// for hosts that read metadata; the receipt is also in the text content,
// which is what a model sees.
const MetaReceipt = "pramana/receipt"

// ServerOptions configure [NewServer].
type ServerOptions struct {
	// Agent configures the agent that runs every call: its Tools are the
	// tools served, with its policy, limits and audit sink. Provider and
	// Delegate are ignored: no model runs here, the host has its own. At
	// the supervised level nobody can be asked (stdin is the protocol), so
	// a risky tool runs only if listed in AutoApprove, and the host asks
	// its user as it does for any MCP tool.
	Agent agent.Options
	// Scope signs every successful result. The caller opens it and closes
	// it when serving ends, which zeroizes the key. Required.
	Scope *receipt.Scope
	// Version is reported to hosts as the server version.
	Version string
	// Logger logs under component=mcp. Nil discards. It is also the
	// agent's logger when Agent.Logger is nil.
	Logger *slog.Logger
	// MaxCalls bounds the calls kept in memory for verification (default
	// 4096); the oldest are dropped first. Their receipts still verify.
	MaxCalls int
}

// A Server serves tools over MCP, signing every successful result. It runs
// each call through [agent.Agent.Exec], so that a call from an MCP host
// gets exactly the policy, scrubbing, truncation, signing and audit of a
// call from pramana's own model loop.
type Server struct {
	agent *agent.Agent
	scope *receipt.Scope
	info  implementation
	tools []toolDef
	index map[string]int // tool name -> position in tools
	names []string
	// pageSize is how many tools a tools/list page holds (0: all); tests
	// set it to exercise pagination.
	pageSize int
	log      *slog.Logger
	audit    audit.Sink
	max      int
	n        atomic.Uint64

	mu    sync.Mutex
	calls []verify.Call
}

// NewServer builds the agent and an MCP server that lists its tools.
func NewServer(o ServerOptions) (*Server, error) {
	if o.Scope == nil {
		return nil, errors.New("mcp: a receipt scope is required to serve tools")
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.MaxCalls <= 0 {
		o.MaxCalls = 4096
	}
	ao := o.Agent
	ao.Provider, ao.Delegate = nil, false
	if ao.Logger == nil {
		ao.Logger = o.Logger
	}
	a, err := agent.New(ao)
	if err != nil {
		return nil, errs.Errorf("mcp: %w", err)
	}
	version := o.Version
	if version == "" {
		version = "dev"
	}
	s := &Server{
		agent: a, scope: o.Scope, log: o.Logger.With("component", "mcp"), max: o.MaxCalls,
		info:  implementation{Name: "pramana", Version: version},
		index: map[string]int{},
	}
	s.audit = o.Agent.Audit
	for _, t := range ao.Tools {
		if err := s.add(t.Info()); err != nil {
			s.log.Warn("tool not served", "tool", t.Info().Name, "err", err)
			continue
		}
		s.names = append(s.names, t.Info().Name)
	}
	return s, nil
}

// add registers one tool. A tool whose schema a host would reject (not a
// JSON object schema) costs the tool, not the server.
func (s *Server) add(info tool.Info) error {
	if info.Name == "" {
		return errors.New("the tool has no name")
	}
	if _, dup := s.index[info.Name]; dup {
		return errs.Errorf("a tool named %q is already served", info.Name)
	}
	schema := info.Parameters
	if len(schema) == 0 {
		schema = json.RawMessage(`{"type":"object"}`)
	}
	schema, err := checkSchema(schema)
	if err != nil {
		return errs.Errorf("invalid input schema: %w", err)
	}
	s.index[info.Name] = len(s.tools)
	s.tools = append(s.tools, toolDef{
		Name:        info.Name,
		Description: info.Description,
		InputSchema: schema,
		Annotations: &toolAnnotations{ReadOnlyHint: info.ReadOnly},
	})
	return nil
}

// call runs one call through the agent. A failure is a result with
// isError, not a protocol error, so that the host's model sees why.
func (s *Server) call(ctx context.Context, sessionID, name string, arguments json.RawMessage) *callToolResult {
	conv := "mcp"
	if sessionID != "" {
		conv = "mcp:" + sessionID
	}
	args := "{}"
	if a := bytes.TrimSpace(arguments); len(a) > 0 && string(a) != "null" {
		args = string(a)
	}
	id := "mcp_" + strconv.FormatUint(s.n.Add(1), 10)
	shown, rec := s.agent.Exec(ctx, s.scope, conv, provider.ToolCall{ID: id, Name: name, Arguments: args})
	s.mu.Lock()
	s.calls = append(s.calls, rec)
	if over := len(s.calls) - s.max; over > 0 {
		s.calls = append(s.calls[:0], s.calls[over:]...)
	}
	s.mu.Unlock()
	res := &callToolResult{Content: []content{{Type: "text", Text: shown}}}
	if rec.Status != verify.StatusOK {
		res.IsError = true
	} else if rec.Receipt != "" {
		res.Meta = map[string]any{MetaReceipt: rec.Receipt}
	}
	return res
}

// ToolNames returns the names of the tools served.
func (s *Server) ToolNames() []string { return append([]string(nil), s.names...) }

// Calls returns the calls served so far (the most recent MaxCalls).
func (s *Server) Calls() []verify.Call {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]verify.Call(nil), s.calls...)
}

// HTTPHandler serves MCP over streamable HTTP (see [Server.ServeStdio] for
// what is spoken). With tokens, every request needs "Authorization: Bearer
// <token>", compared in constant time. Without, only requests whose Host
// is a loopback name, and whose Origin (if any) is too, pass, which stops
// DNS rebinding and cross-site requests from a browser; the caller must
// listen on loopback only (see gateway.CheckListenAddress), because
// whoever reaches this runs tools.
func (s *Server) HTTPHandler(tokens []string) http.Handler {
	h := &httpHandler{s: s, sessions: map[string]*serverSession{}, max: maxSessions}
	return BearerAuth(tokens, h)
}

// BearerAuth wraps next so that a request needs one of tokens as a bearer
// token or, when tokens is empty, a loopback Host.
func BearerAuth(tokens []string, next http.Handler) http.Handler {
	var sums [][32]byte
	for _, t := range tokens {
		if t = strings.TrimSpace(t); t != "" {
			sums = append(sums, sha256.Sum256([]byte(t)))
		}
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if len(sums) == 0 {
			if !gateway.LoopbackHost(r.Host) {
				http.Error(w, fmt.Sprintf("Host %q is not a loopback name and this server has no auth token; reach it as 127.0.0.1 or localhost", r.Host), http.StatusForbidden)
				return
			}
			if o := r.Header.Get("Origin"); o != "" && !loopbackOrigin(o) {
				http.Error(w, fmt.Sprintf("Origin %q is not a loopback page and this server has no auth token; set one to serve other origins", o), http.StatusForbidden)
				return
			}
			next.ServeHTTP(w, r)
			return
		}
		scheme, tok, _ := strings.Cut(r.Header.Get("Authorization"), " ")
		got := sha256.Sum256([]byte(strings.TrimSpace(tok)))
		ok := 0
		for i := range sums {
			ok |= subtle.ConstantTimeCompare(got[:], sums[i][:])
		}
		if !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(tok) == "" || ok != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="pramana"`)
			http.Error(w, "missing or wrong bearer token; send \"Authorization: Bearer <token>\" with a token from the variable named by daemon.auth_tokens_env", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}
