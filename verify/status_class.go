package verify

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Status classes: the state a result gives one item (a ticket, an order, a
// service check) held against the state the reply gives the same item, in
// any language. Tracker, shop and health-check states form a small closed
// vocabulary, so a reply word of that vocabulary can be mapped to the state
// it names whatever language either side is in: "enviado" and "shipped"
// are one state, "cerrado" and "In Review" are two.

// statusClass maps a status word, folded, to the state it names. Words that
// name the same state in different languages or trackers share a class; a
// word whose reading depends on context ("open" the verb, "closed" of a
// shop) is still safe here because it is only read where the reply sets a
// status (see statusCue).
var statusClass = wordPairs(
	// tracker workflow
	"open=open;to do=open;todo=open;backlog=open;new=open;" +
		"abierto=open;abierta=open;por hacer=open;nuevo=open;" +
		"待办=open;未着手=open;オープン=open;" +
		"in progress=progress;en curso=progress;en progreso=progress;doing=progress;" +
		"进行中=progress;处理中=progress;進行中=progress;対応中=progress;作業中=progress;" +
		"in review=review;en revisión=review;en revision=review;code review=review;" +
		"review=review;审核中=review;评审中=review;レビュー中=review;" +
		"done=done;closed=done;resolved=done;completed=done;complete=done;" +
		"cerrado=done;cerrada=done;resuelto=done;resuelta=done;completado=done;" +
		"completada=done;hecho=done;terminado=done;" +
		"已关闭=done;已完成=done;已解决=done;完了=done;クローズ=done;解決済み=done;" +
		"बंद=done;पूरा=done;" +
		// orders
		"pending=pending;pendiente=pending;待处理=pending;未処理=pending;保留中=pending;" +
		"लंबित=pending;" +
		"shipped=shipped;enviado=shipped;enviada=shipped;despachado=shipped;" +
		"已发货=shipped;発送済み=shipped;出荷済み=shipped;" +
		"delivered=delivered;entregado=delivered;entregada=delivered;" +
		"已送达=delivered;已签收=delivered;配達済み=delivered;配達完了=delivered;" +
		"cancelled=cancelled;canceled=cancelled;cancelado=cancelled;cancelada=cancelled;" +
		"已取消=cancelled;キャンセル済み=cancelled;रद्द=cancelled;" +
		// service health
		"up=up;ok=up;healthy=up;operational=up;running=up;" +
		"正常=up;稼働中=up;运行中=up;" +
		"down=down;unavailable=down;unreachable=down;caído=down;caido=down;" +
		"宕机=down;ダウン=down;停止中=down;डाउन=down;" +
		"fault=down;faulted=down;offline=down;out of service=down;fuera de servicio=down;故障=down;离线=down;オフライン=down;ऑफ़लाइन=down;" +
		"degraded=degraded;degradado=degraded;降级=degraded;劣化=degraded;")

// statusKeyNames are the field and column names a result gives an item's
// state under.
var statusKeyNames = []string{"status", "state", "estado"}

// statusItem is the state a result gives one item: key is the name of the
// object or the first cell of the row that holds it, "" for the result's
// own top-level status.
type statusItem struct {
	key, value, class string
}

// statusItems returns the states the result gives its items, read from
// JSON status fields (the item is the key of the object that holds the
// field) and from tables with a status column (the item is the row's first
// cell). Values outside the vocabulary keep an empty class: they still
// count as items, so a reply naming no item is not held to one of several.
func (ci *callInfo) statusItems() []statusItem {
	if ci.stItems != nil {
		return ci.stItems
	}
	ci.stItems = []statusItem{}
	r := ci.folded
	if len(r) > 64<<10 {
		return ci.stItems
	}
	for _, k := range statusKeyNames {
		q := `"` + k + `"`
		for at := 0; len(ci.stItems) < 32; {
			j := strings.Index(r[at:], q)
			if j < 0 {
				break
			}
			pos := at + j
			at = pos + len(q)
			p := at
			for p < len(r) && (r[p] == ' ' || r[p] == ':') {
				p++
			}
			if p >= len(r) || r[p] != '"' || p == at {
				continue
			}
			e := strings.IndexByte(r[p+1:min(len(r), p+34)], '"')
			if e < 0 {
				continue
			}
			v := r[p+1 : p+1+e]
			ci.stItems = append(ci.stItems, statusItem{jsonOwner(r, pos), v, classOf(v)})
		}
	}
	ci.tableStatus()
	ci.spaceTableStatus() // kubectl and docker tables: see status_sets.go
	ci.lineStatus()       // a "Status: …" line: see status_perfect.go
	ci.keyedLineStatus()  // one keyed item a line: see status_rows.go
	return ci.stItems
}

// jsonOwner names the object the field at pos belongs to: the key before
// its opening brace, "" for the outermost object, "?" for an element of an
// array (its name is not a key).
func jsonOwner(r string, pos int) string {
	depth := 0
	i := pos - 1
	for ; i >= max(0, pos-4096); i-- {
		if r[i] == '}' || r[i] == ']' {
			depth++
		} else if r[i] == '{' || r[i] == '[' {
			if depth == 0 {
				break
			}
			depth--
		}
	}
	if i < 0 || i < pos-4096 || r[i] != '{' {
		return "?"
	}
	b := strings.TrimRight(r[:i], " \t\n")
	if b == "" {
		return ""
	}
	if !hasSuffix(b, ":") {
		return "?"
	}
	b = strings.TrimRight(b[:len(b)-1], " ")
	if !hasSuffix(b, `"`) {
		return "?"
	}
	s := lastIndexByte(b[:len(b)-1], '"')
	if s < 0 {
		return "?"
	}
	return b[s+1 : len(b)-1]
}

// tableStatus adds the items of a "|"-separated table with a status
// column: the header names the column, each row of as many cells gives its
// first cell that state.
func (ci *callInfo) tableStatus() {
	r := ci.folded
	col, ncell := -1, 0
	for ls := 0; ls < len(r) && len(ci.stItems) < 32; {
		le := strings.IndexByte(r[ls:], '\n')
		if le < 0 {
			le = len(r)
		} else {
			le += ls
		}
		line := r[ls:le]
		ls = le + 1
		if strings.Trim(line, "-+=| ") == "" {
			continue // a rule under the header
		}
		if strings.IndexByte(line, '|') < 0 {
			col = -1
			continue
		}
		cells := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
		if col < 0 {
			for k, cell := range cells {
				for _, name := range statusKeyNames {
					if strings.TrimSpace(cell) == name {
						col, ncell = k, len(cells)
					}
				}
			}
			continue
		}
		if len(cells) != ncell {
			continue
		}
		key := strings.TrimSpace(cells[0])
		v := strings.TrimSpace(cells[col])
		if key == "" || v == "" {
			continue
		}
		ci.stItems = append(ci.stItems, statusItem{key, v, classOf(v)})
	}
}

// classOf returns the state a status value names, "" when the vocabulary
// does not hold it.
func classOf(v string) string {
	v = strings.TrimSpace(v)
	if len(v) > 24 {
		return ""
	}
	if hasAnyRune(v, "_-") {
		v = strings.NewReplacer("_", " ", "-", " ").Replace(v)
	}
	return statusClass[v]
}

// checkStatusClass reports a state the reply sets for an item when the
// result gives the same item a state of another class: "ya figura como
// **enviado**" of an order whose estado is "pendiente", "cache: up" of a
// check whose status is "down". The reply sets a state where it writes a
// vocabulary word as the whole of a bold or code run, or right after a
// colon or dash; the item is the result item whose name the line writes
// last before the word, or the result's only item. Contradiction: same
// item, same field, another value. A clause with a negation, a hedge or a
// question sets nothing; a word the result gives the item, or that the
// clause pairs with the item's own state ("up, but degraded"), agrees.
func (c *check) checkStatusClass(in *info) {
	if len(in.targets) == 0 || in.modal || len(in.hedges) > 0 {
		return
	}
	known := false
	for _, t := range in.targets {
		for _, it := range c.calls[t].statusItems() {
			known = known || it.class != ""
		}
	}
	if !known {
		return
	}
	// A negation before a state word, or right after it ("Running: no"),
	// unsets it; one further on negates another predicate the clause
	// adds ("está en **Pending** y no está listo"). negAt is the earliest
	// negation, in clause offsets.
	negAt := len(c.folded)
	for _, h := range in.hits {
		if h.t.kind == kindNeg {
			negAt = min(negAt, h.start-in.start)
		}
	}
	if negAt <= 0 {
		return
	}
	s := c.folded[in.start:in.end]
	m := c.masked[in.start:in.end]
	for _, mark := range [2]string{"**", "`"} {
		// The runs are walked in place, as delimited finds them, so a
		// clause costs no allocation.
		for off := 0; ; {
			i := strings.Index(m[off:], mark)
			if i < 0 {
				break
			}
			a := off + i + len(mark)
			j := strings.Index(m[a:], mark)
			if j < 0 {
				break
			}
			off = a + j + len(mark)
			if j > 32 {
				continue // a run that long is not one state word
			}
			w := strings.TrimSpace(strings.Trim(s[a:a+j], " .,;:!"))
			if cl := statusClass[w]; cl != "" {
				p := a + strings.Index(s[a:a+j], w)
				if negBinds(s, p+len(w), negAt) || c.statePredicted(in, in.start+p, in.start+p+len(w)) {
					continue
				}
				c.statusAgainst(in, p, p+len(w), cl)
			}
		}
	}
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		if r != ':' && r != '：' && r != '—' && r != '–' {
			continue
		}
		j := i
		for j < len(s) && (s[j] == ' ' || s[j] == '*' || s[j] == '`') {
			j++
		}
		if w, cl := statusWordAt(s, j); cl != "" && !negBinds(s, j+len(w), negAt) && !c.statePredicted(in, in.start+j, in.start+j+len(w)) {
			c.statusAgainst(in, j, j+len(w), cl)
		}
	}
}

