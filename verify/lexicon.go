package verify

import (
	"strconv"
	"sync"
)

// kind is what a lexicon term signals.
type kind uint8

const (
	kindUse        kind = iota + 1 // a verb or phrase saying a tool of family was used: "I ran", "fetched"
	kindWeak                       // a noun naming a tool's object or output: "the file", "the page"; a claim only with a value or report verb
	kindNeg                        // negation: "not", "didn't", "没有", "नहीं", "ません"
	kindHedge                      // offer, plan, condition, suggestion to act: "I can", "if you want", "voy a", "可以", "चाहें तो"
	kindFail                       // a report of failure: "failed", "timed out", "超时", "विफल"
	kindAbsence                    // the result held nothing: "no results", "is empty", "没有找到"
	kindNotAbsence                 // a negated absence: "not empty", "不为空"
	kindDenyAll                    // a phrase that alone denies all tool use: "without using any tools"
	kindSource                     // a source marker: "according to", "source:", "según", "根据"
	kindSuggest                    // pointing the user somewhere: "you can check", "puedes consultar"
	kindReport                     // a verb reporting output: "shows", "returned", "dice", "显示"
	kindSubset                     // "of them", "其中", "उनमें से": a count of part of a result
	kindCount                      // a count noun or classifier: "files", "archivos", "个", "件", "फ़ाइलें"
	kindBreak                      // a clause break: ", but", "pero", "但是", "लेकिन"
	kindNumWord                    // a number word: "three", "tres", "तीन"
	kindOrdinal                    // a word making the next number an ordinal or rank: "第", "top"
	kindAct                        // a completed action: "deleted", "pushed", "已发送", "削除しました", "हटा दिया"
	// kindNone is a negative quantifier or existential ("no commits",
	// "nothing", "ningún", "没有会议", "予定はありません", "कोई … नहीं",
	// "your calendar is clear"): an absence claim when it does not negate
	// a tool verb. See absenceOf.
	kindNone
	// kindEpistemic is a phrase that hedges the speaker's reading, not the
	// claim: "as far as I can tell", "si lo leo bien", "据我所见". A hedge
	// term inside one ("I can") is no hedge.
	kindEpistemic
	// kindUniversal quantifies a negated verb over everything: "I haven't
	// run anything", "什么都没有运行", "何も実行していません".
	kindUniversal
	// kindFurther points the user to further reading: "more details:",
	// "see also", "más información en", "详见", "詳しくは", "और जानकारी".
	// A URL it introduces is held to the record like any URL the reply
	// gives, even in a modal clause (see checkSources). It qualifies
	// nothing else in the clause.
	kindFurther
	// kindGeneral marks a clause as general knowledge ("by default",
	// "typically", "por defecto", "默认", "通常は", "आम तौर पर"): its
	// values are not claims about a result, though a tool claim in it
	// still is.
	kindGeneral
)

// Tool families. A claim names a family; an ok call backs the families its
// tool belongs to (see toolFamilies).
const (
	famShell  = "shell"
	famRead   = "file_read"
	famWrite  = "file_write"
	famList   = "list_dir"
	famSearch = "search_files"
	famFetch  = "http_fetch"
	famAny    = "*" // "a tool", "the tools"
	// famReadAny is a bare "read" (solo he leído, सिर्फ़ पढ़ा): reading
	// anything, backed by any ok call.
	famReadAny = "read*"
)

// lex is a term list under construction.
//
// The phrase arguments of add, addLists, negAfter and negWide are each one
// phrase or several joined by "|" (no phrase contains one). The lexicon
// files join all the phrases of a call into one constant, its lines joined
// by "|"+: every string passed as an argument of its own costs about 27
// bytes of code to build the argument slice, and the lexicon has thousands
// of them, while a constant string is data.
type lex []term

// add adds the phrases of list as terms of kind k and family. It takes one
// list, not a variadic slice of them, since the lexicon calls it about 300
// times with one: building a one-string slice at each call cost about 30
// bytes of code more (the release binary's size, size20). addLists takes
// several.
func (l *lex) add(k kind, family, list string) {
	for rest, more := list, true; more; {
		var p string
		p, rest, more = cutByte(rest, '|')
		*l = append(*l, term{text: p, kind: k, family: family})
		if k == kindUse {
			if v := hindiFocusForm(p); v != "" {
				*l = append(*l, term{text: v, kind: k, family: family})
			}
		}
		// Replies use both the ASCII and the typographic apostrophe.
		if hasSubstr(p, "'") {
			*l = append(*l, term{text: replaceAll(p, "'", "’"), kind: k, family: family})
		}
	}
}

// addLists is add of each of lists in turn. It is kept out of line: its
// loop inlined at each of its 20 calls cost about 100 bytes a call of
// code and line tables (size20).
//
//go:noinline
func (l *lex) addLists(k kind, family string, lists ...string) {
	for _, list := range lists {
		l.add(k, family, list)
	}
}

func (l *lex) negAfter(phrases ...string) {
	for _, list := range phrases {
		for rest, more := list, true; more; {
			var p string
			p, rest, more = cutByte(rest, '|')
			*l = append(*l, term{text: p, kind: kindNeg, after: true})
		}
	}
}

