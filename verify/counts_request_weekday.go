package verify

// A weekday named by a numeral in the request ("周四我排了几个会?",
// "星期五收到几封邮件") is a day, not a number the user gave: when the user
// asks how many (几, 多少), a count of 4 meetings in the reply answers the
// question and does not hand back the user's "四" (Thursday), so the
// request-number guard (inRequestCount) must not take the day for it.
//
// Kept to count questions on purpose: outside them the guard also stands
// in, by accident, for rules that do not yet read advice ranges ("给 2–3
// 个备选时间段") or counts of another call's items, and lifting it there
// turns those into false reports.

// weekdayNumIn reports whether the numeral n of text is one character
// after a weekday word (周, 週, 星期, 礼拜/禮拜), as weekdayNum does for the
// reply.
func weekdayNumIn(text string, n *num) bool {
	if n.end-n.start != 3 || n.start < 3 || n.end > len(text) {
		return false
	}
	switch text[n.start-3 : n.start] {
	case "周", "週", "期", "拜":
		return true
	}
	return false
}

// requestDayNum reports whether the request number r is a weekday's
// numeral in a question that asks how many.
func (c *check) requestDayNum(r *num) bool {
	return weekdayNumIn(c.request, r) && (hasSubstr(c.request, "几") || hasSubstr(c.request, "幾") || hasSubstr(c.request, "多少"))
}
