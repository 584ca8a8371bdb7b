package policy

import "strings"

// Scrub replaces the secrets it recognises in s with "[REDACTED:<kind>]" and
// returns the result and the number of replacements. It recognises:
//
//   - OpenAI and Anthropic API keys: sk-..., sk-proj-..., sk-ant-...
//     (kinds openai_key, anthropic_key)
//   - AWS access key ids: AKIA... and ASIA... (aws_access_key_id)
//   - GitHub tokens: ghp_, gho_, ghs_, ghu_, ghr_, github_pat_ (github_token)
//   - Slack tokens: xoxb-, xoxa-, xoxp-, xoxr-, xoxs- (slack_token)
//   - Google API keys: AIza... (google_api_key)
//   - JSON Web Tokens: eyJ....eyJ....sig (jwt)
//   - the token of a "Bearer <token>" header (bearer_token)
//   - PEM private key blocks, from -----BEGIN ... PRIVATE KEY----- through
//     the END line, or to the end of the base64 body when the block was cut
//     off (private_key)
//   - the values of password=, passwd=, secret=, token=, api_key= and
//     similar assignments, with = or : and any prefix (DB_PASSWORD=,
//     "client_secret": ...), when the value is long and looks like data
//     rather than code (password, secret, token, api_key)
//
// Patterns need a word boundary on the left, so "task-..." is not an sk-
// key. Values are redacted, names kept: "token=[REDACTED:token]".
//
// Scrub never alters a receipt. A well-formed receipt, "zc-receipt-" or its
// defanged form "zc_receipt-" followed by a decimal timestamp, a dash and a
// 43-character digest, is skipped whole: its random digest can contain
// AKIA... or sk-... by chance, and a receipt is not a secret. No match
// extends into a receipt, and the end of a receipt counts as a word
// boundary, so a secret glued to either side of one is still redacted
// while the receipt survives. The digest is at most 43 characters, so a
// secret planted inside something shaped like a receipt can hide at most
// that much.
//
// Scrub is a guard against accidents (a tool printing a .env file), not a
// data-loss-prevention system: a model that means to leak a secret can
// encode it first. When nothing matches, Scrub returns s itself without
// allocating. Its cost is about ten strings.Index passes over s plus a
// short look at each '=' and ':' (see BenchmarkScrub).
func Scrub(s string) (string, int) {
	sc := newScanner(s)
	var b strings.Builder
	n, last := 0, 0
	for {
		start, end, kind, ok := sc.find()
		if !ok {
			break
		}
		if n == 0 {
			b.Grow(len(s) + 16)
		}
		b.WriteString(s[last:start])
		b.WriteString("[REDACTED:")
		b.WriteString(kind)
		b.WriteByte(']')
		last = end
		n++
	}
	if n == 0 {
		return s, 0
	}
	b.WriteString(s[last:])
	return b.String(), n
}

// Needles find candidate matches; every pattern Scrub knows contains one.
// Each costs a strings.Index pass over clean text, and Index is fast only
// while the needle's first byte is rare (it calls IndexByte once per
// occurrence of that byte), so each needle is searched by a rare tail and
// patterns share needles: "A" finds AKIA, ASIA and AIza; "_" finds ghp_
// and github_pat_; "B" finds Bearer, BEARER and -----BEGIN.
const (
	nA      = iota // AKIA, ASIA, AIza
	nUnder         // ghp_ gho_ ghs_ ghu_ ghr_ github_pat_
	nSK            // sk-
	nXOX           // xoxb- and kin
	nJWT           // eyJ
	nB             // Bearer, BEARER, -----BEGIN
	nBearer        // bearer
	nEq            // name=value
	nColon         // name: value
	numNeedles
)

// needle returns needle k and the offset of the part that is searched for;
// an occurrence is reported at the start of the whole needle.
func needle(k int) (text string, off int) {
	switch k {
	case nA:
		return "A", 0
	case nUnder:
		return "_", 0
	case nSK:
		return "sk-", 1
	case nXOX:
		return "xox", 0
	case nJWT:
		return "eyJ", 2
	case nB:
		return "B", 0
	case nBearer:
		return "bearer", 0
	case nEq:
		return "=", 0
	case nColon:
		return ":", 0
	}
	panic("policy: unknown needle")
}

