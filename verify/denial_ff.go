package verify

import "strings"

// coordinators join two main clauses, each with its own verb: "I can't
// reach your bank, and I used no tool", "no puedo entrar y no he usado
// ninguna herramienta", "मैं नहीं पहुँच सकता और मैंने कोई टूल इस्तेमाल
// नहीं किया". A hedge or modal of the first clause ("can", "सकता")
// qualifies its own verb, not the second clause's denial.
var coordinators = []string{" and i ", " and we ", ", and ", " y no ", " y yo ", " और मैंने ", " और मैं ", " और हमने ", "，而且", "，并且", "，也"}

// coordinated reports whether folded text between two offsets (a hedge's
// end and a later denial's start, in one clause) holds a coordinator that
// starts a new main clause. The gap is short: a clause.
func (c *check) coordinated(from, to int) bool {
	if to-from > 200 || from >= to {
		return false
	}
	gap := c.folded[from:to]
	for _, w := range coordinators {
		if strings.Contains(gap, w) {
			return true
		}
	}
	return false
}

// deniesUnranCommand reports whether a negated run verb ("I haven't run
// it", "没有执行", "実行していません") stands in a sentence whose only
// commands, named in code spans before it, are ones no ok call ran: "A
// `docker system prune -a` would free most of it, but … — I haven't run
// it." The denial is about the suggested command, and true.
func (c *check) deniesUnranCommand(in *info, v span) bool {
	lo := max(0, v.start-200)
	win := c.masked[lo:v.start]
	if i := strings.LastIndexAny(win, "\n。!?！？"); i >= 0 {
		win = win[i+1:]
	}
	if i := strings.LastIndex(win, ". "); i >= 0 {
		win = win[i+2:]
	}
	if strings.IndexByte(win, '`') < 0 {
		return false
	}
	named := false
	for _, cs := range delimited(win, "`") {
		code := win[cs.start:cs.end]
		name := commandName(code)
		if name == "" {
			continue
		}
		if c.ranCommand(name) {
			if sub := subcommand(code); sub == "" || c.ranSubcommand(name, sub) {
				return false // a command that did run: the denial may be false
			}
		}
		named = true
	}
	return named
}

// disclaimers are stock "for reference only" phrases. Their "only" (仅,
// solo, だけ) limits how far the reader should trust the answer, not what
// the speaker did: "并没有实时查询，仅供参考" denies the look-up in full.
var disclaimers = []string{"仅供参考", "僅供參考", "只供参考", "for reference only", "solo como referencia", "solo de referencia",
	"参考程度", "参考までに", "केवल जानकारी के लिए", "सिर्फ़ जानकारी के लिए"}

// stripDisclaimers returns s without its disclaimers (a copy only when
// one is there).
func stripDisclaimers(s string) string {
	for _, d := range disclaimers {
		if strings.Contains(s, d) {
			s = strings.ReplaceAll(s, d, " ")
		}
	}
	return s
}