// negBinds reports whether the negation at neg (clause offsets, len(s)
// for none) unsets the state word that ends at end: one before it, or
// one right after it with no word between ("healthy: no", "**Done** —
// not"). A negation past another word negates what that word starts.
func negBinds(s string, end, neg int) bool {
	if neg >= len(s) {
		return false
	}
	if neg < end {
		return true
	}
	for _, r := range s[end:neg] {
		if unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// statusWordAt returns the longest vocabulary word at i of s that ends at a
// word boundary (Latin) and its class.
func statusWordAt(s string, i int) (string, string) {
	best, cl := "", ""
	for n := 2; n <= 18 && i+n <= len(s); n++ {
		w := s[i : i+n]
		k, ok := statusClass[w]
		if !ok {
			continue
		}
		if w[len(w)-1] < utf8.RuneSelf && i+n < len(s) {
			if r, _ := utf8.DecodeRuneInString(s[i+n:]); isWordRune(r) {
				continue
			}
		}
		best, cl = w, k
	}
	return best, cl
}

// statusAgainst holds the state word at a..b of the clause (offsets in the
// clause) of class cl against the item it is about.
func (c *check) statusAgainst(in *info, a, b int, cl string) {
	s := c.folded[in.start:in.end]
	ls := lastIndexByte(s[:a], '\n') + 1
	before := s[ls:a]
	var item *statusItem
	ci, at, n := -1, -1, 0
	for _, t := range in.targets {
		items := c.calls[t].statusItems()
		for k := range items {
			it := &items[k]
			n++
			if len(it.key) < 2 || it.key == "?" {
				continue
			}
			if p := strings.LastIndex(before, it.key); p >= at && wordIn(before, it.key) {
				item, ci, at = it, t, p
			}
		}
	}
	if item == nil {
		if n != 1 {
			return // several items and none named: which one is unknown
		}
		for _, t := range in.targets {
			if items := c.calls[t].statusItems(); len(items) == 1 {
				item, ci = &items[0], t
			}
		}
	}
	if item.class == "" || item.class == cl || hasSubstr(item.value, s[a:b]) {
		return
	}
	// The clause may give both states ("up, but degraded"): it then
	// qualifies, it does not replace, the item's state.
	for i := 0; i < len(s); i++ {
		if i == a {
			continue
		}
		if _, k := statusWordAt(s, i); k == item.class && (i == 0 || !isLetterByte(s[i-1])) {
			return
		}
	}
	sp := span{in.start + a, in.start + b}
	if c.alreadyFound(FactMismatch, sp) {
		return
	}
	c.addRule("fact/status-class", BasisContradiction, c.callFinding(FactMismatch, sp, ci,
		fmt.Sprintf("reply gives %s, but the result of %s gives it status %q", c.masked[sp.start:sp.end], c.calls[ci].Tool, item.value)))
}
