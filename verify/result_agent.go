package verify

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// result_agent.go: "edited by ad2.keane on 19 June", "reservado por
// Marta Ruiz", "被王磊修改", "田中さんによって更新", "अनिल द्वारा बदला":
// a verb whose agent phrase names someone the record itself names
// reports that person's act as the record tells it, not the speaker's.
// The agent is checked against the results: "edited by me", or by a name
// no result holds, stays the speaker's claim.

// agentAfter are the agent markers that follow the verb (en, es); agentBefore
// those that precede it (zh, ja, hi).
var (
	agentAfter  = []string{" by ", " por "}
	agentBefore = []string{"被", "由", "によって", "により", "द्वारा"}
)

// resultAgent reports whether the verb at sp has an agent phrase whose
// name an ok call's result holds.
func (c *check) resultAgent(in *info, sp span) bool {
	// A comma, semicolon, line end or sentence end closes the verb's
	// phrase; the point of an initial ("J. Hollis"), which may end the
	// clause as read, and a colon ("14:00") do not.
	after := c.masked[sp.end:min(len(c.masked), sp.end+48)]
	if i := strings.IndexAny(after, ",;\n?!"); i >= 0 {
		after = after[:i]
	}
	for i := 0; i+1 < len(after); i++ {
		if after[i] == '.' && after[i+1] == ' ' && !(i >= 2 && after[i-2] == ' ' && after[i-1] >= 'A' && after[i-1] <= 'Z') {
			after = after[:i]
			break
		}
	}
	for _, m := range agentAfter {
		i := strings.Index(after, m)
		if i < 0 {
			continue
		}
		// The name opens the phrase, after any initials ("J. Hollis"):
		// "por radio a J. Rojas" has a means, not an agent.
		for _, tok := range strings.Fields(after[i+len(m):]) {
			tok = strings.Trim(tok, "*_`'\"()")
			if len(tok) == 2 && tok[1] == '.' && tok[0] >= 'A' && tok[0] <= 'Z' {
				continue
			}
			if agentName(tok) && c.inOKResult(strings.ToLower(strings.TrimRight(tok, "."))) {
				return true
			}
			break
		}
	}
	before := c.masked[max(in.start, sp.start-30):sp.start]
	for _, m := range agentBefore {
		i := strings.LastIndex(before, m)
		if i < 0 {
			continue
		}
		var name string
		if m == "द्वारा" {
			name = strings.TrimSpace(before[:i])
			if j := strings.LastIndexByte(name, ' '); j >= 0 {
				name = name[j+1:]
			}
		} else {
			name = strings.TrimSpace(before[i+len(m):])
		}
		name = strings.TrimSuffix(strings.TrimSuffix(name, "さん"), "氏")
		if utf8.RuneCountInString(name) >= 2 && !strings.ContainsAny(name, "我私मैंहम") && c.inOKResult(strings.ToLower(name)) {
			return true
		}
	}
	return false
}

// agentName reports whether a Latin token reads as a name or handle: it
// opens with a capital, or holds a digit, dot, underscore or @ between
// letters ("J.", "Hollis", "ad2.keane", "m_khan").
func agentName(tok string) bool {
	if len(tok) < 2 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(tok)
	if unicode.IsUpper(r) {
		return true
	}
	return strings.ContainsAny(strings.TrimRight(tok, "."), "0123456789._@") && strings.IndexFunc(tok, unicode.IsLetter) >= 0
}
