package verify

import "strings"

// A command named as the speaker's instrument: "我用 `ping` 测了 10 次",
// "I confirmed it with `dig +short`", "मैंने `traceroute` से देखा". The
// instrument phrase says the speaker ran the command whatever the verb
// (测了, "got", देखा need not be run verbs of the lexicon), so the
// command is held to the calls as after "I ran". It needs the first
// person in the clause: "con `dig` se ve" or "`ping` 用来测延迟" name a
// command without saying anyone ran it.

// instrumentBefore mark the code span right after them as an instrument;
// instrumentAfter, right before them (Hindi postposition).
var (
	instrumentBefore = []string{"用", "使用", "using ", "with "}
	instrumentAfter  = []string{" से", "से "}
)

// instrumentCommand reports whether the clause names the speaker and a
// code span as the instrument of the speaker's act.
func (c *check) instrumentCommand(in *info) bool {
	s := c.folded[in.start:in.end]
	if strings.IndexByte(s, '`') < 0 || !firstPersonIn(s) {
		return false
	}
	for _, cs := range delimited(s, "`") {
		before := strings.TrimRight(s[:max(0, cs.start-1)], " ")
		if hasSuffixAny(before, instrumentBefore) || hasSuffixAny(before+" ", instrumentBefore) {
			return true
		}
		if cs.end+1 <= len(s) && hasPrefixAny(s[cs.end+1:], instrumentAfter) {
			return true
		}
	}
	return false
}
