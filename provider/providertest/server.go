// Package providertest runs a scripted OpenAI-compatible chat completions
// server on loopback, for tests of code that talks to models and for the
// offline demo.
//
// The server speaks the real wire format: it decodes each POST
// .../chat/completions body as OpenAI would, rejects malformed requests with
// a 400 and OpenAI's error JSON (so a client bug shows up as an error, not
// as a silently wrong conversation), and answers with a complete
// "chat.completion" object. It answers each request with the next [Turn] of
// its script, which is either a fixed reply or a function of the request.
//
// Only non-streaming requests are supported: a request with "stream": true
// gets a 400.
package providertest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/provider"
)

// A Turn is one scripted answer.
type Turn struct {
	// Content is the assistant's text. With ToolCalls and no Content the
	// reply's content is null, as OpenAI sends it.
	Content string
	// ToolCalls are sent as native tool calls. Arguments go out verbatim,
	// so a test can script malformed JSON; empty Arguments become "{}".
	// An empty ID becomes "call_<request>_<index>", unique per server.
	ToolCalls []provider.ToolCall
	// FinishReason defaults to "tool_calls" when there are tool calls and
	// to "stop" otherwise.
	FinishReason string
	// Status, when set to something other than 200, makes the turn an HTTP
	// error: the server answers that status with OpenAI's error JSON and
	// Content (or the status text) as error.message.
	Status int
	// Reply, when set, computes the turn from the request instead; the
	// other fields are then ignored, as is Reply in the turn it returns.
	// It runs outside the server's lock, so it may call Requests.
	Reply func(req Request) Turn
}

// A Request is a chat request the server received and accepted.
type Request struct {
	Model       string
	Messages    []provider.Message
	Tools       []provider.ToolSpec
	Temperature *float64
	// Header is the HTTP header, to check Authorization and the like.
	Header http.Header
	// Body is the raw JSON body.
	Body []byte
}

// LastToolResult returns the content of the last tool message, or "" if
// there is none: what a scripted model usually reacts to.
func (r Request) LastToolResult() string {
	for i := len(r.Messages) - 1; i >= 0; i-- {
		if r.Messages[i].Role == provider.RoleTool {
			return r.Messages[i].Content
		}
	}
	return ""
}

// Server is a scripted chat completions server. Its methods are safe for
// concurrent use.
type Server struct {
	// srv is a plain http.Server on a loopback listener rather than an
	// httptest.Server: the demo links this package into the release binary,
	// and net/http/httptest would bring its flag registration and test
	// certificate along.
	srv *http.Server
	url string

	mu      sync.Mutex
	script  []Turn
	next    int
	started bool
	reqs    []Request
}

// New returns a server that will answer with script, one turn per
// accepted request. When the script runs out it answers 400 with a
// message saying so; 400 because a client must not retry it. Call
// [Server.Start] to start it.
func New(script []Turn) *Server {
	s := &Server{script: append([]Turn(nil), script...)}
	s.srv = &http.Server{Handler: http.HandlerFunc(s.serveHTTP), ReadHeaderTimeout: 10 * time.Second}
	return s
}

// Start starts the server on a loopback port. It must be called once. It
// panics if no loopback port can be had, as httptest does: there is nothing
// a test or the demo could do about it.
func (s *Server) Start() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.started {
		panic("providertest: Server.Start called twice")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		l, err = net.Listen("tcp6", "[::1]:0")
	}
	if err != nil {
		panic(fmt.Sprintf("providertest: listen on loopback: %v", err))
	}
	s.started = true
	s.url = "http://" + l.Addr().String()
	go s.srv.Serve(l)
}

// URL returns the API root to use as base_url, of the form
// http://127.0.0.1:<port>/v1, or "" before Start.
func (s *Server) URL() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.started {
		return ""
	}
	return s.url + "/v1"
}

// Close shuts the server down, waiting for requests in flight.
func (s *Server) Close() {
	s.mu.Lock()
	started := s.started
	s.mu.Unlock()
	if started {
		// Shutdown, not Close: like httptest, wait for requests in flight.
		s.srv.Shutdown(context.Background())
	}
}

// Append adds turns to the end of the script.
func (s *Server) Append(turns ...Turn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.script = append(s.script, turns...)
}

