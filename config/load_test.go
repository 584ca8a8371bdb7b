package config

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestParseEmptyIsDefault(t *testing.T) {
	for _, in := range []string{"", "\n\n", "# only a comment\n", "[agent]\n[tools.shell]\n"} {
		got, err := Parse([]byte(in), "empty.toml")
		if err != nil {
			t.Fatalf("Parse(%q) = %v", in, err)
		}
		if diff := cmp.Diff(Default(), got); diff != "" {
			t.Errorf("Parse(%q) (-want +got):\n%s", in, diff)
		}
	}
}

func TestParseKeepsDefaultsOfOmittedKeys(t *testing.T) {
	in := `
[provider]
model = "gpt-4.1"
temperature = 1
[agent.verification]
mode = "block"
[tools.shell]
allowed_commands = ["ls"]
[[mcp.servers]]
name = "a"
command = "srv"
[[mcp.servers]]
name = "b"
url = "http://127.0.0.1:9000/mcp"
timeout = "5s"
`
	got, err := Parse([]byte(in), "partial.toml")
	if err != nil {
		t.Fatal(err)
	}
	want := Default()
	want.Provider.Model = "gpt-4.1"
	temp := 1.0
	want.Provider.Temperature = &temp
	want.Agent.Verification.Mode = "block"
	want.Tools.Shell.AllowedCommands = []string{"ls"}
	want.MCP.Servers = []MCPServer{
		{Name: "a", Command: "srv", Timeout: Duration(30 * time.Second)},
		{Name: "b", URL: "http://127.0.0.1:9000/mcp", Timeout: Duration(5 * time.Second)},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// Decoding a shorter list onto the default one must not have written
	// into Default's storage.
	if d := Default(); len(d.Tools.Shell.AllowedCommands) != 13 {
		t.Errorf("Default() changed after Parse: %v", d.Tools.Shell.AllowedCommands)
	}
}

func TestParseArrayFormOfServers(t *testing.T) {
	in := `mcp.servers = [
  { name = "a", command = "srv", args = ["-v"] },
  { name = "b", url = "https://example.com/mcp", timeout = "1m" },
]
`
	got, err := Parse([]byte(in), "inline.toml")
	if err != nil {
		t.Fatal(err)
	}
	want := []MCPServer{
		{Name: "a", Command: "srv", Args: []string{"-v"}, Timeout: Duration(30 * time.Second)},
		{Name: "b", URL: "https://example.com/mcp", Timeout: Duration(time.Minute)},
	}
	if diff := cmp.Diff(want, got.MCP.Servers); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestParseErrors covers each class of error with the exact message, so
// that both the key and the line are checked.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
	}{
		// Syntax.
		{"syntax", "[agent]\nmax_tool_iterations = = 3\n",
			`config: t.toml:2: expected value but found '=' instead`},
		{"duplicate key", "[agent]\nworkspace = \"a\"\nworkspace = \"b\"\n",
			`config: t.toml:3: Key 'agent.workspace' has already been defined.`},

		// Unknown keys.
		{"unknown top-level key", "# c\n\nverbose = true\n",
			`config: t.toml:3: unknown key "verbose"`},
		{"unknown table", "[agnet]\nworkspace = \"x\"\n",
			`config: t.toml:1: unknown key "agnet" (did you mean "agent"?)`},
		{"unknown nested key", "[provider]\nmodel = \"m\"\n\n[agent]\nworkspace = \".\"\nmax_iterations = 5\n",
			`config: t.toml:6: unknown key "agent.max_iterations" (did you mean "agent.max_tool_iterations"?)`},
		{"unknown key in dotted form", "[agent]\nverification.modes = \"warn\"\n",
			`config: t.toml:2: unknown key "agent.verification.modes" (did you mean "agent.verification.mode"?)`},
		{"unknown key in inline table", "tools.shell = { timeout = \"1s\", max_output = 5 }\n",
			`config: t.toml:1: unknown key "tools.shell.max_output"`},
		{"unknown key in second mcp server",
			"[[mcp.servers]]\nname = \"a\"\ncommand = \"x\"\n\n[[mcp.servers]]\nname = \"b\"\ncmd = \"y\"\n",
			`config: t.toml:7: unknown key "mcp.servers[1].cmd"`},
		{"wrong case", "[Agent]\nworkspace = \"x\"\n",
			`config: t.toml:1: unknown key "Agent" (did you mean "agent"?)`},
		{"quoted unknown key", "[agent]\n\"max tool\" = 1\n",
			`config: t.toml:2: unknown key "agent.\"max tool\""`},

		// Wrong types.
		{"string for integer", "[agent]\n\nmax_tool_iterations = \"3\"\n",
			`config: t.toml:3: agent.max_tool_iterations: expected integer, got string`},
		{"integer for string", "[provider]\nmodel = 4\n",
			`config: t.toml:2: provider.model: expected string, got integer`},
		{"string for boolean", "[tools.http_fetch]\nallow_private = \"true\"\n",
			`config: t.toml:2: tools.http_fetch.allow_private: expected boolean, got string`},
		{"float for integer", "[daemon]\nmax_inflight = 1.5\n",
			`config: t.toml:2: daemon.max_inflight: expected integer, got float`},
		{"string for float", "[provider]\ntemperature = \"hot\"\n",
			`config: t.toml:2: provider.temperature: expected float, got string`},
		{"string for array", "[autonomy]\nauto_approve = \"shell\"\n",
			`config: t.toml:2: autonomy.auto_approve: expected array, got string`},
		{"wrong array element", "[autonomy]\nauto_approve = [\n  \"shell\",\n  7,\n]\n",
			`config: t.toml:4: autonomy.auto_approve[1]: expected string, got integer`},
		{"value for table", "agent = 5\n",
			`config: t.toml:1: agent: expected table, got integer`},
		{"date for string", "[audit]\npath = 2024-01-02\n",
			`config: t.toml:2: audit.path: expected string, got date-time`},
		{"env value not a string", "[[mcp.servers]]\nname = \"a\"\ncommand = \"x\"\nenv = { DEBUG = true }\n",
			`config: t.toml:4: mcp.servers[0].env.DEBUG: expected string, got boolean`},
		{"servers not an array", "[mcp]\nservers = 3\n",
			`config: t.toml:2: mcp.servers: expected array of tables, got integer`},
		{"duration as number", "[provider]\ntimeout = 30\n",
			`config: t.toml:2: provider.timeout: expected a duration string such as "30s", got integer`},

		// Bad durations.
		{"duration without unit", "[provider]\ntimeout = \"30\"\n",
			`config: t.toml:2: provider.timeout: invalid duration "30"; use a number with a unit, such as "30s" or "2m"`},
		{"duration in words", "[daemon]\nturn_timeout = \"2 minutes\"\n",
			`config: t.toml:2: daemon.turn_timeout: invalid duration "2 minutes"; use a number with a unit, such as "30s" or "2m"`},
		{"duration in second server", "[[mcp.servers]]\nname = \"a\"\ncommand = \"x\"\n[[mcp.servers]]\nname = \"b\"\ncommand = \"x\"\ntimeout = \"1d\"\n",
			`config: t.toml:7: mcp.servers[1].timeout: invalid duration "1d"; use a number with a unit, such as "30s" or "2m"`},
		{"zero duration", "[agent]\ntool_timeout = \"0s\"\n",
			`config: t.toml:2: agent.tool_timeout: must be a positive duration, got "0s"`},
		{"negative duration", "[tools.shell]\ntimeout = \"-5s\"\n",
			`config: t.toml:2: tools.shell.timeout: must be a positive duration, got "-5s"`},
		{"negative grace", "[daemon]\nshutdown_grace = \"-1s\"\n",
			`config: t.toml:2: daemon.shutdown_grace: -1s is negative`},

		// Bad enumerations.
		{"verification mode", "[agent.verification]\nmax_retries = 2\nmode = \"loud\"\n",
			`config: t.toml:3: agent.verification.mode: "loud" is not one of annotate, warn, retry, block`},
		{"autonomy level", "[autonomy]\nlevel = \"root\"\n",
			`config: t.toml:2: autonomy.level: "root" is not one of readonly, supervised, full`},
		{"provider kind", "[provider]\nkind = \"anthropic\"\n",
			`config: t.toml:2: provider.kind: "anthropic" is not one of openai`},

		// Bad numbers.
		{"zero iterations", "[agent]\nmax_tool_iterations = 0\n",
			`config: t.toml:2: agent.max_tool_iterations: must be at least 1, got 0`},
		{"negative iterations", "[agent]\nmax_tool_iterations = -3\n",
			`config: t.toml:2: agent.max_tool_iterations: must be at least 1, got -3`},
		{"negative retries", "[provider]\nmax_retries = -1\n",
			`config: t.toml:2: provider.max_retries: must be at least 0, got -1`},
		{"zero output bytes", "[tools.shell]\nmax_output_bytes = 0\n",
			`config: t.toml:2: tools.shell.max_output_bytes: must be at least 1, got 0`},
		{"zero inflight", "[daemon]\nmax_inflight = 0\n",
			`config: t.toml:2: daemon.max_inflight: must be at least 1, got 0`},
		{"negative excerpt", "[audit]\nexcerpt_chars = -1\n",
			`config: t.toml:2: audit.excerpt_chars: must be at least 0, got -1`},
		{"temperature too high", "[provider]\ntemperature = 2.5\n",
			`config: t.toml:2: provider.temperature: 2.5 is out of range; use a value from 0 to 2`},

		// Other values.
		{"base url scheme", "[provider]\nbase_url = \"ftp://example.com\"\n",
			`config: t.toml:2: provider.base_url: "ftp://example.com" is not an http or https URL`},
		{"base url credentials masked", "[provider]\nbase_url = \"localhost:8080?key=s3cret\"\n",
			`config: t.toml:2: provider.base_url: "localhost:8080?key=REDACTED" is not an http or https URL`},
		{"api key pasted as name", "[provider]\napi_key_env = \"sk-proj-abcdefghijklmnop\"\n",
			`config: t.toml:2: provider.api_key_env: must be the name of an environment variable (such as OPENAI_API_KEY), not its value; the value is not shown in case it is a secret`},
		{"listen without port", "[daemon]\nlisten = \"localhost\"\n",
			`config: t.toml:2: daemon.listen: "localhost" is not a host:port address such as "127.0.0.1:8787"`},
		{"listen bad port", "[daemon]\nlisten = \"127.0.0.1:http\"\n",
			`config: t.toml:2: daemon.listen: "127.0.0.1:http" has an invalid port "http"`},
		{"empty model", "[provider]\nmodel = \"\"\n",
			`config: t.toml:2: provider.model: must not be empty`},
		{"allowed command with blank", "[tools.shell]\nallowed_commands = [\"ls\", \"rm -rf\"]\n",
			`config: t.toml:2: tools.shell.allowed_commands: "rm -rf" contains a blank; list one name per entry`},
		{"repeated auto approve", "[autonomy]\nauto_approve = [\"shell\", \"shell\"]\n",
			`config: t.toml:2: autonomy.auto_approve: "shell" is listed twice`},

		// MCP servers.
		{"server without name", "[mcp]\n\n[[mcp.servers]]\ncommand = \"x\"\n",
			`config: t.toml:3: mcp.servers[0].name: is required`},
		{"server name with __", "[[mcp.servers]]\nname = \"a__b\"\ncommand = \"x\"\n",
			`config: t.toml:2: mcp.servers[0].name: "a__b" contains "__", which separates server and tool names`},
		{"server name with dot", "[[mcp.servers]]\nname = \"a.b\"\ncommand = \"x\"\n",
			`config: t.toml:2: mcp.servers[0].name: "a.b" may contain only letters, digits, '_' and '-'`},
		{"duplicate server name", "[[mcp.servers]]\nname = \"fs\"\ncommand = \"x\"\n[[mcp.servers]]\nname = \"gh\"\ncommand = \"y\"\n[[mcp.servers]]\nname = \"fs\"\nurl = \"http://h/mcp\"\n",
			`config: t.toml:8: mcp.servers[2].name: "fs" is already the name of mcp.servers[0]`},
		{"command and url", "[[mcp.servers]]\nname = \"a\"\ncommand = \"x\"\n[[mcp.servers]]\nname = \"b\"\ncommand = \"x\"\nurl = \"http://h/mcp\"\n",
			`config: t.toml:4: mcp.servers[1]: set exactly one of command (a stdio server) or url (an HTTP server)`},
		{"neither command nor url", "[[mcp.servers]]\nname = \"a\"\n",
			`config: t.toml:1: mcp.servers[0]: set exactly one of command (a stdio server) or url (an HTTP server)`},
		{"neither in array form", "mcp.servers = [\n  { name = \"a\", command = \"x\" },\n  { name = \"b\" },\n]\n",
			`config: t.toml:3: mcp.servers[1]: set exactly one of command (a stdio server) or url (an HTTP server)`},
		{"env on url server", "[[mcp.servers]]\nname = \"a\"\nurl = \"https://h/mcp\"\nenv = { TOKEN = \"x\" }\n",
			`config: t.toml:4: mcp.servers[0].env: applies only to a server started with command`},
		{"bad env name", "[[mcp.servers]]\nname = \"a\"\ncommand = \"x\"\n[mcp.servers.env]\n\"BAD NAME\" = \"1\"\n",
			`config: t.toml:4: mcp.servers[0].env: "BAD NAME" is not a valid environment variable name`},
		{"zero server timeout", "[[mcp.servers]]\nname = \"a\"\ncommand = \"x\"\ntimeout = \"0s\"\n",
			`config: t.toml:4: mcp.servers[0].timeout: must be a positive duration, got "0s"`},

		// Several problems: the first in the file is reported, whatever
		// its kind and whatever the order of the schema.
		{"first of several", "[tools.shell]\ntimeout = 5\n[agent]\nbogus = 1\n[audit]\nexcerpt_chars = \"x\"\n",
			`config: t.toml:2: tools.shell.timeout: expected a duration string such as "30s", got integer`},
		{"first of several reversed", "[audit]\nexcerpt_chars = \"x\"\n[agent]\nbogus = 1\n[tools.shell]\ntimeout = 5\n",
			`config: t.toml:2: audit.excerpt_chars: expected integer, got string`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Repeat: the tree is made of maps, and the report must not
			// depend on their order.
			for range 5 {
				_, err := Parse([]byte(tc.in), "t.toml")
				if err == nil {
					t.Fatalf("Parse succeeded; want %s", tc.want)
				}
				if err.Error() != tc.want {
					t.Fatalf("Parse error:\n got: %s\nwant: %s", err, tc.want)
				}
			}
		})
	}
}

