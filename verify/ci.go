package verify

import (
	"strings"
	"unicode/utf8"
)

// memoryWords mark a deny-all phrase that names where an answer came from
// ("from memory", "de memoria", "私の知識", "凭记忆", "अपने ज्ञान से")
// rather than saying that no tool ran ("without using any tools").
var memoryWords = []string{"memor", "knowledge", "training", "conocimiento", "知識", "知识", "記憶", "记忆", "याद", "ज्ञान"}

func memoryTerm(t string) bool {
	for _, w := range memoryWords {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

// partialMemory reports whether a "from memory" remark labels only part
// of the reply: the reply cites a valid receipt outside the remark's
// clause, so it grounds the rest in results and says honestly which fact
// is not from them ("Production runs 13.14 [receipt]. Support dates I
// give from memory: …"). That is no denial of the calls that ran. A
// remark that cites a receipt in its own clause contradicts itself and
// stays a denial.
func (c *check) partialMemory(in *info) bool {
	if in.denyAll == nil || !memoryTerm(in.denyAll.t.text) || len(in.cites) > 0 {
		return false
	}
	for _, ct := range c.cites {
		if ct.call >= 0 && (ct.end <= in.start || ct.start >= in.end) {
			return true
		}
	}
	return false
}

// deniesUnreadFile reports whether a negated verb of reading or opening
// has a named file as its object ("cancel.csv の中身までは開いていない",
// "I didn't open cancel.csv") that no ok read call read: the denial is
// about that file, and is true whatever else was read. The object is
// looked for in a short window around the verb on its line (before it in
// Japanese and Hindi, after it in English, Spanish and Chinese).
func (c *check) deniesUnreadFile(u hit) bool {
	ls, le := c.lineAround(u.start, u.end)
	lo, hi := max(ls, u.start-100), min(le, u.end+60)
	// Cut the window at sentence ends: a file of another sentence is not
	// this verb's object.
	w := c.masked[lo:hi]
	if i := strings.LastIndexAny(w[:u.start-lo], "。!?！？;；"); i >= 0 {
		lo += i + 1
	}
	if i := strings.LastIndex(c.masked[lo:u.start], ". "); i >= 0 {
		lo += i + 2
	}
	if i := strings.IndexAny(c.masked[u.end:hi], "。!?！？;；"); i >= 0 {
		hi = u.end + i
	}
	if i := strings.Index(c.masked[u.end:hi], ". "); i >= 0 {
		hi = u.end + i
	}
	w = c.masked[lo:hi]
	found := false
	for i := 0; i < len(w); i++ {
		if w[i] != '.' || i == 0 || i+1 >= len(w) || !isFileByte(w[i-1]) || !isLetterByte(w[i+1]) {
			continue
		}
		st, en := i, i+1
		for st > 0 && isFileByte(w[st-1]) {
			st--
		}
		for en < len(w) && isFileByte(w[en]) {
			en++
		}
		name := strings.TrimRight(w[st:en], ".")
		ext := name[strings.LastIndexByte(name, '.')+1:]
		// An address or a host ("legal@acme.com", "api.example.com")
		// names no file.
		if len(ext) < 2 || len(ext) > 5 || strings.HasPrefix(name, ".") || strings.Contains(name, "://") ||
			st > 0 && w[st-1] == '@' || hostSuffix(ext) {
			i = en
			continue
		}
		found = true
		for ci := range c.calls {
			if c.calls[ci].ok && contains(c.calls[ci].families, famRead) && strings.Contains(c.calls[ci].Args, name) {
				return false // this file was read: the denial is false
			}
		}
		i = en
	}
	return found
}

func hostSuffix(ext string) bool {
	switch ext {
	case "com", "org", "net", "io", "dev", "es", "cn", "jp", "in", "co", "gov", "edu", "app":
		return true
	}
	return false
}

func isFileByte(b byte) bool {
	return isLetterByte(b) || b >= '0' && b <= '9' || b == '_' || b == '-' || b == '/' || b == '.'
}

// negatedUniversal reports whether a "no" negates a universal a word or
// two on ("No falla todo el despliegue, solo un pod", "not all of them"):
// "not all" says some are, which is no absence.
func negatedUniversal(rest string) bool {
	w1 := nextWord(rest)
	if w1 == "" {
		return false
	}
	i := strings.Index(rest, w1)
	w2 := nextWord(rest[i+len(w1):])
	switch w2 {
	case "todo", "toda", "todos", "todas", "all", "every", "everything":
		return true
	}
	return false
}

// degreeWords are Japanese adverbs of degree that make a following ない
// "not much" (余裕はあまりない, それほど多くない): a judgement of amount,
// not the claim that there is none.
var degreeWords = []string{"あまり", "あんまり", "それほど", "そんなに", "さほど", "たいして", "大して", "それ程"}

func degreeBefore(before string) bool {
	before = strings.TrimRight(before, " *")
	for _, d := range degreeWords {
		if strings.HasSuffix(before, d) {
			return true
		}
	}
	return false
}

// capacityNouns name room or headroom: "6 台のノードのどこにも…余裕が
// ありません", "没有空间了", "no queda espacio". A lack of room is read off
// a result that shows usage (Insufficient cpu, 95% used): it is no claim
// that the result held nothing.
var capacityNouns = []string{"余裕", "空き", "余地", "空间", "空間", "余量", "余地", "room", "headroom", "capacity",
	"espacio", "capacidad", "margen", "जगह", "क्षमता"}

// capacityAbsence reports whether the clause's absence is of room: a
// capacity noun stands within the clause, before the negation in the
// verb-final languages or right after the quantifier in the others.
func (c *check) capacityAbsence(in *info) bool {
	a := in.absence
	if a == nil {
		return false
	}
	clause := c.folded[in.start:in.end]
	after := strings.TrimLeft(c.folded[a.end:in.end], " *")
	for _, p := range []string{"任何", "足够的", "足够", "多余的", "多少", "什么"} {
		after = strings.TrimPrefix(after, p)
	}
	for _, n := range capacityNouns {
		if n[0] < utf8.RuneSelf {
			if w := nextWord(c.folded[a.end:in.end]); w == n {
				return true
			}
			continue
		}
		// Chinese: the noun right after the quantifier (没有足够的空间);
		// Japanese: the noun as topic or subject of the negation
		// (余裕がありません), not inside a compound (命名空间).
		if strings.HasPrefix(after, n) {
			return true
		}
		for _, p := range []string{"が", "は", "も"} {
			if i := strings.Index(clause, n+p); i >= 0 {
				rest := clause[i+len(n)+len(p):]
				if strings.Contains(rest, "ない") || strings.Contains(rest, "ありません") {
					return true
				}
			}
		}
	}
	return false
}

// zhResponseVerbs are verbs of answering: "15 分钟没响应再打备值班" (if
// nobody responds in 15 minutes) negates an act, not a result's items.
var zhResponseVerbs = []string{"响应", "響應", "回应", "回應", "接听", "接聽", "接电话", "理会", "理會"}

func zhResponseNeg(rest string) bool {
	rest = strings.TrimLeft(rest, " *")
	for _, v := range zhResponseVerbs {
		if strings.HasPrefix(rest, v) {
			return true
		}
	}
	return false
}

// namedCallTargets narrows an all-clear claim's targets to the calls whose
// command the clause quotes: "`nginx -t` は … 問題なし" judges the config
// test, not the error log another shell call read. With no quoted command
// matching a target, the targets stay.
func (c *check) namedCallTargets(in *info, targets []int) []int {
	s := c.masked[in.start:in.end]
	var out []int
	for i := 0; ; {
		j := strings.IndexByte(s[i:], '`')
		if j < 0 {
			break
		}
		st := i + j + 1
		k := strings.IndexByte(s[st:], '`')
		if k < 0 {
			break
		}
		code := strings.TrimSpace(s[st : st+k])
		i = st + k + 1
		if len(code) < 3 || !strings.ContainsRune(code, ' ') {
			continue // a bare word names a value, not a command
		}
		for _, ci := range targets {
			if strings.Contains(c.calls[ci].Args, code) && !containsInt(out, ci) {
				out = append(out, ci)
			}
		}
	}
	if len(out) == 0 {
		return targets
	}
	return out
}

// markMemory sets memory on every clause of a sentence that holds a
// partial "from memory" remark (see partialMemory).
func (c *check) markMemory(infos []info) {
	for k := range infos {
		if !c.partialMemory(&infos[k]) || c.sentenceDeniesAll(infos, k) {
			continue
		}
		for j := k; j >= 0 && infos[j].sentence == infos[k].sentence; j-- {
			infos[j].memory = true
		}
		for j := k + 1; j < len(infos) && infos[j].sentence == infos[k].sentence; j++ {
			infos[j].memory = true
		}
	}
}

// jaNaiAdjectives are words that end in ない without being "there is
// none": 少ない (few), 危ない (dangerous), 仕方ない (unavoidable),
// 間違いない (certain). "キャッシュが少ないのは" says an amount is small.
var jaNaiAdjectives = []string{"少", "危", "仕方", "仕方が", "間違い", "違い", "勿体", "もったい", "しょうが"}

func jaNaiAdjective(before string) bool {
	for _, a := range jaNaiAdjectives {
		if strings.HasSuffix(before, a) {
			return true
		}
	}
	return false
}

// sentenceDeniesAll reports whether the sentence of infos[k] also holds a
// deny-all phrase that is no memory remark ("Lo respondí sin usar
// herramientas, de memoria"): the whole answer is said to be tool-free.
func (c *check) sentenceDeniesAll(infos []info, k int) bool {
	for j := k; j >= 0 && infos[j].sentence == infos[k].sentence; j-- {
		for _, h := range infos[j].hits {
			if h.t.kind == kindDenyAll && !memoryTerm(h.t.text) {
				return true
			}
		}
	}
	for j := k + 1; j < len(infos) && infos[j].sentence == infos[k].sentence; j++ {
		for _, h := range infos[j].hits {
			if h.t.kind == kindDenyAll && !memoryTerm(h.t.text) {
				return true
			}
		}
	}
	return false
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

// exampleBefore reports whether text ends with a marker of examples: "a
// tool like", "such as", "e.g.", "como", "por ejemplo", "比如", "例如",
// "像", "जैसे", "などの" — what follows is named, not run.
func exampleBefore(before string) bool {
	before = strings.TrimRight(before, " *_(")
	for _, m := range []string{" like", " such as", "e.g.", " eg", " como", "por ejemplo", "比如", "例如", "像", "जैसे", "のような", "などの", "or", " o"} {
		if m == "or" || m == " o" {
			continue
		}
		if strings.HasSuffix(before, m) {
			return true
		}
	}
	return false
}

// scopedSentence reports whether the sentence of a clause, up to the
// clause's end, holds a word that limits what was done ("I only got as
// far as `uptime` — I haven't checked memory yet"): see scopeWords.
func (c *check) scopedSentence(in *info) bool {
	ls, _ := c.lineAround(in.start, in.end)
	s := c.folded[max(ls, in.start-160):in.end]
	if i := strings.LastIndex(s[:len(s)-(in.end-in.start)], ". "); i >= 0 {
		s = s[i+2:]
	}
	return containsAnyWord(stripDisclaimers(s), sentenceScopeWords)
}

// sentenceScopeWords limit what was done across a sentence: "only",
// "solo", "只", "だけ", "सिर्फ़". Softer words of scopeWords ("just so you
// know", "other") need to sit in the denial's own clause.
var sentenceScopeWords = []string{"only", "solo", "sólo", "solamente", "únicamente", "只", "仅", "僅", "だけ", "のみ", "सिर्फ़", "सिर्फ", "केवल"}

// deniesUngivenTarget reports whether a negated verb has as its object a
// numbered target — "#881", ".43", "10.0.0.7", "PR 881" — that no ok
// call was given: "I didn't look at #881's checks" after the checks of
// #877 is a true denial. The object is the first such token within a few
// words after the verb, or (Japanese, Hindi) before it in the clause.
func (c *check) deniesUngivenTarget(in *info, v span) bool {
	if c.deniesUnranCommand(in, v) {
		return true
	}
	tok := numberedTarget(c.masked[v.end:min(in.end, v.end+24)])
	if tok == "" {
		r, _ := utf8.DecodeRuneInString(c.folded[v.start:])
		if r >= 0x3040 && r <= 0x30ff || isDevanagari(r) {
			tok = numberedTarget(c.masked[max(in.start, v.start-40):v.start])
		}
	}
	if tok == "" {
		return false
	}
	for ci := range c.calls {
		if c.calls[ci].ok && strings.Contains(c.calls[ci].Args, tok) {
			return false
		}
	}
	return true
}

// numberedTarget returns the digits of the first "#123" or ".43"-style
// token of s (an issue, a PR, the last part of an address), or "".
func numberedTarget(s string) string {
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == '#' || s[i] == '.') && s[i+1] >= '0' && s[i+1] <= '9' && (i == 0 || s[i-1] == ' ' || s[i-1] == '(') {
			j := i + 1
			for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.') {
				j++
			}
			tok := strings.TrimRight(s[i:j], ".")
			if s[i] == '.' {
				return tok // ".43": an address's last part, as written
			}
			return tok[1:]
		}
	}
	return ""
}

