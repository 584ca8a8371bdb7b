package agent

import (
	"fmt"
	"strings"

	"github.com/pramana-dev/pramana/verify"
)

// compose builds what the user sees from the model's text, the
// verification report and the receipts. The footer is the runtime's, never
// the model's: it is appended after verification, so a model that writes a
// footer of its own has its receipts checked like any others.
func (a *Agent) compose(res *Result) (reply string, blocked bool) {
	findings := res.Report.Findings
	if a.o.Verification.Mode == ModeBlock && a.withholds(findings) {
		var b strings.Builder
		fmt.Fprintf(&b, "pramana withheld the model's reply: verification found %d problem(s) with its account of the tools it used:\n", len(findings))
		writeFindings(&b, findings)
		b.WriteString("Ask again, or run with [agent.verification] mode = \"warn\" to see the reply with warnings.")
		return b.String(), true
	}
	var b strings.Builder
	// The report's Reply is the model's text without its claims block,
	// which is for the checker, not the user.
	text := res.Report.Reply
	if text == "" {
		text = res.ModelText
	}
	// Room for the text and a footer of short lines, so that the footer
	// does not make the builder copy the text again.
	b.Grow(len(text) + 96 + 128*len(res.Receipts))
	b.WriteString(text)
	if len(findings) > 0 && a.o.Verification.Mode != ModeAnnotate {
		fmt.Fprintf(&b, "\n\n⚠ pramana verification: %d problem(s) in this reply:", len(findings))
		for _, f := range findings {
			fmt.Fprintf(&b, "\n  - %s: %s", f.Type, f.Message)
			if !f.Sure() {
				b.WriteString(" (unsupported: not found in the results; it may be worked out from them)")
			}
		}
	}
	if !a.o.Receipts.Disabled && !a.o.Receipts.HideInResponse && len(res.Receipts) > 0 {
		b.WriteString("\n\n---\nTool receipts:\n")
		for _, r := range res.Receipts {
			b.WriteString("  ")
			b.WriteString(r.Tool)
			b.WriteString(": ")
			b.WriteString(r.Receipt)
			b.WriteByte('\n')
		}
		b.WriteString(res.Report.Summary())
	}
	return b.String(), false
}

// withholds reports whether block mode withholds a reply with these
// findings: on a sure one, or on any with BlockUnsupported.
func (a *Agent) withholds(fs []verify.Finding) bool {
	for _, f := range fs {
		if f.Sure() || a.o.Verification.BlockUnsupported {
			return true
		}
	}
	return false
}

func writeFindings(b *strings.Builder, fs []verify.Finding) {
	for _, f := range fs {
		fmt.Fprintf(b, "  - %s: %s\n", f.Type, f.Message)
	}
}
