package verify

import (
	"strings"
)

// An absence within one record. A call that returned a single record (one
// JSON object, or "key: value" lines) has found its item: the account, the
// ticket, the forecast, the order. An absence the reply states beside it
// ("no installment was missed", "没有任何处理记录", "बारिश की कोई संभावना
// नहीं", "服薬はありません") is of a part or a property of that record, not
// a claim that the call came back empty, and the record being there does
// not contradict it.

// oneRecord reports whether call ci, a lookup, returned a single record: a
// flat JSON object, or lines that are all "key: value" pairs. A search's or
// a command's one record is the one hit it found (an email's headers, a
// report of counts), which an absence can deny: those keep the check.
func (c *check) oneRecord(ci int) bool {
	call := &c.calls[ci]
	if call.Count != nil && *call.Count > 1 || c.searchCall(ci) {
		return false
	}
	// A lookup by key ("account_lookup") is of the search family, and
	// finds the one record it names: only the tool's name tells a search.
	for _, f := range []string{famShell, famList} {
		if contains(call.families, f) {
			return false
		}
	}
	if hasSubstr(call.Tool, "find") || hasSubstr(call.Tool, "grep") || hasSubstr(call.Tool, "query") || hasSubstr(call.Tool, "list") {
		return false
	}
	t := strings.TrimSpace(call.folded)
	if len(t) < 2 || len(t) > 4096 {
		return false
	}
	if t[0] == '{' {
		// Flat: a nested object or a non-empty list holds items of its own.
		if t[len(t)-1] != '}' || strings.Count(t, "{") > 1 {
			return false
		}
		for i := indexByte(t, '['); i >= 0; i = indexByte(t, '[') {
			t = strings.TrimLeft(t[i+1:], " \n\t")
			if !hasPrefix(t, "]") {
				return false
			}
		}
		return true
	}
	n := 0
	for rest, more := t, true; more; {
		var line string
		line, rest, more = cutByte(rest, '\n')
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		// A key is a few words naming a field: a path, a line number, a
		// date or a hash before the colon is a listing's line (grep, git
		// log, a dated history), and a numbered label one item's
		// ("build 881: passed").
		k, _, ok := cutAt(line, ": ")
		if !ok || len(k) > 32 || hasAnyRune(k, "0123456789") || strings.ContainsFunc(k, func(r rune) bool { return !isWordRune(r) && r != ' ' && r != '-' }) {
			return false
		}
		n++
	}
	return n >= 2
}

// recordDenied reports whether the absence denies the record itself,
// which the record found contradicts: the key the lookup was given stands
// in the absent noun phrase right after it ("no order A-17", "没有订单
// A-17", "ningún pedido A-17"); the absence is one of finding nothing ("नहीं मिला",
// "没有找到"); the absent thing is named in the record or is what the
// request asked for ("今晚谁值班？" and "没有值班安排"); or nothing at all is said to be
// there, by a bare pronoun ("nothing", "nada", "何も") or a word of
// emptiness ("la consulta está vacía").
func (c *check) recordDenied(in *info, ci int) bool {
	a := in.absence
	if nothingWords[a.t.text] {
		return true
	}
	if containsAny(a.t.text, foundNothingWords) {
		return true // "नहीं मिला", "no results", "está vacía": the lookup came back empty
	}
	// The absent thing named, in the record ("no tracking number" over
	// {"tracking": …}) or in the request ("कोई ट्रैकिंग नंबर" after "क्या
	// ट्रैकिंग नंबर है?").
	if obj := c.absenceObject(in); obj != "" && (c.mentions(ci, obj) || c.mentions(ci, englishObject(obj))) {
		return true
	}
	if obj := c.latinObject(in); obj != "" && c.mentions(ci, obj) {
		return true
	}
	if w := nextWord(strings.TrimLeft(c.folded[a.end:in.end], " *_")); runeCount(w) >= 3 && a.t.text[0] < 0xe3 && hasSubstr(c.request, w) {
		return true
	}
	rest := c.folded[a.end:min(in.end, a.end+40)]
	for _, k := range c.calls[ci].anchors {
		if len(k) >= 3 && hasSubstr(rest, k) {
			return true
		}
	}
	if a.t.text[0] < 0xe3 {
		return false
	}
	// 没有发现, 没有找到: a verb of finding after the negation. The absent
	// noun ends at the clause's first mark ("没有欠费，OBU…").
	noun := c.folded[a.end:in.end]
	if i := strings.IndexAny(noun, "，。、；：,;:"); i >= 0 {
		noun = noun[:i]
	}
	return hasPrefixAny(rest, zhFindVerbs) || c.cjkRequestWord(noun)
}

var (
	foundNothingWords []string
)

// absenceOneRecordLists holds the phrases of the word lists declared above (see barList).
var absenceOneRecordLists = [...]barList{
	// foundNothingWords, inside an absence phrase, say that a lookup found or
	// returned nothing, or came back empty: the record is what is denied.
	{&foundNothingWords, "find|found|result|empty|came back|turned up|hits|yielded|" +
		"encontr|resultado|vací|devolvi|arroj|मिल|खाली|ख़ाली|नतीजा|" +
		"找|查到|结果|結果|返回|空|見つか|ヒット|カラ"},
}

var _ = splitBars(absenceOneRecordLists[:])

// nothingWords are the bare pronouns of nothing that recordDenied reads
// as an empty record. A set, not a switch of them (the release binary's
// size, size20).
var nothingWords = semiSet("nothing;nada;कुछ भी;何も;什么都;什么也")
