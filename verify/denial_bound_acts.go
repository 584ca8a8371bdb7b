package verify

import (
	"slices"
	"strings"
)

// Denials bound to the call they deny by what that call carried (den20):
//
//   - the person an act reached, named by another result's record of the
//     act's own argument: "I haven't contacted Zhou" after sms_send {"to":
//     "customer:RA-559911"}, when rental_agreement_get returned {"agreement":
//     "RA-559911","customer":"Zhou"} (recordNamesArg);
//   - an English verb that is the tool's own: "I haven't emailed your
//     group" after email_user, "I haven't assigned or dispatched anything"
//     after dispatch_command {"action":"assign"} (deniesNamedVerb);
//   - an identifier the call was given, written in the denial's object:
//     "防犯登録番号（1234-567890）での照会は行っていない" after
//     bike_registry_lookup {"registration_no":"1234-567890"} (argIdentCall);
//   - a tool-name word spelled in Devanagari: "बैंक स्टेटमेंट मैंने नहीं देखा"
//     after bank_statement, by the consonant skeleton that names in another
//     script are read by (devaNameWordCall, see name_skeleton.go).
//
// Each binds only to an ok call; a denial that binds to none stays true.

// argIdents returns up to four identifiers of a call's arguments: tokens
// of letters, digits and hyphens with at least min digits.
func argIdents(args string, minDigits int) ([4]string, int) {
	var ids [4]string
	n := 0
	for t := range strings.FieldsFuncSeq(args, func(r rune) bool { return !isWordRune(r) && r != '-' || r == '_' }) {
		t = strings.Trim(t, "-")
		d := 0
		for i := 0; i < len(t); i++ {
			if t[i] >= '0' && t[i] <= '9' {
				d++
			}
		}
		if d >= minDigits && len(t) >= 4 && n < len(ids) && !dateToken(t) {
			ids[n] = t
			n++
		}
	}
	return ids, n
}

// dateToken reports whether t is a date of digits and hyphens
// (2025-12-06, 06-12-2025): a date names a day, which many calls are given.
func dateToken(t string) bool {
	var parts [4]int
	n := 0
	for _, p := range strings.Split(t, "-") {
		if n == len(parts) {
			return false
		}
		for i := 0; i < len(p); i++ {
			if p[i] < '0' || p[i] > '9' {
				return false
			}
		}
		parts[n] = len(p)
		n++
	}
	return n == 3 && (parts[0] == 4 && parts[1] <= 2 && parts[2] <= 2 || parts[0] <= 2 && parts[1] <= 2 && parts[2] == 4) || n == 1 && parts[0] == 8
}

// recordNamesArg reports whether the Latin word w names what call ci acted
// on by another ok call's record: a result line (or, in a line of JSON,
// the object around w) that holds both w and an identifier of ci's
// arguments. Only the first eight places of w in each result are read.
//
// What it reads counts against the label searches' budget (see
// labelsValue): a reply of thousands of such denials over a long result
// reads it a bounded number of times.
func (c *check) recordNamesArg(ci int, w string) bool {
	c.initLabelBudget()
	args := c.calls[ci].lowerArgs()
	if c.labelScan += len(args) + 1; c.labelScan > c.labelBudget {
		return false
	}
	ids, n := argIdents(args, 1)
	if n == 0 {
		return false
	}
	for oi := range c.calls {
		if oi == ci || !c.calls[oi].ok {
			continue
		}
		res := c.calls[oi].folded
		if c.labelScan += len(res) + 1; c.labelScan > c.labelBudget {
			return false
		}
		for off, k := 0, 0; k < 8 && off < len(res); k++ {
			j := wordIndex(res[off:], w)
			if j < 0 {
				break
			}
			at := off + j
			lo, hi := lastIndexByte(res[:at], '\n')+1, len(res)
			if e := indexByte(res[at:], '\n'); e >= 0 {
				hi = at + e
			}
			// One object of a JSON line: the braces nearest w.
			if b := lastIndexByte(res[lo:at], '{'); b >= 0 {
				lo += b
			}
			if e := indexByte(res[at:hi], '}'); e >= 0 {
				hi = at + e
			}
			for _, id := range ids[:n] {
				if hasSubstr(res[lo:hi], id) {
					return true
				}
			}
			off = at + len(w)
		}
	}
	return false
}

