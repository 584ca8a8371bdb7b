package policy

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ErrOutsideWorkspace is matched by every error [Workspace.Resolve] returns
// for a path that is absolute or leads outside the workspace.
var ErrOutsideWorkspace = errors.New("path is outside the workspace")

// outsideError is a path refused because it leads outside the workspace.
// Its text says which path and why; errors.Is matches ErrOutsideWorkspace.
type outsideError struct{ msg string }

func (e *outsideError) Error() string        { return e.msg }
func (e *outsideError) Is(target error) bool { return target == ErrOutsideWorkspace }

func outside(format string, args ...any) error {
	return &outsideError{msg: fmt.Sprintf(format, args...)}
}

// maxLinks bounds symlink expansion, as the kernel's ELOOP limit does, so
// that a link cycle ends in an error instead of a hang.
const maxLinks = 40

// A Workspace is the directory tree that file tools may touch. Paths from
// the model are relative to its root and are resolved with [Workspace.Resolve],
// which follows symlinks the way the kernel would and refuses any path whose
// real location is outside the root.
//
// Resolve checks the file system at the moment it is called. A process that
// can change the tree concurrently (for example a command the shell tool
// started) can swap a directory for a symlink between the check and the use;
// callers that open files should therefore also open them through an
// [os.Root] for [Workspace.Root], which enforces the same boundary at open
// time. The tools in package tool do both.
type Workspace struct {
	root string // absolute, symlinks evaluated, cleaned
}

// NewWorkspace returns the workspace rooted at root, which must be an
// existing directory. The root is made absolute and its symlinks are
// evaluated, so a workspace named through a symlink is the real directory.
func NewWorkspace(root string) (*Workspace, error) {
	if root == "" {
		return nil, errors.New("open workspace: root is empty")
	}
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, fmt.Errorf("open workspace %q: %w", root, err)
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, fmt.Errorf("open workspace %q: %w", root, err)
	}
	fi, err := os.Stat(real)
	if err != nil {
		return nil, fmt.Errorf("open workspace %q: %w", root, err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("open workspace %q: not a directory", root)
	}
	return &Workspace{root: filepath.Clean(real)}, nil
}

// Root returns the absolute, symlink-free path of the workspace root.
func (w *Workspace) Root() string { return w.root }

// Resolve returns the real absolute path that the relative path p names
// inside the workspace, with every symlink evaluated. p need not exist: for
// a file to be created, the nearest existing parent is resolved and the
// rest appended, so a dangling symlink is followed to where it would create
// the file.
//
// Resolve refuses, with an error matching [ErrOutsideWorkspace], an
// absolute p, a p whose ".." components climb above the root, and a p that
// passes through a symlink (at any component, the last one included) whose
// target lies outside the root. A symlink that leaves the root and comes
// back is allowed: only where it ends up matters. Other failures (a symlink
// loop, a component that is a regular file, a path with a NUL byte) are
// plain errors.
//
// ".." in p is applied to the text of p before any symlink is followed, so
// "link/.." is the root, whatever link points to; ".." inside a symlink's
// target is applied to the real directory, as the kernel does.
func (w *Workspace) Resolve(p string) (string, error) {
	if p == "" {
		return "", errors.New("path is empty")
	}
	if strings.IndexByte(p, 0) >= 0 {
		return "", fmt.Errorf("path %q has a NUL byte", p)
	}
	if filepath.IsAbs(p) || filepath.VolumeName(p) != "" || strings.HasPrefix(p, "/") {
		return "", outside("path %q is absolute; use a path relative to the workspace", p)
	}
	clean := filepath.Clean(p)
	if clean == ".." || strings.HasPrefix(clean, ".."+string(filepath.Separator)) {
		return "", outside("path %q leaves the workspace", p)
	}
	if clean == "." {
		return w.root, nil
	}
	comps := strings.Split(clean, string(filepath.Separator))
	r := resolver{cur: w.root}
	for i, c := range comps {
		done, err := r.step(c)
		if err != nil {
			// The file system's errors name absolute paths; the
			// model knows only p.
			var pe *fs.PathError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			return "", fmt.Errorf("resolve path %q: %w", p, err)
		}
		if done {
			// Components from i+1 on do not exist; none of them is ".."
			// (p is clean and does not start with ".."), so appending
			// them cannot climb.
			r.cur = filepath.Join(append([]string{r.cur}, comps[i+1:]...)...)
		}
		// Every prefix of p must resolve inside the root: a link that
		// leaves it lets the next component reach anything out there.
		if !within(w.root, r.cur) {
			via := filepath.Join(comps[:i+1]...)
			return "", outside("path %q leaves the workspace through symlink %q", p, via)
		}
		if done {
			break
		}
	}
	return r.cur, nil
}

// A resolver walks one path component at a time from an absolute, real
// directory, expanding symlinks.
type resolver struct {
	cur   string // real absolute path resolved so far
	links int
}

// step appends component c to r.cur and expands it if it is a symlink. It
// reports done when c (or a component of a link target) does not exist:
// r.cur is then the path where it would be created.
func (r *resolver) step(c string) (done bool, err error) {
	switch c {
	case "", ".":
		return false, nil
	case "..":
		r.cur = filepath.Dir(r.cur)
		return false, nil
	}
	next := filepath.Join(r.cur, c)
	fi, err := os.Lstat(next)
	if errors.Is(err, fs.ErrNotExist) {
		r.cur = next
		return true, nil
	}
	if err != nil {
		return false, err
	}
	if fi.Mode()&fs.ModeSymlink == 0 {
		r.cur = next
		return false, nil
	}
	r.links++
	if r.links > maxLinks {
		return false, errors.New("too many levels of symbolic links")
	}
	target, err := os.Readlink(next)
	if err != nil {
		return false, err
	}
	if filepath.IsAbs(target) {
		r.cur = string(filepath.Separator)
		if v := filepath.VolumeName(target); v != "" {
			r.cur = v + string(filepath.Separator)
			target = target[len(v):]
		}
	}
	parts := strings.Split(target, string(filepath.Separator))
	for j, t := range parts {
		done, err := r.step(t)
		if err != nil {
			return false, err
		}
		if done {
			rest := parts[j+1:]
			for _, q := range rest {
				if q == ".." {
					// The kernel cannot walk through a directory
					// that does not exist, and neither can we.
					return false, fmt.Errorf("a symlink points through a missing directory: %w", fs.ErrNotExist)
				}
			}
			r.cur = filepath.Join(append([]string{r.cur}, rest...)...)
			return true, nil
		}
	}
	return false, nil
}

// within reports whether path is root or below it. Both are clean and
// absolute.
func within(root, path string) bool {
	if path == root {
		return true
	}
	if root == string(filepath.Separator) {
		return strings.HasPrefix(path, root)
	}
	return strings.HasPrefix(path, root+string(filepath.Separator))
}
