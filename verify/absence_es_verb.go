package verify

import "strings"

// esVerbClitics are the Spanish object and reflexive clitics that stand
// between "no" and its verb ("no le mandé", "no se lo envié"), and before
// a verb of emptying ("se vacía"). "la" and "lo" are left out: before an
// adjective they are articles ("la vacía", "lo vacío": the empty one).
var esVerbClitics = strings.Fields("se le les me te nos os los las")

// esNotPreterite are words ending in an accented vowel that are no verb:
// adverbs of place and manner ("no aquí ningún…").
var esNotPreterite = strings.Fields("aquí allí ahí así sí mí ti acá allá además jamás quizá quizás también")

// esPreteriteEnds end Spanish first-person preterites: 1st singular -é
// (-ar) and -í (-er, -ir), 1st plural -amos and -imos.
var esPreteriteEnds = strings.Fields("é í amos imos")

// esStateVerbs begin Spanish verbs whose negated preterite reports the
// world, not an act: ver (vi), tener (tuve), haber (hubo).
var esStateVerbs = strings.Fields("vi tuv hub")

// esPreteriteAct reports a Spanish negated first-person preterite before
// the quantifier: "todavía no mandé ningún recordatorio", "no enviamos
// ninguna factura", "no le escribí a ningún cliente". As with esPerfectAct
// ("no he enviado ningún…"), the quantifier is the object of what the
// speaker did not do, not what a result held. A verb of finding or
// receiving ("no encontré ningún registro", "no recibimos ningún correo")
// is the absence claim itself and stays one, and so do tener and haber
// ("no tuvimos ninguna caída"), which report a state of the world.
func (c *check) esPreteriteAct(in *info, h *hit) bool {
	if h.t.text != "nada" && !hasPrefix(h.t.text, "ning") {
		return false
	}
	before := strings.TrimRight(c.folded[max(in.start, h.start-48):h.start], " ")
	before = strings.TrimSuffix(strings.TrimRight(before, " "), " a") // "no le escribí a ningún cliente"
	i := strings.LastIndexByte(before, ' ')
	if i < 0 {
		return false
	}
	verb := before[i+1:]
	if !hasSuffixAny(verb, esPreteriteEnds) || len(verb) < 4 || inWords(esNotPreterite, verb) ||
		hasPrefixAny(verb, esFindParticiples) || hasPrefixAny(verb, esStateVerbs) {
		return false
	}
	rest := strings.TrimRight(before[:i], " ")
	for {
		j := strings.LastIndexByte(rest, ' ')
		if !inWords(esVerbClitics, rest[j+1:]) {
			break
		}
		rest = strings.TrimRight(rest[:max(j, 0)], " ")
	}
	return rest == "no" || hasSuffix(rest, " no")
}

// esEmptyingVerb reports a Spanish vacío/vacía that is the verb vaciar
// after a clitic ("se vacía por pura demanda", "los vacío cada noche"):
// the clause says how something comes to be emptied, not that a result
// is empty. "La lista está vacía" keeps its copula and stays an absence
// claim, and so does an article before the adjective ("la vacía").
func (c *check) esEmptyingVerb(in *info) bool {
	a := in.absence
	if a.t.text != "vacío" && a.t.text != "vacía" {
		return false
	}
	before := strings.TrimRight(c.folded[in.start:a.start], " ")
	i := strings.LastIndexByte(before, ' ')
	return inWords(esVerbClitics, before[i+1:])
}

// inWords reports whether ws holds w.
func inWords(ws []string, w string) bool {
	for _, x := range ws {
		if x == w {
			return true
		}
	}
	return false
}