// noneMarkers mark a result line that itself reports an absence: git's
// "nothing to commit", go test's "[no test files]", "No resources found".
var noneMarkers = []string{"nothing", "no ", "[no", "none", "not found", "empty", "0 matches", "0 results"}

// resultSaysNone reports whether a line of the call's result itself says
// there is none of what the clause is about: the line has an absence
// marker and a content word (four letters or more) the clause also has
// ("there's nothing uncommitted" over "nothing to commit, working tree
// clean"; "`cmd/ledger` में कोई test file नहीं" over "cmd/ledger [no
// test files]"). Such a claim repeats the result and is true, however
// long the rest of the result is.
func (c *check) resultSaysNone(in *info, ci int) bool {
	clause := c.folded[in.start:in.end]
	res := c.calls[ci].folded
	for len(res) > 0 {
		line := res
		if i := strings.IndexByte(res, '\n'); i >= 0 {
			line, res = res[:i], res[i+1:]
		} else {
			res = ""
		}
		marked := false
		for _, m := range noneMarkers {
			if k := strings.Index(line, m); k >= 0 && (k == 0 || !isFileByte(line[k-1]) || m[0] == '[') {
				marked = true // a word of its own: not "order_no "
				break
			}
		}
		if !marked {
			continue
		}
		for i := 0; i < len(line); {
			for i < len(line) && !isLetterByte(line[i]) {
				i++
			}
			j := i
			for j < len(line) && isLetterByte(line[j]) {
				j++
			}
			w := line[i:j]
			i = j
			if len(w) < 4 || w == "nothing" || w == "none" || w == "found" || w == "empty" || w == "matches" || w == "results" {
				continue
			}
			if strings.Contains(clause, w) {
				return true
			}
		}
	}
	return false
}

