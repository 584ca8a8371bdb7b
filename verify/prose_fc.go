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

// openVerbs are verbs of opening or reading a document or page.
var openVerbs = []string{"open", "read", "visit", "click", "abr", "leí", "leido", "leído", "打开", "打開", "点开", "開", "読", "閲覧",
	"खोल", "पढ़"}

// openDenialOfSearch reports whether the clause's first-person negated
// verb of opening or reading ("I haven't opened that one", "没打开", "मैंने
// नहीं पढ़ा") is held only against a web search: it lists links and opens
// none of them, so it cannot make the denial false. (A mailbox search
// returns the mails themselves: "I didn't open your inbox" is false.)
func (c *check) openDenialOfSearch(in *info) bool {
	h := c.clearHit(in, kindDenyVerb)
	if h == nil || !containsAny(c.folded[h.start:h.end], openVerbs) {
		return false
	}
	// Beside a link no call fetched, the denial is about that link, as
	// checkUse holds the family verbs ("I didn't open it").
	if c.deniesUnopenedLink(*h) {
		return true
	}
	ci := c.deniedObjectCall(in, *h, false)
	return ci >= 0 && c.searchCall(ci) && len(c.calls[ci].URLs) > 0
}

// searchCall reports whether call ci is a search: its result is a list
// of hits, not the content of any of them.
func (c *check) searchCall(ci int) bool {
	t := c.calls[ci].Tool
	return strings.Contains(t, "search") && !contains(c.calls[ci].families, famFetch) && !contains(c.calls[ci].families, famRead)
}

// opensFetchedLink reports whether a verb of opening sits on a line that
// links a page an ok call fetched ("[model card](https://…)（已打开，receipt）"):
// the opening was that fetch.
func (c *check) opensFetchedLink(u hit) bool {
	if !containsAny(u.t.text, openVerbs) {
		return false
	}
	ls, le := c.lineAround(u.start, u.end)
	line := c.masked[ls:le]
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok || c.searchCall(ci) {
			continue
		}
		for _, url := range call.URLs {
			if len(url) > 10 && strings.Contains(line, url) {
				return true
			}
		}
	}
	return false
}

// trueDenial reports a negated tool word whose denial is true, or no
// denial of the turn's tool use at all:
//   - "nothing on the family calendar": a quantifier before a place (a
//     preposition, a determiner and one modifier) says the place is empty;
//   - "General knowledge, not from the tools:": "not from" labels where
//     the general knowledge that follows comes from;
//   - "Slack पर बताने का मेरे पास कोई टूल नहीं", "no tool to post to
//     Slack": a tool for a purpose is lacking, which no call of another
//     purpose contradicts;
//   - "まだ何も実行していません", "I haven't run anything yet" after calls
//     that only read, listed, searched or fetched: "yet" scopes it to the
//     steps still to come, and reading was not running them. (Without
//     "yet", or beside "this is general knowledge", it denies all tools.)
func (c *check) trueDenial(in *info, u hit) bool {
	for _, h := range in.hits {
		if h.t.kind != kindNone || h.end > u.start || u.start-h.end > 32 {
			continue
		}
		if w := strings.Fields(c.folded[h.end:u.start]); len(w) == 3 && contains(placeWords, w[0]) &&
			contains([]string{"your", "the", "my", "tu", "su", "el", "la", "mi", "tus", "sus"}, w[1]) {
			return true
		}
	}
	if in.general {
		for _, h := range in.hits {
			if h.t.kind == kindNeg && h.end <= u.start && u.start-h.end <= 12 && strings.HasPrefix(c.folded[h.end:u.start], " from") {
				return true
			}
		}
	}
	if toolNoun(u.t.text) && c.purposeTool(in, u) {
		return true
	}
	if u.t.family == famShell && !in.general && c.notYet(in) && c.onlyReadsRan() {
		return true
	}
	return false
}

// toolNoun reports the generic words for a tool.
func toolNoun(t string) bool {
	switch t {
	case "tool", "tools", "a tool", "any tool", "any tools", "herramienta", "herramientas", "टूल", "工具", "ツール":
		return true
	}
	return false
}

