package verify

import "strings"

// A Chinese resultative of sending split by its object or target: "把
// PL_v3.pdf 发到 einkauf@… 了", "在微信上提醒她了". The act lexicon's
// phrases (发到了, 已通知) hold the verb and 了 together; here the object
// or target stands between them, and the clause claims the sending as done
// all the same. It is read as a send act (checkAct decides whether a call
// backs it) only when the verb and its 了 stand in one part of the clause.

var zhSplitSendTerm = &term{text: "发", kind: kindAct, family: actSend}

// zhSplitVerbs are verbs of sending and notifying, two characters each.
var zhSplitVerbs = []string{"发到", "发给", "寄到", "寄给", "转给", "传给", "提醒", "通知", "告知"}

// zhThirdPersons are the persons a verb of zhSplitVerbs may take alone
// before 了; not 你 or 您: reminding the reader happens in the reply.
const zhThirdPersons = "|她|他|她们|他们|对方|大家|客人|客户|"

// zhSplitSend returns where the verb of a split send resultative starts
// in the clause s, or -1: a verb of zhSplitVerbs after 把 with 了 closing
// its target, or with a third person and 了 right after it ("提醒她了").
func zhSplitSend(s string) int {
	if !strings.Contains(s, "了") {
		return -1
	}
	for _, v := range zhSplitVerbs {
		k := strings.Index(s, v)
		if k < 0 {
			continue
		}
		rest := s[k+len(v):]
		if e := strings.IndexAny(rest, partSeps); e >= 0 {
			rest = rest[:e]
		}
		if j := strings.Index(rest, "了"); j > 0 && j <= 64 && (strings.Contains(s[:k], "把") || strings.Contains(zhThirdPersons, "|"+rest[:j]+"|")) {
			return k
		}
	}
	return -1
}
