package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/spf13/cobra"
)

func newAgentCmd(e *env) *cobra.Command {
	var message, workspace string
	c := &cobra.Command{
		Use:   "agent [-m MESSAGE]",
		Short: "Talk to the model with tools; every tool result carries a receipt",
		Long: `agent runs one turn with -m, or an interactive session without it (one
receipt scope per turn; Ctrl-D quits). Tool results are signed with a key that
lives only for the turn, and the reply is checked against them.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := loadConfig(configFlag(cmd))
			if err != nil {
				return err
			}
			if workspace != "" {
				cfg.Agent.Workspace = workspace
			}
			servers := &mcpServers{}
			defer servers.Close()
			setup := agentSetup{
				audit:    &audit.LogSink{Logger: e.logger},
				registry: receipt.NewRegistry(),
				mcp:      servers,
			}
			// A terminal gets a spinner while the model thinks; the
			// approval prompt writes through it, so the spinner yields.
			e.spin = newSpinner(e.stderr, e.getenv)
			if isTerminal(e.stdin) {
				setup.approverIn, setup.approverOut = e.stdin, e.spin.Writer(e.stderr)
			}
			a, err := buildAgent(e, cfg, setup)
			if err != nil {
				return err
			}
			ctx := cmd.Context()
			if cmd.Flags().Changed("message") {
				if strings.TrimSpace(message) == "" {
					return withHint(errors.New("the message is empty"), `pass the question with -m "..."`)
				}
				_, err := runTurn(ctx, e, a, nil, message)
				a.Wait(ctx)
				return err
			}
			return interactive(ctx, e, a)
		},
	}
	c.Flags().StringVarP(&message, "message", "m", "", "run one turn with this message and exit")
	c.Flags().StringVar(&workspace, "workspace", "", "directory the tools are confined to (default [agent] workspace)")
	return c
}

func configFlag(cmd *cobra.Command) string {
	v, _ := cmd.Flags().GetString("config")
	return v
}

// runTurn runs one turn and prints its reply. It returns the conversation
// to continue with.
func runTurn(ctx context.Context, e *env, a *agent.Agent, history []provider.Message, msg string) ([]provider.Message, error) {
	e.spin.Start()
	res, err := a.Run(ctx, agent.Turn{History: history, Message: msg})
	e.spin.Stop()
	if err != nil {
		return history, withHint(err, "check that the model server in [provider] base_url is running and the model exists")
	}
	fmt.Fprintln(e.stdout, res.Reply)
	var next []provider.Message
	for _, m := range res.Messages {
		if m.Role != provider.RoleSystem {
			next = append(next, m)
		}
	}
	return next, nil
}

func interactive(ctx context.Context, e *env, a *agent.Agent) error {
	tty := isTerminal(e.stdin)
	if tty {
		fmt.Fprintln(e.stderr, "pramana agent: each turn gets a fresh receipt key. Ctrl-D quits.")
	}
	in := bufio.NewScanner(e.stdin)
	in.Buffer(make([]byte, 64*1024), 1<<20)
	var history []provider.Message
	for {
		if tty {
			fmt.Fprint(e.stderr, "> ")
		}
		if !in.Scan() {
			if tty {
				fmt.Fprintln(e.stderr)
			}
			a.Wait(ctx)
			return in.Err()
		}
		line := strings.TrimSpace(in.Text())
		if line == "" {
			continue
		}
		h, err := runTurn(ctx, e, a, history, line)
		if err != nil {
			if ctx.Err() != nil {
				return err
			}
			printError(e.stderr, err)
			continue
		}
		history = h
	}
}
