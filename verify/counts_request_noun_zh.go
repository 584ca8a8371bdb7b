package verify

// Chinese asks for a count with 几 or 多少 and the classifier of the
// items ("明年要补种的地块一共几块？", "附近有几家药店？", "有多少个"), as
// Japanese asks with 何 and its counter. The answer writes the number
// before the same classifier ("一共 7 块地", "3 家"), so the classifier
// is the noun the user asked to count (see requestNounAt), whatever
// the lexicon holds. Classifiers of measure ask for no items: 几天, 几点,
// 几号, 几岁, 几倍, 几次, 多少钱, 几块钱. A request that bounds the items by a
// comparison ("有几单超过了 48 小时?", "低于平均的有几个班?") asks for a part
// the reply may count from the rows itself, not for the result's count.

var zhMeasureCounters []string

// countsRequestNounZhLists holds the phrases of the word lists declared above (see barList).
var countsRequestNounZhLists = [...]barList{
	// zhMeasureCounters follow 几 or 多少 in questions of when, how long
	// or how much, and 几乎 (almost), 几何 are other words.
	{&zhMeasureCounters, "天|日|年|月|周|星期|小时|分|秒|点|号|岁|倍|次|遍|楼|层|成|元|度|吨|斤|克|升|米|亩|里|公|钱|毛|块钱|乎|何"},
}

var _ = splitBars(countsRequestNounZhLists[:])

// zhRequestCountNoun returns the classifier a Chinese request asks to
// count by, the one Han character after 几 or 多少, or "".
func zhRequestCountNoun(req string) string {
	_, rest, ok := cutAt(req, "几")
	if !ok {
		_, rest, _ = cutAt(req, "多少")
	}
	if len(rest) < 3 || !hanLead(rest[0]) || hasPrefixAny(rest, zhMeasureCounters) || hasAny(req, conditionBefore) {
		return "" // a measure, or "有几单超过了 48 小时?": a part bounded by a comparison, counted from the rows
	}
	return rest[:3]
}

// zhWhichNoun returns the Han characters, at most four, after 哪些 (which
// ones) in a Chinese request ("今天有哪些外卖单被退款了？" → "外卖单被"), or
// "". Chinese writes no space between the noun and the verb after it, so
// the run holds the noun asked for and maybe more; the answer counts the
// items by the noun's last character ("共退款 5 单"), which zhWhichCounter
// looks for in it.
func zhWhichNoun(req string) string {
	_, rest, ok := cutAt(req, "哪些")
	if !ok || hasAny(req, conditionBefore) {
		return "" // "哪些单超过了 48 小时": a part bounded by a comparison
	}
	j := 0
	for j < 12 && j+3 <= len(rest) && hanLead(rest[j]) {
		j += 3
	}
	return rest[:j]
}

// zhWhichCounter reports whether after (the text after a number) opens
// with one Han character of the words after 哪些, and no other after it:
// "5 单，" for 外卖单. The character is the count's noun.
func zhWhichCounter(words, after string) (string, bool) {
	if len(after) < 3 || !hanLead(after[0]) || len(after) > 3 && hanLead(after[3]) {
		return "", false
	}
	ch := after[:3]
	if hasPrefixAny(after, zhMeasureCounters) || !hasSubstr(words, ch) {
		return "", false
	}
	return ch, true
}
