package verify

import "strings"

// An absence of errors, warnings, alarms or faults over a log is decided
// by the levels its lines carry. A log writes each line's severity as a
// word (INFO, WARN, ERROR, ALARM): "没有故障记录" over a line "WARN G-E05
// 读卡超时 3 次", "エラーは出ておらず" over an "ERROR projector-2 signal
// lost" line, "アラームも一度も出ていない" over an ALARM line are false,
// whatever words the lines' messages use; "V04：报警复位，无新报警" over
// V04's only line, an INFO, is true though other vats' lines are WARN.
// The clause binds to the lines of an item it names (a code such as V04)
// when some lines carry it and others do not.

// Severity ranks of the level words, from lineLevels.
const (
	levelDebug = iota
	levelInfo
	levelWarn
	levelError
	levelCritical
)

// levelWords are a log line's level words (folded), with their rank. They
// are read from a string of each rank's words: a map literal compiled to
// 600 bytes of init code (the release binary's size, size20).
var levelWords = func() map[string]int8 {
	m := make(map[string]int8, 16)
	for rank, words := range [...]string{
		levelDebug:    "debug trace",
		levelInfo:     "info notice",
		levelWarn:     "warn warning",
		levelError:    "error err severe alarm fault",
		levelCritical: "critical crit fatal emerg alert",
	} {
		for _, w := range strings.Fields(words) {
			m[w] = int8(rank)
		}
	}
	return m
}()

var (
	levelErrorNames    []string
	levelWarningNames  []string
	levelAlarmNames    []string
	levelCriticalNames []string
)

// absenceLogLevelLists holds the phrases of the word lists declared above (see barList).
var absenceLogLevelLists = [...]barList{
	// Names of errors: a line of level ERROR or worse is one.
	{&levelErrorNames, "error|errores|错误|报错|エラー|त्रुटि|एरर"},
	// Names of warnings: a WARN line is one.
	{&levelWarningNames, "warning|advertencia|警告|चेतावनी"},
	// Names of alarms, faults and problems: any line of level WARN or worse.
	// Qualifiers of the worst level: "ninguna alerta crítica" is of those.
	{&levelCriticalNames, "critical|crític|crit|严重|致命|重大|重大な|深刻|गंभीर"},
	{&levelAlarmNames, "alarm|alert|fault|anomal|alarma|alerta|avería|falla|报警|告警|警报|故障|异常|アラーム|アラート|警報|異常|不具合|अलार्म|अलर्ट|खराबी|गड़बड़ी"},
}

var _ = splitBars(absenceLogLevelLists[:])

// lineLevels returns, once per call, the level rank of each of the
// result's lines (resultLines), -1 for a line with none: the first level
// word among the line's first 48 bytes, standing as a word of its own.
// A result of which fewer than half the lines carry a level is no log:
// nil.
func (ci *callInfo) lineLevels() []int8 {
	if ci.levelsOK {
		return ci.levels
	}
	ci.levelsOK = true
	lines := ci.resultLines()
	if len(lines) == 0 || len(lines) > 4096 {
		return nil
	}
	out := make([]int8, len(lines))
	n := 0
	for i, l := range lines {
		out[i] = -1
		head := l[:min(len(l), 48)]
		for w := range strings.FieldsFuncSeq(head, func(r rune) bool {
			return r == ' ' || r == '\t' || r == '[' || r == ']' || r == ':' || r == '|' || r == ','
		}) {
			if r, ok := levelWords[w]; ok {
				out[i] = r
				n++
				break
			}
		}
	}
	if 2*n < len(lines) {
		return nil
	}
	ci.levels = out
	return out
}

// levelNamed returns the least level a line must carry to be one of the
// things the absence's part names (errors: ERROR; warnings: WARN;
// alarms, faults, problems: WARN; warnings and another: WARN or worse),
// and whether it names any.
func (c *check) levelNamed(s string) (least int8, exact, ok bool) {
	// "警告やエラーは出ていません", "no warnings or errors": a part that
	// names warnings with another level is crossed by a line of the least
	// of them, WARN or worse.
	e, w := containsWordStart(s, levelErrorNames), containsWordStart(s, levelWarningNames)
	switch {
	case w && (e || containsWordStart(s, levelAlarmNames)):
		least, ok = levelWarn, true
	case e:
		least, ok = levelError, true
	case w:
		least, exact, ok = levelWarn, true, true
	case containsWordStart(s, levelAlarmNames):
		least, ok = levelWarn, true
	}
	// "ninguna alerta crítica": a level the clause names itself.
	if ok && containsWordStart(s, levelCriticalNames) {
		least, exact = levelCritical, false
	}
	return least, exact, ok
}

// containsWordStart reports whether one of ws occurs in s at a word's start
// (wordStartIn).
func containsWordStart(s string, ws []string) bool {
	for _, w := range ws {
		if wordStartIn(s, w) {
			return true
		}
	}
	return false
}

