package verify

import (
	"slices"
	"strings"
)

// A turn's tools are often data tools named for their domain — rent_ledger,
// train_status, league_table, fund_nav — and a reply reports their calls
// with the ordinary verbs of looking something up: "I searched the ledger",
// "busqué la clasificación", "我搜索了基金净值", "運行状況を検索しました",
// "मैंने स्कोरकार्ड खोला". Such a verb names a built-in family (search,
// open, fetch, list) only through its object: searching files, opening a
// file, fetching a page. When the clause names no object of those families
// and a data tool's call succeeded, the verb describes that call.

// builtinObjects are the nouns of the built-in families' objects in the
// five languages: files, folders, pages and sites, the web.
var builtinObjects = strings.Split("file|files|archivo|archivos|fichero|ficheros|文件|檔案|ファイル|फ़ाइल|फाइल|folder|directory|"+
	"carpeta|directorio|目录|文件夹|フォルダ|ディレクトリ|फ़ोल्डर|web|internet|online|google|page|website|site|página|sitio|"+
	"网页|网站|网上|网络|ウェブ|ページ|サイト|ネット|वेब|पेज|साइट|इंटरनेट|ऑनलाइन", "|")

// dataToolLookup reports whether a look-up verb u of a built-in family
// that no call of the turn tried (the caller asks) is backed by an ok
// call of a data tool: the clause names no file, folder, page, URL, path
// or code span, which would be the object of that family, and no topic
// of a tool that did not run, and it concerns that call.
func (c *check) dataToolLookup(in *info, u hit) bool {
	f := u.t.family
	if u.t.kind != kindUse || f != famSearch && f != famRead && f != famFetch && f != famList {
		return false
	}
	clause := c.folded[in.start:in.end]
	if hasRune(clause, '`') || hasSubstr(clause, "://") || containsAnyWord(clause, builtinObjects) || namesPath(clause) {
		return false
	}
	for i, w := range in.uses {
		// "I searched your inbox" after a calendar call: the object is
		// another tool's topic.
		if !in.negated[i] && w.t.kind == kindWeak && (isBuiltinFamily(w.t.family) || !c.backed(w.t.family)) {
			return false
		}
	}
	for i := range c.calls {
		if c.dataCall(i) && c.clauseConcerns(in, clause, i) {
			return true
		}
	}
	return false
}

// dataCall reports whether call i succeeded and its tool is named for
// data of its own: a word of its name is neither a built-in family's
// (read, fetch, search, shell) nor one of their objects (file, web).
// scorecard_fetch and email_search are data tools; http_fetch, file_read
// and search_web are not.
func (c *check) dataCall(i int) bool {
	if !c.calls[i].ok {
		return false
	}
	for _, g := range c.calls[i].families {
		// toolFamilies (cached per Checker: this runs per clause) of a
		// word that puts a tool in no built-in family is its own family
		// and the word; a plural's has its singular
		// too, and so fails here, but that singular is one of the call's
		// families and passes.
		if !hasPrefix(g, "tool:") && !isBuiltinFamily(g) && !slices.Contains(builtinObjects, g) && len(c.families(g)) == 2 {
			return true
		}
	}
	return false
}

// clauseConcerns reports whether a clause shows that its look-up is call
// i: it cites the call's receipt or names its tool or arguments, holds a
// content word of its tool's name ("the ledger" for rent_ledger), or
// states a number the call's result holds ("3.9821" after fund_nav):
// the object of the verb is what that call looked up, in whatever
// language the clause is written.
func (c *check) clauseConcerns(in *info, clause string, i int) bool {
	if !in.fallback && containsInt(in.targets, i) {
		return true
	}
	for _, w := range nameWords(c.calls[i].Tool) {
		if len(w) >= 3 && !verbWords[w] && wordIn(clause, w) {
			return true
		}
	}
	for _, n := range c.nums[in.numLo:in.numHi] {
		// A one-digit integer ("徒歩約8分") matches some result by chance.
		if n.start >= in.start && n.end <= in.end && !n.glued && !n.ordinal && len(n.vals) > 0 && (n.dec > 0 || n.vals[0] >= 10) && c.numIn(n, []int{i}) {
			return true
		}
	}
	return false
}

// namesPath reports whether s holds a path or file name: a slash or
// backslash beside a letter ("src/app", "C:\\logs"; not "301/4"), or a
// word with a file extension ("app.toml", "README.md": a dot, then one to
// four lowercase letters or digits ending the word).
func namesPath(s string) bool {
	for i := 1; i+1 < len(s); i++ {
		switch {
		case s[i] == '/' || s[i] == '\\':
			if isLetterByte(s[i-1]) || isLetterByte(s[i+1]) {
				return true
			}
		case s[i] == '.' && isWordByte(s[i-1]) && s[i+1] >= 'a' && s[i+1] <= 'z':
			j := i + 1
			for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= '0' && s[j] <= '9') {
				j++
			}
			if j-i-1 <= 4 && (j == len(s) || !isWordByte(s[j])) {
				return true
			}
		}
	}
	return false
}
