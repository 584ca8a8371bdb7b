package verify

import "strings"

// lineStopWords are words of five letters or more that any line of a
// calendar or schedule may hold and a reply may write about any item:
// function words and the words of time and scheduling themselves. They
// name no line.
var lineStopWords = map[string]bool{
	"about": true, "after": true, "before": true, "their": true, "there": true, "these": true, "those": true,
	"which": true, "where": true, "while": true, "would": true, "could": true, "should": true, "other": true,
	"every": true, "until": true, "since": true, "starts": true, "start": true, "begins": true, "hours": true,
	"minutes": true, "today": true, "tomorrow": true, "event": true, "events": true, "scheduled": true,
	"desde": true, "hasta": true, "entre": true, "sobre": true, "según": true, "después": true, "antes": true,
	"cuando": true, "donde": true, "porque": true, "tiene": true, "están": true, "horas": true, "minutos": true,
	"mañana": true, "evento": true, "eventos": true, "empieza": true, "comienza": true,
}

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
		if cjk && !strings.Contains(o, w) || !cjk && !wordIn(o, w) {
			return false
		}
		others++
	}
	return others > 0
}
