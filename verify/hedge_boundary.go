package verify

import (
	"strings"
	"unicode/utf8"
)

// Chinese and Japanese write no spaces between words, so a hedge term
// of one or two characters matches inside words that are no hedge at
// all: 若 ("if") in 若洲公園 (a place), 若者 (young people), 若干
// (some); 次に ("next, I can…") in その次に (after that, in a procedure
// reported); 等你 ("once you…") in 他在等你审批 (he is waiting for your
// approval). cjkWordHedge reports whether the hedge hit at h is such a
// word-internal or non-modal reading, so that classify skips it.
func cjkWordHedge(t string, h span) bool {
	switch t[h.start:h.end] {
	case "若":
		return !zhIfAt(t, h.start, h.end)
	case "次に":
		return !jaNextOffer(t, h.start, h.end)
	case "等你":
		return zhWaitingFor(t, h.start)
	case "计划":
		return planNoun(t, h.start, h.end) // a noun, not "plan to": see hedge_plan_noun.go
	case "请", "請":
		return requestWord(t, h.start)
	case "通常":
		// 通常の before a noun is the attributive "regular" ("通常の全面清掃",
		// a regular full clean), not the adverb "usually" (通常は).
		return hasPrefix(t[h.end:], "の")
	case "一般":
		// 一般論 (speaking generally) and 一般的 hedge in Japanese too.
		return !hasPrefix(t[h.end:], "論") && !hasPrefix(t[h.end:], "的") && jaSentence(t, h.start, h.end)
	}
	return false
}

// jaSentence reports whether the text around t[start:end] (its sentence,
// at most 60 bytes either side) holds kana: Japanese, where 一般 is the
// noun "general, the public" (一般2,380円, 一般選抜, 一般の方) and not the
// Chinese adverb "usually" the zh hedge list gives it; Japanese hedges
// with 一般的に, its own entry.
func jaSentence(t string, start, end int) bool {
	for i := start - 1; i >= 0 && i >= start-60; i-- {
		if t[i] == '\n' {
			break
		}
		if r, _ := decodeRuneAt(t[i:]); kanaRune(r) {
			return true
		}
	}
	for i := end; i < len(t) && i < end+60; {
		r, size := decodeRuneAt(t[i:])
		if r == '\n' || r == '。' {
			break
		}
		if kanaRune(r) {
			return true
		}
		i += size
	}
	return false
}

// kanaRune reports whether r is hiragana or katakana (the middle dot ・
// aside, which Chinese writes too).
func kanaRune(r rune) bool { return r >= 0x3041 && r <= 0x30fa && r != 0x30fb }

// zhIfAt reports whether the 若 at t[start:end] opens a condition: as
// 若是/若要/若有/若需…, after 如/倘/假 (如若, 倘若, 假若), at the start of
// a clause, or answered by 则/則/就 later in its sentence ("若…则…").
// Japanese writes 若 as a morpheme of words (若い, 若者, 若手, 若洲): a
// kana within the next few characters makes it Japanese, where "if" is
// もし.
func zhIfAt(t string, start, end int) bool {
	next, _ := decodeRuneAt(t[end:])
	switch next {
	case '干', '者', '手', '葉', '叶', '松', '洲', '草', '年', '返', '輩', '辈':
		return false // 若干 (some), 若者/若手 (the young), names: a word, not "if"
	case '是', '要', '有', '需', '想', '您', '你', '无', '無', '不', '没', '沒', '未', '能', '仍', '还', '還', '已':
		return true
	}
	for i, n := end, 0; i < len(t) && n < 6; n++ {
		r, size := decodeRuneAt(t[i:])
		if r >= 0x3041 && r <= 0x30fa && r != 0x30fb {
			return false // kana: Japanese text
		}
		i += size
	}
	prev, _ := utf8.DecodeLastRuneInString(t[:start])
	switch {
	case prev == '如' || prev == '倘' || prev == '假':
		return true
	case start == 0 || !isWordRune(prev):
		return true // a clause opens with it
	}
	rest := t[end:]
	if i := strings.IndexAny(rest, "。！？\n"); i >= 0 {
		rest = rest[:i]
	}
	return hasSubstr(rest, "则") || hasSubstr(rest, "則")
}

var (
	jaNextOfferList1 []string
	jaNextOfferList2 []string
)

// hedgeBoundaryLists holds the phrases of the word lists declared above (see barList).
var hedgeBoundaryLists = [...]barList{
	// The lists of jaNextOffer, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&jaNextOfferList1, "ましょう|ませんか|ますか|できます|ください|予定|つもり|たい|なら|れば"},
	{&jaNextOfferList2, "ました|でした|っていました|になっています|流れです"},
}

