package verify

import "strings"

// Field names across languages. Results name what they count or mark in
// English ("overdue": 0, "failed": 0, "alarms: none", "conflicts": []),
// while a reply names the same record in its own language: "没有冲突",
// "不良なし", "कोई अलार्म नहीं". The operational words results use for
// such fields form a small closed vocabulary, so one table can map a
// reply's word to the result's field whatever language either side is in,
// as statusClass does for an item's state.

var glossConcepts []string

// absenceGlossLists holds the glossary (see barList). Each phrase is one
// concept: the words a result writes it with, comma-joined, then "=" and
// the words a reply names it with in es, zh, ja and hi (Latin ones are
// read from a word's start, so a stem stands for its inflections). A
// reply's English word is read from the first half.
var absenceGlossLists = [...]barList{
	{&glossConcepts, "errors,error,errored=error,错误,报错,エラー,त्रुटि,एरर|" +
		"failed,failures,failure,fails=fallid,fallo,falla,失败,失敗,エラー,विफल,फेल|" +
		"warnings,warning=advertencia,aviso,警告,चेतावनी|" +
		"alarms,alarm=alarma,报警,告警,警报,アラーム,警報,अलार्म|" +
		"alerts,alert=alerta,告警,アラート,अलर्ट|" +
		"defects,defective=defect,不良,缺陷,欠陥,दोष|" +
		"overdue,late=vencid,atrasad,逾期,超期,延滞,लेट,ओवरड्यू|" +
		"absent,absentees,absences=ausente,缺勤,缺席,欠席,ग़ैरहाज़िर,गैरहाज़िर,गैरहाजिर,ग़ैरहाजिर,अनुपस्थित|" +
		"vacant,vacancies=vacante,空床,空位,空き,ख़ाली,खाली,रिक्त|" +
		"due,outstanding,unpaid=adeud,impag,欠费,欠款,未付,未払,未納,滞納,बकाया|" +
		"defaults,defaulted=incumplimiento,违约,不履行,डिफ़ॉल्ट,चूक|" +
		"pending,queued=pendiente,待处理,保留中,未処理,लंबित|" +
		"cancelled,canceled,cancellations=cancela,取消,キャンセル,रद्द|" +
		"rejected,declined,denied=rechaz,denegad,拒绝,驳回,却下,拒否,अस्वीकार,रिजेक्ट,रिजेक्शन|" +
		"conflicts,conflict,clashes,clash=conflicto,choque,冲突,競合,衝突,टकराव|" +
		"updates,updated=actualizaci,更新,अपडेट|" +
		"changes,changed,modified=cambio,modificaci,变更,改动,変更,बदलाव|" +
		"complaints,complaint=queja,reclam,投诉,苦情,クレーム,शिकायत|" +
		"returns,returned=devoluci,devuelt,退货,退回,返品,返却,वापसी|" +
		"refunds,refunded=reembols,退款,返金,रिफ़ंड|" +
		"delays,delayed=retraso,demora,延误,延迟,晚点,遅延,遅れ,देरी,विलंब|" +
		"incidents,incident=incident,事故,インシデント,घटना|" +
		"breaches,breached,violations=infracci,违规,违反,違反,उल्लंघन|" +
		"exceptions,exception=excepci,异常,例外,अपवाद|" +
		"retries,retried=reintento,重试,リトライ|" +
		"duplicates,duplicated=duplicad,重复,重複,डुप्लिकेट|" +
		"missing=falta,缺失,缺少,欠落,欠品,गायब|" +
		"expired=caducad,过期,失効,期限切れ|" +
		"blocked,blockers=bloquead,阻塞,ブロック|" +
		"discrepancies,mismatches=discrepancia,差异,不一致,差異,विसंगति|" +
		"damaged,damages=daño,dañad,损坏,破损,破損,損傷,क्षति|" +
		"faults,faulted=aver,故障,खराबी|" +
		"deviations,excursions=desviaci,偏差,逸脱,विचलन|" +
		"recalls,recall=retirada,召回,リコール,रिकॉल|" +
		"over,exceeded,above_max=exced,rebas,sobrepas,超过,超出,超标,超え,上回,सीमा से ऊपर"},
}

var _ = splitBars(absenceGlossLists[:])