// A scanner finds secrets in s from left to right. It keeps, for each
// needle, the position of its next occurrence, so each needle is searched
// with strings.Index once per occurrence, and the next well-formed receipt,
// which no match may enter.
type scanner struct {
	s    string
	pos  int             // text before pos is settled
	next [numNeedles]int // next occurrence of each needle at or after pos; -1 when none
	// rcptStart and rcptEnd delimit the next receipt at or after pos;
	// rcptStart is len(s) when there is none.
	rcptStart, rcptEnd int
	protEnd            int // end of the last receipt passed, a word boundary; -1 before any
}

func newScanner(s string) scanner {
	sc := scanner{s: s, protEnd: -1}
	for k := range sc.next {
		sc.next[k] = sc.index(k, 0)
	}
	sc.rcptStart, sc.rcptEnd = nextReceipt(s, 0)
	return sc
}

// index returns the first occurrence of needle k at or after from, or -1.
func (sc *scanner) index(k, from int) int {
	text, off := needle(k)
	s := sc.s
	if len(text) == 1 {
		if from >= len(s) {
			return -1
		}
		if i := strings.IndexByte(s[from:], text[0]); i >= 0 {
			return from + i
		}
		return -1
	}
	for from+len(text) <= len(s) {
		i := strings.Index(s[from+off:], text[off:])
		if i < 0 {
			return -1
		}
		at := from + i // the whole needle would start here
		if s[at:at+off] == text[:off] {
			return at
		}
		from = at + 1
	}
	return -1
}

// advance settles the text before p.
func (sc *scanner) advance(p int) {
	sc.pos = p
	for k := range numNeedles {
		if q := sc.next[k]; q >= 0 && q < p {
			sc.next[k] = sc.index(k, p)
		}
	}
}

// find returns the next secret: s[start:end] is to be replaced.
func (sc *scanner) find() (start, end int, kind string, ok bool) {
	for {
		best, bk := -1, -1
		for k := range numNeedles {
			if q := sc.next[k]; q >= 0 && (best < 0 || q < best) {
				best, bk = q, k
			}
		}
		if sc.rcptStart < len(sc.s) && (best < 0 || sc.rcptStart <= best) {
			sc.protEnd = sc.rcptEnd
			sc.advance(sc.rcptEnd)
			sc.rcptStart, sc.rcptEnd = nextReceipt(sc.s, sc.rcptEnd)
			continue
		}
		if best < 0 {
			return 0, 0, "", false
		}
		start, end, kind, ok = sc.match(bk, best)
		if ok && start >= sc.pos && end > start {
			sc.advance(end)
			return start, end, kind, true
		}
		sc.next[bk] = sc.index(bk, best+1)
	}
}

// boundary reports whether a pattern may start at i: at the start of the
// text, right after a receipt, or after a character that cannot be part of
// a word.
func (sc *scanner) boundary(i int) bool {
	return i == 0 || i == sc.protEnd || !isWord(sc.s[i-1])
}