func (l *lex) negWide(phrases ...string) {
	for _, list := range phrases {
		for rest, more := list, true; more; {
			var p string
			p, rest, more = cutByte(rest, '|')
			*l = append(*l, term{text: p, kind: kindNeg, wide: true})
			if hasSubstr(p, "'") {
				*l = append(*l, term{text: replaceAll(p, "'", "’"), kind: kindNeg, wide: true})
			}
		}
	}
}

// num adds number words with their values, in a family field as decimal,
// each list written "word=value|word=value": strings cost the binary less
// than a map literal's arrays of headers.
func (l *lex) num(lists ...string) {
	for _, list := range lists {
		for rest, more := list, true; more; {
			var p string
			p, rest, more = cutByte(rest, '|')
			w, v, _ := cutAt(p, "=")
			*l = append(*l, term{text: w, kind: kindNumWord, family: v})
		}
	}
}

// lexicon returns the matcher of every language's terms, built on first
// use (about 5 ms and 3 MB on the 2-core VM, BenchmarkLexiconBuild: the
// first check of each process pays it, commands that check no reply never
// do) and never changed afterwards.
var lexicon = sync.OnceValue(buildLexicon)

// monthLexicon returns a matcher of the month names alone, to read dates
// in tool results without running the whole lexicon over them.
var monthLexicon = sync.OnceValue(func() *matcher {
	var l lex
	months(&l)
	return newMatcher(l)
})

func buildLexicon() *matcher { return newMatcher(lexiconTerms()) }

// lexiconTerms lists the terms of every language, in the order the
// matcher breaks ties in.
func lexiconTerms() lex {
	l := make(lex, 0, 10240) // about 9,400 terms: one allocation, not a dozen regrowths
	english(&l)
	spanish(&l)
	chinese(&l)
	hindi(&l)
	japanese(&l)
	months(&l)
	actionTerms(&l)
	noneTerms(&l)
	evenOneTerms(&l)
	haveAnyTerms(&l)
	genericTerms(&l)
	clearTerms(&l)
	inabilityTerms(&l)
	sendingTerms(&l)
	denyVerbTerms(&l)
	hindiAccessTerms(&l)
	emptyResultTerms(&l)
	hindiToolDenialTerms(&l)
	httpFailureTerms(&l)
	adverbDenialTerms(&l)
	projectedValueHedges(&l)
	toolDenialTerms(&l)
	phrasingTerms(&l)
	deniedActTerms(&l)
	searchCountNouns(&l)
	mediaCountNouns(&l)
	pairCountNouns(&l)
	japaneseRunTerms(&l)
	lockTerms(&l)
	printTerms(&l)
	withoutActTerms(&l)
	offerTerms(&l)
	refusedPermissionTerms(&l)
	declinedStepTerms(&l)
	negatedActTerms(&l)
	doneActTerms(&l)
	stateActTerms(&l)
	switchActTerms(&l)
	inabilityFormTerms(&l)
	nominalInabilityTerms(&l)
	searchFormTerms(&l)
	lookThroughTerms(&l)
	callDenialTerms(&l)
	notByLookingTerms(&l)
	den22Terms(&l)
	certNounTerms(&l)
	sideInabilityTerms(&l)
	timetableTerms(&l)
	absencePronounTerms(&l)
	absenceIdiomTerms(&l)
	topicNounTerms(&l)
	failureLoanTerms(&l)
	emptyPhraseTerms(&l)
	denialPhrasingTerms(&l)
	knowledgeBasisTerms(&l)
	deniedActFormTerms(&l)
	jaActFormTerms(&l)
	noneMissingTerms(&l)
	vocabTerms(&l)
	// Negations raised onto a verb of belief, in every language.
	l.negWide("i don't think|i do not think|i don't believe|i do not believe|i don't recall|i don't remember|" +
		"no creo que|no recuerdo haber|no me parece que|我不认为|我不觉得|不记得|मुझे नहीं लगता|मुझे याद नहीं")
	jaFavourForms(&l)
	hiAgreementForms(&l)
	// Symbols shared by every language.
	l.add(kindWeak, "weather", "°f|°c|℃|℉")
	classifierTerms(&l)
	den20Terms(&l)
	den21Terms(&l)
	esCliticTerms(&l)        // after every Spanish denial: it reads them
	privativeDenialTerms(&l) // last: it skips the forms the lists above hold
	return l
}

// kindMonth terms name a month; the family field holds its number.
const kindMonth kind = 100

func months(l *lex) {
	// Spanish abbreviates enero, abril and diciembre as ene, abr and dic
	// ("04 abr" in a mail list); agosto's "ago" is left out, as English
	// writes "3 days ago".
	names := [...]string{
		"january|jan|enero|ene|जनवरी",
		"february|feb|febrero|फ़रवरी|फरवरी",
		"march|mar|marzo|मार्च",
		"april|apr|abril|abr|अप्रैल",
		"may|mayo|मई",
		"june|jun|junio|जून",
		"july|jul|julio|जुलाई",
		"august|aug|agosto|अगस्त",
		"september|sep|sept|septiembre|setiembre|सितंबर|सितम्बर",
		"october|oct|octubre|अक्टूबर",
		"november|nov|noviembre|नवंबर|नवम्बर",
		"december|dec|diciembre|dic|दिसंबर|दिसम्बर",
	}
	for i, ns := range names {
		for rest, more := ns, true; more; {
			var n string
			n, rest, more = cutByte(rest, '|')
			*l = append(*l, term{text: n, kind: kindMonth, family: strconv.Itoa(i + 1)})
		}
	}
}
