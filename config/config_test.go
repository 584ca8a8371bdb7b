package config

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite testdata/default.toml from DefaultTOML")

func TestDefaultValidates(t *testing.T) {
	if err := Default().Validate(); err != nil {
		t.Fatalf("Default().Validate() = %v", err)
	}
}

func TestDefaultReturnsFreshSlices(t *testing.T) {
	a := Default()
	a.Tools.Shell.AllowedCommands[0] = "rm"
	a.Autonomy.AutoApprove = append(a.Autonomy.AutoApprove, "shell")
	if b := Default(); b.Tools.Shell.AllowedCommands[0] != "ls" || len(b.Autonomy.AutoApprove) != 0 {
		t.Fatalf("modifying one Default() changed the next: %+v", b)
	}
}

func TestDefaultTOMLGolden(t *testing.T) {
	golden := filepath.Join("testdata", "default.toml")
	if *update {
		if err := os.WriteFile(golden, DefaultTOML(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("read golden file (run go test -update to create it): %v", err)
	}
	if diff := cmp.Diff(string(want), string(DefaultTOML())); diff != "" {
		t.Errorf("DefaultTOML() differs from %s (-want +got); run go test -update if the change is intended:\n%s", golden, diff)
	}
}

// TestDefaultTOMLIsDefault decodes DefaultTOML onto a zero Config rather
// than onto Default, so that a key missing from the file shows up as a
// zero value in the diff.
func TestDefaultTOMLIsDefault(t *testing.T) {
	got, err := parseOnto(Config{}, DefaultTOML(), "default.toml")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(Default(), got); diff != "" {
		t.Errorf("DefaultTOML() decodes to something other than Default() (-want +got):\n%s", diff)
	}
}

// TestDefaultTOMLExample checks that the commented [[mcp.servers]]
// example in DefaultTOML is valid once uncommented.
func TestDefaultTOMLExample(t *testing.T) {
	text := string(DefaultTOML())
	start := strings.Index(text, "# [[mcp.servers]]")
	if start < 0 {
		t.Fatal("DefaultTOML has no [[mcp.servers]] example")
	}
	var b strings.Builder
	b.WriteString(text[:start])
	for _, line := range strings.Split(text[start:], "\n") {
		line = strings.TrimPrefix(line, "#")
		b.WriteString(strings.TrimPrefix(line, " ") + "\n")
	}
	cfg, err := Parse([]byte(b.String()), "example.toml")
	if err != nil {
		t.Fatalf("uncommented example: %v\n%s", err, b.String())
	}
	want := []MCPServer{
		{
			Name:    "files",
			Command: "mcp-server-filesystem",
			Args:    []string{"/srv/data"},
			Env:     map[string]string{"LOG_LEVEL": "info"},
			Tools:   []string{"read_file", "list_directory"},
			Timeout: Duration(30 * time.Second),
		},
		{Name: "search", URL: "https://mcp.example.com/mcp", Timeout: Duration(30 * time.Second)},
	}
	if diff := cmp.Diff(want, cfg.MCP.Servers); diff != "" {
		t.Errorf("example servers (-want +got):\n%s", diff)
	}
}

func TestDuration(t *testing.T) {
	for _, tc := range []struct {
		in, out string
		want    time.Duration
	}{
		{"120s", "2m", 2 * time.Minute},
		{"90m", "1h30m", 90 * time.Minute},
		{"1h0m0s", "1h", time.Hour},
		{"1.5s", "1.5s", 1500 * time.Millisecond},
		{"250ms", "250ms", 250 * time.Millisecond},
		{"0s", "0s", 0},
		{"-10s", "-10s", -10 * time.Second},
		{"1h0m30s", "1h0m30s", time.Hour + 30*time.Second},
	} {
		var d Duration
		if err := d.UnmarshalText([]byte(tc.in)); err != nil {
			t.Errorf("UnmarshalText(%q) = %v", tc.in, err)
			continue
		}
		if d.Duration() != tc.want {
			t.Errorf("UnmarshalText(%q) = %v, want %v", tc.in, d.Duration(), tc.want)
		}
		text, err := d.MarshalText()
		if err != nil || string(text) != tc.out {
			t.Errorf("MarshalText(%v) = %q, %v; want %q", tc.want, text, err, tc.out)
		}
		var back Duration
		if err := back.UnmarshalText(text); err != nil || back != d {
			t.Errorf("MarshalText output %q does not read back: %v, %v", text, back, err)
		}
	}
	for _, bad := range []string{"", "30", "2 minutes", "1d", "s"} {
		var d Duration
		err := d.UnmarshalText([]byte(bad))
		if err == nil {
			t.Errorf("UnmarshalText(%q) = %v, want error", bad, d)
			continue
		}
		if want := `invalid duration "` + bad + `"`; !strings.HasPrefix(err.Error(), want) {
			t.Errorf("UnmarshalText(%q) error = %q, want prefix %q", bad, err, want)
		}
	}
}

// schemaKeys lists the dotted TOML key of every leaf field of t; the
// fields of a slice of tables appear once, without an index.
func schemaKeys(t reflect.Type, prefix string) []string {
	var keys []string
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
		key := prefix + name
		ft := f.Type
		if ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.Struct {
			ft = ft.Elem()
		}
		if ft.Kind() == reflect.Struct && ft != reflect.TypeFor[Duration]() {
			keys = append(keys, schemaKeys(ft, key+".")...)
			continue
		}
		keys = append(keys, key)
	}
	return keys
}

func TestSchemaKeys(t *testing.T) {
	keys := schemaKeys(reflect.TypeFor[Config](), "")
	// Spot checks that the walk reaches every level.
	for _, want := range []string{"provider.base_url", "agent.tool_receipts.enabled", "agent.verification.mode", "tools.http_fetch.max_bytes", "mcp.servers.timeout", "mcp.servers.env"} {
		if !strings.Contains("\n"+strings.Join(keys, "\n")+"\n", "\n"+want+"\n") {
			t.Errorf("schemaKeys lacks %q: %v", want, keys)
		}
	}
	if len(keys) != 42 {
		t.Errorf("schemaKeys found %d keys, want 42: %v", len(keys), keys)
	}
}

func TestDocsListEveryKey(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "config.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range schemaKeys(reflect.TypeFor[Config](), "") {
		if !bytes.Contains(doc, []byte("| `"+k+"` |")) {
			t.Errorf("docs/config.md has no table row for %q", k)
		}
	}
}

func TestDefaultTOMLListsEveryKey(t *testing.T) {
	text := string(DefaultTOML())
	for _, k := range schemaKeys(reflect.TypeFor[Config](), "") {
		leaf := k[strings.LastIndex(k, ".")+1:]
		if !strings.Contains(text, "\n"+leaf+" = ") && !strings.Contains(text, "\n# "+leaf+" = ") {
			t.Errorf("DefaultTOML does not show %q", k)
		}
	}
}
