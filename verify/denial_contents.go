package verify

// denial_contents.go: "本文までは開いていない", "中身はまだ開いていません",
// "I haven't opened the contents", "no he leído el cuerpo de los
// correos", "正文还没打开", "फ़ाइलों की सामग्री नहीं खोली": a denial of
// opening or reading whose object is the inside of items (a mail's body,
// a file's contents) is true when only listings and searches ran: they
// return names, subjects and matching lines, not the items' contents.

// contentNouns name the inside of an item, as opposed to its name.
const contentNouns = "中身|本文|内容|内文|正文|contents|content of|body|bodies|the text of|contenido|cuerpo|texto completo|" +
	"सामग्री|मुख्य भाग|अंदर"

// deniesUnreadContents reports whether a negated read verb u has a
// content noun near it in its clause and no ok call of the turn read or
// fetched anything.
func (c *check) deniesUnreadContents(in *info, u hit) bool {
	if !phraseIn(c.folded[max(in.start, u.start-30):min(in.end, u.end+30)], contentNouns) {
		return false
	}
	return !c.backed(famRead) && !c.backed(famFetch)
}
