package verify

import (
	"slices"
	"testing"
)

// The size pass size18 replaced loops over indexAll and columns by plain
// loops over indexFrom and nextColumn; these tests hold each to what it
// replaced.

func TestIndexFromAsIndexAll(t *testing.T) {
	for _, c := range [][2]string{{"", ""}, {"", "a"}, {"a", ""}, {"aaa", "a"}, {"aaa", "aa"}, {"abcabc", "bc"},
		{"x0 y 0 z0", "0"}, {"ab", "abc"}, {"über über", "ü"}} {
		var want, got []int
		for i := range indexAll(c[0], c[1]) {
			want = append(want, i)
		}
		for i := indexFrom(c[0], c[1], 0); i >= 0; i = indexFrom(c[0], c[1], i+1) {
			got = append(got, i)
		}
		if !slices.Equal(got, want) {
			t.Errorf("indexFrom(%q, %q) = %v, indexAll = %v", c[0], c[1], got, want)
		}
	}
}

func TestNextColumnAsColumns(t *testing.T) {
	for _, line := range []string{"", " ", "  \t ", "a", "a b", "a  b", "NAME  READY\tSTATUS ", " x  y z  ", "a \tb", "a  ", "\ta\t\tb"} {
		var want, got []string
		for f := range columns(line) {
			want = append(want, f)
		}
		for f, cols := nextColumn(line); f != ""; f, cols = nextColumn(cols) {
			got = append(got, f)
		}
		if !slices.Equal(got, want) {
			t.Errorf("nextColumn(%q) = %q, columns = %q", line, got, want)
		}
	}
}
