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
		j := indexFold(text[i:], "http")
		if j < 0 {
			break
		}
		s := i + j
		rest := text[s:]
		var skip int
		switch {
		case hasPrefixFold(rest, "https://"):
			skip = 8
		case hasPrefixFold(rest, "http://"):
			skip = 7
		default:
			i = s + 4
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

func hasPrefixFold(s, p string) bool { return len(s) >= len(p) && strings.EqualFold(s[:len(p)], p) }

func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		j := strings.IndexAny(s[i:], "hH")
		if j < 0 {
			return -1
		}
		i += j
		if hasPrefixFold(s[i:], sub) {
			return i
		}
	}
	return -1
}

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
	host = strings.TrimPrefix(host, "www.")
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