// levelVerdict holds an absence of errors, warnings, alarms or faults to
// the levels of the targets' log lines (see above): lineCrossed, with the
// call, when a line of such a level is among the lines the clause is
// about; lineHeld when there are such lines and none is; else
// lineUnknown.
func (c *check) levelVerdict(in *info, targets []int) (int, int) {
	lo, hi := c.absencePart(in)
	least, exact, ok := c.levelNamed(c.folded[lo:hi])
	if !ok {
		return lineUnknown, -1
	}
	verdict := lineUnknown
	for _, ci := range targets {
		if c.empty(ci) {
			continue // "no fault records for …": a log that found none has no line of a level
		}
		lv := c.calls[ci].lineLevels()
		if lv == nil {
			continue
		}
		// The lines read count against the label searches' budget (see
		// labelsValue): a long reply of such clauses over a long log
		// stays linear, and past it the claim is left as it was.
		if !c.spend(2 * len(c.calls[ci].folded)) { // the lines, once per code of levelItem
			return lineUnknown, -1
		}
		lines := c.calls[ci].resultLines()
		item := c.levelItem(c.itemText(in, lo, hi), lines)
		for i, r := range lv {
			if r < 0 || item != "" && wordPrefixAt(lines[i], item) < 0 {
				continue
			}
			if r >= least && (!exact || r == least) {
				return lineCrossed, ci
			}
			verdict = lineHeld
		}
	}
	return verdict, -1
}

// itemText returns the text whose codes name the item an absence's part
// [lo, hi) is about: the part, and a short label that opens the clause
// ("V04：报警复位，无新报警"). A code in another part is that part's
// ("配合プラン v12 の読み込みがあっただけで、警告やエラーは出ていません"
// is about the whole log).
func (c *check) itemText(in *info, lo, hi int) string {
	head := c.folded[in.start:lo]
	if i := strings.IndexAny(head, absencePartMarks); i >= 0 && i <= 24 {
		return head[:i] + " " + c.folded[lo:hi]
	}
	return c.folded[lo:hi]
}

// levelItem returns a code the text names (letters and digits, such as
// "v04" or "g-e05") that some of the log's lines carry and some do not:
// the clause is about that item's lines. "" when it names none.
func (c *check) levelItem(text string, lines []string) string {
	n, codes := 0, 0
	for w := range strings.FieldsFuncSeq(text, func(r rune) bool { return !isWordRune(r) && r != '-' || isCJK(r) }) {
		if n++; n > 64 {
			break
		}
		w = strings.Trim(w, "-")
		if len(w) < 2 || len(w) > 16 || !hasAnyRune(w, "0123456789") || strings.IndexFunc(w, func(r rune) bool { return r >= 'a' && r <= 'z' }) < 0 {
			continue
		}
		if codes++; codes > 2 {
			break // at most two codes: levelVerdict's budget reads the lines once per code
		}
		some, all := false, true
		for _, l := range lines {
			if wordPrefixAt(l, w) >= 0 {
				some = true
			} else {
				all = false
			}
		}
		if some && !all {
			return w
		}
	}
	return ""
}

// levelLogNamed reports whether the words near a none word h name errors,
// warnings, alarms or faults (levelNamed) and an ok call's result is a
// log whose lines carry levels: the clause is about that log.
func (c *check) levelLogNamed(in *info, h *hit) bool {
	lo, hi := max(in.start, h.start-48), min(in.end, h.end+48)
	for lo > in.start && c.folded[lo]&0xc0 == 0x80 {
		lo--
	}
	for hi < in.end && c.folded[hi]&0xc0 == 0x80 {
		hi++
	}
	if _, _, ok := c.levelNamed(c.folded[lo:hi]); !ok {
		return false
	}
	for ci := range c.calls {
		if c.calls[ci].ok && c.calls[ci].leveledLog() {
			return true
		}
	}
	return false
}

// logRan reports whether an ok call of the turn returned a log whose lines
// carry levels (lineLevels, read once per call).
func (c *check) logRan() bool {
	for ci := range c.calls {
		if c.calls[ci].ok && c.calls[ci].leveledLog() {
			return true
		}
	}
	return false
}

// warnLine reports whether the call's result is a log with a line of level
// WARN or worse: a problem shown, whatever its message says.
func (ci *callInfo) warnLine() bool {
	if !ci.leveledLog() {
		return false
	}
	for _, l := range ci.lineLevels() {
		if l >= levelWarn {
			return true
		}
	}
	return false
}

// leveledLog reports whether the call's result is a log by its levels: at
// least two lines carry one (lineLevels), not one word "error" in a list.
func (ci *callInfo) leveledLog() bool {
	n := 0
	for _, l := range ci.lineLevels() {
		if l >= 0 {
			n++
		}
	}
	return n >= 2
}
