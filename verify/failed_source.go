package verify

import (
	"fmt"
	"strings"
)

// Results read from a call that did not succeed, while other calls did.
// A reply reports what a failed call would have returned ("the health
// endpoint returned 200 OK" when the fetch of /healthz was blocked and
// only ping ran; "पोर्टल के अनुसार …" after the portal fetch timed out;
// pod states after `kubectl` was denied; "翻訳ツールで日本語に変換しまし
// た" after translate was an unknown tool). The use checks see a tool verb
// some ok call backs, and the value checks a value they cannot place.
// What marks the claim is that it names the failed call's object and no
// ok call's: a word of the failed call's URL (host and path), of its
// command, of its tool name, or the rendering of one in the reply's
// language, or a general source noun (page, endpoint, API, portal,
// dashboard) when the failed call fetched a URL and no call of that tool
// worked. The finding needs
//   - a clause naming such a word, that is a claim (no question, offer,
//     plan, condition, heading or general knowledge);
//   - no failure or negation at the word, in the clause, its sentence or
//     its paragraph, and no clause anywhere that names the word and
//     reports a failure (the reply owns up to it: "the health check was
//     blocked, but ping answers");
//   - a result in it: a value that no call's result, argument or the
//     request holds; or a verb of use or of report ("returned", "lists",
//     "indica", "显示", "によると", "के अनुसार") with a value, a bold or
//     code span no ok result holds, or a block after a colon with a value
//     no ok result holds.
// Values an ok call's result holds, the ok call's own words and the
// user's statements are not a result of the failed call and do not fire.

var (
	sourceNouns       []string
	sourceReportWords []string
	userSaidMarks     []string
)

// failedSourceLists holds the phrases of the word lists declared above (see barList).
var failedSourceLists = [...]barList{
	// sourceNouns name a fetched source in general. A clause naming one reads
	// a page; it ties to a failed fetch when no call of that tool worked.
	{&sourceNouns, "page|site|website|endpoint|api|portal|dashboard|panel|status page|post|article|página|sitio|portal|panel|tablero|artículo|publicación|endpoint|页面|网页|网站|页上|页里|门户|仪表盘|看板|接口|文章|帖子|ページ|サイト|ポータル|ダッシュボード|記事|エンドポイント|पेज|पोर्टल|वेबसाइट|साइट|पोस्ट|लेख|डैशबोर्ड|एंडपॉइंट"},
	// sourceReportWords report what a source gave: verbs of returning,
	// showing and saying, and attributions to a source.
	{&sourceReportWords, "returned|returns|responded|lists|listed|shows|showed|shown|says|said|states|" +
		"reports|indicates|according to|main points|reads|" +
		// A done act of the speaker's: the record says whether it was done.
		"he hecho|he realizado|realicé|hice la|hice el|" +
		"devolvió|devuelve|respondió|indica|muestra|aparece|aparecen|dice|según|figura|puntos|" +
		"显示|写的是|写着|查到|返回|列出|表示|根据|要点|" +
		"によると|となって|と表示|返し|返って|ところ|要点|" +
		"के अनुसार|लौटाया|लौटाई|दिखा|बताया|कहना है|मुख्य बिंदु|लिखा है"},
	// userSaidMarks attribute what follows to the user: a restatement of the
	// request, not a result of any call.
	{&userSaidMarks, "you said|you mentioned|you told|as you|you say|you noted|" +
		"como dijiste|como dices|como comentas|mencionaste|según tú|según me dices|me dijiste|" +
		"你说|你提到|您说|您提到|你刚才说|おっしゃ|とのこと|ご指摘|" +
		"आपने बताया|आपने कहा|आपके अनुसार|आपके मुताबिक|जैसा आपने"},
}

var _ = splitBars(failedSourceLists[:])

