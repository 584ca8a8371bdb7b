package verify

import (
	"unicode/utf8"
)

// senseVerbs are tool verbs whose everyday sense is no tool act: one
// visits a city, runs a marathon, scores runs (रन बनाए: made 104 runs),
// takes a penalty (ejecutó un penalti), runs 5 km (跑了 5 公里), drives a
// car (車を走らせた), makes a plan (योजना बनाई). Each is a tool act only
// when its own part of the clause names something a tool acts on.
var senseVerbs = wordSet("ran run running visited visit visité visitado visitar corrí ejecutó 跑了 跑过 跑了一下 访问了 訪問了 走らせ बनाया बनाई बनाए चलाया चलाई चलाए चलाये")

var (
	toolObjectWords []string
)

// verbSenseLists holds the phrases of the word lists declared above (see barList).
var verbSenseLists = [...]barList{
	// toolObjectWords name what tools act on (pages, sites, links, files,
	// commands, scripts, queries, searches, tests, code), and the pronouns
	// that stand for one named before: "ran it", "lo ejecuté", "इसे चलाया".
	// Matched as substrings of the folded clause, so stems cover plurals.
	{&toolObjectWords, "page|site|url|link|web|http|www.|file|folder|director|command|script|query|" +
		"queries|search|test|suite|build|code|program|job|pipeline|migration|lint|check|" +
		"scan|tool|it |it.|it,|them|that|this|again|server|database|sql|git|npm|" +
		// Quantifiers: "I haven't run anything", "no ejecuté nada", "कुछ भी
		// नहीं चलाया", "何も走らせていない" deny every tool, whatever the sense.
		"anything|something|nothing|everything|nada|algo|任何|什么|何も|何か|कुछ|कोई|" +
		// es
		"página|sitio|enlace|archivo|fichero|carpeta|comando|consulta|búsqueda|prueba|código|" +
		"programa|migración|herramienta|lo |la |los |las |ejecutarl|" +
		// zh
		"网页|网站|页面|链接|网址|文件|目录|命令|脚本|查询|搜索|测试|代码|程序|构建|" +
		"任务|工具|接口|检查|它|一下|一遍|" +
		// ja
		"ページ|サイト|リンク|ファイル|フォルダ|コマンド|スクリプト|クエリ|検索|テスト|コード|" +
		"プログラム|ビルド|ジョブ|ツール|リンター|チェック|これ|それ|" +
		// hi
		"पेज|पेज़|साइट|लिंक|फ़ाइल|फाइल|फ़ोल्डर|फोल्डर|कमांड|स्क्रिप्ट|क्वेरी|सर्च|खोज|टेस्ट|" +
		"कोड|प्रोग्राम|टूल|रिपोर्ट|डॉक्यूमेंट|दस्तावेज़|सूची|इसे|उसे|इन्हें|उन्हें"},
}

var _ = splitBars(verbSenseLists[:])

// otherSense reports a sense verb (see senseVerbs) whose own part of the
// clause names nothing a tool acts on: no code span, no tool object, no
// pronoun, and no tool or argument word of this turn's calls. "Buena
// semana para visitar Madrid", "104 रन बनाए", "ran a marathon" are
// visits, runs and scores; "visité la página", "`ls` चलाया", "ran the
// tests" keep their tool sense.
func (c *check) otherSense(in *info, u hit) bool {
	if u.t.kind != kindUse || !senseVerbs[u.t.text] {
		return false
	}
	lo, hi := c.subClause(in, u.span)
	if hasSubstr(c.masked[lo:hi], "`") {
		return false
	}
	clause := c.folded[lo:hi]
	if r, _ := utf8.DecodeRuneInString(u.t.text); r >= 0x80 && !latinRune(r) && hasLatinWord(clause) {
		// In Chinese, Japanese or Hindi a word in Latin letters beside
		// the verb is a program's name: "跑了 mypy", "`ls` चलाया".
		return false
	}
	// The verb's own letters name no object: "running" holds "run".
	before, after := c.folded[lo:u.start], c.folded[u.end:hi]
	if containsAny(before, toolObjectWords) || containsAny(after, toolObjectWords) || hasSuffix(after, " it") {
		return false
	}
	// A word of the tool name or arguments of a call of the verb's own
	// kind ("ran kubectl", "visité example.org") is what the verb acted
	// on. Another kind of call's words do not count: a weather call's
	// city is no page one visited.
	for i := range c.calls {
		if !contains(c.calls[i].families, u.t.family) {
			continue
		}
		if containsAny(clause, c.calls[i].words) {
			return false
		}
	}
	return true
}

// latinRune reports a Latin letter beyond ASCII (é, ñ): Spanish verbs.
func latinRune(r rune) bool { return r < 0x250 }

// hasLatinWord reports whether s holds a run of two or more ASCII letters.
func hasLatinWord(s string) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		if isLetterByte(s[i]) {
			n++
			if n >= 2 {
				return true
			}
		} else {
			n = 0
		}
	}
	return false
}
