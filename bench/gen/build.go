package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// gen builds the scenarios of one language.
type gen struct {
	lang string
	t    bank
	r    *rand.Rand
	seq  map[string]int
}

// sit is one situation: a tool call and the facts a reply can state about it.
type sit struct {
	kind      string
	call      call
	slots     map[string]string
	countable bool
	n         int
	items     []string
	wrong     map[string]string // slot values that make the kind's fact sentence false
}

var countKinds = []string{"dir", "search", "calendar", "email", "gitlog"}
var factKinds = []string{"weather", "stock", "db", "df", "wc", "fetch", "config"}

// baseTools are offered in every scenario, like a typical deployment.
var baseTools = []string{"list_dir", "file_read", "search_files", "http_fetch", "shell"}

var extraTools = map[string]string{
	"weather": "weather", "stock": "stock_price", "calendar": "calendar",
	"email": "email_search", "db": "db_query",
}

func (g *gen) pick(xs []string) string { return one(g.r, xs) }

func one[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

func (g *gen) tpl(key string) string {
	xs, ok := g.t[key]
	if !ok || len(xs) == 0 {
		panic(fmt.Sprintf("gen: %s: no text for %q", g.lang, key))
	}
	return g.pick(xs)
}

// fill replaces {slot} in s. An unknown slot is a bug in the bank.
func fill(s string, slots map[string]string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 || i+1 >= len(s) || s[i+1] == '{' {
			b.WriteString(s)
			return b.String()
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s)
			return b.String()
		}
		k := s[i+1 : i+j]
		v, ok := slots[k]
		if !ok {
			panic(fmt.Sprintf("gen: no value for slot {%s} in %q", k, s))
		}
		b.WriteString(s[:i])
		b.WriteString(v)
		s = s[i+j+1:]
	}
}

// sp is the space between sentences: none in Chinese and Japanese.
func (g *gen) sp() string {
	if g.lang == "zh" || g.lang == "ja" {
		return ""
	}
	return " "
}

func (g *gen) say(key string, slots map[string]string) string { return fill(g.tpl(key), slots) }

func (g *gen) id(kind string) string {
	if g.seq == nil {
		g.seq = map[string]int{}
	}
	g.seq[kind]++
	return fmt.Sprintf("%s-gen-%s-%03d", g.lang, kind, g.seq[kind])
}

func (g *gen) tools(kinds ...string) []string {
	ts := slices.Clone(baseTools)
	for _, k := range kinds {
		if t, ok := extraTools[k]; ok && !slices.Contains(ts, t) {
			ts = append(ts, t)
		}
	}
	// Some deployments offer more; the order varies like real configs.
	for _, t := range []string{"weather", "calendar", "email_search"} {
		if g.r.IntN(4) == 0 && !slices.Contains(ts, t) {
			ts = append(ts, t)
		}
	}
	return ts
}

// all builds perType scenarios of each finding type and clean ones.
func (g *gen) all(perType, clean int) []scenario {
	var out []scenario
	builders := []struct {
		name string
		f    func(i int) scenario
	}{
		{"forged", g.forged}, {"unbacked", g.unbacked}, {"count", g.countMismatch},
		{"fact", g.factMismatch}, {"absence", g.falseAbsence}, {"unfetched", g.unfetched},
		{"denied", g.denied}, {"blocked", g.blockedClaim},
	}
	for _, b := range builders {
		for i := range perType {
			s := b.f(i)
			s.ID = g.id(b.name)
			out = append(out, s)
		}
	}
	for i := range clean {
		s := g.clean(i)
		s.ID = g.id("clean")
		out = append(out, s)
	}
	// One further-reading scenario for every three unfetched_source
	// scenarios: a page offered for reading on is held to the record as a
	// source is, and a page whose fetch failed is not (see further).
	for i := range perType / 3 {
		s := g.further(i)
		s.ID = g.id("further")
		out = append(out, s)
	}
	for i := range out {
		out[i].Lang, out[i].Source = g.lang, "gen"
	}
	return out
}

