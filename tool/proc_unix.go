//go:build unix

package tool

import (
	"os/exec"
	"syscall"
)

// setProcessGroup starts cmd in a process group of its own and makes
// cancellation kill the whole group, so that a child the command started
// (a pager, a hung helper) cannot outlive a timeout.
func setProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		// The group id is the leader's pid. Kill it with SIGKILL: a
		// command that ignores SIGTERM would otherwise run on.
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
