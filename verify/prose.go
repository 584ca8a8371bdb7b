package verify

import (
	"strings"
)

// An info is what one clause says, as far as the lexicon can tell.
type info struct {
	clause
	hits     []hit
	uses     []hit // kindUse and kindWeak hits, with negated marked in neg
	negated  []bool
	modal    bool   // a question or a suggestion: nothing in it is a claim
	hedges   []span // offers, plans, conditions: they qualify what follows them
	fail     bool
	prevFail bool
	absence  *hit
	denyAll  *hit
	source   bool
	suggest  bool
	further  bool // a pointer to further reading: a URL in it is held to the record even when modal (see checkSources)
	general  bool // general knowledge: its values are not held to results
	report   bool
	cites    []int // calls of the valid receipts cited in or right after the clause
	// citeOpens: a receipt stands at the clause's start, after the full
	// stop of the clause before, which it closes (citationOpensClause):
	// not among cites, but a receipt beside the clause's claim for the
	// tool-use reading (unbacked.go).
	citeOpens bool
	numLo     int // c.nums[numLo:numHi] lie in the clause
	numHi     int
	targets   []int // the ok calls the clause's claims concern
	explicit  bool  // targets come from a receipt, a named tool or the clause before
	anchored  bool  // targets come from what the clause names: a call's file, host, ticker
	fallback  bool  // targets come from the clause before, the only ok call, or all of them
	single    bool  // targets is the only ok call, by default
	// paraCited: a receipt cited elsewhere in the clause's paragraph is
	// of one of its targets ("Santander closed at 5.87, up 1.04%.
	// [receipt]": the receipt after the full stop vouches for both).
	paraCited bool
	// sentFail: a clause of the same sentence reports a failure ("the
	// send was rejected, so the email was not sent"); paraFail, of the
	// same paragraph; prevFail (beside fail: the struct's padding), of the
	// sentence before in the paragraph.
	sentFail, paraFail bool
	// memory: the clause's sentence says its content is from memory, in
	// a reply that cites results elsewhere (see partialMemory): its
	// denials of tools are about that content only.
	memory bool
	// bold and boldDone: see boldSpans.
	bold     []span
	boldDone bool
}

