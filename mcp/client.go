package mcp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/pramana-dev/pramana/config"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/tool"
)

// Defaults of [ClientOptions] and [config.MCPServer].
const (
	// DefaultMaxResultBytes caps the text of one tool result. It is far
	// above what the agent shows a model (agent.max_tool_result_chars) and
	// only guards memory against a server that sends a flood.
	DefaultMaxResultBytes = 4 << 20
	// DefaultTimeout bounds the start of a server and each call, when the
	// server's entry sets no timeout.
	DefaultTimeout = 30 * time.Second
	// maxRestarts is how often a stdio server that died is started again
	// before its tools fail for good.
	maxRestarts = 3
	// maxSchemaBytes bounds one tool's input schema: it is sent to the
	// model with every request.
	maxSchemaBytes = 64 << 10
)

// Separator joins a server's name and its tool's name.
const Separator = "__"

// ClientOptions configure [Connect]. Zero values take the defaults.
type ClientOptions struct {
	// Logger logs under component=mcp. Nil discards.
	Logger *slog.Logger
	// Environ is the environment a stdio server starts with, before the
	// entry's own env (nil: pramana's environment).
	Environ []string
	// Dir is the working directory of a stdio server ("" is pramana's).
	Dir string
	// MaxResultBytes caps the text of one result (default
	// [DefaultMaxResultBytes]); the rest is cut and the cut is said.
	MaxResultBytes int
	// HTTPClient reaches url servers (nil: a client without a timeout,
	// since the event stream is long-lived; calls are bounded by the
	// server's timeout). Its responses are capped in size either way.
	HTTPClient *http.Client
	// Version is reported to servers as the client version.
	Version string
	// Conn, if set, is a byte stream to speak MCP over as on stdio (one
	// JSON-RPC message a line each way) instead of starting Command or
	// reaching URL: for servers in the same process and for tests. Connect
	// takes it over and closes it with the client. Such a server is never
	// restarted.
	Conn io.ReadWriteCloser
}

// A ServerError says which server failed, at what, and what to do.
type ServerError struct {
	Server string
	Op     string // such as "start" or "list tools"
	Err    error
	// Hint is the next step for the user.
	Hint string
}

func (e *ServerError) Error() string {
	return fmt.Sprintf("mcp server %q: %s: %v", e.Server, e.Op, e.Err)
}

func (e *ServerError) Unwrap() error { return e.Err }

// A Skipped tool is one the server offered that pramana did not register.
type Skipped struct {
	Tool   string
	Reason string
}

// A Client is a connection to one MCP server, with the server's tools
// wrapped as agent tools. It is safe for concurrent use. A stdio server
// that dies is started again at the next call, and an HTTP server that
// ended the session (404) gets a new one, at most a few times.
type Client struct {
	name    string
	timeout time.Duration
	maxText int
	log     *slog.Logger
	dial    func(context.Context) (*session, *commandTransport, error)

	mu       sync.Mutex
	session  *session
	cmd      *commandTransport // nil unless a stdio server
	dead     error             // why session ended; nil while it lives
	restarts int
	closed   bool
	http     bool // a url server: a new session after the server ends one

	info    *implementation
	tools   []tool.Tool
	skipped []Skipped
}

