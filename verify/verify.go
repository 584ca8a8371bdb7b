// Package verify checks a model's reply against the record of the turn that
// produced it: the tool calls that ran, how each ended, what each returned,
// and the receipts the turn's scope issued.
package verify

import (
	"fmt"
	"sort"

	"github.com/pramana-dev/pramana/receipt"
)

// Finding types. These names are an interface: they appear in audit
// records, HTTP responses and benchmark files, and never change.
const (
	ForgedReceipt     = "forged_receipt"
	UnbackedToolClaim = "unbacked_tool_claim"
	CountMismatch     = "count_mismatch"
	FactMismatch      = "fact_mismatch"
	FalseAbsence      = "false_absence"
	UnfetchedSource   = "unfetched_source"
	DeniedCall        = "denied_call"
)

// Types lists every finding type in a stable order.
var Types = []string{ForgedReceipt, UnbackedToolClaim, CountMismatch, FactMismatch, FalseAbsence, UnfetchedSource, DeniedCall}

// Call statuses, as in the audit log.
const (
	StatusOK          = "ok"
	StatusError       = "error"
	StatusTimeout     = "timeout"
	StatusDenied      = "denied"
	StatusBlocked     = "blocked"
	StatusUnknownTool = "unknown_tool"
)

// A Call is one tool call of the turn.
type Call struct {
	ID     string
	Tool   string
	Args   string // argument JSON
	Status string // one of the Status constants
	// Result is the result text as signed for an ok call (without the
	// trailer), or the error text otherwise.
	Result string
	// Count is the number of items in the result, if the tool counts.
	Count *int
	// URLs are the URLs the call fetched or returned.
	URLs []string
	// Receipt is the receipt string issued for an ok call.
	Receipt string
}

// A Record is what the runtime knows about a turn.
type Record struct {
	// Scope checks receipts cryptographically. It may be nil, in which case
	// every receipt in the reply is unverifiable and reported as forged.
	Scope *receipt.Scope
	// Request is the user's message, so that numbers and names the user
	// gave are not mistaken for claims about tool output.
	Request string
	Calls   []Call
	// Tools are the names of the tools that were available.
	Tools []string
}

// Finding bases: how sure a finding is, by what it rests on. Like the
// types, these names are an interface: they appear in audit records, HTTP
// responses and benchmark files, and never change. Each place in the
// checker that reports a finding sets its basis by what the code knows
// there, not by the finding's type: a fact_mismatch that names the value
// the result gives under the same label is a contradiction, one that only
// failed to find the value is unsupported.
const (
	// BasisRecord: proven by the record alone, with no reading of prose:
	// a forged or malformed receipt, a valid receipt of one call cited
	// for another tool's output, a URL cited as a source that no call
	// fetched or returned, a claims-block entry the record contradicts.
	BasisRecord = "record"
	// BasisContradiction: the reply states something that conflicts with
	// a specific item of the record: a value given under a label, key or
	// row whose value in the result differs, a count of what the result
	// counts, "nothing found" about a result with content, a denial of a
	// call that has a receipt, a tool reported as used that failed or
	// never ran. Reading the prose may still be wrong, but what it was
	// read against is there to show.
	BasisContradiction = "contradiction"
	// BasisUnsupported: the reply attributes a value to a result that
	// does not hold it, and the checker could relate it to nothing there.
	// The value may be wrong, or one the model worked out (a sum, a rate,
	// a converted unit) or paraphrased in a way the checker did not
	// follow: such a finding asks for the working, it does not prove an
	// error.
	BasisUnsupported = "unsupported"
)

// Bases lists every basis, surest first.
var Bases = []string{BasisRecord, BasisContradiction, BasisUnsupported}

// A Finding is one problem in a reply.
type Finding struct {
	Type string `json:"type"`
	// Start and End are the byte span in the reply the finding concerns.
	Start int `json:"start"`
	End   int `json:"end"`
	// Receipt and CallID name what the finding concerns, when known.
	Receipt string `json:"receipt,omitempty"`
	CallID  string `json:"call_id,omitempty"`
	// Message explains the finding in one line.
	Message string `json:"message"`
	// Basis says how sure the finding is: one of the Basis constants.
	Basis string `json:"basis"`
	// Rule names the checker path that reported the finding, such as
	// "count/total" or "fact/row": a short, stable id for debugging a
	// finding and for measuring each path's precision. Unlike Type it is
	// no interface: paths are split, merged and renamed as the checker
	// changes.
	Rule string `json:"rule,omitempty"`
}

// Sure reports whether the finding rests on the record or on a specific
// item of it (basis record or contradiction), rather than on a value the
// checker could not trace (unsupported). Harsh actions, such as
// withholding a reply, should act only on sure findings.
func (f Finding) Sure() bool {
	return f.Basis == BasisRecord || f.Basis == BasisContradiction
}

