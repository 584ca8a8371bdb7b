package config

// DefaultTOML returns a config file that sets every key to its default,
// each with a one-line comment, for "pramana config init". It decodes to
// exactly [Default]; a test holds the two together.
func DefaultTOML() []byte { return []byte(defaultTOML) }

const defaultTOML = `# pramana configuration. Every key is shown with its default value.
# Reference: docs/config.md. Durations are strings such as "30s", "2m", "1h30m".
# Secrets are never written here: the file names the environment variables
# that hold them.

[provider]
# Wire protocol of the model server; "openai" is the only one.
kind = "openai"
# Base URL of the OpenAI-compatible API.
base_url = "https://api.openai.com/v1"
# Model name sent with every request.
model = "gpt-4o-mini"
# Name of the environment variable that holds the API key (not the key itself).
api_key_env = "OPENAI_API_KEY"
# Time limit for one model request.
timeout = "120s"
# Retries of a failed model request.
max_retries = 3
# Sampling temperature from 0 to 2; unset uses the provider's default.
# temperature = 0.2

[agent]
# Directory the file tools are confined to; "." is where pramana runs.
workspace = "."
# Most model-tool round trips in one turn.
max_tool_iterations = 10
# Each tool result is cut to this many characters before it is signed.
max_tool_result_chars = 20000
# Time limit for one tool call.
tool_timeout = "60s"
# System prompt that starts every conversation; empty sets none.
system_prompt = ""

[agent.tool_receipts]
# Sign each successful tool result with a receipt the model can cite.
enabled = true
# Show the receipts and the verification summary under the reply.
show_in_response = true
# Tell the model in the system prompt how to cite receipts.
inject_system_prompt = true

[agent.verification]
# What a finding does: "annotate" (log only), "warn", "retry" or "block".
mode = "warn"
# In "retry" mode, how often the model is asked to correct its reply.
max_retries = 1
# In "block" mode, also withhold a reply whose only findings are unsupported
# (values not found in the results, which may be the model's own working).
block_unsupported = false

[autonomy]
# "readonly" (read-only tools only), "supervised" (ask before risky tools) or "full".
level = "supervised"
# Risky tools the supervised level runs without asking.
auto_approve = []

[tools.shell]
# Programs the shell tool may run; anything else is refused.
allowed_commands = ["ls", "cat", "head", "tail", "wc", "grep", "find", "echo", "pwd", "date", "git", "sort", "uniq"]
# Time limit for one command.
timeout = "30s"
# Output beyond this many bytes is cut.
max_output_bytes = 65536

[tools.http_fetch]
# Allow fetching loopback, private and link-local addresses (off: blocks SSRF).
allow_private = false
# Time limit for one fetch.
timeout = "15s"
# Responses beyond this many bytes are cut.
max_bytes = 1048576

[daemon]
# Address the HTTP gateway listens on; keep it on loopback unless behind a proxy.
listen = "127.0.0.1:8787"
# Name of the environment variable with the comma-separated bearer tokens.
auth_tokens_env = "PRAMANA_TOKENS"
# Largest request body accepted, in bytes.
max_body_bytes = 1048576
# Most requests the gateway serves at once.
max_inflight = 64
# Time limit for one agent turn.
turn_timeout = "120s"
# How long shutdown waits for running turns.
shutdown_grace = "10s"

[audit]
# SQLite file of the audit log.
path = "~/.pramana/audit.db"
# Keep full tool arguments and results instead of hashes and an excerpt.
store_full = false
# Length of the excerpt kept when store_full is off.
excerpt_chars = 256

# MCP servers whose tools the agent may use; none by default. Each one has
# a name and exactly one of command (a stdio server) or url (an HTTP server).
#
# [[mcp.servers]]
# # Prefixes the server's tools as "<name>__<tool>"; letters, digits, '_' and '-'.
# name = "files"
# # Program to start, speaking MCP on stdin and stdout.
# command = "mcp-server-filesystem"
# # Its arguments.
# args = ["/srv/data"]
# # Extra environment for the program; "pramana config show" masks the values.
# env = { LOG_LEVEL = "info" }
# # Allow-list of the server's tools; empty allows every tool it lists.
# tools = ["read_file", "list_directory"]
# # Time limit for one call to this server.
# timeout = "30s"
#
# [[mcp.servers]]
# name = "search"
# # URL of a streamable HTTP server (instead of command).
# url = "https://mcp.example.com/mcp"
`
