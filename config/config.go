// Package config reads pramana's TOML configuration file.
//
// A file is decoded onto [Default], so a key that is left out keeps its
// default and an empty file is a complete configuration. [Load] and [Parse]
// are strict: a key the schema does not know, a value of the wrong type, a
// duration that does not parse and a value that fails [Config.Validate] are
// all errors, and each error names the key and, when it came from a file,
// the line:
//
//	config: /home/me/.pramana/config.toml:12: unknown key "agent.max_iterations" (did you mean "agent.max_tool_iterations"?)
//	config: config.toml:3: agent.max_tool_iterations: expected integer, got string
//	config: config.toml:7: agent.verification.mode: "loud" is not one of annotate, warn, retry, block
//
// Being strict matters more here than in most configuration files because a
// misspelt key silently falls back to a default, and several defaults are
// security decisions (the autonomy level, the shell allow-list, whether the
// fetch tool may reach private addresses).
//
// # Secrets
//
// The schema holds no secret values by design. The provider's API key and
// the daemon's bearer tokens are read from environment variables, and the
// file names those variables ([Provider.APIKeyEnv], [Daemon.AuthTokensEnv]),
// so that a config file can be shared, committed or printed. The receipt
// key is not configurable at all: it is generated in memory for each scope
// and never touches the configuration. The only places a secret can still
// slip in are the environment and arguments of an MCP server and the
// userinfo or query of a URL; [Config.MaskedTOML] masks those.
//
// # Paths
//
// [Resolve] picks the file: the --config flag, else $PRAMANA_CONFIG, else
// ~/.pramana/config.toml. [LoadResolved] applies the rule that a missing
// default file means the defaults, while a missing file that was asked for
// is an error. Paths inside the file are returned as written; callers expand
// a leading "~" with [ExpandHome] and resolve relative paths against the
// working directory at run time (agent.workspace "." is the directory
// pramana runs in, not the directory of the config file).
package config

import (
	"strings"
	"time"

	"github.com/pramana-dev/pramana/internal/errs"
)

// Config is the whole configuration. Every section is a value, never nil,
// so a zero section is a section with zero values, not a missing one; use
// [Default] as the starting point.
type Config struct {
	Provider Provider `toml:"provider"`
	Agent    Agent    `toml:"agent"`
	Autonomy Autonomy `toml:"autonomy"`
	Tools    Tools    `toml:"tools"`
	Daemon   Daemon   `toml:"daemon"`
	Audit    Audit    `toml:"audit"`
	MCP      MCP      `toml:"mcp"`
}

// Provider is the [provider] section: which model server to talk to.
type Provider struct {
	// Kind selects the wire protocol. "openai" is the only one; it also
	// covers servers that speak the OpenAI chat completions API.
	Kind    string `toml:"kind"`
	BaseURL string `toml:"base_url"`
	Model   string `toml:"model"`
	// APIKeyEnv is the name of the environment variable that holds the API
	// key. The key itself is never in the file.
	APIKeyEnv  string   `toml:"api_key_env"`
	Timeout    Duration `toml:"timeout"`
	MaxRetries int      `toml:"max_retries"`
	// Temperature is nil when the file does not set it, so that the
	// provider's own default applies.
	Temperature *float64 `toml:"temperature,omitempty"`
}

// Agent is the [agent] section: the tool loop.
type Agent struct {
	// Workspace is the directory the file tools are confined to. "." is
	// the working directory at run time.
	Workspace          string       `toml:"workspace"`
	MaxToolIterations  int          `toml:"max_tool_iterations"`
	MaxToolResultChars int          `toml:"max_tool_result_chars"`
	ToolTimeout        Duration     `toml:"tool_timeout"`
	SystemPrompt       string       `toml:"system_prompt"`
	ToolReceipts       ToolReceipts `toml:"tool_receipts"`
	Verification       Verification `toml:"verification"`
}

// ToolReceipts is the [agent.tool_receipts] section.
type ToolReceipts struct {
	Enabled            bool `toml:"enabled"`
	ShowInResponse     bool `toml:"show_in_response"`
	InjectSystemPrompt bool `toml:"inject_system_prompt"`
}

// Verification is the [agent.verification] section.
type Verification struct {
	// Mode is one of "annotate", "warn", "retry" or "block".
	Mode       string `toml:"mode"`
	MaxRetries int    `toml:"max_retries"`
	// BlockUnsupported makes "block" withhold a reply on any finding,
	// not only on a sure one (see verify.Finding.Sure).
	BlockUnsupported bool `toml:"block_unsupported"`
}

// Autonomy is the [autonomy] section: what tools may do without asking.
type Autonomy struct {
	// Level is one of "readonly", "supervised" or "full".
	Level string `toml:"level"`
	// AutoApprove lists tool names that the supervised level runs without
	// asking.
	AutoApprove []string `toml:"auto_approve"`
}

// Tools is the [tools] section: settings of the built-in tools.
type Tools struct {
	Shell     Shell     `toml:"shell"`
	HTTPFetch HTTPFetch `toml:"http_fetch"`
}

// Shell is the [tools.shell] section.
type Shell struct {
	// AllowedCommands are the program names the shell tool may run.
	AllowedCommands []string `toml:"allowed_commands"`
	Timeout         Duration `toml:"timeout"`
	MaxOutputBytes  int64    `toml:"max_output_bytes"`
}

