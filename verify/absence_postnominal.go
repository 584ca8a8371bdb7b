package verify

import "strings"

// absence_postnominal.go: "no hay ninguna alerta crítica", "ningún fallo
// grave": a Spanish adjective follows its noun, and it narrows what is
// said to be absent as an English one before the noun does ("no critical
// alerts"). A result
// that never states the quality (no "critical" among warnings) bears the
// absence out however many plain alerts it lists. Only severities count
// (severityWords, shared with "nothing critical"): a state ("abierta",
// "pendiente", "open") is as often what the call filtered on (status !=
// Done), which the result then never states.

// absenceQuality returns the words of the severity the clause's absence
// names (before its noun in English, after it in Spanish), or nil: read
// once per clause, then held to each target call by unmetQuality.
func (c *check) absenceQuality(in *info) []string {
	a := in.absence
	if !hasPrefix(a.t.text, "no") && !hasPrefix(a.t.text, "ning") && !hasSuffix(a.t.text, "no") && !hasSuffix(a.t.text, "any") {
		return nil
	}
	rest := c.folded[a.end:min(in.end, a.end+80)]
	for k := 0; k < 3; k++ {
		w := nextWord(rest)
		if !existentialWord(w) && w != "hay" {
			break
		}
		rest = strings.TrimLeft(rest, " *_")[len(w):]
	}
	rest = strings.TrimLeft(rest, " *_")
	noun := nextWord(rest)
	if len(noun) < 3 {
		return nil
	}
	// "no critical alerts": an English severity before the noun;
	// "ninguna alerta crítica": a Spanish one after it.
	q := noun
	if _, ok := severityWords[q]; !ok {
		q = nextWord(strings.TrimLeft(rest[indexSubstr(rest, noun)+len(noun):], " *_"))
		q = trimSuffix(q, "s")
		if hasSuffix(q, "a") {
			q = q[:len(q)-1] + "o" // crítica → crítico
		}
	}
	return severityWords[q]
}

// unmetQuality reports whether call ci states none of the severity words
// ws (see absenceQuality), in its result or arguments.
func (c *check) unmetQuality(ws []string, ci int) bool {
	if len(ws) == 0 {
		return false
	}
	for _, w := range ws {
		if c.mentions(ci, w) {
			return false
		}
	}
	return true
}
