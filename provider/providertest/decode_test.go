package providertest

import (
	"encoding/json"
	"testing"
	"unicode"

	"pgregory.net/rapid"
)

// TestPlainStringMatchesUnmarshal checks the fast path for message content
// against encoding/json: for any JSON string literal, decodeMessage reads
// the same text json.Unmarshal does, escaped or not, valid UTF-8 or not.
func TestPlainStringMatchesUnmarshal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.OneOf(rapid.String(), rapid.StringMatching(`[ -~]*`), rapid.StringOf(rapid.RuneFrom(nil, unicode.Latin, unicode.Han, unicode.Cc)),
			rapid.Map(rapid.SliceOf(rapid.Byte()), func(b []byte) string { return string(b) })).Draw(t, "s")
		var lits [][]byte
		enc, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		lits = append(lits, enc)
		// The same text unescaped, as a client that escapes only what it
		// must would send it, when that is still valid JSON.
		if raw := []byte(`"` + s + `"`); json.Valid(raw) {
			lits = append(lits, raw)
		}
		for _, lit := range lits {
			var want string
			if err := json.Unmarshal(lit, &want); err != nil {
				t.Fatalf("json.Unmarshal(%q): %v", lit, err)
			}
			m, err := decodeMessage(&wireMessage{Role: "user", Content: lit})
			if err != nil {
				t.Fatalf("decodeMessage(%q): %v", lit, err)
			}
			if m.Content != want {
				t.Fatalf("content of %q = %q, want %q (as json.Unmarshal reads it)", lit, m.Content, want)
			}
		}
	})
}
