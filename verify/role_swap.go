package verify

import (
	"cmp"
	"strings"
)

// Names moved between the roles of one record. A ticket, a merge request
// or an on-call rota gives several people, each under the key of the part
// they play: "assignee" and "reporter", "author" and "merged_by",
// "primary" and "secondary". A reply that writes one of them right after
// the word of another role ("Assignee: Ben Osei" when Ben Osei is the
// reporter; "担当が森田さん" when 森田 reported it; "abierta por Iker"
// when Iker merged it) swaps the two: the record gives that role another
// person. That is a contradiction in any language, as the name is the
// result's own and only the role word is translated.
//
// Read only on one record: the result's objects outside arrays, or an
// array of one object (a search that found one issue); a list of many
// records gives each role to many people. The role word must stand right
// before the name, through punctuation, emphasis and a copula at most
// ("Assignee:** ", "作者是 ", "担当が"), so a name that only follows a
// clause about another role ("Ben reported it and Nadia is on it") is not
// read as that role's.

// roleKeys are the keys results give each role, as "|"-joined lists; a
// nested object ("author": {"name": …}) passes its key's role to its
// fields.
var roleKeys = [...]string{
	"|assignee|assigned_to|assignedto|owner|handler|",
	"|reporter|requester|requestor|reported_by|",
	"|author|creator|created_by|opened_by|",
	"|merged_by|mergedby|merger|",
	"|primary|primary_oncall|",
	"|secondary|backup|secondary_oncall|",
}

// roleWords are the words replies write for each role of roleKeys, in the
// five languages, folded.
var roleWords = [len(roleKeys)]string{
	"assignee|assigned to|asignado a|asignada a|asignado|asignada|responsable|负责人|处理人|经办人|指派给|担当者|担当|असाइनी",
	"reporter|reported by|requester|requested by|raised by|reportado por|reportada por|solicitante|报告人|提报人|报告者|報告者|起票者|問い合わせ元|依頼者|依頼元|रिपोर्टर|शिकायतकर्ता",
	"author|authored by|opened by|written by|autor|autora|abierta por|abierto por|creada por|creado por|作者|作成者|लेखक",
	"merged by|mergeada por|mergeado por|fusionada por|fusionado por|合并人",
	"primary|principal|主值班|主担当|प्राथमिक",
	"secondary|backup|secundario|respaldo|备值班|副值班|副担当|बैकअप",
}

// roleLeaf is one person of a record: a string field of a role.
type roleLeaf struct {
	role int
	val  string
}

// keyRole returns the role of a JSON key, or -1.
func keyRole(k string) int {
	for r, ks := range roleKeys {
		if hasSubstr(ks, "|"+k+"|") {
			return r
		}
	}
	return -1
}

// roleLeaves appends the string fields of v under a role (role, or the
// role of a key on the way), outside arrays of more than one element.
func roleLeaves(v any, role int, out []roleLeaf) []roleLeaf {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			r := role
			if kr := keyRole(k); kr >= 0 {
				r = kr
			}
			out = roleLeaves(e, r, out)
		}
	case []any:
		if len(x) == 1 {
			out = roleLeaves(x[0], role, out)
		}
	case string:
		if role >= 0 && len(x) >= 4 && hasLetter(x) && len(out) < 16 {
			out = append(out, roleLeaf{role, x})
		}
	}
	return out
}

// roleBefore returns the role whose word ends right before pos, through
// emphasis, punctuation and a copula ("Assignee:** ", "作者是 ", "担当が",
// "the assignee is "), or -1.
func roleBefore(text string, lo, pos int) int {
	const gap = " *_:：`\"'「(（是为がは"
	b := strings.TrimRight(text[max(lo, pos-48):pos], gap)
	if sp := lastIndexByte(b, ' '); sp >= 0 && hasSubstr("|is|was|es|fue|हैं|है|", "|"+b[sp+1:]+"|") {
		b = strings.TrimRight(b[:sp], gap)
	}
	best, bestLen := -1, 0
	for r, ws := range roleWords {
		for ws != "" {
			var w string
			w, ws, _ = cutAt(ws, "|")
			if st := len(b) - len(w); len(w) > bestLen && hasSuffix(b, w) && (w[0] >= 0x80 || st == 0 || !isLetterByte(b[st-1])) {
				best, bestLen = r, len(w)
			}
		}
	}
	return best
}

// callRoles returns the role leaves of the call's JSON result, sorted by
// value for one report, read once per call: a reply of many clauses would
// otherwise walk a large result's whole tree at every clause.
func (ci *callInfo) callRoles() []roleLeaf {
	if !ci.rolesDone {
		ci.rolesDone = true
		v, _ := ci.resultJSON()
		var buf [16]roleLeaf
		leaves := roleLeaves(v, -1, buf[:0])
		for i := 1; i < len(leaves); i++ { // map order: sorted for one report
			for j := i; j > 0 && leaves[j].val < leaves[j-1].val; j-- {
				leaves[j], leaves[j-1] = leaves[j-1], leaves[j]
			}
		}
		if len(leaves) > 0 {
			ci.roles = append([]roleLeaf(nil), leaves...)
		}
	}
	return ci.roles
}

// checkRoleSwap reports a name of one record's role written right after
// the word of another role the record gives someone else.
func (c *check) checkRoleSwap(in *info) {
	if in.modal {
		return
	}
	text := c.folded[:in.end]
	for _, ci := range in.targets {
		call := &c.calls[ci]
		if t := strings.TrimSpace(call.folded); !call.ok || len(t) > 16<<10 || t == "" || t[0] != '{' && t[0] != '[' {
			continue
		}
		leaves := call.callRoles()
		for _, l := range leaves {
			for from := in.start; ; {
				i := strings.Index(text[from:], l.val)
				if i < 0 {
					break
				}
				at, end := from+i, from+i+len(l.val)
				from = end
				if l.val[0] < 0x80 && at > 0 && isLetterByte(text[at-1]) || end < len(text) && isLetterByte(text[end]) {
					continue
				}
				r := roleBefore(text, in.start, at)
				// The record's holder of role r, when not this name too.
				want := ""
				for _, o := range leaves {
					if o.role == r && r != l.role {
						if o.val == l.val {
							want = ""
							break
						}
						want = cmp.Or(want, o.val)
					}
				}
				if want == "" || c.alreadyFound(FactMismatch, span{at, end}) {
					continue
				}
				c.addRule("fact/role-swap", BasisContradiction, c.callFinding(FactMismatch, span{at, end}, ci,
					"reply gives "+c.masked[at:end]+" the role the result of "+call.Tool+" gives "+want))
			}
		}
	}
}
