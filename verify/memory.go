package verify

import (
	"strings"
)

var (
	memoryWords []string
)

// memoryLists holds the phrases of the word lists declared above (see barList).
var memoryLists = [...]barList{
	// memoryWords mark a deny-all phrase that names where an answer came from
	// ("from memory", "de memoria", "私の知識", "凭记忆", "अपने ज्ञान से")
	// rather than saying that no tool ran ("without using any tools").
	{&memoryWords, "memor|knowledge|training|conocimiento|知識|知识|記憶|记忆|याद|ज्ञान|" +
		// Other names of the speaker's own knowledge (see denialPhrasingTerms).
		"already know|top of my head|recall|recuerdo|印象|经验|うろ覚え|知っている範囲|" +
		"常识"},
}

var _ = splitBars(memoryLists[:])

// It stays a call for the release binary's size (size18).
//
//go:noinline
func memoryTerm(t string) bool {
	for _, w := range memoryWords {
		if hasSubstr(t, w) {
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

// markMemory sets memory on every clause of a sentence that holds a
// partial "from memory" remark (see partialMemory).
func (c *check) markMemory(infos []info) {
	c.knowledgeRemarks(infos)
	for k := range infos {
		if !c.partialMemory(&infos[k]) || c.sentenceDeniesAll(infos, k) || c.memoryLabelsCited(infos, k, infos[k].denyAll) || c.memoryNamesCited(&infos[k]) {
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

// memoryQuantity reports whether "de memoria" / "from memory" is a
// quantity of memory ("768Mi de memoria", "uso de memoria", "freed 2 GB
// from memory"), not an answer given without tools.
func (c *check) memoryQuantity(h hit) bool {
	if !hasSubstr(h.t.text, "memor") {
		return false
	}
	// Emphasis marks around a value ("al **91,4 %** de memoria") are
	// layout, not words.
	before := strings.TrimRight(c.folded[max(0, h.start-24):h.start], " *_")
	if hasSuffix(before, "%") {
		return true // "-56 % de memoria": a share of memory
	}
	i := strings.LastIndexFunc(before, func(r rune) bool { return !isWordRune(r) })
	w := before[i+1:]
	if strings.IndexFunc(w, func(r rune) bool { return r >= '0' && r <= '9' }) >= 0 {
		return true
	}
	// "el límite de memoria", "sin presión de memoria": a word after an
	// article or preposition is a noun, and a noun before "de memoria"
	// makes a compound; the aside follows a verb ("te lo digo de
	// memoria", "respondí de memoria").
	if nounOpeners[wordBefore(before, len(before)-len(w))] {
		return true
	}
	return memoryAmountWords[w]
}

// memoryAmountWords before "memoria" or "memory" make it the measured
// thing: units, use, and how much is free or taken ("uso de memoria",
// "gb de memoria", "leaked memory"). A set, not a switch of its words:
// the switch was some 750 bytes of code (the release binary's size, size20).
var memoryAmountWords = wordSet("mi gi ki mb gb kb mib gib uso usa usan consumo consume ocupa falta fuga " +
	"libre poca mucha más menos freed leaked evicted loaded read")

// nounOpeners are Spanish and English articles and prepositions: the word
// after one is a noun.
var nounOpeners = wordSet("el la los las un una unos unas del al sin con su sus the an")

// wordBefore returns the space-separated word that ends right before
// s[:end] and its one space ("" when there is none).
func wordBefore(s string, end int) string {
	if end < 1 || s[end-1] != ' ' {
		return ""
	}
	return s[strings.LastIndexByte(s[:end-1], ' ')+1 : end-1]
}

// memoryNamesCited reports whether a "from memory" remark names the tool of
// a call whose receipt the reply cites ("That's from memory of the price
// list" beside price_list's receipt): what it says is remembered is that
// call's content, so it marks no fact apart and denies the call.
func (c *check) memoryNamesCited(in *info) bool {
	for _, h := range in.hits {
		name, ok := strings.CutPrefix(h.t.family, "tool:")
		if !ok {
			continue
		}
		for _, ct := range c.cites {
			if ct.call >= 0 && c.calls[ct.call].ok && c.calls[ct.call].Tool == name {
				return true
			}
		}
	}
	return false
}
