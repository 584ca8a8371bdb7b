package mcp

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/policy"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/tool"
)

// BenchmarkCall compares one signed file_read run directly through
// agent.Exec (the baseline) with the same call from a go-sdk host through
// an MCP session on in-process pipes, and through a stdio upstream proxied by the
// server: the cost the MCP layers add.
func BenchmarkCall(b *testing.B) {
	dir := b.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("alpha\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	ws, err := policy.NewWorkspace(dir)
	if err != nil {
		b.Fatal(err)
	}
	tools := tool.Builtins(ws, tool.BuiltinOptions{})
	b.Run("exec-direct", func(b *testing.B) {
		scope, _ := receipt.NewScope()
		defer scope.Close()
		a, err := agent.New(agent.Options{Tools: tools, Autonomy: policy.Full})
		if err != nil {
			b.Fatal(err)
		}
		for i := 0; b.Loop(); i++ {
			if _, rec := a.Exec(b.Context(), scope, "bench", provider.ToolCall{ID: "c", Name: "file_read", Arguments: `{"path":"a.txt"}`}); rec.Receipt == "" {
				b.Fatal(rec)
			}
		}
	})
	b.Run("mcp-stdio-pipe", func(b *testing.B) {
		scope, _ := receipt.NewScope()
		defer scope.Close()
		s, err := NewServer(ServerOptions{Scope: scope, Agent: agent.Options{Tools: tools, Autonomy: policy.Full}})
		if err != nil {
			b.Fatal(err)
		}
		cs, err := sdk.NewClient(&sdk.Implementation{Name: "host"}, nil).Connect(b.Context(), serveStdio(b, s), nil)
		if err != nil {
			b.Fatal(err)
		}
		defer cs.Close()
		for b.Loop() {
			res, err := cs.CallTool(b.Context(), &sdk.CallToolParams{Name: "file_read", Arguments: json.RawMessage(`{"path":"a.txt"}`)})
			if err != nil || res.IsError {
				b.Fatal(err, res)
			}
		}
	})
	b.Run("mcp-client-stdio", func(b *testing.B) {
		scope, _ := receipt.NewScope()
		defer scope.Close()
		c, err := Connect(b.Context(), stdioServer("ts", 0), ClientOptions{})
		if err != nil {
			b.Fatal(err)
		}
		defer c.Close()
		a, err := agent.New(agent.Options{Tools: c.Tools(), Autonomy: policy.Full})
		if err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			if _, rec := a.Exec(b.Context(), scope, "bench", provider.ToolCall{ID: "c", Name: "ts__echo", Arguments: `{"text":"alpha"}`}); rec.Receipt == "" {
				b.Fatal(rec)
			}
		}
	})
}
