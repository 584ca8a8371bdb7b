package verify

// Sources: URLs a reply cites as its sources must have been fetched or
// returned by an ok call.

import (
	"sort"
	"strings"
)

// checkSources reports URLs cited as sources that no ok call fetched or
// returned.
func (c *check) checkSources(infos []info) {
	var paraMemo map[int]bool // see paraReportsFailure
	for _, u := range c.urls {
		// A URL in code is part of a command to run, not a source.
		if c.inCitation(u) || c.inCode(u.start) || c.quoted(u) {
			continue
		}
		raw := c.masked[u.start:u.end]
		norm := c.normURL(raw)
		if c.fetched[norm] {
			continue
		}
		var in *info
		for k := infosEndingAfter(infos, u.start); k < len(infos); k++ {
			if u.start >= infos[k].start && u.start < infos[k].end {
				in = &infos[k]
				break
			}
		}
		if in == nil {
			continue
		}
		// Every URL the reply gives the user is held to the record, whether
		// as where a stated fact came from ("according to", "fuente:",
		// "据…", "…によると", "…के अनुसार", a parenthesis after a claim)
		// or as further reading ("see the docs at …", "más información
		// en …", "详见 …", "you can check …"): models write plausible
		// addresses they never opened, and a link the runtime never saw is
		// unverified whatever the sentence around it says. Independent
		// labellers agree: every unfetched URL outside failure reports and
		// commands in their scenarios is an unfetched_source (330 of 330,
		// docs/verification.md#further-reading). What is left out is a URL
		// the reply does not give as something to read: one in a question
		// or in the speaker's own plan or offer to fetch it ("I will fetch
		// https://… next", "shall I open …?").
		if in.question {
			continue
		}
		if !in.source && !c.parenAfterClaim(in, u) {
			link := u.start >= 2 && c.masked[u.start-2:u.start] == "]("
			if c.modalAt(in, u) && !link && !in.further && c.offersFetch(in) {
				continue
			}
		}
		if c.reqURLs[norm] && !in.source && !c.fetchClaim(in) {
			continue
		}
		// The address of a call that failed, in a paragraph that says it
		// failed, is what could not be read, not a source; so is one the
		// reply hands the user to open after saying, earlier, that its
		// fetch failed ("puedes abrir tú mismo …"), when it attributes
		// nothing to it.
		if !in.source && c.failedURL(norm) && (in.fail || in.paraFail && c.paraReportsFailure(infos, in, &paraMemo) || (in.modal || in.suggest) && failedBefore(infos, u.start)) {
			continue
		}
		// Record: no call fetched or returned the URL. The reading of prose
		// only decides that the URL is offered as a source (not an offer
		// or a question); that nothing backs it is the record's.
		c.addRule("source/unfetched", BasisRecord, Finding{Type: UnfetchedSource, Start: u.start, End: u.end,
			Message: raw + " is cited as a source, but no successful call fetched or returned it"})
	}
}

// failedURL reports whether a normalised URL is in the arguments of a
// call that did not succeed.
func (c *check) failedURL(norm string) bool {
	for ci := range c.calls {
		if c.calls[ci].ok {
			continue
		}
		a := c.calls[ci].Args
		for _, sp := range findURLs(a) {
			if normURL(a[sp.start:sp.end]) == norm {
				return true
			}
		}
	}
	return false
}

// parenAfterClaim reports whether the URL at u opens, or follows a short
// label inside, a parenthesis that comes right after a claim: "starting
// at 0 (see https://…)", "约 232 万人（出典: https://…）". The label may
// be "see", "ver", "参见", "देखें": in a parenthesis after a claim they
// name where the claim comes from.
func (c *check) parenAfterClaim(in *info, u span) bool {
	lo := max(in.start, u.start-40)
	if line := strings.LastIndexByte(c.masked[lo:u.start], '\n'); line >= 0 {
		lo += line + 1
	}
	p := -1
	for _, open := range []string{"(", "（"} {
		if i := strings.LastIndex(c.masked[lo:u.start], open); i >= 0 && lo+i > p {
			p = lo + i
		}
	}
	if p < 0 || strings.ContainsAny(c.masked[p:u.start], ")）") {
		return false
	}
	// A short label at most between the parenthesis and the URL.
	if len(strings.Fields(c.masked[p+1:u.start])) > 2 {
		return false
	}
	// The claim: words before the parenthesis on its line (looked for
	// within a bounded window: the check stays linear in the reply).
	start := max(0, p-256)
	if line := strings.LastIndexByte(c.masked[start:p], '\n'); line >= 0 {
		start += line + 1
	}
	return hasWordRune(c.masked[start:p])
}

// fetchClaim reports a clause claiming to have fetched or read a page.
func (c *check) fetchClaim(in *info) bool {
	for i, u := range in.uses {
		if !in.negated[i] && u.t.family == famFetch {
			return true
		}
	}
	return false
}

// failedBefore reports whether a clause before pos says a call failed.
func failedBefore(infos []info, pos int) bool {
	for k := range infos {
		if infos[k].start < pos && infos[k].fail {
			return true
		}
	}
	return false
}

// offersFetch reports whether a modal clause holds the speaker's own
// offer or plan to open, fetch, read or search ("I can also fetch the
// regulator's entry at …", "si quieres, abro …", "我可以打开店铺页 …",
// "… を開いて確認してみます"): a URL in it is what the speaker would read
// next, not a source. A modal clause that hands the user a URL to read
// ("puedes comprobarlo en …", "可以看…：…", "it's at … if you want the
// reasoning") gives it as a source like any other. The clause's hits are
// read, not its uses: a modal clause keeps no tool use.
func (c *check) offersFetch(in *info) bool {
	for _, h := range in.hits {
		if h.t.kind != kindUse {
			continue
		}
		switch h.t.family {
		case famFetch, famRead, famReadAny, famSearch, famCheck:
			return true
		}
	}
	return false
}

// paraReportsFailure reports whether a clause of in's paragraph says that
// something failed in words of its own: a failure word that an ok call's
// result writes ("some users unable to open compartments" of a status
// page that says "unable to open compartments") restates what that
// result reported about the world, not that a call of this turn failed.
// A paragraph that names a use of a failed kind of call, with no failure
// clause, reports that failure (see prose.go's failAcked). The answer is
// kept per paragraph in memo, and the paragraph's clauses are found by a
// search: a reply of many paragraphs is read once.
func (c *check) paraReportsFailure(infos []info, in *info, memo *map[int]bool) bool {
	if *memo == nil {
		*memo = map[int]bool{}
	}
	if v, ok := (*memo)[in.paragraph]; ok {
		return v
	}
	seen, v := false, false
	k := sort.Search(len(infos), func(k int) bool { return infos[k].paragraph >= in.paragraph })
	for ; k < len(infos) && infos[k].paragraph == in.paragraph && !v; k++ {
		f := &infos[k]
		if !f.fail {
			continue
		}
		seen = true
		for _, h := range f.hits {
			if h.t.kind != kindFail {
				continue
			}
			w := c.folded[h.start:h.end]
			restated := false
			for ci := range c.calls {
				if c.calls[ci].ok && hasSubstr(c.calls[ci].folded, w) {
					restated = true
					break
				}
			}
			if !restated {
				v = true
				break
			}
		}
	}
	v = v || !seen
	(*memo)[in.paragraph] = v
	return v
}