// HTTPFetch is the [tools.http_fetch] section.
type HTTPFetch struct {
	// AllowPrivate lets the fetch tool reach loopback, private and
	// link-local addresses. Off by default so that a model cannot be
	// talked into probing the local network or a cloud metadata endpoint.
	AllowPrivate bool     `toml:"allow_private"`
	Timeout      Duration `toml:"timeout"`
	MaxBytes     int64    `toml:"max_bytes"`
}

// Daemon is the [daemon] section: the HTTP gateway.
type Daemon struct {
	Listen string `toml:"listen"`
	// AuthTokensEnv is the name of the environment variable that holds the
	// comma-separated bearer tokens the gateway accepts.
	AuthTokensEnv string   `toml:"auth_tokens_env"`
	MaxBodyBytes  int64    `toml:"max_body_bytes"`
	MaxInflight   int      `toml:"max_inflight"`
	TurnTimeout   Duration `toml:"turn_timeout"`
	ShutdownGrace Duration `toml:"shutdown_grace"`
}

// Audit is the [audit] section: the durable audit log.
type Audit struct {
	// Path is the SQLite file. A leading "~" is expanded by the caller
	// with [ExpandHome].
	Path string `toml:"path"`
	// StoreFull keeps the full argument and result text instead of hashes
	// and an excerpt.
	StoreFull    bool `toml:"store_full"`
	ExcerptChars int  `toml:"excerpt_chars"`
}

// MCP is the [mcp] section.
type MCP struct {
	Servers []MCPServer `toml:"servers"`
}

// MCPServer is one [[mcp.servers]] entry: an MCP server reached either by
// starting Command (stdio) or at URL (streamable HTTP), never both.
type MCPServer struct {
	// Name prefixes the server's tools as "<name>__<tool>", which is why
	// it may not contain "__".
	Name    string            `toml:"name"`
	Command string            `toml:"command,omitempty"`
	Args    []string          `toml:"args,omitempty"`
	Env     map[string]string `toml:"env,omitempty"`
	URL     string            `toml:"url,omitempty"`
	// Tools is an allow-list of the server's tool names; empty means every
	// tool the server lists.
	Tools   []string `toml:"tools,omitempty"`
	Timeout Duration `toml:"timeout"`
}

// Default values that are not obvious from [Default] alone.
const (
	defaultMCPTimeout = Duration(30 * time.Second)
)

// Default returns the default configuration. Each call returns fresh
// slices, so callers may modify the result.
func Default() Config {
	return Config{
		Provider: Provider{
			Kind:       "openai",
			BaseURL:    "https://api.openai.com/v1",
			Model:      "gpt-4o-mini",
			APIKeyEnv:  "OPENAI_API_KEY",
			Timeout:    Duration(120 * time.Second),
			MaxRetries: 3,
		},
		Agent: Agent{
			Workspace:          ".",
			MaxToolIterations:  10,
			MaxToolResultChars: 20000,
			ToolTimeout:        Duration(60 * time.Second),
			ToolReceipts: ToolReceipts{
				Enabled:            true,
				ShowInResponse:     true,
				InjectSystemPrompt: true,
			},
			Verification: Verification{Mode: "warn", MaxRetries: 1},
		},
		Autonomy: Autonomy{Level: "supervised", AutoApprove: []string{}},
		Tools: Tools{
			Shell: Shell{
				AllowedCommands: []string{"ls", "cat", "head", "tail", "wc", "grep", "find", "echo", "pwd", "date", "git", "sort", "uniq"},
				Timeout:         Duration(30 * time.Second),
				MaxOutputBytes:  65536,
			},
			HTTPFetch: HTTPFetch{
				Timeout:  Duration(15 * time.Second),
				MaxBytes: 1048576,
			},
		},
		Daemon: Daemon{
			Listen:        "127.0.0.1:8787",
			AuthTokensEnv: "PRAMANA_TOKENS",
			MaxBodyBytes:  1048576,
			MaxInflight:   64,
			TurnTimeout:   Duration(120 * time.Second),
			ShutdownGrace: Duration(10 * time.Second),
		},
		Audit: Audit{
			Path:         "~/.pramana/audit.db",
			ExcerptChars: 256,
		},
	}
}

// Duration is a time.Duration written in TOML as a string that
// time.ParseDuration accepts, such as "30s", "2m" or "1h30m". A bare number
// is rejected rather than read as nanoseconds.
type Duration time.Duration

// Duration returns d as a time.Duration.
func (d Duration) Duration() time.Duration { return time.Duration(d) }

// String formats d like time.Duration, without the zero units that
// time.Duration.String leaves at the end: "2m" rather than "2m0s".
func (d Duration) String() string {
	s := time.Duration(d).String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}

// MarshalText implements encoding.TextMarshaler.
func (d Duration) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (d *Duration) UnmarshalText(text []byte) error {
	v, err := time.ParseDuration(string(text))
	if err != nil {
		return errs.Errorf("invalid duration %q; use a number with a unit, such as \"30s\" or \"2m\"", text)
	}
	*d = Duration(v)
	return nil
}
