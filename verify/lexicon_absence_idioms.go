package verify

// absenceIdiomTerms are ordinary ways of saying a look-up held nothing
// without a negated verb of finding, which the absence lists lacked:
//
//   - getting or turning up nothing: "didn't get any hits", "neither
//     search turned anything up", "came up with nothing", "no salió
//     nada", "no obtuve ningún resultado", "कुछ हाथ नहीं लगा" (Hindi: it
//     came to hand = was found);
//   - a negated passive of use or mention with "anywhere" ("isn't
//     hardcoded anywhere", "isn't referenced anywhere"): the thing looked
//     for is in no place the search covered;
//   - an existential softened by a verb of appearance ("there don't seem
//     to be any", "no parece haber ninguno");
//   - nothing left ("no remaining references", "no quedan referencias");
//   - a container that became empty ("フォルダは空になっている"), and a
//     count given as the word zero ("ゼロです", "为零", "शून्य है").
//
// Each is a claim about what the result held, so the absence rules
// (checkAbsence) hold it to the call it is about: a call whose result is
// empty or lacks that kind of item makes it true.
func absenceIdiomTerms(l *lex) {
	l.add(kindAbsence, "",
		"didn't get any hits|did not get any hits|didn't get any results|did not get any results|"+
			"didn't get any matches|did not get any matches|got no hits|got no results|got no matches|"+
			"turned anything up|turn anything up|turned up anything|turn up anything|"+
			"came up with anything|come up with anything|came up with nothing|"+
			"don't seem to be any|doesn't seem to be any|don't appear to be any|doesn't appear to be any|"+
			"no remaining references|no remaining uses|no remaining occurrences|no remaining matches|"+
			"no references remain|no references left|"+
			"hardcoded anywhere|hard-coded anywhere|referenced anywhere|used anywhere|defined anywhere|set anywhere|"+
			"no salió nada|no ha salido nada|no sale nada|no obtuve ningún resultado|no obtuve resultados|"+
			"no he obtenido ningún resultado|no he obtenido resultados|no parece haber ninguno|no parece haber ninguna|"+
			"no quedan referencias|no queda ninguna referencia|"+
			"空になっています|空になっている|空になってい|ゼロです|ゼロでした|ゼロ件|"+
			"一个都没找到|一个都没有找到|一个也没找到|一个都没搜到|什么都没搜到|什么都没找到|结果为零|"+
			"हाथ नहीं लगा|हाथ नहीं लगी|हाथ नहीं लगे|कुछ हाथ नहीं")
}
