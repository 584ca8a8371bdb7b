package verify

import "strings"

// A number written right before a noun that, in the reply's language,
// names what a target call is about by the record (a nameGloss concept
// its tool name, arguments or result head write in English: "6ロット"
// over forge_lot_query, "4 परमिट" over a listing of permits/, "5 lotes"
// over a result of "lot" rows) counts that call's items, whatever the
// lexicon holds, and is held to its count like "5 files". The concept
// is bound to the call by glossHeld, as a denial's object is; a form the
// call does not carry names nothing and makes no claim. The English
// words are toolNounAt's and the lexicon's.

// glossCounterSkips are what may stand between a Japanese or Chinese
// number and its noun: "3つのロット", "2个批次".
var glossCounterSkips = [...]string{"つの", "の", "个", "個"}

// glossNounAt returns the reply-language form of a glossary concept a
// target call carries, written right after the number at sp.
func (c *check) glossNounAt(in *info, sp span, idx int) (string, bool) {
	after := strings.TrimLeft(c.folded[sp.end:min(in.end, sp.end+48)], " *_")
	if after == "" || after[0] < 0x80 && !isLetterByte(after[0]) {
		return "", false
	}
	if after[0] >= 0x80 {
		for _, s := range glossCounterSkips {
			if hasPrefix(after, s) {
				after = after[len(s):]
				break
			}
		}
	}
	for _, g := range nameGloss {
		en, forms, _ := strings.Cut(g, "=")
		for rest, more := forms, true; more; {
			var f string
			f, rest, more = cutByte(rest, ',')
			if !glossFormOpens(after, f) {
				continue
			}
			for _, ci := range in.targets {
				if ci >= len(c.calls) || !c.calls[ci].ok {
					continue
				}
				call := &c.calls[ci]
				if key := resultKey(call.folded); !glossNames(call.Tool, en, forms) && (key == "" || !glossWordIs(en, forms, "", key)) {
					continue // the concept is neither the tool's nor its rows' key
				}
				if glossWordIs(en, forms, call.lowerArgs(), "") {
					continue // {"lote":"L-2508"}: the call is about one of them, and lists its parts
				}
				if idx >= 0 && ci < len(callIndex) && c.numIn(c.nums[idx], callIndex[ci:ci+1]) {
					continue // "6 भुगतान" over a payments column: a value of a row (see callIndex)
				}
				return f, true
			}
			break
		}
	}
	return "", false
}

// glossFormOpens reports whether s opens with the glossary form f as a
// word: a Latin stem of four letters or more opening a word ("lote" of
// "lotes"), a CJK form as written, a Devanagari one followed by no
// further consonant ("परमिट", "परमिटों").
func glossFormOpens(s, f string) bool {
	if len(f) < 3 || !hasPrefix(s, f) {
		return false
	}
	if f[0] < 0x80 {
		return len(f) >= 4
	}
	r := firstRune(s[len(f):])
	if r >= 0x0900 && r <= 0x097F {
		return r >= 0x093E && r <= 0x094D || r == 0x0902 // a vowel sign or anusvara: an inflection
	}
	return true
}

// glossWordIs reports whether one of the concept's English words or Latin
// forms is key, or, with key "", is an argument's key in args
// ({"lote":"L-2508"}).
//
//go:noinline
func glossWordIs(en, forms, args, key string) bool {
	for rest, more := en+","+forms, true; more; {
		var w string
		w, rest, more = cutByte(rest, ',')
		if w == "" || w[0] >= 0x80 {
			continue
		}
		if key != "" && w == key || key == "" && len(w) >= 3 && hasSubstr(args, `"`+w+`":`) {
			return true
		}
	}
	return false
}

// resultKey returns the name of a result's first column, the key its rows
// are items of: "lot" of "lot,forged_on,…", of " lot | weight_kg" and of
// [{"lot":"C-2410",…}], or "" when its first line is no header of columns.
func resultKey(r string) string {
	line, _, _ := strings.Cut(r[:min(len(r), 96)], "\n")
	json := strings.HasPrefix(line, `[{"`) || strings.HasPrefix(line, `{"`)
	line = strings.TrimLeft(line, " [{\"")
	for i := 0; i < len(line); i++ {
		if isWordByte(line[i]) {
			continue
		}
		if json && hasPrefix(line[i:], `":`) || !json && strings.ContainsAny(line[i:], ",|\t") {
			return line[:i]
		}
		return ""
	}
	return ""
}
