package verify

import "testing"

// TestNamedRecordNone: an absence said of an item the clause names (a
// party, a code) is true when that item's own record holds nothing but its
// name, whatever the other records hold, and stays a claim when its record
// holds a value.
func TestNamedRecordNone(t *testing.T) {
	const dues = `[{"buyer":"Agra Footwear Co.","due_inr":412750,"overdue_days":12},{"buyer":"Chennai Export House","due_inr":0,"overdue_days":0}]`
	const coils = `[{"coil":"RC-88190","status":"dispatched","rake":"BOXN-R-2291"},{"coil":"RC-88500","status":"not_found"}]`
	runAbsenceCases(t, []absenceCase{
		{"hi party with zero record", "hi", "बकाया कितना है?", "receivables", `{"buyers":["Agra","Chennai"]}`, dues, 2,
			"- **Agra Footwear:** ₹4.13 लाख बकाया {{receipt:c1}}।\n- **Chennai Export House:** कोई बकाया नहीं।", false},
		{"hi party with dues", "hi", "बकाया कितना है?", "receivables", `{"buyers":["Agra","Chennai"]}`, dues, 2,
			"- **Chennai Export House:** ₹0 {{receipt:c1}}।\n- **Agra Footwear:** कोई बकाया नहीं।", true},
		{"en code not found", "en", "Were they dispatched?", "dispatch_status", `{"coils":["RC-88190","RC-88500"]}`, coils, 2,
			"RC-88190 left on rake BOXN-R-2291 {{receipt:c1}}. There is no coil RC-88500 in the system.", false},
		{"en code dispatched", "en", "Were they dispatched?", "dispatch_status", `{"coils":["RC-88190","RC-88500"]}`, coils, 2,
			"RC-88500 is unknown {{receipt:c1}}. There is no coil RC-88190 in the system.", true},
		{"ja code not found", "ja", "出荷済み？", "dispatch_status", `{"coils":["RC-88190","RC-88500"]}`, coils, 2,
			"RC-88190 は出荷済みです {{receipt:c1}}。RC-88500 のコイルはシステムにありません。", false},
		{"ja code dispatched", "ja", "出荷済み？", "dispatch_status", `{"coils":["RC-88190","RC-88500"]}`, coils, 2,
			"RC-88500 は不明です {{receipt:c1}}。RC-88190 のコイルはシステムにありません。", true},
	})
}
