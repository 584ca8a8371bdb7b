package cli

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"log/slog"
	"slices"
	"strings"

	"github.com/pramana-dev/pramana/bench"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/spf13/cobra"
)

// evalOptions are the flags of pramana eval.
type evalOptions struct {
	JSON   bool   // print the result as JSON
	Show   string // print one scenario in full instead of the table
	Misses bool   // list the misses instead of the table
	Rules  bool   // print each rule path's precision instead of the table
	Logger *slog.Logger
}

func newEvalCmd() *cobra.Command {
	var opts evalOptions
	cmd := &cobra.Command{
		Use:   "eval PATH...",
		Short: "Measure the reply checker on a benchmark corpus",
		Long: `eval runs every scenario in PATH (files or directories of .json and .jsonl
scenarios, such as bench/corpus) through the runtime's signing and checking
path and prints, per finding type, how many faulty replies were caught, how
many clean replies were flagged, and how long a check takes.

Misses do not make eval fail: it is a measurement. It exits 2 only when the
corpus cannot be loaded.`,
		Example: `  pramana eval bench/corpus
  pramana eval bench/corpus --json
  pramana eval bench/corpus --misses
  pramana eval bench/corpus --rules
  pramana eval bench/corpus --show ja-hand-count-01`,
		Args:          cobra.ArbitraryArgs,
		SilenceErrors: true,
		SilenceUsage:  true,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runEval(cmd.Context(), args, opts, cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the result as JSON (with --misses: the misses as JSON)")
	cmd.Flags().StringVar(&opts.Show, "show", "", "print one scenario by `ID`: the calls, the filled reply and the full report")
	cmd.Flags().BoolVar(&opts.Misses, "misses", false, "list the scenarios the checker got wrong instead of the table")
	cmd.Flags().BoolVar(&opts.Rules, "rules", false, "print how often each rule path of the checker was right and wrong instead of the table")
	cmd.MarkFlagsMutuallyExclusive("misses", "rules")
	return cmd
}

// runEval is pramana eval without cobra. It prints its own errors to stderr
// ("pramana: ..." and a "Try: ..." line) and returns an *exitError: code 2
// when the scenarios cannot be loaded or --show names no scenario, 1 when the
// run itself fails. Misses are not errors.
func runEval(ctx context.Context, args []string, opts evalOptions, stdout, stderr io.Writer) error {
	if ctx == nil {
		ctx = context.Background()
	}
	fail := func(code int, err error, hint string) error {
		printError(stderr, withHint(err, hint))
		return &exitError{code: code}
	}
	if len(args) == 0 {
		return fail(2, errs.Errorf("eval: no scenario path given"), "pramana eval bench/corpus")
	}
	scenarios, err := bench.Load(args...)
	if err != nil {
		return fail(2, err, loadHint(err))
	}
	if opts.Show != "" {
		i := slices.IndexFunc(scenarios, func(s bench.Scenario) bool { return s.ID == opts.Show })
		if i < 0 {
			return fail(2, errs.Errorf("eval: no scenario with id %q in %s", opts.Show, strings.Join(args, " ")),
				"pramana eval "+strings.Join(args, " ")+" --misses, to list scenario ids")
		}
		if err := bench.Show(stdout, scenarios[i]); err != nil {
			return fail(1, err, "report this as a bug in pramana eval")
		}
		return nil
	}
	res, err := bench.Run(ctx, scenarios, bench.Options{Logger: opts.Logger})
	if err != nil {
		return fail(1, err, "run eval again; if it fails again, report it")
	}
	switch {
	case opts.Rules && opts.JSON:
		err = writeJSON(stdout, res.Rules)
	case opts.Rules:
		err = res.WriteRules(stdout)
	case opts.Misses && opts.JSON:
		err = writeJSON(stdout, nonNil(res.Misses))
	case opts.Misses:
		err = res.WriteMisses(stdout)
	case opts.JSON:
		err = writeJSON(stdout, res)
	default:
		err = res.WriteTable(stdout)
	}
	if err != nil {
		return fail(1, errs.Errorf("eval: write output: %w", err), "check that the output can be written")
	}
	return nil
}

func nonNil(m []bench.Miss) []bench.Miss {
	if m == nil {
		return []bench.Miss{}
	}
	return m
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// loadHint says what to do about an error of bench.Load: a bad path is
// fixed on the command line, a bad scenario in its file.
func loadHint(err error) string {
	var le *bench.LoadError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "check the path; pramana eval bench/corpus runs the shipped corpus"
	case errors.As(err, &le) && le.Line == 0:
		return "pass .json or .jsonl scenario files, or directories of them; bench/README.md describes the format"
	}
	return "fix the scenario at that line; bench/README.md describes the format"
}
