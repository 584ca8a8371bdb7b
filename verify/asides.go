package verify

// Asides: markers that say the values around them are the assistant's
// own knowledge, not a tool's result, so that they are not held to one.

import (
	"sort"
)

var (
	asideMarkers         []string
	trailingAsideMarkers []string
)

// asidesLists holds the phrases of the word lists declared above (see barList).
var asidesLists = [...]barList{
	// asideMarkers say that what follows is the assistant's own knowledge, not
	// a tool's result: "no lo he comprobado con ninguna herramienta, te lo digo
	// de memoria", "ツールで確認したわけではなく私の知識ベースの話ですが". Values
	// in such an aside are not read from a result, so they are not held to one.
	{&asideMarkers, "from memory|from my own knowledge|from my knowledge|not something i checked|haven't verified this|not verified with|" +
		"digo de memoria|hablo de memoria|cito de memoria|no lo he comprobado|no lo he verificado|por lo que sé|" +
		"凭记忆|根据已知|我的知识|不在上面的搜索结果|不是工具查到的|" +
		"知識ベース|私の知識|記憶では|ツールで確認したわけでは|ツールでは確認していません|" +
		"मेरी जानकारी के अनुसार|याद से|टूल से जाँचा नहीं"},
	// trailingAsideMarkers mark a value as general knowledge the reply vouches for
	// itself, written after the value in the same sentence: "(en torno al
	// 23,75 %, dato general que conviene confirmar)", "(general figure, worth
	// confirming)". Before the value, knowledgeAside already reads them.
	{&trailingAsideMarkers, "dato general|conocimiento general|general knowledge|general figure|worth confirming|" +
		"一般常识|常识|仅供参考|一般論|一般的な目安|要確認|सामान्य जानकारी|" +
		"rule of thumb|regla general|经验值|经验数据|経験則|経験上|अनुभव के आधार पर"},
}

var _ = splitBars(asidesLists[:])

// knowledgeAside reports whether the clause is in a paragraph that
// announces, before or in the clause, that it speaks from the assistant's
// own knowledge. The marker offsets are found once per reply.
func (c *check) knowledgeAside(in *info) bool {
	if !c.asidesDone {
		c.asidesDone = true
		c.asides = c.markerOffsets(asideMarkers, true)
	}
	if len(c.asides) == 0 {
		return false
	}
	// The last marker before the clause's end, within 600 bytes and with
	// no blank line between it and the clause.
	k := sort.SearchInts(c.asides, in.end) - 1
	if k < 0 {
		return false
	}
	m := c.asides[k]
	if in.start-m > 600 {
		return false
	}
	return m >= in.start || !hasSubstr(c.folded[m:in.start], "\n\n")
}

// asideAfter reports whether the clause, or its sentence within 200 bytes
// after it, marks what it said as general knowledge. The markers' offsets
// are found once per reply; each clause costs a binary search and at most
// 200 bytes of its sentence.
func (c *check) asideAfter(in *info) bool {
	if !c.trailingAsidesDone {
		c.trailingAsidesDone = true
		// The gram set rules markers out without a scan once some rule
		// has built it (a long reply's usually has): each scan of the
		// reply for a non-Latin marker costs more than the whole test.
		c.trailingAsides = c.markerOffsets(trailingAsideMarkers, c.gramsDone)
	}
	if len(c.trailingAsides) == 0 {
		return false
	}
	k := sort.SearchInts(c.trailingAsides, in.start)
	if k == len(c.trailingAsides) {
		return false
	}
	m := c.trailingAsides[k]
	if m < in.end {
		return true
	}
	if m > in.end+200 {
		return false
	}
	gap := c.folded[in.end:m]
	for i := 0; i < len(gap); i++ {
		if gap[i] == '\n' || gap[i] == '.' && i+1 < len(gap) && gap[i+1] == ' ' {
			return false
		}
	}
	return !hasSubstr(gap, "。")
}

// markerOffsets returns the offsets in the folded reply of every match of
// markers, sorted. With prefilter each marker is first asked of mayHold,
// which rules most of a long list out without a scan; a short list read
// where the gram set may not be built yet (asideAfter is reached from
// checkNames too) is cheaper to scan than to build it for.
func (c *check) markerOffsets(markers []string, prefilter bool) []int {
	var offs []int
	for _, m := range markers {
		for at := 0; !prefilter || c.mayHold(m); {
			i := indexSubstr(c.folded[at:], m)
			if i < 0 {
				break
			}
			offs = append(offs, at+i)
			at += i + len(m)
		}
	}
	sort.Ints(offs)
	return offs
}
