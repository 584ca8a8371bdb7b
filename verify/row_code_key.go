package verify

// An item named by its code. A result that lists items keys each by a code
// of letters and digits joined by a hyphen ("ETM1-01", "S2-0378",
// "TSR-4480"), written once, as a CSV field or a JSON value. A reply line
// that opens with such a code — a table row's first cell, a heading or a
// list item that starts with it ("### 2. TSR-4480 — Northern, 40 km/h") —
// restates that item's record, so its values are held to the result as a
// cited clause's are (rowAttributed, verify/rows.go), whatever receipt
// stands elsewhere. The code is no word of any language: the reading is
// the same in all.
