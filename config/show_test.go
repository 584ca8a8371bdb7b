package config

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestMaskedTOMLRoundTrip: with nothing to mask, the output reads back as
// the same configuration.
func TestMaskedTOMLRoundTrip(t *testing.T) {
	c := Default()
	temp := 0.3
	c.Provider.Temperature = &temp
	c.Provider.Timeout = Duration(90 * time.Second)
	c.Agent.SystemPrompt = "Be brief.\nCite \"receipts\"."
	c.Autonomy.AutoApprove = []string{"file_read"}
	c.MCP.Servers = []MCPServer{
		{Name: "fs", Command: "mcp-fs", Args: []string{"--root", "/srv"}, Tools: []string{"read"}, Timeout: Duration(5 * time.Second)},
		{Name: "web", URL: "https://mcp.example.com/mcp", Timeout: Duration(time.Minute)},
	}
	out, err := c.MaskedTOML()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(out), "# Effective pramana configuration") || !strings.Contains(string(out), "Masked as REDACTED") {
		t.Errorf("output does not start with the masking note:\n%s", out)
	}
	back, err := Parse(out, "shown.toml")
	if err != nil {
		t.Fatalf("MaskedTOML output does not parse: %v\n%s", err, out)
	}
	if diff := cmp.Diff(c, back); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}

	// With no temperature set, none is shown, and it reads back as unset.
	out, err = Default().MaskedTOML()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(out), "temperature") {
		t.Errorf("unset temperature shown:\n%s", out)
	}
	back, err = Parse(out, "shown.toml")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(Default(), back); diff != "" {
		t.Errorf("default round trip (-want +got):\n%s", diff)
	}
}

func TestMaskedTOMLMasksSecrets(t *testing.T) {
	secrets := []string{
		"envsecret1", "envsecret2", "urlpass", "urltoken", "querysecret",
		"flagsecret", "eqsecret", "varsecret", "sk-proj-AAAAAAAAAAAAAAAAAAAA", "argpass", "basekey",
	}
	c := Default()
	c.Provider.BaseURL = "https://gw.example.com/v1?api-key=basekey"
	c.MCP.Servers = []MCPServer{
		{
			Name:    "gh",
			Command: "mcp-github",
			Args: []string{
				"--token", "flagsecret",
				"--api-key=eqsecret",
				"GITHUB_TOKEN=varsecret",
				"sk-proj-AAAAAAAAAAAAAAAAAAAA",
				"--remote", "https://bob:argpass@git.example.com/x.git",
				"--verbose", "--depth=2", "LOG=debug",
			},
			Env:     map[string]string{"GITHUB_TOKEN": "envsecret1", "OTHER": "envsecret2"},
			Timeout: Duration(30 * time.Second),
		},
		{Name: "a", URL: "https://alice:urlpass@mcp.example.com/mcp?token=querysecret&v=2", Timeout: Duration(30 * time.Second)},
		{Name: "b", URL: "https://urltoken@mcp.example.com/mcp", Timeout: Duration(30 * time.Second)},
	}
	out, err := c.MaskedTOML()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range secrets {
		if strings.Contains(string(out), s) {
			t.Errorf("output contains secret %q:\n%s", s, out)
		}
	}

	back, err := Parse(out, "shown.toml")
	if err != nil {
		t.Fatalf("masked output does not parse: %v\n%s", err, out)
	}
	if got, want := back.Provider.BaseURL, "https://gw.example.com/v1?api-key=REDACTED"; got != want {
		t.Errorf("base_url = %q, want %q", got, want)
	}
	want := []MCPServer{
		{
			Name:    "gh",
			Command: "mcp-github",
			Args: []string{
				"--token", "REDACTED",
				"--api-key=REDACTED",
				"GITHUB_TOKEN=REDACTED",
				"REDACTED",
				"--remote", "https://REDACTED:REDACTED@git.example.com/x.git",
				"--verbose", "--depth=2", "LOG=debug",
			},
			Env:     map[string]string{"GITHUB_TOKEN": "REDACTED", "OTHER": "REDACTED"},
			Timeout: Duration(30 * time.Second),
		},
		{Name: "a", URL: "https://REDACTED:REDACTED@mcp.example.com/mcp?token=REDACTED&v=REDACTED", Timeout: Duration(30 * time.Second)},
		{Name: "b", URL: "https://REDACTED@mcp.example.com/mcp", Timeout: Duration(30 * time.Second)},
	}
	if diff := cmp.Diff(want, back.MCP.Servers); diff != "" {
		t.Errorf("masked servers (-want +got):\n%s", diff)
	}

	// Masking works on copies: the config itself keeps its values.
	if c.MCP.Servers[0].Env["GITHUB_TOKEN"] != "envsecret1" || c.MCP.Servers[0].Args[1] != "flagsecret" || c.MCP.Servers[1].URL != "https://alice:urlpass@mcp.example.com/mcp?token=querysecret&v=2" {
		t.Errorf("MaskedTOML modified its receiver: %+v", c.MCP.Servers)
	}
}

func TestMaskURL(t *testing.T) {
	for in, want := range map[string]string{
		"":                                "",
		"https://api.openai.com/v1":       "https://api.openai.com/v1",
		"http://u:p@h:8080/x":             "http://REDACTED:REDACTED@h:8080/x",
		"http://h/x?a=1&b=2":              "http://h/x?a=REDACTED&b=REDACTED",
		"http://h/x?flag":                 "http://h/x?flag=REDACTED",
		"http://[::1]:namedport/x?k=sec":  "REDACTED", // does not parse
		"https://h/p#frag":                "https://h/p#frag",
		"postgres://me:pw@db/app?ssl=off": "postgres://REDACTED:REDACTED@db/app?ssl=REDACTED",
	} {
		if got := maskURL(in); got != want {
			t.Errorf("maskURL(%q) = %q, want %q", in, got, want)
		}
	}
}
