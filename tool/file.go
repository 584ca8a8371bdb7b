package tool

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/policy"
)

// DefaultFileReadMax is the default cap on the bytes file_read returns.
const DefaultFileReadMax = 256 << 10

// sniffLen is how much of a file is checked for NUL bytes to tell binary
// from text, as git and grep do.
const sniffLen = 8 << 10

// FileReadOptions configure the file_read tool.
type FileReadOptions struct {
	// MaxBytes caps the text returned by one call; the model reads on
	// with offset. Zero means DefaultFileReadMax.
	MaxBytes int
}

// FileRead is the file_read tool: it returns lines of a text file in the
// workspace. Files with NUL bytes in their first 8 KiB are refused as
// binary; invalid UTF-8 is replaced with U+FFFD. Only regular files are
// read, and they are opened without blocking, so a FIFO cannot hang the
// call.
type FileRead struct {
	ws  *policy.Workspace
	max int
}

// NewFileRead returns the file_read tool for ws.
func NewFileRead(ws *policy.Workspace, o FileReadOptions) *FileRead {
	if o.MaxBytes <= 0 {
		o.MaxBytes = DefaultFileReadMax
	}
	return &FileRead{ws: ws, max: o.MaxBytes}
}

// Info describes the tool.
func (t *FileRead) Info() Info {
	return Info{
		Name: "file_read",
		Description: "Read a text file in the workspace. Returns up to " + byteSize(int64(t.max)) +
			"; use offset and limit (in lines) to read a long file in parts.",
		Parameters: json.RawMessage(`{
	"type": "object",
	"properties": {
		"path": {"type": "string", "description": "File path relative to the workspace root."},
		"offset": {"type": "integer", "minimum": 1, "description": "First line to return, counting from 1. Default 1."},
		"limit": {"type": "integer", "minimum": 1, "description": "Most lines to return. Default: as many as fit."}
	},
	"required": ["path"],
	"additionalProperties": false
}`),
		ReadOnly: true,
	}
}

// Execute reads the file.
func (t *FileRead) Execute(ctx context.Context, raw json.RawMessage) (Result, error) {
	a, err := parseArgs("file_read", raw, "path", "offset", "limit")
	if err != nil {
		return Result{}, err
	}
	p, err := a.nonEmptyStr("path")
	if err != nil {
		return Result{}, err
	}
	offset, err := a.integer("offset", 1, 1)
	if err != nil {
		return Result{}, err
	}
	limit, err := a.integer("limit", 0, 1)
	if err != nil {
		return Result{}, err
	}
	wp, err := resolve("file_read", t.ws, p)
	if err != nil {
		return Result{}, err
	}
	root, err := openRoot("file_read", t.ws)
	if err != nil {
		return Result{}, err
	}
	defer root.Close()
	f, err := openRegular("file_read", root, wp, os.O_RDONLY, 0)
	if err != nil {
		return Result{}, err
	}
	defer f.Close()

	br := bufio.NewReaderSize(f, 64<<10)
	if head, _ := br.Peek(sniffLen); looksBinary(head) {
		return Result{}, errs.Errorf("file_read: %q looks binary (it has NUL bytes), so it is not shown", p)
	}
	var out bytes.Buffer
	var (
		lineNo   = 1    // the line being read
		atStart  = true // the next chunk starts line lineNo
		shown    = 0    // lines shown, whole or in part
		cut      = false
		limitHit = false
	)
	for chunks := 0; ; chunks++ {
		if chunks%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return Result{}, errs.Errorf("file_read: %w", err)
			}
		}
		b, err := br.ReadSlice('\n')
		complete := err == nil
		if len(b) > 0 && lineNo >= offset {
			if atStart && limit > 0 && shown == limit {
				limitHit = true
				break
			}
			if room := t.max - out.Len(); len(b) > room {
				out.Write(b[:room])
				cut = true
				break
			}
			out.Write(b)
			if atStart {
				shown++
			}
		}
		if len(b) > 0 {
			atStart = complete
		}
		switch {
		case complete:
			lineNo++
		case errors.Is(err, bufio.ErrBufferFull):
			// A line longer than the buffer: the rest follows.
		case err == io.EOF:
			if shown == 0 && !cut {
				lines := lineNo - boolInt(atStart)
				if offset > 1 {
					return Result{}, errs.Errorf("file_read: offset %d is past the end of %q, which has %d lines", offset, p, lines)
				}
				return Result{Text: "(empty file)"}, nil
			}
			return Result{Text: validText(out.Bytes())}, nil
		default:
			return Result{}, fileError("file_read", wp, err)
		}
	}
	text := validText(out.Bytes())
	last := offset + shown - 1
	if cut {
		text += fmt.Sprintf("\n[file_read: stopped at the %s limit inside line %d; read on with offset %d]", byteSize(int64(t.max)), lineNo, lineNo)
	} else if limitHit {
		text += fmt.Sprintf("\n[file_read: showed lines %d-%d; the file goes on: read on with offset %d]", offset, last, last+1)
	}
	return Result{Text: text}, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// openRegular opens p through root without blocking and checks that it
