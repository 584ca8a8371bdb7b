package verify

import (
	"strings"
)

// topicObjectCall returns the ok call that a dictionary noun (see
// topicNounTerms) in the object of a denied look-up names, or -1: "I
// didn't check the tracking" after track_parcel, "मैंने कोई ट्रैकिंग लुकअप
// नहीं चलाया" after track_consignment, "没有查物流" after a shipment
// tool. Such nouns are kept out of a negated clause's uses (an everyday
// word claims no call on its own, and a denial is read from the other
// nouns), so the denial's object is read from the clause's hits here: a
// noun of the topic of a call that succeeded, with no call of that topic
// failed, denies that call. The noun must lie within the verb's reach
// (lo, hi: its clause part, see deniedObjectCall) and not inside the verb.
// A word of the web inside the verb ("没有上网查", "web search नहीं किया")
// names the fetch or search that ran; after the verb, deniedObjectCall
// reads it.
func (c *check) topicObjectCall(in *info, h hit, lo, hi int) int {
	for _, t := range in.hits {
		f := t.t.family
		inVerb := t.start < h.end && t.end > h.start
		web := t.t.kind == kindUse && (f == famFetch || f == famSearch) && inVerb
		if t.start < lo || t.end > hi || !web && (!t.t.look || t.t.kind != kindWeak || inVerb) || !c.relevant(f) || c.failed(f) {
			continue
		}
		if calls := c.okCalls(f); len(calls) > 0 {
			return calls[0]
		}
	}
	return -1
}

// partialDenialCall returns the ok call, or -1, when a clause that
// limits what was done ("I only checked the status, I didn't look at the
// payments", "只查了报名状态，没有去看缴费记录", "मैंने सिर्फ़ कार्ड देखा,
// KYC सिस्टम में कुछ नहीं देखा") keeps the scope word out of the denial's
// own part, and that part's object names that call: a topic noun, a web
// word or a content word of its tool's name (see nameWordCall). The
// object is a different call from the one the part that was done names
// ("I didn't run the integration tests, only the unit tests" names tests
// in both parts, which no such word ties): the scope then says what the speaker did; the
// denial, what it did not, and it is false of a call that ran. The object
// is read from the denial's part only, so that the part that was done
// ("the status") names no call for it.
func (c *check) partialDenialCall(in *info, h hit) int {
	lo, hi := c.subClause(in, h.span)
	// A spaced dash after the verb opens a main clause of its own (see
	// coordinators), so it ends the denial's part as a comma does: "मैंने GPS लोकेशन नहीं
	// देखी — ऊपर की जानकारी सिर्फ़ शेड्यूल से है", "I didn't check the
	// staging logs — only prod".
	for _, d := range dashQuestionList1[:2] {
		if i := indexSubstr(c.folded[h.end:hi], d); i >= 0 {
			hi = h.end + i
		}
	}
	// One before the verb starts it: "I only looked at his roster record —
	// I didn't pull his hours-of-service data".
	for _, d := range dashQuestionList1[:2] {
		if i := strings.LastIndex(c.folded[lo:h.start], d); i >= 0 {
			lo += i + len(d)
		}
	}
	// So does "और" after a verb (see clauseAndEnd).
	lo += clauseAndEnd(c.folded[lo:h.start])
	if lo <= in.start && hi >= in.end || scopeLimitsDenial(c.folded[lo:hi]) {
		return -1
	}
	if ci := c.partBoundCall(h, lo, hi); ci >= 0 { // web, program, initials: see denial_bound_parts.go
		return ci
	}
	if ci := c.topicObjectCall(in, h, lo, hi); ci >= 0 {
		return ci
	}
	if ci := c.nameWordCall(c.folded[lo:hi]); ci >= 0 {
		return ci
	}
	if ci := c.glossNameCall(c.folded[lo:hi], c.folded[h.start:h.end]); ci >= 0 {
		return ci
	}
	if ci := c.partObjectCall(in, h, lo, hi); ci >= 0 { // see denial_part_object.go
		return ci
	}
	return c.partialDataCall(in, lo, hi)
}

// partialDataCall returns the ok call a record, sensor, system or live
// look-up of the denied part names ("只看了差评，后台的评分我没去查", "I only
// read the log, I didn't check the sensor readings"), as it does in a
// whole denial (see denial_domain_objects.go), or -1. Such words name a
// kind of call, not one call, and the part that was done accounts for
// one: the one that part names or, naming none, the one whose receipt the
// reply cited last before the denial, what it reports having read. The
// denial is false only of another ok call.
func (c *check) partialDataCall(in *info, lo, hi int) int {
	ci := c.domainObjectCall(c.folded[lo:hi])
	if ci < 0 && c.liveLookupCall(c.folded[lo:hi]) < 0 {
		return -1
	}
	done := -1
	for _, seg := range [2]string{c.folded[in.start:lo], c.folded[hi:in.end]} {
		if done < 0 && seg != "" {
			if done = c.nameWordCall(seg); done < 0 {
				done = c.domainObjectCall(seg)
			}
		}
	}
	// The citations are in order: the last one before the denial is
	// found by search, not by a pass over all of them per denial.
	if k := citesFrom(c.cites, lo) - 1; done < 0 && k >= 0 {
		done = c.cites[k].call
	}
	if done < 0 {
		return -1
	}
	if ci >= 0 && ci != done {
		return ci
	}
	for i := range c.calls {
		if i != done && c.calls[i].ok {
			return i
		}
	}
	return -1
}
