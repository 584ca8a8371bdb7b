package verify

import (
	"fmt"
	"strings"
)

// Names given the wrong role. A record names people under keys that say
// what each did: the author of a merge request and the one who merged it,
// the assignee of a ticket and its reporter. A reply that writes a role
// word ("opened by", "Assignee:", "abierta por", "作成者") right before a
// person's name that the result gives under the key of ANOTHER role, while
// the result has a key of the reply's role too, credits that person with
// the other's act: a contradiction in any language, as the names stay in
// the Latin script. A name the result gives under the reply's role (also,
// or only), a role the result has no key for, and a name in no result are
// left alone.

// A personRole is one class of act a record credits a person with.
type personRole int8

const (
	roleNone personRole = iota
	roleAuthor
	roleAssignee
	roleReporter
	roleMerger
)

// roleWords are the words a reply puts before a name to say its role,
// folded; the longer of two that share a start comes first.
var roleWords = []struct {
	w    string
	role personRole
}{
	{"authored by", roleAuthor}, {"opened by", roleAuthor}, {"created by", roleAuthor}, {"written by", roleAuthor}, {"author", roleAuthor},
	{"abierta por", roleAuthor}, {"abierto por", roleAuthor}, {"creada por", roleAuthor}, {"creado por", roleAuthor}, {"autora", roleAuthor}, {"autor", roleAuthor},
	{"作者", roleAuthor}, {"作成者", roleAuthor}, {"创建人", roleAuthor}, {"创建者", roleAuthor}, {"लेखक", roleAuthor},
	{"assigned to", roleAssignee}, {"assignee", roleAssignee}, {"asignada a", roleAssignee}, {"asignado a", roleAssignee},
	{"负责人", roleAssignee}, {"经办人", roleAssignee}, {"担当者", roleAssignee}, {"असाइनी", roleAssignee},
	{"reported by", roleReporter}, {"reporter", roleReporter}, {"reportada por", roleReporter}, {"reportado por", roleReporter},
	{"报告人", roleReporter}, {"报告者", roleReporter}, {"報告者", roleReporter}, {"起票者", roleReporter}, {"रिपोर्टर", roleReporter},
	{"merged by", roleMerger}, {"mergeada por", roleMerger}, {"mergeado por", roleMerger}, {"fusionada por", roleMerger}, {"fusionado por", roleMerger},
	{"合并人", roleMerger}, {"合并者", roleMerger},
}

// roleKeys are the keys a result gives a person's role by, folded.
var roleKeys = []struct {
	k    string
	role personRole
}{
	{"author", roleAuthor}, {"creator", roleAuthor}, {"opened_by", roleAuthor}, {"created_by", roleAuthor},
	{"assignee", roleAssignee}, {"assigned_to", roleAssignee},
	{"reporter", roleReporter}, {"reported_by", roleReporter},
	{"merged_by", roleMerger}, {"merger", roleMerger},
}

// roleKeyWindow bounds how far before a name its key may stand: a key
// and the small object it opens ({"username": ..., "name": ...}).
const roleKeyWindow = 120

// checkRoleNames reports a name the clause gives a role the result gives
// to someone else (see above).
func (c *check) checkRoleNames(in *info) {
	if len(in.targets) == 0 || in.modal || !c.resultRoleKeys() {
		return
	}
	f := c.folded[in.start:in.end]
	held := c.roleWordsHeld()
	for k, rw := range roleWords {
		if k < 63 && held&(1<<k) == 0 {
			continue // not in the reply, so not in the clause (a word past the 63rd is always sought)
		}
		at := strings.Index(f, rw.w)
		if at < 0 || at > 0 && isLetterByte(f[at-1]) {
			continue
		}
		pe := in.start + at + len(rw.w)
		// The name right after the role word: past a colon, bold marks
		// and spaces only.
		q := pe
		for q < in.end && q-pe < 8 {
			if strings.IndexByte(" :*_`", c.masked[q]) >= 0 {
				q++
			} else if strings.HasPrefix(c.masked[q:], "：") {
				q += len("：")
			} else {
				break
			}
		}
		names := personNames(c.masked[q:min(in.end, q+60)], 1)
		if len(names) == 0 || names[0].start != 0 {
			continue
		}
		sp := span{q, q + names[0].end}
		name := c.folded[sp.start:sp.end]
		for _, ci := range in.targets {
			res := c.calls[ci].folded
			other, own := roleNone, false
			for i := 0; ; {
				j := strings.Index(res[i:], name)
				if j < 0 {
					break
				}
				p := i + j
				i = p + len(name)
				switch r := roleBefore(res, p); r {
				case rw.role:
					own = true
				case roleNone:
				default:
					other = r
				}
			}
			if own || other == roleNone || !roleKeyIn(res, rw.role) || c.alreadyFound(FactMismatch, sp) {
				continue
			}
			// Contradiction: the result gives the name under another role's
			// key, and that role's own key to someone else.
			c.addRule("fact/role-name", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
				fmt.Sprintf("the result of %s gives %s another role than %q", c.calls[ci].Tool, c.masked[sp.start:sp.end], rw.w)))
			return
		}
	}
}

// roleWordsHeld returns the set of roleWords the reply writes, bit k for
// roleWords[k], worked out once per check: checkRoleNames looks for each
// of some forty role words in every clause with a target, and a long
// reply's clauses each paid forty searches for words most replies never
// write. A word the reply does not hold no clause holds, so skipping it
// changes no answer.
func (c *check) roleWordsHeld() uint64 {
	const done = 1 << 63
	if c.roleWordsIn&done == 0 {
		m := uint64(done)
		for k, rw := range roleWords {
			// The reply's window set rules most words out without a
			// scan: a scan of a CJK reply for a CJK word stops at
			// every character of the same first byte.
			if k < 63 && c.mayHold(rw.w) && strings.Contains(c.folded, rw.w) {
				m |= 1 << k
			}
		}
		c.roleWordsIn = m
	}
	return c.roleWordsIn
}

// resultRoleKeys reports whether an ok result of the turn has a role key,
// found once per check: without one no name has a role to contradict.
func (c *check) resultRoleKeys() bool {
	if c.roleKeysSeen == 0 {
		c.roleKeysSeen = 2
		for ci := range c.calls {
			if !c.calls[ci].ok {
				continue
			}
			for r := roleAuthor; r <= roleMerger; r++ {
				if roleKeyIn(c.calls[ci].folded, r) {
					c.roleKeysSeen = 1
					return true
				}
			}
		}
	}
	return c.roleKeysSeen == 1
}

// roleBefore returns the role of the nearest role key within
// roleKeyWindow bytes before p in res, or roleNone.
func roleBefore(res string, p int) personRole {
	lo := max(0, p-roleKeyWindow)
	best, role := -1, roleNone
	for _, k := range roleKeys {
		if j := strings.LastIndex(res[lo:p], k.k); j >= 0 && lo+j > best {
			e := lo + j + len(k.k)
			if e < len(res) && isLetterByte(res[e]) || lo+j > 0 && isLetterByte(res[lo+j-1]) {
				continue
			}
			best, role = lo+j, k.role
		}
	}
	return role
}

// roleKeyIn reports whether res has a key of role r as a word.
func roleKeyIn(res string, r personRole) bool {
	for _, k := range roleKeys {
		if k.role == r && wordIn(res, k.k) {
			return true
		}
	}
	return false
}
