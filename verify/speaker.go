package verify

import (
	"strings"
	"unicode/utf8"
)

// notSpeakerAct reports a tool word that, in its context, is not the
// speaker using a tool:
//   - an English participle followed by a date describes an item ("#48213
//     (opened 3 May, priority high)", "created on 12 Jan"), unless I/we
//     is its subject;
//   - a Spanish third-person perfect ("Laura ha escrito dos veces") has
//     someone else as its subject: the speaker says "he escrito";
//   - a Japanese verbal noun followed by a noun-forming kanji is part of
//     a compound noun (取得額 acquisition cost, 取得時点 time of retrieval,
//     取得計画 a plan to take leave); followed by まま it is a state
//     (窓が開いたまま: the window left open); followed by a colon it is a
//     label (チケット一覧: the ticket list);
//   - a Chinese verb after 能 or 可以 says what can be done ("网站已经能打开了":
//     the site can be opened again), not what the speaker did;
//   - a Hindi verb in a clause addressed to the user ("आपको … खोलकर देखना
//     होगा": you will have to open it) is the user's step.
func (c *check) notSpeakerAct(in *info, u hit) bool {
	t := u.t.text
	r, _ := utf8.DecodeRuneInString(t)
	switch {
	case r < 0x80:
		if strings.HasSuffix(t, "ed") && !strings.Contains(t, " ") {
			rest := strings.TrimPrefix(c.folded[u.end:min(in.end, u.end+24)], " ")
			rest = strings.TrimPrefix(rest, "on ")
			if dateAhead(rest) {
				before := strings.TrimRight(c.folded[max(in.start, u.start-12):u.start], " ")
				return !strings.HasSuffix(before, " i") && before != "i" && !strings.HasSuffix(before, "we")
			}
		}
		if strings.HasSuffix(t, "ado") || strings.HasSuffix(t, "ido") || strings.HasSuffix(t, "ito") {
			before := c.folded[max(in.start, u.start-8):u.start]
			if (strings.HasSuffix(before, " ha ") || strings.HasSuffix(before, " han ")) && !strings.HasSuffix(before, " se ha ") && !strings.HasSuffix(before, " se han ") {
				return true
			}
		}
	case r >= 0x3040 && r <= 0x30ff || r >= 0x4e00 && r <= 0x9fff:
		after := c.folded[u.end:min(len(c.folded), u.end+9)]
		if strings.HasPrefix(after, "まま") {
			return true
		}
		// "_チケット一覧: receipt_": a noun ending in a colon labels what
		// follows; it reports no act.
		if (strings.HasPrefix(after, ":") || strings.HasPrefix(after, "：")) && !strings.HasSuffix(t, "た") && !strings.HasSuffix(t, "し") {
			return true
		}
		for _, s := range []string{"額", "時点", "時刻", "価格", "単価", "原価", "費用", "日時", "計画", "予定"} {
			if strings.HasPrefix(after, s) {
				return true
			}
		}
		before := c.folded[max(in.start, u.start-9):u.start]
		if strings.HasSuffix(before, "能") || strings.HasSuffix(before, "可以") {
			return true
		}
	case r >= 0x0900 && r <= 0x097f:
		if strings.Contains(c.folded[in.start:u.start], "आपको") {
			return true
		}
	}
	return false
}

// monthWords open an English date.
var monthWords = map[string]bool{"jan": true, "january": true, "feb": true, "february": true, "mar": true, "march": true,
	"apr": true, "april": true, "may": true, "jun": true, "june": true, "jul": true, "july": true, "aug": true, "august": true,
	"sep": true, "sept": true, "september": true, "oct": true, "october": true, "nov": true, "november": true, "dec": true,
	"december": true}

// dateAhead reports whether s opens with a date: "3 May", "May 3",
// "2024-05-03", "12/05".
func dateAhead(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 4 && i < len(s) && s[i] == '-' {
		return true // ISO date
	}
	if i > 0 && i <= 2 && i < len(s) && s[i] == '/' {
		return true
	}
	day := i > 0 && i <= 2 && i < len(s) && s[i] == ' '
	if day {
		s = s[i+1:]
	} else if i > 0 {
		return false
	}
	j := 0
	for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
		j++
	}
	if !monthWords[s[:j]] {
		return false
	}
	// A month name must have a day next to it: "may" alone is a modal.
	return day || j+1 < len(s) && s[j] == ' ' && s[j+1] >= '0' && s[j+1] <= '9'
}

// attributiveAct reports whether an English participle of an action
// modifies the noun after it ("(posted transactions)", "the deleted
// files", "all merged PRs"): a kind of item, not a report that the
// speaker did it. The participle must follow an opening bracket or a
// determiner and precede a word that is not a function word.
func (c *check) attributiveAct(in *info, act *hit) bool {
	t := act.t.text
	if !strings.HasSuffix(t, "ed") || strings.Contains(t, " ") {
		return false
	}
	before := strings.TrimRight(c.folded[in.start:act.start], " ")
	if !strings.HasSuffix(before, "(") {
		i := strings.LastIndexByte(before, ' ')
		switch before[i+1:] {
		case "the", "a", "an", "all", "any", "your", "my", "our", "its", "their", "these", "those", "only", "of":
		default:
			return false
		}
	}
	rest := c.folded[act.end:in.end]
	if !strings.HasPrefix(rest, " ") {
		return false
	}
	w := nextWord(rest)
	if len(w) < 3 || !isLetterByte(w[0]) {
		return false
	}
	switch w {
	case "the", "to", "it", "them", "this", "that", "these", "those", "on", "in", "at", "for", "with", "by", "and", "or",
		"from", "into", "onto", "successfully", "already", "back", "out", "up", "over", "all", "your", "my", "our", "its":
		return false
	}
	return true
}

