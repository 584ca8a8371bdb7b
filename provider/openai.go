package provider

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/pramana-dev/pramana/internal/errs"
)

// Defaults and limits of [OpenAI].
const (
	// DefaultTimeout bounds one HTTP attempt, body included.
	DefaultTimeout = 120 * time.Second
	// DefaultMaxRetries is how often a failed request is retried.
	DefaultMaxRetries = 3
	// MaxResponseBytes caps how much of a response body is read. A chat
	// completion is kilobytes; anything near this is a misbehaving server,
	// and an unbounded read would let it exhaust memory.
	MaxResponseBytes = 32 << 20
	// MaxRetryAfter is the longest Retry-After the client waits out. A
	// server that asks for more (a daily quota, say) will not recover within
	// the retries, so the client gives up at once and reports the wait.
	MaxRetryAfter = 60 * time.Second
)

const (
	backoffBase = 500 * time.Millisecond
	backoffMax  = 20 * time.Second
)

// OpenAIOptions configure [NewOpenAI].
type OpenAIOptions struct {
	// BaseURL is the API root that /chat/completions is appended to, for
	// example "https://api.openai.com/v1" or "http://localhost:11434/v1".
	BaseURL string
	// Model is the model name the server knows, sent with every request.
	Model string
	// APIKey is sent as "Authorization: Bearer <key>" when not empty. Local
	// servers usually need none. It is never logged or put in an error.
	APIKey string
	// APIKeyEnv names the environment variable the key came from, such as
	// "OPENAI_API_KEY". It is only used to make error messages actionable.
	APIKeyEnv string
	// Timeout bounds each attempt, from sending the request to reading the
	// whole response. Zero means DefaultTimeout; negative is an error.
	Timeout time.Duration
	// MaxRetries is how often a request is retried after a 408, 429 or 5xx
	// status or a dropped connection. Zero means DefaultMaxRetries; a
	// negative value disables retries.
	MaxRetries int
	// HTTPClient sends the requests; nil means a client on
	// http.DefaultTransport. Its own Timeout, if any, applies as well.
	HTTPClient *http.Client
	// Logger receives one debug record per attempt and a warning per retry;
	// nil discards them. Records carry no key and no header values.
	Logger *slog.Logger
	// Temperature is sent when not nil; otherwise the server's default
	// applies.
	Temperature *float64
	// ExtraHeaders are added to every request, after the standard ones, so
	// they can replace Authorization (e.g. for a gateway with its own
	// scheme) or add what a service wants (OpenRouter's HTTP-Referer, Azure's
	// api-key). Their values are treated as secrets and never logged.
	ExtraHeaders map[string]string
}

// OpenAI is a [Provider] for the OpenAI-compatible chat completions API,
// POST {BaseURL}/chat/completions without streaming. It serves OpenAI,
// Ollama's /v1, vLLM, llama.cpp server, LM Studio and OpenRouter.
//
// An OpenAI is safe for concurrent use.
type OpenAI struct {
	endpoint   string // BaseURL + "/chat/completions"
	shown      string // endpoint with any password in the URL masked, for messages
	host       string // scheme://host of the endpoint, for connection errors
	model      string
	apiKey     string
	apiKeyEnv  string
	timeout    time.Duration
	maxRetries int
	client     *http.Client
	log        *slog.Logger
	temp       *float64
	headers    map[string]string

	// sleep waits between attempts; tests replace it to record the delays
	// instead of spending them.
	sleep func(ctx context.Context, d time.Duration) error
}

var _ Provider = (*OpenAI)(nil)

