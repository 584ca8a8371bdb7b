package verify

import "strings"

// hiGenitiveModifier reports whether a Hindi topic noun u is the
// possessor in "X का/की/के Y" and Y is no term of a tool: "ईमेल का मसौदा"
// (the draft of an email), "कैलेंडर की तस्वीर". The clause is about Y, a
// thing the reply made or names, not about the tool X's family; when Y is
// itself a tool's noun or verb ("ईमेल की जाँच", "मौसम का पूर्वानुमान") that
// term carries the claim, and so does a clause whose agent is the speaker. A source phrase ("ईमेल के अनुसार") keeps X the
// source.
func (c *check) hiGenitiveModifier(in *info, u hit) bool {
	rest := c.folded[u.end:min(in.end, u.end+8)]
	var p string
	for _, g := range []string{" का ", " की ", " के "} {
		if hasPrefix(rest, g) {
			p = g
			break
		}
	}
	// "मैंने src/handlers डायरेक्टरी की लिस्ट निकाली": the speaker acted
	// on X's Y, and that act needed the tool.
	if p == "" || in.source || hasSubstr(c.folded[in.start:in.end], "मैंने") || hasSubstr(c.folded[in.start:in.end], "हमने") {
		return false
	}
	head := u.end + len(p)
	for _, h := range in.hits {
		if h.start >= u.end && h.start <= head && (h.t.kind == kindUse || h.t.kind == kindWeak || h.t.kind == kindAct || h.t.kind == kindSource) {
			return false
		}
	}
	next := c.folded[head:min(in.end, head+32)]
	return !hasPrefix(next, "अनुसार") && !hasPrefix(next, "मुताबिक")
}

// tempUnitOfCall reports whether u is a unit or a noun of temperature
// ("°C", "℃", "temperatura", "तापमान", "温度") and an ok call of the turn
// reports temperatures (its result or arguments name a temperature:
// temp_max_c, "temperature", "°C", "℃"). The unit is then the kind of that
// call's values, a sensor's or a BMC's, and names no weather tool ("the
// water's temperature at 100 m" of a CTD cast); with no such call it still
// reads as the weather. Words of the air and the forecast (气温, 気温,
// "forecast") name the weather either way.
func (c *check) tempUnitOfCall(u hit) bool {
	if !tempUnitWords[u.t.text] {
		return false
	}
	// The answer is the turn's, not the hit's: a weather reply writes
	// "°C" at every reading, and each scan reads every result.
	if c.tempCalls == 0 {
		c.tempCalls = 2
		for i := range c.calls {
			call := &c.calls[i]
			if call.ok && (tempWord(call.folded) || hasAnyRune(call.folded, "°℃") || tempWord(call.lowerArgs())) {
				c.tempCalls = 1
				break
			}
		}
	}
	return c.tempCalls == 1
}

// tempWord reports whether s holds "temp" at the start of a word, not
// "template" or "attempt".
func tempWord(s string) bool {
	for i := 0; ; {
		j := indexSubstr(s[i:], "temp")
		if j < 0 {
			return false
		}
		j += i
		if (j == 0 || !isLetterByte(s[j-1])) && (j+4 == len(s) || s[j+4] != 'l') {
			return true
		}
		i = j + 4
	}
}

var (
	esSinAdjectiveList1 []string
)

// speakerGenitiveLists holds the phrases of the word lists declared above (see barList).
var speakerGenitiveLists = [...]barList{
	// The lists of esSinAdjective, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&esSinAdjectiveList1, "el|la|los|las|lo|un|una|ningún|ninguna|nada"},
}

var _ = splitBars(speakerGenitiveLists[:])

// esSinAdjective reports whether Spanish "sin" + infinitive right after a
// noun describes it ("correos sin leer", "tareas sin asignar": unread
// mail, unassigned tasks) rather than denying an act: the infinitive
// comes right after "sin" and no object follows it ("sin leer el
// archivo" denies reading it), and a word stands before "sin".
func (c *check) esSinAdjective(n, u span) bool {
	if u.start-n.end > 1 {
		return false
	}
	if w0, w1 := c.prevWords(n.start); w1 == "" && w0 == "" {
		return false
	}
	rest := strings.TrimLeft(c.folded[u.end:min(len(c.folded), u.end+12)], " ")
	next := nextWord(rest)
	return !determiners[next] && !hasPrefixAny(next, esSinAdjectiveList1) && !hasPrefix(rest, "`")
}

// tempUnitWords are the units and words of temperature that
// tempUnitOfCall reads. A set, not a switch of them (the release binary's
// size, size20).
var tempUnitWords = wordSet("°c °f ℃ ℉ temperature temperatura तापमान 温度")
