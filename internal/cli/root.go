// Package cli is the pramana command line: one file per command. It wires
// the library packages together and owns everything a user sees on a
// terminal; no library package imports it.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"

	"github.com/spf13/cobra"
)

// Version is the program version, set at build time with
// -ldflags "-X github.com/pramana-dev/pramana/internal/cli.Version=...".
var Version = "dev"

// env is what every command gets from the process: streams and the
// environment, passed in so that tests run commands in-process.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	getenv         func(string) string
	logger         *slog.Logger
	spin           *spinner // nil unless stderr is a terminal (see agent)
}

// Main runs the pramana command line with args (without the program name)
// and returns the process exit code.
func Main(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return run(ctx, args, &env{stdin: stdin, stdout: stdout, stderr: stderr, getenv: os.Getenv})
}

func run(ctx context.Context, args []string, e *env) int {
	logger, err := newLogger(e.stderr, e.getenv("PRAMANA_LOG"))
	if err != nil {
		printError(e.stderr, withHint(err, `set PRAMANA_LOG to a level (debug, info, warn, error) or a list such as "agent=debug,provider=info"`))
		return 2
	}
	e.logger = logger

	root := &cobra.Command{
		Use:           "pramana",
		Short:         "An agent runtime whose tool use can be checked",
		Long:          "pramana runs LLM agents with tool receipts: every successful tool result is signed with a key only the runtime holds, and the model's reply is checked against the receipts before you see it.",
		SilenceErrors: true,
		SilenceUsage:  true,
		Version:       Version,
	}
	root.SetArgs(args)
	root.SetIn(e.stdin)
	root.SetOut(e.stdout)
	root.SetErr(e.stderr)
	root.SetContext(ctx)
	root.PersistentFlags().String("config", "", "config file (default $PRAMANA_CONFIG or ~/.pramana/config.toml)")
	for _, c := range commands(e) {
		root.AddCommand(c)
	}
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return withHint(err, fmt.Sprintf("run %q for the flags it takes", c.CommandPath()+" --help"))
	})

	err = root.ExecuteContext(ctx)
	if err == nil {
		return 0
	}
	var ex *exitError
	if errors.As(err, &ex) {
		if ex.err != nil {
			printError(e.stderr, ex.err)
		}
		return ex.code
	}
	printError(e.stderr, err)
	return 1
}

// exitError ends a command with a chosen exit code; err, if set, is printed.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit status %d", e.code)
	}
	return e.err.Error()
}

func (e *exitError) Unwrap() error { return e.err }

// hinted is an error with a next step for the user.
type hinted struct {
	err  error
	hint string
}

func (h *hinted) Error() string { return h.err.Error() }
func (h *hinted) Unwrap() error { return h.err }

// withHint returns err with hint, nil for a nil err. Kept out of line:
// inlined, its allocation costs some 120 bytes of code at each of its 33
// call sites.
//
//go:noinline
func withHint(err error, hint string) error {
	if err == nil {
		return nil
	}
	return &hinted{err: err, hint: hint}
}

// printError prints "pramana: <error>" and, when there is one, a
// "Try: <hint>" line.
func printError(w io.Writer, err error) {
	fmt.Fprintf(w, "pramana: %v\n", err)
	var h *hinted
	if errors.As(err, &h) && h.hint != "" {
		fmt.Fprintf(w, "Try: %s\n", h.hint)
	}
}
