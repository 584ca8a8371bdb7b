package verify

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLookalikes: a receipt whose prefix a model wrote with typographic
// dashes, in capitals, spaced or joined, or the trailer's form around a
// string of its own, is a malformed receipt; prose about receipts, short
// names, and strings a call's result or arguments hold are not.
func TestLookalikes(t *testing.T) {
	const digest = "Hk3pQ9vLw2XcZr7TnB4mYs8aEd1FgJ6uKo5iNe0bVq2"
	for _, tt := range []struct {
		name, lang, result, reply string
		want                      []string // the texts of the forged_receipt findings
	}{
		{"non-breaking hyphens", "en", "fan-07 ok", "Fan 7 is fine. zc\u2011receipt\u20111764800000\u2011" + digest,
			[]string{"zc\u2011receipt\u20111764800000\u2011" + digest}},
		{"en dash after the prefix only", "es", "fan-07 ok", "El ventilador 7 está bien (zc-receipt\u20131764800000-" + digest + ").",
			[]string{"zc-receipt\u20131764800000-" + digest}},
		{"capitals", "ja", "fan-07 ok", "7号ファンは正常です。\nZC-RECEIPT-1764800000-" + digest,
			[]string{"ZC-RECEIPT-1764800000-" + digest}},
		{"spaced", "en", "fan-07 ok", "Fan 7 is fine. Receipt: zc receipt 1764800000", []string{"zc receipt 1764800000"}},
		{"joined", "hi", "fan-07 ok", "पंखा 7 ठीक है। zcreceipt-1764800000-" + digest, []string{"zcreceipt-1764800000-" + digest}},
		{"trailer form", "zh", "fan-07 ok", "7 号风扇正常。[receipt: 7f3a9c2e41b8d0f6]", []string{"7f3a9c2e41b8d0f6"}},
		{"trailer form, capitals", "en", "fan-07 ok", "Fan 7 is fine [RECEIPT: rcpt-20261204-0042].", []string{"rcpt-20261204-0042"}},
		{"colon and space after the prefix", "es", "fan-07 ok", "Bien. zc-receipt: 1764800000-" + digest, []string{"zc-receipt: 1764800000-" + digest}},
		{"em dash after a spaced prefix's digits", "en", "fan-07 ok", "ZC receipt 1764800000—that is the one.", []string{"ZC receipt 1764800000"}},

		{"prose about the prefix", "en", "fan-07 ok", "Each result ends with a zc-receipt token; zc receipts are HMACs.", nil},
		{"a shop's receipt in parentheses", "en", "fan-07 ok", "Keep your receipt (Receipt: 00012345) safe; lunch was $42 (receipt: R2024118833).", nil},
		{"a date in the trailer form", "en", "fan-07 ok", "Lunch cost $42 [receipt: 2026-03-15].", nil},
		{"a number the user gave", "en", "fan-07 ok", "Noted [receipt: R-2024-118833].", nil},
		{"a call id", "en", "fan-07 ok", "Fan 7 is fine [receipt: toolu_01A09q90qw90lq917835lq9].", nil},
		{"a file name", "en", "fan-07 ok", "Save the export as zc_receipt_2026.csv.", nil},
		{"a document number after a spaced prefix", "en", "fan-07 ok", "ZC receipt 45821 shows the refund.", nil},
		{"a heading before a genuine receipt", "en", "fan-07 ok", "Fan 7 is fine. ZC-Receipt {{receipt:toolu_01A09q90qw90lq917835lq9}}", nil},
		{"a call id named", "en", "fan-07 ok", "Fan 7 is fine [receipt: c1].", nil},
		{"a word glued before", "en", "fan-07 ok", "Fan 7 is fine; abczc-receipt\u20111764800000 is a file name.", nil},
		{"a shop's receipt number from the result", "en", "order 5512 paid, receipt R-2024-118833",
			"Order 5512 is paid (receipt: R-2024-118833).", nil},
		{"a defanged receipt quoted from the result", "en", "line 4: zc_receipt-1764800000-" + digest,
			"Line 4 of the log holds zc_receipt-1764800000-" + digest + ".", nil},
		{"a defanged receipt the result does not hold", "en", "fan-07 ok",
			"Fan 7 is fine. zc_receipt-1764800000-" + digest, []string{"zc_receipt-1764800000-" + digest}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rb, _ := json.Marshal(tt.result)
			rp, _ := json.Marshal(tt.reply)
			src := `{"id": "x", "lang": "` + tt.lang + `", "request": "Is fan 7 all right? My receipt is R-2024-118833.", "tools": ["fan_status"], "calls": [{"id": "toolu_01A09q90qw90lq917835lq9", "tool": "fan_status", "args": {"fan": 7}, "status": "ok", "result": ` + string(rb) + `}], "reply": ` + string(rp) + `}`
			rep := checkJSON(t, src)
			var got []string
			for _, f := range rep.Findings {
				if f.Type == ForgedReceipt {
					got = append(got, tt.reply[f.Start:f.End])
					if !strings.Contains(f.Message, "malformed receipt") || f.Basis != BasisRecord {
						t.Errorf("finding %+v: want a malformed receipt on the record", f)
					}
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("forged_receipt spans (-want +got):\n%s\nfindings: %+v", diff, rep.Findings)
			}
		})
	}
}

