package verify

import (
	"strings"
	"unicode/utf8"
)

// zhVerbs are verbs (and the adverbs that come between 没 and a verb:
// 实际, 真正, 再) that make a preceding 没/没有 the negation of an act —
// "没拿到" (didn't get), "没变" (didn't change), "没有删除" (didn't delete),
// "没有实际扫描" (didn't actually scan) — rather than the existential
// "there is no …" of an absence claim. Verbs of finding (找到, 发现, 看到)
// are left out: "没找到" reports what a search held.
var zhVerbs = []string{"实际", "實際", "真正", "真的", "再", "拿到", "拿", "得到", "收到", "获取", "獲取", "取到", "变", "變",
	"删", "刪", "动", "動", "碰", "做", "清", "移", "装", "裝", "跑", "测", "測", "执行", "執行", "运行", "運行", "重启", "重啟",
	"提交", "推送", "部署", "安装", "安裝", "升级", "升級", "回滚", "回滾", "处理", "處理", "影响", "影響", "进入", "進入"}

// zhVerbalNeg reports whether the text after 没/没有 starts with a verb of
// acting (see zhVerbs). 变化/變化 is the noun "change": "没有变化" is an
// absence claim about a diff.
func zhVerbalNeg(rest string) bool {
	rest = strings.TrimLeft(rest, " *")
	for _, v := range zhVerbs {
		if strings.HasPrefix(rest, v) {
			if (v == "变" || v == "變" || v == "动" || v == "動") && (strings.HasPrefix(rest[len(v):], "化") || strings.HasPrefix(rest[len(v):], "更")) {
				return false // 变化, 变更, 动化: nouns of change, left to changedNothing
			}
			if v == "提交" && strings.HasPrefix(rest[len(v):], "记录") {
				return false // 提交记录: commits, a result's items
			}
			return true
		}
	}
	return false
}

// jaVerbalNegative reports whether a Japanese ない ends a negated verb
// rather than the existential "there is none": the kana before it is a
// verb's negative stem (一致しない, 入れない, 読まない). The existential
// follows a particle: 予定はない, 結果がない, 何もない; after く it is a
// negated adjective (よくない), a judgement. The progressive (いません,
// ていない) is left alone: "ERROR 行は出ていません" (did not appear) is an absence.
func (c *check) jaVerbalNegative(h *hit) bool {
	if h.t.text != "ない" {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(c.folded[:h.start])
	if r < 0x3041 || r > 0x3096 {
		return false // after kanji or katakana: 少ない, 問題ない are other words
	}
	switch r {
	case 'は', 'が', 'も', 'の':
		return false
	}
	// ていない is the progressive of いません: "予定が入っていない" (nothing
	// is scheduled) states an absence like 出ていません.
	if b := strings.TrimSuffix(c.folded[:h.start], "い"); r == 'い' && (strings.HasSuffix(b, "て") || strings.HasSuffix(b, "で")) {
		return false
	}
	return true
}

// latinObject returns the Latin-script word a Hindi "कोई … नहीं" or a
// Chinese or Japanese quantifier is about, when the reply names it in
// English as mixed-script replies do ("कोई conflict section नहीं आया",
// "没有 error"): like "found no errors", such a claim is only false if the
// result mentions that word. Generic result nouns give "".
func (c *check) latinObject(in *info) string {
	a := in.absence
	switch a.t.text {
	case "कोई", "कुछ भी", "没有", "沒有", "没", "无", "無":
	default:
		return ""
	}
	rest := strings.TrimLeft(c.folded[a.end:in.end], " *`")
	rest = strings.TrimPrefix(rest, "भी ")
	rest = strings.TrimPrefix(rest, "任何")
	rest = strings.TrimLeft(rest, " *`")
	i := 0
	for i < len(rest) && (rest[i] >= 'a' && rest[i] <= 'z' || rest[i] == '_' || rest[i] == '-') {
		i++
	}
	w := rest[:i]
	if len(w) < 4 || isAbsenceNoun(w) {
		return ""
	}
	switch w {
	case "results", "result", "matches", "match", "files", "file", "entries", "items", "output", "content", "hits", "records", "lines":
		return ""
	}
	if strings.HasSuffix(w, "s") && len(w) > 4 {
		w = w[:len(w)-1]
	}
	return w
}
