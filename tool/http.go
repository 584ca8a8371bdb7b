package tool

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/policy"
)

// Defaults of http_fetch.
const (
	DefaultHTTPTimeout  = 15 * time.Second
	DefaultHTTPMaxBytes = 1 << 20
	maxRedirects        = 10
)

// HTTPFetchOptions configure the http_fetch tool.
type HTTPFetchOptions struct {
	// AllowPrivate lets the tool reach loopback, private, CGNAT and
	// link-local addresses. Cloud metadata, multicast and other special
	// addresses stay blocked; see policy.CheckAddr.
	AllowPrivate bool
	// Timeout bounds a fetch, redirects and body included. Zero means
	// DefaultHTTPTimeout.
	Timeout time.Duration
	// MaxBytes caps the body read. Zero means DefaultHTTPMaxBytes.
	MaxBytes int64
	// UserAgent is sent with each request. Empty means
	// "pramana-http_fetch/1".
	UserAgent string
	// Logger receives a debug record per fetch: host, status and
	// duration, never the path or query, which can carry tokens. Nil
	// discards.
	Logger *slog.Logger
}

// HTTPFetch is the http_fetch tool: a GET of an http or https URL,
// returning the status line and the body as text (HTML reduced to its
// readable text).
//
// Every connection, the first and each redirect hop's, goes through
// policy.SafeDialer, which checks the address actually dialled, so host
// names that resolve to private addresses and DNS rebinding are caught
// as well as literal addresses. No proxy is used: the dialer would then
// vet only the proxy. Result.URLs holds the final URL and, after
// redirects, the requested one, with any password in them masked.
type HTTPFetch struct {
	o      HTTPFetchOptions
	client *http.Client
	log    *slog.Logger
}

// NewHTTPFetch returns the http_fetch tool.
func NewHTTPFetch(o HTTPFetchOptions) *HTTPFetch {
	return newHTTPFetch(o, nil)
}

// newHTTPFetch is NewHTTPFetch with the address check replaceable, so
// that tests can tell two loopback servers apart.
func newHTTPFetch(o HTTPFetchOptions, check func(netip.AddrPort) error) *HTTPFetch {
	if o.Timeout <= 0 {
		o.Timeout = DefaultHTTPTimeout
	}
	if o.MaxBytes <= 0 {
		o.MaxBytes = DefaultHTTPMaxBytes
	}
	if o.UserAgent == "" {
		o.UserAgent = "pramana-http_fetch/1"
	}
	dialer := policy.SafeDialer(o.AllowPrivate)
	dialer.Timeout = o.Timeout
	if check != nil {
		dialer.Control = func(network, address string, _ syscall.RawConn) error {
			ap, err := netip.ParseAddrPort(address)
			if err != nil {
				return err
			}
			return check(ap)
		}
	}
	transport := &http.Transport{
		Proxy:                 nil,
		DialContext:           dialer.DialContext,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          10,
		IdleConnTimeout:       30 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ExpectContinueTimeout: time.Second,
	}
	h := &HTTPFetch{o: o, log: logger(o.Logger)}
	h.client = &http.Client{
		Transport: transport,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= maxRedirects {
				return errs.Errorf("stopped after %d redirects", maxRedirects)
			}
			// The dialer checks the address of every new connection;
			// this only gives a clearer error for a literal one and
			// refuses schemes other than http and https.
			return checkURL(req.URL, o.AllowPrivate)
		},
	}
	return h
}

// Info describes the tool.
func (h *HTTPFetch) Info() Info {
	return Info{
		Name: "http_fetch",
		Description: "Fetch a web page or file with HTTP GET and return its status and text (HTML reduced to plain text). " +
			"Only http and https; at most " + byteSize(h.o.MaxBytes) + " of the body is read.",
		Parameters: json.RawMessage(`{
	"type": "object",
	"properties": {
		"url": {"type": "string", "description": "The http or https URL to fetch."}
	},
	"required": ["url"],
	"additionalProperties": false
}`),
		Risky: true,
	}
}

// Summarize returns the URL.
func (h *HTTPFetch) Summarize(raw json.RawMessage) string {
	return "GET " + summarizeArg("http_fetch", raw, "url")
}

// checkURL refuses schemes other than http and https, URLs without a
// host, and hosts that are blocked literal addresses.
func checkURL(u *url.URL, allowPrivate bool) error {
	if u.Scheme != "http" && u.Scheme != "https" {
		return errs.Errorf("scheme %q is not allowed; use http or https", u.Scheme)
	}
	host := u.Hostname()
	if host == "" {
		return errors.New("the URL has no host")
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		return policy.CheckAddr(ip, allowPrivate)
	}
	return nil
}