// Connect starts or reaches the server s, lists its tools and keeps those
// that s.Tools allows (all when empty) and that pramana can offer a model:
// a name of letters, digits, '_' and '-' of at most 64 characters with the
// prefix, and an input schema that is a JSON object schema. The others are
// reported by [Client.Skipped]. Starting and listing are bounded by the
// server's timeout. An error is a *[ServerError].
func Connect(ctx context.Context, s config.MCPServer, o ClientOptions) (*Client, error) {
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.MaxResultBytes <= 0 {
		o.MaxResultBytes = DefaultMaxResultBytes
	}
	c := &Client{
		name:    s.Name,
		timeout: s.Timeout.Duration(),
		maxText: o.MaxResultBytes,
		log:     o.Logger.With("component", "mcp", "server", s.Name),
	}
	if c.timeout <= 0 {
		c.timeout = DefaultTimeout
	}
	version := o.Version
	if version == "" {
		version = "dev"
	}
	// open initializes a session on a connection; the caller closes a
	// connection that failed to.
	open := func(ctx context.Context, cn conn) (*session, error) {
		s := &session{c: cn}
		if err := s.initialize(ctx, version); err != nil {
			return nil, err
		}
		return s, nil
	}
	// A frame holds the result text JSON-escaped (up to 6 bytes a byte for
	// control characters, ~2 for typical text) plus the envelope.
	maxFrame := 2*o.MaxResultBytes + 1<<20

	switch {
	case o.Conn != nil:
		used := false
		c.dial = func(ctx context.Context) (*session, *commandTransport, error) {
			if used {
				return nil, nil, errors.New("the in-process connection is closed")
			}
			used = true
			cn := newStreamConn(o.Conn, o.Conn, o.Conn, maxFrame, c.log)
			cs, err := open(ctx, cn)
			if err != nil {
				cn.close()
				return nil, nil, err
			}
			return cs, nil, nil
		}
	case s.Command != "":
		c.dial = func(ctx context.Context) (*session, *commandTransport, error) {
			// Not exec.CommandContext: the server outlives the context
			// that bounds its start.
			cmd := exec.Command(s.Command, s.Args...)
			cmd.Dir = o.Dir
			env := o.Environ
			if env == nil {
				env = os.Environ()
			}
			env = slices.Clone(env)
			keys := make([]string, 0, len(s.Env))
			for k := range s.Env {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				env = append(env, k+"="+s.Env[k])
			}
			cmd.Env = env
			t := &commandTransport{cmd: cmd, maxFrame: maxFrame, stderr: &tailBuffer{max: 4096}, grace: 2 * time.Second}
			cn, err := t.connect(c.log)
			if err != nil {
				return nil, t, err
			}
			cs, err := open(ctx, cn)
			if err != nil {
				// Explained before the process is stopped: the
				// explanation is its own exit status and stderr.
				err = c.explain(err, t)
				cn.close()
				return nil, t, err
			}
			return cs, t, nil
		}
	default:
		c.http = true
		hc := o.HTTPClient
		if hc == nil {
			hc = &http.Client{}
		}
		c.dial = func(ctx context.Context) (*session, *commandTransport, error) {
			cn := &httpConn{url: s.URL, hc: hc, max: maxFrame, log: c.log}
			cs, err := open(ctx, cn)
			if err != nil {
				cn.close()
				return nil, nil, err
			}
			return cs, nil, nil
		}
	}

	startCtx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	cs, err := c.start(startCtx)
	if err != nil {
		return nil, c.startError("start", err, startCtx, s)
	}
	c.info = cs.info
	if err := c.listTools(startCtx, cs, s.Tools); err != nil {
		c.Close()
		return nil, c.startError("list tools", err, startCtx, s)
	}
	return c, nil
}

// start dials and installs a new session.
func (c *Client) start(ctx context.Context) (*session, error) {
	cs, t, err := c.dial(ctx)
	if err != nil {
		return nil, err
	}
	c.session, c.cmd, c.dead = cs, t, nil
	done := cs.c.done()
	if done == nil {
		return cs, nil // an HTTP session has no connection to lose
	}
	go func() {
		<-done
		err := cs.c.err()
		c.mu.Lock()
		defer c.mu.Unlock()
		if c.session != cs || c.closed {
			return
		}
		if err == nil {
			err = errors.New("the connection closed")
		}
		if t != nil {
			err = c.explain(err, t)
		}
		c.dead = err
		c.log.Warn("mcp server connection ended", "err", err)
	}()
	return cs, nil
}

