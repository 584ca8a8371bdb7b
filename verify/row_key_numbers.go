package verify

import ()

// namesRowKey reports whether a number with the CJK counter written
// right after it spells part of a row's key: "のぞみ1号と3号" names the
// train のぞみ3号, "9号" another row. It is a name of a row, not a value
// of the row the clause is about.
func namesRowKey(text string, n *num, rows []row) bool {
	r, size := decodeRuneAt(text[n.end:])
	if size == 0 || !isCJK(r) {
		return false
	}
	name := n.digits + text[n.end:n.end+size]
	for _, row := range rows {
		if hasSubstr(row.key, name) {
			return true
		}
	}
	return false
}
