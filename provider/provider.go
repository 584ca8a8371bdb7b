// Package provider talks to model APIs. One small interface, [Provider],
// hides the wire format; [OpenAI] speaks the OpenAI-compatible chat
// completions API that OpenAI, Ollama, vLLM, llama.cpp server, LM Studio,
// OpenRouter and most others serve.
package provider

import (
	"context"
	"encoding/json"
)

// A Provider sends a conversation to a model and returns its next message.
type Provider interface {
	Chat(ctx context.Context, req Request) (Response, error)
}

// Roles of a Message.
const (
	RoleSystem    = "system"
	RoleUser      = "user"
	RoleAssistant = "assistant"
	RoleTool      = "tool"
)

// A Message is one message of a conversation.
type Message struct {
	Role    string
	Content string
	// ToolCalls are the calls an assistant message asks for.
	ToolCalls []ToolCall
	// ToolCallID names the call a tool message answers.
	ToolCallID string
}

// A ToolCall is one call the model asks for.
type ToolCall struct {
	ID   string
	Name string
	// Arguments is the argument JSON exactly as the model sent it. It may
	// be invalid JSON: the agent reports that to the model.
	Arguments string
}

// A ToolSpec describes a tool to the model.
type ToolSpec struct {
	Name        string
	Description string
	Parameters  json.RawMessage
}

// Request is one chat request.
type Request struct {
	Messages []Message
	Tools    []ToolSpec
}

// Response is the model's answer.
type Response struct {
	Message      Message
	FinishReason string
	Usage        Usage
}

// Usage counts tokens, when the server reports them.
type Usage struct {
	PromptTokens, CompletionTokens int
}