// NewOpenAI checks o and returns a client. It makes no request: a wrong
// key or an unreachable server shows on the first [OpenAI.Chat].
func NewOpenAI(o OpenAIOptions) (*OpenAI, error) {
	u, err := url.Parse(o.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Opaque != "" {
		return nil, errs.Errorf("provider: base_url %q is not an http or https URL; set it to the API root, e.g. \"http://localhost:11434/v1\"", o.BaseURL)
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return nil, errs.Errorf("provider: base_url %q has a query or fragment; give the API root only, e.g. \"https://api.openai.com/v1\"", u.Redacted())
	}
	u.Path = strings.TrimRight(u.Path, "/")
	u.RawPath = ""
	if strings.HasSuffix(u.Path, "/chat/completions") {
		return nil, errs.Errorf("provider: base_url %q ends in /chat/completions; give the API root, e.g. %q", u.Redacted(), strings.TrimSuffix(u.Redacted(), "/chat/completions"))
	}
	if strings.TrimSpace(o.Model) == "" {
		return nil, errors.New("provider: model is empty; set it to a model name the server knows, e.g. \"gpt-4o-mini\" or \"qwen2.5:7b\"")
	}
	if o.Timeout < 0 {
		return nil, errs.Errorf("provider: timeout %v is negative; use a positive duration such as 120s", o.Timeout)
	}
	if strings.ContainsAny(o.APIKey, "\r\n") {
		// The key itself must not appear in the message.
		return nil, errors.New("provider: API key contains a line break; check how it was copied into the environment")
	}
	headers := make(map[string]string, len(o.ExtraHeaders))
	for k, v := range o.ExtraHeaders {
		if !validHeaderName(k) {
			return nil, errs.Errorf("provider: extra header name %q is not a valid HTTP header name", k)
		}
		if strings.ContainsAny(v, "\r\n\x00") {
			return nil, errs.Errorf("provider: extra header %q has a line break or NUL in its value", k)
		}
		headers[k] = v
	}

	c := &OpenAI{
		endpoint:   u.String() + "/chat/completions",
		model:      o.Model,
		apiKey:     o.APIKey,
		apiKeyEnv:  o.APIKeyEnv,
		timeout:    o.Timeout,
		maxRetries: o.MaxRetries,
		client:     o.HTTPClient,
		log:        o.Logger,
		headers:    headers,
		sleep:      sleepCtx,
	}
	c.shown = u.Redacted() + "/chat/completions"
	c.host = u.Scheme + "://" + u.Host
	if o.Temperature != nil {
		t := *o.Temperature
		c.temp = &t
	}
	if c.timeout == 0 {
		c.timeout = DefaultTimeout
	}
	switch {
	case c.maxRetries == 0:
		c.maxRetries = DefaultMaxRetries
	case c.maxRetries < 0:
		c.maxRetries = 0
	}
	if c.client == nil {
		c.client = &http.Client{}
	}
	if c.log == nil {
		c.log = slog.New(slog.DiscardHandler)
	}
	return c, nil
}

// Model returns the model name the client sends.
func (c *OpenAI) Model() string { return c.model }

// Chat sends req and returns the model's message. It retries 408, 429 and
// 5xx answers and dropped connections with exponential backoff and jitter,
// waiting what a Retry-After header asks when it asks for at most
// MaxRetryAfter; 400, 401, 403, 404 and other client errors are returned at
// once as an *APIError, since sending the same request again cannot help.
// A refused connection is not retried either: nothing listens there, and
// the user needs to hear that now.
//
// When the server returns no native tool calls, tool calls written into
// the content as <tool_call> blocks are taken out of it (see
// [ParseTextToolCalls]). Native tool calls are returned as sent, with
// malformed argument JSON left for the caller to report.
func (c *OpenAI) Chat(ctx context.Context, req Request) (Response, error) {
	body, err := encodeJSON(c.wireRequest(req))
	if err != nil {
		// Only a ToolSpec with invalid Parameters JSON gets here.
		return Response{}, errs.Errorf("provider: encode chat request: %w", err)
	}
	for attempt := 1; ; attempt++ {
		c.log.DebugContext(ctx, "chat request", "url", c.shown, "model", c.model, "attempt", attempt, "messages", len(req.Messages), "tools", len(req.Tools), "bytes", len(body))
		resp, retry, err := c.once(ctx, body)
		if err == nil {
			return resp, nil
		}
		if ctx.Err() != nil {
			return Response{}, errs.Errorf("provider: chat request to %s: %w", c.shown, context.Cause(ctx))
		}
		if !retry.ok || attempt > c.maxRetries {
			return Response{}, gaveUp(err, attempt)
		}
		delay := retry.after
		if delay == 0 {
			delay = backoff(attempt)
		}
		c.log.WarnContext(ctx, "chat request failed, retrying", "url", c.shown, "attempt", attempt, "delay", delay, "err", err)
		if err := c.sleep(ctx, delay); err != nil {
			return Response{}, errs.Errorf("provider: chat request to %s: %w", c.shown, context.Cause(ctx))
		}
	}
}

// retryHint says whether an attempt may be repeated and, when the server
// said so, after how long.
type retryHint struct {
	ok    bool
	after time.Duration
}

// once makes one attempt.
func (c *OpenAI) once(ctx context.Context, body []byte) (Response, retryHint, error) {
	actx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	hreq, err := http.NewRequestWithContext(actx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return Response{}, retryHint{}, errs.Errorf("provider: build request for %s: %w", c.shown, err)
	}
	hreq.Header.Set("Content-Type", "application/json")
	hreq.Header.Set("Accept", "application/json")
	if c.apiKey != "" {
		hreq.Header.Set("Authorization", "Bearer "+c.apiKey)
	}
	for k, v := range c.headers {
		hreq.Header.Set(k, v)
	}

	hresp, err := c.client.Do(hreq)
	if err != nil {
		return Response{}, retryHint{ok: transient(err)}, c.netError(ctx, actx, err)
	}
	defer hresp.Body.Close()
	data, err := readBody(hresp.Body, hresp.ContentLength, MaxResponseBytes+1)
	if err != nil {
		return Response{}, retryHint{ok: transient(err)}, c.netError(ctx, actx, err)
	}
	if len(data) > MaxResponseBytes {
		return Response{}, retryHint{}, c.unexpected(fmt.Sprintf("body is larger than %d MiB", MaxResponseBytes>>20), data)
	}

	if hresp.StatusCode < 200 || hresp.StatusCode > 299 {
		e := c.apiError(hresp, data)
		retry := retryHint{ok: retryableStatus(e.Status)}
		if retry.ok && e.RetryAfter > 0 {
			if e.RetryAfter > MaxRetryAfter {
				retry.ok = false
				e.Hint = fmt.Sprintf("the server asks to wait %v before trying again", e.RetryAfter)
			} else {
				retry.after = e.RetryAfter
			}
		}
		return Response{}, retry, e
	}
	resp, err := c.parse(hresp, data)
	return resp, retryHint{}, err
}

// wire types: the OpenAI chat completions JSON.

type wireRequest struct {
	Model       string        `json:"model"`
	Messages    []wireMessage `json:"messages"`
	Tools       []wireTool    `json:"tools,omitempty"`
	Temperature *float64      `json:"temperature,omitempty"`
	// Stream is sent as false explicitly: this client reads one JSON
	// document, and a server defaulting to streaming would break that.
	Stream bool `json:"stream"`
}

type wireMessage struct {
	Role string `json:"role"`
	// Content is a pointer so that it can be null, which OpenAI expects of
	// an assistant message that only calls tools.
	Content    *string        `json:"content"`
	ToolCalls  []wireToolCall `json:"tool_calls,omitempty"`
	ToolCallID string         `json:"tool_call_id,omitempty"`
}

type wireToolCall struct {
	ID       string       `json:"id"`
	Type     string       `json:"type"`
	Function wireFunction `json:"function"`
}

type wireFunction struct {
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

type wireTool struct {
	Type     string       `json:"type"`
	Function wireToolSpec `json:"function"`
}

type wireToolSpec struct {
	Name        string          `json:"name"`
	Description string          `json:"description,omitempty"`
	Parameters  json.RawMessage `json:"parameters"`
}

func (c *OpenAI) wireRequest(req Request) wireRequest {
	w := wireRequest{Model: c.model, Temperature: c.temp, Messages: make([]wireMessage, 0, len(req.Messages))}
	for i := range req.Messages {
		m := &req.Messages[i]
		wm := wireMessage{Role: m.Role, ToolCallID: m.ToolCallID}
		if m.Content != "" || len(m.ToolCalls) == 0 {
			// Points into the caller's message rather than at a copy: the
			// wire request lives only until it is encoded, within Chat.
			wm.Content = &m.Content
		}
		for _, tc := range m.ToolCalls {
			wm.ToolCalls = append(wm.ToolCalls, wireToolCall{ID: tc.ID, Type: "function", Function: wireFunction{Name: tc.Name, Arguments: tc.Arguments}})
		}
		w.Messages = append(w.Messages, wm)
	}
	for _, t := range req.Tools {
		params := t.Parameters
		if len(bytes.TrimSpace(params)) == 0 {
			// OpenAI reads a missing schema as "no parameters", but some
			// local servers' chat templates need the field; this is the
			// same meaning, spelled out.
			params = json.RawMessage(`{"type":"object","properties":{}}`)
		}
		w.Tools = append(w.Tools, wireTool{Type: "function", Function: wireToolSpec{Name: t.Name, Description: t.Description, Parameters: params}})
	}
	return w
}

// readBody reads at most limit bytes of r. A body whose length is declared
// is read into a buffer sized for it: io.ReadAll starts at 512 bytes and
// doubles, copying, so a typical completion of 1–4 KB costs three or four
// allocations and copies instead of one. The declared length is only a
// hint (a server may lie): the read is still bounded by limit and goes on
// to EOF, growing the buffer if it must.
func readBody(r io.Reader, declared, limit int64) ([]byte, error) {
	var b bytes.Buffer
	if declared > 0 && declared < limit {
		// MinRead more, so that ReadFrom's last read, the one that meets
		// EOF, finds room without growing the buffer.
		b.Grow(int(declared) + bytes.MinRead)
	}
	_, err := b.ReadFrom(io.LimitReader(r, limit))
	return b.Bytes(), err
}

// encodeJSON marshals v without escaping <, > and &: the body is not HTML,
// and tool results full of them stay readable in server logs.
func encodeJSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

type wireResponse struct {
	Choices *[]wireChoice `json:"choices"`
	Usage   *struct {
		PromptTokens     int `json:"prompt_tokens"`
		CompletionTokens int `json:"completion_tokens"`
	} `json:"usage"`
	Error json.RawMessage `json:"error"`
}

type wireChoice struct {
	Message *struct {
		Role      string          `json:"role"`
		Content   json.RawMessage `json:"content"`
		ToolCalls []struct {
			ID       string `json:"id"`
			Function struct {
				Name      string          `json:"name"`
				Arguments json.RawMessage `json:"arguments"`
			} `json:"function"`
		} `json:"tool_calls"`
	} `json:"message"`
	FinishReason string `json:"finish_reason"`
}

func (c *OpenAI) parse(hresp *http.Response, data []byte) (Response, error) {
	if mt, _, _ := mime.ParseMediaType(hresp.Header.Get("Content-Type")); mt == "text/html" || looksHTML(data) {
		return Response{}, c.unexpected("got an HTML page, not JSON; check that base_url is the API root (often ending in /v1)", data)
	}
	if mt, _, _ := mime.ParseMediaType(hresp.Header.Get("Content-Type")); mt == "text/event-stream" || bytes.HasPrefix(bytes.TrimSpace(data), []byte("data:")) {
		return Response{}, c.unexpected("got a server-sent event stream although the request said \"stream\": false", data)
	}
	var w wireResponse
	if err := json.Unmarshal(data, &w); err != nil {
		return Response{}, c.unexpected("body is not a JSON chat completion: "+err.Error(), data)
	}
	if len(w.Error) > 0 && string(w.Error) != "null" {
		// Some gateways (OpenRouter among them) report upstream failures
		// in a 200 response.
		msg := errorMessage(data)
		if msg == "" {
			msg = string(w.Error)
		}
		return Response{}, c.unexpected(fmt.Sprintf("the server reported an error: %q", clip(msg, 300)), data)
	}
	if w.Choices == nil {
		return Response{}, c.unexpected("no \"choices\" field", data)
	}
	if len(*w.Choices) == 0 {
		return Response{}, c.unexpected("\"choices\" is empty, so there is no reply", data)
	}
	ch := (*w.Choices)[0]
	if ch.Message == nil {
		return Response{}, c.unexpected("choices[0] has no \"message\"", data)
	}
	content, ok := contentText(ch.Message.Content)
	if !ok {
		return Response{}, c.unexpected("choices[0].message.content is neither a string nor null", data)
	}
	out := Response{FinishReason: ch.FinishReason}
	out.Message.Role = ch.Message.Role
	if out.Message.Role == "" {
		out.Message.Role = RoleAssistant
	}
	for i, tc := range ch.Message.ToolCalls {
		id := tc.ID
		if id == "" {
			// A few servers leave ids out; the tool message that answers
			// the call needs one.
			id = "call_" + strconv.Itoa(i+1)
		}
		out.Message.ToolCalls = append(out.Message.ToolCalls, ToolCall{ID: id, Name: tc.Function.Name, Arguments: argumentsText(tc.Function.Arguments)})
	}
	if len(out.Message.ToolCalls) == 0 {
		content, out.Message.ToolCalls = ParseTextToolCalls(content)
	}
	out.Message.Content = content
	if w.Usage != nil {
		out.Usage = Usage{PromptTokens: w.Usage.PromptTokens, CompletionTokens: w.Usage.CompletionTokens}
	}
	return out, nil
}

// contentText reads message content: a string, null, or (as some servers
// send) an array of {"type":"text","text":...} parts.
func contentText(raw json.RawMessage) (string, bool) {
	if len(raw) == 0 || string(raw) == "null" {
		return "", true
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s, true
	}
	var parts []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if err := json.Unmarshal(raw, &parts); err != nil {
		return "", false
	}
	var b strings.Builder
	for _, p := range parts {
		if p.Type == "text" || p.Type == "" {
			b.WriteString(p.Text)
		}
	}
	return b.String(), true
}

// argumentsText returns a native tool call's arguments. OpenAI sends a
// string holding JSON, which is returned as is, valid or not; a few
// servers send the object itself, which is returned compacted.
func argumentsText(raw json.RawMessage) string {
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s
	}
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return string(raw)
	}
	return b.String()
}