// purposeTool reports whether tool noun u has a purpose: "a tool to
// post", "herramienta para publicar", "बताने का … कोई टूल" (an oblique
// infinitive with का/के लिए before it).
func (c *check) purposeTool(in *info, u hit) bool {
	after := c.folded[u.end:min(in.end, u.end+8)]
	if strings.HasPrefix(after, " to ") || strings.HasPrefix(after, " for ") || strings.HasPrefix(after, " para ") {
		return true
	}
	before := c.folded[in.start:u.start]
	return strings.Contains(before, "ने का ") || strings.Contains(before, "ने के लिए ") || strings.Contains(before, "ने की ")
}

// onlyReadsRan reports whether every ok call of the turn only read,
// listed, searched or fetched.
func (c *check) onlyReadsRan() bool {
	any := false
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		any = true
		if !contains(call.families, famRead) && !contains(call.families, famList) && !contains(call.families, famFetch) && !c.searchCall(ci) {
			return false
		}
	}
	return any
}

// notYetWords say a step has not been taken yet.
var notYetWords = []string{"まだ", " yet", "todavía", "aún", "अभी तक", "还没", "尚未"}

// notYet reports whether the clause says something is not done yet.
func (c *check) notYet(in *info) bool {
	return containsAny(c.folded[in.start:in.end], notYetWords)
}

// createVerbs are verbs of creating something.
var createVerbs = []string{"creat", "creado", "creada", "creé", "cree ", "创建", "新建", "作成", "बनाया", "बनाई", "बना दी", "बना दिया"}

// fileWords name files, which a write creates.
var fileWords = []string{"file", "archivo", "fichero", "文件", "ファイル", "फ़ाइल", "फाइल", "`"}

// createdByTool reports whether a verb of creating with no file as its
// object ("ya he creado la invitación") is backed by an ok call whose tool
// creates things of its own (calendar_create_event, jira_create_issue):
// the verb names that tool's act, not a file write.
func (c *check) createdByTool(in *info, u hit) bool {
	if u.t.family != famWrite || !containsAny(u.t.text, createVerbs) || containsAny(c.folded[in.start:in.end], fileWords) {
		return false
	}
	for ci := range c.calls {
		t := c.calls[ci].Tool
		if c.calls[ci].ok && (strings.Contains(t, "create") || strings.Contains(t, "add_") || strings.Contains(t, "_add") ||
			strings.Contains(t, "new_") || strings.Contains(t, "_new")) {
			return true
		}
	}
	return false
}

// citesOwnSource reports whether a passage is a source line that links
// the page its receipt's call fetched ("**Source:** [2024 Developer
// Survey](https://survey…/2024/technology) [receipt]"): the link text is
// that page's title, and the receipt vouches for the link, whatever
// else (a search listing) shows the same title.
func (c *check) citesOwnSource(in *info, lo, hi int) bool {
	if !in.source {
		return false
	}
	p := c.masked[lo:hi]
	for _, ci := range in.cites {
		for _, u := range c.calls[ci].URLs {
			if len(u) > 10 && strings.Contains(p, u) && !c.searchCall(ci) {
				return true
			}
		}
	}
	return false
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

// searchedByQuery reports whether a search verb ("I searched your
// transactions") is backed by an ok call that carried a search query
// (bank_transactions {"query": "netflix"}, jira {"jql": …}): whatever
// its tool is named, that call searched.
func (c *check) searchedByQuery(f string) bool {
	if f != famSearch {
		return false
	}
	for ci := range c.calls {
		a := c.calls[ci].Args
		if c.calls[ci].ok && (strings.Contains(a, `"query"`) || strings.Contains(a, `"q"`) || strings.Contains(a, `"jql"`) ||
			strings.Contains(a, `"pattern"`) || strings.Contains(a, `"search"`) || strings.Contains(a, `"keyword"`)) {
			return true
		}
	}
	return false
}
