package verify

import (
	"sort"
	"strings"

	"github.com/pramana-dev/pramana/receipt"
)

// A callInfo is a call of the record with what the checks derive from it,
// computed once per Check.
type callInfo struct {
	Call
	ok         bool
	families   []string
	folded     string // folded result, for text look-ups
	nums       []num
	dates      []date
	lines      int      // non-empty lines of the result
	anchors    []string // distinctive words of the arguments: the file, host, ticker or city the call was about
	actions    []string // action classes the tool and arguments perform (see callActions)
	words      []string // argWords of the tool name and arguments
	cols       []column // see columns; nil until first asked
	groups     []column // see fieldGroups
	groupsDone bool
	bad        []subjectStatus // see badSubjects; nil until first asked
	names      int8            // see hasNames: 0 unknown, 1 yes, 2 no
	rows       []row           // see keyedRows; nil until first asked
}

// A cited receipt token in the reply and the call it verified to (-1 when
// it did not verify).
type citation struct {
	span
	call int
}

// A check is the state of one Check call.
type check struct {
	reply  string
	masked string // reply with the claims block and receipt tokens blanked out, same length
	tokens []receipt.Token
	folded string
	rec    Record
	rep    Report

	calls     []callInfo
	cites     []citation
	hits      []hit
	clearHits []hit // hits of clearTerms, apart from hits
	clauses   []clause
	nums      []num
	dates     []date
	urls      []span
	request   string // folded request
	reqNums   []num
	argNums   []num // numbers in the arguments of every call: the user's or the model's own input
	reqDates  []date
	topics    map[string]bool // topic families some tool concerns
	fetched   map[string]bool // normalised URLs of ok calls and their results
	reqURLs   map[string]bool
	countUsed map[int]bool // nums consumed by count claims
	counted   map[int]bool // nums of count claims with nothing to count against: values
	code      []span       // fenced code blocks: output quoted verbatim, not prose

	// arena holds the per-clause lists of every info, cut from shared
	// arrays to spare an allocation per clause; scratch holds buffers
	// that classify reuses from clause to clause.
	arena struct {
		hits    []hit
		spans   []span
		negated []bool
	}
	scratch struct {
		negs               []hit
		shields, epistemic []span
		inner              []bool
	}
	okCache map[string][]int // okCalls by family
}

// codeBlocks returns the spans of the ``` fenced blocks of text.
func codeBlocks(text string) []span {
	var out []span
	for i := 0; ; {
		j := strings.Index(text[i:], "```")
		if j < 0 {
			return out
		}
		s := i + j
		k := strings.Index(text[s+3:], "```")
		if k < 0 {
			return append(out, span{s, len(text)})
		}
		e := s + 3 + k + 3
		out = append(out, span{s, e})
		i = e
	}
}

func (c *check) inCode(pos int) bool {
	for _, s := range c.code {
		if pos >= s.start && pos < s.end {
			return true
		}
	}
	return false
}

func (c *check) hasOK() bool {
	for i := range c.calls {
		if c.calls[i].ok {
			return true
		}
	}
	return false
}

// backed reports whether an ok call belongs to family f. The generic
// family is backed by any ok call.
func (c *check) backed(f string) bool {
	for i := range c.calls {
		if c.calls[i].ok && (f == famAny || f == famReadAny || f == famCheck || contains(c.calls[i].families, f)) {
			return true
		}
	}
	return false
}

// failed reports whether a call of family f did not succeed.
func (c *check) failed(f string) bool {
	for i := range c.calls {
		if !c.calls[i].ok && (f == famAny || f == famCheck || contains(c.calls[i].families, f) || f == famReadAny && contains(c.calls[i].families, famRead)) {
			return true
		}
	}
	return false
}

// okCalls returns the ok calls of family f. The result is shared: callers
// must not modify it (it is capped, so appending copies).
func (c *check) okCalls(f string) []int {
	if out, ok := c.okCache[f]; ok {
		return out
	}
	out := c.okCallsOf(f)
	if c.okCache == nil {
		c.okCache = map[string][]int{}
	}
	c.okCache[f] = out[:len(out):len(out)]
	return c.okCache[f]
}

func (c *check) okCallsOf(f string) []int {
	if f == famCheck {
		f = famAny
	}
	if f == famReadAny {
		// Reading of any kind: a file read, or else a listing or a
		// search over files, or else any call.
		for _, g := range []string{famRead, famList, famSearch} {
			if out := c.okCalls(g); len(out) > 0 {
				return out
			}
		}
		f = famAny
	}
	var out []int
	for i := range c.calls {
		if c.calls[i].ok && (f == famAny || contains(c.calls[i].families, f)) {
			out = append(out, i)
		}
	}
	return out
}

