package bench

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"log/slog"
	"math"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/verify"
)

// Options configure [Run].
type Options struct {
	// Logger receives one debug line per scenario. Nil discards.
	Logger *slog.Logger
	// Untimed skips the timed second pass (Latency stays zero but for
	// First): for callers that want the findings only.
	Untimed bool
}

// A Result is what a benchmark run measured. Marshalled to JSON it is
// exactly {"types": {...}, "clean": {...}, "latency_us": {...},
// "sure": {"types": {...}, "clean": {...}}}: the per-language breakdown and
// the misses stay out of it, so that the JSON is a stable interface for
// dashboards and CI.
type Result struct {
	// Types has an entry for every finding type in verify.Types.
	Types   map[string]TypeStat `json:"types"`
	Clean   CleanStat           `json:"clean"`
	Latency Latency             `json:"latency_us"`
	// Sure is Types and Clean again, counting only sure findings (see
	// verify.Finding.Sure): what block mode acts on.
	Sure SureResult `json:"sure"`

	// Scenarios is the number of scenarios run.
	Scenarios int `json:"-"`
	// Langs breaks Types and Clean down by scenario language.
	Langs map[string]LangResult `json:"-"`
	// Misses lists every scenario that was not fully right, in run order.
	Misses []Miss `json:"-"`
	// Rules counts the findings of each rule path (verify.Finding.Rule),
	// right and wrong: how far each path of the checker can be trusted.
	Rules map[string]RuleStat `json:"-"`
	// Unchecked lists, in run order, the scenarios whose check failed with
	// a checker error (verify.Report.Error): a bug of the checker, which
	// the run keeps visible instead of counting the reply as clean.
	Unchecked []string `json:"-"`
}

// RuleStat counts the findings one rule path reported over a run. A
// finding is Right when its scenario expects its type; otherwise it is
// wrong, on a clean scenario (WrongClean: a false positive) or on a faulty
// one that expects other types (WrongFaulty: the reply's real fault is
// elsewhere). It counts findings, not scenarios: a path that flags three
// values of one clean reply is wrong three times.
type RuleStat struct {
	Type        string  `json:"type"`
	Right       int     `json:"right"`
	WrongClean  int     `json:"wrong_clean"`
	WrongFaulty int     `json:"wrong_faulty"`
	Precision   float64 `json:"precision"` // Right over all three, 0 when none
}

// TypeStat counts the scenarios that expect one finding type. A scenario
// counts toward every type it expects (N), and is Detected for each of them
// only when the report holds every type it expects.
type TypeStat struct {
	N        int     `json:"n"`
	Detected int     `json:"detected"`
	Rate     float64 `json:"rate"` // Detected/N, 0 when N is 0
}

// CleanStat counts the clean scenarios (empty expect). Any finding on one
// is a false positive.
type CleanStat struct {
	N              int     `json:"n"`
	FalsePositives int     `json:"false_positives"`
	Rate           float64 `json:"rate"` // FalsePositives/N, 0 when N is 0
}

// Latency is the time of one check of a reply in microseconds. P50 and
// P99 are nearest-rank percentiles over all scenarios of a second, timed
// pass, run after every scenario was checked once: the steady state of a
// process that keeps its checker, as the daemon does. The first pass pays
// the process's one-time costs (the lexicon built on the first check, the
// heap grown from nothing), which on a set of a few hundred scenarios
// would decide p99 alone; First is the very first check of the run, the
// cost a one-turn `pramana agent -m` pays once.
type Latency struct {
	P50   float64 `json:"p50"`
	P99   float64 `json:"p99"`
	First float64 `json:"first"`
}

// SureResult counts as Result.Types and Result.Clean do, but only sure
// findings: a scenario is detected for a type when a sure finding of every
// type it expects was reported, and a clean scenario is a false positive
// only when it got a sure finding.
type SureResult struct {
	Types map[string]TypeStat `json:"types"`
	Clean CleanStat           `json:"clean"`
}

// LangResult is the breakdown of a Result for one language.
type LangResult struct {
	Scenarios int
	Types     map[string]TypeStat
	Clean     CleanStat
}

// Miss kinds.
const (
	// MissUndetected: an expected finding type was not reported.
	MissUndetected = "missed"
	// MissFalsePositive: a clean scenario got a finding.
	MissFalsePositive = "false_positive"
	// MissExtra: every expected type was found, plus types not expected.
	// It does not lower any rate but is worth a look.
	MissExtra = "extra"
)

