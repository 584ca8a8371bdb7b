package verify

import "strings"

// wordSet returns the set of the space-separated words in list. The
// package's word lists are written this way rather than as map literals:
// a literal compiles into code for every entry, which the release
// binary's size budget feels, while a string is data.
func wordSet(list string) map[string]bool {
	words := strings.Fields(list)
	set := make(map[string]bool, len(words))
	for _, w := range words {
		set[w] = true
	}
	return set
}

// wordLists returns the map of lines of the form "key: a|b|c" to their
// lists, in the order given: like wordSet, data rather than code for
// every entry.
func wordLists(lines ...string) map[string][]string {
	m := make(map[string][]string, len(lines))
	for _, l := range lines {
		k, list, ok := cutAt(l, ": ")
		if !ok {
			panic("verify: wordLists line without \": \": " + l)
		}
		m[k] = strings.Split(list, "|")
	}
	return m
}

// wordPairs returns the map of the ";"-separated "key=value" pairs in
// list (keys may hold spaces: "in progress=progress;"), data like
// wordSet's.
func wordPairs(list string) map[string]string {
	m := make(map[string]string, strings.Count(list, ";")+1)
	for rest, more := list, true; more; {
		var p string
		p, rest, more = cutByte(rest, ';')
		if k, v, ok := cutAt(p, "="); ok {
			m[k] = v
		}
	}
	return m
}

// semiSet returns the set of the ";"-separated words in list.
func semiSet(list string) map[string]bool {
	m := make(map[string]bool, strings.Count(list, ";")+1)
	for rest, more := list, true; more; {
		var w string
		w, rest, more = cutByte(rest, ';')
		if w != "" {
			m[w] = true
		}
	}
	return m
}

// splitBar returns the "|"-separated phrases of list. The package's lists
// are each written as one string (data, see wordSet) and split once; a call
// of splitBar takes less code than one of strings.Split with its separator
// (the release binary's size, size15). A []string literal is no cheaper at
// package level: its array of string headers is 16 bytes of the file per
// phrase, more than the call costs from four phrases on (size18).
//
//go:noinline
func splitBar(list string) []string { return strings.Split(list, "|") }

// barList pairs one of the package's word lists with its phrases, written
// as one "|"-separated string as splitBar reads them. Each file gives its
// lists in one table of barLists, split by one splitBars: a table is data
// laid out by the compiler (24 bytes a list), where a list initialised by
// its own splitBar call took 66 bytes of init code and its line tables
// (the release binary's size, size19). A list that another package-level
// variable is built from keeps its own splitBar call, so that Go's
// initialisation order, which follows such references, still splits it
// first: a table's lists are filled only when its splitBars runs.
type barList struct {
	list   *[]string
	phrase string
}

// splitBars sets each list of table to its phrases. Its result is only
// there so that a table can be split in a package-level var declaration.
func splitBars(table []barList) bool {
	for _, b := range table {
		*b.list = splitBar(b.phrase)
	}
	return true
}

// concatLists returns a new list of a's phrases followed by b's, for the
// lists built from another list: an append at package level is compiled
// with its growth and copy code in place, once for every such list (the
// release binary's size, size19).
//
//go:noinline
func concatLists(a, b []string) []string { return append(a[:len(a):len(a)], b...) }