func isCJKStart(t string) bool {
	r, _ := utf8.DecodeRuneInString(t)
	return isCJK(r)
}

// cjkRunTime reports whether a CJK run verb is followed by a duration
// ("跑了 412 秒", "运行了 3 天", "実行して 5 分"): the verb tells how long
// something has been running, which a process list or status reports; it
// is no claim that the speaker ran anything.
func (c *check) cjkRunTime(u hit) bool {
	rest := c.folded[u.end:min(len(c.folded), u.end+40)]
	rest = strings.TrimLeft(rest, " *")
	rest = strings.TrimPrefix(rest, "了")
	rest = strings.TrimLeft(rest, " *")
	for _, p := range []string{"约", "大约", "将近", "超过", "快", "近"} {
		rest = strings.TrimPrefix(rest, p)
	}
	rest = strings.TrimLeft(rest, " *")
	i := 0
	for i < len(rest) && (rest[i] >= '0' && rest[i] <= '9' || rest[i] == '.' || rest[i] == ',') {
		i++
	}
	if i == 0 {
		for _, n := range []string{"一", "两", "三", "几", "半", "十"} {
			if strings.HasPrefix(rest, n) {
				i = len(n)
				break
			}
		}
		if i == 0 {
			return false
		}
	}
	rest = strings.TrimLeft(strings.TrimLeft(rest[i:], " "), "个個")
	for _, unit := range []string{"秒", "分钟", "分鐘", "分", "小时", "小時", "时间", "天", "日", "周", "週", "个月", "ms", "s ", "min", "h "} {
		if strings.HasPrefix(rest, unit) {
			return true
		}
	}
	return false
}

// commandNoun reports whether 命令/指令 names commands as things ("新的
// Hash 命令", "部分命令延迟降低 87%": a program's commands, a latency)
// rather than one the speaker ran: no verb of running or typing stands
// just before it and no verb of showing or returning follows it ("命令
// 输出显示", "命令返回了 3 行" stay claims).
func (c *check) commandNoun(u hit) bool {
	if u.t.text != "命令" && u.t.text != "指令" {
		return false
	}
	before := c.folded[max(0, u.start-24):u.start]
	for _, v := range []string{"执行", "執行", "运行", "運行", "跑", "用", "敲", "输入", "輸入", "这条", "這條", "该", "該", "那条", "上面的", "上述"} {
		if strings.Contains(before, v) {
			return false
		}
	}
	after := strings.TrimLeft(c.folded[u.end:min(len(c.folded), u.end+24)], " *")
	for _, v := range []string{"显示", "顯示", "输出", "輸出", "返回", "结果", "結果", "的结果", "的输出", "告诉", "报", "打印"} {
		if strings.HasPrefix(after, v) || strings.HasPrefix(after, "的"+v) {
			return false
		}
	}
	return true
}

// searchAttribute reports whether Spanish "búsqueda" follows "<noun> de"
// as an attribute ("el clúster de búsqueda", "motor de búsqueda", "índice
// de búsqueda"): it names a kind of system, as "search cluster" does, not
// a search the speaker ran. "La búsqueda", "resultados de búsqueda" and
// "herramienta de búsqueda" stay claims.
func (c *check) searchAttribute(u hit) bool {
	if u.t.text != "búsqueda" {
		return false
	}
	before := c.folded[max(0, u.start-32):u.start]
	if !strings.HasSuffix(before, " de ") {
		return false
	}
	before = strings.TrimSuffix(before, " de ")
	i := strings.LastIndexFunc(before, func(r rune) bool { return !isWordRune(r) })
	switch w := before[i+1:]; w {
	case "", "resultados", "resultado", "herramienta", "herramientas", "función", "funcion":
		return false
	}
	return true
}

// hindiNegAfter reports whether an English base verb in a Hindi sentence
// is negated after it: "मैंने कुछ execute नहीं किया" (I executed nothing).
// Hindi puts नहीं between the borrowed verb and its auxiliary.
func (c *check) hindiNegAfter(u hit) bool {
	return strings.HasPrefix(c.folded[u.end:min(len(c.folded), u.end+16)], " नहीं")
}

// compoundModifier reports whether the noun w stands right against the
// verb u as one compound ("ウェブ検索はしていない", "web search",
// "网络搜索", "búsqueda web"): it says which kind of the verb's act, not
// what the act was done to.
func compoundModifier(w, u hit) bool {
	return w.end <= u.start && u.start-w.end <= 1 || u.end <= w.start && w.start-u.end <= 1
}

// subClause returns the part of the clause around sp up to the nearest
// comma-like punctuation on each side.
func (c *check) subClause(in *info, sp span) (int, int) {
	lo, hi := in.start, in.end
	if i := strings.LastIndexAny(c.folded[max(lo, sp.start-120):sp.start], ",，、;；:："); i >= 0 {
		lo = max(lo, sp.start-120) + i + 1
	}
	if i := strings.IndexAny(c.folded[sp.end:min(hi, sp.end+120)], ",，、;；:："); i >= 0 {
		hi = sp.end + i
	}
	return lo, hi
}