// match tries the patterns of needle k at its occurrence p. Matches end at
// or before the next receipt. A match may start before p (the "ghp" of
// "ghp_"), but never before sc.pos: find checks.
func (sc *scanner) match(k, p int) (start, end int, kind string, ok bool) {
	s, lim := sc.s, sc.rcptStart
	switch k {
	case nA:
		if !sc.boundary(p) || p+4 > lim {
			return
		}
		switch s[p : p+4] {
		case "AKIA", "ASIA":
			e := p + 20
			if e > lim {
				return
			}
			for i := p + 4; i < e; i++ {
				if !isUpperOrDigit(s[i]) {
					return
				}
			}
			if e < lim && isWord(s[e]) {
				return
			}
			return p, e, "aws_access_key_id", true
		case "AIza":
			e := runEnd(s, p+4, lim, isKeyChar)
			if e-p < 39 {
				return
			}
			return p, e, "google_api_key", true
		}

	case nUnder:
		// ghp_ and kin: the underscore is the fourth byte.
		if a := p - 3; a >= 0 && s[a] == 'g' && s[a+1] == 'h' && strings.IndexByte("posur", s[a+2]) >= 0 && sc.boundary(a) {
			e := runEnd(s, p+1, lim, isAlnum)
			if e-(p+1) < 30 {
				return
			}
			return a, e, "github_token", true
		}
		// github_pat_: the first underscore is the seventh byte.
		if a := p - 6; a >= 0 && strings.HasPrefix(s[a:lim], "github_pat_") && sc.boundary(a) {
			e := runEnd(s, a+11, lim, isWord)
			if e-(a+11) < 22 {
				return
			}
			return a, e, "github_token", true
		}

	case nSK:
		if !sc.boundary(p) {
			return
		}
		e := runEnd(s, p+3, lim, isKeyChar)
		if body := s[p+3 : e]; len(body) < 20 || !hasDigit(body) {
			return
		}
		kind = "openai_key"
		if strings.HasPrefix(s[p:e], "sk-ant-") {
			kind = "anthropic_key"
		}
		return p, e, kind, true

	case nXOX:
		if !sc.boundary(p) || p+5 > lim || strings.IndexByte("abprs", s[p+3]) < 0 || s[p+4] != '-' {
			return
		}
		e := runEnd(s, p+5, lim, isAlnumDash)
		if e-(p+5) < 10 {
			return
		}
		return p, e, "slack_token", true

	case nJWT:
		if !sc.boundary(p) {
			return
		}
		// header.payload.signature, each base64url; the payload is a
		// JSON object too, so it starts with "ey". The signature may be
		// empty (alg "none").
		e1 := runEnd(s, p, lim, isKeyChar)
		if e1-p < 10 || e1 >= lim || s[e1] != '.' {
			return
		}
		p2 := e1 + 1
		e2 := runEnd(s, p2, lim, isKeyChar)
		if e2-p2 < 10 || !strings.HasPrefix(s[p2:e2], "ey") || e2 >= lim || s[e2] != '.' {
			return
		}
		return p, runEnd(s, e2+1, lim, isKeyChar), "jwt", true

	case nB:
		if p >= 5 && s[p-5:p] == "-----" && strings.HasPrefix(s[p:lim], "BEGIN ") {
			return privateKey(s, p-5, lim)
		}
		if strings.HasPrefix(s[p:lim], "Bearer") || strings.HasPrefix(s[p:lim], "BEARER") {
			return sc.bearer(p, lim)
		}

	case nBearer:
		return sc.bearer(p, lim)

	case nEq, nColon:
		return assignment(s, p, lim)
	}
	return
}

// bearer matches the token after "Bearer" at p.
func (sc *scanner) bearer(p, lim int) (start, end int, kind string, ok bool) {
	s := sc.s
	if !sc.boundary(p) {
		return
	}
	i := p + len("bearer")
	if i >= lim || (s[i] != ' ' && s[i] != '\t') {
		return
	}
	for i < lim && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	e := runEnd(s, i, lim, isToken68)
	if tok := s[i:e]; len(tok) < 16 || !hasDigit(tok) {
		return
	}
	return i, e, "bearer_token", true
}

// privateKey matches a PEM private key block whose "-----BEGIN " is at p.
func privateKey(s string, p, lim int) (start, end int, kind string, ok bool) {
	h := p + len("-----BEGIN ")
	j := strings.Index(s[h:min(lim, h+64)], "-----")
	if j < 0 {
		return
	}
	label := s[h : h+j]
	if !strings.Contains(label, "PRIVATE KEY") || strings.ContainsAny(label, "\r\n") {
		return
	}
	e, found := pemEnd(s, h+j+5, lim)
	if !found {
		return
	}
	return p, e, "private_key", true
}

