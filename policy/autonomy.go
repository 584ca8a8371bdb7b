package policy

import (
	"fmt"
	"slices"
	"strings"
)

// Autonomy is how much a run may do without asking a human.
type Autonomy string

const (
	// ReadOnly allows only tools that change nothing; others are denied.
	ReadOnly Autonomy = "readonly"
	// Supervised allows tools that are not risky and asks before each
	// risky call, unless the tool is on the auto-approve list.
	Supervised Autonomy = "supervised"
	// Full allows every call.
	Full Autonomy = "full"
)

// ParseAutonomy parses a level name as written in configuration or on the
// command line: "readonly", "supervised" or "full", in any case.
func ParseAutonomy(s string) (Autonomy, error) {
	switch a := Autonomy(strings.ToLower(strings.TrimSpace(s))); a {
	case ReadOnly, Supervised, Full:
		return a, nil
	}
	return "", fmt.Errorf("unknown autonomy level %q: use readonly, supervised or full", s)
}

// A Decision is what to do with a tool call.
type Decision int

const (
	// Deny refuses the call; the tool does not run.
	Deny Decision = iota
	// Ask runs the call only if an [Approver] allows it.
	Ask
	// Allow runs the call.
	Allow
)

// String returns "deny", "ask" or "allow".
func (d Decision) String() string {
	switch d {
	case Deny:
		return "deny"
	case Ask:
		return "ask"
	case Allow:
		return "allow"
	}
	return fmt.Sprintf("Decision(%d)", int(d))
}

// Decide returns what to do with a call of the tool name, which is readOnly
// and risky as its tool.Info says, at the given level. At readonly only
// read-only tools run. At supervised, tools that are not risky run and
// risky ones need approval unless name is in autoApprove. At full
// everything runs. An unknown level denies: a typo in configuration must
// not grant more than was meant. Deny is the zero Decision for the same
// reason.
func Decide(level Autonomy, readOnly, risky bool, name string, autoApprove []string) Decision {
	switch level {
	case Full:
		return Allow
	case Supervised:
		if !risky || slices.Contains(autoApprove, name) {
			return Allow
		}
		return Ask
	case ReadOnly:
		if readOnly {
			return Allow
		}
	}
	return Deny
}
