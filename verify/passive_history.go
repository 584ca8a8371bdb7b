package verify

import "strings"

// passive_history.go: an act verb that tells a thing's history, not the
// speaker's act. "`storefront-tls` was created 2 days ago", "fue creado
// hace 3 días", "2 天前被创建", "2 日前に作成された", "2 दिन पहले बनाया
// गया": a time before the turn ("ago", "yesterday") makes the verb a fact
// about the object, which its data (an AGE column, a log line) shows; this
// turn's calls cannot have done it then. A first person before the verb
// ("I created it 2 days ago") keeps the claim.

// pastMarks name a time before the turn.
const pastMarks = " ago|yesterday|last week|last month|last year|ayer|semana pasada|mes pasado|año pasado|天前|" +
	"小时前|小時前|分钟前|周前|週前|个月前|個月前|年前|昨天|上周|上週|上个月|去年|日前|時間前|分前|週間前|か月前|ヶ月前|カ月前|昨日|先週|先月|昨年|" +
	"दिन पहले|घंटे पहले|मिनट पहले|हफ़्ते पहले|हफ्ते पहले|महीने पहले|साल पहले|पिछले हफ़्ते|" +
	"पिछले महीने|पिछले साल"

// passiveAfter follow a Chinese, Japanese or Hindi verb in its passive
// (or, in Hindi, intransitive perfect) form; 被 before a Chinese verb
// marks it too.
const passiveAfter = "され|された|されて| गया| गई| गए| गयी"

// objectHistory reports whether the act verb at sp, with no first person
// before it in its sentence, has a time before the turn next to it
// (within a short stretch with no clause break). A Chinese, Japanese or
// Hindi verb, whose person its form does not show, must also be passive
// ("被创建", "作成された", "बनाया गया"): "1 week ago 以降の git log を実行
// しました" is the speaker's act.
func (c *check) objectHistory(in *info, sp span) bool {
	lo, hi := c.sentenceBounds(sp, 60, 48)
	lo, hi = max(lo, sp.start-60), min(hi, sp.end+48)
	before, after := c.folded[lo:sp.start], c.folded[sp.end:hi]
	if i := strings.LastIndexAny(before, ",;:，；：、"); i >= 0 {
		before = before[i+1:]
	}
	if i := strings.IndexAny(after, ",;:，；：、"); i >= 0 {
		after = after[:i]
	}
	verb := c.folded[sp.start:sp.end]
	if firstPersonIn(before) || phraseIn(before, "私|हम|मैं") || wordIn(before, "he") || wordIn(before, "hemos") ||
		wordIn(before, "yo") || hasSuffix(verb, "é") {
		return false
	}
	latin := verb != "" && verb[0] < 0x80
	if !latin && !prefixPhrase(after, passiveAfter) && !hasSubstr(verb, "され") && !hasSubstr(before[max(0, len(before)-12):], "被") {
		return false
	}
	for list := pastMarks; list != ""; {
		var m string
		m, list, _ = cutAt(list, "|")
		if m[0] < 0x80 && wordIn(after, strings.TrimSpace(m)) || m[0] >= 0x80 && (hasSubstr(after, m) || !latin && hasSubstr(before, m)) {
			return true
		}
	}
	// "hace 3 días", "hace unas horas": hace with a span of time.
	if i := indexSubstr(after, "hace "); i >= 0 {
		if r := after[i+5:]; r != "" && (isDigitByte(r[0]) || hasPrefix(r, "un") || hasPrefix(r, "poco")) {
			return true
		}
	}
	return false
}
