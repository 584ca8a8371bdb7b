package verify

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/pramana-dev/pramana/internal/errs"
)

// The claims block is an optional, machine-readable statement of what a
// reply claims, which a model can append to its prose:
//
//	```claims
//	{"text": "reports/ holds 2 files", "source": "tool", "receipt": "zc-receipt-…", "count": 2}
//	{"text": "q1.pdf is the oldest", "source": "inference"}
//	```
//
// The block is a fenced code block whose info string is exactly "claims";
// each non-blank line is one JSON object with the fields of [Claim]. The
// block is untrusted input: it is parsed strictly (see parseClaims) and
// removed from the text the user sees ([Report.Reply]).

// Limits of the claims block. Beyond them the block is malformed.
const (
	MaxClaimsBlock = 32 << 10 // bytes between the fences
	MaxClaims      = 64
	MaxClaimText   = 1 << 10
)

// Claim sources.
const (
	SourceTool      = "tool"      // the claim reports a tool result; receipt required
	SourceInference = "inference" // derived by the model from tool results
	SourceExternal  = "external"  // from outside the turn (training, the user)
	SourceAbsence   = "absence"   // a tool found nothing; receipt recommended
	SourceOpinion   = "opinion"
)

// A Claim is one line of a claims block.
type Claim struct {
	Text    string          `json:"text"`
	Source  string          `json:"source"`
	Receipt string          `json:"receipt,omitempty"`
	Value   json.RawMessage `json:"value,omitempty"` // a string or a number the result must contain
	Count   *int            `json:"count,omitempty"` // the number of items the receipted result holds
}

type claimsBlock struct {
	span   // the whole block, fences included
	claims []Claim
	lines  []span // span of each claim's line
	err    error
}

const claimsFence = "```claims"

// withoutBlock returns reply as the user should see it (Report.Reply):
// without the claims block b, if any, and the blank lines before it.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func withoutBlock(reply string, b *claimsBlock) string {
	if b == nil {
		return reply
	}
	return strings.TrimRight(reply[:b.start], " \t\r\n") + reply[b.end:]
}

// findClaimsBlock locates the claims block in reply. A second block is
// an error: a reply has one statement of its claims.
func findClaimsBlock(reply string) *claimsBlock {
	i := indexSubstr(reply, claimsFence)
	for i >= 0 && !(i == 0 || reply[i-1] == '\n') {
		j := indexSubstr(reply[i+1:], claimsFence)
		if j < 0 {
			return nil
		}
		i += 1 + j
	}
	if i < 0 {
		return nil
	}
	b := &claimsBlock{}
	b.start = i
	bodyStart := i + len(claimsFence)
	nl := indexByte(reply[bodyStart:], '\n')
	if nl < 0 || strings.TrimSpace(reply[bodyStart:bodyStart+nl]) != "" {
		b.end = len(reply)
		b.err = errors.New("the opening fence must be a line of its own: ```claims")
		return b
	}
	bodyStart += nl + 1
	end := indexSubstr(reply[bodyStart:], "\n```")
	if end < 0 && hasPrefix(reply[bodyStart:], "```") {
		end = -1
		b.end = bodyStart + 3
		return b // an empty block
	}
	if end < 0 {
		b.end = len(reply)
		b.err = errors.New("the block has no closing ``` fence")
		return b
	}
	body := reply[bodyStart : bodyStart+end]
	b.end = bodyStart + end + len("\n```")
	if nl := indexByte(reply[b.end:], '\n'); nl >= 0 && strings.TrimSpace(reply[b.end:b.end+nl]) == "" {
		b.end += nl
	} else if nl < 0 && strings.TrimSpace(reply[b.end:]) == "" {
		b.end = len(reply)
	}
	if hasSubstr(reply[b.end:], claimsFence) {
		b.err = errors.New("a reply may hold one claims block")
		return b
	}
	b.claims, b.lines, b.err = parseClaims(body, bodyStart)
	return b
}

// parseClaims decodes a claims block body strictly: at most MaxClaimsBlock
// bytes and MaxClaims lines, each one JSON object with known fields only,
// a non-empty text of at most MaxClaimText bytes, a source from the list,
// a value that is a string or a number, a count that is not negative.
func parseClaims(body string, off int) ([]Claim, []span, error) {
	if len(body) > MaxClaimsBlock {
		return nil, nil, errs.Errorf("the block is %d bytes, more than %d", len(body), MaxClaimsBlock)
	}
	var out []Claim
	var spans []span
	pos := 0
	for n, line := range strings.Split(body, "\n") {
		ls := off + pos
		pos += len(line) + 1
		if strings.TrimSpace(line) == "" {
			continue
		}
		if len(out) == MaxClaims {
			return nil, nil, errs.Errorf("more than %d claims", MaxClaims)
		}
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		var cl Claim
		if err := dec.Decode(&cl); err != nil {
			return nil, nil, errs.Errorf("line %d: %w", n+1, err)
		}
		if dec.More() {
			return nil, nil, errs.Errorf("line %d: more than one JSON value", n+1)
		}
		switch {
		case strings.TrimSpace(cl.Text) == "":
			return nil, nil, errs.Errorf("line %d: \"text\" is empty", n+1)
		case len(cl.Text) > MaxClaimText:
			return nil, nil, errs.Errorf("line %d: \"text\" is longer than %d bytes", n+1, MaxClaimText)
		case cl.Count != nil && *cl.Count < 0:
			return nil, nil, errs.Errorf("line %d: \"count\" is negative", n+1)
		}
		switch cl.Source {
		case SourceTool, SourceInference, SourceExternal, SourceAbsence, SourceOpinion:
		default:
			return nil, nil, errs.Errorf("line %d: \"source\" is %q, want tool, inference, external, absence or opinion", n+1, cl.Source)
		}
		if len(cl.Value) > 0 {
			v := bytes.TrimSpace(cl.Value)
			if v[0] != '"' && (v[0] < '0' || v[0] > '9') && v[0] != '-' {
				return nil, nil, errs.Errorf("line %d: \"value\" must be a string or a number", n+1)
			}
		}
		out = append(out, cl)
		spans = append(spans, span{ls, ls + len(line)})
	}
	return out, spans, nil
}

