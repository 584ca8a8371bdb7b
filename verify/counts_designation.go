package verify

import "strings"

// designation reports whether the text right after a numeral (after, at
// most a few bytes) opens with the Chinese or Japanese marker of a
// designation: 号/號 ("5号房", room No. 5; "3号线", line 3) or 番 ("3番線",
// "2番ゲート"). The numeral then names one item by its number, as "room 5"
// or "sala 5" do in English and Spanish, and counts nothing; in those
// languages the number follows its noun and no count reading takes it.
func designation(after string) bool {
	after = strings.TrimLeft(after, " ")
	return hasPrefix(after, "号") || hasPrefix(after, "號") || hasPrefix(after, "番")
}
