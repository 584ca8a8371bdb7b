package verify

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// Values moved to another key of the same result. A result that lists
// objects of one shape (league rows, hourly forecasts, tickets) gives each
// object's key (a team, an hour) its own values; a reply that restates
// them pairs each key with a value. When the reply pairs a key with a
// value that object does not hold, while it restates the field right for
// the other keys (a table column) or the value is the same field of
// another object (the 15:00 chance of rain given for 16:00), the reply
// contradicts the result: it is not a derived number, but a value put
// under the wrong key.
//
// Two shapes of reply are read:
//   - table rows: a row whose cell names one object, in a table whose other
//     rows (two at least) show that a column restates one field; the row's
//     cell in that column differs from its object's field and equals none
//     of its values;
//   - lines naming one object: "16:00 开始有阵雨，概率 70%", "Chelsea: 58"
//     — a percentage, or the value right after "key:", that the object
//     does not hold and that the result gives, under one field, only to
//     other objects, while this object's field holds another value.

// objRow is one object of a JSON array of objects in a result: its
// distinctive string values (its keys) and its numeric fields.
type objRow struct {
	keys   []string
	fields []objField
}

type objField struct {
	name int // index in keyedObjs.names
	val  float64
}

// keyedObjs is what objRows reads from a result, computed once per call.
type keyedObjs struct {
	rows  []objRow
	names []string
	key   map[string]int // a key string to its row, -1 when several rows hold it
	// arrays counts the arrays of objects read: rows in order are one
	// array's objects only when it is 1.
	arrays int
	// words and wordObj: see namedObj (wordObj nil until first asked).
	words   []string
	wordObj []int
}

// objRows returns the objects of the arrays of objects in a JSON result.
func (ci *callInfo) objRows() *keyedObjs {
	if ci.objsDone {
		return ci.objs
	}
	ci.objsDone = true
	r := ci.folded
	if len(r) > 64<<10 || !hasSubstr(r, "[{") && !hasSubstr(r, "[ {") && !hasSubstr(r, "[\n") {
		return nil
	}
	v, ok := ci.resultJSON()
	if !ok {
		return nil
	}
	k := &keyedObjs{key: map[string]int{}}
	var walk func(any)
	walk = func(x any) {
		switch t := x.(type) {
		case map[string]any:
			// In key order: Go's map order is random, and the rows and
			// field names found first are the ones kept under the caps.
			for _, name := range sortedKeys(t) {
				walk(t[name])
			}
		case []any:
			objs := 0
			for _, e := range t {
				if _, ok := e.(map[string]any); ok {
					objs++
				}
			}
			if objs < 2 || objs != len(t) {
				for _, e := range t {
					walk(e)
				}
				return
			}
			k.arrays++
			for _, e := range t {
				m := e.(map[string]any)
				var row objRow
				for _, name := range sortedKeys(m) {
					switch f := m[name].(type) {
					case string:
						if s := strings.TrimSpace(f); len(s) >= 3 {
							row.keys = append(row.keys, s)
						}
					case float64:
						ni := slices.Index(k.names, name)
						if ni < 0 {
							if len(k.names) == 64 {
								continue
							}
							ni = len(k.names)
							k.names = append(k.names, name)
						}
						row.fields = append(row.fields, objField{ni, f})
					}
				}
				if len(k.rows) < 128 {
					k.rows = append(k.rows, row)
				}
			}
		}
	}
	walk(v)
	k.indexKeys()
	if len(k.rows) < 2 {
		return nil
	}
	ci.objs = k
	return k
}

// holds reports whether the object holds v in some numeric field.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (r *objRow) holds(v float64) bool {
	for _, f := range r.fields {
		if nearVal(f.val, v) {
			return true
		}
	}
	return false
}

// field returns the object's value of field ni.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (r *objRow) field(ni int) (float64, bool) {
	for _, f := range r.fields {
		if f.name == ni {
			return f.val, true
		}
	}
	return 0, false
}

