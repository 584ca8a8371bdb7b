package provider

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/pramana-dev/pramana/internal/errs"
)

// An APIError is a non-2xx answer from the model server.
//
// Its message is one line: the status, the endpoint, what the server said
// and what to do, for example
//
//	provider: 401 unauthorized from https://api.openai.com/v1/chat/completions: "Incorrect API key provided"; check the API key in $OPENAI_API_KEY
type APIError struct {
	// Status is the HTTP status code.
	Status int
	// Message is the server's explanation: error.message of the OpenAI
	// error JSON when present, else the start of the body.
	Message string
	// Type and Code are error.type and error.code of the OpenAI error JSON,
	// when present ("invalid_api_key", "model_not_found", ...).
	Type, Code string
	// URL is the endpoint that answered, with any password masked.
	URL string
	// RetryAfter is the wait the server asked for, if it did.
	RetryAfter time.Duration
	// Attempts is how many requests were made, retries included.
	Attempts int
	// Hint says what to do about it, if there is something to say.
	Hint string
}

func (e *APIError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "provider: %d", e.Status)
	if t := http.StatusText(e.Status); t != "" {
		b.WriteString(" " + strings.ToLower(t))
	}
	b.WriteString(" from " + e.URL)
	var parts []string
	if e.Message != "" {
		parts = append(parts, fmt.Sprintf("%q", e.Message))
	}
	if e.Attempts > 1 {
		parts = append(parts, fmt.Sprintf("gave up after %d attempts", e.Attempts))
	}
	if e.Hint != "" {
		parts = append(parts, e.Hint)
	}
	if len(parts) > 0 {
		b.WriteString(": " + strings.Join(parts, "; "))
	}
	return b.String()
}

// apiError builds the error for a non-2xx response.
func (c *OpenAI) apiError(hresp *http.Response, data []byte) *APIError {
	e := &APIError{
		Status:     hresp.StatusCode,
		URL:        c.shown,
		RetryAfter: parseRetryAfter(hresp.Header, time.Now()),
		Attempts:   1,
	}
	e.Message, e.Type, e.Code = errorFields(data)
	if e.Message == "" {
		e.Message = bodyExcerpt(data)
	}
	e.Message = clip(e.Message, 300)

	keyIn := "the API key"
	if c.apiKeyEnv != "" {
		keyIn = "the API key in $" + c.apiKeyEnv
	}
	switch s := e.Status; {
	case s == http.StatusUnauthorized && c.apiKey == "":
		if c.apiKeyEnv != "" {
			e.Hint = "no API key was sent; set $" + c.apiKeyEnv
		} else {
			e.Hint = "no API key was sent; configure one for this provider"
		}
	case s == http.StatusUnauthorized:
		e.Hint = "check " + keyIn
	case s == http.StatusForbidden:
		e.Hint = fmt.Sprintf("check that %s may use model %q", keyIn, c.model)
	case s == http.StatusNotFound:
		e.Hint = fmt.Sprintf("check base_url and that model %q exists", c.model)
	case s == http.StatusRequestEntityTooLarge:
		e.Hint = "the conversation is too large for this server"
	case s == http.StatusTooManyRequests:
		e.Hint = "the server is rate limiting; wait a little and try again"
	case s >= 500:
		e.Hint = "the model server failed; try again later or check its logs"
	}
	return e
}

// gaveUp marks err with the number of attempts made.
func gaveUp(err error, attempts int) error {
	if attempts <= 1 {
		return err
	}
	var ae *APIError
	if errors.As(err, &ae) {
		ae.Attempts = attempts
		return err
	}
	return &netError{msg: fmt.Sprintf("%v (gave up after %d attempts)", err, attempts), err: err}
}

// A netError is a failed exchange with a one-line explanation. It unwraps
// to the cause, so errors.Is(err, syscall.ECONNREFUSED) and
// errors.Is(err, context.DeadlineExceeded) work.
type netError struct {
	msg string
	err error
}

func (e *netError) Error() string { return e.msg }
func (e *netError) Unwrap() error { return e.err }

