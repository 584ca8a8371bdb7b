package receipt

import (
	"errors"
	"strings"
	"testing"
)

func TestLimitLedger(t *testing.T) {
	s, err := NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.LimitLedger(2500)
	var es []Entry
	for i := range 5 {
		e, err := s.Sign(Call{ID: string(rune('a' + i)), Tool: "t", Args: []byte(`{}`), Result: strings.Repeat("x", 1000)})
		if err != nil {
			t.Fatal(err)
		}
		es = append(es, e)
	}
	// 5 entries of 1002 bytes under a 2500-byte bound: the oldest three
	// are trimmed, the newest two kept whole.
	for i, e := range es {
		got, err := s.Verify(e.Receipt.String())
		if err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
		wantTrimmed := i < 3
		if got.Trimmed != wantTrimmed || (got.Result == "") != wantTrimmed || got.Seq != e.Seq || got.ID != e.ID || got.Tool != "t" {
			t.Errorf("entry %d: trimmed=%v result=%d bytes seq=%d id=%q", i, got.Trimmed, len(got.Result), got.Seq, got.ID)
		}
	}
	// A trimmed entry's receipt with another timestamp is still a forgery.
	r := es[0].Receipt
	r.Timestamp++
	if _, err := s.VerifyReceipt(r); !errors.Is(err, ErrForged) {
		t.Errorf("altered timestamp on a trimmed receipt: %v", err)
	}
	// The newest entry survives even when it alone is over the bound.
	s.LimitLedger(10)
	if got, _ := s.Verify(es[4].Receipt.String()); got.Trimmed {
		t.Error("the newest entry was trimmed")
	}
	if got, _ := s.Verify(es[3].Receipt.String()); !got.Trimmed {
		t.Error("lowering the bound did not trim")
	}
}