// argIdentCall returns the first ok call one of whose argument identifiers
// (six digits or more: a registration, an order or a phone number) win
// writes as a token of its own, or -1.
func (c *check) argIdentCall(win string) int {
	if !hasAnyRune(win, "0123456789") {
		return -1
	}
	c.initLabelBudget()
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		args := c.calls[ci].lowerArgs()
		if c.labelScan += len(args) + 1; c.labelScan > c.labelBudget {
			return -1 // the label searches' budget (see recordNamesArg)
		}
		ids, n := argIdents(args, 6)
		for _, id := range ids[:n] {
			for off := 0; off < len(win); {
				j := indexSubstr(win[off:], id)
				if j < 0 {
					break
				}
				st, en := off+j, off+j+len(id)
				if (st == 0 || !identByte(win[st-1])) && (en == len(win) || !identByte(win[en])) {
					return ci
				}
				off = st + 1
			}
		}
	}
	return -1
}

// devaNameWordCall returns the first ok call a content word of whose
// tool's name win spells in Devanagari (a consonant skeleton of four or
// more, see name_skeleton.go), or -1: "बैंक स्टेटमेंट" for bank_statement.
func (c *check) devaNameWordCall(win string) int {
	if !hasSubstr(win, "\xe0\xa4") {
		return -1
	}
	best, at := -1, len(win)
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, f := range c.calls[ci].families {
			if !isTopic(f) || hasPrefix(f, "tool:") || len(f) < 4 || !isLowerASCII(f) {
				continue
			}
			var want skel
			for i := 0; i < len(f); i++ {
				want.add(f[i])
			}
			if want.n < 4 {
				continue
			}
			if i, _ := devaMatch(win, &want, false); i >= 0 && i < at {
				best, at = ci, i
			}
		}
	}
	return best
}

// namedVerbNeg returns the span of the English first-person negation that
// the negation hit h ends ("i haven't", "we did not", "i never"), or a span
// with a negative start.
func (c *check) namedVerbNeg(in *info, h hit) span {
	lo := h.start
	switch h.t.text {
	case "haven't", "haven’t", "didn't", "didn’t", "never":
	case "not":
		b := c.folded[max(in.start, lo-6):lo]
		switch {
		case hasSuffix(b, " have "):
			lo -= len("have ")
		case hasSuffix(b, " did "):
			lo -= len("did ")
		default:
			return span{-1, -1}
		}
	default:
		return span{-1, -1}
	}
	b := c.folded[max(in.start, lo-4):lo]
	for _, subj := range [...]string{"i ", "we "} {
		if st := lo - len(subj); hasSuffix(b, subj) && (st == in.start || st > in.start && !isLetterByte(c.folded[st-1])) {
			return span{st, h.end}
		}
	}
	return span{-1, -1}
}

// namedVerbSkip are adverbs between the negation and the verb.
var namedVerbSkip = wordSet("yet actually really already even personally")

// namedVerbStop are verbs of looking, running and changing, which other
// readings bind by their objects (deniesObject, checkUse, checkTouchedNothing).
var namedVerbStop = wordSet("check look read query search open run fetch get pull use access see view find list " +
	"review verify confirm need touch change modify scan call go do make have try test ask browse consult examine " +
	"compare calculate count know mean think tell say")