// mask returns the fields of the object whose value is v.
func (r *objRow) mask(v float64) uint64 {
	var m uint64
	for _, f := range r.fields {
		if nearVal(f.val, v) {
			m |= 1 << uint(f.name)
		}
	}
	return m
}

func nearVal(a, b float64) bool { return absFloat(a-b) < 1e-9*math.Max(1, absFloat(a)) }

// checkKeyedPairs reports a value the reply pairs with a key of a result
// object that the result gives that key under the same field otherwise.
func (c *check) checkKeyedPairs() {
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		k := call.objRows()
		if k == nil {
			// A result written as a table: its rows are read as objects by
			// the reply's tables only (a line naming a CSV row is read by
			// the row rules: see rows.go).
			if t := call.tableObjs(); t != nil && c.keyedTables(ci, t) {
				return
			}
			continue
		}
		if c.keyedTables(ci, k) || c.keyedLines(ci, k) {
			return
		}
	}
}

// tableRow is one reply table row naming one object.
type tableRow struct {
	obj   int
	cells [12]int32 // per cell, the index in c.nums of its one figure
	has   uint16    // which cells hold one figure and nothing else numeric
}

// cellMask returns the fields of obj whose value the reply's figure n
// gives, as written or rounded to n's decimals ("58.6" for 58.64).
func cellMask(obj *objRow, n *num) uint64 {
	var m uint64
	for _, f := range obj.fields {
		for _, x := range n.vals {
			if near(x, n.dec, absFloat(f.val)) {
				m |= 1 << uint(f.name)
				break
			}
		}
	}
	return m
}

// columnWorked reports whether column j of the table's rows is field ni
// plus or minus another field g of each row's object, in every row: a
// column of what is left (a budget less what is spent) restates the
// budget in the rows where nothing is spent, and works it out in the
// others.
func (c *check) columnWorked(k *keyedObjs, rows []tableRow, j, ni int) bool {
	for g := range k.names {
		if g == ni {
			continue
		}
		for _, sign := range [...]float64{1, -1} {
			all := true
			for u := range rows {
				if rows[u].has&(1<<j) == 0 {
					continue
				}
				obj := &k.rows[rows[u].obj]
				f, ok1 := obj.field(ni)
				h, ok2 := obj.field(g)
				n := &c.nums[rows[u].cells[j]]
				if !ok1 || !ok2 || !slices.ContainsFunc(n.vals, func(x float64) bool { return near(x, n.dec, absFloat(f+sign*h)) }) {
					all = false
					break
				}
			}
			if all {
				return true
			}
		}
	}
	return false
}