// prose runs the checks that read the reply's wording.
func (c *check) prose() {
	infos := c.infos(len(c.clauses))
	hi, ni := 0, 0
	for k, cl := range c.clauses {
		in := &infos[k]
		in.clause = cl
		for hi < len(c.hits) && c.hits[hi].start < cl.start {
			hi++
		}
		// The clause's hits are a run of c.hits; share it unless a hit
		// runs past the clause's end.
		j1, crosses := hi, false
		for j1 < len(c.hits) && c.hits[j1].start < cl.end {
			crosses = crosses || c.hits[j1].end > cl.end
			j1++
		}
		if !crosses {
			in.hits = c.hits[hi:j1:j1]
		} else {
			for j := hi; j < j1; j++ {
				if c.hits[j].end <= cl.end {
					in.hits = append(in.hits, c.hits[j])
				}
			}
		}
		for ni < len(c.nums) && c.nums[ni].start < cl.start {
			ni++
		}
		in.numLo = ni
		in.numHi = ni
		for in.numHi < len(c.nums) && c.nums[in.numHi].start < cl.end {
			in.numHi++
		}
		c.classify(in)
	}
	c.attachCitations(infos)
	c.resolveTargets(infos)
	c.paragraphCitations(infos)
	c.loneCitations(infos)
	c.markMemory(infos)
	// A clause announcing general knowledge ("this is not from the log:")
	// makes the rest of its paragraph general.
	for k := 1; k < len(infos); k++ {
		if infos[k-1].general && infos[k-1].paragraph == infos[k].paragraph && len(infos[k].cites) == 0 {
			infos[k].general = true
		}
	}
	c.planLists(infos)
	// The families whose failure the reply owns up to somewhere: later
	// mentions of them ("paste me the page") are about that failure.
	var failAcked []string
	for k := range infos {
		if infos[k].fail {
			for _, u := range infos[k].uses {
				if c.failed(u.t.family) && !contains(failAcked, u.t.family) {
					failAcked = append(failAcked, u.t.family)
				}
			}
		}
	}
	for k := range infos {
		in := &infos[k]
		for _, u := range in.uses {
			if contains(failAcked, u.t.family) && !c.backed(u.t.family) {
				in.paraFail = true
			}
		}
	}
	// A failing clause marks its paragraph and its sentence: each run of
	// one paragraph, and of one sentence in it, is marked once, not once
	// per failing clause in it (a long table of failed rows is one
	// paragraph). Sentences and paragraphs are numbered in reply order.
	markFail(infos)
	unbackedPara := -1
	for k := range infos {
		in := &infos[k]
		if c.inCode(in.start) {
			continue
		}
		before := len(c.rep.Findings)
		c.checkUse(in)
		c.checkAdditiveLook(infos, k) // "I also checked …": see unbacked_additive_look.go
		c.checkScheduledTimes(in)     // an item's time in a future or planned clause: see clock_scheduled.go
		if in.modal {
			continue
		}
		// A clause that claims a tool no ok call backs has no result to
		// hold its values to: it is already reported as unbacked. So has
		// the clause after it in the paragraph that names no call of its
		// own ("I opened settings.toml. It sets port = 9090.").
		if c.reportedUnbacked(before) {
			unbackedPara = in.paragraph
			continue
		}
		if in.fallback && unbackedPara == in.paragraph {
			continue
		}
		if len(in.hedges) > 0 && c.modalAt(in, span{in.end, in.end}) && c.modalAt(in, span{in.start, in.start}) || in.general {
			// "Puedes ir tranquilo: no hay ningún incendio activo": the
			// hedge ends at a colon that opens a statement of its own.
			if !in.general {
				if a := c.absenceOf(in); a != nil && c.assertedAfterColon(in, a.span) {
					in.absence = a
					c.checkAbsence(in)
				}
				// "共计划靠泊 9 艘船": the plan is the items' (see
				// counts_scheduled.go); their count is asserted.
				// "6 点以后…一共 5 班": a bound in time, no hedge of the
				// count (see hedge_time_after.go).
				hs, ok := c.scheduledHedges(in)
				if !ok {
					hs, ok = c.timeBoundHedges(in)
				}
				if ok {
					saved := in.hedges
					in.hedges = hs
					c.checkCounts(in)
					in.hedges = saved
				} else if c.demonstrativeCounts(in) {
					// "这 6 个批次建议…": see counts_demonstrative.go.
					c.demoOnly = true
					c.checkCounts(in)
					c.demoOnly = false
				}
			}
			continue
		}
		c.checkAbsence(in)
		c.checkLaterPart(in) // a second absence after a receipt: see absence_bound_part.go
		c.checkAllClear(in)
		c.checkTouchedNothing(in)
		c.checkStatus(in)
		c.checkNames(in)
		c.checkLineMix(in)
		c.checkCounts(in)
		c.checkFacts(in)
	}
	c.checkSources(infos)
	c.checkSilentFailure(infos)
	c.checkPartialSilence(infos)
	c.checkFailedOutcome(infos)
	c.checkFailedSource(infos)
	c.checkKeyedPairs()
	c.checkUncalledTools(infos)
	c.checkUncalledActs(infos)    // an offered tool's act claimed as done: see unbacked_uncalled_act.go
	c.checkUncalledLookups(infos) // an offered look-up reported as done: see unbacked_uncalled_lookup.go
	c.checkFailedArgs(infos)      // a failed call's argument restated as done: see unbacked_failed_args.go
	c.checkFailedNamed(infos)     // a failed call's named work presented as done: see unbacked_failed_name.go
	c.checkToolVerbs(infos)       // the verb of an offered tool's name claimed as done: see unbacked_tool_verb.go
}