// deniesNamedVerb reports, and adds, a denied_call for an English
// first-person negated verb whose stem is a word of an ok call's tool name
// ("I haven't emailed your group" after email_user) or the whole value of
// one of its arguments ("I haven't assigned anything" after
// dispatch_command {"action":"assign"}): the call did the act the verb
// names. A tool named for reading (email_search, dispatch_status) does
// none; the verbs of the classes deniesAct reads (send, delete, book …)
// and those of looking are left to those readings. The object is held to the call as
// deniesAct holds it.
func (c *check) deniesNamedVerb(in *info) bool {
	if in.question || in.fail || in.modal || !c.mayHold("n't") && !c.mayHold("’t") && !c.mayHold(" not ") && !c.mayHold("never") {
		return false
	}
	for _, f := range c.rep.Findings[max(0, len(c.rep.Findings)-16):] {
		if f.Type == DeniedCall && f.Start >= in.start && f.Start < in.end {
			return false // the clause's denial is reported already
		}
	}
	for _, h := range in.hits {
		if h.t.kind != kindNeg {
			continue
		}
		neg := c.namedVerbNeg(in, h)
		if neg.start < 0 {
			continue
		}
		at := neg.start
		for _, hs := range in.hedges {
			if hs.end <= at {
				return false
			}
		}
		// The verb, and those coordinated with it ("assigned or dispatched").
		var verbs [3]string
		nv, end, more := 0, neg.end, false
	words:
		for pos := end; nv < len(verbs) && pos < in.end; {
			for pos < in.end && c.folded[pos] == ' ' {
				pos++
			}
			st := pos
			for pos < in.end && c.folded[pos] != ' ' {
				pos++
			}
			tok := strings.TrimRight(c.folded[st:pos], ".,;:!?)")
			closed := len(tok) < pos-st
			if tok == "" || !isLowerASCII(tok) {
				break
			}
			switch {
			case nv == 0 && namedVerbSkip[tok]:
			case nv == 0 || more && (hasSuffix(tok, "ed") || !hasSuffix(verbs[0], "ed") && !actObjStop[tok]):
				// After "didn't" the coordinated verbs are base forms too
				// ("I didn't extend or release anything").
				verbs[nv], end, more = tok, st+len(tok), false
				nv++
			case !more && (tok == "or" || tok == "and" || tok == "nor"):
				more = true
			default:
				break words
			}
			if closed {
				break
			}
		}
		for _, v := range verbs[:nv] {
			ci := c.namedVerbCall(v)
			if ci < 0 {
				continue
			}
			sp := span{at, end}
			objs, n := c.actObjects(in, sp, c.folded[at:end])
			named := n == 0
			for _, w := range objs[:n] {
				named = named || wordIn(c.calls[ci].lowerArgs(), w) || c.recordNamesArg(ci, w)
			}
			// "I didn't ping .43" after a ping of .42: a target no call was given.
			if !named || c.deniesUngivenTarget(in, sp) {
				continue
			}
			// Contradiction: the verb is the act this call, with a receipt, did.
			c.addRule("denial/named-act", BasisContradiction, c.callFinding(DeniedCall, sp, ci,
				"reply denies the act "+c.calls[ci].Tool+" did, but that call succeeded in this turn"))
			return true
		}
		return false
	}
	return false
}

// deniedClasses are the act classes deniedActTerms lists denials of;
// deniesAct reads those.
var deniedClasses = wordSet(strings.Join([]string{actRestart, actDeploy, actDelete, actPush, actInstall, actSend, actScale, actBook, actPay}, " "))

// namedVerbCall returns the first ok call that does the act of English
// verb v (a base form or a past participle), or -1: a word of its tool's
// name, or the whole value of one of its arguments, is v's stem.
func (c *check) namedVerbCall(v string) int {
	var stems [4]string
	n := 0
	add := func(s string) {
		if len(s) >= 4 && n < len(stems) {
			stems[n] = s
			n++
		}
	}
	add(v)
	if w, ok := cutSuffix(v, "ied"); ok {
		add(w + "y")
	} else if w, ok := cutSuffix(v, "ed"); ok {
		add(w)
		add(w + "e")
		if len(w) >= 2 && w[len(w)-1] == w[len(w)-2] {
			add(w[:len(w)-1])
		}
	}
	stop := func(st string) bool {
		return namedVerbStop[st] || deniedClasses[actionWords[st]] || deniedClasses[madeActWords[st]] || verbWords[st]
	}
	nameOnly := false
	for _, st := range stems[:n] {
		if !stop(st) {
			continue
		}
		// "I didn't restart it" after snowgun_start: a verb in re- is
		// its stem's act done again, named by the tool's name only.
		re, ok := strings.CutPrefix(st, "re")
		if !ok || len(re) < 4 || stop(re) || nameOnly {
			return -1
		}
		stems[0], n, nameOnly = re, 1, true
		break
	}
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		words := nameWords(call.Tool)
		reads := false
		for _, w := range words {
			reads = reads || readNameWords[w]
		}
		if reads {
			continue
		}
		args := call.lowerArgs()
		for _, st := range stems[:n] {
			for _, w := range words {
				if w == st {
					return ci
				}
			}
			if !nameOnly && (hasSubstr(args, `:"`+st+`"`) || hasSubstr(args, `: "`+st+`"`)) {
				return ci
			}
		}
	}
	return -1
}

// anchorTokenIn is wordIn(win, a) for an anchor of a call's arguments
// (args), read on the whole token it stands in: a token that joins other
// parts to it ("gw-odori-2", a gateway named after the venue "odori") is
// another name, unless the arguments hold it too.
func anchorTokenIn(win, a, args string) bool {
	tokByte := func(b byte) bool { return isLetterByte(b) || b >= '0' && b <= '9' || b == '-' || b == '_' || b == '.' }
	for i := 0; ; {
		j := indexSubstr(win[i:], a)
		if j < 0 {
			return false
		}
		st, en := i+j, i+j+len(a)
		i = st + 1
		if st > 0 && isLetterByte(win[st-1]) || en < len(win) && isLetterByte(win[en]) {
			continue
		}
		lo, hi := st, en
		for lo > 0 && tokByte(win[lo-1]) {
			lo--
		}
		for hi < len(win) && tokByte(win[hi]) {
			hi++
		}
		if t := strings.Trim(win[lo:hi], ".-_"); t == a || hasSubstr(args, t) {
			return true
		}
	}
}

