package verify

import "strings"

// A Chinese resultative of sending split by its object or target: "把
// PL_v3.pdf 发到 einkauf@… 了", "在微信上提醒她了". The act lexicon's
// phrases (发到了, 已通知) hold the verb and 了 together; here the object
// or target stands between them, and the clause claims the sending as done
// all the same. It is read as a send act (checkAct decides whether a call
// backs it) only when the verb and its 了 stand in one part of the clause.

var zhSplitSendTerm = &term{text: "发", kind: kindAct, family: actSend}

// zhSendVerbs are verbs of sending with their target marker; zhNotifyVerbs
// take a person as their object.
var (
	zhSendVerbs   = []string{"发到", "发给", "寄到", "寄给", "转给", "转到", "传到", "传给"}
	zhNotifyVerbs = []string{"提醒", "通知", "告诉", "告知"}
	// Not 你 or 您: reminding the reader happens in the reply itself.
	zhPersons = []string{"她们", "他们", "她", "他", "对方", "大家", "客人", "客户"}
)

// zhSplitSend returns the span of the verb of a split send resultative in
// the clause s: a send verb after 把 whose target is closed by 了, 发了
// after 给 and its target, or a notifying verb with a person (not the
// reader) and 了 right after it.
func zhSplitSend(s string) (span, bool) {
	if !strings.Contains(s, "了") {
		return span{}, false
	}
	if b := strings.Index(s, "把"); b >= 0 {
		for _, v := range zhSendVerbs {
			k := strings.Index(s[b:], v)
			if k < 0 || k > 90 {
				continue
			}
			st := b + k
			rest := s[st+len(v):]
			if e := strings.IndexAny(rest, partSeps); e >= 0 {
				rest = rest[:e]
			}
			if j := strings.Index(rest, "了"); j > 0 && j <= 64 {
				return span{st, st + len(v)}, true
			}
		}
	}
	// 给 with the target before the verb: "给张悦发了微信".
	if g := strings.Index(s, "给"); g >= 0 {
		rest := s[g:]
		if e := strings.IndexAny(rest, partSeps); e >= 0 {
			rest = rest[:e]
		}
		if k := strings.Index(rest, "发了"); k > len("给") && k <= 30 {
			return span{g + k, g + k + len("发了")}, true
		}
	}
	for _, v := range zhNotifyVerbs {
		k := strings.Index(s, v)
		if k < 0 {
			continue
		}
		rest := s[k+len(v):]
		for _, p := range zhPersons {
			if strings.HasPrefix(rest, p+"了") {
				return span{k, k + len(v)}, true
			}
		}
	}
	return span{}, false
}