// Execute fetches the URL.
func (h *HTTPFetch) Execute(ctx context.Context, raw json.RawMessage) (Result, error) {
	a, err := parseArgs("http_fetch", raw, "url")
	if err != nil {
		return Result{}, err
	}
	rawURL, err := a.requiredStr("url")
	if err != nil {
		return Result{}, err
	}
	u, err := url.Parse(strings.TrimSpace(rawURL))
	if err != nil {
		return Result{}, a.errorf("url %q is not a valid URL", rawURL)
	}
	u.Scheme = strings.ToLower(u.Scheme)
	if err := checkURL(u, h.o.AllowPrivate); err != nil {
		return Result{}, errs.Errorf("http_fetch: GET %s: %w", u.Redacted(), err)
	}
	u.Fragment, u.RawFragment = "", ""

	ctx, cancel := context.WithTimeout(ctx, h.o.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return Result{}, a.errorf("url %q: %v", rawURL, err)
	}
	req.Header.Set("User-Agent", h.o.UserAgent)
	req.Header.Set("Accept", "text/html,text/plain,application/json;q=0.9,*/*;q=0.5")
	start := time.Now()
	resp, err := h.client.Do(req)
	if err != nil {
		return Result{}, h.fetchError(ctx, u, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, h.o.MaxBytes+1))
	if err != nil {
		return Result{}, h.fetchError(ctx, u, err)
	}
	h.log.LogAttrs(ctx, slog.LevelDebug, "http fetch", slog.String("host", u.Host),
		slog.Int("status", resp.StatusCode), slog.Duration("took", time.Since(start)))
	truncated := int64(len(body)) > h.o.MaxBytes
	if truncated {
		body = body[:h.o.MaxBytes]
	}

	final := resp.Request.URL
	var b strings.Builder
	fmt.Fprintf(&b, "HTTP %s\n", resp.Status)
	if final.String() != u.String() {
		fmt.Fprintf(&b, "URL: %s\n", final.Redacted())
	}
	ct := resp.Header.Get("Content-Type")
	if ct == "" && len(body) > 0 {
		ct = http.DetectContentType(body)
	}
	if ct != "" {
		fmt.Fprintf(&b, "Content-Type: %s\n", ct)
	}
	b.WriteByte('\n')
	b.WriteString(bodyText(ct, body))
	if truncated {
		fmt.Fprintf(&b, "\n[http_fetch: body cut at %s]", byteSize(h.o.MaxBytes))
	}
	urls := []string{final.Redacted()}
	if final.String() != u.String() {
		urls = append(urls, u.Redacted())
	}
	return Result{Text: b.String(), URLs: urls}, nil
}

// fetchError explains a failed fetch in one line. A timeout wraps
// context.DeadlineExceeded and a refused address policy.ErrBlockedAddress.
func (h *HTTPFetch) fetchError(ctx context.Context, u *url.URL, err error) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return errs.Errorf("http_fetch: GET %s timed out after %s: %w", u.Redacted(), h.o.Timeout, context.DeadlineExceeded)
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err // its text repeats the URL, unredacted
	}
	var oe *net.OpError
	if errors.As(err, &oe) && errors.Is(err, policy.ErrBlockedAddress) {
		err = oe.Err // "dial tcp 10.0.0.1:80: 10.0.0.1 is ..." says it twice
	}
	return errs.Errorf("http_fetch: GET %s: %w", u.Redacted(), err)
}

// bodyText returns the body as text for the model: HTML reduced to its
// readable text, other text as is, and a one-line note for binary content.
func bodyText(contentType string, body []byte) string {
	mt, params, err := mime.ParseMediaType(contentType)
	if err != nil {
		mt = strings.ToLower(strings.TrimSpace(strings.Split(contentType, ";")[0]))
	}
	if len(body) == 0 {
		return "(empty body)"
	}
	if !isTextType(mt) || (!utf8.Valid(body) && looksBinary(body[:min(len(body), sniffLen)])) {
		return fmt.Sprintf("[binary content (%s), %d bytes, not shown]", mt, len(body))
	}
	text := decodeCharset(body, params["charset"])
	if mt == "text/html" || mt == "application/xhtml+xml" {
		return htmlText(text)
	}
	return text
}

func isTextType(mt string) bool {
	switch {
	case strings.HasPrefix(mt, "text/"),
		strings.HasSuffix(mt, "+json"), strings.HasSuffix(mt, "+xml"),
		mt == "application/json", mt == "application/xml", mt == "application/javascript",
		mt == "application/x-javascript", mt == "application/ecmascript", mt == "application/yaml",
		mt == "application/x-yaml", mt == "application/toml", mt == "application/x-ndjson",
		mt == "application/xhtml+xml", mt == "image/svg+xml", mt == "application/x-sh":
		return true
	}
	return false
}

// decodeCharset converts body to UTF-8. Latin-1 and its Windows variant
// are mapped byte for byte (Windows-1252's 0x80-0x9F extras aside); every
// other charset is taken as UTF-8, with invalid sequences replaced.
func decodeCharset(body []byte, charset string) string {
	switch strings.ToLower(charset) {
	case "iso-8859-1", "latin1", "latin-1", "windows-1252", "cp1252", "us-ascii", "ascii":
		if !utf8.Valid(body) {
			r := make([]rune, len(body))
			for i, c := range body {
				r[i] = rune(c)
			}
			return string(r)
		}
	}
	return validText(body)
}
