package verify

// A clock time just before an absence ("entre las 02:00 y las 03:00 no hay
// ninguna línea ERROR", "between 14:00 and 15:00 there are no events")
// bounds a window of time; it does not name the object the way a port or
// an id does ("6379 上没有任何服务"). Whether the window is empty is for
// freeWindow to judge against the result's times.

// clockBound reports whether n is part of a clock time "hh:mm".
func (c *check) clockBound(n *num) bool {
	return clockPart(c.folded, n.span) || len(n.digits) >= 4 && n.digits[len(n.digits)-3] == ':'
}