// glossNamed reports whether the clause names the concept g near its
// absence (see fieldOfAbsence). Only the bytes that can be near it are
// read, not the whole clause: the glossary is asked for each absence.
func (c *check) glossNamed(in *info, g string) bool {
	a := in.absence
	lo, hi := max(in.start, a.start-64), min(in.end, a.end+64)
	for lo > in.start && c.folded[lo]&0xc0 == 0x80 {
		lo-- // a rune's start
	}
	cl := c.folded[lo:hi]
	en, forms, _ := strings.Cut(g, "=")
	for _, list := range [2]string{en, forms} {
		for rest, more := list, true; more; {
			var w string
			w, rest, more = cutByte(rest, ',')
			if i := glossIndex(cl, w); i >= 0 && c.fieldOfAbsence(in, lo+i, len(w)) {
				return true
			}
		}
	}
	return false
}

// glossHeads reports whether the clause names, near its absence, the
// concept whose result words include w (a column's header: "errors").
func (c *check) glossHeads(in *info, w string) bool {
	g := glossConceptOf(w)
	return g != "" && c.glossNamed(in, g)
}

// glossConceptOf returns the glossary concept whose result words include
// w, or "".
func glossConceptOf(w string) string {
	for _, g := range glossConcepts {
		en, _, _ := cutAt(g, "=")
		if i := indexSubstr(en, w); i >= 0 && (i == 0 || en[i-1] == ',') && (i+len(w) == len(en) || en[i+len(w)] == ',') {
			return g
		}
	}
	return ""
}

// glossEnglish returns the result words, "|"-joined as mentions reads
// them, of the concept a Spanish word w names ("retrasos", or its stem
// "retra" as absenceObject cuts it), or "".
func glossEnglish(w string) string {
	if len(w) < 4 {
		return ""
	}
	for _, g := range glossConcepts {
		en, forms, _ := cutAt(g, "=")
		for rest, more := forms, true; more; {
			var f string
			f, rest, more = cutByte(rest, ',')
			if f != "" && f[0] < 0x80 && (hasPrefix(w, f) || hasPrefix(f, w)) {
				return replaceAll(en, ",", "|")
			}
		}
	}
	return ""
}

// glossIndex returns the first index of w in s at a word's start, or -1.
// A Latin or Devanagari word starts after no letter of its script (its
// inflections follow it: "vencidos", "चूकी"; "लेट" is no word of "प्लेट");
// Han and kana (lead bytes from 0xe3) have no word breaks to read.
func glossIndex(s, w string) int {
	for at := 0; w != ""; {
		i := strings.Index(s[at:], w)
		if i < 0 {
			break
		}
		i += at
		at = i + 1
		switch {
		case i == 0 || w[0] >= 0xe3:
		case w[0] == 0xe0: // Devanagari: U+0900–U+097F is e0 a4 xx or e0 a5 xx
			if i >= 3 && s[i-3] == 0xe0 && (s[i-2] == 0xa4 || s[i-2] == 0xa5) {
				continue
			}
		case isWordByte(s[i-1]) || i >= 2 && s[i-2] >= 0xc0 && s[i-2] < 0xe0:
			continue // after a Latin letter, accented ("ñ") or not
		}
		return i
	}
	return -1
}

// glossField holds an absence that names a record kind of the glossary
// ("没有逾期", "送信エラーはありませんでした", "कोई अलार्म नहीं") to the
// fields of the turn's results that count or mark it: held when some
// result gives the field as none (0, [], null, false, "none") and none
// gives it a count or marks an item with it; crossed, with the call, when
// one does ("overdue": 2, "status": "overdue"). Any result of the turn,
// not only the targets: the field named binds the claim to the call that
// holds it, as an item named does (zeroRowNamed). A clause naming no such
// record, or results without its field, leave the claim as it was.
func (c *check) glossField(in *info) (held bool, crossed int) {
	crossed = -1
	for _, g := range glossConcepts {
		if !c.glossNamed(in, g) {
			continue
		}
		for ci := range c.calls {
			if !c.calls[ci].ok {
				continue
			}
			// Each absence reads the result whole: it counts against the
			// label searches' budget (see labelsValue); past it the claim
			// is left as it was.
			f := c.calls[ci].folded
			if !c.spend(len(f)) {
				return false, -1
			}
			switch glossValue(f, g, false) {
			case fieldNone:
				held = true
			case fieldSome:
				if !c.numBoundElsewhere(in, ci) { // another call's record: see numBoundElsewhere
					return false, ci
				}
			}
		}
	}
	return held, crossed
}

