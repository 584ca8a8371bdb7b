package verify

import "testing"

// TestPassesOnObject: a receipt of an act on the record a look-up found
// vouches for a passage that names that record, whose details are the
// look-up's; without the record named, the details are the look-up's
// alone and the receipt is misattributed.
func TestPassesOnObject(t *testing.T) {
	calls := []testCall{
		okCall("booking_search", `{"guest": "Okonkwo", "date": "2026-04-11"}`, `[{"booking":"BK-55190","court":"Court 4","start":"18:30","coach":"Delphine Roussel"}]`),
		okCall("booking_cancel", `{"booking": "BK-55190", "reason": "guest request"}`, `{"status":"cancelled"}`),
	}
	runTypedCases(t, []typedCase{
		{"en record named", "en", "Cancel Okonkwo's court on the 11th.", calls,
			"Cancelled: booking BK-55190, Court 4 at 18:30 with Delphine Roussel {{receipt:c2}}.", ForgedReceipt, false},
		{"zh record named", "zh", "取消 Okonkwo 11 号的场地。", calls,
			"已取消预订 BK-55190（Court 4，18:30，教练 Delphine Roussel）{{receipt:c2}}。", ForgedReceipt, false},
		{"en record not named", "en", "Cancel Okonkwo's court on the 11th.", calls,
			"Okonkwo has Court 4 at 18:30 with Delphine Roussel {{receipt:c2}}.", ForgedReceipt, true},
	})
}
