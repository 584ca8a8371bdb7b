package verify

import "testing"

// TestRowTally: the row pinned most wins only alone; a full tally
// refuses a new row but still counts the rows it holds.
func TestRowTally(t *testing.T) {
	tl := rowTally{max: 2}
	tl.add(0, 1, false)
	tl.add(0, 2, true)
	if _, ok := tl.best(); ok {
		t.Fatal("best of a tie: want none")
	}
	if !tl.add(0, 2, false) {
		t.Fatal("add to a counted row of a full tally refused")
	}
	if tl.add(1, 1, false) {
		t.Fatal("add of a third row to a tally of 2 accepted")
	}
	b, ok := tl.best()
	if !ok || b.ci != 0 || b.row != 2 || b.n != 2 || !b.strong {
		t.Fatalf("best = %+v, %v; want call 0 row 2, n 2, strong", b, ok)
	}
}
