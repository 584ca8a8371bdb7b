package verify

import (
	"strings"

	"github.com/pramana-dev/pramana/receipt"
)

// trimEmphasis ends before its trailing underscores a malformed token that
// closes a Markdown emphasis opened earlier on its line ("_Receipts: tokA
// tokB_"): receipt.Scan only sees emphasis that opens right before the
// token, but a model italicises a whole footer line. The underscores are
// digest characters, so they joined the token; the trimmed token must
// still parse, and is then verified by its MAC like any other.
func trimEmphasis(text string, toks []receipt.Token) {
	for i := range toks {
		t := &toks[i]
		if t.Err == nil || !strings.HasSuffix(t.Text, "_") {
			continue
		}
		lo := max(0, t.Start-400) // a footer line; bounded so that many tokens stay linear
		ls := lo + strings.LastIndexByte(text[lo:t.Start], '\n') + 1
		line := text[ls:t.Start]
		opened := strings.HasPrefix(line, "_") || strings.Contains(line, " _") || strings.Contains(line, "(_")
		if !opened {
			continue
		}
		for k := t.End - 1; k >= t.End-2 && k > t.Start && text[k] == '_'; k-- {
			if r, err := receipt.Parse(text[t.Start:k]); err == nil {
				*t = receipt.Token{Start: t.Start, End: k, Text: text[t.Start:k], Receipt: r}
				break
			}
		}
	}
}
