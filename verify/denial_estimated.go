package verify

import "strings"

// estimatedCall returns the ok call whose figures a reply gives as its
// own estimate while denying a look-up: "我没有调用实时到站接口，这是按常规
// 发车间隔估算的" (I didn't call the live-arrival API; this is estimated
// from the usual headway), "市のシステムには問い合わせておらず、一般的な情報
// からのお答えです", "I haven't pulled any forecast data, so treat it as the
// usual pattern". The reply says where its figures did not come from and
// where they did: not from a look-up but from an estimate or general
// knowledge. When the call whose result holds those figures succeeded,
// the look-up denied is that call's, whatever the reply called its
// source (a translated or paraphrased name the arguments do not hold).
// The figures are the reply's numbers outside dates that the user did
// not give: at least two of them in that call's result, and more there
// than in any other call's. A reply that cites that call's receipt
// presents its figures as the result's, and the estimate is about
// something else ("青空文庫については確認していません。一般的な知識として…"
// beside a cited catalogue search). Returns -1 otherwise.
func (c *check) estimatedCall(in *info, h hit) int {
	// The estimate is said in the denial's sentence: its clause or the
	// clause after it, up to the sentence's end.
	end := min(len(c.folded), in.end+160)
	if i := strings.IndexAny(c.folded[in.end:end], "\n"); i >= 0 {
		end = in.end + i
	}
	if i := indexSubstr(c.folded[in.end:end], "。"); i >= 0 {
		end = in.end + i
	}
	if !containsAny(c.folded[h.start:end], estimateWords) {
		return -1
	}
	return c.figuresCall()
}

// figuresCall returns the ok call whose result holds the reply's figures:
// its numbers outside dates that the user did not give, at least two of
// them in that call's result and more there than in any other call's; or
// -1. A call whose receipt the reply cites is none: the reply presents its
// figures as the result's, so an estimate or a denied look-up is about
// something else. It is worked out once per check.
func (c *check) figuresCall() int {
	if c.figDone {
		return c.figCall - 1
	}
	c.figDone = true
	// A tie between calls of one tool (volunteer_stats for two years)
	// is one store: the first of them.
	best, bestN, second := -1, 0, 0
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		k := 0
		for _, n := range c.nums {
			if n.inDate || n.glued || n.ordinal || len(n.vals) == 0 || c.inRequestCount(n.vals[0]) {
				continue
			}
			if c.numIn(n, []int{ci}) {
				k++
			}
		}
		switch {
		case k > bestN:
			best, bestN, second = ci, k, bestN
		case k == bestN && k > 0 && c.calls[ci].Tool == c.calls[best].Tool:
		case k > second:
			second = k
		}
	}
	if bestN < 2 || second == bestN {
		return -1
	}
	for _, ct := range c.cites {
		if ct.call == best {
			return -1
		}
	}
	c.figCall = best + 1
	return best
}

// systemFiguresCall returns the ok call a denied look-up of a system or
// database binds by the figures the reply gives ("データベースには問い合わせ
// ず、以前共有いただいた集計値をもとに…" with volunteer_stats' numbers, "I
// didn't access the booking system" with booking_list's): the store the
// denial names is the one whose result the figures come from, whatever the
// reply says their source was. A call of files, pages or commands is no
// such store. Returns -1 otherwise.
func (c *check) systemFiguresCall(in *info, h hit) int {
	lo, hi := c.subClause(in, h.span)
	if !containsAnyWord(c.folded[lo:hi], accessNouns) {
		return -1
	}
	ci := c.figuresCall()
	if ci < 0 {
		return -1
	}
	for _, f := range c.calls[ci].families {
		if f == famRead || f == famFetch || f == famShell || f == famSearch {
			return -1
		}
	}
	return ci
}

var (
	estimateWords []string
)

// denialEstimatedLists holds the phrases of the word lists declared above (see barList).
var denialEstimatedLists = [...]barList{
	// estimateWords say a figure was estimated or is the general case rather
	// than looked up.
	{&estimateWords, "estimate|usual|typical|general pattern|rule of thumb|" +
		"estimación|estimado|aproximación|lo habitual|por lo general|valores típicos|" +
		"估算|估的|估计的|按常规|平时的|一般情况|经验值|" +
		"一般的な|例年|目安|推定|概算|" +
		"अनुमान|सामान्य|आम तौर|" +
		// Typical values and inferences are estimates too: "这些是典型数值",
		// "是推断的", "推測です", "valores típicos", "typical values".
		"典型|推断|推测|推測|típic|habitual"},
}

var _ = splitBars(denialEstimatedLists[:])
