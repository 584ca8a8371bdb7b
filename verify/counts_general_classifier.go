package verify

// Chinese 个 is the counter of things of any kind. A specific counter (台,
// 本, 名, 位) narrows what it counts by itself, but "11个公共停车场" and
// "2400个" (车位) in one reply count different things, and only the noun
// written right after 个 tells them apart (see quantityNoun). Japanese 個
// and つ have no noun right after them ("14個あり", "4個上回って" go on with
// the verb, the noun standing before or after の), so they are not read so.

// hanLead reports whether b leads the UTF-8 of a common Han character
// (U+4E00–U+9FFF: E4–E9), which can start the noun written after 个.
func hanLead(b byte) bool { return b >= 0xE4 && b <= 0xE9 }

// counterDuration reports whether the text right after Chinese 个 opens
// with a unit of time that takes it: "20 个小时" (20 hours), "3个月" (3
// months), "两个星期" (two weeks). 个 is then the counter of the unit, the
// phrase a length of time, no count of items. The one-character units 日,
// 年, 分 and 周 are not taken: after 个 they begin nouns (个日程, 个分店).
func counterDuration(counter, after string) bool {
	return counter == "个" && (hasPrefix(after, "小时") || hasPrefix(after, "钟头") || hasPrefix(after, "月") || hasPrefix(after, "星期") || hasPrefix(after, "礼拜"))
}