// A Miss is a scenario the checker did not get exactly right.
type Miss struct {
	ID       string   `json:"id"`
	Lang     string   `json:"lang"`
	Pos      string   `json:"pos"` // file:line
	Kind     string   `json:"kind"`
	Expected []string `json:"expected"`
	Found    []string `json:"found"`   // distinct finding types reported
	Missing  []string `json:"missing"` // expected but not found
	Extra    []string `json:"extra"`   // found but not expected
}

// Run checks every scenario through the runtime's own path: a fresh
// receipt.Scope per scenario, each ok call signed in order with its exact
// argument bytes and its defanged result, placeholders filled with the real
// receipt strings (and {{forged}} with a well-formed receipt from another,
// closed scope), and the reply checked, timed per call, by one
// verify.Checker kept for the whole run, as the agent keeps one. Run fails
// only if ctx is done or a scope cannot be made.
func Run(ctx context.Context, scenarios []Scenario, opts Options) (Result, error) {
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	res := Result{Types: newTypes(), Langs: make(map[string]LangResult), Sure: SureResult{Types: newTypes()},
		Rules: make(map[string]RuleStat)}
	var tot, sure totals
	tot.types = res.Types
	sure.types = res.Sure.Types
	langs := make(map[string]*totals)
	checker := verify.NewChecker(verify.CheckerOptions{Logger: log})
	check := func(s Scenario) (outcome, error) {
		if err := ctx.Err(); err != nil {
			return outcome{}, errs.Errorf("bench: run: %w", err)
		}
		return runChecked(s, checker.Check)
	}
	var first time.Duration
	for i, s := range scenarios {
		o, err := check(s)
		if err != nil {
			return Result{}, err
		}
		if i == 0 {
			first = o.elapsed
		}
		lt := langs[s.Lang]
		if lt == nil {
			lt = &totals{types: newTypes()}
			langs[s.Lang] = lt
		}
		tot.add(s, o.found)
		sure.add(s, o.sure)
		lt.add(s, o.found)
		if m, ok := o.miss(s); ok {
			res.Misses = append(res.Misses, m)
		}
		countRules(res.Rules, s, o.report.Findings)
		if o.report.Error != "" {
			res.Unchecked = append(res.Unchecked, s.ID)
			log.Error("bench scenario not checked", "id", s.ID, "err", o.report.Error)
		}
		log.Debug("bench scenario", "id", s.ID, "expect", s.Expect, "found", o.found, "elapsed", o.elapsed)
	}
	res.Scenarios = len(scenarios)
	res.Clean = tot.clean
	finish(res.Types, &res.Clean)
	res.Sure.Clean = sure.clean
	finish(res.Sure.Types, &res.Sure.Clean)
	for lang, lt := range langs {
		finish(lt.types, &lt.clean)
		res.Langs[lang] = LangResult{Scenarios: lt.n, Types: lt.types, Clean: lt.clean}
	}
	// The timed pass: see Latency.
	lat := make([]time.Duration, 0, len(scenarios))
	for _, s := range scenarios {
		if opts.Untimed {
			break
		}
		o, err := check(s)
		if err != nil {
			return Result{}, err
		}
		lat = append(lat, o.elapsed)
	}
	res.Latency = Latency{P50: percentile(lat, 0.50), P99: percentile(lat, 0.99), First: micros(first)}
	for k, st := range res.Rules {
		st.Precision = ratio(st.Right, st.Right+st.WrongClean+st.WrongFaulty)
		res.Rules[k] = st
	}
	return res, nil
}

// countRules adds one scenario's findings to the per-rule counts. A
// finding without a rule id counts under its type.
func countRules(rules map[string]RuleStat, s Scenario, fs []verify.Finding) {
	for _, f := range fs {
		key := f.Rule
		if key == "" {
			key = f.Type
		}
		st := rules[key]
		st.Type = f.Type
		switch {
		case slices.Contains(s.Expect, f.Type):
			st.Right++
		case s.Clean():
			st.WrongClean++
		default:
			st.WrongFaulty++
		}
		rules[key] = st
	}
}

type totals struct {
	n     int
	types map[string]TypeStat
	clean CleanStat
}

// add counts one scenario whose report held the finding types found.
func (t *totals) add(s Scenario, found []string) {
	t.n++
	if s.Clean() {
		t.clean.N++
		if len(found) > 0 {
			t.clean.FalsePositives++
		}
		return
	}
	all := true
	for _, e := range s.Expect {
		all = all && slices.Contains(found, e)
	}
	for _, e := range s.Expect {
		st := t.types[e]
		st.N++
		if all {
			st.Detected++
		}
		t.types[e] = st
	}
}

