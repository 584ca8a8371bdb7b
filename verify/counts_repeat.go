package verify

import "strings"

// counts_repeat.go: "我再查一次全量", "再跑两次", "重新试一次": a number
// after 再 or 重新 (again) and a verb counts repetitions of an act to come,
// not items of a result.

// repeatBefore reports whether text (the few bytes before a number) holds
// 再 or 重新 with at most six bytes after it: a verb of one or two
// characters ("再查", "再跑", "重新试").
func repeatBefore(text string) bool {
	if isASCII(text) {
		return false // 再, 重新: no ASCII text holds them
	}
	for _, w := range []string{"再", "重新"} {
		if i := strings.LastIndex(text, w); i >= 0 && len(text)-i-len(w) <= 6 {
			return true
		}
	}
	return false
}
