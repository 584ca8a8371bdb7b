package verify

import "strings"

// A number written right before a noun that, in the reply's language,
// names the items of a target call by the record counts them, whatever
// the lexicon holds, and is held to the call's count like "5 files": the
// noun is a form of a nameGloss concept that the tool's name words write
// in English ("6ロット" over forge_lot_query) or that names the result's
// first column, the key its rows are items of ("3ロット" over "lot |
// weight_kg", "4 गोदामों" over "warehouse,units"). Not when an argument's
// key is the concept ({"lote":"L-2508"}: a call about one of them), nor
// when the number is a value of that result (a payments column). The
// English words are toolNounAt's and the lexicon's.

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
	for _, ci := range in.targets {
		if ci >= len(c.calls) || !c.calls[ci].ok {
			continue
		}
		call := &c.calls[ci]
		for _, k := range call.nameConcepts() {
			en, forms, _ := strings.Cut(nameGloss[k], "=")
			for rest, more := forms, true; more; {
				var f string
				f, rest, more = cutByte(rest, ',')
				if !glossFormOpens(after, f) {
					continue
				}
				if glossArgKey(en, forms, call.lowerArgs()) {
					break // {"lote":"L-2508"}: the call is about one of them, and lists its parts
				}
				if idx >= 0 && ci < len(callIndex) && c.numIn(c.nums[idx], callIndex[ci:ci+1]) {
					break // "6 भुगतान" over a payments column: a value of a row (see callIndex)
				}
				return f, true
			}
		}
	}
	return "", false
}

// nameConcepts returns the nameGloss concepts the tool's name words and
// the result's key column are English words of (glossConceptIndex), in that
// order: looked up once per call, not once per number of the reply.
func (ci *callInfo) nameConcepts() []int {
	if !ci.glossDone {
		ci.glossDone = true
		key := resultKey(ci.folded)
		for r, w := strings.ToLower(ci.Tool), ""; r != "" || key != ""; {
			if r != "" {
				w, r = nextNameWord(r)
			} else {
				w, key = key, ""
			}
			if k := glossConceptIndex(w); k >= 0 {
				ci.gloss = append(ci.gloss, k)
			}
		}
	}
	return ci.gloss
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

// glossArgKey reports whether one of the concept's English words or Latin
// forms is an argument's key in args ({"lote":"L-2508"}).
//
//go:noinline
func glossArgKey(en, forms, args string) bool {
	for rest, more := en+","+forms, true; more; {
		var w string
		w, rest, more = cutByte(rest, ',')
		if w == "" || w[0] >= 0x80 {
			continue
		}
		if len(w) >= 3 && hasSubstr(args, `"`+w+`":`) {
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