// keyedTables reads the reply's tables (runs of lines starting with "|").
// A row is bound to the object one of its cells names (a key string of
// exactly one object); a table none of whose rows names an object, with
// as many rows holding figures as the result's one array has objects,
// restates that array in order, row by row ("| 6〜9時 | 北西 12m/s |" over
// the forecast's second period). Either way the other rows, three in all
// at least, must show that the column restates one field.
func (c *check) keyedTables(ci int, k *keyedObjs) bool {
	var rows, loose [64]tableRow
	n, nl := 0, 0
	// work counts the cells compared with another row's object: a reply
	// of many long tables whose cells all differ from their rows stops
	// being read past it (the reading stays linear in the reply).
	work := 0
	flush := func() bool {
		defer func() { n, nl = 0, 0 }()
		if n == 0 && nl == len(k.rows)+1 && c.totalsRow(loose[:nl]) {
			nl-- // a totals row under the records: no record of its own
		}
		if n == 0 && nl >= 3 && nl == len(k.rows) && k.arrays == 1 {
			for t := 0; t < nl; t++ {
				rows[t] = loose[t]
				rows[t].obj = t
			}
			n = nl
		}
		if n < 3 {
			return false
		}
		for t := 0; t < n; t++ {
			r := &rows[t]
			obj := &k.rows[r.obj]
			for j := 0; j < 12; j++ {
				if r.has&(1<<j) == 0 {
					continue
				}
				x := &c.nums[r.cells[j]]
				if cellMask(obj, x) != 0 {
					continue
				}
				// The field this column restates, by the other rows.
				col, others := ^uint64(0), 0
				if work += n; work > 1<<16 {
					return false
				}
				for u := 0; u < n; u++ {
					if u == t || rows[u].has&(1<<j) == 0 {
						continue
					}
					col &= cellMask(&k.rows[rows[u].obj], &c.nums[rows[u].cells[j]])
					others++
				}
				if others < 2 || col == 0 || bits.OnesCount64(col) != 1 {
					continue
				}
				ni := bits.TrailingZeros64(col)
				want, ok := obj.field(ni)
				if !ok || c.alreadyFound(FactMismatch, x.span) || c.columnWorked(k, rows[:n], j, ni) {
					continue
				}
				name := strconv.Itoa(r.obj + 1)
				if len(obj.keys) > 0 {
					name = obj.keys[0]
				}
				// Contradiction: the column restates one field for the other
				// rows, and this row's object gives that field another value.
				c.addRule("fact/keyed-pair", BasisContradiction, c.callFinding(FactMismatch, x.span, ci,
					fmt.Sprintf("reply gives %s %s for %q, but the result of %s gives it %s", k.names[ni],
						c.masked[x.start:x.end], name, c.calls[ci].Tool, strconv.FormatFloat(want, 'f', -1, 64))))
				return true
			}
		}
		return false
	}
	ls, kind := 0, 0 // kind: 1 a table's rows, 2 a list's items
	for l, rest := cutLine(c.folded); l != ""; l, rest = cutLine(rest) {
		le := ls + len(strings.TrimSuffix(l, "\n"))
		line := strings.TrimLeft(c.folded[ls:le], " \t>")
		ls += len(l)
		lk := 0
		if hasPrefix(line, "|") {
			lk = 1
		} else if listItem(line) {
			lk = 2
		}
		if lk != kind {
			if flush() {
				return true
			}
			kind = lk
		}
		if lk == 0 {
			continue
		}
		if lk == 2 {
			// A list item's figures, in order, are its cells: "- 南面:
			// -1.6℃（滴下 2.4ml/分）" over a sensor's row of the result.
			// The item's label (before its colon) and its asides in
			// brackets hold no cells: "- 昼食（25名）6.25万円", "- Implante
			// (pieza 36): 1.100,00 €"; nor do numerals in words (三天).
			var r tableRow
			r.obj = -1
			off := le - len(line)
			if i := strings.IndexAny(line, ":："); i >= 0 && i < 120 {
				off += i + 1
			}
			depth := 0
			for x, j, p := c.numAt(off), 0, off; x < len(c.nums) && c.nums[x].end <= le && j < 12; x++ {
				m := &c.nums[x]
				depth += bracketDepth(c.folded[p:m.start])
				p = m.end
				if depth == 0 && !m.glued && !m.inDate && !m.version && !m.ordinal && len(m.vals) > 0 && !clockPart(c.folded, m.span) && (isDigitByte(c.folded[m.start]) || c.folded[m.start] == '-') {
					r.cells[j] = int32(x)
					r.has |= 1 << j
					j++
				}
			}
			if r.has != 0 && nl < len(loose) {
				loose[nl] = r
				nl++
			}
			continue
		}
		off := le - len(line)
		var r tableRow
		r.obj = -1
		j := 0
		for p := 1; p < len(line) && j < 12; j++ {
			q := strings.IndexByte(line[p:], '|')
			if q < 0 {
				break
			}
			cs, ce := p, p+q
			p = ce + 1
			for cs < ce && strings.IndexByte(" *`_", line[cs]) >= 0 {
				cs++
			}
			for ce > cs && strings.IndexByte(" *`_", line[ce-1]) >= 0 {
				ce--
			}
			cell := line[cs:ce]
			if cell == "" {
				continue
			}
			if ri, ok := k.key[cell]; ok {
				if ri < 0 || r.obj >= 0 {
					r.obj = -2 // a key of several objects, or two keys: no row
				} else if r.obj == -1 {
					r.obj = ri
				}
				continue
			}
			if x, ok := c.cellFigure(off+cs, off+ce); ok {
				r.cells[j] = int32(x)
				r.has |= 1 << j
			}
		}
		switch {
		case r.obj >= 0 && n < len(rows):
			rows[n] = r
			n++
		case r.obj == -1 && r.has != 0 && nl < len(loose):
			loose[nl] = r
			nl++
		}
	}
	return flush()
}

