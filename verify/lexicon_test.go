package verify

import (
	"strings"
	"testing"
)

// The lexicon files join the phrases of a line with "|" (see lex): a
// doubled or trailing separator would add an empty term, which matches
// at every position.
func TestLexiconPhrases(t *testing.T) {
	for _, term := range lexiconTerms() {
		if term.text == "" {
			t.Errorf("empty phrase (kind %d, family %q): look for \"||\" or a '|' at either end of a joined string", term.kind, term.family)
		}
	}
}

// A tool-use term's words are single-spaced with none at either end:
// additiveOn cuts its first and last words from it rather than split it.
func TestLexiconSpacing(t *testing.T) {
	for _, term := range lexiconTerms() {
		if term.kind == kindUse && strings.Join(strings.Fields(term.text), " ") != term.text {
			t.Errorf("tool-use term %q is not single-spaced", term.text)
		}
	}
}
