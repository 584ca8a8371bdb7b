package tool

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"unicode"
	"unicode/utf8"

	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/policy"
)

// DefaultListDirMax is the default number of entries list_dir shows.
const DefaultListDirMax = 1000

// ListDirOptions configure the list_dir tool.
type ListDirOptions struct {
	// MaxEntries caps the entries shown. Zero means DefaultListDirMax.
	MaxEntries int
}

// ListDir is the list_dir tool: it lists one directory of the workspace,
// one entry per line, sorted by name, directories with a trailing "/" and
// symlinks as "name -> target". Result.Count is the number of entries in
// the directory, also when only the first MaxEntries are shown, so that a
// claim about how many files there are can be checked against it.
type ListDir struct {
	ws  *policy.Workspace
	max int
}

// NewListDir returns the list_dir tool for ws.
func NewListDir(ws *policy.Workspace, o ListDirOptions) *ListDir {
	if o.MaxEntries <= 0 {
		o.MaxEntries = DefaultListDirMax
	}
	return &ListDir{ws: ws, max: o.MaxEntries}
}

// Info describes the tool.
func (t *ListDir) Info() Info {
	return Info{
		Name:        "list_dir",
		Description: "List the entries of a directory in the workspace, sorted by name; directories end with /.",
		Parameters: json.RawMessage(`{
	"type": "object",
	"properties": {
		"path": {"type": "string", "description": "Directory path relative to the workspace root. Default \".\"."}
	},
	"additionalProperties": false
}`),
		ReadOnly: true,
	}
}

// Execute lists the directory.
func (t *ListDir) Execute(ctx context.Context, raw json.RawMessage) (Result, error) {
	a, err := parseArgs("list_dir", raw, "path")
	if err != nil {
		return Result{}, err
	}
	p, err := a.str("path", ".")
	if err != nil {
		return Result{}, err
	}
	if p == "" {
		p = "."
	}
	wp, err := resolve("list_dir", t.ws, p)
	if err != nil {
		return Result{}, err
	}
	root, err := openRoot("list_dir", t.ws)
	if err != nil {
		return Result{}, err
	}
	defer root.Close()
	// Non-blocking, so that a FIFO swapped in for the directory cannot
	// hang the open; ReadDir then fails on it.
	f, err := root.OpenFile(wp.rel, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return Result{}, fileError("list_dir", wp, err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && !fi.IsDir() {
		return Result{}, errs.Errorf("list_dir: %q is not a directory; use file_read", p)
	}
	entries, err := f.ReadDir(-1)
	if err != nil {
		return Result{}, fileError("list_dir", wp, err)
	}
	if err := ctx.Err(); err != nil {
		return Result{}, errs.Errorf("list_dir: %w", err)
	}
	slices.SortFunc(entries, func(x, y fs.DirEntry) int { return strings.Compare(x.Name(), y.Name()) })
	if len(entries) == 0 {
		return Result{Text: "(empty directory)", Count: Count(0)}, nil
	}
	var b strings.Builder
	for i, e := range entries {
		if i == t.max {
			fmt.Fprintf(&b, "[list_dir: showed the first %d of %d entries]\n", t.max, len(entries))
			break
		}
		b.WriteString(displayName(e.Name()))
		switch {
		case e.IsDir():
			b.WriteByte('/')
		case e.Type()&fs.ModeSymlink != 0:
			if target, err := root.Readlink(filepath.Join(wp.rel, e.Name())); err == nil {
				b.WriteString(" -> " + displayName(target))
			}
		}
		b.WriteByte('\n')
	}
	return Result{Text: strings.TrimSuffix(b.String(), "\n"), Count: Count(len(entries))}, nil
}

// displayName returns a file name as shown in a listing: as is, or quoted
// when it has control characters or invalid UTF-8, so that a name with a
// newline cannot pass for two entries.
func displayName(name string) string {
	if !utf8.ValidString(name) || strings.ContainsFunc(name, unicode.IsControl) {
		return strconv.Quote(name)
	}
	return name
}