// explain adds what is known about a stdio server's death to err: its exit
// status and the last line it wrote to stderr.
func (c *Client) explain(err error, t *commandTransport) error {
	p := t.proc
	if p == nil {
		return err
	}
	// The reader notices a dead server a moment before Wait returns.
	select {
	case <-p.done:
	case <-time.After(200 * time.Millisecond):
	}
	msg := err.Error()
	if exited, werr := p.exited(); exited {
		msg = "the server exited (" + describeExit(werr) + ")"
	}
	if line := t.stderr.lastLine(); line != "" {
		msg += "; its last message: " + line
	}
	if msg == err.Error() {
		return err
	}
	return errs.Errorf("%s: %w", msg, err)
}

func (c *Client) startError(op string, err error, ctx context.Context, s config.MCPServer) error {
	e := &ServerError{Server: s.Name, Op: op, Err: err}
	switch {
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		e.Err = errs.Errorf("no answer within %s: %w", c.timeout, context.DeadlineExceeded)
		e.Hint = fmt.Sprintf("check that the server speaks MCP, or raise timeout in its [[mcp.servers]] entry (now %s)", c.timeout)
	case errors.Is(err, exec.ErrNotFound) || errors.Is(err, os.ErrNotExist):
		e.Hint = fmt.Sprintf("install %q or fix command in its [[mcp.servers]] entry", s.Command)
	case s.URL != "":
		e.Hint = "check that " + DisplayURL(s.URL) + " is up and serves MCP over streamable HTTP"
	default:
		// Not the arguments: they may hold a secret (config masks them).
		e.Hint = "run " + s.Command + " with the args of its [[mcp.servers]] entry by hand to see why, or remove the entry"
	}
	return e
}

// maxToolPages bounds tools/list pagination, against a server whose
// cursors never end.
const maxToolPages = 1000

func (c *Client) listTools(ctx context.Context, cs *session, allow []string) error {
	seen := map[string]bool{}
	cursor := ""
	for page := 1; ; page++ {
		var res listToolsResult
		if err := cs.request(ctx, methodToolsList, listToolsParams{Cursor: cursor}, &res); err != nil {
			return err
		}
		for i := range res.Tools {
			t := &res.Tools[i]
			if seen[t.Name] {
				c.skipped = append(c.skipped, Skipped{Tool: t.Name, Reason: "the server lists it twice"})
				continue
			}
			seen[t.Name] = true
			if len(allow) > 0 && !slices.Contains(allow, t.Name) {
				continue
			}
			ct, reason := c.wrap(t)
			if reason != "" {
				c.skipped = append(c.skipped, Skipped{Tool: t.Name, Reason: reason})
				c.log.Warn("mcp tool skipped", "tool", t.Name, "reason", reason)
				continue
			}
			c.tools = append(c.tools, ct)
		}
		if res.NextCursor == "" {
			break
		}
		if res.NextCursor == cursor || page >= maxToolPages {
			return errs.Errorf("tools/list does not end: page %d has the cursor %q", page, excerpt(res.NextCursor, 40))
		}
		cursor = res.NextCursor
	}
	for _, name := range allow {
		if !seen[name] {
			c.skipped = append(c.skipped, Skipped{Tool: name, Reason: "listed in tools, but the server does not offer it"})
		}
	}
	return nil
}

// wrap turns a server tool into an agent tool, or says why it cannot.
func (c *Client) wrap(t *toolDef) (*clientTool, string) {
	full := c.name + Separator + t.Name
	if !validName(full) {
		return nil, fmt.Sprintf("the name %q is not 1 to 64 letters, digits, '_' and '-', which models require", full)
	}
	schema, err := checkSchema(t.InputSchema)
	if err != nil {
		return nil, "invalid input schema: " + err.Error()
	}
	desc := strings.TrimSpace(t.Description)
	if desc == "" {
		desc = "Tool " + t.Name + " of the MCP server " + c.name + "."
	}
	readOnly := t.Annotations != nil && t.Annotations.ReadOnlyHint
	return &clientTool{c: c, remote: t.Name, info: tool.Info{
		Name: full, Description: desc, Parameters: schema, ReadOnly: readOnly, Risky: !readOnly,
	}}, ""
}