// classify fills in an info from its hits.
func (c *check) classify(in *info) {
	in.modal = in.question
	// negs, shields and epistemic live only in this call: they reuse the
	// check's scratch buffers. uses, hedges and negated outlive it: they
	// are cut from the check's arenas, capped so that no append reaches
	// into another clause's part.
	negs := c.scratch.negs[:0]
	shields := c.scratch.shields[:0] // phrases whose own negation is not a denial
	epistemic := c.scratch.epistemic[:0]
	defer func() { c.scratch.negs, c.scratch.shields, c.scratch.epistemic = negs, shields, epistemic }()
	usesStart, hedgesStart := len(c.arena.hits), len(c.arena.spans)
	for _, h := range in.hits {
		if h.t.kind == kindEpistemic {
			epistemic = append(epistemic, h.span)
		}
	}
	for i := range in.hits {
		h := in.hits[i]
		switch h.t.kind {
		case kindHedge:
			if !inside(h.span, epistemic) && !cjkWordHedge(c.folded, h.span) && !c.recordTermHedge(h.span) && !esSequenceDone(c.folded, h.span) && !titleCased(c.masked, h.span) {
				c.arena.spans = append(c.arena.spans, h.span)
			}
		case kindSuggest:
			if inside(h.span, epistemic) {
				continue // "I did not consult any tools": no imperative
			}
			if c.hindiSuggestionNoun(h) {
				// "यह सिर्फ़ सुझाव है": the clause's content is advice,
				// not a result's; a tool claim in it still counts.
				in.general = true
				continue
			}
			if c.esSuggestNoun(h) {
				continue // "la consulta no ha devuelto…": a noun, no imperative
			}
			if c.hindiSpeakerReflexive(in, h) || c.zhObjectYourself(in, h) {
				continue // "मैंने फ़ाइल खुद नहीं खोली", "抄送了你自己": no imperative (see suggest_reflexive.go)
			}
			d := c.suggestAfterDash(in, h)
			if d < 0 {
				d = c.hiContentAfter(in, h.span) // see hedge_hindi_ki.go
			}
			if d >= 0 {
				// Only what follows the dash is suggested: a hedge
				// from the dash on, not a modal clause.
				in.suggest, in.further = true, true
				c.arena.spans = append(c.arena.spans, span{d, d + 1})
				continue
			}
			in.suggest, in.modal, in.further = true, true, true
		case kindFurther:
			in.further = true
		case kindGeneral:
			in.general = true
		case kindFail:
			// "failed jobs", "失败的任务", "फ़ेल जॉब": a kind of item, not
			// a report that a call failed. Nor is a quoted error message
			// ("dice «conexión rechazada»") or a failure denied ("no
			// failures", "没有失败"): those report what a result said.
			if c.attributive(h) || quotedAt(c.masked[in.start:in.end], h.start-in.start) || c.noFailure(h) || failInAct(in, h) {
				continue
			}
			in.fail = true
			shields = append(shields, h.span)
		case kindAbsence:
			if hasSuffix(h.t.text, "मिला") && hiAbleWord(nextWord(c.folded[h.end:in.end])) {
				continue // "कदम नहीं मिला पा रहा": मिलाना (to match) + पाना (can), no finding
			}
			if in.absence == nil || h.end-h.start > in.absence.end-in.absence.start {
				in.absence = &in.hits[i]
			}
			shields = append(shields, h.span)
		case kindNotAbsence:
			shields = append(shields, h.span)
		case kindDenyAll:
			if c.memoryQuantity(h) {
				continue
			}
			in.denyAll = &in.hits[i]
			shields = append(shields, h.span)
		case kindSource:
			if (h.t.text == "参照：" || h.t.text == "参照:") && hasSuffix(c.folded[in.start:h.start], "を") {
				// "ガイドを参照：URL" is the verb "see …", pointing to further
				// reading; a bare "参照：" label names a source.
				in.further = true
				continue
			}
			in.source = true
		case kindReport:
			in.report = true
		case kindNeg:
			if !inside(h.span, epistemic) {
				negs = append(negs, h)
			}
		case kindUse, kindWeak:
			if !inside(h.span, epistemic) {
				c.arena.hits = append(c.arena.hits, h)
			}
		}
	}
	if n := len(c.arena.spans); n > hedgesStart {
		in.hedges = c.arena.spans[hedgesStart:n:n]
	}
	in.uses = c.arena.hits[usesStart:len(c.arena.hits):len(c.arena.hits)]
	// A "not empty" cancels an absence it overlaps or contains; a failure
	// or refusal phrase that holds the absence's words ("अनुमति नहीं मिली",
	// permission was not given) reports the failure, which the failure and
	// denial checks read, not an empty result.
	if in.absence != nil {
		for _, h := range in.hits {
			if h.t.kind == kindNotAbsence && h.start <= in.absence.end && in.absence.start <= h.end ||
				(h.t.kind == kindFail || h.t.kind == kindDenyAll) && h.start <= in.absence.start && in.absence.end <= h.end && h.end-h.start > in.absence.end-in.absence.start {
				in.absence = nil
				break
			}
		}
	}
	// A use hit inside a longer use hit (or a fail/absence phrase) is the
	// same mention.
	// Mark the inner mentions first, then keep the rest in place: the
	// test compares every pair of the original list.
	// A dictionary noun (see topicNounTerms) is a mention only as the
	// object of a look-up verb that no negation touches (denials of a
	// topic are read from the other nouns); one noun may name several
	// tools' topics. One that is not a mention here shadows no other.
	look := false
	for _, u := range in.uses {
		look = look || u.t.kind == kindUse && (u.t.family == famCheck || u.t.family == famAny || u.t.family == famReadAny)
	}
	for i := 0; look && i < len(in.hits); i++ {
		look = in.hits[i].t.kind != kindNeg
	}
	inner := c.scratch.inner[:0]
	for i, u := range in.uses {
		nested := false
		// A dictionary noun that is no mention is dropped below
		// whatever shadows it.
		for j := 0; j < len(in.uses) && (look || !u.t.look); j++ {
			v := in.uses[j]
			if i != j && (look || !v.t.look) && v.start <= u.start && u.end <= v.end && (v.end-v.start > u.end-u.start ||
				v.end-v.start == u.end-u.start && (v.t.kind == kindUse && u.t.kind == kindWeak || v.t.kind == u.t.kind && j < i && !u.t.look && !v.t.look)) {
				nested = true
				break
			}
		}
		inner = append(inner, nested)
	}
	c.scratch.inner = inner
	kept := in.uses[:0]
	for i, u := range in.uses {
		if !inner[i] && (look || !u.t.look) && c.agentVerb(u) && !c.notSpeakerAct(in, u) && !c.otherSense(in, u) {
			kept = append(kept, u)
		}
	}
	c.arena.hits = c.arena.hits[:usesStart+len(kept)]
	in.uses = kept[:len(kept):len(kept)]
	if len(in.uses) == 0 {
		in.uses = nil
	}
	nb := len(c.arena.negated)
	for range in.uses {
		c.arena.negated = append(c.arena.negated, false)
	}
	in.negated = c.arena.negated[nb:len(c.arena.negated):len(c.arena.negated)]
	for i, u := range in.uses {
		for _, n := range negs {
			if inside(n.span, shields) && !objectOf(n.span, u.span, shields) || inside(u.span, shields) && !in.fail {
				continue
			}
			text := ""
			switch {
			case n.start >= u.start && n.end <= u.end:
				// A verb that carries its own negation: 見ていない,
				// 見ていません, 没有查看. A tool's name that holds a
				// negation word ("3 no conformidades" for
				// no_conformidades, "no show list") negates nothing.
				in.negated[i] = !toolNameNeg(u, n)
				continue
			case !n.t.after && n.end <= u.start && (u.start-n.end <= 40 || n.t.wide):
				text = c.folded[n.end:u.start]
				if prefixNegOfNoun(n.t.text, text) || n.t.text == "sin" && c.esSinAdjective(n.span, u.span) {
					continue
				}
			case n.t.after && n.start >= u.end && (n.start-u.end <= 30 || verbalNeg(n.t.text) && c.clauseFinal(in, n)):
				// A Japanese verbal negation ending the clause governs
				// every verb before it: コマンドの実行やビルドはしていません.
				text = c.folded[u.end:n.start]
			case n.t.text == "नहीं" && n.start >= u.end && (n.start-u.end <= 4 || hiBareObjectNeg(c.folded[u.end:n.start], c.folded[n.end:in.end]) ||
				hiPlaceOfUnsearched(c.folded[u.end:n.start], c.folded[n.end:in.end])):
				// Hindi also puts नहीं right after the verb: "देखा नहीं";
				// before a clause-final verb it negates that verb and so
				// its bare object before it: "कोई shell कमांड नहीं चलाई".
				// A noun with a postposition is no object: "टूल से नहीं
				// देखी" (the fact's source), "सर्च में कुछ नहीं आया"; nor
				// is a subject of "to be": "कोई इंसिडेंट नहीं है".
				text = c.folded[u.end:n.start]
			default:
				continue
			}
			// An opening parenthesis starts an aside with its own verb:
			// "No queda ningún `console.log` (he buscado en …)".
			if !strings.ContainsAny(text, ",，、:—–;(（") {
				in.negated[i] = true
			}
		}
	}
}

