package verify

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"
)

func TestIndexAll(t *testing.T) {
	for _, tc := range []struct {
		s, sub string
		want   []int
	}{
		{"aaaa", "aa", []int{0, 1, 2}}, // overlapping occurrences count
		{"a-b-c", "-", []int{1, 3}},
		{"abc", "x", nil},
		{"", "a", nil},
	} {
		if diff := cmp.Diff(tc.want, slices.Collect(indexAll(tc.s, tc.sub))); diff != "" {
			t.Errorf("indexAll(%q, %q) (-want +got):\n%s", tc.s, tc.sub, diff)
		}
	}
	// A caller that stops early stops the search.
	n := 0
	for range indexAll("xxxxxx", "x") {
		n++
		if n == 2 {
			break
		}
	}
	if n != 2 {
		t.Errorf("stopped after %d, want 2", n)
	}
}

// TestWordRuns checks the runs wordRuns yields, their offsets, and that it
// stops when the caller breaks.
func TestWordRuns(t *testing.T) {
	type run struct {
		at int
		w  string
	}
	var got []run
	const s = "a, bc  dé—x"
	for at, end := nextWordRun(s, 0, unicode.IsLetter); at < end; at, end = nextWordRun(s, end, unicode.IsLetter) {
		got = append(got, run{at, s[at:end]})
	}
	want := []run{{0, "a"}, {3, "bc"}, {7, "dé"}, {13, "x"}}
	if !slices.Equal(got, want) {
		t.Errorf("nextWordRun's runs = %v, want %v", got, want)
	}
}

// TestNextWordAt holds nextWordAt to nextWordRun with isWordRune, over
// blanked runs of every length around the eight-byte step.
func TestNextWordAt(t *testing.T) {
	for _, s := range []string{"", " ", "a", "I listed it: [receipt:                                                   ] ok.",
		"x" + strings.Repeat(" ", 7) + "y" + strings.Repeat(" ", 8) + "z" + strings.Repeat(" ", 9) + "é_9",
		"कुल ३ फ़ाइलें।  共 5 件，दे​खा", strings.Repeat(" ", 16), "a_b-c.d  \tе\u0301f"} {
		for i := 0; i <= len(s); i++ {
			ws, we := nextWordRun(s, i, isWordRune)
			gs, ge := nextWordAt(s, i)
			if gs != ws || ge != we {
				t.Errorf("nextWordAt(%q, %d) = %d, %d, want %d, %d", s, i, gs, ge, ws, we)
			}
		}
	}
}

func TestLetterRuns(t *testing.T) {
	var got []letterRun
	const line = "G1次列车 07:00 → Hongqiao-站, café"
	for r, i := nextLetterRun(line, 0); r.word != ""; r, i = nextLetterRun(line, i) {
		got = append(got, r)
	}
	want := []letterRun{{"G", 1, false}, {"次列车", 3, true}, {"Hongqiao", 8, false}, {"站", 1, true}, {"café", 4, false}}
	if len(got) != len(want) {
		t.Fatalf("nextLetterRun's runs = %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("run %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestWordAtLast(t *testing.T) {
	for _, tc := range []struct {
		s, w        string
		first, last int
	}{
		{"the plaza and the plaza", "plaza", 4, 18},
		{"plazas then plaza", "plaza", 12, 12}, // "plazas" holds it, not as a word
		{"plazas, plazaso", "plaza", -1, -1},   // never a word
		{"hotel-plaza 2", "plaza", 6, 6},       // a hyphen bounds a word
		{"东京站和东京站", "东京站", 0, 12},              // no ASCII letters around: a word
		{"", "plaza", -1, -1},
	} {
		if got := wordAt(tc.s, tc.w); got != tc.first {
			t.Errorf("wordAt(%q, %q) = %d, want %d", tc.s, tc.w, got, tc.first)
		}
		if got := lastWordAt(tc.s, tc.w); got != tc.last {
			t.Errorf("lastWordAt(%q, %q) = %d, want %d", tc.s, tc.w, got, tc.last)
		}
	}
}
