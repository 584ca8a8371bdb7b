package verify

import "strings"

// Wording the reply gives the user to pass on is the reply's, not a quotation
// of a result: "ご案内の際は「税込118,800円」とお伝えいただくのが確実です",
// "お客様には「段ボールがあと数十箱増えても大丈夫」程度の目安をお伝えしても",
// "tell them "the order ships Monday"", "dile «ya está pagado»", "跟客户说
// “周五前到”", "उनसे "कल तक हो जाएगा" कह दें". A verb of telling addressed to
// the user stands right before the quotation or right after it (after the
// quoting particle と or って in Japanese); a quotation the result's text
// is said to hold ("「…」と書かれています", "the page says "…"") has no such
// verb and is still held to the result. A gloss the reply marks as rough
// ("roughly "The timetable is wrong"" of a German title) is its rendering
// too.

// Lists "|"-joined (see phrase_lists.go). passOnBefore end the text right
// before a quotation given to pass on; passOnAfter begin the text right
// after it (Hindi puts the verb after the quotation); jaTellVerbs are the
// Japanese verbs of telling that follow the quoting particle in the
// quotation's own clause ("「…」とお伝えいただく", "「…」程度の目安をお伝えしても").
const (
	passOnBefore = "tell them|tell him|tell her|tell the customer|tell the client|you could say|you can say|you might say|something like|along the lines of|roughly|" +
		"diles|dile|decirle|decirles|puedes decir|podrías decir|algo como|algo así como|" +
		"告诉他|告诉她|告诉他们|告诉客户|跟他说|跟她说|跟客户说|跟他们说|可以说|就说"
	passOnAfter = "कह दें|कहें|कहिए|बता दें|बताएं|बताइए|लिख दें"
	jaTellVerbs = "お伝え|伝えて|伝える|ご案内|お知らせ|言って|お答え"
)

// passOnQuote reports whether the quotation at q is wording given to the
// user to pass on (see above).
func (c *check) passOnQuote(q span) bool {
	before := strings.TrimRight(c.folded[max(0, q.start-40):q.start], " *\"“«「『'‘,:、，：")
	for list := passOnBefore; list != ""; {
		var w string
		w, list, _ = cutAt(list, "|")
		if hasSuffix(before, w) && (len(before) == len(w) || w[0] >= 0x80 || !isLetterByte(before[len(before)-len(w)-1])) {
			return true
		}
	}
	after := strings.TrimLeft(c.folded[q.end:min(len(c.folded), q.end+40)], " \"”»」』'’")
	if prefixPhrase(after, passOnAfter) {
		return true
	}
	// A Japanese verb of telling in the quotation's own clause, before any
	// stop or comma, with no word saying the text is written somewhere
	// ("「…」と書かれているのでお伝えします").
	if i := strings.IndexAny(after, "。、，！？\n"); i >= 0 {
		after = after[:i]
	}
	return phraseIn(after, jaTellVerbs) && !phraseIn(after, "書|記載|とあ")
}

// formulaQuote reports whether the quotation t, not a code span, writes a
// calculation with a multiplication or division sign between its terms:
// "「数量 × 平均単価」で私が計算したもの", "「加入月から年度末までの月数×300円」":
// the reply's rendering of how a figure is worked out, which a result
// states in words ("月数に300円を乗じた額") if at all. Code writes * and /, and
// a code span is still held to the result.
func (c *check) formulaQuote(q span, t string) bool {
	if q.start > 0 && c.folded[q.start-1] == '`' {
		return false
	}
	return hasSubstr(t, "×") || hasSubstr(t, "÷")
}