func (c *check) add(f Finding) { c.rep.Findings = append(c.rep.Findings, f) }

func (c *check) callFinding(typ string, sp span, call int, msg string) Finding {
	f := Finding{Type: typ, Start: sp.start, End: sp.end, Message: msg}
	if call >= 0 {
		f.CallID = c.calls[call].ID
		f.Receipt = c.calls[call].Receipt
	}
	return f
}

// prepare derives everything the checks share from the reply and record.
func (c *check) prepare() {
	c.folded = foldCase(c.masked)
	c.request = foldCase(c.rec.Request)
	c.reqNums = scanNumbers(c.request)
	c.reqDates = findDates(c.request, c.reqNums, monthLexicon.find(c.request, nil))
	c.fetched = map[string]bool{}
	c.reqURLs = map[string]bool{}
	for _, sp := range findURLs(c.rec.Request) {
		c.reqURLs[normURL(c.rec.Request[sp.start:sp.end])] = true
	}
	c.topics = map[string]bool{}
	names := append([]string(nil), c.rec.Tools...)
	for _, call := range c.rec.Calls {
		ci := callInfo{Call: call, ok: call.Status == StatusOK, families: toolFamilies(call.Tool)}
		ci.actions = callActions(&ci.Call)
		ci.words = argWords(call.Tool + " " + call.Args)
		if ci.ok {
			ci.folded = foldCase(call.Result)
			ci.nums = scanNumbers(ci.folded)
			var months []hit
			months = monthLexicon.find(ci.folded, nil)
			ci.dates = findDates(ci.folded, ci.nums, months)
			for _, l := range strings.Split(call.Result, "\n") {
				if strings.TrimSpace(l) != "" {
					ci.lines++
				}
			}
			for _, u := range call.URLs {
				c.fetched[normURL(u)] = true
			}
			for _, sp := range findURLs(call.Result) {
				c.fetched[normURL(call.Result[sp.start:sp.end])] = true
			}
			for _, sp := range findURLs(call.Args) {
				c.fetched[normURL(call.Args[sp.start:sp.end])] = true
			}
		}
		c.argNums = append(c.argNums, scanNumbers(strings.ToLower(call.Args))...)
		if ci.ok {
			ci.anchors = anchorTokens(call.Args)
		}
		c.calls = append(c.calls, ci)
		if !contains(names, call.Tool) {
			names = append(names, call.Tool)
		}
	}
	for _, n := range names {
		for _, f := range toolFamilies(n) {
			if !strings.HasPrefix(f, "tool:") && !isBuiltinFamily(f) {
				c.topics[f] = true
			}
		}
	}

	hits := make([]hit, 0, len(c.folded)/24+16)
	if tt := toolTerms(names); len(tt) > 0 {
		c.hits = find(c.folded, hits, lexicon, newMatcher(tt))
	} else {
		c.hits = find(c.folded, hits, lexicon)
	}
	// The hits of clearTerms are kept apart, so that they never shadow
	// or join the clause logic's terms.
	kept := c.hits[:0]
	for _, h := range c.hits {
		if h.t.kind >= kindAllClear {
			c.clearHits = append(c.clearHits, h)
		} else {
			kept = append(kept, h)
		}
	}
	c.hits = dropInCode(c.masked, kept)
	c.clearHits = dropInCode(c.masked, c.clearHits)
	var breaks []span
	var months []hit
	for _, h := range c.hits {
		switch h.t.kind {
		case kindBreak:
			breaks = append(breaks, h.span)
		case kindMonth:
			months = append(months, h)
		}
	}
	c.clauses = segment(c.masked, breaks)
	c.nums = scanNumbers(c.folded)
	c.dates = findDates(c.folded, c.nums, months)
	sort.SliceStable(c.dates, func(i, j int) bool { return c.dates[i].start < c.dates[j].start })
	c.urls = findURLs(c.masked)
	c.countUsed = map[int]bool{}
	c.counted = map[int]bool{}
	for k := range c.nums {
		c.nums[k].index = k
	}
}