// numBoundElsewhere reports whether the clause's numbers bind it to an ok
// call other than ci and not to ci: "पिछला बुधवार (05/03): 158 ट्रिप, कोई
// रद्द नहीं" over two service_log days, cancelled=3 today and cancelled=0
// with departures=158 the week before, is about the second day's record,
// and today's cancellations do not contradict it. A number of two digits
// or more, not part of a date, that one result states and ci's does not
// binds the clause there.
func (c *check) numBoundElsewhere(in *info, ci int) bool {
	other := false
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.inDate || n.glued || len(n.vals) == 0 || n.vals[0] < 10 {
			continue
		}
		if !c.spend(8 * len(c.calls[ci].nums)) {
			return false
		}
		if c.resultHoldsNum(ci, n) {
			return false
		}
		for cj := range c.calls {
			if cj != ci && c.calls[cj].ok && c.spend(8*len(c.calls[cj].nums)) && c.resultHoldsNum(cj, n) {
				other = true
			}
		}
	}
	return other
}

const (
	fieldAbsent = iota
	fieldNone
	fieldSome
)

// fieldValue reads the fields of result f whose name has the word w as a
// part ("failed", "sms_failed", "Alarms:"): fieldSome if one counts or
// lists something, or w is an item's quoted value ("status":"overdue");
// else fieldNone if one is empty; else fieldAbsent. Values of other kinds
// (a date, a message) say neither.
func fieldValue(f, w string) int { return fieldValueAt(f, w, false, false) }

// fieldValueAt is fieldValue; with lead, only of the fields whose name
// opens with w ("overdue_accounts" for overdue, not "amount_due" for due);
// with stem, w is a stem its name may go on from by up to four letters
// ("alertas" for alerta, "rechazados" for rechaz).
func fieldValueAt(f, w string, lead, stem bool) int {
	out := fieldAbsent
	for at := 0; ; {
		i := indexSubstr(f[at:], w)
		if i < 0 {
			return out
		}
		i += at
		j := i + len(w)
		at = j
		k := j
		for stem && k < len(f) && nameByte(f[k]) {
			k++
		}
		if i > 0 && nameByte(f[i-1]) || j < len(f) && nameByte(f[j]) && (!stem || k-j > 4) || lead && i > 0 && (f[i-1] == '_' || f[i-1] == '-') {
			continue // a part of another word: "latest", "nonfailed"
		}
		j = k
		// An item's value: `"status":"overdue"`.
		if i > 2 && f[i-1] == '"' && j < len(f) && f[j] == '"' && (f[i-2] == ':' || f[i-3] == ':') {
			return fieldSome
		}
		for j < len(f) && isWordByte(f[j]) {
			j++ // the rest of the name: "failed_count"
		}
		at = j // a later part of this name reads the same value
		v := strings.TrimLeft(f[j:], "\"' ")
		if v != "" && isDigitByte(v[0]) && cellLabel(f, i, v) {
			// "| vacant 0 |": a cell that labels its number.
			if v[0] == '0' && (len(v) == 1 || !isDigitByte(v[1]) && v[1] != '.') {
				out = fieldNone
				continue
			}
			return fieldSome
		}
		if v == "" || v[0] != ':' && v[0] != '=' {
			continue
		}
		if v = strings.TrimLeft(v[1:], " "); len(v) < 2 {
			v += "," // a last value of one byte: "errors: 0"
		}
		if v[0] == '"' { // a string: none only when empty or "none"
			if v[1] == '"' || hasPrefix(v[1:], "none") {
				out = fieldNone
			}
			continue
		}
		switch v[0] {
		case '0':
			if !isDigitByte(v[1]) && v[1] != '.' {
				out = fieldNone
			}
		case '[', '{':
			if v[1] != ']' && v[1] != '}' {
				return fieldSome
			}
			out = fieldNone
		case 'n', 'f': // null, none, false
			if hasPrefix(v, "nu") || hasPrefix(v, "no") || hasPrefix(v, "fa") {
				out = fieldNone
			}
		case 't', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			if v[0] != 't' || hasPrefix(v, "true") {
				return fieldSome
			}
		}
	}
}