// Requests returns the requests accepted so far, in order of arrival.
// Requests rejected as malformed are not included.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.reqs...)
}

const maxBody = 64 << 20

func (s *Server) serveHTTP(w http.ResponseWriter, r *http.Request) {
	if !strings.HasSuffix(r.URL.Path, "/chat/completions") {
		writeError(w, http.StatusNotFound, "not_found_error", "providertest: no route for "+r.Method+" "+r.URL.Path+"; POST .../chat/completions")
		return
	}
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		writeError(w, http.StatusMethodNotAllowed, "invalid_request_error", "providertest: use POST")
		return
	}
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		writeError(w, http.StatusBadRequest, "invalid_request_error", fmt.Sprintf("providertest: Content-Type is %q, want application/json", ct))
		return
	}
	// Sized from the declared length: bytes.Buffer starts at 512 bytes and
	// doubles, so without it a request's cost here would jump with its size
	// at each power of two, and an instant model should cost next to nothing
	// whatever the client sends.
	body := new(bytes.Buffer)
	if r.ContentLength > 0 && r.ContentLength < maxBody {
		body.Grow(int(r.ContentLength) + bytes.MinRead)
	}
	if _, err := body.ReadFrom(http.MaxBytesReader(w, r.Body, maxBody)); err != nil {
		writeError(w, http.StatusBadRequest, "invalid_request_error", "providertest: read body: "+err.Error())
		return
	}
	req, err := decodeRequest(body.Bytes())
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid_request_error", "providertest: "+err.Error())
		return
	}
	req.Header = r.Header.Clone()

	s.mu.Lock()
	n := s.next
	var turn Turn
	ok := n < len(s.script)
	if ok {
		turn = s.script[n]
		s.next++
		s.reqs = append(s.reqs, req)
	}
	total := len(s.script)
	s.mu.Unlock()
	if !ok {
		writeError(w, http.StatusBadRequest, "invalid_request_error", fmt.Sprintf("providertest: script exhausted: request %d, but the script has %d turns", n+1, total))
		return
	}
	if turn.Reply != nil {
		turn = turn.Reply(req)
	}
	if turn.Status != 0 && turn.Status != http.StatusOK {
		msg := turn.Content
		if msg == "" {
			msg = http.StatusText(turn.Status)
		}
		writeError(w, turn.Status, "scripted_error", msg)
		return
	}
	writeJSON(w, http.StatusOK, completion(req, turn, n+1))
}

// wire types for decoding, written apart from package provider's so that
// this server checks the client rather than sharing its mistakes.

// Messages are decoded with the request, not kept raw and decoded again
// one by one: every pass of encoding/json over a body costs the benchmarks
// that use this server as an instant model, and a longer conversation (such
// as one with pramana's receipt prompt in it) would cost more passes.
type wireRequest struct {
	Model       *string           `json:"model"`
	Messages    []wireMessage     `json:"messages"`
	Tools       []json.RawMessage `json:"tools"`
	Temperature *float64          `json:"temperature"`
	Stream      *bool             `json:"stream"`
}

type wireMessage struct {
	Role       string            `json:"role"`
	Content    json.RawMessage   `json:"content"`
	ToolCalls  []json.RawMessage `json:"tool_calls"`
	ToolCallID *string           `json:"tool_call_id"`
}

type wireToolCall struct {
	ID       string `json:"id"`
	Type     string `json:"type"`
	Function *struct {
		Name      *string `json:"name"`
		Arguments *string `json:"arguments"`
	} `json:"function"`
}

type wireTool struct {
	Type     string `json:"type"`
	Function *struct {
		Name        string          `json:"name"`
		Description string          `json:"description"`
		Parameters  json.RawMessage `json:"parameters"`
	} `json:"function"`
}

