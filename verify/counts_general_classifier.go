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
