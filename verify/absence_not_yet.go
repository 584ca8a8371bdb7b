package verify

import "strings"

var (
	notYetFound []string
)

// absenceNotYetLists holds the phrases of the word lists declared above (see barList).
var absenceNotYetLists = [...]barList{
	// notYetFound are what follows 还没 when it does report a search or a
	// listing coming back empty ("还没有任何邮件", "还没找到", "还没收到"):
	// those stay absence claims.
	{&notYetFound, "有|找|查|搜|发现|看到|收到|见|任何|出现"},
}

var _ = splitBars(absenceNotYetLists[:])

// jaAppearVerbs are Japanese verbs of appearing, arriving, occurring and
// being recorded, as they stand before the て of ている: negated, they say
// that nothing came, which a result can bear out ("ERROR は出ていません",
// "メールは届いていない", "回収日は設定されていません").
var jaAppearVerbs = strings.Fields("出 来 き 届い 入っ 見つかっ 残っ 起き 起こっ 発生し 存在し 上がっ 含まれ 登録され 設定され 記録され " +
	"検出され 報告され 作成され 追加され 掲載され 発行され 予定され 公開され 送られ 届け 受信し 入金され")

// notYetState reports a Chinese "not yet" of an item's own state:
// "Pending,8 分钟了还没调度上", "订单还没发货", "任务还没开始". 还没/尚未
// followed by another verb says what has not happened to something the
// result lists, which is how the result describes it, not that the result
// is empty. Japanese "まだ…していません" is read in absenceExcused.
//
// Japanese いない/いません right after a verb's て-form is the negated
// aspect of that verb, not the existential "there is nobody": "延長の手続き
// は行っていません", "MOB-88 だけまだ着手されていません", "metrics-server が動い
// ていない" say what a thing or the speaker has not done, so only verbs of
// appearing (jaAppearVerbs) keep the absence.
func (c *check) notYetState(in *info) bool {
	a := in.absence
	if a == nil {
		return false
	}
	if t := a.t.text; t == "いません" || t == "いませんでした" || t == "ない" {
		before := c.folded[max(in.start, a.start-24):a.start]
		if t == "ない" {
			if !hasSuffix(before, "い") {
				return false
			}
			before = before[:len(before)-len("い")]
		}
		// The contrastive は after the て-form ("書き換えてはいません")
		// leaves the aspect a verb's.
		if b, ok := cutSuffix(before, "は"); ok && (hasSuffix(b, "て") || hasSuffix(b, "で")) {
			before = b
		}
		verb, ok := cutSuffix(before, "て")
		if !ok {
			verb, ok = cutSuffix(before, "で")
		}
		// できて is the potential of a verb ("確認できていない", could not
		// check), not 来て (came): an ability, not something appearing.
		return ok && verb != "" && !hasSuffix(verb, "は") && (!hasSuffixAny(verb, jaAppearVerbs) || hasSuffix(verb, "でき"))
	}
	// 何も before a する-verb's progressive ("まだ何も手配していません",
	// "何も実行していない") says the speaker or a thing did nothing; 何も
	// before an existential (何もありません) or a verb of appearing
	// (何も入っていません) stays an absence.
	if a.t.text == "何も" {
		rest := c.folded[a.end:min(in.end, a.end+36)]
		if i := indexSubstr(rest, "して"); i > 0 && !hasAnyRune(rest[:i], "はがをも、。") {
			neg := trimPrefix(rest[i+len("して"):], "い")
			return hasPrefix(neg, "な") || hasPrefix(neg, "ませ")
		}
	}
	if a.t.text != "没" && a.t.text != "沒" && a.t.text != "未" {
		return false
	}
	before := c.folded[max(in.start, a.start-6):a.start]
	if !hasSuffix(before, "还") && !hasSuffix(before, "還") && !hasSuffix(before, "尚") {
		return false
	}
	rest := c.folded[a.end:min(in.end, a.end+12)]
	return rest != "" && !hasPrefixAny(rest, notYetFound)
}
