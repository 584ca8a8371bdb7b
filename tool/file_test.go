package tool

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pramana-dev/pramana/policy"
)

// outsideTree makes, next to the workspace, a directory with a secret and
// links to it from inside: out -> <outside>, outfile -> <outside>/secret.txt,
// dangling -> <outside>/new.txt.
func outsideTree(t *testing.T, root string) (outside string) {
	t.Helper()
	outside = filepath.Join(filepath.Dir(root), filepath.Base(root)+"-outside")
	writeFiles(t, outside, map[string]string{"secret.txt": "TOP SECRET needle\n"})
	t.Cleanup(func() { os.RemoveAll(outside) })
	for name, target := range map[string]string{
		"out":      outside,
		"outfile":  filepath.Join(outside, "secret.txt"),
		"dangling": filepath.Join(outside, "new.txt"),
	} {
		if err := os.Symlink(target, filepath.Join(root, name)); err != nil {
			t.Fatal(err)
		}
	}
	return outside
}

func TestFileRead(t *testing.T) {
	ws, root := newWorkspace(t)
	writeFiles(t, root, map[string]string{
		"five.txt":  "one\ntwo\nthree\nfour\nfive\n",
		"nonl.txt":  "a\nb",
		"empty.txt": "",
		"bad.txt":   "caf\xe9 ok\n",
		"bin.dat":   "\x7fELF\x00\x01\x02",
		"dir/x.txt": "x\n",
	})
	if err := os.Symlink("five.txt", filepath.Join(root, "link.txt")); err != nil {
		t.Fatal(err)
	}
	outsideTree(t, root)
	fr := NewFileRead(ws, FileReadOptions{})

	tests := []struct{ args, want string }{
		{`{"path": "five.txt"}`, "one\ntwo\nthree\nfour\nfive\n"},
		{`{"path": "./dir/../five.txt", "offset": 4}`, "four\nfive\n"},
		{`{"path": "five.txt", "offset": 2, "limit": 2}`, "two\nthree\n\n[file_read: showed lines 2-3; the file goes on: read on with offset 4]"},
		{`{"path": "five.txt", "offset": 4, "limit": 2}`, "four\nfive\n"},
		{`{"path": "five.txt", "offset": 5, "limit": 1}`, "five\n"},
		{`{"path": "nonl.txt", "offset": 2}`, "b"},
		{`{"path": "empty.txt"}`, "(empty file)"},
		{`{"path": "bad.txt"}`, "caf\uFFFD ok\n"},
		{`{"path": "link.txt", "limit": 1}`, "one\n\n[file_read: showed lines 1-1; the file goes on: read on with offset 2]"},
	}
	for _, tc := range tests {
		r := mustRun(t, fr, tc.args)
		if d := cmp.Diff(tc.want, r.Text); d != "" {
			t.Errorf("file_read %s mismatch (-want +got):\n%s", tc.args, d)
		}
		if r.Count != nil {
			t.Errorf("file_read %s: Count = %d, want nil", tc.args, *r.Count)
		}
	}

	_, err := run(t, fr, `{"path": "five.txt", "offset": 9}`)
	wantErr(t, err, `file_read: offset 9 is past the end of "five.txt", which has 5 lines`)
	_, err = run(t, fr, `{"path": "nonl.txt", "offset": 3}`)
	wantErr(t, err, "which has 2 lines")
	_, err = run(t, fr, `{"path": "bin.dat"}`)
	wantErr(t, err, `file_read: "bin.dat" looks binary`)
	_, err = run(t, fr, `{"path": "dir"}`)
	wantErr(t, err, `file_read: "dir" is a directory; use list_dir`)
	_, err = run(t, fr, `{"path": "missing.txt"}`)
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: err = %v, want fs.ErrNotExist", err)
	}
	wantErr(t, err, `file_read: "missing.txt" does not exist`)
	if strings.Contains(err.Error(), root) {
		t.Errorf("error %q shows the absolute workspace path", err)
	}
	for _, p := range []string{"../x", "/etc/passwd", "out/secret.txt", "outfile"} {
		_, err := run(t, fr, `{"path": "`+p+`"}`)
		if !errors.Is(err, policy.ErrOutsideWorkspace) {
			t.Errorf("file_read %q: err = %v, want ErrOutsideWorkspace", p, err)
		}
	}
}

func TestFileReadCap(t *testing.T) {
	ws, root := newWorkspace(t)
	writeFiles(t, root, map[string]string{"big.txt": strings.Repeat("0123456789\n", 10)})
	fr := NewFileRead(ws, FileReadOptions{MaxBytes: 25})
	r := mustRun(t, fr, `{"path": "big.txt"}`)
	want := "0123456789\n0123456789\n012\n[file_read: stopped at the 25 bytes limit inside line 3; read on with offset 3]"
	if d := cmp.Diff(want, r.Text); d != "" {
		t.Errorf("capped read mismatch (-want +got):\n%s", d)
	}
	r = mustRun(t, fr, `{"path": "big.txt", "offset": 10}`)
	if r.Text != "0123456789\n" {
		t.Errorf("last line: %q", r.Text)
	}
}