func validName(s string) bool {
	if len(s) == 0 || len(s) > 64 {
		return false
	}
	for i := range len(s) {
		b := s[i]
		if !(b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b == '-') {
			return false
		}
	}
	return true
}

// checkSchema checks that a tool's input schema is what the MCP spec and
// the model APIs require, a JSON Schema for an object, and returns it as
// JSON. It checks structure, not every keyword: a model API rejects a
// request whose tools have a malformed schema, which would take every
// tool down with the one broken server tool.
func checkSchema(s json.RawMessage) (json.RawMessage, error) {
	if t := bytes.TrimSpace(s); len(t) == 0 || string(t) == "null" {
		return nil, errors.New("missing")
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, s); err != nil {
		return nil, err
	}
	b := buf.Bytes()
	if len(b) > maxSchemaBytes {
		return nil, errs.Errorf("%d bytes, over the %d-byte limit", len(b), maxSchemaBytes)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, errors.New("not a JSON object")
	}
	var typ string
	if err := json.Unmarshal(m["type"], &typ); err != nil || typ != "object" {
		return nil, errs.Errorf(`"type" is %s, want "object"`, orMissing(m["type"]))
	}
	if p, ok := m["properties"]; ok {
		var props map[string]json.RawMessage
		if err := json.Unmarshal(p, &props); err != nil {
			return nil, errs.Errorf(`"properties" is %s, want an object`, orMissing(p))
		}
		for name, v := range props {
			if v := strings.TrimSpace(string(v)); !strings.HasPrefix(v, "{") && v != "true" && v != "false" {
				return nil, errs.Errorf("property %q is %s, want a schema", name, excerpt(v, 40))
			}
		}
	}
	if r, ok := m["required"]; ok {
		var req []string
		if err := json.Unmarshal(r, &req); err != nil {
			return nil, errs.Errorf(`"required" is %s, want an array of names`, orMissing(r))
		}
	}
	return b, nil
}

// DisplayURL returns u without userinfo and query, which may carry
// credentials, for messages and listings.
func DisplayURL(u string) string {
	p, err := url.Parse(u)
	if err != nil {
		return "(unparsable URL)"
	}
	p.User, p.RawQuery, p.Fragment = nil, "", ""
	return p.String()
}

func orMissing(v json.RawMessage) string {
	if len(v) == 0 {
		return "missing"
	}
	return excerpt(string(v), 40)
}

func excerpt(s string, n int) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// Name returns the server's configured name.
func (c *Client) Name() string { return c.name }

// ServerInfo returns the name and version the server reported, if any.
func (c *Client) ServerInfo() (name, version string) {
	if c.info == nil {
		return "", ""
	}
	return c.info.Name, c.info.Version
}

// Tools returns the server's tools as agent tools, named
// "<server>__<tool>".
func (c *Client) Tools() []tool.Tool { return slices.Clone(c.tools) }

// Skipped returns the tools the server offered (or the allow-list named)
// that were not registered, with the reason.
func (c *Client) Skipped() []Skipped { return slices.Clone(c.skipped) }

// Close ends the session and, for a stdio server, the process: stdin is
// closed, then SIGTERM and SIGKILL follow if it does not exit.
func (c *Client) Close() error {
	c.mu.Lock()
	c.closed = true
	cs := c.session
	c.session = nil
	c.mu.Unlock()
	if cs == nil {
		return nil
	}
	if err := cs.c.close(); err != nil {
		return errs.Errorf("close mcp server %q: %w", c.name, err)
	}
	return nil
}

