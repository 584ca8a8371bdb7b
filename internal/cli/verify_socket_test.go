package cli

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/mcp"
	"github.com/pramana-dev/pramana/policy"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/tool"
)

// TestVerifySocket checks "pramana verify --socket" against a real
// verify socket of an MCP server that has served one call.
func TestVerifySocket(t *testing.T) {
	dir := t.TempDir()
	ws, err := policy.NewWorkspace(dir)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "a.txt"), []byte("alpha\n"), 0o644)
	scope, _ := receipt.NewScope()
	defer scope.Close()
	srv, err := mcp.NewServer(mcp.ServerOptions{Agent: agent.Options{Tools: tool.Builtins(ws, tool.BuiltinOptions{})}, Scope: scope})
	if err != nil {
		t.Fatal(err)
	}
	// Sign one call the way serving does, through the same agent path.
	a, _ := agent.New(agent.Options{Tools: tool.Builtins(ws, tool.BuiltinOptions{})})
	_, rec := a.Exec(t.Context(), scope, "t", provider.ToolCall{ID: "c1", Name: "list_dir", Arguments: `{}`})
	if rec.Receipt == "" {
		t.Fatalf("no receipt: %+v", rec)
	}

	sock := filepath.Join(t.TempDir(), "v.sock")
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	ln, err := mcp.ListenVerifySocket(ctx, sock)
	if err != nil {
		t.Fatal(err)
	}
	go srv.ServeVerify(ctx, ln)

	reply := filepath.Join(t.TempDir(), "reply.txt")
	os.WriteFile(reply, []byte("a.txt is there ["+rec.Receipt+"] and so is b.txt [zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA]"), 0o600)
	code, out, errOut := runCLI(t, "", nil, "verify", "--socket", sock, "--json", reply)
	if code != 1 {
		t.Fatalf("exit %d, want 1 (a forged receipt):\n%s%s", code, out, errOut)
	}
	var vr struct {
		Receipts []struct{ Status string } `json:"receipts"`
	}
	if err := json.Unmarshal([]byte(out), &vr); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(vr.Receipts) != 2 || vr.Receipts[0].Status != "valid" || vr.Receipts[1].Status != "forged" {
		t.Errorf("receipts %+v", vr.Receipts)
	}

	code, _, errOut = runCLI(t, "", nil, "verify", "--socket", filepath.Join(dir, "none.sock"), reply)
	if code != 2 || !strings.Contains(errOut, "nothing is listening") || !strings.Contains(errOut, "Try: start \"pramana mcp serve --verify-socket") {
		t.Errorf("missing socket: exit %d\n%s", code, errOut)
	}
}