var (
	prefixNegOfNounList1 []string
	hiNotObject          []string
)

// proseLists holds the phrases of the word lists declared above (see barList).
var proseLists = [...]barList{
	// The lists of prefixNegOfNoun, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&prefixNegOfNounList1, "を|が|は|の|に|で|的"},
	// hiNotObject are a postposition before नहीं or a form of होना after it.
	{&hiNotObject, " से | में | पर | ने | को | है।| हैं।| था।| थी।| थे।| हुआ।| हुई।| हुए।| हो।"},
}

var _ = splitBars(proseLists[:])

// prefixNegOfNoun reports whether a one-character Chinese or Japanese
// negation (未, 不, 无) prefixes a word of a noun phrase that a particle
// closes before the verb: "未完了チケットを検索しました" searched the
// unfinished tickets, "未完成的任务我查了" checked the unfinished tasks. The
// negation is the noun's ("unfinished"), not the verb's; a negated verb
// follows its negation directly (未查询, 未実行, 并未运行).
func prefixNegOfNoun(neg, between string) bool {
	if runeCount(neg) != 1 || !isCJK([]rune(neg)[0]) {
		return false
	}
	return containsAny(between, prefixNegOfNounList1)
}

// quotedAt reports whether byte i of clause s lies inside a quotation:
// after an opening mark with no closing one between. ASCII double quotes
// open and close alternately.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func quotedAt(s string, i int) bool {
	depth, ascii := 0, false
	for _, r := range s[:i] {
		switch r {
		case '“', '«', '「', '『', '„':
			depth++
		case '”', '»', '」', '』':
			if depth > 0 {
				depth--
			}
		case '"':
			ascii = !ascii
		}
	}
	return depth > 0 || ascii
}

