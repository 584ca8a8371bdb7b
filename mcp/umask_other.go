//go:build !unix

package mcp

import (
	"context"
	"net"
)

func listenPrivate(ctx context.Context, path string) (net.Listener, error) {
	var lc net.ListenConfig
	return lc.Listen(ctx, "unix", path)
}
