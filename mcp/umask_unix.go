//go:build unix

package mcp

import (
	"context"
	"net"
	"syscall"
)

// listenPrivate creates the socket file with no group or other permission
// from the start, so there is no window in which another user could
// connect before the chmod. The umask is process-wide: call this at
// start-up, before other goroutines create files.
func listenPrivate(ctx context.Context, path string) (net.Listener, error) {
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	var lc net.ListenConfig
	return lc.Listen(ctx, "unix", path)
}
