package verify

import (
	"strings"
	"unicode/utf8"
)

// failIsObject reports whether every failure word of a clause is the
// thing a negative quantifier says is absent, not a report that a call
// failed: "ERROR は一件も出ていません", "没有任何账号失败登录", "no
// errors", "ningún error". The word then names what the result was
// searched for.
func (c *check) failIsObject(in *info) bool {
	var nones []hit
	for _, h := range in.hits {
		if h.t.kind == kindNone || h.t.kind == kindAbsence {
			nones = append(nones, h)
		}
	}
	if len(nones) == 0 {
		return false
	}
	found := false
	for _, h := range in.hits {
		if h.t.kind != kindFail {
			continue
		}
		if c.attributive(h) || c.noFailure(h) {
			continue
		}
		obj := false
		for _, n := range nones {
			// The quantifier before the word ("no errors", "没有任何账号失败").
			if n.end <= h.start && h.start-n.end <= 24 && !strings.ContainsAny(c.folded[n.end:h.start], ",，、;；") {
				obj = true
			}
			// A Japanese existential after the word marked as its topic:
			// "ERROR は … いません".
			if n.start >= h.end && n.t.text[0] == 0xe3 && n.start-h.end <= 40 {
				rest := strings.TrimLeft(c.folded[h.end:n.start], " ")
				obj = obj || strings.HasPrefix(rest, "は") || strings.HasPrefix(rest, "が") || strings.HasPrefix(rest, "も")
			}
		}
		if !obj || !problemNoun(h.t.text) {
			return false
		}
		found = true
	}
	return found
}

// problemNoun reports whether a failure term is a noun of a problem a
// result may hold (error, failure, 错误, 失败, エラー), not a verb
// reporting that a call failed ("timed out", "couldn't").
func problemNoun(t string) bool {
	for _, p := range []string{"error", "failure", "fail", "exception", "错误", "失败", "异常", "エラー", "失敗", "例外", "त्रुटि", "एरर", "fallo", "errores"} {
		if t == p || strings.HasPrefix(t, p) && !strings.HasSuffix(t, "ed") {
			return true
		}
	}
	return false
}

// japaneseTopic reports whether a Japanese existential's topic, the
// words before it ("未完了チケットはありません"), shares two characters in
// a row with the request ("チケットある？"): the absence is about what the
// user asked for.
func (c *check) japaneseTopic(in *info, h *hit) bool {
	// Only a polite existential closing its sentence with its topic
	// marked right before it ("商品は **ありません**"): a bare ない or なし
	// is also an adjective ("問題ない水準") or a quoted field value.
	switch h.t.text {
	case "ありません", "ありませんでした", "いません", "いませんでした":
	default:
		return false
	}
	pre := strings.TrimRight(c.folded[max(in.start, h.start-60):h.start], " *_")
	if !strings.HasSuffix(pre, "は") && !strings.HasSuffix(pre, "が") && !strings.HasSuffix(pre, "も") {
		return false
	}
	for len(pre) > 0 && !utf8.ValidString(pre[:1]) && pre[0]&0xc0 == 0x80 {
		pre = pre[1:] // no cut rune at the start
	}
	// cjkRequestWord reads a short window: give it the end of the topic.
	for len(pre) > 36 {
		_, n := utf8.DecodeRuneInString(pre)
		pre = pre[n:]
	}
	return c.cjkRequestWord(pre)
}

// absenceTargets returns the ok calls an absence claim concerns when
// the clause's own targets are empty: the calls whose arguments hold a
// tool word or code span of the clause ("the grep didn't turn up any
// TODOs" about `shell grep -rn TODO`), else the only ok call of a turn in
// which no call failed.
func (c *check) absenceTargets(in *info) []int {
	var out []int
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		args := strings.ToLower(c.calls[ci].Args)
		for _, u := range in.uses {
			w := c.folded[u.start:u.end]
			if len(w) >= 3 && !strings.ContainsRune(w, ' ') && wordIn(args, w) {
				out = append(out, ci)
				break
			}
		}
	}
	if len(out) > 0 {
		return out
	}
	if ok := c.okCalls(famAny); len(ok) == 1 && !c.anyFailed() {
		return ok
	}
	return nil
}

// mentions reports whether a call's result or arguments hold w.
func (c *check) mentions(ci int, w string) bool {
	return w != "" && (strings.Contains(c.calls[ci].folded, w) || strings.Contains(strings.ToLower(c.calls[ci].Args), w))
}

// spanishObjects maps Spanish nouns of things a result may list to the
// English stem results are written in.
var spanishObjects = map[string]string{"contenedor": "container", "incidencia": "incident", "advertencia": "warning",
	"aviso": "warning", "fallo": "fail", "pedido": "order", "usuario": "user", "tarea": "task", "proceso": "process",
	"servicio": "service", "conexión": "connect", "conexion": "connect", "alerta": "alert", "vulnerabilidad": "vulnerab",
	"problema": "problem", "secreto": "secret", "contraseña": "password", "clave": "key", "puerto": "port",
	"rama": "branch", "etiqueta": "tag", "página": "page", "enlace": "link", "cliente": "customer", "factura": "invoice",
	"pago": "payment", "mensaje": "message", "correo": "mail", "reunión": "meeting", "evento": "event", "nodo": "node",
	"paquete": "package", "dependencia": "dependenc", "prueba": "test", "registro": "log"}

// englishObject returns the English stem of a Spanish object word, or "".
func englishObject(w string) string {
	if e, ok := spanishObjects[w]; ok {
		return e
	}
	for _, suf := range []string{"es", "s"} {
		if e, ok := spanishObjects[strings.TrimSuffix(w, suf)]; ok {
			return e
		}
	}
	return ""
}