func TestParseUnnamed(t *testing.T) {
	_, err := Parse([]byte("x = 1\n"), "")
	if want := `config: <config>:1: unknown key "x"`; err == nil || err.Error() != want {
		t.Errorf("Parse error = %v, want %s", err, want)
	}
}

func TestValidateMessages(t *testing.T) {
	c := Default()
	c.Agent.Verification.Mode = "loud"
	if err, want := c.Validate(), `config: agent.verification.mode: "loud" is not one of annotate, warn, retry, block`; err == nil || err.Error() != want {
		t.Errorf("Validate() = %v, want %s", err, want)
	}

	// A server added in code has no default timeout: Validate says so.
	c = Default()
	c.MCP.Servers = []MCPServer{{Name: "a", Command: "x"}}
	if err, want := c.Validate(), `config: mcp.servers[0].timeout: must be a positive duration, got "0s"`; err == nil || err.Error() != want {
		t.Errorf("Validate() = %v, want %s", err, want)
	}

	// A secret pasted into an env-name field is never echoed.
	c = Default()
	c.Daemon.AuthTokensEnv = "tok-1,tok-2"
	err := c.Validate()
	if err == nil || strings.Contains(err.Error(), "tok-1") || !strings.Contains(err.Error(), "daemon.auth_tokens_env") {
		t.Errorf("Validate() = %v; want an error naming daemon.auth_tokens_env without the value", err)
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "config.toml")
	if err := os.WriteFile(path, []byte("[agent]\nmax_tool_iterations = 4\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Agent.MaxToolIterations != 4 || cfg.Provider.Model != "gpt-4o-mini" {
		t.Errorf("Load: got iterations %d, model %q", cfg.Agent.MaxToolIterations, cfg.Provider.Model)
	}

	bad := filepath.Join(dir, "bad.toml")
	if err := os.WriteFile(bad, []byte("\n[agent]\nmax_iterations = 4\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err = Load(bad)
	if want := `config: ` + bad + `:3: unknown key "agent.max_iterations" (did you mean "agent.max_tool_iterations"?)`; err == nil || err.Error() != want {
		t.Errorf("Load(bad) = %v, want %s", err, want)
	}

	missing := filepath.Join(dir, "nope.toml")
	_, err = Load(missing)
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load(missing) = %v, want an fs.ErrNotExist error", err)
	}
	if want := `config: open ` + missing + `: no such file; run "pramana config init" to create one`; err == nil || err.Error() != want {
		t.Errorf("Load(missing) = %v, want %s", err, want)
	}

	_, err = Load(dir)
	if want := `config: read ` + dir + `: is a directory`; err == nil || err.Error() != want {
		t.Errorf("Load(dir) = %v, want %s", err, want)
	}
}

func TestResolve(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv(EnvConfig, "")

	def := filepath.Join(home, ".pramana", "config.toml")
	if got := DefaultPath(); got != def {
		t.Errorf("DefaultPath() = %q, want %q", got, def)
	}
	check := func(flag, wantPath string, wantExplicit bool) {
		t.Helper()
		p, explicit := Resolve(flag)
		if p != wantPath || explicit != wantExplicit {
			t.Errorf("Resolve(%q) = %q, %v; want %q, %v", flag, p, explicit, wantPath, wantExplicit)
		}
	}
	check("", def, false)
	check("/etc/p.toml", "/etc/p.toml", true)
	check("~/p.toml", filepath.Join(home, "p.toml"), true)

	t.Setenv(EnvConfig, "~/env.toml")
	if got, want := DefaultPath(), filepath.Join(home, "env.toml"); got != want {
		t.Errorf("DefaultPath() with %s = %q, want %q", EnvConfig, got, want)
	}
	check("", filepath.Join(home, "env.toml"), true)
	check("/etc/p.toml", "/etc/p.toml", true) // the flag wins
}

func TestLoadResolved(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv(EnvConfig, "")

	// No file at the default path: the defaults.
	cfg, path, err := LoadResolved("")
	if err != nil {
		t.Fatalf("LoadResolved with no default file = %v", err)
	}
	if path != filepath.Join(home, ".pramana", "config.toml") {
		t.Errorf("path = %q", path)
	}
	if diff := cmp.Diff(Default(), cfg); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}

	// A file at the default path is read.
	if err := os.MkdirAll(filepath.Join(home, ".pramana"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("[autonomy]\nlevel = \"readonly\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, _, err = LoadResolved("")
	if err != nil || cfg.Autonomy.Level != "readonly" {
		t.Errorf("LoadResolved with a default file = %q, %v; want readonly", cfg.Autonomy.Level, err)
	}

	// A broken default file is an error, not the defaults.
	if err := os.WriteFile(path, []byte("[autonomy]\nlevel = \"root\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := LoadResolved(""); err == nil {
		t.Error("LoadResolved with an invalid default file succeeded")
	}

	// A missing file that was asked for is an error, by flag or by env.
	missing := filepath.Join(home, "missing.toml")
	if _, _, err := LoadResolved(missing); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("LoadResolved(%q) = %v, want fs.ErrNotExist", missing, err)
	}
	t.Setenv(EnvConfig, missing)
	if _, _, err := LoadResolved(""); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("LoadResolved with %s=%q = %v, want fs.ErrNotExist", EnvConfig, missing, err)
	}
}

func TestExpandHome(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	for in, want := range map[string]string{
		"~":                   home,
		"~/":                  home,
		"~/.pramana/audit.db": filepath.Join(home, ".pramana", "audit.db"),
		"~root/x":             "~root/x",
		"/abs/~/x":            "/abs/~/x",
		"rel/x":               "rel/x",
		"":                    "",
	} {
		if got := ExpandHome(in); got != want {
			t.Errorf("ExpandHome(%q) = %q, want %q", in, got, want)
		}
	}
}
