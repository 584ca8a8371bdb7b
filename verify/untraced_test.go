package verify

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestOneDigitEdit(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"4821", "482", true},          // one inserted
		{"482", "4821", true},          // either order
		{"1,665.80", "1656.8", false},  // separators aside: 166580 vs 16568 is two edits
		{"1,665.80", "1,656.80", true}, // neighbours swapped
		{"71", "74", true},             // one changed
		{"17", "71", true},             // the only two digits swapped
		{"1234", "1243", true},
		{"1234", "2134", true},
		{"1234", "4231", false},    // swapped, but not neighbours
		{"1234", "1256", false},    // two changed
		{"5", "3", false},          // one digit: every one is an edit of every other
		{"14", "4", false},         // one side a single digit
		{"12,500", "12500", false}, // the same digits: not an edit
		{"100", "10000", false},    // two inserted
	} {
		if got := oneDigitEdit(c.a, c.b); got != c.want {
			t.Errorf("oneDigitEdit(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestScaledEdit(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"2,947.5", "2847.50", 1}, // the fraction's trailing zero aside
		{"2,847.5", "2847.50", 0},
		{"5.3", "23", -1}, // the point elsewhere: another scale, not a digit
		{"23", "2.5", -1},
		{"1.2", "120", -1}, // a digit inserted moves the point by one place only
		{"4821", "482", 1},
		{"3.840", "3480", 1}, // 3.840 read as 3840: neighbours swapped
		{"9.0", "80", -1},    // 9 is one digit
	} {
		a, b := scanNumbers(c.a), scanNumbers(c.b)
		if got := scaledEdit(&a[0], &b[0]); got != c.want {
			t.Errorf("scaledEdit(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

// TestUntracedNotFindings: a value that is no one-digit edit of a value of
// the result is recorded as untraced, and leaves the trust and the footer
// alone; the same clause with a misread of the result's value is a finding.
func TestUntracedNotFindings(t *testing.T) {
	tc := testCase{ID: "untraced", Lang: "en", Request: "What did I spend on groceries?", Tools: []string{"db_query"},
		Reply: "You spent €412.70 on groceries in November. {{receipt:c1}}"}
	tc.Calls = append(tc.Calls, testCall{ID: "c1", Tool: "db_query", Args: json.RawMessage(`{"sql":"select * from spend where month='2024-11'"}`), Status: "ok",
		Result: "date,shop,amount\n2024-11-02,Lidl,54.20\n2024-11-09,Aldi,61.35\n2024-11-16,Lidl,48.90\n2024-11-23,Rewe,52.35"})
	reply, rec := build(t, tc)
	rep := Check(reply, rec)
	if len(rep.Findings) != 0 || rep.Trust != TrustVerified {
		t.Errorf("findings %+v, trust %s; want none, verified", rep.Findings, rep.Trust)
	}
	var got []string
	for _, u := range rep.Untraced {
		got = append(got, reply[u.Start:u.End])
		if u.Type != FactMismatch || u.Basis != BasisUnsupported || u.Rule != "fact/untraced" || u.CallID != "c1" {
			t.Errorf("untraced %+v: want a fact_mismatch, unsupported, rule fact/untraced, of c1", u)
		}
	}
	if diff := cmp.Diff([]string{"412.70"}, got); diff != "" {
		t.Errorf("untraced (-want +got):\n%s", diff)
	}
	// The audit record is the report's JSON: the untraced values are in it.
	b, err := json.Marshal(rep)
	if err != nil || !strings.Contains(string(b), `"untraced":[{"type":"fact_mismatch"`) {
		t.Errorf("report JSON %s (err %v): want an untraced list", b, err)
	}

	tc.Reply = "You spent €61.53 at Aldi in November. {{receipt:c1}}" // 61.35 misread
	reply, rec = build(t, tc)
	rep = Check(reply, rec)
	if got := foundTypes(rep); !cmp.Equal(got, []string{FactMismatch}) || len(rep.Untraced) != 0 {
		t.Errorf("near value: findings %v, untraced %+v; want one fact_mismatch, none untraced", got, rep.Untraced)
	}
	if b, _ := json.Marshal(rep); strings.Contains(string(b), `"untraced"`) {
		t.Errorf("report JSON %s: want no untraced key when there are none", b)
	}
}

// TestTrimFractionAllZeros: a reading with more fraction digits than
// digits, all of them zeros, trims to nothing instead of indexing b[-1].
func TestTrimFractionAllZeros(t *testing.T) {
	got, ip := trimFraction([]byte("00"), 3, 0)
	if len(got) != 0 || ip != -1 {
		t.Errorf("trimFraction(00, 3, 0) = %q, %d; want \"\", -1", got, ip)
	}
}