// verbalNeg reports whether a Japanese negation negates a verb (していません)
// rather than existence (ありません).
func verbalNeg(t string) bool {
	return hasPrefix(t, "して") || hasPrefix(t, "て") || t == "せず" || t == "ずに"
}

// clauseFinal reports whether hit h ends its clause, up to punctuation.
func (c *check) clauseFinal(in *info, h hit) bool {
	return strings.TrimFunc(c.folded[h.end:in.end], func(r rune) bool { return !isWordRune(r) || r >= 0x3040 && r <= 0x309f }) == ""
}

// objectOf reports whether the shielding phrase around n ends right
// before the verb u: "कोई फ़ाइल नहीं खोली", "什么都没有运行" negate the verb
// that follows, whatever the phrase means alone.
func objectOf(n, u span, shields []span) bool {
	for _, s := range shields {
		if s.start <= n.start && n.end <= s.end && u.start >= s.end && u.start-s.end <= 4 {
			return true
		}
	}
	return false
}

func inside(s span, in []span) bool {
	for _, o := range in {
		if o.start <= s.start && s.end <= o.end {
			return true
		}
	}
	return false
}

// heading reports whether a clause is a Markdown heading, which starts a
// new subject.
func (c *check) heading(in *info) bool {
	// The heading lines are found once, where a line starts with "#";
	// a clause is in one when its line is, the line start looked for no
	// more than 256 bytes back (a longer line is no heading's).
	if !c.headsDone {
		c.headsDone = true
		out := c.buf.heads[:0]
		m := c.masked
		for at := 0; ; {
			k := strings.IndexByte(m[at:], '#')
			if k < 0 {
				break
			}
			h := at + k
			e := len(m)
			if k := strings.IndexByte(m[h:], '\n'); k >= 0 {
				e = h + k
			}
			if h == 0 || m[h-1] == '\n' {
				out = append(out, span{h, e})
			}
			at = e
			if at == len(m) {
				break
			}
		}
		c.buf.heads, c.heads = out, out
	}
	// Lines do not overlap: only the last heading to start at or before
	// the clause can hold it.
	k := spansFrom(c.heads, in.start+1)
	if k == 0 {
		return false
	}
	h := c.heads[k-1]
	return in.start <= h.end && in.start-h.start <= 256
}

