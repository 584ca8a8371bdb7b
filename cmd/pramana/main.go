// Command pramana is an agent runtime whose tool use can be checked.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/pramana-dev/pramana/internal/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := cli.Main(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
