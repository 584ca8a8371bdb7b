package verify

import (
	"strings"
	"unicode/utf8"
)

// itemAbsent reports whether an absence is said of items the clause
// names before it, and no result of its targets names any of them:
// "Para Tamayo y Soriano no encontré nada en el calendario", "el
// miércoles 16 y el domingo 20 no hay nada programado", "望京店没有退款".
// Such a clause says one item has nothing, not that the call found
// nothing; the result's rows decide it, and it is true when no row names
// the item. An item a target's result does name keeps the clause held
// to that result ("国贸店没有退款" over a refund list with 国贸店 rows).
//
// Items are bound by their form, not by a list of words: a day of the
// month the clause marks as a day (a weekday, 日/号, "day", an ordinal
// ending), compared with the dates of the result; a capitalised name or
// a code that another call of the turn names, so it is known to be one of
// the turn's items; a Chinese or Japanese name that ends as a cell of the
// result ends (店, 号) with none of its endings in the result.
func (c *check) itemAbsent(in *info, targets []int) bool {
	a := in.absence
	lo := in.start
	pre := c.folded[lo:a.start]
	bound := false
	for _, dp := range dayNumbers(pre) {
		d, at := dp[0], lo+dp[1]
		if c.inReplyDate(at) {
			continue // "viernes 21 de noviembre": a date, left to the rules of periods
		}
		dated := false
		for _, ci := range targets {
			for _, dt := range c.calls[ci].dates {
				dated = true
				if dt.d == d {
					return false // a row of that day
				}
			}
		}
		if !dated {
			return false
		}
		bound = true
	}
	for i := 0; i < len(pre); {
		var tok string
		tok, i = nextRun(pre, i, isFileByte)
		st := i - len(tok)
		tok = strings.Trim(tok, ".-/_")
		code := strings.ContainsAny(tok, "0123456789")
		if len(tok) < 4 || strings.Trim(pre[:st], " -*:#") == "" || code && strings.Trim(tok, "0123456789.,:-/") == "" || !code && !properAt(c.masked, lo+st) {
			continue // the clause's first word, a number, a plain word
		}
		if c.targetsHold(targets, tok) {
			return false
		}
		for _, ci := range targets {
			if hasSubstr(c.calls[ci].lowerArgs(), tok) {
				return false // the call's subject: every row is its own
			}
		}
		if c.otherCallNames(targets, tok) {
			bound = true
		}
	}
	if name, st := cjkItem(pre); name != "" && strings.Trim(pre[:st], " -*#") == "" {
		last, n := utf8.DecodeLastRuneInString(name)
		for _, ci := range targets {
			if !cellEndings(c.calls[ci].folded, last) {
				continue
			}
			for k := len(name) - n; k > 0; {
				_, m := utf8.DecodeLastRuneInString(name[:k])
				k -= m
				if hasSubstr(c.calls[ci].folded, name[k:]) {
					return false // "国贸店": a row of that name
				}
			}
			bound = true
		}
	}
	return bound
}

// targetsHold reports whether the result of one of targets holds w.
func (c *check) targetsHold(targets []int, w string) bool {
	for _, ci := range targets {
		if hasSubstr(c.calls[ci].folded, w) {
			return true
		}
	}
	return false
}

// otherCallNames reports whether an ok call outside targets names w in
// its result or arguments: the name is one of the turn's items.
func (c *check) otherCallNames(targets []int, w string) bool {
	for ci := range c.calls {
		if c.calls[ci].ok && !containsInt(targets, ci) && (hasSubstr(c.calls[ci].folded, w) || hasSubstr(c.calls[ci].lowerArgs(), w)) {
			return true
		}
	}
	return false
}

// properAt reports whether the reply writes a proper name at byte i: a
// capital and then a small letter ("Tamayo"), not a constant or an
// acronym (`API_TOKEN`, SCADA), which names a field or a system.
func properAt(s string, i int) bool {
	return i+1 < len(s) && 'A' <= s[i] && s[i] <= 'Z' && 'a' <= s[i+1] && s[i+1] <= 'z'
}