// live returns a session that has not ended, restarting a stdio server
// that died and opening a new session with an HTTP server that ended the
// last one (as the transport prescribes on a 404).
func (c *Client) live(ctx context.Context) (*session, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.dead == nil && c.session != nil {
		c.dead = c.session.c.err()
	}
	switch {
	case c.closed:
		return nil, errs.Errorf("mcp server %q is shut down", c.name)
	case c.session != nil && c.dead == nil && !c.exited():
		return c.session, nil
	case c.cmd == nil && !c.http:
		return nil, errs.Errorf("mcp server %q is gone: %v", c.name, c.dead)
	case c.restarts >= maxRestarts:
		return nil, errs.Errorf("mcp server %q stopped %d times and is not started again (last: %v); restart pramana after fixing it", c.name, c.restarts+1, c.dead)
	}
	if c.dead == nil {
		c.dead = errors.New("the server exited")
	}
	c.restarts++
	c.log.Info("restarting mcp server", "after", c.dead, "restart", c.restarts)
	c.session.c.close()
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	cs, err := c.start(ctx)
	if err != nil {
		c.dead = err
		return nil, errs.Errorf("mcp server %q stopped and could not be started again: %w", c.name, err)
	}
	return cs, nil
}

// exited reports whether the current stdio server process has ended.
// c.mu must be held.
func (c *Client) exited() bool {
	if c.cmd == nil || c.cmd.proc == nil {
		return false
	}
	done, _ := c.cmd.proc.exited()
	return done
}

// call runs one tool call. Only a result without isError is a success.
func (c *Client) call(ctx context.Context, name string, args json.RawMessage) (tool.Result, error) {
	cs, err := c.live(ctx)
	if err != nil {
		return tool.Result{}, err
	}
	if len(args) == 0 {
		args = json.RawMessage("{}")
	}
	callCtx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	var res callToolResult
	err = cs.request(callCtx, methodToolsCall, callToolParams{Name: name, Arguments: args}, &res)
	if err != nil {
		switch {
		case ctx.Err() != nil:
			return tool.Result{}, errs.Errorf("mcp server %q: call %s: %w", c.name, name, ctx.Err())
		case errors.Is(callCtx.Err(), context.DeadlineExceeded):
			return tool.Result{}, errs.Errorf("mcp server %q did not answer %s within %s: %w", c.name, name, c.timeout, context.DeadlineExceeded)
		}
		// An error the server sent is its answer; anything else may be
		// the server dying, which its exit status and stderr explain.
		var wire *rpcError
		if !errors.As(err, &wire) {
			c.mu.Lock()
			t := c.cmd
			c.mu.Unlock()
			if t != nil {
				err = c.explain(err, t)
				c.mu.Lock()
				if c.session == cs && c.dead == nil && c.exited() {
					c.dead = err // restart at the next call, not after Wait notices
				}
				c.mu.Unlock()
			}
		}
		return tool.Result{}, errs.Errorf("mcp server %q: call %s: %w", c.name, name, err)
	}
	text, urls := render(&res, c.maxText)
	if res.IsError {
		if strings.TrimSpace(text) == "" {
			text = "(no error text)"
		}
		return tool.Result{}, errs.Errorf("mcp server %q: %s reported an error: %s", c.name, name, text)
	}
	return tool.Result{Text: text, URLs: urls}, nil
}

