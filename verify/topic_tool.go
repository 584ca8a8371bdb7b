package verify

import "strings"

// topicTool reports whether weak topic noun u names a tool together with
// a generic tool word of its clause: "मौसम टूल के मुताबिक़", "天气工具显示",
// "天気ツールによると", "la herramienta del tiempo". The noun says which
// tool; the tool word does not make the clause about some other call, so
// the noun is held to the record as a named tool is.
func (c *check) topicTool(in *info, u hit) bool {
	if u.t.kind != kindWeak || !isTopic(u.t.family) {
		return false
	}
	for i, v := range in.uses {
		if in.negated[i] || v.t.family != famAny || v.t.kind != kindUse {
			continue
		}
		if u.end <= v.start && v.start-u.end <= 1 {
			return true // noun first: "weather tool", "मौसम टूल", "天气工具"
		}
		// Spanish puts the noun after: "la herramienta del tiempo".
		if v.end <= u.start && u.start-v.end <= 8 {
			if spanishOfWords[strings.TrimSpace(c.folded[v.end:u.start])] {
				return true
			}
		}
	}
	return false
}

// spanishOfWords join a Spanish noun to the tool before it ("la
// herramienta del tiempo"). A set, not a switch of them (the release
// binary's size, size20).
var spanishOfWords = semiSet("de;del;de la;de las;de los")
