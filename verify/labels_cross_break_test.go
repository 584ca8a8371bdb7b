package verify

import (
	"math/rand"
	"strings"
	"testing"
)

// TestLastSegmentBreak holds lastSegmentBreak to strings.LastIndexAny on
// random text of the marks, CJK and broken UTF-8.
func TestLastSegmentBreak(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	parts := []string{"\n", ",", ";", "|", "，", "；", "。", "、", "a", " ", "気温", "\xbc\x8c", "\xef", "\xe3\x80", "\x80\x82", "ü", "最高"}
	for range 20000 {
		var b strings.Builder
		for range rng.Intn(8) {
			b.WriteString(parts[rng.Intn(len(parts))])
		}
		s := b.String()
		if got, want := lastSegmentBreak(s), strings.LastIndexAny(s, "\n,;|，；。、"); got != want {
			t.Fatalf("%q: %d, LastIndexAny %d", s, got, want)
		}
	}
}