// sourceObjectWords render words that name what a call reads or does, as
// tools, URLs and commands spell them, in the reply languages. They add
// to failedObjectWords, which the done-state check shares.
var sourceObjectWords = wordLists(
	"health: health|salud|健康检查|ヘルスチェック|हेल्थ",
	"instance: instancia|实例|インスタンス|इंस्टेंस",
	"meta: metadata|metadatos|元数据|メタデータ|मेटाडेटा",
	"metadata: metadata|metadatos|元数据|メタデータ|मेटाडेटा",
	"translate: translated|translation|traducción|traducido|翻译|翻訳|अनुवाद",
	"rerun: re-run|re-ran|reran|rerun|volví a ejecutar|relancé|重新运行|重跑|重新跑|再実行|दोबारा चला|फिर से चला",
	"retry: retried|reintent|重试|再試行|दोबारा चला",
	"topup: top-up|topped up|recarga|充值|チャージ|रिचार्ज",
	"db: database|base de datos|数据库|データベース|डेटाबेस",
	"database: database|base de datos|数据库|データベース|डेटाबेस",
	"pods: pod",
	"email: email|correo|邮件|メール|ईमेल",
	"weather: weather|clima|天气|天気|मौसम",
)

// sourceURLStop are URL words that name no source: schemes, hosts' and
// files' generic parts.
var sourceURLStop = wordSet("http https www com org net html htm json php aspx index latest")

// sourceTie is what a failed call read or did: words a clause may name it by.
type sourceTie struct {
	call  int
	words []string
	host  []string // the hosts of the URLs it fetched
}

// failedSourceTies returns the ties of the failed calls, each word one no
// ok call was given, returned or is named by.
func (c *check) failedSourceTies() []sourceTie {
	var out []sourceTie
	for _, t := range c.failedTies() {
		out = append(out, sourceTie{call: t.call, words: t.words})
	}
	for fi := range c.calls {
		call := &c.calls[fi]
		if call.ok {
			continue
		}
		k := -1
		for i := range out {
			if out[i].call == fi {
				k = i
			}
		}
		if k < 0 {
			out = append(out, sourceTie{call: fi})
			k = len(out) - 1
		}
		t := &out[k]
		// mayKeep reports whether the reply may hold one of the words
		// add would append for w: only those survive the filter below,
		// so for the others the search of every ok result (okCallNames) is
		// spared, and the ties come out the same.
		mayKeep := func(w string) bool {
			if c.mayHold(w) || len(w) >= 4 && (w[len(w)-1] == 's' || w[len(w)-1] == 'z') && c.mayHold(w[:len(w)-1]) {
				return true
			}
			for _, o := range sourceObjectWords[w] {
				if c.mayHold(o) {
					return true
				}
			}
			return false
		}
		add := func(w string) {
			if len(w) < 3 || !isLowerASCII(w) || sourceURLStop[w] || commonArg[w] || verbWords[w] || !mayKeep(w) || c.okCallNames(w) {
				return
			}
			t.words = append(t.words, w)
			// A path or command word is named in the singular or
			// without its last letter: "healthz" is the health
			// endpoint, "pods" a pod.
			if n := len(w); n >= 4 && (w[n-1] == 's' || w[n-1] == 'z') {
				t.words = append(t.words, w[:n-1])
			}
			t.words = append(t.words, sourceObjectWords[w]...)
		}
		for rest := call.Tool; rest != ""; {
			var w string
			w, rest = nextNameWord(rest)
			w = strings.ToLower(w)
			if len(sourceObjectWords[w]) > 0 && mayKeep(w) && !c.okCallNames(w) {
				t.words = append(t.words, sourceObjectWords[w]...)
			}
		}
		for _, kx := range argStrings(call.Args) {
			key, x := kx[0], kx[1]
			// The host and path of a URL, and the words of a command,
			// name what the call was to read.
			lx := strings.ToLower(x)
			if i := indexSubstr(lx, "://"); i >= 0 || key == "cmd" || key == "command" {
				if i >= 0 {
					lx = lx[i+3:]
					// The host as a whole ("10.0.3.14", "portal.example.gov")
					// names the source too.
					h := lx
					if j := strings.IndexAny(h, "/:?#"); j >= 0 {
						h = h[:j]
					}
					if len(h) >= 4 {
						t.host = append(t.host, h)
						if c.mayHold(h) && !c.okCallNames(h) {
							t.words = append(t.words, h)
						}
					}
				}
				for w, rest := nextFieldFunc(lx, notWordRune); w != ""; w, rest = nextFieldFunc(rest, notWordRune) {
					add(w)
				}
			}
		}
		if hasSubstr(call.Args, "://") {
			fetched := false
			for i := range c.calls {
				fetched = fetched || c.calls[i].ok && c.calls[i].Tool == call.Tool
			}
			if !fetched {
				for _, w := range sourceNouns {
					if w[0] >= 0x80 || c.mayHold(w) && !c.okCallNames(w) {
						t.words = append(t.words, w)
					}
				}
			}
		}
	}
	// Only the words the reply may hold are looked for in each clause.
	n := 0
	for _, t := range out {
		m := 0
		for _, w := range t.words {
			if c.mayHold(w) {
				t.words[m] = w
				m++
			}
		}
		t.words = t.words[:m]
		if len(t.words) > 0 {
			out[n] = t
			n++
		}
	}
	return out[:n]
}

