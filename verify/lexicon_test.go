package verify

import "testing"

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