var _ = splitBars(hedgeBoundaryLists[:])

// jaNextOffer reports whether the 次に at t[start:end] puts what follows
// as a plan or an offer ("次に `npm test` を流して確認できます", "よけれ
// ば次にコミット履歴を見ます") rather than the next step of a sequence the
// reply reports: after の ("その次に", "会議の次に") it orders items, and
// a sentence that goes on in the past ("次に設定を確認しました") reports
// what was done.
func jaNextOffer(t string, start, end int) bool {
	if hasSuffix(t[:start], "の") {
		return false
	}
	rest := t[end:]
	if i := strings.IndexAny(rest, "。！？\n"); i >= 0 {
		rest = rest[:i]
	}
	if containsAny(rest, jaNextOfferList1) {
		return true
	}
	return !containsAny(rest, jaNextOfferList2)
}

// zhWaitingFor reports whether the 等你 at start is the progressive "is
// waiting for you" (在等你, 正在等你, 还在等你, 一直等你): a state the
// reply reports, not the condition "once you …" that hedges what
// follows.
func zhWaitingFor(t string, start int) bool {
	prev, _ := utf8.DecodeLastRuneInString(t[:start])
	switch prev {
	case '在', '着', '著', '直':
		return true
	}
	return false
}

// zhEtcIn reports whether s holds 等 as "etc.", closing a list ("财政部
// 等部门", "新闻报道等，"), which makes the list a sample. 等 is also the
// verb "wait" (等你确认, 再等几分钟, 只能等那条) and a morpheme of words
// (等于 equals, 等级 grade, 等待 wait, 二等座 second class, 幂等
// idempotent, 平等, 相等): those say nothing of the list.
func zhEtcIn(s string) bool {
	for i := 0; ; {
		k := indexSubstr(s[i:], "等")
		if k < 0 {
			return false
		}
		at := i + k
		i = at + len("等")
		prev, _ := utf8.DecodeLastRuneInString(s[:at])
		next, _ := decodeRuneAt(s[i:])
		if hasRune("在再要得能会會就只先还還一二三头頭幂冪平相同不对對中高上下初优優均次", prev) ||
			hasRune("你您我他她它到待着著了一几幾不于於级級值候同号號式效价價", next) {
			continue
		}
		return true
	}
}

// requestWord reports whether the 请/請 at t[start:] is the second
// morpheme of a word ("要請し", "申请了", "邀请", "聘请"), a request or an
// invitation the speaker made, not "please" asking the user.
func requestWord(t string, start int) bool {
	prev, _ := utf8.DecodeLastRuneInString(t[:start])
	switch prev {
	case '申', '邀', '聘', '提', '呈', '宴', '延', '普':
		return true
	case '要':
		// Japanese 要請 (a request); simplified 要请 is "need to ask".
		return hasPrefix(t[start:], "請")
	}
	return false
}

// recordTermHedge reports whether a Chinese or Japanese hedge term at h is
// a part of a term the turn's record writes: "一般選抜" (general
// admission) after a request about "文学部の一般選抜" holds 一般 ("in
// general") as a word's first half; "没有人请事假" over leave rows "事假"
// has 请 as the verb of taking that leave, not "please". The record binds
// the characters to its term, and they qualify nothing.
func (c *check) recordTermHedge(h span) bool {
	t := c.folded
	if h.start >= len(t) || t[h.start] < 0xe3 {
		return false
	}
	r1, n1 := utf8.DecodeRuneInString(t[h.end:])
	if !isCJK(r1) {
		return false
	}
	if term := t[h.start : h.end+n1]; hasSubstr(c.request, term) {
		// The hedge and the character after it: a term of the request
		// that a call was given too ("exam": "一般選抜前期"). The request
		// alone may use the hedge as a hedge ("一般设多少合适？").
		for ci := range c.calls {
			if c.spend(len(c.calls[ci].Args)) && hasSubstr(c.calls[ci].foldedArgs(), term) {
				return true
			}
		}
	}
	switch t[h.start:h.end] {
	case "请", "請":
		r2, n2 := utf8.DecodeRuneInString(t[h.end+n1:])
		if !isCJK(r2) {
			return false
		}
		pair := t[h.end : h.end+n1+n2]
		for ci := range c.calls {
			if c.calls[ci].ok && c.spend(len(c.calls[ci].folded)) && hasSubstr(c.calls[ci].folded, pair) {
				return true
			}
		}
	}
	return false
}