// pemEnd returns the end of a PEM block whose header ends at i: the end of
// its -----END ...----- line, or of its base64 body when the block was cut
// off. It reports false when no base64 body follows, as when code mentions
// the header in a string. Newlines may be real or escaped ("\n" in JSON).
func pemEnd(s string, i, lim int) (int, bool) {
	body, end := false, i
	for i < lim {
		for i < lim {
			if c := s[i]; c == '\n' || c == '\r' || c == ' ' || c == '\t' {
				i++
			} else if c == '\\' && i+1 < lim && (s[i+1] == 'n' || s[i+1] == 'r') {
				i += 2
			} else {
				break
			}
		}
		if strings.HasPrefix(s[i:lim], "-----END ") {
			j := strings.Index(s[i+9:min(lim, i+9+64)], "-----")
			if j < 0 {
				return lim, true
			}
			return i + 9 + j + 5, true
		}
		ls := i
		for i < lim && s[i] != '\n' && s[i] != '\r' && !(s[i] == '\\' && i+1 < lim && (s[i+1] == 'n' || s[i+1] == 'r')) {
			i++
		}
		line := s[ls:i]
		switch {
		case line == "":
		case isBase64Line(line):
			body, end = true, i
		case strings.HasPrefix(line, "Proc-Type:") || strings.HasPrefix(line, "DEK-Info:"):
			end = i
		default:
			return end, body
		}
	}
	return end, body
}

// assignment matches the value of name=value or name: value at the
// separator p when name ends with a secret-holding word.
func assignment(s string, p, lim int) (start, end int, kind string, ok bool) {
	sep := s[p]
	v := p + 1
	if sep == '=' {
		// ==, !=, <=, >= compare; := was handled at its colon.
		if v < len(s) && s[v] == '=' {
			return
		}
		if p > 0 && strings.IndexByte("=!<>:", s[p-1]) >= 0 {
			return
		}
	} else {
		if v < len(s) && (s[v] == '/' || s[v] == ':') {
			return // a URL scheme or C++'s ::
		}
		if v < len(s) && s[v] == '=' {
			v++ // Go's :=
		}
	}
	// The name: optional quote and blanks before the separator.
	k, spaced := p, false
	for k > 0 && (s[k-1] == ' ' || s[k-1] == '\t') {
		k--
		spaced = true
	}
	if k > 0 && (s[k-1] == '"' || s[k-1] == '\'') {
		k--
	}
	// Every secret word ends in one of five trigrams; check them before
	// walking back over the name.
	if k < 3 {
		return
	}
	switch string([]byte{s[k-3] | 0x20, s[k-2] | 0x20, s[k-1] | 0x20}) {
	case "ord", "swd", "ret", "ken", "key":
	default:
		return
	}
	a := k
	for a > 0 && k-a < 64 && isNameChar(s[a-1]) {
		a--
	}
	if kind = secretKind(s[a:k]); kind == "" {
		return
	}
	for v < lim && (s[v] == ' ' || s[v] == '\t') {
		v++
		spaced = true
	}
	if v >= lim {
		return
	}
	if q := s[v]; q == '"' || q == '\'' || q == '`' {
		e := v + 1
		for e < lim && s[e] != q && s[e] != '\n' {
			e++
		}
		if !quotedSecret(s[v+1 : e]) {
			return
		}
		return v + 1, e, kind, true
	}
	e := v
	for e < lim && !isValueStop(s[e]) {
		e++
	}
	var stop byte
	if e < lim {
		stop = s[e]
	}
	if !unquotedSecret(s[v:e], stop, spaced || sep == ':') {
		return
	}
	return v, e, kind, true
}

// secretKind returns the redaction kind for a name that ends, in any case,
// with a word that names a secret, or "".
func secretKind(name string) string {
	for _, w := range [...]struct{ suffix, kind string }{
		{"password", "password"},
		{"passwd", "password"},
		{"secret", "secret"},
		{"secret_key", "secret"},
		{"access_key", "secret"},
		{"token", "token"},
		{"api_key", "api_key"},
		{"apikey", "api_key"},
		{"api-key", "api_key"},
	} {
		if len(name) >= len(w.suffix) && strings.EqualFold(name[len(name)-len(w.suffix):], w.suffix) {
			return w.kind
		}
	}
	return ""
}

