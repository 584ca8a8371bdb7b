package verify

import "strings"

// toolCommandCall returns the ok call whose tool is the command a clause
// names in a code span, or -1: "मैंने कोई `kubectl` कमांड नहीं चलाई", "I
// didn't run `kubectl` at all" after a call of the tool kubectl. A tool
// named after a program runs that program, whether or not the turn has a
// shell tool, so denying the command denies the call.
func (c *check) toolCommandCall(in *info) int {
	name := c.codeCommand(in)
	if name == "" {
		return -1
	}
	if i := indexByte(name, ' '); i >= 0 {
		name = name[:i]
	}
	for ci := range c.calls {
		if c.calls[ci].ok && strings.EqualFold(c.calls[ci].Tool, name) {
			return ci
		}
	}
	return -1
}
