// Package tool defines what an agent tool is and provides the built-in
// tools: shell, file_read, file_write, list_dir, search_files and
// http_fetch. (The delegate tool lives in package agent, which runs loops.)
package tool

import (
	"context"
	"encoding/json"
)

// A Tool is something the model can call. Implementations must be safe for
// concurrent use and must honour ctx: when it is done, Execute returns.
type Tool interface {
	// Info describes the tool to the model and to the policy.
	Info() Info
	// Execute runs the tool with the model's argument JSON. An error means
	// the call failed: the model is told the error text and no receipt is
	// issued. A returned Result is a success.
	Execute(ctx context.Context, args json.RawMessage) (Result, error)
}

// Info describes a tool.
type Info struct {
	Name        string
	Description string
	// Parameters is the JSON Schema of the argument object.
	Parameters json.RawMessage
	// ReadOnly tools are the only ones allowed at the readonly autonomy level.
	ReadOnly bool
	// Risky tools ask for approval at the supervised autonomy level.
	Risky bool
}

// Result is a successful tool result.
type Result struct {
	// Text is what the model is shown (before scrubbing, defanging,
	// truncation and the receipt trailer, which the agent applies).
	Text string
	// Count is the number of items the result holds (entries listed,
	// matches found, results returned), or nil when counting makes no sense.
	Count *int
	// URLs are the URLs the tool fetched or returned.
	URLs []string
}

// Count returns a pointer to n, for Result.Count.
func Count(n int) *int { return &n }

// A Summarizer is a tool that can say in a few words what a call will do,
// for approval prompts such as "Allow shell: ls -la? [y/N]".
type Summarizer interface {
	Summarize(args json.RawMessage) string
}
