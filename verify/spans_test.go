package verify

import (
	"slices"
	"testing"

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