// netError explains an error from sending the request or reading the
// response. actx is the attempt's context, a child of ctx.
func (c *OpenAI) netError(ctx, actx context.Context, err error) error {
	if ctx.Err() != nil {
		return err // Chat reports the caller's cancellation itself.
	}
	cause := err
	var ue *url.Error
	if errors.As(err, &ue) {
		cause = ue.Err // drop the `Post "url":` prefix; the message names the URL
	}
	var ne net.Error
	var dns *net.DNSError
	var cert *tls.CertificateVerificationError
	var msg string
	switch {
	case errors.Is(actx.Err(), context.DeadlineExceeded):
		msg = fmt.Sprintf("provider: no complete response from %s within %v; the server is overloaded or the model is slow, so raise the timeout or use a smaller model", c.shown, c.timeout)
	case errors.As(err, &ne) && ne.Timeout():
		msg = fmt.Sprintf("provider: request to %s timed out (%v); raise the HTTP client's timeout or check the server", c.shown, cause)
	case errors.Is(err, syscall.ECONNREFUSED):
		msg = "provider: cannot connect to " + c.host + ": is the model server running?"
	case errors.As(err, &dns):
		msg = fmt.Sprintf("provider: cannot resolve host %q of %s: check base_url (%v)", dns.Name, c.host, cause)
	case errors.As(err, &cert):
		msg = fmt.Sprintf("provider: TLS certificate of %s not accepted: %v", c.host, cert.Err)
	case transient(err):
		msg = fmt.Sprintf("provider: connection to %s dropped before a full response (%v)", c.host, cause)
	default:
		msg = fmt.Sprintf("provider: request to %s failed: %v", c.shown, cause)
	}
	return &netError{msg: msg, err: err}
}

// transient reports whether err is a connection that broke, which a new
// attempt on a new connection may not meet again.
func transient(err error) bool {
	return errors.Is(err, syscall.ECONNRESET) ||
		errors.Is(err, syscall.ECONNABORTED) ||
		errors.Is(err, syscall.EPIPE) ||
		errors.Is(err, io.EOF) ||
		errors.Is(err, io.ErrUnexpectedEOF)
}

// unexpected reports a 2xx body that is not a usable chat completion.
func (c *OpenAI) unexpected(what string, data []byte) error {
	return errs.Errorf("provider: unexpected response from %s: %s (first 200 bytes: %q)", c.shown, what, prefix(data, 200))
}

// errorFields reads the error JSON of OpenAI ({"error":{"message","type",
// "code"}}) and the shapes other servers use instead: {"error":"..."}
// (Ollama, llama.cpp), {"message":"..."} and {"detail":...} (FastAPI).
func errorFields(data []byte) (msg, typ, code string) {
	var w struct {
		Error   json.RawMessage `json:"error"`
		Message json.RawMessage `json:"message"`
		Detail  json.RawMessage `json:"detail"`
	}
	if json.Unmarshal(data, &w) != nil {
		return "", "", ""
	}
	var obj struct {
		Message string          `json:"message"`
		Type    string          `json:"type"`
		Code    json.RawMessage `json:"code"`
	}
	if json.Unmarshal(w.Error, &obj) == nil && obj.Message != "" {
		return obj.Message, obj.Type, scalar(obj.Code)
	}
	for _, raw := range []json.RawMessage{w.Error, w.Message, w.Detail} {
		if s := scalar(raw); s != "" {
			return s, "", ""
		}
	}
	if len(w.Detail) > 0 && string(w.Detail) != "null" {
		return string(w.Detail), "", ""
	}
	return "", "", ""
}

// errorMessage is the message of errorFields.
func errorMessage(data []byte) string {
	msg, _, _ := errorFields(data)
	return msg
}

// scalar renders a JSON string or number as text, and anything else as "".
func scalar(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		return n.String()
	}
	return ""
}

// bodyExcerpt gives the start of a non-JSON error body, or the title of an
// HTML error page, in one line.
func bodyExcerpt(data []byte) string {
	if looksHTML(data) {
		s := string(prefix(data, 4096))
		lower := strings.ToLower(s)
		if i := strings.Index(lower, "<title>"); i >= 0 {
			if j := strings.Index(lower[i:], "</title>"); j >= 0 {
				return "HTML page: " + strings.TrimSpace(s[i+len("<title>"):i+j])
			}
		}
		return "HTML page"
	}
	return strings.Join(strings.Fields(string(prefix(data, 200))), " ")
}

// prefix returns at most n bytes of data.
func prefix(data []byte, n int) []byte {
	if len(data) > n {
		return data[:n]
	}
	return data
}

// clip cuts s to at most n bytes on a rune boundary, marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}
