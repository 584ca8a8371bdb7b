package verify

import (
	"unicode/utf8"
)

// Chinese writes "plan" as a verb ("我计划明天迁移", "we plan
// to…": a hedge) and as a noun ("4 个定投计划", "这个计划", "计划列表"):
// a list of plans, a saved plan, a plan's name. The noun is what a result
// lists, and a clause that counts or names it states a fact, not an
// intention. planNoun reports the noun reading of the hedge hit at
// t[start:end] (计划): after a demonstrative (该计划, 此计划, 本计划) or
// the attributive 的, or closing its phrase (followed by
// punctuation, the end, a particle or a word of a list: 计划，计划。计划的
// 计划列表; not 计划中 "planned" nor 计划是 "the plan is to").
func planNoun(t string, start, end int) bool {
	prev, _ := utf8.DecodeLastRuneInString(t[:start])
	next, _ := decodeRuneAt(t[end:])
	return hasRune("该此的本", prev) || end == len(t) || hasRune("，。、；：）,.:\n *的列里都有", next)
}
