package verify

// switchActTerms are completed acts that put a device, a program or a
// setting into another state: switching it over ("switched it to manual",
// "已经切换为开放", "切り替えました", "स्विच कर दिया") is a change, backed
// by a call that changes (an update, a set); starting it ("puse en marcha
// la bomba", "已经启动", "起動しました", "शुरू कर दिया") names no class a
// tool's name reliably carries, so it is generic, and counts only against
// a failed call it names or the turn's only call.
//
// They also read a sentence-initial completion set off by a comma ("Done,
// the pump is running", "Hecho, la bomba ya está en marcha") as the bare
// "Done:" is read (see commaDone), and the Spanish perfect of blocking
// off ("he bloqueado la sala") as the hold it is, not a failure.
func switchActTerms(l *lex) {
	l.add(kindAct, actChange, "switched it|switched the|switched over|switched to|"+
		"切换为|切换成|切换到|已切换|切换了|已经切换|切り替えました|切り替えておきました|"+
		"स्विच कर दिया|स्विच कर दी")
	// "He bloqueado las butacas" (I have blocked them off, held them)
	// is the speaker's act; the bare participle ("está bloqueado") is
	// the failure lexicon_es reads.
	l.add(kindAct, actBook, "he bloqueado|hemos bloqueado|bloqueé|bloqueamos")
	l.add(kindAct, "", "done,|hecho,|listo,|puse en marcha|he puesto en marcha|arranqué|he arrancado|"+
		"已启动|启动了|已经启动|已开启|开启了|已经开启|起動しました|起動しておきました|開始しました|"+
		"शुरू कर दिया|शुरू कर दी|चालू कर दिया")
}

// commaDone reports whether a completion word set off by a comma stands
// first in its clause: "Done, the pump is running" reports the act, while
// "once that's done, restart it" and "I'm done, thanks" do not.
func (c *check) commaDone(in *info, h *hit) bool {
	if !hasSuffix(h.t.text, ",") {
		return true
	}
	return !hasWordRune(c.folded[in.start:h.start])
}

// failInAct reports whether a failure word is the participle of an act
// term around it ("bloqueado" in "he bloqueado"): the act is read, not
// a failure.
func failInAct(in *info, f hit) bool {
	for _, h := range in.hits {
		if h.t.kind == kindAct && h.start <= f.start && f.end <= h.end && h.end-h.start > f.end-f.start {
			return true
		}
	}
	return false
}