// quotedSecret reports whether a quoted value looks like a secret: long,
// one word, and not a placeholder.
func quotedSecret(v string) bool {
	if len(v) < 8 || strings.ContainsAny(v, " \t\\") || placeholder(v) {
		return false
	}
	return true
}

// unquotedSecret reports whether an unquoted value looks like a secret.
// KEY=value with no blanks (env files, query strings, flags) needs only
// length. With blanks or a colon the text is more likely code or YAML, and
// "token = self.token" or "secret: SecretString" must survive, so the value
// must also have a digit or a symbol, and must not be a call or index
// (stop is the byte after it).
func unquotedSecret(v string, stop byte, codeLike bool) bool {
	if len(v) < 8 || placeholder(v) || stop == '(' || stop == '[' {
		return false
	}
	if !codeLike {
		return true
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; isDigit(c) || !(isAlnum(c) || c == '_' || c == '.') {
			return true
		}
	}
	return false
}

// placeholder reports whether v is a reference or a mask rather than a
// value: ${VAR}, $VAR, <token>, {{ .Token }}, %s, [REDACTED:...], ****.
func placeholder(v string) bool {
	if strings.IndexByte("$<{[(%*", v[0]) >= 0 {
		return true
	}
	return strings.Trim(v, "*xX.") == ""
}

// nextReceipt returns the first well-formed receipt, plain or defanged,
// that starts at or after from, or len(s), len(s). It searches for "zc",
// whose rare first byte keeps strings.Index fast.
func nextReceipt(s string, from int) (start, end int) {
	for from < len(s) {
		i := strings.Index(s[from:], "zc")
		if i < 0 {
			break
		}
		i += from
		from = i + 1
		rest := s[i:]
		if len(rest) < len("zc-receipt-") || (rest[2] != '-' && rest[2] != '_') || rest[3:11] != "receipt-" {
			continue
		}
		t := i + len("zc-receipt-")
		d := t
		for d < len(s) && d-t < 20 && isDigit(s[d]) {
			d++
		}
		if d == t || d >= len(s) || s[d] != '-' || d+1+43 > len(s) {
			continue
		}
		if runEnd(s, d+1, d+1+43, isKeyChar) != d+1+43 {
			continue
		}
		return i, d + 1 + 43
	}
	return len(s), len(s)
}

// runEnd returns the end of the run of bytes from i, before lim, for which
// ok holds.
func runEnd(s string, i, lim int, ok func(byte) bool) int {
	for i < lim && ok(s[i]) {
		i++
	}
	return i
}

func isBase64Line(l string) bool {
	for i := 0; i < len(l); i++ {
		if c := l[i]; !(isAlnum(c) || c == '+' || c == '/' || c == '=') {
			return false
		}
	}
	return true
}

func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			return true
		}
	}
	return false
}

func isDigit(c byte) bool        { return '0' <= c && c <= '9' }
func isAlnum(c byte) bool        { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || isDigit(c) }
func isUpperOrDigit(c byte) bool { return 'A' <= c && c <= 'Z' || isDigit(c) }
func isWord(c byte) bool         { return isAlnum(c) || c == '_' }
func isAlnumDash(c byte) bool    { return isAlnum(c) || c == '-' }

// isKeyChar is the base64url alphabet, which most API keys draw from.
func isKeyChar(c byte) bool { return isAlnum(c) || c == '-' || c == '_' }

// isToken68 is RFC 7235's token68, the syntax of a bearer token.
func isToken68(c byte) bool {
	return isAlnum(c) || strings.IndexByte("-._~+/=", c) >= 0
}

func isNameChar(c byte) bool { return isAlnum(c) || c == '_' || c == '-' || c == '.' }

func isValueStop(c byte) bool {
	return c <= ' ' || c == 0x7f || strings.IndexByte("\"'`,;&()[]{}<>|", c) >= 0
}