// dayNumbers returns the numbers of s the text marks as days of a
// month: after a weekday or "day"/"día" ("el miércoles 16", "days 16"),
// before 日/号 or an English ordinal ending ("16日", "the 16th"), or
// joined by a conjunction to such a number ("16 and 20").
func dayNumbers(s string) [][2]int {
	var out [][2]int
	prevDay := false
	for i := 0; i < len(s); {
		if s[i] < '0' || s[i] > '9' {
			i++
			continue
		}
		j := i
		for j < len(s) && '0' <= s[j] && s[j] <= '9' {
			j++
		}
		if j-i > 2 || i > 0 && strings.IndexByte(":.,/-", s[i-1]) >= 0 || j < len(s) && strings.IndexByte(":.,/-%", s[j]) >= 0 && j+1 < len(s) && '0' <= s[j+1] && s[j+1] <= '9' {
			prevDay = false
			i = j
			continue
		}
		n := int(s[i]-'0')*10 + int(s[j-1]-'0')
		if j-i == 1 {
			n = int(s[i] - '0')
		}
		words := strings.Fields(s[:i])
		before := ""
		if len(words) > 0 {
			before = words[len(words)-1]
		}
		after := strings.TrimLeft(s[j:], " ")
		// "11月26日", "from the 3rd to the 9th": a date or a range is a
		// period, not an item, and left to the rules of periods.
		month := hasSuffix(s[:i], "月") || hasPrefixAny(after, []string{"日から", "日到", "日至", "号到", "日以来", "日～", "日〜", "到", "~", "–"}) ||
			hasSuffix(s[:i], "到") || hasSuffix(s[:i], "至") || hasSuffix(s[:i], "〜") || hasSuffix(s[:i], "～") || hasSuffix(s[:i], "~") || hasSuffix(s[:i], "–")
		day := hasSuffix(before, "day") || hasSuffix(before, "days") || hasSuffix(before, "वार") || esWeekday(before) ||
			cjkDay(after) || hasPrefix(after, "तारीख") || ordinalEnd(s[j:]) ||
			prevDay && (before == "y" || before == "and" || before == "और" || before == "e" || i > 0 && (hasSuffix(s[:i], "、") || hasSuffix(s[:i], "和") || hasSuffix(s[:i], "と")))
		if day && !month && n >= 1 && n <= 31 {
			out = append(out, [2]int{n, i})
		}
		prevDay = day
		i = j
	}
	return out
}

// cjkDay reports whether s opens with 日 or 号 ending a word: not "号线",
// "日間", whose second character makes a noun of its own.
func cjkDay(s string) bool {
	if !hasPrefix(s, "日") && !hasPrefix(s, "号") {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[3:])
	return !isCJK(r) || strings.ContainsRune("和与、也都没无不はもにと，）", r)
}

// inReplyDate reports whether byte at of the reply lies in a date the
// reply writes with its month.
func (c *check) inReplyDate(at int) bool {
	for _, d := range c.dates {
		if d.start <= at && at < d.end {
			return true
		}
	}
	return false
}

// ordinalEnd reports whether s opens with an English ordinal ending
// written onto its number: "16th", "1st", not "16 through".
func ordinalEnd(s string) bool {
	return hasPrefixAny(s, []string{"th", "st", "nd", "rd"}) && (len(s) == 2 || !isLetterByte(s[2]))
}

// esWeekday reports a Spanish weekday or día.
func esWeekday(w string) bool {
	switch w {
	case "lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo", "día", "días":
		return true
	}
	return false
}

// cjkItem returns the Chinese or Japanese run that ends right before an
// absence, less a trailing particle of place or topic (里, は, には), when
// it is a name: two to six runes with no quantifier (所有, 各, 每) and no
// 的/の, which make it a phrase rather than a name.
func cjkItem(pre string) (string, int) {
	s := strings.TrimRight(pre, " *")
	for _, p := range []string{"には", "では", "は", "里", "中"} {
		s = strings.TrimSuffix(s, p)
	}
	i := len(s)
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		if !isCJK(r) || r < 0x3040 || r >= 0xff00 {
			break
		}
		i -= n
	}
	name := s[i:]
	if k := utf8.RuneCountInString(name); k < 2 || k > 6 || strings.ContainsAny(name, "所各每全任都均其的の也还") {
		return "", 0
	}
	return name, i
}

// cellEndings reports whether two different values of result f end
// with rune r, as sibling names do ("国贸店", "西单店"): r followed by a
// separator of cells (space, pipe, quote, comma, line end), the values
// read back to the separator before them.
func cellEndings(f string, r rune) bool {
	var b [4]byte
	w := string(b[:utf8.EncodeRune(b[:], r)])
	first := ""
	for i := 0; ; {
		j := strings.Index(f[i:], w)
		if j < 0 {
			return false
		}
		e := i + j + len(w)
		i = e
		if e < len(f) && strings.IndexByte(" |\",\n\t", f[e]) < 0 {
			continue
		}
		st := strings.LastIndexAny(f[:e], " |\",\n\t") + 1
		if first == "" {
			first = f[st:e]
		} else if f[st:e] != first {
			return true
		}
	}
}