// is a regular file, so that a FIFO or a device swapped in cannot hang or
// feed the call.
func openRegular(tool string, root *os.Root, p wsPath, flag int, perm os.FileMode) (*os.File, error) {
	f, err := root.OpenFile(p.rel, flag|syscall.O_NONBLOCK, perm)
	if err != nil {
		return nil, fileError(tool, p, err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, fileError(tool, p, err)
	}
	switch {
	case fi.IsDir():
		f.Close()
		return nil, errs.Errorf("%s: %q is a directory; use list_dir", tool, p.user)
	case !fi.Mode().IsRegular():
		f.Close()
		return nil, errs.Errorf("%s: %q is not a regular file (%s)", tool, p.user, fi.Mode().Type())
	}
	return f, nil
}

// DefaultFileWriteMax is the default cap on the content of one file_write.
const DefaultFileWriteMax = 10 << 20

// FileWriteOptions configure the file_write tool.
type FileWriteOptions struct {
	// MaxBytes caps the content of one call. Zero means
	// DefaultFileWriteMax.
	MaxBytes int
}

// FileWrite is the file_write tool: it creates, replaces or appends to a
// file in the workspace, creating parent directories inside it.
//
// It refuses paths inside a .git directory: hooks and configuration there
// name programs that git, which the shell tool allows, would then run.
type FileWrite struct {
	ws  *policy.Workspace
	max int
}

// NewFileWrite returns the file_write tool for ws.
func NewFileWrite(ws *policy.Workspace, o FileWriteOptions) *FileWrite {
	if o.MaxBytes <= 0 {
		o.MaxBytes = DefaultFileWriteMax
	}
	return &FileWrite{ws: ws, max: o.MaxBytes}
}

// Info describes the tool.
func (t *FileWrite) Info() Info {
	return Info{
		Name:        "file_write",
		Description: "Write a text file in the workspace, replacing it or, with append, adding to its end. Parent directories are created.",
		Parameters: json.RawMessage(`{
	"type": "object",
	"properties": {
		"path": {"type": "string", "description": "File path relative to the workspace root."},
		"content": {"type": "string", "description": "The text to write."},
		"append": {"type": "boolean", "description": "Add to the end of the file instead of replacing it. Default false."}
	},
	"required": ["path", "content"],
	"additionalProperties": false
}`),
		Risky: true,
	}
}

type writeArgs struct {
	path, content string
	append        bool
}

func (t *FileWrite) parse(raw json.RawMessage) (writeArgs, error) {
	a, err := parseArgs("file_write", raw, "path", "content", "append")
	if err != nil {
		return writeArgs{}, err
	}
	var w writeArgs
	if w.path, err = a.nonEmptyStr("path"); err != nil {
		return w, err
	}
	if w.content, err = a.requiredStr("content"); err != nil {
		return w, err
	}
	if w.append, err = a.boolean("append"); err != nil {
		return w, err
	}
	if len(w.content) > t.max {
		return w, a.errorf("content is %d bytes, more than the %s limit", len(w.content), byteSize(int64(t.max)))
	}
	return w, nil
}

// Summarize says what will be written where, with the start of the
// content, so that a human approving the call sees what it writes.
func (t *FileWrite) Summarize(raw json.RawMessage) string {
	w, err := t.parse(raw)
	if err != nil {
		return string(raw)
	}
	verb := "write"
	if w.append {
		verb = "append"
	}
	preview := w.content
	if len(preview) > 200 {
		preview = strings.ToValidUTF8(preview[:200], "") + "..."
	}
	return fmt.Sprintf("%s %d bytes to %s: %q", verb, len(w.content), w.path, preview)
}

// Execute writes the file.
func (t *FileWrite) Execute(ctx context.Context, raw json.RawMessage) (Result, error) {
	w, err := t.parse(raw)
	if err != nil {
		return Result{}, err
	}
	wp, err := resolve("file_write", t.ws, w.path)
	if err != nil {
		return Result{}, err
	}
	if wp.rel == "." {
		return Result{}, errs.Errorf("file_write: %q is the workspace directory, not a file", w.path)
	}
	for _, c := range strings.Split(wp.rel, string(filepath.Separator)) {
		if strings.EqualFold(c, ".git") {
			return Result{}, errs.Errorf("file_write: %q is inside .git, where hooks and configuration can make git run programs; it is refused", w.path)
		}
	}
	if err := ctx.Err(); err != nil {
		return Result{}, errs.Errorf("file_write: %w", err)
	}
	root, err := openRoot("file_write", t.ws)
	if err != nil {
		return Result{}, err
	}
	defer root.Close()
	if dir := filepath.Dir(wp.rel); dir != "." {
		if err := root.MkdirAll(dir, 0o755); err != nil {
			return Result{}, errs.Errorf("file_write: create the directories of %q: %w", w.path, pathErrText(err))
		}
	}
	flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	verb := "wrote"
	if w.append {
		flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
		verb = "appended"
	}
	f, err := openRegular("file_write", root, wp, flag, 0o644)
	if err != nil {
		return Result{}, err
	}
	if _, err := io.WriteString(f, w.content); err != nil {
		f.Close()
		return Result{}, fileError("file_write", wp, err)
	}
	if err := f.Close(); err != nil {
		return Result{}, fileError("file_write", wp, err)
	}
	return Result{Text: fmt.Sprintf("%s %d bytes to %s", verb, len(w.content), filepath.ToSlash(filepath.Clean(w.path)))}, nil
}
