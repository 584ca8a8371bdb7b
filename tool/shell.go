package tool

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/policy"
)

// DefaultShellAllow returns the programs the shell tool runs when
// ShellOptions.Allow is empty.
func DefaultShellAllow() []string {
	return []string{"cat", "date", "echo", "find", "git", "grep", "head", "ls", "pwd", "sort", "tail", "uniq", "wc"}
}

// Defaults of the shell tool.
const (
	DefaultShellTimeout   = 30 * time.Second
	DefaultShellMaxOutput = 64 << 10
)

// ShellOptions configure the shell tool. Zero values mean the defaults.
type ShellOptions struct {
	// Allow lists the programs that may run, by bare name. Empty means
	// DefaultShellAllow. Adding a shell or an interpreter (sh, bash,
	// python) gives the model everything those can do.
	Allow []string
	// Timeout bounds each command; on expiry its whole process group is
	// killed. Zero means DefaultShellTimeout.
	Timeout time.Duration
	// MaxOutput caps the bytes of combined stdout and stderr the model
	// is shown. Zero means DefaultShellMaxOutput.
	MaxOutput int
	// Env holds extra KEY=value entries for the commands' environment,
	// which otherwise has only PATH, HOME, USER, LANG, TZ, TMPDIR and
	// settings that keep programs from waiting for a terminal.
	Env []string
	// Logger receives a debug record per command: program, exit code and
	// duration, never the arguments or output. Nil discards.
	Logger *slog.Logger
}

// Shell is the shell tool: it runs one allowed program with arguments in
// the workspace root, without a shell.
//
// The command line is split into words by a small sh-compatible parser
// ('...', "...", \ escapes and * ? [ globs are supported) and anything that
// would need a real shell (pipes, redirects, ;, &, $ and backquotes) is
// refused rather than passed on as text; see splitWords. The first word
// must be a bare program name on the allow-list; it is looked up in PATH.
// Arguments that make an allowed program run other programs (find -exec,
// git -c, sort --compress-program and the like; see refusedArgument) are
// refused.
//
// The allow-list is a guard rail, not a sandbox: allowed programs read any
// file the agent's user can read (cat /etc/passwd), and git runs hooks
// and helpers configured in the repository. That is why the tool is risky
// and, at the supervised level, runs only with approval.
//
// Each command gets a minimal environment, so API keys in the agent's own
// environment do not reach it, no standard input, a timeout after which
// its whole process group is killed, and an output cap. A non-zero exit is
// an error (*CommandError) carrying the output and "exit status N"; a
// timeout is a *CommandError that wraps context.DeadlineExceeded.
type Shell struct {
	ws      *policy.Workspace
	allow   []string
	timeout time.Duration
	max     int
	env     []string
	log     *slog.Logger
}

// NewShell returns the shell tool for ws.
func NewShell(ws *policy.Workspace, o ShellOptions) *Shell {
	s := &Shell{ws: ws, allow: slices.Clone(o.Allow), timeout: o.Timeout, max: o.MaxOutput, log: logger(o.Logger)}
	if len(s.allow) == 0 {
		s.allow = DefaultShellAllow()
	}
	slices.Sort(s.allow)
	s.allow = slices.Compact(s.allow)
	if s.timeout <= 0 {
		s.timeout = DefaultShellTimeout
	}
	if s.max <= 0 {
		s.max = DefaultShellMaxOutput
	}
	s.env = commandEnv(o.Env)
	return s
}

// commandEnv builds the environment of shell commands: the agent's values
// of a few harmless variables, settings that keep git and pagers from
// waiting for a terminal that is not there, then extra.
func commandEnv(extra []string) []string {
	env := []string{"TERM=dumb", "PAGER=cat", "GIT_PAGER=cat", "GIT_TERMINAL_PROMPT=0", "NO_COLOR=1"}
	for _, k := range []string{"PATH", "HOME", "USER", "LOGNAME", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "TMPDIR"} {
		if v, ok := os.LookupEnv(k); ok {
			env = append(env, k+"="+v)
		}
	}
	if _, ok := os.LookupEnv("PATH"); !ok {
		env = append(env, "PATH=/usr/local/bin:/usr/bin:/bin")
	}
	return append(env, extra...)
}

