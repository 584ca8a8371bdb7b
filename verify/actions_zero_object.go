package verify

import "strings"

// actions_zero_object.go: "the gateway has sent nothing since 05:12",
// "I changed nothing", "it deleted none of them": English negates an act
// by its object as well as by "not", and an act whose object is a
// negative quantifier was not done. "sent nothing but the summary" (only
// the summary) is an act done, and stays one.

// zeroObject reports whether the act at sp has a negative quantifier
// as its object.
func (c *check) zeroObject(sp span) bool {
	rest := strings.TrimLeft(c.folded[sp.end:min(len(c.folded), sp.end+40)], " *_")
	for _, q := range [...]string{"nothing", "none", "nobody", "no one"} {
		if r, ok := strings.CutPrefix(rest, q); ok {
			if r != "" && isWordRune(rune(r[0])) {
				return false
			}
			r = strings.TrimLeft(r, " ")
			return !hasPrefix(r, "but") && !hasPrefix(r, "except") && !hasPrefix(r, "other than") && !hasPrefix(r, "else but")
		}
	}
	return false
}
