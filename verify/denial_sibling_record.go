package verify

// deniesSiblingRecord reports whether the line of a denial bound to call ci
// names a record the call was not given, while the call was given another
// of the same kind: "- **HXD3-0215**：… 这台我还没查工单" after work_order_get
// {"loco":"HXD3-0307"}, "Order 55102: I haven't opened its invoice" after
// invoice_get {"order":"55187"}. An identifier is a token of letters,
// digits and hyphens with a digit (argIdents); of the same kind when it has
// the same shape (letters, digits and hyphens in the same places). The
// denial is of that other record, which no call looked at, and true.
func (c *check) deniesSiblingRecord(in *info, ci int) bool {
	args := c.calls[ci].lowerArgs()
	ids, n := argIdents(args, 1)
	if n == 0 {
		return false
	}
	// The clause's own identifiers; or, when it points back with a
	// demonstrative ("这台", "this one", "esta", "この", "इस"), those of its
	// line before it (a list item's head). "BA-01 passed. I didn't trigger
	// any tests" names no record in the denial.
	named, nn := argIdents(c.folded[in.start:in.end], 2)
	if nn == 0 && containsAny(c.folded[in.start:in.end], backDemonstratives) {
		lo := lastIndexByte(c.folded[max(0, in.start-400):in.start], '\n') + 1 + max(0, in.start-400)
		named, nn = argIdents(c.folded[lo:in.end], 2)
	}
	for _, w := range named[:nn] {
		if hasSubstr(args, w) {
			return false // the line names the call's own record
		}
	}
	for _, w := range named[:nn] {
		for _, id := range ids[:n] {
			if sameShape(w, id) {
				return true
			}
		}
	}
	return false
}

// sameShape reports whether a and b, of one length, have letters, digits
// and other bytes in the same places, and the same letters.
func sameShape(a, b string) bool {
	if len(a) != len(b) || a == b {
		return false
	}
	for i := 0; i < len(a); i++ {
		da, db := a[i] >= '0' && a[i] <= '9', b[i] >= '0' && b[i] <= '9'
		if da != db || !da && a[i] != b[i] {
			return false
		}
	}
	return true
}

// backDemonstratives point back to a record just named, in the five languages.
var backDemonstratives = splitBar("这台|这个|这条|这笔|这张|这份|該|该|this one|that one|this unit|esta |este |ese |esa |この|その|इस |उस ")
