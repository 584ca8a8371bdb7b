package verify

import "strings"

// fileStemCall returns the ok file call one of whose file names starts
// with a word that win names, or -1: "No he llegado a abrir el acta"
// after reading actas/2024/acta_2024-11-07.md, "I didn't open the
// invoice" after reading invoice-0423.pdf. People name a file by the word
// its name is built on, without the date or number that follows; the
// word must be four letters or more and the call a read: a listing
// names a file without opening it.
func (c *check) fileStemCall(win string) int {
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok || !contains(call.families, famRead) {
			continue
		}
		for _, a := range call.anchors {
			i := strings.IndexAny(a, "_-")
			if i < 4 || hasAnyRune(a[:i], "/.0123456789") {
				continue
			}
			if wordIn(win, a[:i]) {
				return ci
			}
		}
	}
	return -1
}
