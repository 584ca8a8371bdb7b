package verify

import (
	"strings"
	"unicode/utf8"
)

// notSpeakerAct reports a tool word that, in its context, is not the
// speaker using a tool:
//   - an English participle followed by a date describes an item ("#48213
//     (opened 3 May, priority high)", "created on 12 Jan"), unless I/we
//     is its subject;
//   - a Spanish third-person perfect ("Laura ha escrito dos veces") has
//     someone else as its subject: the speaker says "he escrito";
//   - a Japanese verbal noun followed by a noun-forming kanji is part of
//     a compound noun (取得額 acquisition cost, 取得時点 time of retrieval);
//     followed by まま it is a state (窓が開いたまま: the window left open);
//   - a Chinese verb after 能 or 可以 says what can be done ("网站已经能打开了":
//     the site can be opened again), not what the speaker did;
//   - a Hindi verb in a clause addressed to the user ("आपको … खोलकर देखना
//     होगा": you will have to open it) is the user's step.
func (c *check) notSpeakerAct(in *info, u hit) bool {
	t := u.t.text
	r, _ := utf8.DecodeRuneInString(t)
	switch {
	case r < 0x80:
		if strings.HasSuffix(t, "ed") && !strings.Contains(t, " ") {
			rest := strings.TrimPrefix(c.folded[u.end:min(in.end, u.end+24)], " ")
			rest = strings.TrimPrefix(rest, "on ")
			if dateAhead(rest) {
				before := strings.TrimRight(c.folded[max(in.start, u.start-12):u.start], " ")
				return !strings.HasSuffix(before, " i") && before != "i" && !strings.HasSuffix(before, "we")
			}
		}
		if strings.HasSuffix(t, "ado") || strings.HasSuffix(t, "ido") || strings.HasSuffix(t, "ito") {
			before := c.folded[max(in.start, u.start-8):u.start]
			if (strings.HasSuffix(before, " ha ") || strings.HasSuffix(before, " han ")) && !strings.HasSuffix(before, " se ha ") && !strings.HasSuffix(before, " se han ") {
				return true
			}
		}
	case r >= 0x3040 && r <= 0x30ff || r >= 0x4e00 && r <= 0x9fff:
		after := c.folded[u.end:min(len(c.folded), u.end+9)]
		if strings.HasPrefix(after, "まま") {
			return true
		}
		for _, s := range []string{"額", "時点", "時刻", "価格", "単価", "原価", "費用", "日時"} {
			if strings.HasPrefix(after, s) {
				return true
			}
		}
		before := c.folded[max(in.start, u.start-9):u.start]
		if strings.HasSuffix(before, "能") || strings.HasSuffix(before, "可以") {
			return true
		}
	case r >= 0x0900 && r <= 0x097f:
		if strings.Contains(c.folded[in.start:u.start], "आपको") {
			return true
		}
	}
	return false
}

// monthWords open an English date.
var monthWords = map[string]bool{"jan": true, "january": true, "feb": true, "february": true, "mar": true, "march": true,
	"apr": true, "april": true, "may": true, "jun": true, "june": true, "jul": true, "july": true, "aug": true, "august": true,
	"sep": true, "sept": true, "september": true, "oct": true, "october": true, "nov": true, "november": true, "dec": true,
	"december": true}

// dateAhead reports whether s opens with a date: "3 May", "May 3",
// "2024-05-03", "12/05".
func dateAhead(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 4 && i < len(s) && s[i] == '-' {
		return true // ISO date
	}
	if i > 0 && i <= 2 && i < len(s) && s[i] == '/' {
		return true
	}
	day := i > 0 && i <= 2 && i < len(s) && s[i] == ' '
	if day {
		s = s[i+1:]
	} else if i > 0 {
		return false
	}
	j := 0
	for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
		j++
	}
	if !monthWords[s[:j]] {
		return false
	}
	// A month name must have a day next to it: "may" alone is a modal.
	return day || j+1 < len(s) && s[j] == ' ' && s[j+1] >= '0' && s[j+1] <= '9'
}
