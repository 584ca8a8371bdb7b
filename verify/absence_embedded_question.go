package verify

// What an absence says is missing can be the answer to a question, not
// items: "the log doesn't show whether the cracks were there before",
// "no consta si se avisó o no", "是否是同一批次，日志里没有写",
// "成形段階のものかどうかまではログに出ていない", "संदेश पहुँचा या नहीं, यह
// लॉग में नहीं है". The embedded question (whether, si … o no, 是否,
// かどうか, … या नहीं) is the absent thing, and a result full of rows does
// not answer it; the reply says what the result cannot tell, which is no
// claim that it came back empty.

// questionBefore mark an embedded question that a head-final clause puts
// before its absence (ja, zh, hi); questionAfter, one that en and es put
// after it.
var (
	questionBefore = splitBar("かどうか|是否| या नहीं| कि क्या")
	questionAfter  = splitBar("whether|si se |si lo |si la |si los |si las |si hubo |si fue |si ha ")
)

// embeddedQuestion reports whether the clause's absence is of the answer
// to an embedded question: a marker before the absence term in the same
// clause, or, in en and es, right after it (within a short reach, so that
// a later conditional "if" is not taken).
func (c *check) embeddedQuestion(in *info) bool {
	a := in.absence
	if a == nil {
		return false
	}
	before := c.folded[in.start:a.start]
	// "पहुँचा या नहीं": the absence term is the question's own नहीं.
	if containsAny(before, questionBefore) || hasSuffix(before, " या ") {
		return true
	}
	after := c.folded[a.end:min(in.end, a.end+64)]
	for _, q := range questionAfter {
		// After a comma, "si" opens a conditional ("no hay pedidos
		// pendientes, si se crea alguno te aviso"), not the question.
		if i := indexSubstr(after, q); i >= 0 && (i == 0 || after[i-1] == ' ') && !hasAnyRune(after[:i], ",;") {
			return true
		}
	}
	return false
}
