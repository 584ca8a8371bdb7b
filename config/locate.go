package config

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// The toml package records where each key is but does not export it, and
// its type errors carry the position only inside the message text. So that
// every error can name its line, locateKeys scans the document once more
// and records the line of every key it defines. It runs only on text that
// toml has already parsed without error, which keeps it simple: it does not
// validate, it only has to find where things start and end. On input it
// does not understand it stops and returns what it found so far; a key it
// did not reach is reported without a line, never with a wrong one.

// idx is the path element that stands for an array index. Real keys cannot
// start with NUL without an escape nobody writes.
const idxMark = "\x00["

func idx(i int) string { return idxMark + strconv.Itoa(i) }

// A keyLine is where one key, table header or array element is defined.
// Its path has an idx element for each array index, so that the entries of
// different [[mcp.servers]] tables are told apart.
type keyLine struct {
	path []string
	line int
}

type locator struct {
	src  string
	i    int
	line int
	out  []keyLine
	// aot counts the tables of each array of tables seen so far, by their
	// path joined with NUL (the path includes the indexes of enclosing
	// arrays of tables).
	aot map[string]int
}

// locateKeys returns the keys of src in document order.
func locateKeys(src string) []keyLine {
	l := &locator{src: strings.TrimPrefix(src, "\uFEFF"), line: 1, aot: map[string]int{}}
	var table []string
	for {
		l.skip(true)
		if l.eof() {
			return l.out
		}
		start := l.line
		if l.peek() == '[' {
			isAOT := strings.HasPrefix(l.src[l.i:], "[[")
			if isAOT {
				l.i += 2
			} else {
				l.i++
			}
			parts, ok := l.key()
			if !ok {
				return l.out
			}
			l.skip(false)
			end := "]"
			if isAOT {
				end = "]]"
			}
			if !strings.HasPrefix(l.src[l.i:], end) {
				return l.out
			}
			l.i += len(end)
			table = l.resolve(parts, isAOT)
			l.add(table, start)
			continue
		}
		if !l.keyValue(table) {
			return l.out
		}
	}
}

// resolve turns a table header's key into a path, inserting the index of
// the last table of every array of tables along the way. A [[header]]
// starts a new table of its array.
func (l *locator) resolve(parts []string, isAOT bool) []string {
	var p []string
	for n, part := range parts {
		p = append(p, part)
		k := strings.Join(p, "\x00")
		if n == len(parts)-1 && isAOT {
			c := l.aot[k]
			l.aot[k] = c + 1
			p = append(p, idx(c))
		} else if c, ok := l.aot[k]; ok {
			p = append(p, idx(c-1))
		}
	}
	return p
}

func (l *locator) add(path []string, line int) {
	l.out = append(l.out, keyLine{path: path, line: line})
}

func (l *locator) eof() bool { return l.i >= len(l.src) }

func (l *locator) peek() byte {
	if l.eof() {
		return 0
	}
	return l.src[l.i]
}

// skip skips blanks, and with newlines also line breaks and comments.
func (l *locator) skip(newlines bool) {
	for !l.eof() {
		switch l.src[l.i] {
		case ' ', '\t':
			l.i++
		case '\r', '\n', '#':
			if !newlines {
				return
			}
			if l.src[l.i] == '#' {
				for !l.eof() && l.src[l.i] != '\n' {
					l.i++
				}
				continue
			}
			if l.src[l.i] == '\n' {
				l.line++
			}
			l.i++
		default:
			return
		}
	}
}

// keyValue reads "key = value" under prefix and records the key.
func (l *locator) keyValue(prefix []string) bool {
	start := l.line
	parts, ok := l.key()
	if !ok {
		return false
	}
	l.skip(false)
	if l.peek() != '=' {
		return false
	}
	l.i++
	l.skip(false)
	path := append(append([]string(nil), prefix...), parts...)
	l.add(path, start)
	return l.value(path)
}

// key reads a dotted key.
func (l *locator) key() ([]string, bool) {
	var parts []string
	for {
		l.skip(false)
		part, ok := l.keyPart()
		if !ok {
			return nil, false
		}
		parts = append(parts, part)
		l.skip(false)
		if l.peek() != '.' {
			return parts, true
		}
		l.i++
	}
}

func (l *locator) keyPart() (string, bool) {
	switch l.peek() {
	case '"':
		l.i++
		return l.basicString()
	case '\'':
		l.i++
		return l.literalString()
	}
	start := l.i
	for !l.eof() && isBare(l.src[l.i]) {
		l.i++
	}
	return l.src[start:l.i], l.i > start
}

func isBare(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-'
}