// nameByte reports whether b continues a word within a field's name, where
// "_" and "-" join its parts.
func nameByte(b byte) bool { return isWordByte(b) && b != '_' && b != '-' }

// cellLabel reports whether the name at i of result f labels the number
// that opens v in a cell of its own: "Nephrology | total 12 | vacant 0 |
// …", the name after a "|" or a line's start, the number before the next
// "|", "," or the line's end.
func cellLabel(f string, i int, v string) bool {
	b := strings.TrimRight(f[:i], " ")
	if b != "" && b[len(b)-1] != '|' && b[len(b)-1] != '\n' {
		return false
	}
	k := 0
	for k < len(v) && (isDigitByte(v[k]) || v[k] == '.') {
		k++
	}
	rest := strings.TrimLeft(v[k:], " ")
	return rest == "" || rest[0] == '|' || rest[0] == ',' || rest[0] == '\n'
}

// clauseWindow returns the folded text of clause in from lo to hi, both
// clamped to the clause and widened to whole runes.
//
// It stays a call for the release binary's size (size20).
//
//go:noinline
func (c *check) clauseWindow(in *info, lo, hi int) string {
	lo, hi = max(in.start, lo), min(in.end, hi)
	for lo > in.start && c.folded[lo]&0xc0 == 0x80 {
		lo-- // a rune's start
	}
	for hi < in.end && c.folded[hi]&0xc0 == 0x80 {
		hi++
	}
	return c.folded[lo:hi]
}

// glossConceptIn reports whether win names glossary concept g (an
// English field word or one of its forms in the reply's languages, as
// glossIndex finds them), and returns g's English field words. Unlike
// check.glossNamed it does not ask that the word be the absence's field.
func glossConceptIn(win, g string) (en string, named bool) {
	en, forms, _ := strings.Cut(g, "=")
	for _, list := range [2]string{en, forms} {
		for rest, more := list, true; more && !named; {
			var w string
			w, rest, more = cutByte(rest, ',')
			named = glossIndex(win, w) >= 0
		}
	}
	return en, named
}

// glossFieldNear reports whether the words near a none word h (64 bytes
// either side, in the clause) name a concept of the glossary that an ok
// call's result holds as a field: "किसी भी खाते में ओवरड्यू नहीं है" beside
// {"overdue_accounts":[…]}, a field whose name opens with the concept's
// word ("amount_due" is an amount, not the dues). The field binds the clause to that result, as
// a noun of the request does (aboutResult); glossField then decides it.
func (c *check) glossFieldNear(in *info, h *hit) bool {
	cl := c.clauseWindow(in, h.start-64, h.end+64)
	for _, g := range glossConcepts {
		if _, named := glossConceptIn(cl, g); !named {
			continue
		}
		for ci := range c.calls {
			if !c.calls[ci].ok {
				continue
			}
			f := c.calls[ci].folded
			if !c.spend(len(f)) {
				return false
			}
			if glossValue(f, g, true) != fieldAbsent {
				return true
			}
		}
	}
	return false
}

// glossValue reads the fields of result f that hold concept g:
// fieldSome when one counts or marks some, else fieldNone when one
// gives none, else fieldAbsent. A result may key the record in the
// reply's language ("alertas=0" for "ninguna alerta"): after the English
// words, a Latin form of five letters or more is read as a key's stem
// (see fieldValueAt). With lead, only fields whose name opens with the
// word count.
func glossValue(f, g string, lead bool) int {
	out := fieldAbsent
	en, forms, _ := cutAt(g, "=")
	for pass, list := range [2]string{en, forms} {
		for rest, more := list, true; more; {
			var w string
			w, rest, more = cutByte(rest, ',')
			if pass == 1 && (len(w) < 5 || w[0] >= 0x80) {
				continue
			}
			switch fieldValueAt(f, w, lead, pass == 1) {
			case fieldSome:
				return fieldSome
			case fieldNone:
				out = fieldNone
			}
		}
	}
	return out
}
