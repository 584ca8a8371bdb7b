package verify

import (
	"strings"
)

// memoryLabelsCited reports whether the "from memory" remark of infos[k]
// labels the very content a receipt vouches for, so that it denies the
// call rather than marking one fact apart (see partialMemory). A remark
// whose sentence states nothing of its own (no number, no receipt, no
// word that scopes it to a part: "the rest", "this detail") says where the
// answer next to it came from: the sentence before it ("It's 14°C in Lyon
// [receipt]. I answered this from memory."), or the one after a heading
// remark ("From memory:\n\nconfig.yaml sets port 8080 [receipt]"). When
// that sentence states a result (see carriesResult), the remark
// contradicts the call. A remark
// that carries its own facts ("Support dates I give from memory: 5
// years") is the partial remark partialMemory keeps.
func (c *check) memoryLabelsCited(infos []info, k int, remark *hit) bool {
	s := infos[k].sentence
	lo, hi := k, k
	for lo > 0 && infos[lo-1].sentence == s {
		lo--
	}
	for hi+1 < len(infos) && infos[hi+1].sentence == s {
		hi++
	}
	for j := lo; j <= hi; j++ {
		if infos[j].numHi > infos[j].numLo || len(infos[j].cites) > 0 {
			return false
		}
	}
	text := c.folded[infos[lo].start:infos[hi].end]
	// A remark states nothing of its own when little else is in its
	// sentence ("Te lo digo de memoria.", "This is just from recall; I
	// didn't check."); a longer sentence or a code span ("los `requests`
	// de memoria") has content the remark may belong to.
	// A remark whose verb is answering ("I answered this from memory, so
	// double-check it", "te respondo de memoria", "यह जवाब याद से दिया")
	// names the answer itself as what is remembered: the rest of its
	// sentence (a request to verify) adds no content it could belong to.
	whole := false
	for _, w := range answerVerbs {
		whole = whole || wordStartIn(c.folded[infos[k].start:infos[k].end], w) // not "respond" of "corresponde"
	}
	if !whole && runeCount(text)-runeCount(remark.t.text) > memoryRemarkSlack || indexByte(text, '`') >= 0 {
		return false
	}
	if containsAny(text, memoryScopeWords) {
		return false
	}
	// A topic named before a colon ("La Alhambra: por conocimiento
	// general, conviene reservar", "**Canada:** from memory, …") scopes the
	// remark to that topic.
	if before := c.folded[infos[lo].start:remark.start]; hasAnyRune(before, ":：") && !attentionLabel(before) {
		return false
	}
	// The labelled sentence: the one after a heading that ends in a
	// colon, else the one before.
	heading := hasSuffixAny(strings.TrimRight(c.masked[infos[lo].start:infos[hi].end], " *_"), headingEnds)
	// Blank lines take sentence numbers too: the neighbour is the
	// sentence of the next or the previous clause.
	if heading {
		for j := hi + 1; j < len(infos) && infos[j].sentence == infos[hi+1].sentence; j++ {
			if c.carriesResult(&infos[j]) {
				return true
			}
		}
		return false
	}
	for j := lo - 1; j >= 0 && infos[j].sentence == infos[lo-1].sentence; j-- {
		if c.carriesResult(&infos[j]) {
			return true
		}
	}
	return false
}

// carriesResult reports whether a clause states what a call of the turn
// returned: it cites a valid receipt, or a significant number in it is a
// value of an ok call's result ("It's 14°C in Lyon" after the weather
// call said 14°C). A number the request gave ("un i30 de 2018") is the
// user's, whatever result repeats it: a sentence about it states no
// result. The clause's numbers are few, and numIn reads the results'
// indexes.
func (c *check) carriesResult(in *info) bool {
	if len(in.cites) > 0 {
		return true
	}
	if in.numHi == in.numLo {
		return false
	}
	ok := c.okCalls(famAny)
	for i := in.numLo; i < in.numHi; i++ {
		if n := &c.nums[i]; c.significant(n) && !c.inRequestNum(n) && c.numIn(*n, ok) {
			return true
		}
	}
	return false
}

