package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/config"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/spf13/cobra"
)

// defaultAuditDB is the audit log used when --db is not given.
const defaultAuditDB = "~/.pramana/audit.db"

func newAuditCmd() *cobra.Command {
	var db string
	c := &cobra.Command{
		Use:   "audit",
		Short: "Inspect, export and check the durable audit log",
		Long: `audit reads the daemon's audit log: a SQLite file with one row per tool call
and per verification, each row chained to the one before it by a SHA-256 hash.

verify checks the chain; reconcile checks that the receipts in a reply were
issued, by looking them up in the log. The receipt key is never stored, so
reconcile is an existence check, not a signature check.`,
		Args: cobra.NoArgs,
	}
	c.PersistentFlags().StringVar(&db, "db", defaultAuditDB, "audit log `PATH`")
	// Without --db the log is the one the config names, so that "pramana
	// audit" reads what "pramana daemon" writes.
	dbPath := func(cmd *cobra.Command) string {
		if !cmd.Flags().Changed("db") {
			if cfg, err := loadConfig(configFlag(cmd)); err == nil && cfg.Audit.Path != "" {
				return config.ExpandHome(cfg.Audit.Path)
			}
		}
		return config.ExpandHome(db)
	}

	var (
		f        audit.Filter
		since    string
		listJSON bool
	)
	list := &cobra.Command{
		Use:   "list",
		Short: "List audit rows, oldest first (the newest --limit of them)",
		Example: `  pramana audit list --limit 20
  pramana audit list --tool read_file --status error
  pramana audit list --kind verification --since 24h`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if since != "" {
				t, err := parseSince(since, time.Now())
				if err != nil {
					return err
				}
				f.Since = t
			}
			return runAuditList(cmd.Context(), dbPath(cmd), f, listJSON, cmd.OutOrStdout())
		},
	}
	list.Flags().IntVar(&f.Limit, "limit", 50, "show the newest `N` matching rows; 0 shows all")
	list.Flags().StringVar(&f.Tool, "tool", "", "only calls of `TOOL`")
	list.Flags().StringVar((*string)(&f.Status), "status", "", "only calls with `STATUS` (ok, error, timeout, denied, blocked, unknown_tool)")
	list.Flags().StringVar(&f.Kind, "kind", "", "only rows of `KIND` (tool_call, verification)")
	list.Flags().StringVar(&f.Conversation, "conversation", "", "only rows of conversation `ID`")
	list.Flags().StringVar(&f.ScopeID, "scope", "", "only rows of receipt scope `ID`")
	list.Flags().StringVar(&since, "since", "", "only rows at or after `TIME` (RFC 3339, or a duration such as 24h)")
	list.Flags().BoolVar(&listJSON, "json", false, "print JSON Lines instead of a table")

	show := &cobra.Command{
		Use:   "show ID",
		Short: "Print one audit row as JSON",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runAuditShow(cmd.Context(), dbPath(cmd), args[0], cmd.OutOrStdout())
		},
	}

	var jsonl bool
	export := &cobra.Command{
		Use:   "export --jsonl",
		Short: "Write every audit row as JSON Lines",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !jsonl {
				return withHint(errors.New("audit export writes JSON Lines only"), "pramana audit export --jsonl > audit.jsonl")
			}
			return runAuditExport(cmd.Context(), dbPath(cmd), cmd.OutOrStdout())
		},
	}
	export.Flags().BoolVar(&jsonl, "jsonl", true, "one JSON object per row and line (the only format)")

	var verifyJSON bool
	verify := &cobra.Command{
		Use:   "verify",
		Short: "Check the hash chain (exit 0 intact, 1 broken, 2 error)",
		Long: `verify recomputes every row's hash in id order and reports the first row
that breaks the chain: a gap in the ids, a prev_hash that is not the previous
row's hash, or a hash that does not match the row. It exits 0 when the chain
is intact, 1 when it is broken and 2 when the log cannot be read.

The chain has no secret: it shows edits, insertions and deletions, but not a
cut-off tail or a whole file rewritten. Keep the head hash it prints somewhere
else and compare it later to catch those.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runAuditVerify(cmd.Context(), dbPath(cmd), verifyJSON, cmd.OutOrStdout())
		},
	}
	verify.Flags().BoolVar(&verifyJSON, "json", false, "print the report as JSON")

	var reconcileJSON bool
	reconcile := &cobra.Command{
		Use:   "reconcile FILE|-",
		Short: "Look up the receipts in a text (exit 0 all found, 1 some not, 2 error)",
		Long: `reconcile finds every receipt token in FILE (or standard input for -), such
as a saved model reply, and says for each whether the audit log holds it and
for which call. It exits 0 when every token was found, 1 when any was not
found or is malformed, and 2 when the text or the log cannot be read.

This checks existence in the log, not the receipt's MAC: the key that signed
it lived only in the memory of the process that issued it.`,
		Example: `  pramana audit reconcile reply.txt
  pbpaste | pramana audit reconcile -`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runAuditReconcile(cmd.Context(), dbPath(cmd), args[0], cmd.InOrStdin(), reconcileJSON, cmd.OutOrStdout())
		},
	}
	reconcile.Flags().BoolVar(&reconcileJSON, "json", false, "print the results as JSON")

	c.AddCommand(list, show, export, verify, reconcile)
	return c
}

// openAuditLog opens an existing audit log. The commands here only read,
// so a missing file is an error rather than a new empty log.
func openAuditLog(ctx context.Context, path string) (*audit.Store, error) {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return nil, withHint(errs.Errorf("no audit log at %s", path),
			"pass --db PATH (the [audit] path in the config); the daemon creates the log when it records its first call")
	} else if err != nil {
		return nil, errs.Errorf("open audit log: %w", err)
	}
	s, err := audit.Open(ctx, path, audit.StoreOptions{})
	if err != nil {
		return nil, withHint(err, "check that --db names a pramana audit log and that you may write to it")
	}
	return s, nil
}

// parseSince accepts an RFC 3339 time or a duration back from now.
func parseSince(s string, now time.Time) (time.Time, error) {
	if d, err := time.ParseDuration(s); err == nil {
		if d < 0 {
			d = -d
		}
		return now.Add(-d), nil
	}
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, nil
	}
	if t, err := time.ParseInLocation(time.DateOnly, s, time.Local); err == nil {
		return t, nil
	}
	return time.Time{}, withHint(errs.Errorf("--since %q is neither a time nor a duration", s),
		"--since 2026-03-27T09:00:00Z, --since 2026-03-27 or --since 24h")
}

func runAuditList(ctx context.Context, db string, f audit.Filter, jsonOut bool, stdout io.Writer) error {
	s, err := openAuditLog(ctx, db)
	if err != nil {
		return err
	}
	defer s.Close()
	rows, err := s.List(ctx, f)
	if err != nil {
		return err
	}
	if jsonOut {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		for _, r := range rows {
			if err := enc.Encode(r); err != nil {
				return err
			}
		}
		return nil
	}
	if len(rows) == 0 {
		_, err := fmt.Fprintln(stdout, "no matching audit rows")
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tTIME\tKIND\tSTATUS\tTOOL\tCALL\tSEQ\tARGS\tRESULT\tRECEIPT")
	for _, r := range rows {
		status := string(r.Status)
		if r.Kind == audit.KindVerification {
			status = reportTrust(r.Report)
		}
		seq := "-"
		if r.Seq != 0 {
			seq = strconv.FormatUint(r.Seq, 10)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Time.UTC().Format(time.RFC3339), r.Kind,
			dash(status), dash(r.Tool), dash(r.CallID), seq, size(r.ArgsSize), size(r.ResultSize), dash(r.Receipt))
	}
	return tw.Flush()
}

func reportTrust(report json.RawMessage) string {
	var rep struct {
		Trust string `json:"trust"`
	}
	json.Unmarshal(report, &rep)
	return rep.Trust
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func size(n int64) string {
	if n == 0 {
		return "-"
	}
	return strconv.FormatInt(n, 10) + "B"
}

func runAuditShow(ctx context.Context, db, idArg string, stdout io.Writer) error {
	id, err := strconv.ParseInt(idArg, 10, 64)
	if err != nil || id < 1 {
		return withHint(errs.Errorf("%q is not an audit row id", idArg), "pass the number from the ID column of pramana audit list")
	}
	s, err := openAuditLog(ctx, db)
	if err != nil {
		return err
	}
	defer s.Close()
	row, err := s.Get(ctx, id)
	if errors.Is(err, audit.ErrNotFound) {
		return withHint(errs.Errorf("the audit log %s has no row %d", db, id), "pramana audit list, to see the ids")
	}
	if err != nil {
		return err
	}
	b, err := json.MarshalIndent(row, "", "  ")
	if err != nil {
		return errs.Errorf("show audit row %d: %w", id, err)
	}
	_, err = fmt.Fprintf(stdout, "%s\n", b)
	return err
}

func runAuditExport(ctx context.Context, db string, stdout io.Writer) error {
	s, err := openAuditLog(ctx, db)
	if err != nil {
		return err
	}
	defer s.Close()
	return s.Export(ctx, stdout)
}

// runAuditVerify returns an *exitError: code 1 with a broken chain, 2 when
// the log cannot be read.
func runAuditVerify(ctx context.Context, db string, jsonOut bool, stdout io.Writer) error {
	s, err := openAuditLog(ctx, db)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	defer s.Close()
	rep, err := s.VerifyChain(ctx)
	if err != nil {
		return &exitError{code: 2, err: withHint(err, "check that --db names a pramana audit log")}
	}
	if jsonOut {
		b, _ := json.MarshalIndent(rep, "", "  ")
		fmt.Fprintf(stdout, "%s\n", b)
	} else if rep.OK {
		fmt.Fprintf(stdout, "audit log intact: %d rows\n", rep.Rows)
		if rep.Head != "" {
			fmt.Fprintf(stdout, "head: %s\n", rep.Head)
		}
	} else {
		fmt.Fprintf(stdout, "audit log BROKEN at row %d: %s\n%s\n", rep.BrokenID, rep.Problem, rep.Detail)
		if rep.BrokenID > 1 {
			fmt.Fprintf(stdout, "rows before %d are intact\n", rep.BrokenID)
		}
	}
	if !rep.OK {
		return &exitError{code: 1, err: withHint(errs.Errorf("audit chain broken at row %d (%s)", rep.BrokenID, rep.Problem),
			fmt.Sprintf("pramana audit show %d, and compare it with a backup or export of the log", rep.BrokenID))}
	}
	return nil
}

// runAuditReconcile returns an *exitError: code 1 when a token was not
// found or is malformed, 2 when the text or the log cannot be read.
func runAuditReconcile(ctx context.Context, db, name string, stdin io.Reader, jsonOut bool, stdout io.Writer) error {
	var (
		text []byte
		err  error
	)
	if name == "-" {
		text, err = io.ReadAll(stdin)
	} else {
		text, err = os.ReadFile(name)
	}
	if err != nil {
		return &exitError{code: 2, err: withHint(errs.Errorf("read %s: %w", name, err), "pass a file holding the reply, or - to read standard input")}
	}
	s, err := openAuditLog(ctx, db)
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	defer s.Close()
	results, err := s.Reconcile(ctx, string(text))
	if err != nil {
		return &exitError{code: 2, err: err}
	}
	missing := 0
	for _, r := range results {
		if r.Outcome != audit.ReconcileFound {
			missing++
		}
	}
	if jsonOut {
		if results == nil {
			results = []audit.ReconcileResult{}
		}
		b, _ := json.MarshalIndent(results, "", "  ")
		fmt.Fprintf(stdout, "%s\n", b)
	} else {
		printReconcile(stdout, results)
	}
	if missing > 0 {
		return &exitError{code: 1, err: withHint(errs.Errorf("%d of %d receipts are not in the audit log", missing, len(results)),
			"a receipt the log does not hold was not issued by this runtime: treat the claim it backs as unverified")}
	}
	return nil
}

func printReconcile(w io.Writer, results []audit.ReconcileResult) {
	if len(results) == 0 {
		fmt.Fprintln(w, "no receipts in the text")
		return
	}
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	counts := map[string]int{}
	for _, r := range results {
		counts[r.Outcome]++
		switch r.Outcome {
		case audit.ReconcileFound:
			c := r.Call
			fmt.Fprintf(tw, "found\t%s\trow %d\t%s\tcall %s\tseq %d\tscope %s\tconversation %s\t%s\n", r.Token, c.RowID, c.Tool,
				dash(c.CallID), c.Seq, dash(c.ScopeID), dash(c.Conversation), c.Time.UTC().Format(time.RFC3339))
		case audit.ReconcileNotFound:
			fmt.Fprintf(tw, "NOT FOUND\t%s\n", r.Token)
		default:
			fmt.Fprintf(tw, "MALFORMED\t%s\t%s\n", r.Token, r.Reason)
		}
	}
	tw.Flush()
	noun := "receipts"
	if len(results) == 1 {
		noun = "receipt"
	}
	fmt.Fprintf(w, "%d %s: %d found, %d not found, %d malformed\n", len(results), noun,
		counts[audit.ReconcileFound], counts[audit.ReconcileNotFound], counts[audit.ReconcileMalformed])
}
