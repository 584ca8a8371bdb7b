package verify

import "strings"

// The verbs of finding report what a search or listing brought back; the
// number right after one is the size of what it returned, whatever its
// noun: "the name search matched five finishers", "the query returned 12
// rows", "he encontrado 4 opciones", "la búsqueda devolvió 3 resultados".
// They are read as the existentials of statedTotalNounAt are ("there are
// 5 …"; existentialWords holds them), with the same tests of the noun
// after them. Chinese and Japanese put a counter after the number (找到了
// 3 个, 3件見つかりました) and Hindi the verb after its object, which the
// count nouns already read.

// argQualifier reports whether the words after a count's noun repeat
// what the call selected by: "five finishers named Nguyen" over a search
// with "name": "Nguyen", "3 citas con la Dra. Ortega" over "doctor":
// "Ortega". Such a qualifier restates the call's own filter, so it names
// the whole listing, not a part of it. Only the next three words are read.
func (c *check) argQualifier(ci int, rest, noun string) bool {
	rest = strings.TrimLeft(rest, " ")
	after := rest[len(noun):]
	args := c.calls[ci].lowerArgs()
	for i := 0; i < 3 && after != ""; i++ {
		after = strings.TrimLeft(after, " ")
		w, rest, _ := cutAt(after, " ")
		if t := strings.Trim(w, ".,;:()*_"); len(t) >= 4 && wordIn(args, t) {
			return true
		}
		if hasAnyRune(w, ".;:") {
			break // the sentence or clause ends
		}
		after = rest
	}
	return false
}
