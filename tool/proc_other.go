//go:build !unix

package tool

import "os/exec"

// setProcessGroup is a no-op without Unix process groups: cancellation
// kills the command's own process only.
func setProcessGroup(cmd *exec.Cmd) {}
