package verify

var (
	webNouns    []string
	resultNouns []string
)

// webOpenLists holds the phrases of the word lists declared above (see barList).
var webOpenLists = [...]barList{
	// webNouns name a web page: what a verb of opening or reading takes as
	// its object when the reply reports a fetch ("我只打开了官方博客这一篇",
	// "abrí el artículo", "記事を開きました", "मैंने लेख पढ़ा").
	{&webNouns, "page|article|blog|post|website|site|link|página|artículo|enlace|sitio|" +
		"页面|网页|文章|博客|链接|网站|官网|ページ|記事|ブログ|サイト|リンク|पेज|लेख|ब्लॉग|वेबसाइट|लिंक"},
	// resultNouns name a search's results.
	{&resultNouns, "result|resultado|结果|結果|परिणाम|नतीजे"},
}

var _ = splitBars(webOpenLists[:])

// opensWebPage reports whether an open or read verb at u takes a web page
// for its object, in its sentence, while an http fetch (no search) ran
// this turn: opening a page is what the fetch did.
func (c *check) opensWebPage(u hit) bool {
	if !c.backed(famFetch) {
		return false
	}
	fetched := false
	for ci := range c.calls {
		if c.calls[ci].ok && contains(c.calls[ci].families, famFetch) && !c.searchCall(ci) {
			fetched = true
			break
		}
	}
	if !fetched {
		return false
	}
	// "De los 3 resultados de la búsqueda solo abrí el oficial": what
	// is opened from a web search's results is one of its pages.
	lo, hi := c.sentenceBounds(u.span, 60, 40)
	return (containsAny(c.folded[lo:hi], webNouns) || c.backed(famSearch) && containsAny(c.folded[lo:hi], resultNouns)) && !hasSubstr(c.folded[lo:hi], "file")
}
