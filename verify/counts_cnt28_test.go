package verify

import "testing"

// TestValueNamedPart covers valueNamedPart (counts_carried_part.go): a
// count whose phrase writes a cell of a result ("libres" over LIBRE,
// B-1187 over a buyer column, 済 over a status cell) or a run of Han or
// katakana that heads a value ("ドア" of "ドア不良") counts the items that
// value selects, in any call of the turn; a word of a title or a name
// ("the"), a run inside a longer word ("学校" of "港小学校"), a number, and
// a one-row name after "one" select nothing, and the count is held to the
// result's.
func TestValueNamedPart(t *testing.T) {
	docks := "MUELLE  ESTADO   CAMION\nB-01    OCUPADO  9921-LKM\nB-02    LIBRE    -\nB-03    OCUPADO  4410-HBZ\nB-04    OCUPADO  1187-JTR\nB-05    MANTENIMIENTO  -\nB-06    OCUPADO  7302-KCD\nB-07    LIBRE    -\nB-08    OCUPADO  5561-GFP\nB-09    LIBRE    -\nB-10    OCUPADO  2048-MNS\n"
	lots := "lot_no,variety,buyer\nDN-R-0412,卡罗拉,B-1187\nDN-R-0413,卡罗拉,B-0903\nDN-R-0418,卡罗拉,B-1187\nDN-R-0421,弗洛伊德,B-2260\n"
	orders := "KN-2240 輪島塗 大下漆器店 400枚 済\nKN-2263 塩安漆器 1500枚 済\nKN-2271 大下漆器店 800枚 済\nKN-2305 大下漆器店 2500枚 未発送\n"
	tickets := "MT-101 2024-12-05 握索機 点検 closed\nMT-117 2024-12-21 搬器No.14 ドア不良 closed\nMT-140 2025-01-09 搬器No.31 窓割れ open\nMT-151 2025-01-17 搬器No.14 ドア不良 open\n"
	mails := "1. 2024-12-05 港小学校 教務 面談\n2. 2024-12-04 港小学校 保健室 だより\n3. 2024-12-03 3年2組 担任 材料\n4. 2024-12-02 港小学校 PTA ベルマーク\n"
	books := "1. Dog Man: The Scarlet Shedder | due 2024-12-09\n2. The Wild Robot | due 2024-12-09\n3. Frozen II (DVD) | due 2024-11-29\n"
	invoices := "id\n----\nINV-1004\nINV-1007\n(2 rows)\n"
	grades := countedCall("auction_results", `{"week":"W03"}`, "date,lot,grade\n2025-01-14,12,A5\n2025-01-16,41,A4\n2025-01-18,37,A5\n", 3)
	lookup := countedCall("grading_lookup", `{"lots":[12,41,37]}`, "lot=12 ribeye=64\nlot=41 ribeye=58\nlot=37 ribeye=72\n", 3)
	var cases []typedCase
	for _, tt := range []struct {
		name, lang, reply, result string
		count                     int
		want                      bool
	}{
		{"es cell plural", "es", "En la nave B hay 3 muelles libres de 10: **B-02, B-07 y B-09**. Otros 6 están ocupados y el B-05 sigue en mantenimiento {{receipt:c1}}.", docks, 10, false},
		{"es cell plural wrong", "es", "En la nave B hay 4 muelles libres de 10: **B-02, B-07 y B-09**. Otros 6 están ocupados y el B-05 sigue en mantenimiento {{receipt:c1}}.", docks, 10, true},
		{"zh csv cell", "zh", "买家 B-1187 一个人拿走了两批 {{receipt:c1}}。", lots, 4, false},
		{"zh csv cell wrong", "zh", "买家 B-0903 一个人拿走了两批 {{receipt:c1}}。", lots, 4, true},
		{"ja katakana head wrong", "ja", "ドアのチケットは3件です {{receipt:c1}}。", tickets, 4, true},
		{"ja one-char cell", "ja", "発送済みの3件の合計は ¥4,301,000 です {{receipt:c1}}。", orders, 4, false},
		{"ja katakana head", "ja", "ドアのチケットは2件です {{receipt:c1}}。", tickets, 4, false},
		{"ja run inside a word", "ja", "今週は学校から3件届いています {{receipt:c1}}。", mails, 4, true},
		{"hi one named after", "hi", "बस एक इनवॉइस बाक़ी है — INV-1004 {{receipt:c1}}।", invoices, 2, true},
		{"en title words", "en", "There are 2 items checked out on the family card {{receipt:c1}}.", books, 3, true},
	} {
		request := "?"
		if tt.lang == "es" {
			request = "¿Qué muelles están libres ahora mismo en la nave B?"
		}
		cases = append(cases, typedCase{tt.name, tt.lang, request, []testCall{countedCall("records", `{"q":"x"}`, tt.result, tt.count)}, tt.reply, CountMismatch, tt.want})
	}
	// The grade is a cell of the call the clause does not cite.
	cases = append(cases,
		typedCase{"ja other call", "ja", "A4とA5の差は？", []testCall{grades, lookup}, "A5 の2頭が64・72 cm² です {{receipt:c2}}。", CountMismatch, false},
		typedCase{"ja other call wrong", "ja", "A4とA5の差は？", []testCall{grades, lookup}, "A4 の2頭が58 cm² です {{receipt:c2}}。", CountMismatch, true})
	runTypedCases(t, cases)
}