// checkClaims checks each claim of a well-formed block; a malformed block
// is one unbacked_tool_claim over the whole block, because none of its
// claims can be held to a receipt.
func (c *check) checkClaims(b *claimsBlock) {
	if b.err != nil {
		// Record: the block is structured; a malformed one backs nothing.
		c.addRule("claims/malformed", BasisRecord, Finding{Type: UnbackedToolClaim, Start: b.start, End: b.end,
			Message: "malformed claims block: " + b.err.Error() + "; fix the block or leave it out"})
		return
	}
	for k, cl := range b.claims {
		sp := b.lines[k]
		ci := -1
		if cl.Receipt != "" {
			for _, ct := range c.cites {
				if ct.start >= sp.start && ct.end <= sp.end && c.reply[ct.start:ct.end] == cl.Receipt {
					ci = ct.call
				}
			}
			if ci < 0 && !c.citedBad(sp) {
				// A receipt that Scan did not see as a token (it is
				// JSON-escaped or cut) cannot back the claim.
				// Record: the claim names a receipt that does not verify.
				c.addRule("claims/bad-receipt", BasisRecord, Finding{Type: ForgedReceipt, Start: sp.start, End: sp.end, Receipt: cl.Receipt,
					Message: "claim cites a receipt that does not verify"})
				continue
			}
			if ci < 0 {
				continue // already reported as forged
			}
		}
		switch cl.Source {
		case SourceTool:
			if ci < 0 {
				// Record: a claim tagged as tool output with no receipt.
				c.addRule("claims/no-receipt", BasisRecord, Finding{Type: UnbackedToolClaim, Start: sp.start, End: sp.end,
					Message: fmt.Sprintf("claim %q says it reports a tool result but cites no receipt", cl.Text)})
				continue
			}
			if len(cl.Value) > 0 && !c.claimValueIn(cl.Value, ci) {
				// Record: the claim ties its value to this receipt, and the
				// signed result does not hold it.
				c.addRule("claims/value", BasisRecord, c.callFinding(FactMismatch, sp, ci, fmt.Sprintf("claimed value %s is not in the result of %s", string(cl.Value), c.calls[ci].Tool)))
			}
			if cl.Count != nil {
				want, known := c.countsOf([]int{ci}, countClaim{})
				if known && !containsInt(want, *cl.Count) {
					// Record when the call counted its own items, else a
					// contradiction of the lines the checker counted (see
					// claimCountBasis).
					c.addRule("claims/count", c.claimCountBasis(ci), c.callFinding(CountMismatch, sp, ci, fmt.Sprintf("claimed count %d, but the result of %s has %s", *cl.Count, c.calls[ci].Tool, joinInts(want))))
				}
			}
		case SourceAbsence:
			targets := c.okCalls(famAny)
			if ci >= 0 {
				targets = []int{ci}
			}
			if len(targets) == 0 {
				continue
			}
			all := true
			for _, t := range targets {
				all = all && !c.empty(t)
			}
			if all {
				// Record: an absence claim against results that are not empty.
				c.addRule("claims/absence", BasisRecord, c.callFinding(FalseAbsence, sp, targets[0], fmt.Sprintf("claim %q says nothing was found, but the result of %s is not empty", cl.Text, c.calls[targets[0]].Tool)))
			}
		}
	}
}

func (c *check) citedBad(sp span) bool {
	for _, ct := range c.cites {
		if ct.call < 0 && ct.start >= sp.start && ct.end <= sp.end {
			return true
		}
	}
	return false
}

func (c *check) claimValueIn(raw json.RawMessage, ci int) bool {
	var s string
	if json.Unmarshal(raw, &s) != nil {
		s = string(bytes.TrimSpace(raw))
	}
	f := foldCase(strings.TrimSpace(s))
	if f == "" || c.textIn(f, []int{ci}) {
		return true
	}
	ns := scanNumbers(f)
	if len(ns) == 1 && len(ns[0].vals) > 0 {
		return c.numIn(ns[0], []int{ci})
	}
	return false
}
