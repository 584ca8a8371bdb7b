package tool

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/pramana-dev/pramana/internal/errs"
)

// A word is one argument of a command line after quote removal.
type word struct {
	text string
	// pattern is the word as a filepath.Match pattern, with quoted
	// * ? [ \ escaped, when the word has an unquoted * ? or [.
	pattern string
}

// metaHint ends the message for a shell metacharacter: the shell tool
// runs one program without a shell, so there is no pipe, redirect, list,
// background job, substitution or variable to give these a meaning.
const metaHint = "commands run without a shell, so pipes, redirects, ; & && ||, $ expansion, backquotes and subshells are refused; run one program per call, or quote the character if it is meant literally"

// splitWords splits a command line into words the way sh would for a
// simple command: blanks separate words; '...' quotes everything; "..."
// quotes everything but \ before " \ $ ` and newline; \ outside quotes
// escapes the next character. It refuses, instead of misreading, every
// unquoted character that would make sh do more than run one program: | &
// ; < > ( ) $ ` and newlines, # at the start of a word, and $ or ` inside
// double quotes. Unquoted * ? [ mark a word for glob expansion.
func splitWords(line string) ([]word, error) {
	var (
		words   []word
		text    strings.Builder
		pat     strings.Builder
		inWord  bool
		globbed bool
	)
	end := func() {
		if inWord {
			w := word{text: text.String()}
			if globbed {
				w.pattern = pat.String()
			}
			words = append(words, w)
		}
		text.Reset()
		pat.Reset()
		inWord, globbed = false, false
	}
	// lit adds a character that is literal, quoted or escaped.
	lit := func(c byte) {
		inWord = true
		text.WriteByte(c)
		if strings.IndexByte(`*?[\`, c) >= 0 {
			pat.WriteByte('\\')
		}
		pat.WriteByte(c)
	}
	refuse := func(what string) error {
		return errs.Errorf("%s is not allowed: %s", what, metaHint)
	}

	for i := 0; i < len(line); i++ {
		c := line[i]
		switch c {
		case ' ', '\t':
			end()
		case '\n', '\r':
			return nil, refuse("a line break (a second command)")
		case '\\':
			if i+1 == len(line) {
				return nil, errors.New("the command ends with an unfinished \\ escape")
			}
			i++
			if line[i] == '\n' {
				continue // line continuation
			}
			lit(line[i])
		case '\'':
			j := strings.IndexByte(line[i+1:], '\'')
			if j < 0 {
				return nil, errors.New("the command has an unterminated ' quote")
			}
			inWord = true
			for _, q := range []byte(line[i+1 : i+1+j]) {
				lit(q)
			}
			i += j + 1
		case '"':
			inWord = true
			closed := false
			for i++; i < len(line); i++ {
				c := line[i]
				if c == '"' {
					closed = true
					break
				}
				switch c {
				case '$':
					return nil, refuse(`"$" in double quotes (variable expansion)`)
				case '`':
					return nil, refuse("\"`\" in double quotes (command substitution)")
				case '\\':
					if i+1 < len(line) && strings.IndexByte("\"\\$`\n", line[i+1]) >= 0 {
						i++
						if line[i] == '\n' {
							continue
						}
						c = line[i]
					}
				}
				lit(c)
			}
			if !closed {
				return nil, errors.New(`the command has an unterminated " quote`)
			}
		case '|', '&', ';', '<', '>', '(', ')', '$', '`':
			return nil, refuse(fmt.Sprintf("%q", string(c)))
		case '#':
			if !inWord {
				return nil, errors.New(`"#" at the start of a word would begin a comment in sh; quote it if it is meant literally`)
			}
			lit(c)
		case '*', '?', '[':
			inWord, globbed = true, true
			text.WriteByte(c)
			pat.WriteByte(c)
		default:
			lit(c)
		}
	}
	end()
	return words, nil
}

// expandGlob expands w in dir as sh would: the sorted matches, or w's text
// when nothing matches or the pattern is malformed. As in sh, * and ? do
// not match a leading dot unless the pattern's last element starts with
// one.
func expandGlob(dir string, w word) []string {
	if w.pattern == "" {
		return []string{w.text}
	}
	pattern := w.pattern
	if !filepath.IsAbs(pattern) {
		pattern = filepath.Join(dir, pattern)
	}
	matches, err := filepath.Glob(pattern)
	if err != nil || len(matches) == 0 {
		return []string{w.text}
	}
	dotOK := strings.HasPrefix(filepath.Base(w.pattern), ".")
	out := make([]string, 0, len(matches))
	for _, m := range matches {
		if !dotOK && strings.HasPrefix(filepath.Base(m), ".") {
			continue
		}
		if !filepath.IsAbs(w.pattern) {
			if r, err := filepath.Rel(dir, m); err == nil {
				m = r
			}
		}
		out = append(out, m)
	}
	if len(out) == 0 {
		return []string{w.text}
	}
	return out
}
