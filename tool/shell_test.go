package tool

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

func shellArgs(cmd string) string {
	b, _ := json.Marshal(map[string]string{"command": cmd})
	return string(b)
}

func TestSplitWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"ls -la", []string{"ls", "-la"}},
		{"  ls\t -la  ", []string{"ls", "-la"}},
		{`echo 'a | b; c > d $(e) ` + "`f`'", []string{"echo", "a | b; c > d $(e) `f`"}},
		{`echo "a b" c`, []string{"echo", "a b", "c"}},
		{`echo "say \"hi\" \\ \$ \x"`, []string{"echo", `say "hi" \ $ \x`}},
		{`echo a\ b \| \;`, []string{"echo", "a b", "|", ";"}},
		{`echo ""`, []string{"echo", ""}},
		{`echo a''b "c"'d'`, []string{"echo", "ab", "cd"}},
		{"echo a\\\nb", []string{"echo", "ab"}},
		{`git log --format=%h#%s`, []string{"git", "log", "--format=%h#%s"}},
		{`grep -r 'fmt\.Println' .`, []string{"grep", "-r", `fmt\.Println`, "."}},
	}
	for _, tc := range tests {
		words, err := splitWords(tc.in)
		if err != nil {
			t.Errorf("splitWords(%q): %v", tc.in, err)
			continue
		}
		var got []string
		for _, w := range words {
			got = append(got, w.text)
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("splitWords(%q) mismatch (-want +got):\n%s", tc.in, d)
		}
	}

	refused := []string{
		"ls | wc -l", "ls; rm x", "ls && ls", "ls || ls", "sleep 1 &", "ls > out", "cat < in",
		"echo $(id)", "echo `id`", "echo $HOME", `echo "$HOME"`, "echo \"`id`\"", "(ls)",
		"ls\nrm -rf x", "ls\r", "echo hi # comment", `echo 'open`, `echo "open`, `echo x\`,
	}
	for _, in := range refused {
		if words, err := splitWords(in); err == nil {
			t.Errorf("splitWords(%q) = %v, want an error", in, words)
		}
	}
}

func TestShell(t *testing.T) {
	ws, root := newWorkspace(t)
	writeFiles(t, root, map[string]string{
		"a.go": "package a\n", "b.go": "package b\n", ".hidden.go": "", "sub/c.txt": "c\n",
		"bad.txt": "ok \xff\xfe end\n",
	})
	// LC_ALL=C for ls's sort order; the extra entry overrides the agent's.
	sh := NewShell(ws, ShellOptions{Env: []string{"LC_ALL=C"}})

	r := mustRun(t, sh, shellArgs(`echo hello "big world" 'a|b'`))
	if r.Text != "hello big world a|b\n" {
		t.Errorf("echo: %q", r.Text)
	}
	r = mustRun(t, sh, shellArgs("ls"))
	if want := "a.go\nb.go\nbad.txt\nsub\n"; r.Text != want {
		t.Errorf("ls in the workspace = %q, want %q", r.Text, want)
	}
	r = mustRun(t, sh, shellArgs("echo *.go '*.go' sub/*.txt none*"))
	if want := "a.go b.go *.go sub/c.txt none*\n"; r.Text != want {
		t.Errorf("globs = %q, want %q", r.Text, want)
	}
	r = mustRun(t, sh, shellArgs("cat bad.txt"))
	if !utf8.ValidString(r.Text) || r.Text != "ok \uFFFD end\n" {
		t.Errorf("non-UTF-8 output = %q, want valid UTF-8 with U+FFFD", r.Text)
	}
	r = mustRun(t, sh, shellArgs("pwd"))
	if strings.TrimSpace(r.Text) != root {
		t.Errorf("pwd = %q, want the workspace %q", r.Text, root)
	}
	r = mustRun(t, sh, shellArgs("grep -c package a.go"))
	if r.Text != "1\n" {
		t.Errorf("grep -c = %q", r.Text)
	}
	if got := sh.Summarize(json.RawMessage(shellArgs("ls -la"))); got != "ls -la" {
		t.Errorf("Summarize = %q", got)
	}
}

func TestShellRefuses(t *testing.T) {
	ws, root := newWorkspace(t)
	sh := NewShell(ws, ShellOptions{})
	tests := []struct{ cmd, want string }{
		{"rm -rf .", `program "rm" is not allowed; allowed: cat, date, echo, find, git, grep, head, ls, pwd, sort, tail, uniq, wc`},
		{"/bin/ls", `program "/bin/ls" must be a bare name`},
		{"./ls", "must be a bare name"},
		{"l*", "must be a bare name"},
		{"ls | wc -l", `"|" is not allowed: commands run without a shell`},
		{"ls; touch x", `";" is not allowed`},
		{"echo $(touch x)", `"$" is not allowed`},
		{"ls > x", `">" is not allowed`},
		{"find . -exec touch {} ;", `";" is not allowed`},
		{"find . -exec touch {} +", "find -exec is not allowed"},
		{"find . -name x -delete", "find -delete is not allowed"},
		{"git -c core.pager=touch log", "git -c is not allowed"},
		{"git config core.fsmonitor touch", "git config is not allowed"},
		{"git -C . config --list", "git config is not allowed"},
		{"git grep -Otouch x", "git -Otouch is not allowed"},
		{"git rebase -x touch main", "git -x is not allowed"},
		{"git clone --upload-pack=touch x y", "is not allowed"},
		{"sort --compress-program=touch x", "sort --compress-program is not allowed"},
		{"", "command is empty"},
	}
	for _, tc := range tests {
		_, err := run(t, sh, shellArgs(tc.cmd))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error = %v, want it to say %q", tc.cmd, err, tc.want)
		}
	}
	if entries, _ := os.ReadDir(root); len(entries) != 0 {
		t.Errorf("a refused command left files: %v", entries)
	}
}

func TestShellExitStatus(t *testing.T) {
	ws, root := newWorkspace(t)
	writeFiles(t, root, map[string]string{"a.txt": "alpha\n"})
	sh := NewShell(ws, ShellOptions{})

	_, err := run(t, sh, shellArgs("grep nothing-like-this a.txt"))
	var ce *CommandError
	if !errors.As(err, &ce) || ce.ExitCode != 1 || err.Error() != "exit status 1" {
		t.Errorf("grep without match: err = %v, want a *CommandError with exit status 1", err)
	}
	_, err = run(t, sh, shellArgs("ls missing-file"))
	if !errors.As(err, &ce) || ce.ExitCode == 0 || !strings.Contains(ce.Output, "missing-file") ||
		!strings.HasSuffix(err.Error(), fmt.Sprintf("\nexit status %d", ce.ExitCode)) {
		t.Errorf("ls missing-file: err = %q, want the output then exit status", err)
	}
}

func TestShellOutputCap(t *testing.T) {
	ws, _ := newWorkspace(t)
	sh := NewShell(ws, ShellOptions{})
	r := mustRun(t, sh, shellArgs("head -c 10000000 /dev/zero"))
	note := "\n[output truncated: showing the first 64 KiB of 10000000 bytes]"
	if !strings.HasSuffix(r.Text, note) {
		t.Fatalf("output does not end with the truncation note: %q", r.Text[max(0, len(r.Text)-100):])
	}
	if n := len(r.Text) - len(note); n != DefaultShellMaxOutput {
		t.Errorf("kept %d bytes of output, want %d", n, DefaultShellMaxOutput)
	}
}

// The environment of commands holds no secrets from the agent's own.
func TestShellEnvironment(t *testing.T) {
	if _, err := exec.LookPath("env"); err != nil {
		t.Skip("no env program")
	}
	t.Setenv("PRAMANA_TEST_API_KEY", "sk-should-not-leak")
	ws, _ := newWorkspace(t)
	sh := NewShell(ws, ShellOptions{Allow: []string{"env"}, Env: []string{"EXTRA=1"}})
	r := mustRun(t, sh, shellArgs("env"))
	if strings.Contains(r.Text, "sk-should-not-leak") {
		t.Errorf("the agent's environment reached the command:\n%s", r.Text)
	}
	for _, want := range []string{"EXTRA=1", "GIT_TERMINAL_PROMPT=0", "PATH="} {
		if !strings.Contains(r.Text, want) {
			t.Errorf("environment lacks %s:\n%s", want, r.Text)
		}
	}
}

func TestShellTimeout(t *testing.T) {
	for _, prog := range []string{"sleep", "sh"} {
		if _, err := exec.LookPath(prog); err != nil {
			t.Skipf("no %s program", prog)
		}
	}
	ws, _ := newWorkspace(t)
	sh := NewShell(ws, ShellOptions{Allow: []string{"sleep", "sh"}, Timeout: 200 * time.Millisecond})

	start := time.Now()
	_, err := run(t, sh, shellArgs("sleep 30"))
	if took := time.Since(start); took > 15*time.Second {
		t.Fatalf("sleep 30 with a 200ms timeout took %v", took)
	}
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want one that wraps context.DeadlineExceeded", err)
	}
	wantErr(t, err, "timed out after 200ms")

	// A child that would outlive its parent dies with the group.
	start = time.Now()
	_, err = run(t, sh, shellArgs(`sh -c 'sleep 30 & echo $!; wait'`))
	if took := time.Since(start); took > 15*time.Second {
		t.Fatalf("sh with a background sleep took %v", took)
	}
	var ce *CommandError
	if !errors.As(err, &ce) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want a timeout *CommandError", err)
	}
	pid, perr := strconv.Atoi(strings.TrimSpace(ce.Output))
	if perr != nil {
		t.Fatalf("the child's pid is not in the output %q", ce.Output)
	}
	deadline := time.Now().Add(10 * time.Second)
	for !processGone(pid) {
		if time.Now().After(deadline) {
			t.Fatalf("background child %d still runs after the timeout", pid)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// processGone reports whether pid has exited (it is gone or a zombie
// waiting to be reaped by init).
func processGone(pid int) bool {
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return true
	}
	// The state follows the parenthesised command name.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i >= 0 && i+2 < len(s) && (s[i+2] == 'Z' || s[i+2] == 'X')
}

func TestShellCancel(t *testing.T) {
	if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("no sleep program")
	}
	ws, _ := newWorkspace(t)
	sh := NewShell(ws, ShellOptions{Allow: []string{"sleep"}})
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		time.Sleep(100 * time.Millisecond)
		cancel()
	}()
	_, err := sh.Execute(ctx, json.RawMessage(shellArgs("sleep 30")))
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
}
