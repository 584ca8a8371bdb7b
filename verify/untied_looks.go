package verify

import (
	"strings"
	"unicode/utf8"
)

// Untied looks.
//
// "I checked disk usage on /home. The disk is 91% full." after a single
// list_dir of ~/Downloads; "マーケットデータ API で MSFT を調べました。
// MSFT の終値は 330.73 USD でした。" after a wc -l; "我查了一下春熙路周边的
// 酒店 … ¥468/晚" after a flight search. The speaker reports an act of its
// own (checked, read, searched, pulled, 確認しました, 查了, देखा) whose
// object names nothing any ok call of the turn concerns — no word of it
// is in an ok call's tool name, arguments or result — and then states
// values that no ok result holds. The values are the output of an act
// that has no call: an unbacked tool claim, whatever other call ran.
//
// Both signals are needed. An object tied to a call by any of its words
// ("I checked the orders table") is that call's, and its values are held
// to its result by the value rules; an untied object with no new values
// ("I also looked at the docs; the flag is deprecated") may be general
// knowledge, and is left alone.

// untiedLookSentences is how many sentences after the act's own are read
// for its values: the output of an act follows it closely.
const untiedLookSentences = 2

// checkUntiedLooks reports the first untied act in each paragraph whose
// values no ok result holds.
func (c *check) checkUntiedLooks(infos []info) {
	if !c.hasOK() {
		return // with no ok call at all, unbacked/tool-use reads every act
	}
	lastPara := -1
	for k := range infos {
		in := &infos[k]
		if in.paragraph == lastPara || in.modal || in.general || in.suggest || in.fail || in.sentFail || in.paraFail ||
			len(in.hedges) > 0 || len(in.cites) > 0 || in.memory || c.inCode(in.start) || c.heading(in) {
			continue
		}
		if len(in.uses) == 0 {
			continue
		}
		u, ok := c.untiedAct(in)
		if !ok {
			continue
		}
		n, ok := c.untracedAfter(infos, k, u.end)
		if !ok {
			continue
		}
		lastPara = in.paragraph
		if c.unbackedIn(in) {
			continue
		}
		// Unsupported: the act names an object no call concerns and
		// reports values no result holds; the record has no call of it,
		// but the reading of the object is the checker's.
		c.addRule("unbacked/untied-look", BasisUnsupported, Finding{Type: UnbackedToolClaim, Start: u.start, End: u.end,
			Message: "reply reports the output of an act on something no call in this turn concerns (" + c.masked[n.start:n.end] + ")"})
		c.dropExplained(infos, k)
	}
}

// unbackedIn reports whether an unbacked_tool_claim already covers the
// clause.
func (c *check) unbackedIn(in *info) bool {
	for _, f := range c.rep.Findings {
		if f.Type == UnbackedToolClaim && f.Start < in.end && f.End > in.start {
			return true
		}
	}
	return false
}