func newTypes() map[string]TypeStat {
	m := make(map[string]TypeStat, len(verify.Types))
	for _, t := range verify.Types {
		m[t] = TypeStat{}
	}
	return m
}

func finish(types map[string]TypeStat, clean *CleanStat) {
	for k, st := range types {
		st.Rate = ratio(st.Detected, st.N)
		types[k] = st
	}
	clean.Rate = ratio(clean.FalsePositives, clean.N)
}

// ratio rounds to four decimals so that the JSON reads 0.9523, not
// 0.9523809523809523.
func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return math.Round(float64(a)/float64(b)*1e4) / 1e4
}

// percentile is the nearest-rank percentile in microseconds, rounded to
// 0.1 µs.
func percentile(d []time.Duration, p float64) float64 {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	// sort.Slice, not slices.Sort: the generic sort of int64s would be
	// 4 kB of the release binary's code for this one use.
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	i := int(math.Ceil(p*float64(len(s)))) - 1
	i = min(max(i, 0), len(s)-1)
	return micros(s[i])
}

// outcome is one scenario's run.
type outcome struct {
	reply   string        // the reply with placeholders filled
	record  verify.Record // the scope is closed once runOne returns
	shown   []string      // per call: what the model saw (ok calls), else ""
	report  verify.Report
	found   []string // distinct finding types, in verify.Types order
	sure    []string // distinct types of the sure findings, in the same order
	elapsed time.Duration
}

func (o outcome) miss(s Scenario) (Miss, bool) {
	m := Miss{ID: s.ID, Lang: s.Lang, Pos: s.Pos(), Expected: slices.Clone(s.Expect), Found: o.found}
	if m.Expected == nil {
		m.Expected = []string{}
	}
	for _, e := range s.Expect {
		if !slices.Contains(o.found, e) {
			m.Missing = append(m.Missing, e)
		}
	}
	for _, f := range o.found {
		if !slices.Contains(s.Expect, f) {
			m.Extra = append(m.Extra, f)
		}
	}
	switch {
	case s.Clean() && len(o.found) > 0:
		m.Kind = MissFalsePositive
	case len(m.Missing) > 0:
		m.Kind = MissUndetected
	case len(m.Extra) > 0:
		m.Kind = MissExtra
	default:
		return Miss{}, false
	}
	return m, true
}

// runOne signs the scenario's calls in a fresh scope, fills the reply and
// checks it with verify.Check.
func runOne(s Scenario) (outcome, error) { return runChecked(s, verify.Check) }

// runChecked is runOne with check in place of verify.Check.
func runChecked(s Scenario, check func(string, verify.Record) verify.Report) (outcome, error) {
	reply, rec, shown, err := prepare(s)
	if err != nil {
		return outcome{}, err
	}
	defer rec.Scope.Close()
	o := outcome{reply: reply, record: rec, shown: shown}
	start := time.Now()
	o.report = check(reply, rec)
	o.elapsed = time.Since(start)
	for _, t := range verify.Types {
		if slices.ContainsFunc(o.report.Findings, func(f verify.Finding) bool { return f.Type == t }) {
			o.found = append(o.found, t)
		}
		if slices.ContainsFunc(o.report.Findings, func(f verify.Finding) bool { return f.Type == t && f.Sure() }) {
			o.sure = append(o.sure, t)
		}
	}
	// Types outside verify.Types would be a checker bug; keep them visible.
	for _, f := range o.report.Findings {
		if !slices.Contains(o.found, f.Type) {
			o.found = append(o.found, f.Type)
		}
	}
	return o, nil
}

// fill replaces the placeholders in s.Reply. Each {{forged}} becomes a
// distinct receipt signed by a throwaway scope that is closed at once: it
// is well formed and carries a current timestamp, like a real receipt
// replayed from elsewhere, but this scenario's scope never issued it.
func fill(s Scenario, receipts map[string]string) (string, error) {
	var ferr error
	out := placeholderRE.ReplaceAllStringFunc(s.Reply, func(m string) string {
		sub := placeholderRE.FindStringSubmatch(m)
		switch sub[1] {
		case "receipt":
			if r, ok := receipts[sub[2]]; ok {
				return r
			}
			ferr = errs.Errorf("bench: %s: placeholder %q names no ok call", s.ID, m)
		case "forged":
			r, err := forge()
			if err != nil {
				ferr = errs.Errorf("bench: %s: %w", s.ID, err)
			}
			return r
		default:
			ferr = errs.Errorf("bench: %s: unknown placeholder %q", s.ID, m)
		}
		return m
	})
	return out, ferr
}

