package verify

import "strings"

// A decision stated in the perfect: "your application has been approved",
// "el pedido ha sido enviado". The perfect passive of a decision or
// shipping verb says what state the item is in now, as a status field
// does; a result that gives the item a state of another class (in review,
// pending) contradicts it. Only decisions and shipments are read: "has
// been completed" or "has been checked" are often said of the lookup, not
// of the item.

var (
	perfectMarks []string
)

// statusPerfectLists holds the phrases of the word lists declared above (see barList).
var statusPerfectLists = [...]barList{
	// perfectMarks open a perfect passive.
	{&perfectMarks, "has been |have been |has already been |ha sido |han sido |fue |ya fue "},
}

var _ = splitBars(statusPerfectLists[:])

// perfectStates are the classes a perfect passive is read for.
var perfectStates = wordSet("approved rejected cancelled shipped delivered refunded")

// checkStatusPerfect holds a decision stated in the perfect to the state
// the result gives the item (see statusAgainst).
func (c *check) checkStatusPerfect(in *info) {
	if len(in.targets) == 0 || in.modal || len(in.hedges) > 0 {
		return
	}
	s := c.folded[in.start:in.end]
	for _, m := range c.heldWords(perfectMarks) { // most replies state no perfect passive
		for at := 0; ; {
			i := strings.Index(s[at:], m)
			if i < 0 {
				break
			}
			st := at + i
			j := st + len(m)
			at = j
			if st > 0 && isLetterByte(s[st-1]) {
				continue
			}
			w, cl := statusWordAt(s, j)
			if !perfectStates[cl] || negBetween(in, in.start, in.start+j) || c.statePredicted(in, in.start+j, in.start+j+len(w)) {
				continue
			}
			c.statusAgainst(in, j, j+len(w), cl)
		}
	}
}

// lineStatus adds the top-level state a result prints as a "Status: …"
// line (a form, an application tracker, a plain-text report).
func (ci *callInfo) lineStatus() {
	r := ci.folded
	for _, k := range statusKeyNames {
		p := k + ":"
		for at := 0; len(ci.stItems) < 32; {
			i := indexSubstr(r[at:], p)
			if i < 0 {
				break
			}
			pos := at + i
			at = pos + len(p)
			if pos > 0 && r[pos-1] != '\n' {
				continue
			}
			e := indexByte(r[at:], '\n')
			if e < 0 {
				e = len(r) - at
			}
			v := strings.TrimSpace(r[at : at+e])
			if v == "" || len(v) > 24 {
				continue
			}
			ci.stItems = append(ci.stItems, statusItem{"", v, classOf(v)})
		}
	}
}
