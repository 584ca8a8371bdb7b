package provider_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pramana-dev/pramana/provider"
)

// benchRequest is a mid-sized conversation: a system prompt, a tool round
// trip with a 4 KiB result, and two tool specs.
func benchRequest() provider.Request {
	return provider.Request{
		Messages: []provider.Message{
			{Role: provider.RoleSystem, Content: strings.Repeat("Be precise. ", 40)},
			{Role: provider.RoleUser, Content: "What is in the repo?"},
			{Role: provider.RoleAssistant, ToolCalls: []provider.ToolCall{{ID: "call_1", Name: "list_dir", Arguments: `{"path":"."}`}}},
			{Role: provider.RoleTool, ToolCallID: "call_1", Content: strings.Repeat("file.go\n", 512)},
		},
		Tools: []provider.ToolSpec{
			{Name: "list_dir", Description: "List a directory.", Parameters: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}}}`)},
			{Name: "read_file", Description: "Read a file.", Parameters: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}}}`)},
		},
	}
}

func benchServer(b *testing.B) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		reply(w, 200, okBody)
	}))
	b.Cleanup(srv.Close)
	return srv
}

// BenchmarkChat measures a full Chat over loopback; compare it with
// BenchmarkChatBaseline, which posts the same bytes with bare net/http, to
// see what the client adds.
func BenchmarkChat(b *testing.B) {
	srv := benchServer(b)
	c, err := provider.NewOpenAI(provider.OpenAIOptions{BaseURL: srv.URL, Model: "m", APIKey: "k"})
	if err != nil {
		b.Fatal(err)
	}
	req := benchRequest()
	ctx := context.Background()
	for b.Loop() {
		if _, err := c.Chat(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkChatBaseline(b *testing.B) {
	srv := benchServer(b)
	req := benchRequest()
	// The body is built once: the baseline is transport plus decoding.
	body, _ := json.Marshal(map[string]any{"model": "m", "messages": req.Messages, "tools": req.Tools})
	client := &http.Client{}
	for b.Loop() {
		resp, err := client.Post(srv.URL+"/chat/completions", "application/json", bytes.NewReader(body))
		if err != nil {
			b.Fatal(err)
		}
		var out map[string]any
		json.NewDecoder(resp.Body).Decode(&out)
		resp.Body.Close()
	}
}

func BenchmarkParseTextToolCalls(b *testing.B) {
	content := "Let me check both.\n<tool_call>\n{\"name\": \"read_file\", \"arguments\": {\"path\": \"a.go\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"read_file\", \"arguments\": \"{\\\"path\\\": \\\"b.go\\\"}\"}\n</tool_call>"
	for b.Loop() {
		if _, calls := provider.ParseTextToolCalls(content); len(calls) != 2 {
			b.Fatal(calls)
		}
	}
}

func BenchmarkParseTextToolCallsPlain(b *testing.B) {
	content := strings.Repeat("An ordinary answer without tool calls. ", 50)
	for b.Loop() {
		provider.ParseTextToolCalls(content)
	}
}