// untouchedByRead reports whether denial verb h is one of touching ("No he
// tocado la cita", "I haven't touched the production plan") about a record
// while no ok call of the turn changed anything: touching a record is
// changing it, and the reads that ran (agenda_citas, calendar_list) leave
// the denial true. A system, database, account, inbox or server as the object
// ("I didn't touch the lab system", "会員データベースには一切触れていません")
// is touched by being reached, and stays bound to the read; so does a shell
// call, which may have changed what it reached. A call that controls a
// thing (aeration_control) changes it.
func (c *check) untouchedByRead(in *info, h hit, ci int) bool {
	if !containsAny(c.folded[h.start:h.end], touchVerbs) || contains(c.calls[ci].families, famShell) {
		return false
	}
	for i := range c.calls {
		call := &c.calls[i]
		if !call.ok {
			continue
		}
		looks := contains(call.families, famFetch) || contains(call.families, famRead) || contains(call.families, famList) || contains(call.families, famSearch)
		if len(call.actions) > 0 && !looks && !readOnlyCommand(call.lowerArgs()) || contains(call.families, famWrite) ||
			makesAct(call, actBook) || makesAct(call, actPay) || slices.ContainsFunc(nameWords(call.Tool), func(w string) bool { return controlNameWords[w] }) {
			return false
		}
	}
	lo, hi := c.subClause(in, h.span)
	return !containsAnyWord(c.folded[lo:hi], accessNouns)
}

// controlNameWords are tool-name words of a call that sets what it names.
var controlNameWords = wordSet("control controls toggle switch adjust")

// accessNouns are the systems and stores a call reaches, which "touching"
// reaches.
var accessNouns = splitBar("system|systems|database|databases|db|account|accounts|server|servers|inbox|mailbox|sistema|sistemas|" +
	"base de datos|cuenta|servidor|buzón|系统|系統|数据库|數據庫|账户|账号|服务器|邮箱|システム|データベース|アカウント|サーバー|サーバ|受信箱|" +
	"सिस्टम|डेटाबेस|अकाउंट|सर्वर|इनबॉक्स")

// passiveCheckIn reports whether the look-up verb u is the English passive
// of "check in" or "check out" with nothing after the particle ("the car
// hasn't been checked in;", "the books were checked out yet"): the state of
// an item, registered or returned, not a look-up by the speaker. "I haven't
// checked in the logs" has an object after "in" and stays a denial.
func (c *check) passiveCheckIn(in *info, u hit) bool {
	if u.t.family != famCheck || !hasSuffix(u.t.text, "checked") {
		return false
	}
	before := c.folded[max(in.start, u.start-8):u.start]
	if !hasSuffix(before, "been ") && !hasSuffix(before, "was ") && !hasSuffix(before, "were ") && !hasSuffix(before, " be ") {
		return false
	}
	rest := c.folded[u.end:in.end]
	for _, p := range [...]string{" in", " out"} {
		if hasPrefix(rest, p) {
			w := nextWord(rest[len(p):])
			return len(rest) == len(p) || !isLetterByte(rest[len(p)]) && (w == "" || w == "yet" || w == "at" || w == "by" || w == "until" || w == "since" || w == "so")
		}
	}
	return false
}

// zhActNoun reports whether a Chinese denied act (term) ends inside a
// longer word that rest completes: 发 in 发现 (find), 发生 (happen), 发票
// (invoice); 联系 in 联系方式 (contact details), 联系人, 联系电话. Only 发给,
// 发送, 发出 and a noun of what is sent (发券, 发短信) keep 发 a send.
func zhActNoun(term, rest string) bool {
	r, _ := decodeRuneAt(rest)
	switch {
	case hasSuffix(term, "发"):
		return r >= 0x4e00 && r <= 0x9fff && !hasRune("给送出券短信消息邮件通知", r)
	case hasSuffix(term, "联系"):
		return hasPrefix(rest, "方式") || hasPrefix(rest, "人") || hasPrefix(rest, "电话")
	}
	return false
}
