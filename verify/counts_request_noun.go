package verify

import (
	"strings"
)

// Counts of what the user asked to count: "How many screenshots are in
// ~/Desktop/shots?" answered "There are 11 screenshots", "¿Cuántas fotos
// hay?" answered "hay 11 fotos", or, with the noun left out, "Three so
// far this week." The noun after the question word names the items the
// turn's result lists, whatever the noun, so a number before that noun —
// or a bare number opening the reply — states how many the result holds
// and is held to its count like "files" or "emails", in a turn of one
// call (with more, the noun does not tell which lists them). Nouns of measure
// ("how many hours", "cuántos días") count no items and open nothing.

var (
	howManyWords   []string
	measureNouns   []string
	bareCountAfter []string
)

// countsRequestNounLists holds the phrases of the word lists declared above (see barList).
var countsRequestNounLists = [...]barList{
	// howManyWords open a question for a count, followed by its noun.
	{&howManyWords, "how many |cuántos |cuántas |cuantos |cuantas |कितने |कितनी "},
	// measureNouns are asked for by "how many" but are units, not items.
	{&measureNouns, "day|hour|minute|second|week|month|year|time|byte|mb|gb|kb|km|mile|step|calor|point|dollar|euro|peso|rupee|unit|percent|more|of |unidad|día|dia|hora|minuto|segundo|semana|mes|año|vez|veces|punto|kilómetro|más|de |दिन|घंटे|मिनट|साल|महीने|हफ़्ते|हफ्ते|बार|रुपये|और"},
	// bareCountAfter are what follows a count that leaves its noun out:
	// "Three so far", "4 in total", "Tres hasta ahora", "अब तक 3".
	{&bareCountAfter, "so far|in total|in all|total|en total|hasta ahora|por ahora|de momento|अब तक|कुल"},
}

var _ = splitBars(countsRequestNounLists[:])

// requestCountNoun returns the noun the request asks to count ("how many
// screenshots" → "screenshots"), or "" for none or a noun of measure;
// computed once per check.
func (c *check) requestCountNoun() string {
	if c.reqNounDone {
		return c.reqNoun
	}
	c.reqNounDone = true
	for _, w := range howManyWords {
		i := indexSubstr(c.request, w)
		if i < 0 {
			continue
		}
		rest := c.request[i+len(w):]
		noun := leadingWord(rest)
		if hiNoun := hiNounBeforeHowMany(c.request, i, noun); hiNoun != "" {
			c.reqNoun = hiNoun
			return hiNoun
		}
		if len(noun) < 3 || hasPrefixAny(noun, measureNouns) || hasPrefixAny(rest, measureNouns) {
			return ""
		}
		c.reqNoun = noun
		return noun
	}
	c.reqNoun = zhRequestCountNoun(c.request) // see counts_request_noun_zh.go
	if c.reqNoun == "" {
		c.reqNoun = jaRequestCountNoun(c.request) // see counts_request_noun_ja.go
	}
	if c.reqNoun == "" {
		c.reqNoun = zhWhichNoun(c.request) // see counts_request_noun_zh.go
		c.reqWhich = c.reqNoun != ""
	}
	return c.reqNoun
}

// leadingWord returns the word s opens with: its leading run of wordPart
// runes, "" when it opens with none. It stays a call (the release
// binary's budget).
//
//go:noinline
func leadingWord(s string) string {
	if j := strings.IndexFunc(s, func(r rune) bool { return !wordPart(r) }); j >= 0 {
		return s[:j]
	}
	return s
}

// requestNounAt reports whether the number at sp counts the request's
// noun: the noun follows it ("11 screenshots", "**12** cronjob
// manifests"), or the number opens the reply with no noun after it
// ("Three so far this week", "4.").
func (c *check) requestNounAt(in *info, sp span) (string, bool) {
	// Only a turn of one call that succeeded: with several, which call
	// lists the items asked for is not known from the noun.
	noun := c.requestCountNoun()
	if noun == "" || !c.oneCallTurn() {
		return "", false
	}
	after := strings.TrimLeft(c.folded[sp.end:min(in.end, sp.end+64)], "*_ ")
	if c.reqWhich {
		return zhWhichCounter(noun, after)
	}
	if hasPrefix(after, noun) {
		r, _ := decodeRuneAt(after[len(noun):])
		// Japanese writes no space after a noun: "3ロットで".
		return noun, !wordPart(r) || noun[0] >= 0x80 && isCJK(firstRune(noun))
	}
	if len(noun) > 3 && hanLead(noun[0]) && hasPrefix(after, noun[:3]) && !jaNounChar(after, 3) && hasSubstr(c.request, "何"+noun) {
		// "何軒営業してる？" answered "7軒です": the counter after 何, and
		// the verb the request wrote on after it (see counts_request_noun_hi.go).
		return noun, true
	}
	if w, ok := nounLastWord(noun); ok && hasPrefix(after, w) && !wordPart(firstRune(after[len(w):])) {
		return noun, true // "नकद दान कितने" answered "9 दान"
	}
	if head := cjkHeadNoun(noun); head != "" && hasPrefix(after, head) && !jaNounChar(after, len(head)) {
		// "3教室" for 試験教室: a compound's last two characters are its
		// head noun, which the answer may write alone.
		return noun, true
	}
	if sp.start > c.openingEnd() {
		return "", false // a bare number counts only as the reply's opening word
	}
	if after == "" || indexByte(".,:;!", after[0]) >= 0 || hasPrefixAny(after, bareCountAfter) {
		return noun, true
	}
	return "", false
}

// openingEnd returns where the reply's opening ends: past the Markdown
// heading lines that open it ("### Windrow complaints today"), a title
// after which the reply's first word is still its opening one, and past
// the spaces, line breaks and emphasis marks after them. A number that
// starts at or before it (in a heading line too) opens the reply.
// Computed once per check: read from the start for each number, a reply of
// a million heading lines took minutes (TestLargeReplyRev16).
func (c *check) openingEnd() int {
	if c.openEndOK {
		return c.openEnd
	}
	c.openEndOK = true
	s, i := c.folded, 0
	for {
		j := i
		for j < len(s) && (s[j] == ' ' || s[j] == '\n') {
			j++
		}
		if j == len(s) || s[j] != '#' {
			break
		}
		nl := indexByte(s[j:], '\n')
		if nl < 0 {
			i = len(s)
			break
		}
		i = j + nl + 1
	}
	for i < len(s) && indexByte("*_ \n", s[i]) >= 0 {
		i++
	}
	c.openEnd = i
	return i
}

// cjkHeadNoun returns the last two characters of a kanji or katakana noun
// of three or more ("試験教室" → "教室"), or "".
func cjkHeadNoun(noun string) string {
	if len(noun) < 9 || !jaNounChar(noun, len(noun)-3) || !jaNounChar(noun, len(noun)-6) {
		return ""
	}
	return noun[len(noun)-6:]
}