// render joins a result's content as text, at most max bytes. Text comes
// as is; other content is described in a line, so the model knows it was
// there without being handed base64.
func render(res *callToolResult, max int) (string, []string) {
	var b strings.Builder
	total := 0
	var urls []string
	add := func(s string) {
		if b.Len() > 0 {
			s = "\n" + s
		}
		total += len(s)
		if room := max - b.Len(); room > 0 {
			if len(s) > room {
				for room > 0 && !utf8.RuneStart(s[room]) {
					room--
				}
				s = s[:room]
			}
			b.WriteString(s)
		}
	}
	// Each content item gives one string, added at one call: the compiler
	// inlines the add closure at every call, and eight copies of it cost
	// the release binary about 4 kB (size20).
	for _, c := range res.Content {
		var s string
		switch c.Type {
		case "text":
			s = c.Text
		case "image":
			s = fmt.Sprintf("[image content: %s, %d bytes, not shown]", orUnknown(c.MIMEType), base64Len(c.Data))
		case "audio":
			s = fmt.Sprintf("[audio content: %s, %d bytes, not shown]", orUnknown(c.MIMEType), base64Len(c.Data))
		case "resource_link":
			s = "[resource link: " + c.URI + " " + c.Name + "]"
			urls = appendURL(urls, c.URI)
		case "resource":
			r := c.Resource
			if r == nil {
				continue
			}
			s = r.Text
			if s == "" {
				s = fmt.Sprintf("[embedded resource: %s, %s, %d bytes, not shown]", r.URI, orUnknown(r.MIMEType), base64Len(r.Blob))
			}
			urls = appendURL(urls, r.URI)
		default:
			s = "[" + excerpt(orUnknown(c.Type), 40) + " content, not shown]"
		}
		add(s)
	}
	if len(res.Content) == 0 && len(res.StructuredContent) > 0 && string(res.StructuredContent) != "null" {
		var buf bytes.Buffer
		if json.Compact(&buf, res.StructuredContent) == nil {
			add(buf.String())
		}
	}
	if total > max {
		return b.String() + fmt.Sprintf("\n[result cut by pramana: %d of %d bytes kept]", b.Len(), total), urls
	}
	return b.String(), urls
}

func appendURL(urls []string, u string) []string {
	if strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://") {
		return append(urls, u)
	}
	return urls
}

func orUnknown(s string) string {
	if s == "" {
		return "unknown type"
	}
	return s
}

// clientTool is one server tool as an agent tool.
type clientTool struct {
	c      *Client
	remote string
	info   tool.Info
}

func (t *clientTool) Info() tool.Info { return t.info }

func (t *clientTool) Execute(ctx context.Context, args json.RawMessage) (tool.Result, error) {
	return t.c.call(ctx, t.remote, args)
}

// Summarize shows the arguments in approval prompts, since an MCP tool's
// effect is whatever its server makes of them.
func (t *clientTool) Summarize(args json.RawMessage) string {
	return t.info.Name + " " + excerpt(string(args), 200)
}

// A Set is the clients of several servers.
type Set struct {
	Clients []*Client
}

// ConnectAll connects every server in parallel. A server that fails is
// left out and its *[ServerError] returned, in config order; the others
// work regardless.
func ConnectAll(ctx context.Context, servers []config.MCPServer, o ClientOptions) (*Set, []error) {
	clients := make([]*Client, len(servers))
	errs := make([]error, len(servers))
	var wg sync.WaitGroup
	for i, s := range servers {
		wg.Go(func() { clients[i], errs[i] = Connect(ctx, s, o) })
	}
	wg.Wait()
	set := &Set{}
	var failed []error
	for i := range servers {
		if errs[i] != nil {
			failed = append(failed, errs[i])
			continue
		}
		set.Clients = append(set.Clients, clients[i])
	}
	return set, failed
}

// Tools returns the tools of every client, in config order.
func (s *Set) Tools() []tool.Tool {
	var out []tool.Tool
	for _, c := range s.Clients {
		out = append(out, c.tools...)
	}
	return out
}

// Close closes every client, in parallel, since each may wait for its
// server to exit.
func (s *Set) Close() error {
	if s == nil {
		return nil
	}
	errs := make([]error, len(s.Clients))
	var wg sync.WaitGroup
	for i, c := range s.Clients {
		wg.Go(func() { errs[i] = c.Close() })
	}
	wg.Wait()
	return errors.Join(errs...)
}

var _ io.Closer = (*Client)(nil)
