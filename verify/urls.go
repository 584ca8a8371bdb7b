package verify

import (
	"net/url"
	"strings"
	"unicode/utf8"
)

// findURLs returns the spans of the http(s) URLs in text. A URL ends at
// white space, at a quote or bracket that cannot belong to it, or at CJK
// text; trailing sentence punctuation and an unbalanced ")" are not part of
// it, so "(see https://a.example/x)." yields https://a.example/x.
func findURLs(text string) []span { return appendURLs(nil, text) }

// appendURLs appends the spans of the URLs of text to out, as findURLs
// finds them.
func appendURLs(out []span, text string) []span {
	for i := 0; i < len(text); {
		// A URL is found by its "://", rare in prose, and the scheme
		// right before it: searching for "http" stopped at every h of
		// English text. An "http" not followed by "://" is no URL, and
		// none can start inside the "://", so the search goes on past it.
		p := strings.Index(text[i:], "://")
		if p < 0 {
			break
		}
		p += i
		var s, skip int
		switch {
		case p-5 >= i && hasPrefixFold(text[p-5:], "https://"):
			s, skip = p-5, 8
		case p-4 >= i && hasPrefixFold(text[p-4:], "http://"):
			s, skip = p-4, 7
		default:
			i = p + 1
			continue
		}
		e := s + skip
		for e < len(text) {
			r, n := utf8.DecodeRuneInString(text[e:])
			if r <= ' ' || strings.ContainsRune("<>\"'`{}|\\^[]", r) || r >= 0x2e80 || r == '\u00a0' || r == '」' || r == '”' || r == '’' || r == '。' || r == '、' || r == '।' {
				break
			}
			e += n
		}
		// Trim trailing punctuation, and ")" unless the URL opened one.
		for e > s+skip {
			c := text[e-1]
			if strings.IndexByte(".,;:!?*_", c) >= 0 {
				e--
				continue
			}
			if c == ')' && strings.Count(text[s:e], "(") < strings.Count(text[s:e], ")") {
				e--
				continue
			}
			break
		}
		if e > s+skip {
			out = append(out, span{s, e})
		}
		i = e
		if i <= s {
			i = s + skip
		}
	}
	return out
}

//go:noinline
func hasPrefixFold(s, p string) bool { return len(s) >= len(p) && strings.EqualFold(s[:len(p)], p) }

// normURL reduces a URL to the form two mentions of the same resource
// share: scheme dropped (http and https name the same page for this
// purpose), host lowercased without "www." and a default port, no
// fragment, no trailing slash.
func normURL(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Host == "" {
		return strings.TrimRight(strings.ToLower(raw), "/")
	}
	host := strings.ToLower(u.Hostname())
	host = trimPrefix(host, "www.")
	if p := u.Port(); p != "" && p != "80" && p != "443" {
		host += ":" + p
	}
	path := strings.TrimRight(u.EscapedPath(), "/")
	s := host + path
	if u.RawQuery != "" {
		s += "?" + u.RawQuery
	}
	return s
}
