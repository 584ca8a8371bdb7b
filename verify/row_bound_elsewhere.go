package verify

import (
	"strconv"
	"strings"
)

// row_bound_elsewhere.go: a number the reply ties to one row of a table,
// where another row holds it, is the named row's own value when the
// reply can be bound to it some other way:
//   - another ok call's result gives the named item that number right
//     after its name ("高筋面粉_kg":1.5 in the recipe's result, beside
//     the stock table where 黄油 has 1.5): the reply quotes that call;
//   - the named key heads several rows ("CY-01" on each of its four
//     chargers' lines) and the number is a whole one no larger than
//     their number: it tallies them (1 charging, 2 online);
//   - the clause names the other row too, in the plural ("Book chapters:
//     6" where chapter has 6): the compound names that row, not "book".

// otherCallGivesKey reports whether an ok call other than ci gives key
// the value n: key stands in its result and n is the first number after
// it on the same field (before a newline, comma or semicolon, within 40
// bytes).
func (c *check) otherCallGivesKey(ci int, key string, n *num) bool {
	if len(key) < 2 {
		return false
	}
	// The answer is read once per call, key and number's readings, not
	// once for each of the reply's numbers (quadratic in a reply
	// restating one over a large result).
	b := strconv.AppendInt(nil, int64(n.dec), 10)
	for _, x := range n.vals {
		b = strconv.AppendFloat(append(b, ' '), x, 'g', -1, 64)
	}
	q := keyGivenQ{ci, key, string(b)}
	if v, ok := c.keyGiven[q]; ok {
		return v
	}
	v := c.otherCallGivesKeyRead(ci, key, n)
	if c.keyGiven == nil {
		c.keyGiven = map[keyGivenQ]bool{}
	}
	c.keyGiven[q] = v
	return v
}

// keyGivenQ is a question of otherCallGivesKey.
type keyGivenQ struct {
	ci       int
	key, num string
}

func (c *check) otherCallGivesKeyRead(ci int, key string, n *num) bool {
	for cj := range c.calls {
		if cj == ci || !c.calls[cj].ok {
			continue
		}
		res := c.calls[cj].folded
		for at := 0; at < len(res); {
			j := indexSubstr(res[at:], key)
			if j < 0 {
				break
			}
			j += at + len(key)
			at = j
			end := min(len(res), j+40)
			if k := strings.IndexAny(res[j:end], "\n,;"); k >= 0 {
				end = j + k
			}
			if ns := scanNumbers(res[j:end]); len(ns) > 0 && !ns[0].glued {
				for _, v := range ns[0].vals {
					for _, x := range n.vals {
						if near(x, n.dec, v) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// namesPlural reports whether the clause s names key in the plural
// ("chapters" for chapter), a word the exact match of keys misses.
func namesPlural(s, key string) bool {
	if key == "" || key[0] >= 0x80 || hasSuffix(key, "s") {
		return false
	}
	return indexWord(s, key+"s") >= 0 || indexWord(s, key+"es") >= 0
}

// tallyOfGroup reports whether key heads more than one of rows and n is
// a whole number no larger than their number: a count of the group's rows
// ("CY-01: 1 charging, 2 online" over its four chargers). A figure of
// another row's field ("Quayside burned 61.2 l", northgate's) stays one.
func tallyOfGroup(rows []row, key string, n *num) bool {
	if n.dec != 0 || len(n.vals) == 0 || n.vals[0] < 0 {
		return false
	}
	size := 0
	for i := range rows {
		if rows[i].key == key {
			size++
		}
	}
	return size > 1 && n.vals[0] <= float64(size)
}

// nameBoundToOwnRecord reports whether the clause names, by a number of
// four digits or more, a record of call ci (where a name stands) that the
// key's call keyCall does not hold: "Patron 20991 (Tomás Arriaga) has
// one request, ILL-88191" names the patron of the lookup beside the
// request of the loan call, each name with its own record.
func (c *check) nameBoundToOwnRecord(ids []string, ci, keyCall int) bool {
	for _, w := range ids {
		if c.wordInCall(ci, w) && !c.wordInCall(keyCall, w) {
			return true
		}
	}
	return false
}
