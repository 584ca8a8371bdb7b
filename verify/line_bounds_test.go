package verify

import (
	"strings"
	"testing"
)

// TestNegWordNear holds the words that let a reply drop a value's sign
// to the value's own line and sentence.
func TestNegWordNear(t *testing.T) {
	for _, tc := range []struct {
		text, num string
		neg       bool
	}{
		{"the account is overdrawn by 342.10", "342.10", true},
		{"balance: 342.10 (negative)", "342.10", true},
		{"revenue fell 3% this quarter.\ncash on hand: 342.10", "342.10", false},
		{"ventas: bajó un 3%\nsaldo: 342.10", "342.10", false},
		{"利润下降了。余额为 342.10", "342.10", false},
		{"余额下降到 342.10", "342.10", true},
		{"- cash on hand: 342.10", "342.10", false},
		{"  - cash on hand: 342.10", "342.10", false},
		{"- cash on hand: -342.10", "342.10", true},
		{"- the account is down 342.10", "342.10", true},
		{"cash: 342.10\nrevenue fell 3%", "342.10", false},
		{"as of 2025-06-03 the balance is 342.10", "342.10", false},
		{"10:00 - budget review", "10:00", false},
		{"the balance is - 342.10", "342.10", true},
		{"saldo: -€342,10", "342,10", true},
		{"cambio (−5%)", "5", true},
	} {
		c := &check{folded: tc.text}
		i := strings.LastIndex(tc.text, tc.num)
		if got := c.negWordNear(&num{span: span{i, i + len(tc.num)}}); got != tc.neg {
			t.Errorf("negWordNear(%q at %q) = %v, want %v", tc.text, tc.num, got, tc.neg)
		}
	}
}

func TestLineBounds(t *testing.T) {
	if got := afterLastOf("a\nb. c", "\n", ". "); got != 5 {
		t.Errorf("afterLastOf = %d, want 5", got)
	}
	if got := firstOf("a。b\nc", "\n", "。"); got != 1 {
		t.Errorf("firstOf = %d, want 1", got)
	}
	if afterLastOf("abc", "\n") != -1 || firstOf("abc", "\n") != -1 {
		t.Error("no separator: want -1")
	}
}