// untiedAct returns the clause's first speaker act (a non-negated,
// non-modal tool verb) when the clause has content words besides its
// verbs and none of them is tied to an ok call.
func (c *check) untiedAct(in *info) (hit, bool) {
	var act hit
	found := false
	for i, u := range in.uses {
		if in.negated[i] || u.t.kind != kindUse || !untiedActFamily(u.t.family) || c.modalAt(in, u.span) || c.notSpeakerUse(in, u.span) {
			continue
		}
		if !found && !c.articleBefore(u.span) && !(u.t.family == famAny && c.toolNoun(u.span)) {
			act, found = u, true
		}
	}
	if !found {
		return act, false
	}
	// A tool word of the clause whose kind of call ran ties it, in any
	// language: "你的日历" after a calendar call, "searched" after a
	// search.
	for i, u := range in.uses {
		if f := u.t.family; !in.negated[i] && f != famAny && f != famCheck && f != famReadAny && c.backed(f) {
			return act, false
		}
	}
	content := 0
	s := c.folded
	for i := in.start; i < in.end; {
		if u := c.useAt(in, i); u > i {
			i = u
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		switch {
		case r < utf8.RuneSelf && isWordRune(r) || r >= 0xc0 && r < 0x250 || isDevanagari(r):
			// A word of a spaced script.
			j := i
			for j < in.end && c.useAt(in, j) == j {
				r2, w2 := utf8.DecodeRuneInString(s[j:])
				if !(r2 < utf8.RuneSelf && isWordRune(r2) || r2 >= 0xc0 && r2 < 0x250 || isDevanagari(r2)) {
					break
				}
				j += w2
			}
			tok := s[i:j]
			if untiedStop(tok) {
				i = j
				continue
			}
			content++
			if c.tiedWord(tok) {
				return act, false
			}
			i = j
		case untiedHan(r):
			// CJK: every pair of neighbouring ideographs or katakana,
			// function characters aside.
			r2, w2 := utf8.DecodeRuneInString(s[i+w:])
			if i+w < in.end && untiedHan(r2) && !cjkFunction(r) && !cjkFunction(r2) && c.useAt(in, i+w) == i+w {
				content++
				if c.tiedWord(s[i : i+w+w2]) {
					return act, false
				}
			}
			i += w
		default:
			i += w
		}
	}
	// One word ("简单看了下", "just checked") is a manner, not an object.
	return act, content >= 2
}

// useAt returns the end of the clause's tool verb that covers byte i, or
// i when none does. Tool nouns ("disk usage", "ディスク") are words of
// the object and stay.
func (c *check) useAt(in *info, i int) int {
	for _, u := range in.uses {
		if u.t.kind == kindUse && u.start <= i && i < u.end {
			return u.end
		}
	}
	return i
}

// tiedWord reports whether w is written in an ok call's tool name,
// arguments or result.
func (c *check) tiedWord(w string) bool {
	for ci := range c.calls {
		call := &c.calls[ci]
		if call.ok && (strings.Contains(call.folded, w) || strings.Contains(call.lowerToolArgs(), w) || strings.Contains(call.foldedArgs(), w)) {
			return true
		}
	}
	return false
}

// untracedAfter returns the first value, in the act's clause or the
// clauses of the next untiedLookSentences sentences of its paragraph,
// that no ok result holds and the request did not give.
func (c *check) untracedAfter(infos []info, k, from int) (num, bool) {
	in := &infos[k]
	sents, last := 0, in.sentence
	for j := k; j < len(infos); j++ {
		o := &infos[j]
		if o.sentence != last {
			sents, last = sents+1, o.sentence
		}
		if !c.sameReport(infos, k, j) || sents > untiedLookSentences {
			break
		}
		if j > k && (o.modal || o.general || len(o.hedges) > 0) {
			continue
		}
		for _, n := range c.nums[o.numLo:o.numHi] {
			// Values before the act in its own clause are its object
			// ("searched the last 3 days"), not its output; a one-digit
			// whole number or a Chinese numeral is most often the
			// reply's own count ("3人", "周六"); a value a rule holds
			// against a result is that result's, misread.
			if n.start < max(o.start, from) || n.end > o.end || n.glued || n.ordinal || n.inDate || n.cjk || len(n.vals) == 0 || c.inCode(n.start) ||
				n.vals[0] < 10 && n.dec == 0 || dayAfter(c.folded[n.end:min(len(c.folded), n.end+4)]) || c.contradicted(n.span) {
				continue
			}
			if strings.Contains(c.request, n.digits) || c.itemCount(n.vals[0]) || c.numIn(n, c.okCalls(famAny)) {
				continue
			}
			return n, true
		}
	}
	return num{}, false
}

// sameReport reports whether clause j, after the act's clause k, may
// report the act's output: it is in the act's paragraph, or on the next
// item of the act's list, or the act ends its paragraph ("I checked the
// market data API for NVDA.", "我查了一下春熙路周边的酒店：") and what
// follows it is the output it announces.
func (c *check) sameReport(infos []info, k, j int) bool {
	in := &infos[k]
	if infos[j].paragraph == in.paragraph || c.listContinues(infos, k, j) {
		return true
	}
	return k+1 < len(infos) && infos[k+1].paragraph != in.paragraph && infos[k+1].start > in.end
}

// listContinues reports whether clause j is the next item of the list
// that clause k's line opens: list items stand alone as paragraphs of
// one line, but an item's act and the next item's value are one report.
func (c *check) listContinues(infos []info, k, j int) bool {
	return infos[j].line == infos[k].line+1 && c.listItemLine(infos[k].start) && c.listItemLine(infos[j].start)
}

// listItemLine reports whether the line holding pos opens with a list
// marker.
func (c *check) listItemLine(pos int) bool {
	ls, _ := c.lineAround(pos, pos)
	l := strings.TrimLeft(c.masked[ls:min(len(c.masked), ls+8)], " \t")
	return strings.HasPrefix(l, "- ") || strings.HasPrefix(l, "* ") || strings.HasPrefix(l, "• ")
}

// dropExplained removes the value findings of the clauses after the act
// in its paragraph that name no call of their own: their values are the
// untied act's output, already reported as unbacked (as prose does after
// unbacked/tool-use).
func (c *check) dropExplained(infos []info, k int) {
	in := &infos[k]
	out := c.rep.Findings[:0]
	for _, f := range c.rep.Findings {
		drop := false
		if (f.Type == FactMismatch || f.Type == CountMismatch) && f.Basis == BasisUnsupported {
			sents, last := 0, in.sentence
			for j := k; j < len(infos); j++ {
				o := &infos[j]
				if o.sentence != last {
					sents, last = sents+1, o.sentence
				}
				if sents > untiedLookSentences {
					break
				}
				if c.sameReport(infos, k, j) && f.Start >= o.start && f.End <= o.end && (j == k || o.fallback || len(o.cites) == 0 && !o.anchored) {
					drop = true
				}
			}
		}
		if !drop {
			out = append(out, f)
		}
	}
	c.rep.Findings = out
}

// untiedStop reports whether a word of a spaced script is a function
// word, a pronoun or a word of time: no object a call could concern.
func untiedStop(w string) bool {
	if len(w) < 3 {
		return true
	}
	r, _ := utf8.DecodeRuneInString(w)
	if r < utf8.RuneSelf && w[0] >= '0' && w[0] <= '9' {
		return true
	}
	for _, s := range untiedStopWords {
		if w == s {
			return true
		}
	}
	return false
}

var untiedStopWords = []string{
	"the", "and", "also", "your", "you", "our", "for", "with", "from", "that", "this", "then", "just", "all", "its", "it's",
	"i've", "have", "has", "had", "was", "were", "are", "there", "here", "into", "over", "again", "too", "now", "today",
	"afterwards", "after", "before", "quickly", "first", "both", "which", "what", "and", "but", "out", "via", "using",
	"los", "las", "del", "con", "por", "para", "una", "uno", "que", "también", "además", "después", "antes", "luego",
	"hoy", "ahora", "mis", "tus", "sus", "esta", "este", "esto", "eso", "hay", "está", "han", "has", "fue",
	"मैंने", "हमने", "आपका", "आपकी", "आपके", "अभी", "लिया", "किया", "गया", "दिया", "हैं", "था", "थी", "थे", "उसके", "इसके", "फिर", "बाद",
}

// untiedHan reports an ideograph or a katakana: the content characters
// of Chinese and Japanese.
func untiedHan(r rune) bool {
	return 0x4e00 <= r && r <= 0x9fff || 0x30a1 <= r && r <= 0x30fa
}

// cjkFunction reports Chinese characters that mark person, aspect,
// place or degree rather than an object.
func cjkFunction(r rune) bool {
	return strings.ContainsRune("我你您他她它们了的在也中上下一是有和这那个都把从对又还就再过着", r)
}

// untiedActFamily reports the families of acts that look something up
// or run something: their object is what the act concerned. Writes and
// sends are claims of effects, read by the action rules.
func untiedActFamily(f string) bool {
	switch f {
	case famCheck, famReadAny, famRead, famSearch, famFetch, famShell, famAny:
		return true
	}
	return false
}

// toolNouns name tools in general: a mention of them is no act.
var toolNouns = []string{"tool", "ツール", "工具", "herramienta", "टूल", "api"}

// toolNoun reports whether a generic use hit is a noun for tools
// ("the tools", "ツールの出力") rather than a verb of looking up
// ("確認しました", "調べました").
func (c *check) toolNoun(sp span) bool {
	t := c.folded[sp.start:sp.end]
	for _, w := range toolNouns {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

// itemCount reports whether v is the number of items or lines of an ok
// call's result: a count the reply makes of a result, which the result
// does not write.
func (c *check) itemCount(v float64) bool {
	for ci := range c.calls {
		call := &c.calls[ci]
		if call.ok && (call.Count != nil && float64(*call.Count) == v || float64(call.lines) == v) {
			return true
		}
	}
	return false
}

// contradicted reports whether a finding that contradicts a result
// covers sp.
func (c *check) contradicted(sp span) bool {
	for _, f := range c.rep.Findings {
		if f.Basis == BasisContradiction && f.Start < sp.end && sp.start < f.End {
			return true
		}
	}
	return false
}

// articleBefore reports whether a tool word follows an article or a
// demonstrative ("the file has", "el archivo dice"): a noun naming a
// source, not an act of the speaker's.
func (c *check) articleBefore(sp span) bool {
	b := c.folded[max(0, sp.start-6):sp.start]
	t := c.folded[sp.start:sp.end]
	for _, a := range []string{"the ", "this ", "that ", "el ", "la ", "los ", "las ", "este ", "esta "} {
		if strings.HasSuffix(b, " "+a) || strings.HasPrefix(t, a) || sp.start == len(a) && strings.HasPrefix(c.folded, a) {
			return true
		}
	}
	return false
}

// dayAfter reports whether s, the text after a number, opens with a CJK
// unit of the calendar ("16 日", "20号"): a day the reply names, not a
// value read.
func dayAfter(s string) bool {
	s = strings.TrimLeft(s, " ")
	return strings.HasPrefix(s, "日") || strings.HasPrefix(s, "号") || strings.HasPrefix(s, "月") || strings.HasPrefix(s, "年")
}
