package verify

import (
	"strings"
	"unicode/utf8"
)

// denial_scoped_object.go: a denial of a kind of act is about the object
// or place its clause scopes it to, and is true when no ok call acted on
// that object, whatever else calls of the kind did:
//   - a place or resource ("on any website", "en ninguna web", "online",
//     "全文", "the full text"): only a call that reaches it acts there (a
//     fetch or a web search for the web, a fetch for a page's full text);
//   - a back-reference ("this", "esto", "इसका", "これ") under a line's
//     label ("**Canada:** I didn't look this up"): the label is the
//     object, and the calls acted on it only if their arguments name it;
//   - a denial in a sentence that reports a failure, when a call failed
//     ("I tried to open the Reuters piece, but it returned 403, so I
//     haven't read it"; "门锁没有打开：远程开锁被拦住了"): what was not
//     done is what failed; a negated verb whose subject is a thing
//     (the lock did not open) is no denial of an act at all.
// A Hindi passive ("text पढ़ा नहीं जाता", the text is not readable) has a
// thing as its subject, not the speaker: no denial either.

// webPlaces name the web as where an act would have happened.
const webPlaces = "website|web page|webpage|on the web|online|internet|any web|en la web|ninguna web|ningún sitio|página web|en línea|网上|网页|网站|联网|上网|上網|ネット|ウェブ|オンライン|वेबसाइट|ऑनलाइन|इंटरनेट"

// webOnlyDenial reports whether s, a denial's scope, names the web and
// no ok call reached the web (a fetch or a web search). It holds for a
// denial of all look-ups as for one verb: "no he buscado nada en
// internet" denies the web family, truly, when only the shop's own
// systems were asked ("todo sale de la orden y del inventario"). The
// scope of one verb is its clause; that of a denial of all look-ups the
// few words next to it, so that a website the reply points to later in
// the clause ("कोई टूल इस्तेमाल नहीं किया … बोर्ड की वेबसाइट पर देख लें")
// does not scope it.
func (c *check) webOnlyDenial(s string) bool {
	return phraseIn(s, webPlaces) && len(c.okCalls(famFetch)) == 0 && !c.searchedWeb()
}

// webSearchWords, as a word of a search tool's name, make it a search of
// the web.
const webSearchWords = "web|google|bing|internet|online|news"

// searchedWeb reports whether an ok search reached the web: a tool of the
// search family named for the web ("web_search"), or one whose result
// holds links. A search of the user's own files, tickets or logs
// (search_files, work_orders_search) is no look on the web, and "I didn't
// search the web" after one is true.
func (c *check) searchedWeb() bool {
	for _, ci := range c.okCalls(famSearch) {
		call := &c.calls[ci]
		if len(call.URLs) > 0 || hasSubstr(call.folded, "://") {
			return true
		}
		for _, w := range nameWords(call.Tool) {
			if phraseIs(w, webSearchWords) {
				return true
			}
		}
	}
	return false
}

// webScopedAll reports whether the denial of all look-ups of in is scoped,
// right next to it, to the web ("no he buscado nada en internet") and so
// denies the web family only (see webOnlyDenial). When it is, the tool
// words inside the denial's phrase are marked negated in in.negated, so
// that the other rules read them as denied uses. It stays a denial for the other rules: no
// absence is read in it. A web word inside the phrase itself ("没有联网")
// is the lexicon's own reading of a denial of all tools.
//
//go:noinline
func (c *check) webScopedAll(in *info) bool {
	h := in.denyAll
	near := c.folded[max(in.start, h.start-36):h.start] + " " + c.folded[h.end:min(in.end, h.end+24)]
	if !c.webOnlyDenial(near) && !c.externalOnlyDenial(c.folded[h.start:min(in.end, h.end+24)]) {
		return false
	}
	for i, u := range in.uses {
		in.negated[i] = in.negated[i] || u.start >= h.start && u.end <= h.end
	}
	return true
}

// externalPlaces name a source outside the user's own systems: "no
// consulté ninguna fuente externa" after a query of the user's own
// database denies the web, not the query.
const externalPlaces = "external source|external sources|outside source|outside sources|fuente externa|fuentes externas|外部来源|外部资料|外部数据|外部の情報|外部ソース|外部のサイト|बाहरी स्रोत"

