package verify

import "strings"

// privativeDenialTerms add the forms in which a reply says it answered
// without a look-up, built from each language's grammar rather than
// listed phrase by phrase, so that a verb of looking the lists already
// know in one form is known in the others:
//
//   - the privative ("without" + gerund, "without having" + participle;
//     "sin" + infinitive, "sin haber" + participle; Japanese 〜ずに/〜せずに;
//     Hindi "बिना" + the oblique participle, before or after it),
//   - the Japanese negated progressive and its continuative and polite past
//     (調べていません, 問い合わせておらず, 確認しませんでした),
//
// all kindDenyVerb: their object decides which call is denied, as for
// "I didn't check …" (see deniesObject), so "without accessing his chart"
// after a chart lookup is a denied_call and "sin consultar la previsión"
// with no weather call is true. A form the lexicon already holds, in any
// kind, is left as it is.
//
// Also the recall sources the memory lists lack in Japanese and Hindi
// (記憶から, अपनी जानकारी से: "from what I know") and the Spanish
// impersonal "no se ha consultado nada", kindDenyAll like "no lookups
// were made".
func privativeDenialTerms(l *lex) {
	const (
		esInf  = "consultar|mirar|revisar|comprobar|abrir|acceder a|leer|buscar|verificar|entrar en|ejecutar"
		esPart = "consultado|mirado|revisado|comprobado|abierto|accedido a|leído|buscado|verificado|entrado en|ejecutado"
		// Japanese verbs of looking: te-form, negative stem, masu stem.
		jaTe   = "調べて|見て|確認して|参照して|検索して|アクセスして|照会して|問い合わせて|読んで|開いて|チェックして|実行して"
		jaNeg  = "調べ|見|確認せ|参照せ|検索せ|アクセスせ|照会せ|問い合わせ|読ま|開か|チェックせ|実行せ"
		jaMasu = "調べ|見|確認し|参照し|検索し|アクセスし|照会し|問い合わせ|読み|開き|チェックし|実行し"
		hiPart = "देखे|जाँचे|जांचे|खोजे|पढ़े|खोले|चलाए|चेक किए|check किए|सर्च किए|search किए|एक्सेस किए|access किए"
	)
	have := make(map[string]bool, len(*l))
	for _, t := range *l {
		have[t.text] = true
	}
	verbs := crossTerms(have, nil, "without ", "checking|looking at|opening|querying|accessing|consulting|looking up|searching|fetching|verifying|reading", "")
	verbs = crossTerms(have, verbs, "without having ", "checked|looked at|opened|queried|accessed|consulted|looked up|searched|fetched|verified|read|run", "")
	verbs = crossTerms(have, verbs, "sin ", esInf, "")
	verbs = crossTerms(have, verbs, "sin haber |no he ", esPart, "")
	verbs = crossTerms(have, verbs, jaTe, "いません|いない|おらず|いませんでした|はいません|はおらず", "")
	verbs = crossTerms(have, verbs, jaNeg, "ずに", "")
	verbs = crossTerms(have, verbs, jaMasu, "ませんでした", "")
	verbs = crossTerms(have, verbs, "बिना ", hiPart, "")
	verbs = crossTerms(have, verbs, hiPart, " बिना", "")
	l.addLists(kindDenyVerb, "", verbs...)
	all := crossTerms(have, nil, "", "記憶から|記憶をもとに|記憶を頼りに|अपनी जानकारी से|अपनी जानकारी के आधार पर|अपने ज्ञान से|कोई लुकअप नहीं", "")
	all = crossTerms(have, all, "no se ha ", "consultado|mirado|revisado|comprobado|buscado|verificado", " nada| ning")
	l.addLists(kindDenyAll, "", all...)
}

// crossTerms appends to out every a+b+c of the "|"-separated lists a, b
// and c that have does not hold yet, and marks it held.
func crossTerms(have map[string]bool, out []string, a, b, c string) []string {
	for _, x := range strings.Split(a, "|") {
		for _, y := range strings.Split(b, "|") {
			for _, z := range strings.Split(c, "|") {
				if t := x + y + z; !have[t] {
					have[t] = true
					out = append(out, t)
				}
			}
		}
	}
	return out
}

var (
	webDeterminers []string
	webPlacePreps  []string
)

// denialPrivativeLists holds the phrases of the word lists declared above (see barList).
var denialPrivativeLists = [...]barList{
	{&webDeterminers, "la |una |ninguna |esa |esta |su |tu |las |the |any "},
	{&webPlacePreps, "en |on |in |por "},
}

var _ = splitBars(denialPrivativeLists[:])

// webObjectCall returns the ok fetch a denied look-up's object names when
// that object, right after the verb, is the noun "web" for a site or the
// web ("no he entrado en la web de la compañía", "no he mirado ninguna
// web", "I didn't check the web") or "internet" ("no consulté internet",
// "I didn't search the internet"), or -1. Only in object position: "no
// lo he confirmado en la web oficial" confirms a fact, and the web is
// where, not what, it looked at.
func (c *check) webObjectCall(rest string) int {
	rest = strings.TrimLeft(rest, " ")
	// "buscar en internet", "search on the web": the place after a
	// preposition is the web as the object is.
	for _, p := range webPlacePreps {
		if hasPrefix(rest, p) {
			rest = rest[len(p):]
			break
		}
	}
	for _, d := range webDeterminers {
		if hasPrefix(rest, d) {
			rest = rest[len(d):]
			break
		}
	}
	if w := nextWord(rest); w != "web" && w != "webs" && w != "internet" {
		return -1
	}
	if calls := c.okCalls(famFetch); len(calls) > 0 && !c.failed(famFetch) {
		return calls[0]
	}
	return -1
}

// esSinNoun reports whether a privative denial term "sin" + infinitive
// (see privativeDenialTerms) describes the plural noun before it
// ("correos sin leer", "facturas sin revisar": unread mail, unchecked
// invoices) rather than denying the speaker's act (see esSinAdjective).
// A first-person plural before it ("respondemos sin consultar") is a verb.
func (c *check) esSinNoun(h hit) bool {
	if !hasPrefix(h.t.text, "sin ") || hasPrefix(h.t.text, "sin haber") {
		return false
	}
	_, w := c.prevWords(h.start)
	if !hasSuffix(w, "s") || hasSuffix(w, "mos") {
		return false
	}
	return c.esSinAdjective(span{h.start, h.start + len("sin")}, span{h.start + len("sin "), h.end})
}

// goVerb reports whether a denial verb is one of going ("i didn't go to").
// Going through a thing is reading it (see lookThroughTerms), not going
// to a place.
func goVerb(t string) bool {
	return (hasSubstr(t, " go ") || hasSubstr(t, " gone ") || hasSubstr(t, " went ")) && !hasSuffix(t, " through") && !hasSuffix(t, " into")
}