// okToolVerb reports whether a verb is an inflection of an ok tool's name
// ("pinged" after a ping call, "curled" after curl): the tool named is the
// one that ran, whatever family the verb's lexicon entry gives.
func (c *check) okToolVerb(w string) bool {
	for _, suf := range []string{"ed", "ing", "s"} {
		stem := strings.TrimSuffix(w, suf)
		if stem == w || len(stem) < 3 {
			continue
		}
		for ci := range c.calls {
			if c.calls[ci].ok && strings.EqualFold(c.calls[ci].Tool, stem) {
				return true
			}
		}
	}
	return false
}

// modalDenial reports whether a clause's deny-all phrase is hedged. A
// hedge after "from memory" describes what is remembered ("it's from
// memory of what's typically installed"), not the remark: only a hedge
// before it ("if I answered from memory…") or a modal clause counts.
func (c *check) modalDenial(in *info) bool {
	if !c.modalAt(in, in.denyAll.span) {
		return false
	}
	if in.modal {
		return true
	}
	// Hedges all in a main clause of their own before the denial ("I
	// can't reach it, and I used no tool") leave the denial plain.
	own := len(in.hedges) > 0
	for _, h := range in.hedges {
		own = own && h.end <= in.denyAll.start && c.coordinated(h.end, in.denyAll.start)
	}
	if own {
		return false
	}
	for _, h := range in.hedges {
		if h.end <= in.denyAll.start {
			return true
		}
	}
	r, _ := utf8.DecodeRuneInString(in.denyAll.t.text)
	if isCJK(r) {
		// Verb-final languages hedge at the clause's end, but a reason
		// clause ends first: "ツールは使っていないので一般的な傾向からの
		// 話になります" (I used no tools, so this is general): the hedge
		// is on what follows ので, not on the denial.
		after := c.folded[in.denyAll.end:min(in.end, in.denyAll.end+9)]
		for _, p := range []string{"ので", "ため", "から", "，", "、", "所以", "因此"} {
			if strings.HasPrefix(after, p) {
				return false
			}
		}
		return true
	}
	return !memoryTerm(in.denyAll.t.text) || isDevanagari(r)
}