// decodeRequest checks a request body the way OpenAI does, in the parts
// that matter to a client of this module.
func decodeRequest(body []byte) (Request, error) {
	var w wireRequest
	if err := json.Unmarshal(body, &w); err != nil {
		var typ *json.UnmarshalTypeError
		if errors.As(err, &typ) && typ.Field != "" {
			return Request{}, errs.Errorf("a field has the wrong type: %v", err)
		}
		return Request{}, errs.Errorf("body is not a JSON object: %v", err)
	}
	if w.Model == nil || *w.Model == "" {
		return Request{}, errs.Errorf("\"model\" is missing or empty")
	}
	if w.Stream != nil && *w.Stream {
		return Request{}, errs.Errorf("\"stream\": true is not supported by this server")
	}
	if len(w.Messages) == 0 {
		return Request{}, errs.Errorf("\"messages\" is missing or empty")
	}
	req := Request{Model: *w.Model, Temperature: w.Temperature, Body: body}
	req.Messages = make([]provider.Message, 0, len(w.Messages))
	for i := range w.Messages {
		m, err := decodeMessage(&w.Messages[i])
		if err != nil {
			return Request{}, errs.Errorf("messages[%d]: %v", i, err)
		}
		req.Messages = append(req.Messages, m)
	}
	for i, raw := range w.Tools {
		var t wireTool
		if err := json.Unmarshal(raw, &t); err != nil {
			return Request{}, errs.Errorf("tools[%d]: %v", i, err)
		}
		if t.Type != "function" {
			return Request{}, errs.Errorf("tools[%d].type is %q, want \"function\"", i, t.Type)
		}
		if t.Function == nil || t.Function.Name == "" {
			return Request{}, errs.Errorf("tools[%d].function.name is missing", i)
		}
		if len(t.Function.Parameters) > 0 && t.Function.Parameters[0] != '{' {
			return Request{}, errs.Errorf("tools[%d].function.parameters is not a JSON object", i)
		}
		req.Tools = append(req.Tools, provider.ToolSpec{Name: t.Function.Name, Description: t.Function.Description, Parameters: t.Function.Parameters})
	}
	return req, nil
}

func decodeMessage(w *wireMessage) (provider.Message, error) {
	m := provider.Message{Role: w.Role}
	switch w.Role {
	case "system", "developer", "user", "assistant", "tool":
	default:
		return m, errs.Errorf("role %q is not one of system, developer, user, assistant, tool", w.Role)
	}
	if len(w.ToolCalls) > 0 && w.Role != "assistant" {
		return m, errs.Errorf("a %s message has tool_calls", w.Role)
	}
	for j, rc := range w.ToolCalls {
		var tc wireToolCall
		if err := json.Unmarshal(rc, &tc); err != nil {
			return m, errs.Errorf("tool_calls[%d]: %v", j, err)
		}
		switch {
		case tc.ID == "":
			return m, errs.Errorf("tool_calls[%d].id is missing", j)
		case tc.Type != "function":
			return m, errs.Errorf("tool_calls[%d].type is %q, want \"function\"", j, tc.Type)
		case tc.Function == nil || tc.Function.Name == nil:
			// An empty name is let through: it is how package provider
			// hands back a text tool call it could not parse, and the
			// local servers that produce those accept it.
			return m, errs.Errorf("tool_calls[%d].function.name is missing", j)
		case tc.Function.Arguments == nil:
			return m, errs.Errorf("tool_calls[%d].function.arguments is missing or not a string", j)
		}
		m.ToolCalls = append(m.ToolCalls, provider.ToolCall{ID: tc.ID, Name: *tc.Function.Name, Arguments: *tc.Function.Arguments})
	}
	if w.Role == "tool" {
		if w.ToolCallID == nil || *w.ToolCallID == "" {
			return m, errs.Errorf("a tool message needs tool_call_id")
		}
		m.ToolCallID = *w.ToolCallID
	} else if w.ToolCallID != nil {
		return m, errs.Errorf("a %s message has tool_call_id", w.Role)
	}
	switch c := bytes.TrimSpace(w.Content); {
	case len(c) == 0 || string(c) == "null":
		if w.Role != "assistant" || len(m.ToolCalls) == 0 {
			return m, errs.Errorf("content is missing or null, which only an assistant message with tool_calls may have")
		}
	case c[0] == '"':
		if s, ok := plainString(c); ok {
			m.Content = s
		} else if err := json.Unmarshal(c, &m.Content); err != nil {
			return m, errs.Errorf("content: %v", err)
		}
	case c[0] == '[':
		var parts []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		}
		if err := json.Unmarshal(c, &parts); err != nil {
			return m, errs.Errorf("content: %v", err)
		}
		for _, p := range parts {
			if p.Type == "text" {
				m.Content += p.Text
			}
		}
	default:
		return m, errs.Errorf("content is neither a string, an array of parts nor null")
	}
	return m, nil
}

