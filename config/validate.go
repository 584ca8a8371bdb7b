package config

import (
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
)

// Validate checks c and returns the first problem found, as an error of
// the form
//
//	config: agent.verification.mode: "loud" is not one of annotate, warn, retry, block
//
// It checks each value on its own (enumerations, positive limits and
// timeouts, URLs, listen address, environment variable names) and the MCP
// server list as a whole: every server has a name, unique and without
// "__", and exactly one of command or url. Values are echoed in messages
// except where they might be a secret: an environment variable name that
// looks like an API key is reported without it.
func (c Config) Validate() error {
	v := validator{}
	p, a, t, d := c.Provider, c.Agent, c.Tools, c.Daemon

	v.oneOf(p.Kind, []string{"openai"}, "provider", "kind")
	v.httpURL(p.BaseURL, "provider", "base_url")
	v.nonEmpty(p.Model, "provider", "model")
	v.envName(p.APIKeyEnv, "provider", "api_key_env")
	v.positive(int64(p.Timeout), p.Timeout, "provider", "timeout")
	v.atLeast(int64(p.MaxRetries), 0, "provider", "max_retries")
	if p.Temperature != nil && !(*p.Temperature >= 0 && *p.Temperature <= 2) {
		v.fail(fmt.Sprintf("%v is out of range; use a value from 0 to 2", *p.Temperature), "provider", "temperature")
	}

	v.nonEmpty(a.Workspace, "agent", "workspace")
	v.atLeast(int64(a.MaxToolIterations), 1, "agent", "max_tool_iterations")
	v.atLeast(int64(a.MaxToolResultChars), 1, "agent", "max_tool_result_chars")
	v.positive(int64(a.ToolTimeout), a.ToolTimeout, "agent", "tool_timeout")
	v.oneOf(a.Verification.Mode, []string{"annotate", "warn", "retry", "block"}, "agent", "verification", "mode")
	v.atLeast(int64(a.Verification.MaxRetries), 0, "agent", "verification", "max_retries")

	v.oneOf(c.Autonomy.Level, []string{"readonly", "supervised", "full"}, "autonomy", "level")
	v.names(c.Autonomy.AutoApprove, "autonomy", "auto_approve")

	v.names(t.Shell.AllowedCommands, "tools", "shell", "allowed_commands")
	v.positive(int64(t.Shell.Timeout), t.Shell.Timeout, "tools", "shell", "timeout")
	v.atLeast(t.Shell.MaxOutputBytes, 1, "tools", "shell", "max_output_bytes")
	v.positive(int64(t.HTTPFetch.Timeout), t.HTTPFetch.Timeout, "tools", "http_fetch", "timeout")
	v.atLeast(t.HTTPFetch.MaxBytes, 1, "tools", "http_fetch", "max_bytes")

	v.listen(d.Listen, "daemon", "listen")
	v.envName(d.AuthTokensEnv, "daemon", "auth_tokens_env")
	v.atLeast(d.MaxBodyBytes, 1, "daemon", "max_body_bytes")
	v.atLeast(int64(d.MaxInflight), 1, "daemon", "max_inflight")
	v.positive(int64(d.TurnTimeout), d.TurnTimeout, "daemon", "turn_timeout")
	if d.ShutdownGrace < 0 {
		v.fail(fmt.Sprintf("%s is negative", d.ShutdownGrace), "daemon", "shutdown_grace")
	}

	v.nonEmpty(c.Audit.Path, "audit", "path")
	v.atLeast(int64(c.Audit.ExcerptChars), 0, "audit", "excerpt_chars")

	seen := map[string]int{}
	for i, s := range c.MCP.Servers {
		at := func(key ...string) []string { return serverPath(i, key) }
		switch {
		case s.Name == "":
			v.fail("is required", at("name")...)
		case strings.Contains(s.Name, "__"):
			v.fail(fmt.Sprintf("%q contains \"__\", which separates server and tool names", s.Name), at("name")...)
		case strings.ContainsFunc(s.Name, func(r rune) bool { return !(r < 0x80 && isBare(byte(r))) }):
			v.fail(fmt.Sprintf("%q may contain only letters, digits, '_' and '-'", s.Name), at("name")...)
		default:
			if j, dup := seen[s.Name]; dup {
				v.fail(fmt.Sprintf("%q is already the name of mcp.servers[%d]", s.Name, j), at("name")...)
			}
			seen[s.Name] = i
		}
		switch {
		case (s.Command == "") == (s.URL == ""):
			v.fail("set exactly one of command (a stdio server) or url (an HTTP server)", at()...)
		case s.URL != "":
			v.httpURL(s.URL, at("url")...)
			if len(s.Args) > 0 {
				v.fail("applies only to a server started with command", at("args")...)
			}
			if len(s.Env) > 0 {
				v.fail("applies only to a server started with command", at("env")...)
			}
		}
		for k := range s.Env {
			if !isEnvName(k) {
				v.fail(fmt.Sprintf("%q is not a valid environment variable name", k), at("env")...)
			}
		}
		v.names(s.Tools, at("tools")...)
		v.positive(int64(s.Timeout), s.Timeout, at("timeout")...)
	}
	return v.err
}

