package mcp

import (
	"encoding/json"
	"slices"
)

// The MCP protocol versions pramana speaks, newest first. Both roles
// propose or fall back to the first; the methods pramana uses (initialize,
// ping, tools/list, tools/call) are the same in all of them. 2025-11-25 is
// also what the official go-sdk v1.8.0 settles on through initialize (its
// 2026-07-28 draft replaces initialize with server/discover, which it tries
// first and abandons on "method not found").
var protocolVersions = []string{"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"}

// ProtocolVersions returns the MCP protocol versions pramana speaks,
// newest first.
func ProtocolVersions() []string { return slices.Clone(protocolVersions) }

func latestVersion() string { return protocolVersions[0] }

// Method names.
const (
	methodInitialize  = "initialize"
	methodPing        = "ping"
	methodToolsList   = "tools/list"
	methodToolsCall   = "tools/call"
	notifyInitialized = "notifications/initialized"
	notifyCancelled   = "notifications/cancelled"
)

// HTTP headers of the streamable HTTP transport.
const (
	headerSession  = "Mcp-Session-Id"
	headerProtocol = "MCP-Protocol-Version"
)

type implementation struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

type initializeParams struct {
	ProtocolVersion string          `json:"protocolVersion"`
	Capabilities    json.RawMessage `json:"capabilities"`
	ClientInfo      *implementation `json:"clientInfo"`
}

type initializeResult struct {
	ProtocolVersion string          `json:"protocolVersion"`
	Capabilities    json.RawMessage `json:"capabilities"`
	ServerInfo      *implementation `json:"serverInfo,omitempty"`
	Instructions    string          `json:"instructions,omitempty"`
}

type toolAnnotations struct {
	ReadOnlyHint bool `json:"readOnlyHint,omitempty"`
}

type toolDef struct {
	Name        string           `json:"name"`
	Description string           `json:"description,omitempty"`
	InputSchema json.RawMessage  `json:"inputSchema"`
	Annotations *toolAnnotations `json:"annotations,omitempty"`
}

type listToolsParams struct {
	Cursor string `json:"cursor,omitempty"`
}

type listToolsResult struct {
	Tools      []toolDef `json:"tools"`
	NextCursor string    `json:"nextCursor,omitempty"`
}

type callToolParams struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

// content is one item of a tool result, of any type: the fields of text,
// image, audio, resource_link and resource content side by side. Binary
// data stays base64: pramana only reports its size.
type content struct {
	Type     string            `json:"type"`
	Text     string            `json:"text,omitempty"`
	Data     string            `json:"data,omitempty"`
	MIMEType string            `json:"mimeType,omitempty"`
	URI      string            `json:"uri,omitempty"`
	Name     string            `json:"name,omitempty"`
	Resource *resourceContents `json:"resource,omitempty"`
}

type resourceContents struct {
	URI      string `json:"uri"`
	MIMEType string `json:"mimeType,omitempty"`
	Text     string `json:"text,omitempty"`
	Blob     string `json:"blob,omitempty"`
}

type callToolResult struct {
	Content           []content       `json:"content"`
	StructuredContent json.RawMessage `json:"structuredContent,omitempty"`
	IsError           bool            `json:"isError,omitempty"`
	Meta              map[string]any  `json:"_meta,omitempty"`
}

type cancelledParams struct {
	RequestID json.RawMessage `json:"requestId"`
	Reason    string          `json:"reason,omitempty"`
}

// base64Len is the length of the data that base64 text s decodes to,
// padded or not, without decoding it.
func base64Len(s string) int {
	n := len(s)
	for n > 0 && s[n-1] == '=' {
		n--
	}
	return n * 3 / 4
}