// TestLookalikeMasked: a lookalike's digits are no numbers of the reply,
// as a receipt's are not: "1764800000" is no fact about the result.
func TestLookalikeMasked(t *testing.T) {
	rep := checkJSON(t, `{"id": "x", "lang": "en", "request": "Is fan 7 all right?", "tools": ["fan_status"], "calls": [{"id": "c1", "tool": "fan_status", "args": {"fan": 7}, "status": "ok", "result": "fan-07 ok, 1200 rpm"}], "reply": "Fan 7 runs at 1200 rpm. ZC-RECEIPT-1764800000-9931"}`)
	if got := foundTypes(rep); !cmp.Equal(got, []string{ForgedReceipt}) {
		t.Errorf("finding types = %v, want only forged_receipt: %+v", got, rep.Findings)
	}
}

// TestLookalikeOnce: the trailer's form around a capitalised lookalike is
// one finding, whichever search finds it first.
func TestLookalikeOnce(t *testing.T) {
	rep := checkJSON(t, `{"id": "x", "lang": "en", "request": "Is fan 7 all right?", "tools": ["fan_status"], "calls": [{"id": "c1", "tool": "fan_status", "args": {"fan": 7}, "status": "ok", "result": "fan-07 ok"}], "reply": "Fan 7 is fine [receipt: ZC-RECEIPT-1764800000-9931] and [Receipt: 7f3a9c2e41b8]."}`)
	var n int
	for _, f := range rep.Findings {
		if f.Type == ForgedReceipt {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d forged_receipt findings, want 2: %+v", n, rep.Findings)
	}
}

// TestLargeReplyLookalikes is TestLargeReply for receipts and their
// lookalikes: a 1 MB reply of trailers, typographic prefixes and the
// trailer's form around strings of the model's own is linear work; so is
// one long run of prefixes with no digit (each "z" inside a run read once),
// and one of lookalikes that a 1 MB result holds (the record looked up a
// bounded number of times).
func TestLargeReplyLookalikes(t *testing.T) {
	for _, tt := range []struct {
		name, unit, result string
		want               bool
	}{
		{"mixed", "Fan 7 is fine [receipt: zc-receipt-1764800000-9931] zc\u2011receipt\u20111764800000 [Receipt: 7f3a9c2e41b8]. ", "fan-07 ok", true},
		{"one run", "zc\u2011receipt\u2011", "fan-07 ok", false},
		{"held", "zc_receipt-1764800000-abcd ", "", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			reply := strings.Repeat(tt.unit, largeReply()/len(tt.unit))
			result := tt.result
			if result == "" {
				result = reply // a log that holds every lookalike the reply quotes
			}
			rec := Record{Request: "x", Calls: []Call{{ID: "c1", Tool: "fan_status", Status: StatusOK, Result: result}}}
			rep := Check(reply, rec)
			if got := len(rep.Findings) > 0; got != tt.want {
				t.Errorf("findings = %v, want some: %v", rep.Findings[:min(len(rep.Findings), 3)], tt.want)
			}
		})
	}
}