// Info describes the tool.
func (s *Shell) Info() Info {
	return Info{
		Name: "shell",
		Description: "Run one program with arguments in the workspace directory, without a shell. Allowed programs: " +
			strings.Join(s.allow, ", ") + ". Quotes and * ? globs work; pipes, redirects, ; & $ and backquotes do not. " +
			"Output (stdout and stderr together) is cut at " + byteSize(int64(s.max)) + "; commands are killed after " + s.timeout.String() + ".",
		Parameters: json.RawMessage(`{
	"type": "object",
	"properties": {
		"command": {"type": "string", "description": "The command line, for example: ls -la src"}
	},
	"required": ["command"],
	"additionalProperties": false
}`),
		Risky: true,
	}
}

// Summarize returns the command line.
func (s *Shell) Summarize(raw json.RawMessage) string {
	return summarizeArg("shell", raw, "command")
}

// A CommandError is a shell command that ran and did not succeed: it
// exited with a non-zero status, was killed, or timed out.
type CommandError struct {
	// Output is what the command printed, capped like a result.
	Output string
	// ExitCode is the exit status, or -1 when the command was killed.
	ExitCode int
	// Err is the cause: an *exec.ExitError, or context.DeadlineExceeded
	// when the command timed out.
	Err error
	// Timeout is the limit that was exceeded, when it was.
	Timeout time.Duration
}

// Error returns the output followed by a line saying how the command
// ended, such as "exit status 2".
func (e *CommandError) Error() string {
	var status string
	switch {
	case errors.Is(e.Err, context.DeadlineExceeded):
		status = fmt.Sprintf("timed out after %s; the command and its children were killed", e.Timeout)
	case e.ExitCode >= 0:
		status = fmt.Sprintf("exit status %d", e.ExitCode)
	default:
		status = e.Err.Error()
	}
	out := strings.TrimRight(e.Output, "\n")
	if out == "" {
		return status
	}
	return out + "\n" + status
}

// Unwrap returns the cause.
func (e *CommandError) Unwrap() error { return e.Err }

// Execute runs the command.
func (s *Shell) Execute(ctx context.Context, raw json.RawMessage) (Result, error) {
	a, err := parseArgs("shell", raw, "command")
	if err != nil {
		return Result{}, err
	}
	line, err := a.requiredStr("command")
	if err != nil {
		return Result{}, err
	}
	words, err := splitWords(line)
	if err != nil {
		return Result{}, errs.Errorf("shell: %w", err)
	}
	if len(words) == 0 {
		return Result{}, a.errorf("command is empty")
	}
	prog := words[0].text
	if words[0].pattern != "" || strings.ContainsRune(prog, '/') {
		return Result{}, errs.Errorf("shell: program %q must be a bare name from the allow-list, without a path or glob", prog)
	}
	if _, ok := slices.BinarySearch(s.allow, prog); !ok {
		return Result{}, errs.Errorf("shell: program %q is not allowed; allowed: %s", prog, strings.Join(s.allow, ", "))
	}
	var argv []string
	for _, w := range words[1:] {
		argv = append(argv, expandGlob(s.ws.Root(), w)...)
	}
	if err := refusedArgument(prog, argv); err != nil {
		return Result{}, errs.Errorf("shell: %w", err)
	}
	path, err := exec.LookPath(prog)
	if err != nil {
		return Result{}, errs.Errorf("shell: program %q is allowed but not installed: %w", prog, err)
	}

	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	out := &capWriter{max: s.max}
	cmd := exec.CommandContext(ctx, path, argv...)
	cmd.Args[0] = prog
	cmd.Dir = s.ws.Root()
	cmd.Env = s.env
	cmd.Stdout, cmd.Stderr = out, out
	setProcessGroup(cmd)
	// A child that keeps the output pipe open after the group is
	// killed (it moved to its own group) must not hold Wait forever.
	cmd.WaitDelay = 2 * time.Second
	start := time.Now()
	runErr := cmd.Run()
	s.log.LogAttrs(ctx, slog.LevelDebug, "shell command", slog.String("program", prog),
		slog.Int("exit", cmd.ProcessState.ExitCode()), slog.Duration("took", time.Since(start)))

	text := out.text()
	if runErr == nil {
		if text == "" {
			text = "(no output)"
		}
		return Result{Text: text}, nil
	}
	if ctxErr := ctx.Err(); ctxErr != nil {
		if errors.Is(ctxErr, context.DeadlineExceeded) {
			return Result{}, &CommandError{Output: text, ExitCode: -1, Err: context.DeadlineExceeded, Timeout: s.timeout}
		}
		return Result{}, errs.Errorf("shell: %s: %w", prog, ctxErr)
	}
	var exitErr *exec.ExitError
	if errors.As(runErr, &exitErr) {
		return Result{}, &CommandError{Output: text, ExitCode: exitErr.ExitCode(), Err: exitErr}
	}
	if errors.Is(runErr, exec.ErrWaitDelay) {
		// The command exited cleanly but left a child holding its
		// output; what it printed is all there is.
		return Result{Text: text}, nil
	}
	return Result{}, errs.Errorf("shell: run %s: %w", prog, runErr)
}