// externalOnlyDenial reports whether s, a denial of all look-ups with the
// words right after it, scopes it to an external source, and no ok call
// reached the web (see webOnlyDenial).
func (c *check) externalOnlyDenial(s string) bool {
	return phraseIn(s, externalPlaces) && len(c.okCalls(famFetch)) == 0 && !c.searchedWeb()
}

// fullTextPlaces name a page's own text, which only a fetch reads.
const fullTextPlaces = "full text|full article|texto completo|artículo completo|全文|原文|本文|पूरा लेख|पूरा पेज"

// backRefs are the pronouns and demonstratives that refer back to what
// the line names.
const backRefs = "this|that|it|esto|eso|lo|इसका|इसकी|इसके|इसे|यह|这个|这|それ|これ"

// hiPassiveAux follow a Hindi negated participle as its passive
// auxiliary ("पढ़ा नहीं जाता", is not read).
const hiPassiveAux = "जाता|जाती|जाते|गया|गई|गए"

// deniesUnactedObject reports whether the negated use u is scoped to an
// object or place no ok call acted on, or is no denial of the speaker's
// act (see the file comment). A line's label is an object only when set
// off as one (a list item's or a bold head: "- **Canada:**"), and the
// denied verb's object, next to it, refers back to it ("look this up",
// "इसका … नहीं देखा"); a plain "Note:" or "Ojo:" labels no object. The
// calls acted on it when a word of it is in their arguments.
func (c *check) deniesUnactedObject(in *info, u hit) bool {
	if in.sentFail && c.anyFailed() {
		return true
	}
	clause := c.folded[in.start:in.end]
	if phraseIn(clause, fullTextPlaces) && len(c.okCalls(famFetch)) == 0 || c.webOnlyDenial(clause) || c.externalOnlyDenial(c.folded[u.start:in.end]) {
		return true
	}
	if i := indexSubstr(c.folded[u.end:min(in.end, u.end+24)], "नहीं"); i >= 0 &&
		phraseIs(nextWord(strings.TrimLeft(c.folded[u.end+i+len("नहीं"):min(in.end, u.end+i+48)], " ")), hiPassiveAux) {
		return true
	}
	ls, _ := c.lineAround(in.start, in.end)
	line := c.folded[ls:in.end]
	colon := indexByte(line, ':')
	if !prefixPhrase(line, "- |* |**") || colon < 0 || colon > 48 || ls+colon >= u.start || !hasSubstr(line[:colon+3], "**") {
		return false
	}
	label := strings.Fields(strings.Trim(line[:colon], " -*#>`"))
	ref := false
	for _, w := range strings.Fields(c.folded[max(in.start, u.start-96):min(in.end, u.end+12)]) {
		ref = ref || phraseIs(strings.Trim(w, ".,;*—"), backRefs)
	}
	for ci := range c.calls {
		for _, w := range label {
			if c.calls[ci].ok && len(w) >= 3 && hasSubstr(strings.ToLower(c.calls[ci].Args), w) {
				return false
			}
		}
	}
	return ref && len(label) > 0
}

// unranDomainTool reports whether the denial of all tools of in is of a
// tool named by a domain noun glued before it ("天気ツールは使っていません",
// "天气工具"), and no call of the turn is of that domain (see
// domainObject): the denial is of that kind of tool only, and true. A
// domain noun of a call that ran leaves it a denial of all tools.
func (c *check) unranDomainTool(in *info) bool {
	h := in.denyAll
	lo := max(in.start, h.start-18)
	for lo < h.start && !utf8.RuneStart(c.folded[lo]) {
		lo++
	}
	before := c.folded[lo:h.start]
	if t := strings.TrimRight(before, " "); t != before {
		// A spaced script: the word right before the tool word.
		f := strings.Fields(t)
		if len(f) == 0 {
			return false
		}
		before = f[len(f)-1]
	}
	if before == "" {
		return false
	}
	ci, named := c.domainObject(before)
	if !named || ci >= 0 {
		return false
	}
	// The domain's tool words are the denial's negated objects, as
	// webScopedAll marks the web's: no claim of a weather tool.
	for i, u := range in.uses {
		in.negated[i] = in.negated[i] || u.start >= lo && u.end <= h.start
	}
	return true
}