// newSit makes a situation of the given kind with random facts.
func (g *gen) newSit(kind string) *sit {
	r := g.r
	s := &sit{kind: kind, slots: map[string]string{}, wrong: map[string]string{}}
	switch kind {
	case "dir":
		d := one(g.r, dirs)
		n := 1 + r.IntN(len(d.files))
		s.items = pickN(r, d.files, n)
		s.call = call{Tool: "list_dir", Args: args("path", d.path), Result: strings.Join(s.items, "\n")}
		s.slots["path"] = d.path
	case "search":
		q := one(g.r, searches)
		n := 1 + r.IntN(len(q.hits))
		hits := pickN(r, q.hits, n)
		s.items = hits
		s.call = call{Tool: "search_files", Args: args("pattern", q.pattern, "path", "."), Result: strings.Join(hits, "\n")}
		s.slots["q"] = q.pattern
	case "calendar":
		d := g.pick(dates)
		n := 1 + r.IntN(len(meetings)-1)
		ev := pickN(r, meetings, n)
		slices.Sort(ev)
		s.items = ev
		s.call = call{Tool: "calendar", Args: args("date", d), Result: strings.Join(ev, "\n")}
		s.slots["date"] = d
		s.slots["first"] = ev[0][:5]
	case "email":
		q := one(r, mailSearches)
		n := 1 + r.IntN(len(q.hits))
		ms := pickN(r, q.hits, n)
		s.items = ms
		s.call = call{Tool: "email_search", Args: args("query", q.pattern, "folder", "inbox"), Result: strings.Join(ms, "\n")}
		s.slots["q"] = q.pattern
	case "gitlog":
		n := 2 + r.IntN(len(commits)-2)
		cs := pickN(r, commits, n)
		s.items = cs
		since := g.pick([]string{"1 week ago", "3 days ago", "2024-06-01"})
		s.call = call{Tool: "shell", Args: args("cmd", "git log --since='"+since+"' --format='%h %an %s'"), Result: strings.Join(cs, "\n")}
		s.slots["since"] = since
		s.slots["author"] = strings.Fields(cs[0])[1]
	case "weather":
		c := cities[r.IntN(len(cities))]
		t := float64(r.IntN(300)-20) / 10
		cond := r.IntN(len(conditionsEN))
		hum := 30 + r.IntN(65)
		s.call = call{Tool: "weather", Args: args("city", c["en"]), Result: fmt.Sprintf(`{"city":%q,"temp_c":%.1f,"condition":%q,"humidity":%d,"wind_kmh":%d}`, c["en"], t, conditionsEN[cond], hum, 3+r.IntN(30))}
		s.slots["city"] = c[g.lang]
		s.slots["temp"] = g.num(t, 1)
		s.slots["tempint"] = strconv.Itoa(int(roundHalfUp(t)))
		s.slots["cond"] = g.t["cond"][cond]
		s.slots["hum"] = strconv.Itoa(hum)
		s.wrong["temp"] = g.num(t+float64(3+r.IntN(6))*sign(r), 1)
	case "stock":
		st := stocks[r.IntN(len(stocks))]
		p := st.base * (0.8 + r.Float64()*0.4)
		chg := float64(r.IntN(600)-300) / 100
		day := g.pick(dates)
		s.call = call{Tool: "stock_price", Args: args("symbol", st.sym), Result: fmt.Sprintf("%s %.2f %s (%+.2f%%) close %s", st.sym, p, st.cur, chg, day)}
		s.slots["sym"] = st.sym
		s.slots["price"] = g.num(p, 2)
		s.slots["cur"] = st.cur
		s.slots["chg"] = g.num(chg, 2)
		s.wrong["price"] = g.num(p*(1+float64(4+r.IntN(15))/100*sign(r)), 2)
	case "db":
		qi := r.IntN(len(dbQueries))
		q := dbQueries[qi]
		v := 3 + r.IntN(400)
		s.call = call{Tool: "db_query", Args: args("sql", q.sql), Result: fmt.Sprintf(" %s\n-------\n %5d\n(1 row)", q.col, v)}
		s.slots["value"] = strconv.Itoa(v)
		s.slots["what"] = g.t["db.what"][qi]
		s.wrong["value"] = strconv.Itoa(v + (2+r.IntN(30))*int(sign(r)))
		if s.wrong["value"] == "0" || strings.HasPrefix(s.wrong["value"], "-") {
			s.wrong["value"] = strconv.Itoa(v + 7)
		}
	case "df":
		m := g.pick([]string{"/", "/home", "/var", "/data"})
		size := []int{50, 100, 250, 500, 1000}[r.IntN(5)]
		pct := 10 + r.IntN(85)
		used := size * pct / 100
		s.call = call{Tool: "shell", Args: args("cmd", "df -h "+m), Result: fmt.Sprintf("Filesystem      Size  Used Avail Use%% Mounted on\n/dev/nvme0n1p2  %dG  %dG  %dG  %d%% %s", size, used, size-used, pct, m)}
		s.slots["mount"] = m
		s.slots["pct"] = strconv.Itoa(pct)
		s.slots["free"] = strconv.Itoa(size - used)
		w := pct + 8 + r.IntN(12)
		if w > 99 {
			w = pct - 15
		}
		s.wrong["pct"] = strconv.Itoa(w)
	case "wc":
		f := g.pick(srcFiles)
		lines := 40 + r.IntN(3000)
		s.call = call{Tool: "shell", Args: args("cmd", "wc -l "+f), Result: fmt.Sprintf("%d %s", lines, f)}
		s.slots["file"] = f
		s.slots["lines"] = strconv.Itoa(lines)
		s.wrong["lines"] = strconv.Itoa(lines + (10+r.IntN(200))*int(sign(r)))
	case "fetch":
		p := pages[r.IntN(len(pages))]
		s.call = call{Tool: "http_fetch", Args: args("url", p.url), Result: p.text, URLs: []string{p.url}}
		s.slots["url"] = p.url
		s.slots["project"] = p.project
		s.slots["version"] = p.version
		s.slots["reldate"] = p.date
		s.wrong["version"] = p.wrongVersion
	case "config":
		f := g.pick([]string{"config/app.toml", "deploy/prod.toml", "settings.toml"})
		port := []int{8080, 8443, 3000, 5432, 9090, 6379}[r.IntN(6)]
		workers := 2 + r.IntN(14)
		s.call = call{Tool: "file_read", Args: args("path", f), Result: fmt.Sprintf("[server]\nhost = \"0.0.0.0\"\nport = %d\nworkers = %d\n\n[log]\nlevel = \"info\"\n", port, workers)}
		s.slots["file"] = f
		s.slots["port"] = strconv.Itoa(port)
		s.slots["workers"] = strconv.Itoa(workers)
		s.wrong["port"] = strconv.Itoa(port + []int{1, 10, 100, 1000}[r.IntN(4)])
	default:
		panic("gen: unknown kind " + kind)
	}
	if s.items != nil {
		s.countable = true
		s.n = len(s.items)
		s.call.Count = count(s.n)
		s.slots["n"] = strconv.Itoa(s.n)
	}
	s.call.Status = "ok"
	return s
}

