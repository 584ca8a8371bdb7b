package verify

import (
	"slices"
	"strings"
)

// Which stated numbers are claims about a result's total. A reply that
// reads a listing states three kinds of number with a count noun: the
// number of items the listing holds (held to the result's count), the
// number of some of them ("3 are High", "4 还没开始"), and a quantity one
// item holds ("restarted 14 times", "2,841件" in a slow_reqs cell). Only
// the first can contradict the count; the rules here recognise the other
// two by the structure of the reply and the result, not by phrasing.

// partOfStatedTotal reports whether a count smaller than the result's
// count is a part of it because the reply states the result's count
// itself in another count claim: "7 个未完成 … 进行中（3 个）… 还没开始（4
// 个）", "कुल 6 टिकट … 3 टिकट To Do में". A reply that has already given
// the right total and then names a smaller number is breaking that total
// down (by status, priority, owner), and the part's filter is one the
// result's items carry, which no count check can hold it to. A number
// larger than the stated total cannot be a part, so it stays a
// contradiction; and a reply whose only total is wrong is still caught by
// that total. The part must count with the same noun or classifier as
// the total: "4 occurrences in 2 files" and "4 处 TODO，分布在 2 个文件"
// count another kind of thing, the files the matches fall in, which the
// count checks hold on their own.
func (c *check) partOfStatedTotal(cc countClaim, want, targets []int) bool {
	for _, t := range c.totals[:c.nTotals] {
		if t.n > cc.n && t.noun == cc.noun && t.start < cc.start && slices.Contains(want, t.n) && slices.Contains(targets, t.call) {
			return true
		}
	}
	return false
}

// statedTotal is a count claim that matched the count of a result.
type statedTotal struct {
	start, n, call int
	noun           string
}

// noteStatedTotal records cc when it states the count of one of targets,
// for partOfStatedTotal; the first few per reply are enough, since a
// reply states a total before its breakdown.
func (c *check) noteStatedTotal(cc countClaim, want, targets []int) {
	if c.nTotals == len(c.totals) || !slices.Contains(want, cc.n) {
		return
	}
	c.totals[c.nTotals] = statedTotal{cc.start, cc.n, targets[0], cc.noun}
	c.nTotals++
}

// occurrenceValue reports whether a count of occurrences ("14 次", "20回",
// "restarted 14 times") is a number the result writes as a value of one
// of its items, such as a RESTARTS cell "14 (3m12s ago)". Occurrence
// counters count events, and the events a listing records are values of
// its rows, not its rows: a pod list of 6 with a pod restarted 14 times
// says nothing wrong about 6. The number stays a value that the fact
// checks hold. When the result does not write it ("6 次提交" over a log
// of 3 commits), the counter counts the items and the count check holds
// it as before. A result that writes occurrences with the counter itself
// ("乗換0回 / 乗換1回") is read by occurrenceStated alone: there the
// counter marks which of its numbers are occurrences, and a bare number
// elsewhere in it ("[ルート2]") is no occurrence count.
func (c *check) occurrenceValue(cc countClaim, targets []int) bool {
	if !slices.Contains(occurrenceCounters, cc.noun) {
		return false
	}
	for _, ci := range targets {
		if counterWritten(c.calls[ci].folded, cc.noun) {
			return false
		}
	}
	if c.writtenValue(targets, cc.n) {
		return true
	}
	// The clause's targets follow its receipts and nouns, which for an
	// occurrence count often point at the wrong call (the logs of the pod
	// rather than the listing with its RESTARTS column): the value, or
	// the total of a column ("合計20回"), may be in any result of the turn.
	v := float64(cc.n)
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok || counterWritten(call.folded, cc.noun) {
			continue
		}
		for _, r := range call.nums {
			if !r.glued && !r.inDate && len(r.vals) > 0 && r.vals[0] == v {
				return true
			}
		}
		for _, col := range call.columns() {
			if col.n > 1 && col.sum == v {
				return true
			}
		}
	}
	return false
}

// counterWritten reports whether text writes a number followed by the
// counter, with at most one space between them ("1回", "14 times").
func counterWritten(text, counter string) bool {
	for at := 0; at < len(text); {
		i := strings.Index(text[at:], counter)
		if i < 0 {
			return false
		}
		i += at
		at = i + len(counter)
		j := i
		if j > 0 && text[j-1] == ' ' {
			j--
		}
		if j > 0 && isDigitByte(text[j-1]) {
			return true
		}
	}
	return false
}

// farValue reports whether a count is a value a row of the result holds
// rather than a miscount of its rows: the result writes the number as a
// standalone value (a cell: "GET /v1/search | 2841") and it is more than
// ten times the largest count of the result. A miscount is off by a few
// items; a number an order of magnitude above the listing's size that the
// listing itself prints is quoted from it ("2,841件" of 3 endpoint rows),
// and the fact checks hold it as a value.
func (c *check) farValue(cc countClaim, want, targets []int) bool {
	top := 0
	for _, w := range want {
		top = max(top, w)
	}
	if cc.n <= 10*max(top, 1) {
		return false
	}
	return c.writtenValue(targets, cc.n)
}

// writtenValue reports whether n is written as a standalone number in
// the result of one of targets: not part of an identifier or a date.
// Unlike resultHasInt it also reads results that carry their own count,
// since its callers have already established the number is no row count.
func (c *check) writtenValue(targets []int, n int) bool {
	for _, ci := range targets {
		for _, r := range c.calls[ci].nums {
			if !r.glued && !r.inDate && len(r.vals) > 0 && r.vals[0] == float64(n) {
				return true
			}
		}
	}
	return false
}

// foreignKind reports whether a count's noun names a kind of item (emails,
// commits, meetings, tickets, pods: see itemKinds) that no successful call
// of the turn lists. "7 commits" beside a calendar result, "2 通" beside a
// directory listing: the number counts things the turn's results do not
// hold, so it contradicts none of their counts; whether the reply could
// know it at all is the business of the unbacked and fact checks, which
// still read it. A noun of no known kind ("items", "个") says nothing
// about the call and is held as before.
func (c *check) foreignKind(cc countClaim) bool {
	for _, k := range itemKinds {
		if !hasPrefixAny(cc.noun, k.nouns) {
			continue
		}
		for ci := range c.calls {
			if c.calls[ci].ok && c.callHasMarker(ci, k.markers) {
				return false
			}
		}
		return true
	}
	return false
}
