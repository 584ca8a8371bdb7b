package cli

import "github.com/spf13/cobra"

// commands returns the subcommands, one file each.
func commands(e *env) []*cobra.Command {
	return []*cobra.Command{
		newAgentCmd(e),
		newDemoCmd(e),
		newConfigCmd(e),
		newVersionCmd(e),
		newDaemonCmd(e),
		newVerifyCmd(e),
		newMCPCmd(e),
		newEvalCmd(),
		newAuditCmd(),
	}
}
