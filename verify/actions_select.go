package verify

// selectEnd returns where the read-only SQL query of a call's lowercased
// tool and arguments begins ("select … from …"), or len(s). A SELECT reads:
// the tables and columns it names after its keyword (purchase_lines,
// sent_at, deleted_rows) are names, not acts, so "SELECT … FROM
// purchase_lines" backs no "I placed the order", while a query that
// writes ("delete from", "insert into … select") has its verb first.
func selectEnd(s string) int {
	if k := indexSubstr(s, "select "); k >= 0 && hasSubstr(s[k:], " from ") {
		return k
	}
	return len(s)
}
