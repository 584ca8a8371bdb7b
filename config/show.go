package config

import (
	"bytes"
	"maps"
	"net/url"
	"regexp"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/pramana-dev/pramana/internal/errs"
)

// masked replaces a value that may be a secret.
const masked = "REDACTED"

// MaskedTOML returns c as TOML, for "pramana config show". The schema has
// no secret values (only the names of environment variables that hold
// them), but a few free-form values can carry one, and those are masked:
// the values of mcp server env tables; the userinfo and every query value
// of provider.base_url and of mcp server urls; and, in mcp server args, the
// value of a flag whose name suggests a secret (--token=x, --api-key x),
// URL arguments as above, and arguments that look like well-known token
// formats. The output begins with a comment that says so. Masking is a
// heuristic: it is for showing a config on screen, not for publishing a
// config that puts secrets in args.
func (c Config) MaskedTOML() ([]byte, error) {
	c.Provider.BaseURL = maskURL(c.Provider.BaseURL)
	var servers []MCPServer
	if c.MCP.Servers != nil {
		servers = make([]MCPServer, len(c.MCP.Servers))
	}
	for i, s := range c.MCP.Servers {
		if s.Env != nil {
			env := maps.Clone(s.Env)
			for k := range env {
				env[k] = masked
			}
			s.Env = env
		}
		if s.URL != "" {
			s.URL = maskURL(s.URL)
		}
		s.Args = maskArgs(s.Args)
		servers[i] = s
	}
	c.MCP.Servers = servers

	var b bytes.Buffer
	b.WriteString("# Effective pramana configuration: defaults, overridden by the config file.\n")
	b.WriteString("# Masked as " + masked + ": mcp server env values, URL userinfo and query values,\n")
	b.WriteString("# and secret-looking mcp server args. API keys and tokens are never in this\n")
	b.WriteString("# file: provider.api_key_env and daemon.auth_tokens_env name the variables.\n\n")
	enc := toml.NewEncoder(&b)
	enc.Indent = ""
	if err := enc.Encode(c); err != nil {
		return nil, errs.Errorf("encode config: %w", err)
	}
	return b.Bytes(), nil
}

// maskURL masks the userinfo and the query values of a URL, and the whole
// string if it does not parse, since it cannot then be told apart.
func maskURL(s string) string {
	if s == "" {
		return s
	}
	u, err := url.Parse(s)
	if err != nil {
		return masked
	}
	if u.User != nil {
		if _, ok := u.User.Password(); ok {
			u.User = url.UserPassword(masked, masked)
		} else {
			u.User = url.User(masked)
		}
	}
	if u.RawQuery != "" {
		q := u.Query()
		for k := range q {
			q[k] = []string{masked}
		}
		u.RawQuery = q.Encode()
	}
	return u.String()
}

// secretName matches the name of a flag or variable that holds a secret.
// It errs on the side of masking: "auth" also matches "--author".
var secretName = regexp.MustCompile(`(?i)(token|secret|passw(or)?d|api[_-]?key|auth|credential|bearer|private[_-]?key)`)

// tokenLike matches well-known token formats (OpenAI, GitHub, GitLab,
// Slack, AWS access key ids).
var tokenLike = regexp.MustCompile(`^(sk-[A-Za-z0-9_-]{16,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{16,}|xox[abprs]-[A-Za-z0-9-]{10,}|AKIA[A-Z0-9]{16})$`)

// maskArgs masks, in a command line, the value after a secret-looking
// flag (--token x), the value of --token=x and of TOKEN=x, the userinfo and
// query values of URLs, and token-like arguments.
func maskArgs(args []string) []string {
	if args == nil {
		return nil
	}
	out := make([]string, len(args))
	for i, a := range args {
		prev := ""
		if i > 0 {
			prev = args[i-1]
		}
		name, val, hasVal := strings.Cut(a, "=")
		switch {
		case strings.HasPrefix(prev, "-") && !strings.Contains(prev, "=") && secretName.MatchString(prev) && !strings.HasPrefix(a, "-"):
			out[i] = masked
		case hasVal && (strings.HasPrefix(name, "-") || isEnvName(name)):
			out[i] = name + "=" + maskValue(val, secretName.MatchString(name))
		default:
			out[i] = maskValue(a, false)
		}
	}
	return out
}

// maskValue masks v if secret is set or it looks like a token, and masks
// the credentials of a URL.
func maskValue(v string, secret bool) string {
	switch {
	case secret || tokenLike.MatchString(v):
		return masked
	case strings.Contains(v, "://"):
		return maskURL(v)
	}
	return v
}