// value skips one value, recording the keys of inline tables and the
// elements of arrays under path.
func (l *locator) value(path []string) bool {
	switch {
	case strings.HasPrefix(l.src[l.i:], `"""`):
		l.i += 3
		return l.multiline('"')
	case strings.HasPrefix(l.src[l.i:], `'''`):
		l.i += 3
		return l.multiline('\'')
	case l.peek() == '"':
		l.i++
		_, ok := l.basicString()
		return ok
	case l.peek() == '\'':
		l.i++
		_, ok := l.literalString()
		return ok
	case l.peek() == '[':
		l.i++
		for n := 0; ; n++ {
			l.skip(true)
			if l.eof() {
				return false
			}
			if l.peek() == ']' {
				l.i++
				return true
			}
			elem := append(append([]string(nil), path...), idx(n))
			l.add(elem, l.line)
			if !l.value(elem) {
				return false
			}
			l.skip(true)
			if l.peek() == ',' {
				l.i++
			}
		}
	case l.peek() == '{':
		l.i++
		for {
			// Newlines and comments are TOML 1.1, which toml v1.6 accepts.
			l.skip(true)
			if l.eof() {
				return false
			}
			if l.peek() == '}' {
				l.i++
				return true
			}
			if !l.keyValue(path) {
				return false
			}
			l.skip(true)
			if l.peek() == ',' {
				l.i++
			}
		}
	}
	// A number, boolean or date-time; a date-time may contain a space.
	start := l.i
	for !l.eof() && !strings.ContainsRune(",]}#\r\n", rune(l.src[l.i])) {
		l.i++
	}
	return l.i > start
}

// multiline skips the rest of a multi-line string opened with three q.
func (l *locator) multiline(q byte) bool {
	for !l.eof() {
		c := l.src[l.i]
		switch {
		case c == '\\' && q == '"':
			l.i++
			if l.eof() {
				return false
			}
			if l.src[l.i] == '\n' {
				l.line++
			}
		case c == '\n':
			l.line++
		case c == q && strings.HasPrefix(l.src[l.i:], strings.Repeat(string(q), 3)):
			l.i += 3
			// Up to two more quotes belong to the content: """a""""" ends
			// after the last quote.
			for n := 0; n < 2 && l.peek() == q; n++ {
				l.i++
			}
			return true
		}
		l.i++
	}
	return false
}

// basicString reads the rest of a one-line "string" and returns its value.
func (l *locator) basicString() (string, bool) {
	var b strings.Builder
	for !l.eof() {
		c := l.src[l.i]
		switch c {
		case '"':
			l.i++
			return b.String(), true
		case '\n':
			return "", false
		case '\\':
			l.i++
			if !l.unescape(&b) {
				return "", false
			}
			continue
		}
		b.WriteByte(c)
		l.i++
	}
	return "", false
}

// unescape decodes the escape sequence after a backslash.
func (l *locator) unescape(b *strings.Builder) bool {
	if l.eof() {
		return false
	}
	c := l.src[l.i]
	l.i++
	var n int
	switch c {
	case 'b':
		b.WriteByte('\b')
	case 't':
		b.WriteByte('\t')
	case 'n':
		b.WriteByte('\n')
	case 'f':
		b.WriteByte('\f')
	case 'r':
		b.WriteByte('\r')
	case 'e':
		b.WriteByte(0x1b)
	case '"', '\\':
		b.WriteByte(c)
	case 'x':
		n = 2
	case 'u':
		n = 4
	case 'U':
		n = 8
	default:
		return false
	}
	if n == 0 {
		return true
	}
	if l.i+n > len(l.src) {
		return false
	}
	v, err := strconv.ParseUint(l.src[l.i:l.i+n], 16, 32)
	if err != nil || !utf8.ValidRune(rune(v)) {
		return false
	}
	l.i += n
	b.WriteRune(rune(v))
	return true
}

// literalString reads the rest of a one-line 'string' and returns it.
func (l *locator) literalString() (string, bool) {
	end := strings.IndexAny(l.src[l.i:], "'\n")
	if end < 0 || l.src[l.i+end] != '\'' {
		return "", false
	}
	s := l.src[l.i : l.i+end]
	l.i += end + 1
	return s, true
}

// lineOf returns the line where path is defined, or of its nearest
// enclosing key or element that is, and 0 if none is.
func lineOf(keys []keyLine, path []string) int {
	for n := len(path); n > 0; n-- {
		for _, k := range keys {
			if equalPath(k.path, path[:n]) {
				return k.line
			}
		}
	}
	return 0
}

func equalPath(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// withoutIndexes drops the array indexes from path, which gives the key
// as toml's MetaData names it.
func withoutIndexes(path []string) []string {
	var p []string
	for _, s := range path {
		if !strings.HasPrefix(s, idxMark) {
			p = append(p, s)
		}
	}
	return p
}

// displayKey formats path for a message: mcp.servers[0].name, with quotes
// around key parts that are not bare.
func displayKey(path []string) string {
	var b strings.Builder
	for n, s := range path {
		if strings.HasPrefix(s, idxMark) {
			b.WriteString("[" + s[len(idxMark):] + "]")
			continue
		}
		if n > 0 {
			b.WriteByte('.')
		}
		bare := s != ""
		for i := 0; i < len(s); i++ {
			if !isBare(s[i]) {
				bare = false
				break
			}
		}
		if bare {
			b.WriteString(s)
		} else {
			b.WriteString(strconv.Quote(s))
		}
	}
	return b.String()
}
