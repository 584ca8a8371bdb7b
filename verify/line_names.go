package verify

// lineStopWords are words of five letters or more that any line of a
// calendar or schedule may hold and a reply may write about any item:
// function words and the words of time and scheduling themselves. They
// name no line.
var lineStopWords = wordSet("about after before their there these those which where while would could should other every until since starts start begins hours minutes today tomorrow event events scheduled desde hasta entre sobre según después antes cuando donde porque tiene están horas minutos mañana evento eventos empieza comienza")

// maxCommonScan bounds the lines everyTimedLineHas reads: a word held by
// that many other timed lines in a row is common enough.
const maxCommonScan = 64

// everyTimedLineHas reports whether w, a word of line l, is held by every
// other line of lines that has a clock time (at least one): a word the
// result writes on each item tells none of them apart.
func everyTimedLineHas(lines []string, l, w string, cjk bool) bool {
	others, scanned := 0, 0
	for _, o := range lines {
		if o == l || len(o) > 200 || !hasClock(o) {
			continue
		}
		if scanned++; scanned > maxCommonScan {
			break
		}
		if cjk && !hasSubstr(o, w) || !cjk && !wordIn(o, w) {
			return false
		}
		others++
	}
	return others > 0
}