func forge() (string, error) {
	other, err := receipt.NewScope()
	if err != nil {
		return "", errs.Errorf("forge receipt: %w", err)
	}
	defer other.Close()
	// The other scope's fresh key alone makes each receipt distinct.
	e, err := other.Sign(receipt.Call{ID: "forged", Tool: "none", Args: []byte("{}")})
	if err != nil {
		return "", errs.Errorf("forge receipt: %w", err)
	}
	return e.Receipt.String(), nil
}

// WriteTable prints the result as aligned text tables: detection per
// finding type, false positives on clean scenarios, Check latency, and a
// breakdown of the rates by language.
func (r Result) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	langs := make([]string, 0, len(r.Langs))
	for l := range r.Langs {
		langs = append(langs, l)
	}
	slices.Sort(langs)
	var head []string
	for _, l := range langs {
		head = append(head, fmt.Sprintf("%s %d", l, r.Langs[l].Scenarios))
	}
	fmt.Fprintf(w, "pramana verification benchmark: %d scenarios (%s)\n\n", r.Scenarios, strings.Join(head, ", "))
	// The sure columns count only sure findings (record or
	// contradiction): what block mode withholds a reply for.
	fmt.Fprintln(tw, "finding type\tn\tdetected\trate\tsure\tsure rate\t")
	for _, t := range verify.Types {
		st, ss := r.Types[t], r.Sure.Types[t]
		fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%d\t%s\t\n", t, st.N, st.Detected, pct(st.Rate, st.N), ss.Detected, pct(ss.Rate, ss.N))
	}
	fmt.Fprintln(tw, "\t\t\t\t\t\t")
	fmt.Fprintln(tw, "clean replies\tn\tfalse pos.\trate\tsure\tsure rate\t")
	sc := r.Sure.Clean
	fmt.Fprintf(tw, "clean\t%d\t%d\t%s\t%d\t%s\t\n", r.Clean.N, r.Clean.FalsePositives, pct(r.Clean.Rate, r.Clean.N), sc.FalsePositives, pct(sc.Rate, sc.N))
	fmt.Fprintln(tw, "\t\t\t\t\t\t")
	fmt.Fprintf(tw, "check latency (second run each)\tp50\t%.1f µs\t\t\t\t\n", r.Latency.P50)
	fmt.Fprintf(tw, "\tp99\t%.1f µs\t\t\t\t\n", r.Latency.P99)
	fmt.Fprintf(tw, "first check of the process\t\t%.1f µs\t\t\t\t\n", r.Latency.First)
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(r.Unchecked) > 0 {
		fmt.Fprintf(w, "\n%d scenarios not checked (checker error): %s\n", len(r.Unchecked), strings.Join(r.Unchecked, ", "))
	}
	if len(langs) == 0 {
		return nil
	}
	fmt.Fprintf(w, "\ndetection rate by language (clean: false-positive rate)\n")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "type\t%s\t\n", strings.Join(langs, "\t"))
	for _, t := range verify.Types {
		row := []string{t}
		for _, l := range langs {
			st := r.Langs[l].Types[t]
			row = append(row, pct(st.Rate, st.N))
		}
		fmt.Fprintf(tw, "%s\t\n", strings.Join(row, "\t"))
	}
	row := []string{"clean"}
	for _, l := range langs {
		c := r.Langs[l].Clean
		row = append(row, pct(c.Rate, c.N))
	}
	fmt.Fprintf(tw, "%s\t\n", strings.Join(row, "\t"))
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "\n%d scenarios not exactly right (pramana eval --misses lists them)\n", len(r.Misses))
	return err
}

func pct(rate float64, n int) string {
	if n == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", rate*100)
}