// capWriter keeps the first max bytes written to it and counts the rest.
// It discards instead of blocking, so a chatty command is not stalled on
// a full pipe.
type capWriter struct {
	mu    sync.Mutex
	max   int
	buf   []byte
	total int64
}

func (w *capWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.total += int64(len(p))
	if room := w.max - len(w.buf); room > 0 {
		w.buf = append(w.buf, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

// text returns the kept output as valid UTF-8, with a note when some was
// dropped.
func (w *capWriter) text() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	t := validText(w.buf)
	if w.total > int64(len(w.buf)) {
		t += fmt.Sprintf("\n[output truncated: showing the first %s of %d bytes]", byteSize(int64(w.max)), w.total)
	}
	return t
}

var _ io.Writer = (*capWriter)(nil)

// refusedArgument returns an error when an argument would make prog run
// other programs, or write where it is not expected to, beyond what the
// allow-list meant. It covers the documented routes of the default
// programs; an operator who allows more programs takes on theirs.
func refusedArgument(prog string, argv []string) error {
	refuse := func(arg, why string) error {
		return errs.Errorf("%s %s is not allowed: %s", prog, arg, why)
	}
	switch prog {
	case "find":
		for _, a := range argv {
			switch a {
			case "-exec", "-execdir", "-ok", "-okdir":
				return refuse(a, "it runs other programs; list the files, then run each command in its own call")
			case "-delete", "-fprint", "-fprint0", "-fprintf", "-fls":
				return refuse(a, "it deletes or writes files")
			}
		}
	case "sort":
		for _, a := range argv {
			if strings.HasPrefix(a, "--compress-program") {
				return refuse("--compress-program", "it runs another program")
			}
		}
	case "git":
		// Global options come before the subcommand.
		sub, subAt := "", len(argv)
		for i := 0; i < len(argv); i++ {
			a := argv[i]
			switch {
			case a == "-c" || a == "--config-env" || strings.HasPrefix(a, "--config-env=") || strings.HasPrefix(a, "--exec-path"):
				return refuse(a, "it changes configuration, which can name programs to run")
			case a == "-C" || a == "--git-dir" || a == "--work-tree" || a == "--namespace":
				i++ // takes a value
				continue
			case strings.HasPrefix(a, "-"):
				continue
			}
			sub, subAt = a, i
			break
		}
		switch sub {
		case "config", "submodule", "bisect", "filter-branch", "difftool", "mergetool", "daemon", "instaweb", "credential":
			return refuse(sub, "it can run programs named in configuration or on its command line")
		}
		for _, a := range argv[min(subAt+1, len(argv)):] {
			switch {
			case strings.HasPrefix(a, "--upload-pack") || strings.HasPrefix(a, "--receive-pack") || strings.HasPrefix(a, "--exec="):
				return refuse(a, "it runs another program")
			case strings.HasPrefix(a, "--open-files-in-pager") || (sub == "grep" && strings.HasPrefix(a, "-O")):
				return refuse(a, "it runs a pager program")
			case sub == "rebase" && (a == "-x" || a == "--exec" || strings.HasPrefix(a, "-x")):
				return refuse(a, "it runs a command after each commit")
			case (sub == "clone" || sub == "fetch" || sub == "pull" || sub == "ls-remote" || sub == "archive") && (a == "-u" || a == "--exec"):
				return refuse(a, "it runs another program")
			case strings.HasPrefix(a, "ext::") || strings.HasPrefix(a, "--ext-diff") || strings.HasPrefix(a, "--textconv"):
				return refuse(a, "it runs another program")
			}
		}
	}
	return nil
}
