package tool

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/policy"
)

// A wsPath is a path the model gave, checked against the workspace.
type wsPath struct {
	user string // as the model wrote it, for messages
	rel  string // relative to the root, real (no symlinks), "." for the root
}

// resolve checks p with policy.Workspace.Resolve, whose errors say which
// path and why, and returns it relative to the root for use with an
// os.Root.
//
// Files are then opened through os.Root, not by the resolved absolute
// path: os.Root refuses, at open time, a path that a symlink swapped in
// after Resolve would lead outside the root. Resolve gives the clear
// message; os.Root closes the race.
func resolve(tool string, ws *policy.Workspace, p string) (wsPath, error) {
	abs, err := ws.Resolve(p)
	if err != nil {
		return wsPath{}, errs.Errorf("%s: %w", tool, err)
	}
	rel, err := filepath.Rel(ws.Root(), abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		// Resolve promised a path inside the root.
		return wsPath{}, errs.Errorf("%s: path %q resolves outside the workspace: %w", tool, p, policy.ErrOutsideWorkspace)
	}
	return wsPath{user: p, rel: rel}, nil
}

// openRoot opens the workspace root as an os.Root.
func openRoot(tool string, ws *policy.Workspace) (*os.Root, error) {
	r, err := os.OpenRoot(ws.Root())
	if err != nil {
		return nil, errs.Errorf("%s: open workspace: %w", tool, pathErrText(err))
	}
	return r, nil
}

// fileError rewrites a file system error about p for the model: it names
// p as the model wrote it, not the absolute path, and keeps the cause for
// errors.Is.
func fileError(tool string, p wsPath, err error) error {
	var pe *fs.PathError
	if !errors.As(err, &pe) {
		return errs.Errorf("%s: %q: %w", tool, p.user, err)
	}
	switch {
	case errors.Is(pe.Err, fs.ErrNotExist):
		return errs.Errorf("%s: %q does not exist: %w", tool, p.user, fs.ErrNotExist)
	case errors.Is(pe.Err, fs.ErrPermission):
		return errs.Errorf("%s: %q: permission denied: %w", tool, p.user, fs.ErrPermission)
	}
	return errs.Errorf("%s: %s %q: %w", tool, pe.Op, p.user, pe.Err)
}

// pathErrText drops the absolute path from a *fs.PathError.
func pathErrText(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// looksBinary reports whether b, the start of a file, holds a NUL byte,
// which text files do not have.
func looksBinary(b []byte) bool { return bytes.IndexByte(b, 0) >= 0 }

// validText returns b as a string with each run of invalid UTF-8 replaced
// by U+FFFD, so the model and the JSON around it get valid text.
func validText(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	return strings.ToValidUTF8(string(b), "\uFFFD")
}

// byteSize formats n as a short size: 512 bytes, 64 KiB, 1 MiB.
func byteSize(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