// receipts checks every receipt-shaped token: malformed, foreign and
// forged ones are findings; valid ones are tied to their calls.
func (c *check) receipts() {
	// A reply cites the same receipt many times; each distinct token is
	// verified once, since the MAC covers the call's whole result.
	type verdict struct {
		text string
		call int    // -1 when the token did not verify
		msg  string // why it did not
	}
	var seen []verdict
next:
	for _, tok := range c.tokens {
		for _, v := range seen {
			if v.text == tok.Text {
				c.rep.Cited++
				c.cites = append(c.cites, citation{span{tok.Start, tok.End}, v.call})
				if v.call < 0 {
					c.add(Finding{Type: ForgedReceipt, Start: tok.Start, End: tok.End, Receipt: tok.Text, Message: v.msg})
				} else {
					c.rep.Valid++
				}
				continue next
			}
		}
		nf := len(c.rep.Findings)
		c.verifyToken(tok)
		v := verdict{text: tok.Text, call: c.cites[len(c.cites)-1].call}
		if len(c.rep.Findings) > nf {
			v.msg = c.rep.Findings[len(c.rep.Findings)-1].Message
		}
		if len(seen) < 64 {
			seen = append(seen, v)
		}
	}
}

// verifyToken checks one receipt token and records its citation.
func (c *check) verifyToken(tok receipt.Token) {
	c.rep.Cited++
	f := Finding{Type: ForgedReceipt, Start: tok.Start, End: tok.End, Receipt: tok.Text}
	if tok.Err != nil {
		f.Message = "malformed receipt: " + tok.Err.(*receipt.ParseError).Reason
		c.add(f)
		c.cites = append(c.cites, citation{span{tok.Start, tok.End}, -1})
		return
	}
	if c.rec.Scope == nil {
		f.Message = "receipt cannot be checked: no scope for this turn"
		c.add(f)
		c.cites = append(c.cites, citation{span{tok.Start, tok.End}, -1})
		return
	}
	e, err := c.rec.Scope.VerifyReceipt(tok.Receipt)
	if err != nil {
		f.Message = err.Error()
		c.add(f)
		c.cites = append(c.cites, citation{span{tok.Start, tok.End}, -1})
		return
	}
	c.rep.Valid++
	idx := -1
	for i := range c.calls {
		if c.calls[i].Receipt == tok.Text || (c.calls[i].ok && e.ID != "" && c.calls[i].ID == e.ID && c.calls[i].Tool == e.Tool) {
			idx = i
			break
		}
	}
	if idx < 0 {
		// A genuine receipt the record does not list: take the call
		// from the scope's ledger.
		ci := callInfo{Call: Call{ID: e.ID, Tool: e.Tool, Args: string(e.Args), Status: StatusOK, Result: e.Result, Receipt: tok.Text},
			ok: true, families: toolFamilies(e.Tool)}
		ci.actions = callActions(&ci.Call)
		ci.words = argWords(ci.Tool + " " + ci.Args)
		ci.folded = foldCase(e.Result)
		ci.nums = scanNumbers(ci.folded)
		for _, l := range strings.Split(e.Result, "\n") {
			if strings.TrimSpace(l) != "" {
				ci.lines++
			}
		}
		c.calls = append(c.calls, ci)
		c.okCache = nil
		idx = len(c.calls) - 1
	}
	c.cites = append(c.cites, citation{span{tok.Start, tok.End}, idx})
}

// dropInCode removes the hits that lie inside an inline code span: a
// command or identifier quoted in backticks ("`go mod download`") is not
// the reply's own wording, so "download" in it claims no fetch. A tool's
// name is kept: "`http_fetch` returned …" names the tool.
func dropInCode(text string, hits []hit) []hit {
	if strings.IndexByte(text, '`') < 0 {
		return hits
	}
	var code []span
	for i := 0; i < len(text); i++ {
		if text[i] != '`' {
			continue
		}
		if strings.HasPrefix(text[i:], "```") {
			// A fence: codeBlocks handles it; skip to its end.
			j := strings.Index(text[i+3:], "```")
			if j < 0 {
				break
			}
			i += 3 + j + 2
			continue
		}
		j := strings.IndexAny(text[i+1:], "`\n")
		if j < 0 || text[i+1+j] != '`' {
			continue
		}
		code = append(code, span{i, i + 2 + j})
		i += 1 + j
	}
	if len(code) == 0 {
		return hits
	}
	out, k := hits[:0], 0
	for _, h := range hits {
		for k < len(code) && code[k].end <= h.start {
			k++
		}
		if k < len(code) && code[k].start < h.start && h.end < code[k].end &&
			!strings.HasPrefix(h.t.family, "tool:") && strings.IndexByte(h.t.text, '_') < 0 {
			continue
		}
		out = append(out, h)
	}
	return out
}
