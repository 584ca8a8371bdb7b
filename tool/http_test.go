package tool

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pramana-dev/pramana/policy"
)

func urlArgs(u string) string {
	b, _ := json.Marshal(map[string]string{"url": u})
	return string(b)
}

const testPage = `<!doctype html>
<html><head><title>Ignored head</title><style>body { color: red }</style>
<script>var secret = "do not show";</script></head>
<body>
<h1>Hello &amp; welcome</h1>
<p>First   paragraph,
with <b>bold</b> text.</p>
<!-- a comment -->
<ul><li>one</li><li>two</li></ul>
<pre>  keep
    this</pre>
<SCRIPT type="text/javascript">alert("no")</SCRIPT>
</body></html>`

func testServer(t *testing.T) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("/page", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, testPage)
	})
	mux.HandleFunc("/text", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		fmt.Fprint(w, "plain body")
	})
	mux.HandleFunc("/latin1", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=ISO-8859-1")
		w.Write([]byte("caf\xe9"))
	})
	mux.HandleFunc("/json", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"ok": true}`)
	})
	mux.HandleFunc("/png", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/png")
		w.Write([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00"))
	})
	mux.HandleFunc("/big", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte(strings.Repeat("a", 5000)))
	})
	mux.HandleFunc("/missing", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "nothing here", http.StatusNotFound)
	})
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/text", http.StatusFound)
	})
	mux.HandleFunc("/to", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, r.URL.Query().Get("u"), http.StatusFound)
	})
	mux.HandleFunc("/hang", func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
	})
	mux.HandleFunc("/method", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "%s %s", r.Method, r.Header.Get("User-Agent"))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func TestHTTPFetchBlocksPrivateByDefault(t *testing.T) {
	srv := testServer(t)
	h := NewHTTPFetch(HTTPFetchOptions{})
	for _, u := range []string{
		srv.URL + "/text", // literal 127.0.0.1
		strings.Replace(srv.URL, "127.0.0.1", "localhost", 1) + "/text", // a name for it
		"http://[::ffff:127.0.0.1]:1/",
		"http://169.254.169.254/latest/meta-data/",
		"http://10.0.0.1/",
	} {
		_, err := run(t, h, urlArgs(u))
		if !errors.Is(err, policy.ErrBlockedAddress) {
			t.Errorf("GET %s: err = %v, want ErrBlockedAddress", u, err)
		}
	}
	_, err := run(t, h, urlArgs(srv.URL+"/text"))
	wantErr(t, err, "http_fetch: GET "+srv.URL+"/text: ", "127.0.0.1 is a loopback address; private network access is disabled")
}

func TestHTTPFetch(t *testing.T) {
	srv := testServer(t)
	h := NewHTTPFetch(HTTPFetchOptions{AllowPrivate: true, MaxBytes: 1000})

	r := mustRun(t, h, urlArgs(srv.URL+"/page"))
	want := "HTTP 200 OK\nContent-Type: text/html; charset=utf-8\n\n" +
		"Hello & welcome\n\nFirst paragraph, with bold text.\n\n- one\n- two\n\n  keep\n    this"
	if d := cmp.Diff(want, r.Text); d != "" {
		t.Errorf("page mismatch (-want +got):\n%s", d)
	}
	if !slices.Equal(r.URLs, []string{srv.URL + "/page"}) {
		t.Errorf("URLs = %q", r.URLs)
	}

	r = mustRun(t, h, urlArgs(srv.URL+"/redirect#frag"))
	if want := "HTTP 200 OK\nURL: " + srv.URL + "/text\nContent-Type: text/plain\n\nplain body"; r.Text != want {
		t.Errorf("redirect = %q, want %q", r.Text, want)
	}
	if want := []string{srv.URL + "/text", srv.URL + "/redirect"}; !slices.Equal(r.URLs, want) {
		t.Errorf("URLs after a redirect = %q, want %q (final first)", r.URLs, want)
	}

	tests := []struct{ path, want string }{
		{"/json", "HTTP 200 OK\nContent-Type: application/json\n\n{\"ok\": true}"},
		{"/latin1", "HTTP 200 OK\nContent-Type: text/plain; charset=ISO-8859-1\n\ncafé"},
		{"/png", "HTTP 200 OK\nContent-Type: image/png\n\n[binary content (image/png), 11 bytes, not shown]"},
		{"/missing", "HTTP 404 Not Found\nContent-Type: text/plain; charset=utf-8\n\nnothing here\n"},
		{"/big", "HTTP 200 OK\nContent-Type: text/plain\n\n" + strings.Repeat("a", 1000) + "\n[http_fetch: body cut at 1000 bytes]"},
		{"/method", "HTTP 200 OK\nContent-Type: text/plain; charset=utf-8\n\nGET pramana-http_fetch/1"},
	}
	for _, tc := range tests {
		r := mustRun(t, h, urlArgs(srv.URL+tc.path))
		if d := cmp.Diff(tc.want, r.Text); d != "" {
			t.Errorf("GET %s mismatch (-want +got):\n%s", tc.path, d)
		}
	}

	if got := h.Summarize(json.RawMessage(urlArgs("https://example.com/x"))); got != "GET https://example.com/x" {
		t.Errorf("Summarize = %q", got)
	}
	r = mustRun(t, h, urlArgs(strings.Replace(srv.URL, "http://", "http://user:pw@", 1)+"/text"))
	if strings.Contains(strings.Join(r.URLs, " "), "pw@") {
		t.Errorf("URLs keep the password: %q", r.URLs)
	}
}

func TestHTTPFetchRefuses(t *testing.T) {
	srv := testServer(t)
	h := NewHTTPFetch(HTTPFetchOptions{AllowPrivate: true})
	for _, tc := range []struct{ url, want string }{
		{"ftp://example.com/x", `scheme "ftp" is not allowed; use http or https`},
		{"file:///etc/passwd", `scheme "file" is not allowed`},
		{"http:///nohost", "the URL has no host"},
		{"://bad", "invalid arguments: url"},
		// Even with private networks allowed, metadata stays out of reach,
		// also behind a redirect.
		{srv.URL + "/to?u=" + url.QueryEscape("http://169.254.169.254/latest/meta-data/"), "cloud metadata"},
		{srv.URL + "/to?u=" + url.QueryEscape("file:///etc/passwd"), `scheme "file" is not allowed`},
	} {
		_, err := run(t, h, urlArgs(tc.url))
		wantErr(t, err, tc.want)
	}
	_, err := run(t, h, urlArgs(srv.URL+"/to?u="+url.QueryEscape("http://169.254.169.254/")))
	if !errors.Is(err, policy.ErrBlockedAddress) {
		t.Errorf("redirect to metadata: err = %v, want ErrBlockedAddress", err)
	}
}

// A redirect hop is checked on the connection it makes, not only by its
// URL: here the second server has a host name, so only the dialer can
// tell that it is off limits.
func TestHTTPFetchChecksRedirectHops(t *testing.T) {
	allowed := testServer(t)
	private := testServer(t)
	allowedPort := netip.MustParseAddrPort(strings.TrimPrefix(allowed.URL, "http://")).Port()
	check := func(ap netip.AddrPort) error {
		if ap.Port() == allowedPort {
			return nil
		}
		return policy.CheckAddr(ap.Addr(), false)
	}
	h := newHTTPFetch(HTTPFetchOptions{}, check)
	byName := func(u string) string { return strings.Replace(u, "127.0.0.1", "localhost", 1) }
	mustRun(t, h, urlArgs(byName(allowed.URL)+"/text")) // the first hop is fine

	target := byName(private.URL) + "/text"
	_, err := run(t, h, urlArgs(byName(allowed.URL)+"/to?u="+url.QueryEscape(target)))
	if !errors.Is(err, policy.ErrBlockedAddress) {
		t.Fatalf("redirect to %s: err = %v, want ErrBlockedAddress", target, err)
	}
}

func TestHTTPFetchTimeout(t *testing.T) {
	srv := testServer(t)
	h := NewHTTPFetch(HTTPFetchOptions{AllowPrivate: true, Timeout: 200 * time.Millisecond})
	start := time.Now()
	_, err := run(t, h, urlArgs(srv.URL+"/hang"))
	if took := time.Since(start); took > 15*time.Second {
		t.Fatalf("a hanging server held the fetch for %v", took)
	}
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want one that wraps context.DeadlineExceeded", err)
	}
	wantErr(t, err, "timed out after 200ms")
}

func TestHTMLText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain", "plain"},
		{"<p>a</p><p>b</p>", "a\n\nb"},
		{"a<br>b<br/>c", "a\nb\nc"},
		{"x <i>y</i>, z", "x y, z"},
		{"<script>bad()</script>ok<style>.x{}</style>", "ok"},
		{"<scriPT>bad()</Script >ok", "ok"},
		{"unclosed <script>forever", "unclosed"},
		{"&lt;tag&gt; &#39;q&#39; &nbsp;x", "<tag> 'q' x"},
		{"<table><tr><td>1</td><td>2</td></tr></table>", "1\t2"},
		{"a <!-- hidden --> b", "a b"},
	}
	for _, tc := range tests {
		if got := htmlText(tc.in); got != tc.want {
			t.Errorf("htmlText(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