// appendArgWords appends to out the distinctive words of a call's tool
// name and arguments: letters only, at least four long, lowercased;
// addCall cuts each call's words from one per-check array (see cutWords).
func appendArgWords(out []string, s string) []string {
	base := len(out)
	for w := range strings.FieldsFuncSeq(strings.ToLower(s), func(r rune) bool { return !isWordRune(r) || r == '_' }) {
		if len(w) >= 4 && !verbWords[w] && !contains(out[base:], w) && !commonArg[w] {
			if len(out)-base == maxArgWords {
				break
			}
			out = append(out, w)
		}
	}
	return out
}

// maxArgWords bounds a call's argument words to the first so many: the
// rules ask each clause for each of them (topical, the acts a clause
// names), and each new one was compared with all before it, so arguments
// of a megabyte of distinct words (a document sent) made both quadratic.
// The calls of bench/corpus have at most 60.
const maxArgWords = 256

var commonArg = wordSet("path query content command args true false null name text with from this that file files data value where select type")

// hiPlaceOfUnsearched reports whether the noun before between is the place
// of a negated look-up: "मैंने इंटरनेट पर कुछ नहीं खोजा" (I searched nothing
// on the internet) denies the use of what the noun names. Only a verb of
// looking right after नहीं negates the noun so; "वेबसाइट पर कुछ नहीं मिला"
// (nothing was found there) reports a look-up that ran.
func hiPlaceOfUnsearched(between, tail string) bool {
	if len(between) > 40 {
		return false // a postposition and कुछ/कोई: at most a few words
	}
	b := strings.TrimSpace(between)
	for _, q := range [...]string{"कुछ", "कुछ भी", "कोई"} {
		if r, ok := cutSuffix(b, " "+q); ok {
			b = r
			break
		}
	}
	if b != "पर" && b != "में" {
		return false
	}
	w, _, _ := cutAt(strings.TrimSpace(tail[:min(len(tail), 64)]), " ")
	w = strings.TrimRight(w, "।,.")
	return contains(hiLookPast, w)
}

// hiLookPast are the past forms of the Hindi verbs of looking and searching.
var hiLookPast = splitBar("खोजा|खोजी|खोजे|ढूंढा|ढूँढा|ढूंढी|ढूँढी|देखा|देखी|देखे|छाना|तलाशा")

// hiBareObjectNeg reports whether a Hindi नहीं negates the verb group
// after it (tail: at most three words, no form of होना, for "X नहीं है"
// says there is no X) with the words before it (between) its bare
// object: none is a postposition of instrument, place, agent or dative.
func hiBareObjectNeg(between, tail string) bool {
	t := strings.TrimSpace(tail)
	w, _, _ := cutAt(t, " ")
	return strings.Count(t, " ") < 3 && !containsAny(between+" "+w+"।", hiNotObject)
}

// markFail sets paraFail on every clause of a run of one paragraph that
// holds a failing clause, and sentFail on every clause of a run of one
// sentence in it that does.
func markFail(infos []info) {
	for a := 0; a < len(infos); {
		b := a + 1
		for b < len(infos) && infos[b].paragraph == infos[a].paragraph {
			b++
		}
		paraFail, prev := false, false
		for s := a; s < b; {
			e := s + 1
			for e < b && infos[e].sentence == infos[s].sentence {
				e++
			}
			sentFail := false
			for j := s; j < e; j++ {
				sentFail = sentFail || infos[j].fail
			}
			for j := s; j < e; j++ {
				infos[j].sentFail = sentFail
				infos[j].prevFail = prev
			}
			paraFail = paraFail || sentFail
			prev = sentFail
			s = e
		}
		if paraFail {
			for j := a; j < b; j++ {
				infos[j].paraFail = true
			}
		}
		a = b
	}
}

// toolNameNeg reports whether negation n is a word of the tool name that
// use u spells: "no conformidades" for no_conformidades.
func toolNameNeg(u, n hit) bool {
	name, ok := cutPrefix(u.t.family, "tool:")
	if !ok || !isLowerASCII(n.t.text) {
		return false
	}
	for _, w := range nameWords(name) {
		if w == n.t.text {
			return true
		}
	}
	return false
}
