package verify

import (
	"unicode/utf8"
)

// A Chinese or Japanese name misread in its family name: 钱建国 for the
// handler 赵建国, 加藤健太 for 佐藤健太. hanNearMiss finds names that share
// the first character and differ in one other; a reply that copies the
// family name by another character of like sound or shape keeps the given
// name whole. A bold Han run of three or four characters no result holds,
// whose characters after the first a result writes as a run of the same
// length with another first character, standing alone, names that one.

// hanFamilyMiss returns the run of res that differs from name in its first
// character only (see above), or "".
func hanFamilyMiss(res, name string) string {
	if n := runeCount(name); n < 3 || n > 4 {
		return ""
	}
	_, fl := decodeRuneAt(name)
	tail := name[fl:]
	for i := 0; i < len(res); {
		k := indexSubstr(res[i:], tail)
		if k < 0 {
			return ""
		}
		st := i + k
		i = st + len(tail)
		r0, s0 := utf8.DecodeLastRuneInString(res[:st])
		if st == 0 || !isHan(r0) {
			continue
		}
		if r, _ := utf8.DecodeLastRuneInString(res[:st-s0]); st-s0 > 0 && isHan(r) {
			continue
		}
		if r, _ := decodeRuneAt(res[i:]); i < len(res) && isHan(r) {
			continue
		}
		return res[st-s0 : i]
	}
	return ""
}