// checkFailedSource reports a result read from a failed call's object.
func (c *check) checkFailedSource(infos []info) {
	if !c.anyFailed() || c.toolClaimFound() {
		return
	}
	var ties []sourceTie
	var owned []int8 // per tie: 0 unknown, 1 owned, 2 not
	tiesDone := false
	var known []num // values a reply may state without a result: the request's and every call's arguments
	knownDone := false
	var ahead wordsAhead
	for k := range infos {
		in := &infos[k]
		if in.fail || in.sentFail || in.denyAll != nil || in.modal || in.general || in.suggest || in.memory ||
			c.inCode(in.start) || c.heading(in) {
			continue
		}
		s := c.folded[in.start:in.end]
		if hasSubstr(s, "://") {
			continue // a source cited by URL: unfetched_source reads it
		}
		if !tiesDone {
			tiesDone, ties = true, c.failedSourceTies()
			if len(ties) == 0 {
				return
			}
			owned = make([]int8, len(ties))
		}
		for ti, t := range ties {
			if !ahead.mayName(c.folded, ti, t.words, in.start, in.end) {
				continue // no word of the tie within the clause
			}
			named := tiedWord(s, t.words)
			if named == "" {
				continue
			}
			if c.userSaid(s) {
				break
			}
			i := strings.Index(s, named)
			// An offer or plan before the word ("I can check the page")
			// states no result; one after it ("还可以叠加") qualifies
			// only what follows.
			if c.modalAt(in, span{in.start + max(0, i), in.start + max(0, i)}) {
				continue
			}
			if c.negatedAtWord(in, s, i, named) {
				continue
			}
			if owned[ti] == 0 {
				owned[ti] = 2
				if c.sourceFailOwned(infos, t) || c.sourceCited(t) {
					owned[ti] = 1
				}
			}
			if owned[ti] == 1 {
				continue
			}
			if !knownDone {
				knownDone = true
				known = append(known, c.reqNums...)
				for j := range c.calls {
					known = append(known, scanNumbers(foldCase(c.calls[j].Args))...)

				}
			}
			if !c.sourceResult(infos, k, known) || c.restatesCallError(span{in.start + max(0, i), in.start + max(0, i) + len(named)}, t.call) {
				continue
			}
			call := &c.calls[t.call]
			// Contradiction: the clause reads out the object of a call
			// the record holds as failed, and no ok call's.
			c.addRule("unbacked/failed-source", BasisContradiction, c.callFinding(UnbackedToolClaim, span{in.start, in.end}, t.call,
				fmt.Sprintf("reply reports a result of %q, but %s did not succeed (%s) and the reply does not say so",
					named, call.Tool, call.Status)))
			c.dropSourceFacts(span{in.start, in.end})
			return
		}
	}
}

// sourceFailOwned reports whether a clause naming the tie reports a
// failure or negates: the reply owns up to the failed call.
func (c *check) sourceFailOwned(infos []info, t sourceTie) bool {
	for k := range infos {
		in := &infos[k]
		s := c.folded[in.start:in.end]
		named := tiedWord(s, t.words)
		if named == "" {
			continue
		}
		if in.fail || in.denyAll != nil {
			return true
		}
		// A negation at the word ("延迟数据这次没拿到", "the page didn't
		// load") is the failure in words the lexicon may lack.
		if c.negatedAtWord(in, s, indexSubstr(s, named), named) {
			return true
		}
	}
	return c.failureNamesArg(infos, t.call)
}