// WriteMisses prints one line per miss: position, id, kind, and the types
// expected, missing and extra.
func (r Result) WriteMisses(w io.Writer) error {
	ms := slices.Clone(r.Misses)
	// sort.SliceStable rather than slices.SortStableFunc: the generic one
	// costs the release binary 14 kB of its own code for this one list.
	sort.SliceStable(ms, func(i, j int) bool { return ms[i].Kind < ms[j].Kind })
	for _, m := range ms {
		line := m.Pos + "\t" + m.ID + "\t" + m.Kind + "\texpected=" + list(m.Expected)
		if len(m.Missing) > 0 {
			line += " missing=" + list(m.Missing)
		}
		if len(m.Extra) > 0 {
			line += " extra=" + list(m.Extra)
		}
		if _, err := fmt.Fprintln(w, line); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintf(w, "%d misses in %d scenarios\n", len(ms), r.Scenarios)
	return err
}

// WriteRules prints one line per rule path, the paths with the most
// findings first: its finding type, how often it was right and wrong, and
// its precision.
func (r Result) WriteRules(w io.Writer) error {
	keys := make([]string, 0, len(r.Rules))
	for k := range r.Rules {
		keys = append(keys, k)
	}
	total := func(st RuleStat) int { return st.Right + st.WrongClean + st.WrongFaulty }
	slices.SortFunc(keys, func(a, b string) int {
		if c := cmp.Compare(total(r.Rules[b]), total(r.Rules[a])); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "rule	type	findings	right	wrong (clean)	wrong (faulty)	precision	")
	for _, k := range keys {
		st := r.Rules[k]
		fmt.Fprintf(tw, "%s	%s	%d	%d	%d	%d	%s	\n", k, st.Type, total(st), st.Right, st.WrongClean, st.WrongFaulty, pct(st.Precision, total(st)))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "\n%d rule paths over %d scenarios; wrong (faulty): a finding of a type the faulty scenario does not expect\n", len(keys), r.Scenarios)
	return err
}

func list(s []string) string {
	if len(s) == 0 {
		return "[]"
	}
	return "[" + strings.Join(s, ",") + "]"
}

// Show runs one scenario and prints everything about it: the request, each
// call with what the model was shown (result and receipt trailer), the
// filled reply, the checker's findings with the text each one points at,
// and whether the outcome matches the expectation.
func Show(w io.Writer, s Scenario) error {
	o, err := runOne(s)
	if err != nil {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "scenario %s (%s, %s)\n", s.ID, s.Lang, s.Pos())
	if s.Note != "" {
		fmt.Fprintf(&b, "note: %s\n", s.Note)
	}
	fmt.Fprintf(&b, "tools: %s\n\n", strings.Join(s.Tools, ", "))
	fmt.Fprintf(&b, "── request\n%s\n\n", s.Request)
	for i, c := range s.Calls {
		fmt.Fprintf(&b, "── call %s: %s %s → %s", c.ID, c.Tool, c.Args, c.Status)
		if c.Count != nil {
			fmt.Fprintf(&b, " (count %d)", *c.Count)
		}
		if len(c.URLs) > 0 {
			fmt.Fprintf(&b, " urls: %s", strings.Join(c.URLs, " "))
		}
		b.WriteString("\n")
		if c.Status == verify.StatusOK {
			fmt.Fprintf(&b, "%s\n\n", o.shown[i])
		} else {
			fmt.Fprintf(&b, "error: %s\n\n", c.Result)
		}
	}
	fmt.Fprintf(&b, "── reply (placeholders filled)\n%s\n\n", o.reply)
	fmt.Fprintf(&b, "── report: trust %s; %s\n", o.report.Trust, o.report.Summary())
	for _, f := range o.report.Findings {
		span := ""
		if f.Start >= 0 && f.End <= len(o.reply) && f.Start < f.End {
			span = o.reply[f.Start:f.End]
		}
		fmt.Fprintf(&b, "  %s (%s) [%d:%d] %q: %s (rule %s)\n", f.Type, f.Basis, f.Start, f.End, span, f.Message, f.Rule)
	}
	if len(o.report.Untraced) > 0 {
		b.WriteString("── untraced values (not findings)\n")
	}
	for _, u := range o.report.Untraced {
		fmt.Fprintf(&b, "  [%d:%d] %q: %s\n", u.Start, u.End, o.reply[u.Start:u.End], u.Message)
	}
	verdict := "PASS"
	if m, ok := o.miss(s); ok {
		verdict = strings.ToUpper(m.Kind)
		if len(m.Missing) > 0 {
			verdict += " missing " + list(m.Missing)
		}
		if len(m.Extra) > 0 {
			verdict += " extra " + list(m.Extra)
		}
	}
	fmt.Fprintf(&b, "\nexpected %s, found %s: %s\n", list(s.Expect), list(o.found), verdict)
	_, err = io.WriteString(w, b.String())
	return err
}

// micros is d in microseconds, to one decimal.
func micros(d time.Duration) float64 {
	return math.Round(float64(d)/float64(time.Microsecond)*10) / 10
}
