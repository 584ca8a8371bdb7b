//go:build unix

package tool

import (
	"path/filepath"
	"syscall"
	"testing"
)

// A FIFO cannot hang file_read: it is refused, not opened for a read that
// would wait for a writer.
func TestFileReadFIFO(t *testing.T) {
	ws, root := newWorkspace(t)
	if err := syscall.Mkfifo(filepath.Join(root, "fifo"), 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	_, err := run(t, NewFileRead(ws, FileReadOptions{}), `{"path": "fifo"}`)
	wantErr(t, err, `"fifo" is not a regular file`)
	_, err = run(t, NewFileWrite(ws, FileWriteOptions{}), `{"path": "fifo", "content": "x"}`)
	if err == nil {
		t.Error("file_write to a FIFO without a reader succeeded")
	}
}
