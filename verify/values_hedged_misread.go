package verify

import ()

// Hedged misreads. A hedge ("about", "unos", "约", "約", "लगभग") says a
// value is rounded, not that it may be off: "about 1046 °C" states
// 1045.5 to 1046.5 as "1046 °C" does (bench/README.md, fact_mismatch:
// hedges do not widen the match). approxIn lets a hedged value stand
// within 10% of a result's, for the roundings a reply makes to a coarser
// precision than it writes ("about 45 minutes" of 47) and for the
// estimates it works out ("大约 54G" over sizes that add up to 53.9G). A
// hedged value that instead keeps the shape of the one result value near
// it, rounded to the precision the reply writes, with one digit changed
// or two neighbours swapped ("约 1523 Å" of 1532.4, "लगभग 1046 °C" of
// 1042.6), is no coarser rounding but a misread. It is asked only after
// the readings of worked-out values (sums, means, differences), which go
// first as they do for any value.
//
// Left to the tolerance: a whole number ending in 0 or 5 (rounded to tens
// or fives: "about 1,040" of 1046), a percentage (a hedged share is most
// often worked out: "~92%" of 1890 of 2047 MB beside a disk's 95%), a
// value written with more decimals than the result's ("≈ 38,7" as a mean
// of whole minutes), and a value that is such an edit of two result
// values within 10% of it (a mean or a middle of like values: "约41ms"
// beside 42 and 40).

// scaledByPercent reports whether n is a value of the results of calls
// raised or lowered by a percentage the reply states before it (one of the
// four nearest): "5.6% more people" and then "~7.2" of a result's 6.8.
func (c *check) scaledByPercent(n *num, calls []int) bool {
	var pcts [4]float64
	k := 0
	for j := n.index - 1; j >= 0 && j >= n.index-64 && k < len(pcts); j-- {
		if r := &c.nums[j]; r.percent && len(r.vals) > 0 && r.vals[0] > 0 && r.vals[0] < 100 {
			pcts[k] = r.vals[0]
			k++
		}
	}
	if k == 0 {
		return false
	}
	for _, t := range calls {
		for i := range c.calls[t].nums {
			r := &c.calls[t].nums[i]
			if len(r.vals) == 0 || r.glued || r.inDate || r.percent {
				continue
			}
			for _, p := range pcts[:k] {
				if nearAny(n, r.vals[0]*(1+p/100)) || nearAny(n, r.vals[0]*(1-p/100)) {
					return true
				}
			}
		}
	}
	return false
}

// hedgedMisread reports, as fact/hedged, the hedged n of clause in when
// the one result value of calls within 10% of it, rounded to n's
// decimals, is one digit changed or two neighbours swapped from n.
func (c *check) hedgedMisread(in *info, n *num, calls []int) {
	if n.dec < 0 || n.percent || n.version || n.glued || len(n.vals) != 1 || n.digits == "" {
		return
	}
	nu := sizeUnit(c.folded, n.end)
	var hit *num
	ci := -1
	for _, t := range calls {
		text := c.calls[t].folded
		for i := range c.calls[t].nums {
			r := &c.calls[t].nums[i]
			if len(r.vals) != 1 || r.glued || r.inDate || r.version || r.dec < n.dec || r.neg != n.neg || r.percent || absFloat(r.vals[0]-n.vals[0]) > 0.1*r.vals[0] || clockPart(text, r.span) {
				continue
			}
			if sizeUnit(text, r.end) != nu {
				continue // 1.2G is no misread of 1.1M
			}
			if !hedgedEdit(n, r) {
				continue
			}
			if hit != nil {
				return // two values it could misread: a mean or a middle
			}
			hit, ci = r, t
		}
	}
	if hit != nil && (standsIn(c.folded[in.start:in.end], hit.digits) || c.scaledByPercent(n, calls)) {
		return // the value it would misread written beside it, or a result value raised by the reply's percentage
	}
	if hit != nil {
		c.addFact(in, "fact/hedged", BasisUnsupported, c.callFinding(FactMismatch, n.span, ci,
			c.masked[n.start:n.end]+" does not round "+hit.digits+" of the result of "+c.calls[ci].Tool))
	}
}
