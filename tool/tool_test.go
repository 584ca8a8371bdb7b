package tool

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pramana-dev/pramana/policy"
)

// newWorkspace returns a workspace in a fresh temporary directory and its
// real root path.
func newWorkspace(t *testing.T) (*policy.Workspace, string) {
	t.Helper()
	ws, err := policy.NewWorkspace(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return ws, ws.Root()
}

// writeFiles creates files under root: name -> content. Names ending in
// "/" are directories.
func writeFiles(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if strings.HasSuffix(name, "/") {
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func run(t *testing.T, tl Tool, args string) (Result, error) {
	t.Helper()
	return tl.Execute(context.Background(), json.RawMessage(args))
}

func mustRun(t *testing.T, tl Tool, args string) Result {
	t.Helper()
	r, err := run(t, tl, args)
	if err != nil {
		t.Fatalf("%s %s: %v", tl.Info().Name, args, err)
	}
	return r
}

// wantErr checks that err is not nil and its text contains each of subs.
func wantErr(t *testing.T, err error, subs ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("got no error, want one mentioning %q", subs)
	}
	for _, s := range subs {
		if !strings.Contains(err.Error(), s) {
			t.Errorf("error %q does not mention %q", err, s)
		}
	}
}

// Every built-in describes itself with a usable JSON Schema and the
// policy flags the agent relies on.
func TestBuiltinsInfo(t *testing.T) {
	ws, _ := newWorkspace(t)
	tools := Builtins(ws, BuiltinOptions{})
	var names []string
	for _, tl := range tools {
		info := tl.Info()
		names = append(names, info.Name)
		var schema struct {
			Type       string                     `json:"type"`
			Properties map[string]json.RawMessage `json:"properties"`
			Required   []string                   `json:"required"`
			Additional *bool                      `json:"additionalProperties"`
		}
		dec := json.NewDecoder(strings.NewReader(string(info.Parameters)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&schema); err != nil {
			t.Errorf("%s: Parameters: %v", info.Name, err)
			continue
		}
		if schema.Type != "object" || schema.Properties == nil || schema.Additional == nil || *schema.Additional {
			t.Errorf("%s: schema must be an object with properties and additionalProperties false: %s", info.Name, info.Parameters)
		}
		for _, r := range schema.Required {
			if _, ok := schema.Properties[r]; !ok {
				t.Errorf("%s: required %q is not a property", info.Name, r)
			}
		}
		for name, raw := range schema.Properties {
			var prop struct {
				Type        string `json:"type"`
				Description string `json:"description"`
			}
			if err := json.Unmarshal(raw, &prop); err != nil || prop.Type == "" || prop.Description == "" {
				t.Errorf("%s: property %q needs a type and a description: %s", info.Name, name, raw)
			}
		}
		if info.Description == "" {
			t.Errorf("%s: no description", info.Name)
		}
		_, summarizes := tl.(Summarizer)
		if summarizes != info.Risky {
			t.Errorf("%s: Risky=%v but Summarizer=%v; risky tools need a summary for approval", info.Name, info.Risky, summarizes)
		}
		if info.ReadOnly && info.Risky {
			t.Errorf("%s: both read-only and risky", info.Name)
		}
	}
	want := []string{"file_read", "list_dir", "search_files", "file_write", "shell", "http_fetch"}
	if !slices.Equal(names, want) {
		t.Errorf("Builtins names = %q, want %q", names, want)
	}
	readOnly := map[string]bool{"file_read": true, "list_dir": true, "search_files": true}
	for _, tl := range tools {
		if info := tl.Info(); info.ReadOnly != readOnly[info.Name] {
			t.Errorf("%s: ReadOnly = %v", info.Name, info.ReadOnly)
		}
	}
}

func TestArgumentErrors(t *testing.T) {
	ws, _ := newWorkspace(t)
	ld, fr, fw := NewListDir(ws, ListDirOptions{}), NewFileRead(ws, FileReadOptions{}), NewFileWrite(ws, FileWriteOptions{})
	tests := []struct {
		tool Tool
		args string
		want string
	}{
		{ld, `{"path": 3}`, "list_dir: invalid arguments: path must be a string"},
		{ld, `[1]`, "list_dir: invalid arguments: arguments must be a JSON object"},
		{ld, `{"path": "."`, "list_dir: invalid arguments: arguments are not valid JSON"},
		{ld, `{"dir": "."}`, `list_dir: invalid arguments: unknown field "dir" (fields: path)`},
		{fr, `{}`, "file_read: invalid arguments: path is required"},
		{fr, `{"path": null}`, "file_read: invalid arguments: path is required"},
		{fr, `{"path": ""}`, "file_read: invalid arguments: path must not be empty"},
		{fr, `{"path": "a", "offset": 1.5}`, "file_read: invalid arguments: offset must be an integer"},
		{fr, `{"path": "a", "offset": "2"}`, "file_read: invalid arguments: offset must be an integer"},
		{fr, `{"path": "a", "offset": 0}`, "file_read: invalid arguments: offset must be at least 1"},
		{fr, `{"path": "a", "limit": -1}`, "file_read: invalid arguments: limit must be at least 1"},
		{fw, `{"path": "a"}`, "file_write: invalid arguments: content is required"},
		{fw, `{"path": "a", "content": "x", "append": "yes"}`, "file_write: invalid arguments: append must be true or false"},
	}
	for _, tc := range tests {
		_, err := run(t, tc.tool, tc.args)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s %s: error = %v, want %q", tc.tool.Info().Name, tc.args, err, tc.want)
		}
	}
	// Empty arguments and null are the empty object.
	for _, args := range []string{``, `null`, `{}`, ` {"path": null} `} {
		if r, err := run(t, ld, args); err != nil || r.Count == nil {
			t.Errorf("list_dir %q: %v", args, err)
		}
	}
}
