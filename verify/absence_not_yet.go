package verify

import "strings"

// notYetFound are what follows 还没 when it does report a search or a
// listing coming back empty ("还没有任何邮件", "还没找到", "还没收到"):
// those stay absence claims.
var notYetFound = []string{"有", "找", "查", "搜", "发现", "看到", "收到", "见", "任何", "出现"}

// notYetState reports a Chinese "not yet" of an item's own state:
// "Pending,8 分钟了还没调度上", "订单还没发货", "任务还没开始". 还没/尚未
// followed by another verb says what has not happened to something the
// result lists, which is how the result describes it, not that the result
// is empty. Japanese "まだ…していません" is read in absenceExcused.
func (c *check) notYetState(in *info) bool {
	a := in.absence
	if a == nil || a.t.text != "没" && a.t.text != "沒" && a.t.text != "未" {
		return false
	}
	before := c.folded[max(in.start, a.start-6):a.start]
	if !strings.HasSuffix(before, "还") && !strings.HasSuffix(before, "還") && !strings.HasSuffix(before, "尚") {
		return false
	}
	rest := c.folded[a.end:min(in.end, a.end+12)]
	return rest != "" && !hasPrefixAny(rest, notYetFound)
}
