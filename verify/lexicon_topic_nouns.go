package verify

// topicNounTerms name what common data tools report, in every language,
// as "weather" and "calendar" nouns do: a look-up verb with one of these
// objects ("我也看了下空气质量", "在庫の引当も確認した", "I also checked
// the air quality") claims a call whose tool name carries the English
// word (air_quality, inventory_check), and is unbacked when none ran or
// it failed.
func topicNounTerms(l *lex) {
	l.add(kindWeak, "air", "air quality|aqi|calidad del aire|空气质量|空氣品質|空気質|大気質|वायु गुणवत्ता|हवा की गुणवत्ता")
	l.add(kindWeak, "inventory", "inventory|stock levels|inventario|existencias|在庫|库存|庫存|इन्वेंटरी")
}
