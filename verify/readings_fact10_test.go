package verify

import "testing"

// The fact readings of the fact10 round: a one-value answer tied by its
// unit (a percentage, degrees) or by the name of its source in the
// reply's language; a name given another role of its record; and a
// one-value table row named by its key.
func TestFact10Readings(t *testing.T) {
	count := countedCall("db_query", `{"sql": "SELECT count(*) FROM invoices WHERE paid = false"}`, " count\n-------\n   58\n(1 row)\n", -1)
	disk := countedCall("shell", `{"cmd": "df -h /"}`, "Filesystem  Size  Used Avail Use% Mounted on\n/dev/sdb1  200G  90G  110G  45% /\n", -1)
	temp := countedCall("weather", `{"city": "Lyon"}`, `{"city":"Lyon","temp_c":11.2,"feels_like_c":8.0,"humidity":64}`, -1)
	ticket := countedCall("ticket_get", `{"id": "OPS-77"}`,
		`{"id":"OPS-77","status":"open","assignee":{"name":"Marta Lindqvist"},"reporter":{"name":"Omar Haddad"},"priority":"high"}`, -1)
	rota := countedCall("oncall_get", `{"team": "db"}`, `{"team":"db","primary":{"name":"王磊"},"secondary":{"name":"陈静"}}`, -1)
	sales := countedCall("db_query", `{"sql": "SELECT branch, sum(units) FROM sales GROUP BY 1"}`,
		" branch   | units\n----------+------\n Norte    |  412\n Centro   |  388\n Sur      |  250\n(3 rows)\n", 3)
	rsvp := countedCall("db_query", `{"sql": "SELECT rsvp, count(*) FROM guests GROUP BY rsvp"}`,
		" rsvp  | count\n------+------\n yes   |    17\n maybe |     4\n no    |     2\n(3 rows)\n", 3)
	runNinth(t, []ninthCase{
		// a one-value answer in the reply's language
		{"es source named", "es", "¿Cuántas facturas sin pagar hay?", count, true,
			"La base de datos indica 61 facturas sin pagar.", FactMismatch, true, "fact/scalar-answer"},
		{"zh source named", "zh", "有多少张未付发票？", count, true,
			"数据库显示有 61 张未付发票。", FactMismatch, true, "fact/scalar-answer"},
		{"es source named, right value", "es", "¿Cuántas facturas sin pagar hay?", count, true,
			"La base de datos indica 58 facturas sin pagar.", FactMismatch, false, ""},
		{"hi percentage", "hi", "डिस्क कितनी भरी है?", disk, true,
			"डिस्क 71% भरी है।", FactMismatch, true, "fact/scalar-answer"},
		{"hi percentage, value stated too", "hi", "डिस्क कितनी भरी है?", disk, true,
			"डिस्क 45% भरी है, 90% पर अलर्ट आएगा।", FactMismatch, false, ""},
		{"ja degrees", "ja", "リヨンの気温は？", temp, true,
			"リヨン：15.7℃（体感8℃）、湿度64%。", FactMismatch, true, ""},
		{"en degrees, whole number", "en", "How warm is Lyon?", temp, true,
			"Lyon is at 17 °C, feels like 8 °C.", FactMismatch, true, "fact/scalar-answer"},
		{"en degrees right", "en", "How warm is Lyon?", temp, true,
			"Lyon is at 11.2 °C, feels like 8 °C.", FactMismatch, false, ""},
		{"en degrees, two temperatures unstated", "en", "How warm is Lyon?", temp, true,
			"Lyon is around 9 °C today.", FactMismatch, false, "fact/scalar-answer"},
		// a name given another role of its record
		{"en reporter as assignee", "en", "Who owns OPS-77?", ticket, true,
			"OPS-77 is open.\n- **Assignee:** Omar Haddad\n- **Priority:** high", FactMismatch, true, "fact/role-swap"},
		{"en roles right", "en", "Who owns OPS-77?", ticket, true,
			"OPS-77 is open.\n- **Assignee:** Marta Lindqvist\n- **Reporter:** Omar Haddad", FactMismatch, false, ""},
		{"en role word only before another clause", "en", "Who owns OPS-77?", ticket, true,
			"Omar Haddad reported it, and Marta Lindqvist is working on it.", FactMismatch, false, ""},
		{"es reporter as assignee", "es", "¿Quién lleva OPS-77?", ticket, true,
			"OPS-77 está asignado a Omar Haddad.", FactMismatch, true, "fact/role-swap"},
		{"zh secondary as primary", "zh", "今天谁值班？", rota, true,
			"主值班：陈静，备值班：王磊。", FactMismatch, true, "fact/role-swap"},
		{"zh rota right", "zh", "今天谁值班？", rota, true,
			"主值班：王磊，备值班：陈静。", FactMismatch, false, ""},
		// a one-value row named by its key
		{"zh own value", "zh", "哪个网点卖得最多？", sales, true,
			"卖得最多的是 Norte，一共 412 箱；Centro 紧随其后。", FactMismatch, false, ""},
		{"es own value", "es", "¿Qué sucursal vendió más?", sales, true,
			"La que más vendió fue Norte, con 412 unidades.", FactMismatch, false, ""},
		{"en count before the key it counts", "en", "Who's coming?", rsvp, true,
			"17 yes so far, plus 4 maybes and 2 declines.", FactMismatch, false, ""},
	})
}

// keyRole and roleBefore read a record's keys and a reply's role words.
func TestRoleWords(t *testing.T) {
	for _, tc := range []struct {
		key  string
		want int
	}{{"assignee", 0}, {"reporter", 1}, {"author", 2}, {"merged_by", 3}, {"primary", 4}, {"backup", 5}, {"status", -1}, {"sign", -1}} {
		if got := keyRole(tc.key); got != tc.want {
			t.Errorf("keyRole(%q) = %d, want %d", tc.key, got, tc.want)
		}
	}
	for _, tc := range []struct {
		text string
		want int
	}{
		{"- **assignee:** ", 0},
		{"the assignee is ", 0},
		{"担当が", 0},
		{"副担当は", 5},
		{"作者是 ", 2},
		{"abierta por **", 2},
		{"reported by ", 1},
		{"coauthor ", -1},
		{"it was fixed by ", -1},
	} {
		if got := roleBefore(tc.text, 0, len(tc.text)); got != tc.want {
			t.Errorf("roleBefore(%q) = %d, want %d", tc.text, got, tc.want)
		}
	}
}