// failureNamesArg reports whether a clause that reports a failure names
// a value the failed call i was given ("打“待回访”标签的操作被拒绝了" for
// order_update {"tag": "待回访"}): the reply owns up to that call in the
// words of its arguments, whichever words the tie looked for.
func (c *check) failureNamesArg(infos []info, i int) bool {
	args := c.calls[i].lowerArgs()
	for k := range infos {
		if !infos[k].fail {
			continue
		}
		s := c.folded[infos[k].start:infos[k].end]
		// Each quoted string of the arguments, keys too: a key is
		// no word of a failure report.
		for rest := args; ; {
			a := indexByte(rest, '"')
			if a < 0 {
				break
			}
			b := indexByte(rest[a+1:], '"')
			if b < 0 {
				break
			}
			x := rest[a+1 : a+1+b]
			rest = rest[a+2+b:]
			if len(x) >= 6 && len(x) <= 60 && !hasSubstr(x, "://") && hasSubstr(s, x) {
				return true
			}
		}
	}
	return false
}

// negatedAtWord reports whether the clause in (its folded text s) negates
// within 24 bytes of the word named at i, or says it did not come after
// it; false when i < 0.
func (c *check) negatedAtWord(in *info, s string, i int, named string) bool {
	return i >= 0 && (c.negatedNear(in, in.start+max(0, i-24), in.start+i+len(named)+24) ||
		notCameAfter(s[i+len(named):min(len(s), i+len(named)+24)]))
}

// sourceResult reports whether clause k states a result: a value no
// result, argument or request holds; or a verb of use or report with a
// value, a bold or code span none of which an ok result holds, in it or
// in the next clause of its sentence ("runner の Pod も確認しましたが、
// `ci-runners` の Pod はすべて Running"); or, after a colon, a block
// ("The health check returned:", "पोस्ट के मुख्य बिंदु:") with such a
// value or span.
func (c *check) sourceResult(infos []info, k int, known []num) bool {
	in := &infos[k]
	s := c.folded[in.start:in.end]
	ok := c.okCalls(famAny)
	unbacked, fresh := false, false
	for _, n := range c.nums[in.numLo:in.numHi] {
		if n.start < in.start || n.end > in.end || n.glued || n.ordinal || len(n.vals) == 0 || c.numIn(n, ok) {
			continue
		}
		if numKnown(n, c.errNums()) {
			continue // the error text quoted ("returned 401"): the failure reported
		}
		unbacked = true
		if !numKnown(n, known) {
			fresh = true
		}
	}
	if fresh {
		return true
	}
	if c.claimsUse(in) || tiedWord(s, sourceReportWords) != "" {
		if unbacked || c.spanUnheld(s, "**") || c.spanUnheld(s, "`") {
			return true
		}
		if k+1 < len(infos) && infos[k+1].sentence == in.sentence {
			nx := &infos[k+1]
			t := c.folded[nx.start:nx.end]
			if !nx.fail && !nx.modal && (c.spanUnheld(t, "**") || c.spanUnheld(t, "`")) {
				return true
			}
		}
	}
	t := strings.TrimRight(c.masked[in.start:in.end], " \t\r\n")
	if !hasSuffix(t, ":") && !hasSuffix(t, "：") {
		return false
	}
	// The block runs to the first blank line after its first line.
	end := len(c.masked)
	if j := indexSubstr(c.masked[min(len(c.masked), in.end+2):], "\n\n"); j >= 0 {
		end = in.end + 2 + j
	}
	end = min(end, in.end+2000)
	for j := k + 1; j < len(infos) && infos[j].start < end; j++ {
		// A failure word in a table cell is a value ("| failed | 9 |"),
		// not the block owning up to one.
		if (infos[j].fail || infos[j].denyAll != nil) && !inTableRow(c.masked, infos[j].start) {
			return false
		}
	}
	for _, n := range c.nums[in.numHi:] {
		if n.start >= end {
			break
		}
		if !n.glued && !n.ordinal && len(n.vals) > 0 && !c.numIn(n, ok) && !numKnown(n, known) {
			return true
		}
	}
	b := c.folded[in.end:end]
	return c.spanUnheld(b, "```") || c.spanUnheld(b, "**")
}

// numKnown reports whether n is one of known.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func numKnown(n num, known []num) bool {
	for _, k := range known {
		if k.digits == n.digits || len(k.vals) > 0 && k.vals[0] == n.vals[0] {
			return true
		}
	}
	return false
}