// serverPath returns the path of key in mcp.servers[i]. Kept out of line:
// inlined, its index formatting and append cost code at each of its 11
// callers in Validate (the release binary's size, size21).
//
//go:noinline
func serverPath(i int, key []string) []string {
	return append([]string{"mcp", "servers", idx(i)}, key...)
}

// validator keeps the first failure.
type validator struct {
	err error
}

// fail records msg about path unless a failure is recorded. Kept out of
// line: inlined, the allocation costs code at each of its 21 callers.
//
//go:noinline
func (v *validator) fail(msg string, path ...string) {
	if v.err == nil {
		v.err = &keyError{path: path, msg: msg}
	}
}

func (v *validator) oneOf(s string, allowed []string, path ...string) {
	for _, a := range allowed {
		if s == a {
			return
		}
	}
	v.fail(fmt.Sprintf("%q is not one of %s", s, strings.Join(allowed, ", ")), path...)
}

func (v *validator) nonEmpty(s string, path ...string) {
	if strings.TrimSpace(s) == "" {
		v.fail("must not be empty", path...)
	}
}

func (v *validator) atLeast(n, least int64, path ...string) {
	if n < least {
		v.fail(fmt.Sprintf("must be at least %d, got %d", least, n), path...)
	}
}

func (v *validator) positive(n int64, d Duration, path ...string) {
	if n <= 0 {
		v.fail(fmt.Sprintf("must be a positive duration, got %q", d), path...)
	}
}

// names checks a list of tool or command names: no empty entries, no
// blanks, no duplicates.
func (v *validator) names(list []string, path ...string) {
	seen := map[string]bool{}
	for _, s := range list {
		switch {
		case s == "":
			v.fail("contains an empty name", path...)
		case strings.ContainsAny(s, " \t\r\n"):
			v.fail(fmt.Sprintf("%q contains a blank; list one name per entry", s), path...)
		case seen[s]:
			v.fail(fmt.Sprintf("%q is listed twice", s), path...)
		}
		seen[s] = true
	}
}

// envName checks the name of an environment variable that holds a secret.
// The classic mistake is to paste the secret itself, so a value that does
// not look like a variable name is not echoed.
func (v *validator) envName(s string, path ...string) {
	if !isEnvName(s) {
		v.fail("must be the name of an environment variable (such as OPENAI_API_KEY), not its value; the value is not shown in case it is a secret", path...)
	}
}

func isEnvName(s string) bool {
	if s == "" || '0' <= s[0] && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

func (v *validator) httpURL(s string, path ...string) {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		// The URL may carry credentials; show it only with them removed.
		v.fail(fmt.Sprintf("%q is not an http or https URL", maskURL(s)), path...)
	}
}

func (v *validator) listen(s string, path ...string) {
	_, port, err := net.SplitHostPort(s)
	if err != nil {
		v.fail(fmt.Sprintf("%q is not a host:port address such as \"127.0.0.1:8787\"", s), path...)
		return
	}
	if _, err := strconv.ParseUint(port, 10, 16); err != nil {
		v.fail(fmt.Sprintf("%q has an invalid port %q", s, port), path...)
	}
}
