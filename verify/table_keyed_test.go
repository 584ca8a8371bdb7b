package verify

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestKeyedValue checks keyedValue's reading of a key's line, and that
// its binary search over the sorted lines answers as a scan of the result
// does (keyedValueScan, the reference) on random tables.
func TestKeyedValue(t *testing.T) {
	tests := []struct {
		res, key string
		want     float64
		ok       bool
	}{
		{"东京 | 8412\n大阪 | 5170\n", "大阪", 5170, true},
		{"osaka\t5,170 units\n", "osaka", 5170, true},
		{"x osaka 12\nosaka | 7\n", "osaka", 7, true},       // the first occurrence is no line's first field
		{"osaka | 7\nosaka | 8\n", "osaka", 0, false},       // the key on two lines
		{"osakafu | 7\n", "osaka", 0, false},                // a longer key
		{"osaka | 7 and 8\n", "osaka", 0, false},            // no single value
		{"a osaka b osaka c osaka | 9", "osaka", 0, false},  // one long line: never a first field
		{"a osaka b\nosaka | 9\nc osaka", "osaka", 9, true}, // the key's line among others
		{"| osaka | 9 |\nosaka\n", "osaka", 9, true},        // the key alone on its line is no first field
	}
	for _, tt := range tests {
		call := &callInfo{folded: tt.res}
		got, ok := call.keyedValue(tt.key)
		if got != tt.want || ok != tt.ok {
			t.Errorf("keyedValue(%q, %q) = %v, %v; want %v, %v", tt.res, tt.key, got, ok, tt.want, tt.ok)
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	words := []string{"osaka", "osaka fu", "kyoto", "a", "| ", "\t", " ", "12", "3,4", "x", "\n", "\n", "|"}
	for range 3000 {
		var b strings.Builder
		for range r.IntN(30) {
			b.WriteString(words[r.IntN(len(words))])
		}
		res := b.String()
		call := &callInfo{folded: res}
		for _, key := range []string{"osaka", "osaka fu", "kyoto", "a", "x"} {
			gv, gok := call.keyedValue(key)
			wv, wok := keyedValueScan(res, key)
			if gv != wv || gok != wok {
				t.Fatalf("keyedValue(%q, %q) = %v, %v; the scan gives %v, %v", res, key, gv, gok, wv, wok)
			}
		}
	}
}

// keyedValueScan is keyedValue as a scan of the result from each
// occurrence of key, the reference its search is checked against.
func keyedValueScan(res, key string) (float64, bool) {
	var val float64
	found := false
	for off := 0; off < len(res); {
		i := strings.Index(res[off:], key)
		if i < 0 {
			break
		}
		at := off + i
		off = at + len(key)
		ls := strings.LastIndexByte(res[:at], '\n') + 1
		if strings.Trim(res[ls:at], " |\t") != "" {
			continue // not the line's first field
		}
		if off < len(res) && res[off] != ' ' && res[off] != '|' && res[off] != '\t' {
			continue // a longer key
		}
		le := len(res)
		if j := strings.IndexByte(res[off:], '\n'); j >= 0 {
			le = off + j
		}
		v, ok := onlyNumber(res[off:le])
		if !ok || found {
			return 0, false // no single value, or the key on two lines
		}
		val, found = v, true
		off = le
	}
	return val, found
}

// TestLineStartingWith checks lineStartingWith, which finds line starts
// moving forward, against a scan that looks back from every occurrence.
func TestLineStartingWith(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	words := []string{"api-1", "api-12", "web", "a", "| ", "\t", " ", "12", "x", "\n", "\n", "|"}
	for range 3000 {
		var b strings.Builder
		for range r.IntN(30) {
			b.WriteString(words[r.IntN(len(words))])
		}
		text := b.String()
		for _, w := range []string{"api-1", "web", "a", "x"} {
			if got, want := lineStartingWith(text, w), lineStartingWithScan(text, w); got != want {
				t.Fatalf("lineStartingWith(%q, %q) = %q; the scan gives %q", text, w, got, want)
			}
		}
	}
}

// lineStartingWithScan is lineStartingWith looking back from each
// occurrence to its line's start, the reference.
func lineStartingWithScan(text, w string) string {
	found := ""
	for at := 0; at < len(text); {
		j := strings.Index(text[at:], w)
		if j < 0 {
			break
		}
		j += at
		at = j + len(w)
		ls := strings.LastIndexByte(text[:j], '\n') + 1
		if strings.TrimLeft(text[ls:j], " \t|") != "" || at < len(text) && isIDByte(text[at]) {
			continue
		}
		le := strings.IndexByte(text[j:], '\n')
		if le < 0 {
			le = len(text)
		} else {
			le += j
		}
		if found != "" {
			return ""
		}
		found = text[ls:le]
	}
	return found
}
