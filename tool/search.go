package tool

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"

	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/policy"
)

// Defaults of search_files.
const (
	DefaultSearchMaxMatches = 200
	DefaultSearchMaxFile    = 1 << 20
	DefaultSearchMaxLine    = 300
)

// SearchOptions configure the search_files tool.
type SearchOptions struct {
	// MaxMatches caps the matches returned. Zero means
	// DefaultSearchMaxMatches.
	MaxMatches int
	// MaxFileSize skips larger files. Zero means DefaultSearchMaxFile.
	MaxFileSize int64
	// MaxLineLength cuts each matching line shown to about this many
	// bytes. Zero means DefaultSearchMaxLine.
	MaxLineLength int
}

// SearchFiles is the search_files tool: a grep over the workspace with a
// Go regular expression. It prints "path:line: text" per matching line,
// with paths relative to the workspace root. It does not follow symlinks,
// skips .git directories, binary files (NUL bytes in the first 8 KiB) and
// files over MaxFileSize, and stops at MaxMatches. Result.Count is the
// number of matches shown; the text says when the search stopped early.
type SearchFiles struct {
	ws      *policy.Workspace
	max     int
	maxFile int64
	maxLine int
}

// NewSearchFiles returns the search_files tool for ws.
func NewSearchFiles(ws *policy.Workspace, o SearchOptions) *SearchFiles {
	if o.MaxMatches <= 0 {
		o.MaxMatches = DefaultSearchMaxMatches
	}
	if o.MaxFileSize <= 0 {
		o.MaxFileSize = DefaultSearchMaxFile
	}
	if o.MaxLineLength <= 0 {
		o.MaxLineLength = DefaultSearchMaxLine
	}
	return &SearchFiles{ws: ws, max: o.MaxMatches, maxFile: o.MaxFileSize, maxLine: o.MaxLineLength}
}

// Info describes the tool.
func (t *SearchFiles) Info() Info {
	return Info{
		Name: "search_files",
		Description: "Search file contents in the workspace for a regular expression (Go RE2 syntax, e.g. (?i) for case-insensitive). " +
			"Prints path:line: text for each matching line, at most " + fmt.Sprint(t.max) + " matches; skips binary files and .git.",
		Parameters: json.RawMessage(`{
	"type": "object",
	"properties": {
		"pattern": {"type": "string", "description": "Regular expression to search for, in Go RE2 syntax."},
		"path": {"type": "string", "description": "File or directory to search, relative to the workspace root. Default \".\"."},
		"glob": {"type": "string", "description": "Only search files whose name matches this glob, e.g. *.go. A glob with / matches the path relative to the workspace root."}
	},
	"required": ["pattern"],
	"additionalProperties": false
}`),
		ReadOnly: true,
	}
}

// Execute runs the search.
func (t *SearchFiles) Execute(ctx context.Context, raw json.RawMessage) (Result, error) {
	a, err := parseArgs("search_files", raw, "pattern", "path", "glob")
	if err != nil {
		return Result{}, err
	}
	pattern, err := a.nonEmptyStr("pattern")
	if err != nil {
		return Result{}, err
	}
	re, err := regexp.Compile(pattern)
	if err != nil {
		return Result{}, a.errorf("pattern is not a valid regular expression: %v", err)
	}
	p, err := a.str("path", ".")
	if err != nil {
		return Result{}, err
	}
	if p == "" {
		p = "."
	}
	glob, err := a.str("glob", "")
	if err != nil {
		return Result{}, err
	}
	if _, err := path.Match(glob, ""); err != nil {
		return Result{}, a.errorf("glob %q is malformed", glob)
	}
	wp, err := resolve("search_files", t.ws, p)
	if err != nil {
		return Result{}, err
	}
	root, err := openRoot("search_files", t.ws)
	if err != nil {
		return Result{}, err
	}
	defer root.Close()

	s := searcher{t: t, ctx: ctx, root: root, re: re, glob: glob}
	start := filepath.ToSlash(wp.rel)
	err = fs.WalkDir(root.FS(), start, func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			if name == start {
				return err
			}
			return nil // an unreadable corner does not spoil the search
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		switch {
		case d.IsDir():
			if d.Name() == ".git" && name != start {
				return fs.SkipDir
			}
			return nil
		case !d.Type().IsRegular():
			return nil // symlinks, devices, sockets
		}
		return s.file(name)
	})
	switch {
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return Result{}, errs.Errorf("search_files: %w", err)
	case err != nil:
		return Result{}, fileError("search_files", wp, err)
	}

	var notes []string
	if s.stopped {
		notes = append(notes, fmt.Sprintf("stopped after %d matches; narrow the pattern, path or glob to see the rest", t.max))
	}
	if s.binary > 0 {
		notes = append(notes, fmt.Sprintf("skipped %d binary files", s.binary))
	}
	if s.big > 0 {
		notes = append(notes, fmt.Sprintf("skipped %d files over %s", s.big, byteSize(t.maxFile)))
	}
	text := strings.TrimSuffix(s.out.String(), "\n")
	if s.matches == 0 {
		text = "no matches"
	}
	if len(notes) > 0 {
		text += "\n[search_files: " + strings.Join(notes, "; ") + "]"
	}
	return Result{Text: text, Count: Count(s.matches)}, nil
}

type searcher struct {
	t           *SearchFiles
	ctx         context.Context
	root        *os.Root
	re          *regexp.Regexp
	glob        string
	out         bytes.Buffer
	matches     int
	stopped     bool
	binary, big int
}

// file searches one regular file; name is slash-separated and relative
// to the root.
func (s *searcher) file(name string) error {
	if s.glob != "" {
		subject := path.Base(name)
		if strings.Contains(s.glob, "/") {
			subject = name
		}
		if ok, _ := path.Match(s.glob, subject); !ok {
			return nil
		}
	}
	f, err := s.root.OpenFile(filepath.FromSlash(name), os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return nil
	}
	if fi.Size() > s.t.maxFile {
		s.big++
		return nil
	}
	data, err := io.ReadAll(io.LimitReader(f, s.t.maxFile+1))
	if err != nil {
		return nil
	}
	if int64(len(data)) > s.t.maxFile { // grew since Stat
		s.big++
		return nil
	}
	if looksBinary(data[:min(len(data), sniffLen)]) {
		s.binary++
		return nil
	}
	for n := 1; len(data) > 0; n++ {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if !s.re.Match(line) {
			continue
		}
		if s.matches == s.t.max {
			s.stopped = true
			return fs.SkipAll
		}
		s.matches++
		line = bytes.TrimSuffix(line, []byte("\r"))
		text := validText(line)
		if len(text) > s.t.maxLine {
			text = strings.ToValidUTF8(text[:s.t.maxLine], "") + "..."
		}
		fmt.Fprintf(&s.out, "%s:%d: %s\n", displayName(name), n, text)
	}
	return nil
}