// spanUnheld reports whether the clause has a span between marks ("**",
// "`") whose text no ok call's result or arguments hold.
func (c *check) spanUnheld(s, mark string) bool {
	for {
		i := indexSubstr(s, mark)
		if i < 0 {
			return false
		}
		s = s[i+len(mark):]
		j := indexSubstr(s, mark)
		if j < 0 {
			return false
		}
		t := strings.Trim(s[:j], " *_`")
		s = s[j+len(mark):]
		if t == "" {
			continue
		}
		held := false
		for k := range c.calls {
			// An error text quoted reports the failure; an ok call's
			// words are its result.
			o := &c.calls[k]
			if o.ok && (hasSubstr(o.folded, t) || hasSubstr(o.lowerArgs(), t)) ||
				!o.ok && hasSubstr(foldCase(o.Result), t) {
				held = true
				break
			}
		}
		if !held {
			return true
		}
	}
}

// sourceCited reports whether the reply cites the host of a URL the
// failed call fetched: a fact attributed to a page that was not fetched is
// unfetched_source, which that check reports.
func (c *check) sourceCited(t sourceTie) bool {
	for _, h := range t.host {
		if hasSubstr(c.folded, h) {
			for _, u := range c.urls {
				if hasSubstr(c.folded[u.start:u.end], h) {
					return true
				}
			}
		}
	}
	return false
}

// errNums returns the numbers of the failed calls' error texts, once per
// check.
func (c *check) errNums() []num {
	if !c.errNumsDone {
		c.errNumsDone = true
		for i := range c.calls {
			if !c.calls[i].ok {
				c.errNumList = append(c.errNumList, scanNumbers(foldCase(c.calls[i].Result))...)
			}
		}
	}
	return c.errNumList
}

// inTableRow reports whether the line holding pos starts with "|".
func inTableRow(s string, pos int) bool {
	i := lastIndexByte(s[:pos], '\n') + 1
	return hasPrefix(strings.TrimLeft(s[i:], " \t"), "|")
}

// dropSourceFacts drops the unsupported fact findings in sp: the clause
// reads a source no call returned, so it has no result to hold its values
// to (as checkUse's unbacked clauses skip the value checks).
func (c *check) dropSourceFacts(sp span) {
	fs := c.rep.Findings
	for i := len(fs) - 1; i >= 0; i-- {
		if f := fs[i]; f.Type == FactMismatch && f.Basis == BasisUnsupported && f.Start >= sp.start && f.End <= sp.end {
			fs = append(fs[:i], fs[i+1:]...)
		}
	}
	c.rep.Findings = fs
}

// userSaid reports whether the clause attributes what it says to the user.
func (c *check) userSaid(s string) bool {
	return containsAny(s, c.heldWords(userSaidMarks))
}

// wordsAhead spares checkFailedSource a search of every clause for every
// word of every tie, which cost a scan of the whole reply per word: it
// keeps where each word next occurs in the folded reply, and a clause
// within which no word's next occurrence lies is passed over with no
// search. The clauses come in order of their start, so the occurrences of
// a word are searched for once in all.
type wordsAhead struct {
	// at is, for word i of tie ti, at[ti*aheadWords+i]: the start of its
	// first occurrence at or after the clause last asked of, len(folded)
	// when there is none; -1 before it is searched for.
	at   [4 * aheadWords]int
	on   bool
	last int // the start of the clause last asked of
}

const aheadWords = 12

// mayName reports whether the clause [start, end) of folded may hold one
// of words, the words of tie ti: false when none occurs within it. Past
// the ties and words it keeps, it says true and tiedWord decides.
func (a *wordsAhead) mayName(folded string, ti int, words []string, start, end int) bool {
	if !a.on || start < a.last {
		a.on = true // the first clause, or one before the last: search anew
		for i := range a.at {
			a.at[i] = -1
		}
	}
	a.last = start
	if ti >= len(a.at)/aheadWords || len(words) > aheadWords {
		return true
	}
	for i, w := range words {
		at := &a.at[ti*aheadWords+i]
		if *at < start {
			// The occurrence found for an earlier clause is behind: the
			// next one from here.
			if j := indexWide(folded[start:], w); j >= 0 {
				*at = start + j
			} else {
				*at = len(folded)
			}
		}
		if *at+len(w) <= end {
			return true
		}
	}
	return false
}
