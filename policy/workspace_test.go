package policy

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// workspaceTree builds, in a temporary directory,
//
//	ws/                     the workspace
//	  a/b.txt
//	  a/up -> ..            back to the root: inside
//	  a/upup -> ../..       above the root: outside
//	  in -> a               relative, inside
//	  inabs -> <ws>/a       absolute, inside
//	  out -> <outside>      a directory outside
//	  outfile -> <outside>/secret.txt
//	  dangling_out -> <outside>/new.txt   (does not exist)
//	  dangling_in -> a/new.txt            (does not exist)
//	  roundtrip -> ../outside/../ws/a     leaves and comes back
//	  deep -> a/../../outside             leaves through ..
//	  loop1 -> loop2, loop2 -> loop1
//	outside/secret.txt
//
// and returns the workspace and the real paths of ws and outside.
func workspaceTree(t *testing.T) (w *Workspace, root, outside string) {
	t.Helper()
	tmp, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	root = filepath.Join(tmp, "ws")
	outside = filepath.Join(tmp, "outside")
	for _, d := range []string{filepath.Join(root, "a"), outside} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{filepath.Join(root, "a", "b.txt"), filepath.Join(outside, "secret.txt")} {
		if err := os.WriteFile(f, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	links := []struct{ name, target string }{
		{"a/up", ".."},
		{"a/upup", "../.."},
		{"in", "a"},
		{"inabs", filepath.Join(root, "a")},
		{"out", outside},
		{"outfile", filepath.Join(outside, "secret.txt")},
		{"dangling_out", filepath.Join(outside, "new.txt")},
		{"dangling_in", "a/new.txt"},
		{"roundtrip", "../outside/../ws/a"},
		{"deep", "a/../../outside"},
		{"loop1", "loop2"},
		{"loop2", "loop1"},
	}
	for _, l := range links {
		if err := os.Symlink(l.target, filepath.Join(root, l.name)); err != nil {
			t.Fatal(err)
		}
	}
	w, err = NewWorkspace(root)
	if err != nil {
		t.Fatal(err)
	}
	return w, root, outside
}

func TestResolve(t *testing.T) {
	w, root, _ := workspaceTree(t)
	if w.Root() != root {
		t.Fatalf("Root() = %q, want %q", w.Root(), root)
	}
	inside := []struct{ in, want string }{
		{".", ""},
		{"./", ""},
		{"a/b.txt", "a/b.txt"},
		{"a//b.txt", "a/b.txt"},
		{"a/../a/b.txt", "a/b.txt"},
		{"in/b.txt", "a/b.txt"},
		{"in", "a"},
		{"inabs/b.txt", "a/b.txt"},
		{"roundtrip/b.txt", "a/b.txt"},
		{"a/up/a/b.txt", "a/b.txt"},
		{"a/up", ""},
		{"dangling_in", "a/new.txt"},
		{"in/new.txt", "a/new.txt"},
		{"new/dir/file.txt", "new/dir/file.txt"},
		{"in/../a/b.txt", "a/b.txt"}, // ".." in p is textual
	}
	for _, tc := range inside {
		got, err := w.Resolve(tc.in)
		if err != nil {
			t.Errorf("Resolve(%q): %v", tc.in, err)
			continue
		}
		if want := filepath.Join(root, tc.want); got != want {
			t.Errorf("Resolve(%q) = %q, want %q", tc.in, got, want)
		}
	}

	outsideCases := []struct{ in, msg string }{
		{"..", `path ".." leaves the workspace`},
		{"../x", `path "../x" leaves the workspace`},
		{"a/../../x", `path "a/../../x" leaves the workspace`},
		{"/etc/passwd", `path "/etc/passwd" is absolute`},
		{"out", `through symlink "out"`},
		{"out/secret.txt", `path "out/secret.txt" leaves the workspace through symlink "out"`},
		{"out/new.txt", `through symlink "out"`},
		{"outfile", `through symlink "outfile"`},
		{"dangling_out", `through symlink "dangling_out"`},
		{"deep", `through symlink "deep"`},
		{"deep/secret.txt", `through symlink "deep"`},
		{"a/upup/x", `through symlink "a/upup"`},
		{"in/upup", `through symlink "in/upup"`},
	}
	for _, tc := range outsideCases {
		got, err := w.Resolve(tc.in)
		if err == nil {
			t.Errorf("Resolve(%q) = %q, want an error", tc.in, got)
			continue
		}
		if !errors.Is(err, ErrOutsideWorkspace) {
			t.Errorf("Resolve(%q) error %q does not match ErrOutsideWorkspace", tc.in, err)
		}
		if !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("Resolve(%q) error %q does not say %q", tc.in, err, tc.msg)
		}
	}

	if _, err := w.Resolve("../x"); err == nil || err.Error() != `path "../x" leaves the workspace` {
		t.Errorf(`Resolve("../x") error = %v, want exactly: path "../x" leaves the workspace`, err)
	}

	// Failures that are not about the boundary.
	other := []struct{ in, msg string }{
		{"", "empty"},
		{"a\x00b", "NUL"},
		{"loop1", "too many levels of symbolic links"},
		{"a/b.txt/c", "not a directory"},
	}
	for _, tc := range other {
		_, err := w.Resolve(tc.in)
		if err == nil || errors.Is(err, ErrOutsideWorkspace) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("Resolve(%q) error = %v, want a non-boundary error mentioning %q", tc.in, err, tc.msg)
		}
	}
}

// A symlink swapped in after the workspace was opened is seen by the
// next Resolve: nothing is cached.
func TestResolveSeesNewSymlinks(t *testing.T) {
	w, root, outside := workspaceTree(t)
	if _, err := w.Resolve("later/x"); err != nil {
		t.Fatalf("Resolve before the link exists: %v", err)
	}
	if err := os.Symlink(outside, filepath.Join(root, "later")); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Resolve("later/x"); !errors.Is(err, ErrOutsideWorkspace) {
		t.Fatalf("Resolve after the link exists: err = %v, want ErrOutsideWorkspace", err)
	}
}

func TestNewWorkspace(t *testing.T) {
	tmp, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	real := filepath.Join(tmp, "real")
	if err := os.Mkdir(real, 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(tmp, "link")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	w, err := NewWorkspace(link)
	if err != nil {
		t.Fatal(err)
	}
	if w.Root() != real {
		t.Errorf("NewWorkspace(symlink).Root() = %q, want the real directory %q", w.Root(), real)
	}

	t.Chdir(tmp)
	w, err = NewWorkspace("real")
	if err != nil {
		t.Fatal(err)
	}
	if w.Root() != real {
		t.Errorf("NewWorkspace(relative).Root() = %q, want %q", w.Root(), real)
	}

	file := filepath.Join(tmp, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"", filepath.Join(tmp, "missing"), file} {
		if _, err := NewWorkspace(bad); err == nil {
			t.Errorf("NewWorkspace(%q) succeeded, want an error", bad)
		}
	}
}
