package verify

// generalClassifier reports Chinese 个, the counter of things of any kind.
// A specific counter (台, 本, 名, 位) narrows what it counts by itself, but
// "11个公共停车场" and "2400个" (车位) in one reply count different things,
// and only the noun written right after 个 tells them apart. (Japanese 個
// and つ have no noun right after them: "14個あり", "4個上回って" go on
// with the verb, the noun standing before or after の.)
func generalClassifier(noun string) bool { return noun == "个" }

// nounRune reports a Han character, which can start the noun written
// right after 个.
func nounRune(r rune) bool {
	return r >= 0x3400 && r <= 0x9fff || r >= 0xf900 && r <= 0xfaff
}
