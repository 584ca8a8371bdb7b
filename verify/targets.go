package verify

import (
	"encoding/json"
	"slices"
	"strings"
)

// resolveTargets decides which ok calls each clause's claims concern: the
// calls whose receipts it cites; else the ok calls of the tools it names;
// else the calls the clause before in the paragraph concerned; else the
// only ok call. With none of these, targets are every ok call.
func (c *check) resolveTargets(infos []info) {
	// The ok calls are cut from c.arena.ints too, as the named calls
	// below are, where a slice of its own grew call by call.
	var all []int
	at := len(c.arena.ints)
	for i := range c.calls {
		if c.calls[i].ok {
			c.arena.ints = append(c.arena.ints, i)
		}
	}
	if len(c.arena.ints) > at {
		all = c.arena.ints[at:len(c.arena.ints):len(c.arena.ints)]
	}
	var carry []int
	carryPara := -1
	for k := range infos {
		in := &infos[k]
		if c.heading(in) {
			carry = nil
		}
		switch {
		case len(in.cites) > 0:
			in.targets, in.explicit = in.cites, true
		case len(in.uses) > 0:
			named := false
			// The named calls are gathered in c.arena.ints and cut
			// from it (capacity capped, so an append copies): a
			// slice per clause otherwise. in.targets is nil here.
			n := len(c.arena.ints)
			for i, u := range in.uses {
				if in.negated[i] || u.t.family == famAny || u.t.family == famCheck || !c.relevant(u.t.family) {
					continue
				}
				calls := c.okCalls(u.t.family)
				if u.t.kind == kindWeak && len(calls) == 0 {
					continue
				}
				named = true
				for _, ci := range calls {
					if !containsInt(c.arena.ints[n:], ci) {
						c.arena.ints = append(c.arena.ints, ci)
					}
				}
			}
			if m := len(c.arena.ints); m > n {
				in.targets = c.arena.ints[n:m:m]
			}
			// A tool named that did not run leaves the clause's
			// values to be held to what did ("written notice" is no
			// file_write): the unbacked claim is checkUse's.
			if named && len(in.targets) > 0 {
				in.explicit = true
				break
			}
			fallthrough
		default:
			if a := c.anchoredCalls(in); len(a) > 0 {
				in.targets, in.explicit, in.anchored = a, true, true
			} else if carryPara == in.paragraph && len(carry) > 0 {
				in.targets, in.explicit, in.fallback = carry, true, true
			} else if len(all) == 1 {
				in.targets, in.single, in.fallback = all, true, true
			} else {
				in.targets, in.fallback = all, true
			}
		}
		if in.explicit && len(in.targets) > 0 {
			carry, carryPara = in.targets, in.paragraph
		}
	}
}

// relevant reports whether a family can be claimed in this turn: built-in
// families and tool names always, topics (weather, stock) only when some
// tool concerns them.
//
//go:noinline
func (c *check) relevant(f string) bool {
	return f == famAny || f == famReadAny || f == famCheck || isBuiltinFamily(f) || hasPrefix(f, "tool:") || c.topics[f] || f == famPrint
}

// famPrint is printing's family: paper leaves the conversation only
// through a print tool, so "印刷しました" claims a call whether or not
// the turn offered one.
const famPrint = "print"

// isTopic reports whether a family is a topic noun's (weather, calendar),
// not a built-in tool family.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func isTopic(f string) bool {
	return !isBuiltinFamily(f) && f != famAny && f != famCheck && f != famReadAny
}

// targetsCover reports whether a clause's targets can be what a noun of
// family f refers to: a call of that family, or, for the generic nouns of
// files and output, any call.
func (c *check) targetsCover(in *info, f string) bool {
	if f == famRead || f == famShell || f == famList || f == famFetch || !c.relevant(f) {
		return true
	}
	for _, ci := range in.targets {
		if contains(c.calls[ci].families, f) {
			return true
		}
	}
	return false
}

// sortedKeys returns the keys of m in order: slices.Sorted(maps.Keys(m))
// without an iterator's code at every caller (size18).
//
//go:noinline
func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// It stays a call for the release binary's size (size18).
//
//go:noinline
func containsInt(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// argStrings returns every string of a call's argument JSON with the key
// it stands under (lower-cased; an array's strings under the array's
// key), as {key, string} pairs, objects in key order so that what a rule
// derives from them does not depend on map order. Arguments that are not
// JSON give none.
func argStrings(args string) [][2]string {
	var v any
	if json.Unmarshal([]byte(args), &v) != nil {
		return nil
	}
	return appendArgStrings(nil, "", v)
}

// appendArgStrings appends the strings of x under key to out (see
// argStrings).
func appendArgStrings(out [][2]string, key string, x any) [][2]string {
	switch x := x.(type) {
	case string:
		out = append(out, [2]string{key, x})
	case map[string]any:
		for _, k := range sortedKeys(x) {
			out = appendArgStrings(out, strings.ToLower(k), x[k])
		}
	case []any:
		for _, e := range x {
			out = appendArgStrings(out, key, e)
		}
	}
	return out
}