// plainString returns the text of the JSON string literal c when it has no
// escapes and is valid UTF-8, where its text is its bytes; ok is false for
// anything else, which json.Unmarshal then decodes. c has been checked as
// JSON with the rest of the body, so it cannot hold a bare control byte.
func plainString(c []byte) (s string, ok bool) {
	if len(c) < 2 || c[0] != '"' || c[len(c)-1] != '"' {
		return "", false
	}
	inner := c[1 : len(c)-1]
	if bytes.IndexByte(inner, '\\') >= 0 || !utf8.Valid(inner) {
		return "", false
	}
	return string(inner), true
}

// response wire types.

type completionJSON struct {
	ID                string       `json:"id"`
	Object            string       `json:"object"`
	Created           int64        `json:"created"`
	Model             string       `json:"model"`
	SystemFingerprint string       `json:"system_fingerprint"`
	Choices           []choiceJSON `json:"choices"`
	Usage             usageJSON    `json:"usage"`
}

type choiceJSON struct {
	Index        int         `json:"index"`
	Message      messageJSON `json:"message"`
	Logprobs     *struct{}   `json:"logprobs"`
	FinishReason string      `json:"finish_reason"`
}

type messageJSON struct {
	Role      string         `json:"role"`
	Content   *string        `json:"content"`
	ToolCalls []toolCallJSON `json:"tool_calls,omitempty"`
	Refusal   *string        `json:"refusal"`
}

type toolCallJSON struct {
	ID       string `json:"id"`
	Type     string `json:"type"`
	Function struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	} `json:"function"`
}

type usageJSON struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

// completion renders turn as the answer to the n-th request.
func completion(req Request, turn Turn, n int) completionJSON {
	msg := messageJSON{Role: "assistant"}
	if turn.Content != "" || len(turn.ToolCalls) == 0 {
		c := turn.Content
		msg.Content = &c
	}
	out := 0
	for i, tc := range turn.ToolCalls {
		var j toolCallJSON
		j.ID = tc.ID
		if j.ID == "" {
			j.ID = "call_" + strconv.Itoa(n) + "_" + strconv.Itoa(i+1)
		}
		j.Type = "function"
		j.Function.Name = tc.Name
		j.Function.Arguments = tc.Arguments
		if j.Function.Arguments == "" {
			j.Function.Arguments = "{}"
		}
		out += tokens(tc.Name) + tokens(j.Function.Arguments)
		msg.ToolCalls = append(msg.ToolCalls, j)
	}
	out += tokens(turn.Content)
	finish := turn.FinishReason
	if finish == "" {
		finish = "stop"
		if len(turn.ToolCalls) > 0 {
			finish = "tool_calls"
		}
	}
	in := 0
	for _, m := range req.Messages {
		in += 4 + tokens(m.Content)
		for _, tc := range m.ToolCalls {
			in += tokens(tc.Name) + tokens(tc.Arguments)
		}
	}
	return completionJSON{
		ID:                "chatcmpl-providertest-" + strconv.Itoa(n),
		Object:            "chat.completion",
		Created:           time.Now().Unix(),
		Model:             req.Model,
		SystemFingerprint: "fp_providertest",
		Choices:           []choiceJSON{{Index: 0, Message: msg, FinishReason: finish}},
		Usage:             usageJSON{PromptTokens: in, CompletionTokens: out, TotalTokens: in + out},
	}
}

// tokens is a deterministic stand-in for a tokenizer: about four bytes a
// token, as for English text.
func tokens(s string) int { return (len(s) + 3) / 4 }

func writeError(w http.ResponseWriter, status int, typ, msg string) {
	var body struct {
		Error struct {
			Message string  `json:"message"`
			Type    string  `json:"type"`
			Param   *string `json:"param"`
			Code    *string `json:"code"`
		} `json:"error"`
	}
	body.Error.Message = msg
	body.Error.Type = typ
	writeJSON(w, status, body)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		http.Error(w, "providertest: encode response: "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(data)
}