// attentionLabel reports whether the text before a colon is a word that
// asks for attention ("Ojo:", "Note:", "注意：") rather than a topic.
func attentionLabel(before string) bool {
	label := before
	if i := strings.IndexAny(label, ":："); i >= 0 {
		label = label[:i]
	}
	label = strings.Trim(label, " *_>-\n\t")
	return inList(label, attentionWords)
}

var (
	attentionWords   []string
	headingEnds      []string
	answerVerbs      []string
	memoryScopeWords []string
)

// memoryScopeLists holds the phrases of the word lists declared above (see barList).
var memoryScopeLists = [...]barList{
	// attentionWords ask for attention before a colon.
	{&attentionWords, "ojo|nota|note|nb|n.b.|ps|p.s.|heads-up|heads up|caveat|aviso|" +
		"注意|注|提示|备注|※|ध्यान दें|नोट"},
	// headingEnds end a remark that heads the sentence after it.
	{&headingEnds, ":|：|、|,"},
	// answerVerbs name the act of answering, in the five languages.
	{&answerVerbs, "answer|respond|respuesta|replied|reply|contest|回答|答复|回复|答え|जवाब|उत्तर"},
	// memoryScopeWords scope a memory remark to part of a reply: "the rest",
	// "that part", "this detail", "lo demás", "其余", "这点", "他の点",
	// "बाकी". With one, the remark marks that part, not the cited answer.
	{&memoryScopeWords, "rest|part|detail|other|except|resto|demás|parte|detalle|otro|otra|" +
		"其余|其他|部分|这点|这一点|細部|他の|以外|बाकी|हिस्स|अन्य|" +
		// A topic shift or one figure named: "as for the rate, …", "至于汇率",
		// "this number", "esta cifra", "この数値".
		"as for|en cuanto a|至于|について|に関して|के बारे में|number|figure|cifra|数字|数値"},
}

var _ = splitBars(memoryScopeLists[:])

// memoryRemarkSlack bounds the runes a content-free remark sentence holds
// besides its memory phrase: a pronoun, a verb of answering, a short
// caveat ("so double-check it").
const memoryRemarkSlack = 48

// kindKnowledgeBasis marks a phrase naming general knowledge as a basis
// ("general knowledge", "conocimiento general", "常识", "一般的な知識",
// "सामान्य जानकारी") or setting the answer against a live look-up ("not
// from live data", "没有实时查询"). Replies mostly use it to set one remark apart from
// results ("that's general knowledge, not from this server"), so alone it
// denies nothing; it is a denial of the calls only in a remark sentence
// that labels a cited answer (see memoryLabelsCited): "ACME is at 187.42
// [receipt]. This is based on general knowledge." Its kind is above
// kindAllClear, so that it never shadows the terms of the same text.
const kindKnowledgeBasis kind = 236

func knowledgeBasisTerms(l *lex) {
	l.add(kindKnowledgeBasis, "", "general knowledge|common knowledge|conocimiento general|conocimientos generales|"+
		"常识|一般知识|一般常识|已有知识|一般的な知識|一般知識|学習データ|सामान्य जानकारी|सामान्य ज्ञान|"+
		// The answer set against a live look-up ("rather than a live
		// check", "no lo he comprobado en tiempo real", "没有实时查询"):
		// said as often of one figure ("至于汇率，…并没有实时查询").
		"rather than a live check|rather than a live lookup|not from a live check|not from a live lookup|"+
		"not on live data|not from live data|haven't checked it live|didn't check it live|without a live check|"+
		"no por una consulta|no en datos en vivo|no lo he comprobado en tiempo real|no lo he consultado en tiempo real|"+
		"sin comprobarlo en tiempo real|sin consultarlo en tiempo real|没有实时查|未实时查|并非实时数据|不是实时数据|"+
		"而非实时数据|ライブのデータは見ていません|リアルタイムのデータは見ていません|ライブのデータは見ていない|"+
		"リアルタイムのデータは見ていない")
}

// knowledgeRemarks makes a general-knowledge remark that labels a cited
// answer the clause's denial of all tools (see kindKnowledgeBasis).
func (c *check) knowledgeRemarks(infos []info) {
	for k := range infos {
		in := &infos[k]
		if in.denyAll != nil || in.modal {
			continue
		}
		if h := c.clearHit(in, kindKnowledgeBasis); h != nil && c.memoryLabelsCited(infos, k, h) {
			in.denyAll = h
		}
	}
}
