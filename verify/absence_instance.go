package verify

import "strings"

// instanceNouns name no kind of thing, only an instance of whatever the
// sentence is about: "no encontré ningún caso", "found no instances".
var instanceNouns = wordSet("case cases instance instances caso casos instancia instancias")

// instanceObject reads the object of an absence whose noun is an instance
// noun. Alone, it stands for what the call looked for, the result's own
// items ("no encontré ningún caso" after a query for students in two
// programs): the object is "" and the claim is held to the result. With
// "of"/"de" after it, what is absent is the noun that follows ("no cases of
// fraud", "ningún caso de duplicidad"), which a result may lack. ok is false
// for any other word.
func instanceObject(word, rest string) (string, bool) {
	if !instanceNouns[word] {
		return "", false
	}
	i := strings.Index(rest, word)
	if i < 0 {
		return "", false
	}
	f := strings.Fields(rest[i+len(word) : min(len(rest), i+len(word)+60)])
	if len(f) >= 2 && (f[0] == "of" || f[0] == "de" || f[0] == "del") {
		obj := strings.TrimFunc(f[1], func(r rune) bool { return !isWordRune(r) })
		if obj == "la" || obj == "el" || obj == "los" || obj == "las" || obj == "the" {
			if len(f) < 3 {
				return "", false
			}
			obj = strings.TrimFunc(f[2], func(r rune) bool { return !isWordRune(r) })
		}
		return obj, obj != ""
	}
	return "", true
}