// Trust levels of a reply.
const (
	TrustVerified  = "verified"  // receipts cited and valid, no findings
	TrustUnchecked = "unchecked" // no findings, but nothing tied to receipts
	TrustSuspect   = "suspect"   // only unsupported findings: values the checker could not trace
	TrustRejected  = "rejected"  // a sure finding: proven by the record or contradicting an item of it
)

// A Report is the result of checking one reply.
type Report struct {
	Findings []Finding `json:"findings"`
	Trust    string    `json:"trust"`
	// Cited counts the receipt tokens in the reply; Valid those that verified.
	Cited int `json:"receipts_cited"`
	Valid int `json:"receipts_valid"`
	// Reply is the reply as the user should see it: the input with its
	// claims block, if any, removed. Finding spans index the input.
	Reply string `json:"reply"`
	// Untraced are numbers the reply attributes to a result that neither
	// holds them nor holds any value one digit away from them, and that
	// the checker could not work out from the results. They are not findings: they
	// change neither Trust nor the footer, and nothing should warn or
	// withhold on them. On replies never seen in development such values
	// were mostly the model's own arithmetic or knowledge (a week's total,
	// a rate, a rule of thumb) and seldom a misread, which keeps the shape
	// of the value it misreads (docs/verification.md#untraced-values). They are
	// kept for the audit record and for `pramana eval --show`.
	Untraced []Finding `json:"untraced,omitempty"`
	// Error is set, and Trust is unchecked with no findings, when the
	// checker itself failed on this reply (a bug: a panic recovered, so
	// that a turn is never lost to it). It says what to report.
	Error string `json:"error,omitempty"`
}

// Summary is the one-line verdict for a receipts footer, such as
// "Verification: 2 receipts cited, all valid; no findings."
func (r Report) Summary() string {
	cited := fmt.Sprintf("%d receipts cited", r.Cited)
	if r.Cited == 1 {
		cited = "1 receipt cited"
	}
	switch {
	case r.Cited == 0:
	case r.Valid == r.Cited:
		cited += ", all valid"
	default:
		cited += fmt.Sprintf(", %d valid", r.Valid)
	}
	if r.Error != "" {
		return "Verification: " + cited + "; not checked (checker error)."
	}
	if len(r.Findings) == 0 {
		return "Verification: " + cited + "; no findings."
	}
	counts := map[string]int{}
	for _, f := range r.Findings {
		counts[f.Type]++
	}
	s := "Verification: " + cited + "; findings:"
	first := true
	for _, t := range Types {
		if n := counts[t]; n > 0 {
			if !first {
				s += ","
			}
			first = false
			s += fmt.Sprintf(" %s ×%d", t, n)
		}
	}
	return s + "."
}

// Check checks reply against rec. It never fails: text it cannot make
// sense of yields no finding. Spans in the findings index reply as given;
// Report.Reply is the text to show the user, without the claims block.
// A caller that checks every turn should keep a [Checker], which gives
// the same report for less.
func Check(reply string, rec Record) Report {
	var c check
	rep, _ := c.runSafe(reply, rec)
	return rep
}

// runSafe runs the check and turns a panic of the checker into a report
// that says so: a bug in a rule must cost one reply its check, not the
// turn or the daemon. ok is false after a panic; the check's state is
// then not to be reused.
func (c *check) runSafe(reply string, rec Record) (rep Report, ok bool) {
	defer func() {
		if p := recover(); p != nil {
			rep = Report{Reply: withoutBlock(reply, findClaimsBlock(reply)), Trust: TrustUnchecked,
				Error: fmt.Sprintf("the checker failed on this reply (%v); it is unchecked: please report this with the reply", p)}
			ok = false
		}
	}()
	return c.run(reply, rec), true
}

// dedupe sorts findings by position and drops repeats of a type over the
// same or an overlapping span.
func dedupe(fs []Finding) []Finding {
	// sort.SliceStable rather than slices.SortStableFunc: the generic one
	// costs the binary 11 kB of its own code for a short list sorted once.
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].Start < fs[j].Start })
	out := fs[:0]
	// Per type, the end of the last kept finding: a handful of types, so
	// a short list beats a map.
	type last struct {
		typ string
		end int
	}
	var buf [8]last
	lastEnd := buf[:0]
next:
	for _, f := range fs {
		for i := range lastEnd {
			if lastEnd[i].typ != f.Type {
				continue
			}
			if f.Start < lastEnd[i].end {
				continue next
			}
			out = append(out, f)
			lastEnd[i].end = f.End
			continue next
		}
		out = append(out, f)
		lastEnd = append(lastEnd, last{f.Type, f.End})
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// trust is rejected on any sure finding, whatever its type: a count or a
// value that contradicts the result is as wrong as a forged receipt. Only
// findings the checker could not tie to anything (unsupported) leave the
// reply suspect, since they may be the model's own working.
func trust(rep Report) string {
	for _, f := range rep.Findings {
		if f.Sure() {
			return TrustRejected
		}
	}
	switch {
	case len(rep.Findings) > 0:
		return TrustSuspect
	case rep.Cited > 0:
		return TrustVerified
	}
	return TrustUnchecked
}