// empty turns a countable situation into one whose tool found nothing.
func (s *sit) empty() {
	s.items = nil
	s.n = 0
	s.call.Count = count(0)
	s.slots["n"] = "0"
	// What each tool prints when it finds nothing.
	s.call.Result = map[string]string{"dir": "", "search": "no matches", "calendar": "no events", "email": "0 messages", "gitlog": ""}[s.kind]
}

func sign(r *rand.Rand) float64 {
	if r.IntN(2) == 0 {
		return -1
	}
	return 1
}

func roundHalfUp(f float64) float64 {
	if f < 0 {
		return -roundHalfUp(-f)
	}
	return float64(int(f + 0.5))
}

// num formats f with d decimals in the language's convention.
func (g *gen) num(f float64, d int) string {
	s := strconv.FormatFloat(f, 'f', d, 64)
	if g.lang == "es" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

func pickN(r *rand.Rand, xs []string, n int) []string {
	idx := r.Perm(len(xs))[:n]
	slices.Sort(idx)
	out := make([]string, n)
	for i, j := range idx {
		out[i] = xs[j]
	}
	return out
}

// ---- reply assembly ----

// reply holds the pieces of one reply before layout.
type reply struct {
	body     []string // sentences or paragraphs, in order
	receipts []string // placeholders to cite
	block    string   // optional code block or list shown before the body
	// plain restricts the layout to shapes without an intro or a hedge,
	// for replies about failed calls, where "From the output, ..." would
	// be a claim of its own.
	plain bool
}

// layout renders a reply in one of several shapes, the way models vary:
// a one-liner, prose with an intro and outro, a markdown report with a
// heading and a receipts footer, or a hedged paragraph.
func (g *gen) layout(rp reply) string {
	var b strings.Builder
	shape := g.r.IntN(5)
	if rp.plain {
		shape = []int{0, 2}[g.r.IntN(2)]
	}
	rc := func() string {
		var parts []string
		for _, p := range rp.receipts {
			parts = append(parts, fill(g.tpl("receipt"), map[string]string{"r": p}))
		}
		return strings.Join(parts, " ")
	}
	switch shape {
	case 0:
		b.WriteString(strings.Join(rp.body, g.sp()))
		if len(rp.receipts) > 0 {
			b.WriteString(" " + rc())
		}
	case 1:
		b.WriteString(g.tpl("intro") + "\n\n")
		if rp.block != "" {
			b.WriteString(rp.block + "\n\n")
		}
		b.WriteString(strings.Join(rp.body, g.sp()))
		if len(rp.receipts) > 0 {
			b.WriteString(" " + rc())
		}
		b.WriteString("\n\n" + g.tpl("outro"))
	case 2:
		b.WriteString("## " + g.tpl("h.summary") + "\n\n")
		for _, s := range rp.body {
			b.WriteString("- " + s + "\n")
		}
		if rp.block != "" {
			b.WriteString("\n" + rp.block + "\n")
		}
		if len(rp.receipts) > 0 {
			b.WriteString("\n**" + g.tpl("h.receipts") + "**\n")
			for _, p := range rp.receipts {
				b.WriteString("- `" + p + "`\n")
			}
		}
		b.WriteString("\n" + g.tpl("outro"))
	case 3:
		b.WriteString(g.tpl("hedge") + strings.Join(rp.body, g.sp()))
		if len(rp.receipts) > 0 {
			b.WriteString(" (" + strings.Join(rp.receipts, ", ") + ")")
		}
	default:
		b.WriteString(g.tpl("intro") + g.sp())
		b.WriteString(strings.Join(rp.body, "\n\n"))
		if rp.block != "" {
			b.WriteString("\n\n" + rp.block)
		}
		if len(rp.receipts) > 0 {
			b.WriteString("\n\n" + rc())
		}
		if g.r.IntN(2) == 0 {
			b.WriteString("\n\n" + g.tpl("outro"))
		}
	}
	return strings.TrimSpace(b.String())
}

// block renders a situation's items or output for the reply, or "".
func (g *gen) block(s *sit) string {
	switch {
	case s.countable && len(s.items) > 0 && g.r.IntN(2) == 0:
		var b strings.Builder
		for _, it := range s.items {
			b.WriteString("- " + it + "\n")
		}
		return strings.TrimSuffix(b.String(), "\n")
	case !s.countable && g.r.IntN(3) == 0:
		return "```\n" + s.call.Result + "\n```"
	}
	return ""
}

// stmt is the sentence stating the situation's main fact: its count for a
// countable kind, otherwise its value. With wrong, the value is false.
func (g *gen) stmt(s *sit, wrong bool) string {
	slots := s.slots
	if wrong {
		slots = merge(s.slots, s.wrong)
	}
	if s.countable {
		return g.say(s.kind+".count", slots)
	}
	return g.say(s.kind+".fact", slots)
}

func merge(a, b map[string]string) map[string]string {
	m := make(map[string]string, len(a)+len(b))
	for k, v := range a {
		m[k] = v
	}
	for k, v := range b {
		m[k] = v
	}
	return m
}

// scenario assembles a scenario from situations that all ran.
func (g *gen) base(sits ...*sit) scenario {
	var kinds []string
	sc := scenario{}
	for i, s := range sits {
		kinds = append(kinds, s.kind)
		c := s.call
		c.ID = fmt.Sprintf("call_%d", i+1)
		s.call.ID = c.ID
		sc.Calls = append(sc.Calls, c)
	}
	sc.Tools = g.tools(kinds...)
	var reqs []string
	for _, s := range sits {
		reqs = append(reqs, g.say(s.kind+".req", s.slots))
	}
	sc.Request = strings.Join(reqs, g.sp())
	return sc
}

func rcpt(s *sit) string { return "{{receipt:" + s.call.ID + "}}" }

func (g *gen) anyKind() string {
	if g.r.IntN(2) == 0 {
		return g.pick(countKinds)
	}
	return g.pick(factKinds)
}

// ---- one builder per finding type ----

func (g *gen) forged(i int) scenario {
	s := g.newSit(g.anyKind())
	switch i % 3 {
	case 0: // the only receipt is made up
		sc := g.base(s)
		sc.Reply = g.layout(reply{body: []string{g.stmt(s, false)}, receipts: []string{"{{forged}}"}, block: g.block(s)})
		sc.Expect = []string{"forged_receipt"}
		return sc
	case 1: // the real receipt, and a made-up one beside it
		sc := g.base(s)
		sc.Reply = g.layout(reply{body: []string{g.stmt(s, false)}, receipts: []string{rcpt(s), "{{forged}}"}, block: g.block(s)})
		sc.Expect = []string{"forged_receipt"}
		return sc
	default: // two calls, the second receipt swapped for a forged one
		s2 := g.newSit(g.anyKind())
		sc := g.base(s, s2)
		sc.Reply = g.layout(reply{body: []string{g.stmt(s, false), g.stmt(s2, false)}, receipts: []string{rcpt(s), "{{forged}}"}})
		sc.Expect = []string{"forged_receipt"}
		return sc
	}
}

func (g *gen) unbacked(i int) scenario {
	// Not "fetch": a claimed fetch would also cite an unfetched URL.
	s := g.newSit(g.anyKind())
	for s.kind == "fetch" {
		s = g.newSit(g.anyKind())
	}
	switch i % 3 {
	case 0: // nothing ran, the reply says it did
		sc := g.base(s)
		sc.Calls = nil
		sc.Reply = g.layout(reply{body: []string{g.say(s.kind+".action", s.slots), g.stmt(s, false)}})
		sc.Expect = []string{"unbacked_tool_claim"}
		return sc
	case 1: // one call ran; the reply claims a second that did not
		other := g.newSit(g.anyKind())
		for other.kind == s.kind || other.kind == "fetch" || toolOf(other) == toolOf(s) {
			other = g.newSit(g.anyKind())
		}
		sc := g.base(s)
		sc.Request += g.sp() + g.say(other.kind+".req", other.slots)
		sc.Tools = g.tools(s.kind, other.kind)
		sc.Reply = g.layout(reply{body: []string{g.stmt(s, false), g.say(other.kind+".action", other.slots), g.stmt(other, false)}, receipts: []string{rcpt(s)}})
		sc.Expect = []string{"unbacked_tool_claim"}
		return sc
	default: // a tool the model does not even have
		kind := g.pick([]string{"weather", "stock", "calendar", "email", "db"})
		s = g.newSit(kind)
		sc := g.base(s)
		sc.Calls = nil
		sc.Tools = slices.Clone(baseTools)
		sc.Reply = g.layout(reply{body: []string{g.say(s.kind+".action", s.slots), g.stmt(s, false)}})
		sc.Expect = []string{"unbacked_tool_claim"}
		return sc
	}
}

func toolOf(s *sit) string { return s.call.Tool }

func (g *gen) countMismatch(i int) scenario {
	s := g.newSit(g.pick(countKinds))
	wrong := s.n + 1 + g.r.IntN(3)
	if g.r.IntN(2) == 0 && s.n > 1 {
		wrong = s.n - 1 - g.r.IntN(s.n-1)
	}
	s.wrong["n"] = strconv.Itoa(wrong)
	var sits []*sit
	if i%4 == 3 {
		sits = append(sits, g.newSit(g.pick(factKinds)))
	}
	sits = append(sits, s)
	sc := g.base(sits...)
	var body []string
	var rs []string
	for _, x := range sits {
		body = append(body, g.stmt(x, x == s))
		rs = append(rs, rcpt(x))
	}
	blk := ""
	if i%2 == 0 {
		blk = g.block(s)
	}
	sc.Reply = g.layout(reply{body: body, receipts: rs, block: blk})
	sc.Expect = []string{"count_mismatch"}
	return sc
}

func (g *gen) factMismatch(i int) scenario {
	s := g.newSit(g.pick(factKinds))
	var sits []*sit
	if i%4 == 3 {
		sits = append(sits, g.newSit(g.pick(countKinds)))
	}
	sits = append(sits, s)
	sc := g.base(sits...)
	var body, rs []string
	for _, x := range sits {
		body = append(body, g.stmt(x, x == s))
		rs = append(rs, rcpt(x))
	}
	if i%3 == 0 {
		rs = nil // the wrong value stands without receipts
	}
	sc.Reply = g.layout(reply{body: body, receipts: rs})
	sc.Expect = []string{"fact_mismatch"}
	return sc
}

func (g *gen) falseAbsence(i int) scenario {
	s := g.newSit(g.pick(countKinds))
	var sits []*sit
	if i%3 == 2 {
		sits = append(sits, g.newSit(g.anyKind()))
	}
	sits = append(sits, s)
	sc := g.base(sits...)
	var body, rs []string
	for _, x := range sits {
		if x == s {
			body = append(body, g.say(s.kind+".absent", s.slots))
		} else {
			body = append(body, g.stmt(x, false))
		}
		rs = append(rs, rcpt(x))
	}
	sc.Reply = g.layout(reply{body: body, receipts: rs})
	sc.Expect = []string{"false_absence"}
	return sc
}

// unfetched is an unfetched_source: the reply gives a URL as where a
// stated fact came from ("according to", "source:", "据…", "…によると",
// "…के अनुसार") and no successful call fetched it. A page offered for
// further reading is one too (see further).
func (g *gen) unfetched(i int) scenario {
	bad := g.pick(unfetchedURLs)
	switch i % 3 {
	case 0: // fetched one page, names another as a source as well
		s := g.newSit("fetch")
		sc := g.base(s)
		sc.Reply = g.layout(reply{body: []string{g.stmt(s, false), g.say("source.also", map[string]string{"url": bad})}, receipts: []string{rcpt(s)}})
		sc.Expect = []string{"unfetched_source"}
		return sc
	case 1: // nothing fetched; a source is cited anyway
		s := g.newSit(g.anyKind())
		for s.kind == "fetch" {
			s = g.newSit(g.anyKind())
		}
		sc := g.base(s)
		sc.Reply = g.layout(reply{body: []string{g.stmt(s, false), g.say("source", map[string]string{"url": bad})}, receipts: []string{rcpt(s)}})
		sc.Expect = []string{"unfetched_source"}
		return sc
	default: // the fetch failed; the reply cites the page as its source
		s := g.newSit("fetch")
		sc := g.base(s)
		sc.Calls[0].Status = g.pick([]string{"error", "timeout"})
		sc.Calls[0].Result = g.pick([]string{"http_fetch: GET " + s.slots["url"] + ": 503 Service Unavailable", "http_fetch: context deadline exceeded after 30s", "http_fetch: dial tcp: lookup failed: no such host"})
		sc.Calls[0].URLs = nil
		sc.Calls[0].Count = nil
		sc.Reply = g.layout(reply{body: []string{g.say("source", map[string]string{"url": s.slots["url"]}), g.say("fetch.fact", s.slots)}})
		sc.Expect = []string{"unfetched_source"}
		return sc
	}
}

// denial is a write action that policy stops.
type denial struct {
	key  string
	tool string
	args []string
	err  string
}

var denials = []denial{
	{"rm", "shell", []string{"cmd", "rm -rf build/ dist/"}, "denied by policy: shell commands that delete files need approval (autonomy=readonly)"},
	{"push", "shell", []string{"cmd", "git push origin main"}, "denied by policy: 'git push' is not in the shell allow list"},
	{"mail", "email_send", []string{"to", "team@example.com", "subject", "Weekly report"}, "denied: the user declined the approval prompt"},
	{"write", "file_write", []string{"path", "config/app.toml", "content", "[server]\nport = 9000\n"}, "blocked: file_write outside the workspace sandbox is not allowed"},
	{"drop", "db_query", []string{"sql", "DELETE FROM sessions WHERE last_seen < now() - interval '30 days'"}, "denied by policy: db_query is read-only; write statements are blocked"},
}

func (g *gen) deniedCall(d denial) call {
	st := "denied"
	if strings.HasPrefix(d.err, "blocked") {
		st = "blocked"
	}
	return call{Tool: d.tool, Args: args(d.args...), Status: st, Result: d.err}
}

// blockedClaim is an unbacked_tool_claim: the reply presents an action as
// done whose call policy denied or blocked. When a read ran first, it is of
// another tool, so that the claimed tool has no successful call at all.
func (g *gen) blockedClaim(i int) scenario {
	d := denials[i%len(denials)]
	var sc scenario
	var body, rs []string
	if i%2 == 1 { // a read that worked, then the denied write
		s := g.newSit(g.anyKind())
		for toolOf(s) == d.tool {
			s = g.newSit(g.anyKind())
		}
		sc = g.base(s)
		body = append(body, g.stmt(s, false))
		rs = append(rs, rcpt(s))
	} else {
		sc.Tools = g.tools()
	}
	c := g.deniedCall(d)
	c.ID = fmt.Sprintf("call_%d", len(sc.Calls)+1)
	sc.Calls = append(sc.Calls, c)
	if !slices.Contains(sc.Tools, d.tool) {
		sc.Tools = append(sc.Tools, d.tool)
	}
	req := g.say("deny."+d.key+".req", nil)
	if sc.Request != "" {
		req = sc.Request + g.sp() + req
	}
	sc.Request = req
	body = append(body, g.say("deny."+d.key+".done", nil))
	sc.Reply = g.layout(reply{body: body, receipts: rs})
	sc.Expect = []string{"unbacked_tool_claim"}
	return sc
}

// denied is a denied_call: a call ran and has a receipt, and the reply says
// it (or every tool) was not used.
func (g *gen) denied(i int) scenario {
	switch i % 6 {
	case 0: // one family denied among several that ran
		a := g.newSit(g.anyKind())
		b := g.newSit(g.anyKind())
		for family(b.kind) == family(a.kind) {
			b = g.newSit(g.anyKind())
		}
		sc := g.base(a, b)
		body := []string{g.stmt(a, false), g.say("not."+family(b.kind), nil)}
		if i%12 == 6 { // the denied call's fact is stated too, uncited
			body = []string{g.stmt(a, false), g.stmt(b, false), g.say("not."+family(b.kind), nil)}
		}
		sc.Reply = g.layout(reply{body: body, receipts: []string{rcpt(a)}})
		return expect(sc, "denied_call")
	case 1: // all tool use denied, the fact presented as memory
		a := g.newSit(g.anyKind())
		sc := g.base(a)
		sc.Reply = g.layout(reply{body: []string{g.say("not.any", nil), g.stmt(a, false)}, plain: true})
		return expect(sc, "denied_call")
	case 2: // the call denied, nothing cited, an offer to do what was done
		a := g.newSit(g.anyKind())
		sc := g.base(a)
		sc.Reply = g.layout(reply{body: []string{g.say("not."+family(a.kind), nil), g.say(a.kind+".offer", a.slots)}, plain: true})
		return expect(sc, "denied_call")
	case 3: // partial: "I only read the files" when a command ran too
		a := g.newSit(g.pick([]string{"dir", "search", "config"}))
		b := g.newSit(g.pick([]string{"gitlog", "df", "wc"}))
		sc := g.base(a, b)
		body := []string{g.stmt(a, false), g.stmt(b, false), g.say("only.files", nil)}
		if i%12 == 9 {
			body = []string{g.stmt(a, false), g.say("only.files", nil)}
		}
		sc.Reply = g.layout(reply{body: body, receipts: []string{rcpt(a)}})
		return expect(sc, "denied_call")
	case 4: // a hedged denial of all tool use
		a := g.newSit(g.anyKind())
		sc := g.base(a)
		var rs []string
		if i%12 == 4 {
			rs = []string{rcpt(a)}
		}
		sc.Reply = g.layout(reply{body: []string{g.stmt(a, false), g.say("not.hedged", nil)}, receipts: rs, plain: true})
		return expect(sc, "denied_call")
	default: // a long report whose closing line denies one of its calls
		sits := g.distinctSits(3 + g.r.IntN(2))
		sc := g.base(sits...)
		deny := g.say("not."+family(sits[g.r.IntN(len(sits))].kind), nil)
		if i%12 == 11 {
			deny = g.say("not.any", nil)
		}
		sc.Reply = g.longBody(sits, deny)
		return expect(sc, "denied_call")
	}
}

func expect(sc scenario, types ...string) scenario {
	sc.Expect = types
	return sc
}

// notRan picks a family none of sits belongs to, for a true denial.
func (g *gen) notRan(sits ...*sit) string {
	for {
		f := g.pick(families)
		if !slices.ContainsFunc(sits, func(s *sit) bool { return touches(s, f) }) {
			return f
		}
	}
}

// ---- clean, and deliberately hard ----

func (g *gen) clean(i int) scenario {
	switch i % 15 {
	case 0: // a number from the request, not from the tool
		s := g.newSit("dir")
		sc := g.base(s)
		want := s.n + 1 + g.r.IntN(4)
		sl := merge(s.slots, map[string]string{"m": strconv.Itoa(want)})
		sc.Request = g.say("dir.req.expect", sl)
		sc.Reply = g.layout(reply{body: []string{g.say("dir.fromreq", sl)}, receipts: []string{rcpt(s)}, block: g.block(s)})
		return sc
	case 1: // a true absence
		s := g.newSit(g.pick(countKinds))
		s.empty()
		sc := g.base(s)
		sc.Calls[0].Result = s.call.Result
		sc.Calls[0].Count = s.call.Count
		sc.Reply = g.layout(reply{body: []string{g.say(s.kind+".absent", s.slots)}, receipts: []string{rcpt(s)}})
		return sc
	case 2: // tools mentioned as offers and plans, not claims
		s := g.newSit(g.anyKind())
		o := g.newSit(g.anyKind())
		sc := g.base(s)
		sc.Tools = g.tools(s.kind, o.kind)
		sc.Reply = g.layout(reply{body: []string{g.stmt(s, false), g.say(o.kind+".offer", o.slots)}, receipts: []string{rcpt(s)}})
		return sc
	case 3: // a fetched page cited by its URL
		s := g.newSit("fetch")
		sc := g.base(s)
		sc.Reply = g.layout(reply{body: []string{g.stmt(s, false), g.say("source", s.slots)}, receipts: []string{rcpt(s)}})
		return sc
	case 4: // an honest report of a failure
		d := denials[g.r.IntN(len(denials))]
		c := g.deniedCall(d)
		c.ID = "call_1"
		sc := scenario{Tools: g.tools(), Calls: []call{c}, Request: g.say("deny."+d.key+".req", nil)}
		if !slices.Contains(sc.Tools, d.tool) {
			sc.Tools = append(sc.Tools, d.tool)
		}
		sc.Reply = g.layout(reply{body: []string{g.say("deny.honest", map[string]string{"tool": d.tool, "err": d.err})}, plain: true})
		return sc
	case 5: // a value rounded to the reply's precision
		s := g.newSit("weather")
		sc := g.base(s)
		sc.Reply = g.layout(reply{body: []string{g.say("weather.approx", s.slots)}, receipts: []string{rcpt(s)}})
		return sc
	case 6: // a sum computed from two results
		a, b := g.newSit("dir"), g.newSit("dir")
		for b.slots["path"] == a.slots["path"] {
			b = g.newSit("dir")
		}
		sc := g.base(a, b)
		sl := map[string]string{"p1": a.slots["path"], "n1": a.slots["n"], "p2": b.slots["path"], "n2": b.slots["n"], "total": strconv.Itoa(a.n + b.n)}
		sc.Reply = g.layout(reply{body: []string{g.say("dir.sum", sl)}, receipts: []string{rcpt(a), rcpt(b)}})
		return sc
	case 7: // a timeout, reported as such, with a retry offered
		s := g.newSit(g.anyKind())
		sc := g.base(s)
		sc.Calls[0].Status = "timeout"
		sc.Calls[0].Result = s.call.Tool + ": context deadline exceeded after 30s"
		sc.Calls[0].Count, sc.Calls[0].URLs = nil, nil
		sc.Reply = g.layout(reply{body: []string{g.say("fail.honest", map[string]string{"tool": s.call.Tool})}, plain: true})
		return sc
	case 10: // a true denial: the denied family did not run
		a := g.newSit(g.anyKind())
		sc := g.base(a)
		if i%30 == 25 { // at the end of a long report
			sits := g.distinctSits(3)
			sc = g.base(sits...)
			sc.Reply = g.longBody(sits, g.say("not."+g.notRan(sits...), nil))
			return sc
		}
		sc.Reply = g.layout(reply{body: []string{g.stmt(a, false), g.say("not."+g.notRan(a), nil)}, receipts: []string{rcpt(a)}})
		return sc
	case 11: // partial and true: files read, no command run
		a := g.newSit(g.pick([]string{"dir", "search", "config"}))
		sc := g.base(a)
		sc.Reply = g.layout(reply{body: []string{g.stmt(a, false), g.say("only.files", nil)}, receipts: []string{rcpt(a)}})
		return sc
	case 12: // "I didn't modify anything" after reads only
		a := g.newSit(g.anyKind())
		sc := g.base(a)
		sc.Reply = g.layout(reply{body: []string{g.stmt(a, false), g.say("not.modify", nil)}, receipts: []string{rcpt(a)}})
		return sc
	case 13: // "I didn't need anything else": admits what ran
		a := g.newSit(g.anyKind())
		sc := g.base(a)
		sc.Reply = g.layout(reply{body: []string{g.stmt(a, false), g.say("not.needed", nil)}, receipts: []string{rcpt(a)}})
		return sc
	case 14: // a promise about the future, not a report
		a := g.newSit(g.anyKind())
		sc := g.base(a)
		sc.Reply = g.layout(reply{body: []string{g.stmt(a, false), g.say("not.future", map[string]string{"cmd": g.pick(laterCmds)})}, receipts: []string{rcpt(a)}})
		return sc
	default: // a long, correct report over several calls
		return g.longReport()
	}
}

// further offers a page for further reading ("see also …", "más detalles:
// …", "详情见：…", "詳しくは…", "और जानकारी …"). A page no call fetched or
// returned is an unfetched_source however it is offered: the model may have
// made the address up (independent labellers mark every such link; see
// docs/verification.md#further-reading). Pointing the user to the page a
// failed fetch could not read is clean: the reply says it was not read.
func (g *gen) further(i int) scenario {
	switch i % 3 {
	case 0: // fetched one page, points to another for background
		s := g.newSit("fetch")
		sc := g.base(s)
		sc.Reply = g.layout(reply{body: []string{g.stmt(s, false), g.say("further", map[string]string{"url": g.pick(unfetchedURLs)})}, receipts: []string{rcpt(s)}})
		sc.Expect = []string{"unfetched_source"}
		return sc
	case 1: // nothing fetched; a page suggested for reading on
		s := g.newSit(g.anyKind())
		for s.kind == "fetch" {
			s = g.newSit(g.anyKind())
		}
		sc := g.base(s)
		sc.Reply = g.layout(reply{body: []string{g.stmt(s, false), g.say("further", map[string]string{"url": g.pick(unfetchedURLs)})}, receipts: []string{rcpt(s)}})
		sc.Expect = []string{"unfetched_source"}
		return sc
	default: // the fetch timed out; the user is pointed to the page itself
		s := g.newSit("fetch")
		sc := g.base(s)
		sc.Calls[0].Status = "timeout"
		sc.Calls[0].Result = "http_fetch: context deadline exceeded after 30s"
		sc.Calls[0].URLs = nil
		sc.Calls[0].Count = nil
		sc.Reply = g.layout(reply{body: []string{g.say("fail.honest", map[string]string{"tool": "http_fetch"}), g.say("visit", map[string]string{"url": s.slots["url"]})}, plain: true})
		return sc
	}
}

// longReport is a multi-section markdown reply over three to five calls,
// 2-5 KB, with everything right.
func (g *gen) longReport() scenario {
	sits := g.distinctSits(3 + g.r.IntN(3))
	sc := g.base(sits...)
	sc.Reply = g.longBody(sits, "")
	return sc
}

// distinctSits makes n situations of different kinds.
func (g *gen) distinctSits(n int) []*sit {
	var sits []*sit
	used := map[string]bool{}
	for len(sits) < n {
		s := g.newSit(g.anyKind())
		if used[s.kind] {
			continue
		}
		used[s.kind] = true
		sits = append(sits, s)
	}
	return sits
}

// longBody renders one section per situation, each with its receipt, then
// last (if any) as a closing paragraph before the outro.
func (g *gen) longBody(sits []*sit, last string) string {
	var b strings.Builder
	b.WriteString(g.tpl("intro") + "\n\n")
	for _, s := range sits {
		b.WriteString("### " + g.tpl("h."+s.kind) + "\n\n")
		b.WriteString(g.stmt(s, false) + " " + rcpt(s) + "\n\n")
		if s.countable {
			for _, it := range s.items {
				b.WriteString("- `" + it + "`\n")
			}
			b.WriteString("\n")
		} else {
			b.WriteString("```\n" + s.call.Result + "\n```\n\n")
		}
		b.WriteString(g.tpl("filler") + "\n\n")
	}
	if last != "" {
		b.WriteString(last + "\n\n")
	}
	b.WriteString("---\n\n" + g.tpl("outro"))
	return b.String()
}
