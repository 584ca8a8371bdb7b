package verify

import "strings"

// An absence said of every result of the clause at once: "both checks
// came back empty", "ambas búsquedas salieron vacías", "两天都是空的",
// "दोनों कैलेंडर खाली हैं", "どちらも予定はありません". The word of totality
// quantifies the results (the days, checks, calendars the calls looked
// at), so the claim is made of each of them: one that returned items
// makes it false even when another came back empty, as with "neither
// search" (see neitherTargets). Without such a word an empty target
// still excuses the clause, which may be about that one alone.

var (
	everyWords []string
)

// absenceEveryTargetLists holds the phrases of the word lists declared above (see barList).
var absenceEveryTargetLists = [...]barList{
	// everyWords stand before the absence phrase to say it of every result.
	// Chinese 两/兩 counts the results and 都 spreads the predicate over them:
	// both must be there ("两天都", "两个日历都"), since 都 alone also
	// strengthens a negation ("一个都没有").
	{&everyWords, "both|neither|all three|all four|each of|ambos|ambas|los dos|las dos|ninguno de los|ninguna de las|दोनों|どちらも|両方とも|両方|いずれも|ともに|共に"},
}

var _ = splitBars(absenceEveryTargetLists[:])

// everyTargets narrows the targets of a clause whose absence is said of
// every result to the first that has content, when one has.
func (c *check) everyTargets(in *info, targets []int) []int {
	if len(targets) < 2 || in.absence == nil {
		return targets
	}
	before := c.folded[max(in.start, in.absence.start-96):in.absence.start]
	every := false
	for _, w := range everyWords {
		if !c.mayHold(w) {
			continue // most replies write none of them
		}
		i := strings.LastIndex(before, w)
		if i < 0 {
			continue
		}
		// An ASCII word stands alone: not "bothered", not "cambos".
		if j := i + len(w); w[0] < 0x80 && (i > 0 && isLetterByte(before[i-1]) || j < len(before) && isLetterByte(before[j])) {
			continue
		}
		every = true
		break
	}
	if !every {
		if i := strings.LastIndex(before, "都"); i > 0 {
			head := before[max(0, i-24):i]
			every = hasSubstr(head, "两") || hasSubstr(head, "兩")
		}
	}
	if !every {
		// "न कोई कैंसलेशन हुआ है, न कोई नो-शो": neither … nor says each
		// thing it names is absent.
		every = twiceAsWord(c.folded[in.start:in.end], "न कोई")
	}
	if !every {
		// "ningún reclamo ni por la 121 ni por la 183": Spanish ni … ni
		// after the absence says it of each thing it names.
		every = twiceAsWord(c.folded[in.absence.end:in.end], "ni ")
	}
	if !every {
		return targets
	}
	return c.firstNonEmpty(targets)
}

// twiceAsWord reports whether s writes w twice, each time after a space, a
// comma, an asterisk or at its start: Hindi न कोई … न कोई (not the न that
// ends दिन), Spanish "ni … ni" ("neither … nor"; not the letters of "ningún"
// or "nido").
func twiceAsWord(s, w string) bool {
	n := 0
	for i := 0; ; {
		j := indexSubstr(s[i:], w)
		if j < 0 {
			return n >= 2
		}
		if st := i + j; st == 0 || s[st-1] == ' ' || s[st-1] == ',' || s[st-1] == '*' {
			n++
		}
		i += j + len(w)
	}
}