func TestFileWrite(t *testing.T) {
	ws, root := newWorkspace(t)
	outside := outsideTree(t, root)
	writeFiles(t, root, map[string]string{"sub/": ""})
	if err := os.Symlink("sub", filepath.Join(root, "insub")); err != nil {
		t.Fatal(err)
	}
	fw := NewFileWrite(ws, FileWriteOptions{})

	r := mustRun(t, fw, `{"path": "notes/deep/a.md", "content": "hello\n"}`)
	if r.Text != "wrote 6 bytes to notes/deep/a.md" {
		t.Errorf("result = %q", r.Text)
	}
	mustRun(t, fw, `{"path": "notes/deep/a.md", "content": "world\n", "append": true}`)
	mustRun(t, fw, `{"path": "insub/b.txt", "content": "via link"}`)
	check := func(name, want string) {
		t.Helper()
		got, err := os.ReadFile(filepath.Join(root, name))
		if err != nil || string(got) != want {
			t.Errorf("%s = %q, %v; want %q", name, got, err, want)
		}
	}
	check("notes/deep/a.md", "hello\nworld\n")
	check("sub/b.txt", "via link")
	r = mustRun(t, fw, `{"path": "notes/deep/a.md", "content": ""}`)
	check("notes/deep/a.md", "")
	if r.Text != "wrote 0 bytes to notes/deep/a.md" {
		t.Errorf("result = %q", r.Text)
	}

	for _, p := range []string{"../escape.txt", "/tmp/escape.txt", "out/new.txt", "outfile", "dangling"} {
		_, err := run(t, fw, `{"path": "`+p+`", "content": "pwned"}`)
		if !errors.Is(err, policy.ErrOutsideWorkspace) {
			t.Errorf("file_write %q: err = %v, want ErrOutsideWorkspace", p, err)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(outside, "secret.txt")); string(b) != "TOP SECRET needle\n" {
		t.Errorf("the file outside was changed: %q", b)
	}
	if _, err := os.Stat(filepath.Join(outside, "new.txt")); err == nil {
		t.Error("a file was created outside the workspace through a dangling symlink")
	}

	for _, p := range []string{".git/hooks/pre-commit", "sub/.GIT/config"} {
		_, err := run(t, fw, `{"path": "`+p+`", "content": "#!/bin/sh\n"}`)
		wantErr(t, err, "is inside .git")
	}
	_, err := run(t, fw, `{"path": ".", "content": "x"}`)
	wantErr(t, err, "is the workspace directory")
	_, err = run(t, fw, `{"path": "sub", "content": "x"}`)
	wantErr(t, err, `file_write:`, `"sub"`)

	small := NewFileWrite(ws, FileWriteOptions{MaxBytes: 4})
	_, err = run(t, small, `{"path": "x", "content": "12345"}`)
	wantErr(t, err, "content is 5 bytes, more than the 4 bytes limit")

	got := fw.Summarize(json.RawMessage(`{"path": "run.sh", "content": "#!/bin/sh\nrm -rf /\n"}`))
	if want := `write 19 bytes to run.sh: "#!/bin/sh\nrm -rf /\n"`; got != want {
		t.Errorf("Summarize = %q, want %q", got, want)
	}
	got = fw.Summarize(json.RawMessage(`{"path": "log", "content": "x", "append": true}`))
	if want := `append 1 bytes to log: "x"`; got != want {
		t.Errorf("Summarize = %q, want %q", got, want)
	}
}

func TestListDir(t *testing.T) {
	ws, root := newWorkspace(t)
	writeFiles(t, root, map[string]string{
		"b.txt": "", "a.txt": "", "Z.md": "", "dir/inner.txt": "", ".hidden": "", "empty/": "",
	})
	if err := os.Symlink("a.txt", filepath.Join(root, "link")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "new\nline"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	ld := NewListDir(ws, ListDirOptions{})
	r := mustRun(t, ld, `{}`)
	want := ".hidden\nZ.md\na.txt\nb.txt\ndir/\nempty/\nlink -> a.txt\n\"new\\nline\""
	if d := cmp.Diff(want, r.Text); d != "" {
		t.Errorf("list_dir mismatch (-want +got):\n%s", d)
	}
	if r.Count == nil || *r.Count != 8 {
		t.Errorf("Count = %v, want 8", r.Count)
	}
	r = mustRun(t, ld, `{"path": "dir"}`)
	if r.Text != "inner.txt" || *r.Count != 1 {
		t.Errorf("list_dir dir = %q, %d", r.Text, *r.Count)
	}
	r = mustRun(t, ld, `{"path": "empty"}`)
	if r.Text != "(empty directory)" || r.Count == nil || *r.Count != 0 {
		t.Errorf("empty dir = %q, %v", r.Text, r.Count)
	}

	short := NewListDir(ws, ListDirOptions{MaxEntries: 3})
	r = mustRun(t, short, `{"path": "."}`)
	if want := ".hidden\nZ.md\na.txt\n[list_dir: showed the first 3 of 8 entries]"; r.Text != want {
		t.Errorf("capped list = %q, want %q", r.Text, want)
	}
	if *r.Count != 8 {
		t.Errorf("capped Count = %d, want all 8 entries", *r.Count)
	}

	_, err := run(t, ld, `{"path": "a.txt"}`)
	wantErr(t, err, `list_dir: "a.txt" is not a directory; use file_read`)
	_, err = run(t, ld, `{"path": "nope"}`)
	wantErr(t, err, `list_dir: "nope" does not exist`)
	outsideTree(t, root)
	_, err = run(t, ld, `{"path": "out"}`)
	if !errors.Is(err, policy.ErrOutsideWorkspace) {
		t.Errorf("list_dir through a symlink out: %v", err)
	}
}

func TestSearchFiles(t *testing.T) {
	ws, root := newWorkspace(t)
	writeFiles(t, root, map[string]string{
		"main.go":        "package main\n\nfunc main() {\n\tneedle()\n}\n",
		"lib/util.go":    "package lib\n// needle here\r\nvar x = 1\n",
		"lib/notes.md":   "a needle in markdown\n",
		"bin.dat":        "needle\x00\x01",
		"big.txt":        strings.Repeat("needle\n", 200),
		".git/config":    "needle in git\n",
		"long.txt":       strings.Repeat("x", 500) + "needle\n",
		"bad.txt":        "needle \xff\n",
		"deep/er/z.go":   "// NEEDLE upper\n",
		"deep/er/y.java": "needle",
	})
	outsideTree(t, root) // out -> a directory with a needle: not followed
	st := NewSearchFiles(ws, SearchOptions{MaxFileSize: 1000})

	r := mustRun(t, st, `{"pattern": "needle"}`)
	want := strings.Join([]string{
		"bad.txt:1: needle \uFFFD",
		"deep/er/y.java:1: needle",
		"lib/notes.md:1: a needle in markdown",
		"lib/util.go:2: // needle here",
		"long.txt:1: " + strings.Repeat("x", 300) + "...",
		"main.go:4: \tneedle()",
		"[search_files: skipped 1 binary files; skipped 1 files over 1000 bytes]",
	}, "\n")
	if d := cmp.Diff(want, r.Text); d != "" {
		t.Errorf("search mismatch (-want +got):\n%s", d)
	}
	if r.Count == nil || *r.Count != 6 {
		t.Errorf("Count = %v, want 6", r.Count)
	}

	r = mustRun(t, st, `{"pattern": "(?i)needle", "path": "deep", "glob": "*.go"}`)
	if r.Text != "deep/er/z.go:1: // NEEDLE upper" || *r.Count != 1 {
		t.Errorf("glob search = %q, %d", r.Text, *r.Count)
	}
	r = mustRun(t, st, `{"pattern": "needle", "glob": "lib/*.md"}`)
	if r.Text != "lib/notes.md:1: a needle in markdown" {
		t.Errorf("path glob search = %q", r.Text)
	}
	r = mustRun(t, st, `{"pattern": "func", "path": "main.go"}`)
	if r.Text != "main.go:3: func main() {" {
		t.Errorf("single-file search = %q", r.Text)
	}
	r = mustRun(t, st, `{"pattern": "haystack"}`)
	if r.Text != "no matches\n[search_files: skipped 1 binary files; skipped 1 files over 1000 bytes]" || r.Count == nil || *r.Count != 0 {
		t.Errorf("no match = %q, %v", r.Text, r.Count)
	}

	capped := NewSearchFiles(ws, SearchOptions{MaxMatches: 3})
	r = mustRun(t, capped, `{"pattern": "needle", "path": "big.txt"}`)
	if want := "big.txt:1: needle\nbig.txt:2: needle\nbig.txt:3: needle\n[search_files: stopped after 3 matches; narrow the pattern, path or glob to see the rest]"; r.Text != want {
		t.Errorf("capped search = %q", r.Text)
	}
	if *r.Count != 3 {
		t.Errorf("capped Count = %d", *r.Count)
	}

	_, err := run(t, st, `{"pattern": "("}`)
	wantErr(t, err, "search_files: invalid arguments: pattern is not a valid regular expression")
	_, err = run(t, st, `{"pattern": "x", "glob": "["}`)
	wantErr(t, err, `search_files: invalid arguments: glob "[" is malformed`)
	_, err = run(t, st, `{"pattern": "x", "path": "out"}`)
	if !errors.Is(err, policy.ErrOutsideWorkspace) {
		t.Errorf("search through a symlink out: %v", err)
	}
	_, err = run(t, st, `{"pattern": "x", "path": "nope"}`)
	wantErr(t, err, `"nope" does not exist`)
}