// bracketDepth returns the brackets s opens less those it closes.
func bracketDepth(s string) int {
	d := 0
	for _, r := range s {
		switch r {
		case '(', '（', '[', '【':
			d++
		case ')', '）', ']', '】':
			d--
		}
	}
	return d
}

// listItem reports whether a reply line is an item of a bulleted list.
func listItem(line string) bool {
	return hasPrefix(line, "- ") || hasPrefix(line, "* ") || hasPrefix(line, "・") || hasPrefix(line, "• ")
}

// totalsRow reports whether the last of rows totals the others: in every
// column it has a figure, that figure is at least each figure above it and
// within the largest of them of their sum (a column total, one cell above
// it misread or not). A reply's "| **Total** | 154 | 3 | 6 | 10 |" under
// its five wards is such a row, whatever word labels it.
func (c *check) totalsRow(rows []tableRow) bool {
	last := &rows[len(rows)-1]
	if last.has == 0 || len(rows) < 3 {
		return false
	}
	for j := 0; j < 12; j++ {
		if last.has&(1<<j) == 0 {
			continue
		}
		t := c.nums[last.cells[j]].vals[0]
		sum, top := 0.0, 0.0
		for u := range rows[:len(rows)-1] {
			if rows[u].has&(1<<j) == 0 {
				return false
			}
			v := c.nums[rows[u].cells[j]].vals[0]
			sum += v
			top = max(top, v)
		}
		if t < top || absFloat(t-sum) > top {
			return false
		}
	}
	return true
}

// cellFigure returns the index in c.nums of the one figure of the reply's
// table cell between start and end: a cell with one number, read as a
// value (not a date, a version, an ordinal, a part of an identifier), and
// words or a unit around it ("3 天", "42.1℃", "北西 12m/s"). ok is false
// for a cell with no number or with several.
func (c *check) cellFigure(start, end int) (int, bool) {
	x := c.numAt(start)
	if x >= len(c.nums) || c.nums[x].end > end || x+1 < len(c.nums) && c.nums[x+1].start < end {
		return 0, false
	}
	n := &c.nums[x]
	if n.glued || n.inDate || n.version || n.ordinal || len(n.vals) == 0 {
		return 0, false
	}
	// A digit outside the figure (a date's or a code's) makes two values.
	for i := start; i < end; i++ {
		if i == n.start {
			i = n.end - 1
			continue
		}
		if d := c.folded[i]; d >= '0' && d <= '9' {
			return 0, false
		}
	}
	return x, true
}

// keyedLines reads lines outside tables that name exactly one object.
func (c *check) keyedLines(ci int, k *keyedObjs) bool {
	// The keys the reply may hold at all: most lines are asked about none.
	var held []string
	for s, ri := range k.key {
		if ri >= 0 && c.mayHold(s) && hasSubstr(c.folded, s) {
			held = append(held, s)
		}
	}
	if len(held) == 0 {
		return false
	}
	slices.Sort(held)
	ls := 0
	for l, rest := cutLine(c.folded); l != ""; l, rest = cutLine(rest) {
		line := strings.TrimSuffix(l, "\n")
		le := ls + len(line)
		key, at := "", -1
		for _, s := range held {
			if i := strings.Index(line, s); i >= 0 {
				if key != "" && !hasSubstr(key, s) && !hasSubstr(s, key) {
					key = "\x00" // two objects named: the line is no pair
					break
				}
				if len(s) > len(key) {
					key, at = s, i
				}
			}
		}
		if key != "" && key != "\x00" && !hasPrefix(strings.TrimLeft(line, " \t>"), "|") {
			if c.keyedLine(ci, k, k.key[key], ls, le, ls+at, ls+at+len(key)) {
				return true
			}
		}
		ls += len(l)
	}
	return false
}

