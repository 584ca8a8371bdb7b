package verify

import "strings"

// existentialNoun reports whether the negated tool word u is the head of a
// noun phrase whose existence the clause denies: "there's no chip read for
// bib 880", "there were no search hits", "no hay ninguna lectura", "no hubo
// consulta". The clause says what the world holds (an absence, which the
// absence rules hold to the result), not that the speaker did not act.
func (c *check) existentialNoun(in *info, u hit) bool {
	// "使ったツールはありません", "there were no tools used": no tool is
	// no act of the speaker's, a denial of all tool use.
	if toolNoun(u.t.text) {
		return false
	}
	// Japanese and Chinese put the noun before what denies it: "チップの
	// 読み取りはありません" (there is no read; "読み取りはしていません" denies
	// the act); "没有 880 号的芯片读取记录" (no read record) with no speaker.
	after := c.folded[u.end:in.end]
	if hasPrefixAny(strings.TrimLeft(after, "はがも"), jaNoneWords) && hasPrefixAny(after, jaNoneLead) {
		return true
	}
	if hasPrefixAny(after, zhRecordNouns) && !hasSubstr(c.folded[in.start:u.start], "我") {
		return true
	}
	before := c.folded[max(in.start, u.start-48):u.start]
	at, w := -1, ""
	for _, e := range existentialOpeners {
		if i := strings.LastIndex(before, e); i > at {
			at, w = i, e
		}
	}
	if at < 0 {
		return false
	}
	// Only a noun's modifiers between: at most two words, no punctuation.
	gap := before[at+len(w):]
	if hasAnyRune(gap, ",;:.()—") {
		return false
	}
	return len(strings.Fields(gap)) <= 2
}

// existentialOpeners open a denied existence, in English and Spanish.
var existentialOpeners = splitBar("there's no |there is no |there are no |there was no |there were no |" +
	"there has been no |there have been no |there's not a |there is not a |no hay |no había |no hubo |no existe |no existen ")

// jaNoneLead open what follows a noun whose existence Japanese denies: a
// particle, or the negation itself.
var jaNoneLead = splitBar("は|が|も|あり|な|無")

// jaNoneWords deny existence after a noun: "ありません", "ない", "なし".
var jaNoneWords = splitBar("ありません|ありませんでした|なかった|ない|なし|無し")

// zhRecordNouns after a verb make it a noun's modifier: 读取记录 (a read
// record), 查询结果 (a query's result).
var zhRecordNouns = splitBar("记录|記錄|数据|數據|结果|結果|信息|次数|日志")
