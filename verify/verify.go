// Package verify checks a model's reply against the record of the turn that
// produced it: the tool calls that ran, how each ended, what each returned,
// and the receipts the turn's scope issued.
package verify

import (
	"fmt"
	"sort"
	"strings"

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
}

// Trust levels of a reply.
const (
	TrustVerified  = "verified"  // receipts cited and valid, no findings
	TrustUnchecked = "unchecked" // no findings, but nothing tied to receipts
	TrustSuspect   = "suspect"   // findings that may be wording
	TrustRejected  = "rejected"  // a forged receipt or a claim that contradicts the record
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
func Check(reply string, rec Record) Report {
	c := &check{reply: reply, masked: reply, rec: rec, tokens: receipt.Scan(reply)}
	block := findClaimsBlock(reply)
	c.rep.Reply = reply
	// Blank out the claims block and the receipt tokens with spaces: the
	// prose checks skip them (a receipt's digest is no number) while every
	// offset stays an offset into reply.
	var blank []span
	if block != nil {
		c.rep.Reply = strings.TrimRight(reply[:block.start], " \t\r\n") + reply[block.end:]
	}
	for _, t := range c.tokens {
		sp := span{t.Start, t.End}
		if block != nil && sp.start < block.end && sp.end > block.start {
			// The block is blanked whole; keep what lies before it.
			if sp.end = min(sp.end, block.start); sp.start >= sp.end {
				continue
			}
		}
		blank = append(blank, sp)
	}
	c.masked = unemphasize(maskSpans(reply, blank, block))
	c.code = codeBlocks(c.masked)
	c.prepare()
	c.receipts()
	if block != nil {
		c.checkClaims(block)
	}
	c.prose()
	c.rep.Findings = dedupe(c.rep.Findings)
	c.rep.Trust = trust(c.rep)
	return c.rep
}

// maskSpans returns text with the spans (sorted, disjoint) and the claims
// block, if any, replaced by spaces (the block keeps its line breaks), in
// one allocation.
func maskSpans(text string, spans []span, block *claimsBlock) string {
	if len(spans) == 0 && block == nil {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	pad := func(n int) {
		for ; n > 0; n-- {
			b.WriteByte(' ')
		}
	}
	at := 0
	k := 0
	for at < len(text) {
		if block != nil && at == block.start {
			for i := block.start; i < block.end; i++ {
				if text[i] == '\n' {
					b.WriteByte('\n')
				} else {
					b.WriteByte(' ')
				}
			}
			at = block.end
			continue
		}
		if k < len(spans) && spans[k].start == at {
			pad(spans[k].end - spans[k].start)
			at = spans[k].end
			k++
			continue
		}
		next := len(text)
		if k < len(spans) {
			next = spans[k].start
		}
		if block != nil && block.start >= at && block.start < next {
			next = block.start
		}
		b.WriteString(text[at:next])
		at = next
	}
	return b.String()
}

// dedupe sorts findings by position and drops repeats of a type over the
// same or an overlapping span.
func dedupe(fs []Finding) []Finding {
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].Start < fs[j].Start })
	out := fs[:0]
	lastEnd := map[string]int{} // per type, the end of the last kept finding
	for _, f := range fs {
		if e, ok := lastEnd[f.Type]; ok && f.Start < e {
			continue
		}
		out = append(out, f)
		lastEnd[f.Type] = f.End
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func trust(rep Report) string {
	for _, f := range rep.Findings {
		if f.Type == ForgedReceipt || f.Type == DeniedCall || f.Type == UnbackedToolClaim {
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