// keyedLine checks the values of one line naming object ri at ks..ke, or
// of a clause ls..le naming it by a word of its own (ks == le: see
// keyed_words.go).
func (c *check) keyedLine(ci int, k *keyedObjs, ri, ls, le, ks, ke int) bool {
	obj := &k.rows[ri]
	// "key: value": the first number after a colon right after the key.
	colon := -1
	if p := strings.TrimLeft(c.folded[ke:le], " *_`"); hasPrefix(p, ":") || hasPrefix(p, "：") {
		colon = le - len(p)
	}
	first := true
	for x := c.numAt(ls); x < len(c.nums) && c.nums[x].start < le; x++ {
		n := &c.nums[x]
		if n.start < ke && n.end > ks || n.glued || n.inDate || n.version || n.ordinal || len(n.vals) == 0 {
			continue
		}
		if n.end < le && (c.folded[n.end] == ':' || n.start > 0 && c.folded[n.start-1] == ':') {
			continue // a clock time
		}
		byColon := colon >= 0 && n.start > colon && first
		if n.start > ke {
			first = false
		}
		loose := ks == le // named by a word: see keyed_words.go
		if !n.percent && !byColon && !loose || slices.ContainsFunc(n.vals, obj.holds) {
			continue
		}
		// The value is another object's, under one field that this object
		// gives another value.
		field := -1
		for oi := range k.rows {
			if oi == ri {
				continue
			}
			for _, v := range n.vals {
				m := k.rows[oi].mask(v)
				for m != 0 {
					ni := bits.TrailingZeros64(m)
					m &= m - 1
					if field >= 0 && field != ni {
						field = -2
					} else if field == -1 {
						field = ni
					}
				}
			}
		}
		if field < 0 {
			continue
		}
		want, ok := obj.field(field)
		if !ok || c.alreadyFound(FactMismatch, n.span) {
			continue
		}
		if loose {
			// Named by a word, the number may be a figure other than the
			// field's: a small whole number or a clock time, a number of
			// the request, one converted to another unit, one worked out
			// from two of the object's figures, or one beside the object's
			// own value of the field.
			var buf [16]float64
			vals := buf[:0]
			for _, f := range obj.fields {
				vals = append(vals, f.val)
			}
			other := n.vals[0] < 10 && isInt(n) || clockAfter(c.folded, n.end) || c.inRequestNum(n) || c.converted(n, []int{ci}) || rowWorked(n, vals)
			for x := c.numAt(ls); x < len(c.nums) && c.nums[x].start < le && !other; x++ {
				// not the digits of an id ("HB-08" beside the 8 a field holds)
				at := max(2, c.nums[x].start)
				other = nearAny(&c.nums[x], want) && !(c.folded[at-1] == '-' && isLetterByte(c.folded[at-2]))
			}
			if other {
				continue
			}
		}
		// Contradiction: the value belongs to another object of the same
		// result, under a field this object gives another value.
		name := c.masked[ks:ke]
		if loose {
			name = obj.keys[0]
		}
		c.addRule("fact/keyed-pair", BasisContradiction, c.callFinding(FactMismatch, n.span, ci,
			fmt.Sprintf("reply gives %s %s for %q, but the result of %s gives it %s (%s is another entry's)", k.names[field],
				c.masked[n.start:n.end], name, c.calls[ci].Tool, strconv.FormatFloat(want, 'f', -1, 64), n.digits)))
		return true
	}
	return false
}

// indexKeys maps each key text of the rows to its row, or to -1 when
// more than one row holds it: a shared key names no one row.
//
// It stays a call for the release binary's size (size18).
//
//go:noinline
func (k *keyedObjs) indexKeys() {
	for ri, row := range k.rows {
		for _, s := range row.keys {
			if prev, ok := k.key[s]; ok && prev != ri {
				k.key[s] = -1
			} else {
				k.key[s] = ri
			}
		}
	}
}