// sleepCtx waits d or until ctx is done.
func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// backoff returns the wait after the given failed attempt (1-based):
// 0.5s, 1s, 2s, ... capped at backoffMax, each scaled by a random factor in
// [0.5, 1) so that clients failing together do not retry together.
func backoff(attempt int) time.Duration {
	d := backoffBase << min(attempt-1, 10)
	d = min(d, backoffMax)
	return d/2 + rand.N(d/2)
}

func retryableStatus(code int) bool {
	return code == http.StatusRequestTimeout || code == http.StatusTooManyRequests || code >= 500
}

// parseRetryAfter reads Retry-After (seconds or an HTTP date) or OpenAI's
// retry-after-ms. It returns 0 when there is none or it cannot be read.
func parseRetryAfter(h http.Header, now time.Time) time.Duration {
	if v := strings.TrimSpace(h.Get("Retry-After-Ms")); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms > 0 && ms < 1e9 {
			return time.Duration(ms * float64(time.Millisecond))
		}
	}
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0
	}
	if secs, err := strconv.ParseFloat(v, 64); err == nil {
		if secs <= 0 || secs > 1e9 {
			return 0
		}
		return time.Duration(secs * float64(time.Second))
	}
	if t, err := http.ParseTime(v); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return 0
}

func looksHTML(data []byte) bool {
	s := bytes.TrimSpace(data)
	if len(s) > 64 {
		s = s[:64]
	}
	s = bytes.ToLower(s)
	return bytes.HasPrefix(s, []byte("<!doctype html")) || bytes.HasPrefix(s, []byte("<html"))
}

// validHeaderName reports whether s is an RFC 9110 token.
func validHeaderName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0:
		default:
			return false
		}
	}
	return true
}
