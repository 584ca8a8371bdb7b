package provider_test

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pramana-dev/pramana/provider"
)

func TestParseTextToolCalls(t *testing.T) {
	type call = provider.ToolCall
	tests := []struct {
		name      string
		content   string
		wantRest  string
		wantCalls []call
	}{
		{
			name:     "no blocks",
			content:  "  Just text, with {\"name\": \"x\"} in it.\n",
			wantRest: "  Just text, with {\"name\": \"x\"} in it.\n",
		},
		{
			name:      "hermes object arguments",
			content:   "I'll list it.\n<tool_call>\n{\"name\": \"list_dir\", \"arguments\": {\"path\": \"/tmp\", \"depth\": 2}}\n</tool_call>",
			wantRest:  "I'll list it.",
			wantCalls: []call{{ID: "call_text_1", Name: "list_dir", Arguments: `{"path":"/tmp","depth":2}`}},
		},
		{
			name:      "arguments as a JSON string",
			content:   `<tool_call>{"name": "read", "arguments": "{\"path\": \"a.txt\"}"}</tool_call>`,
			wantCalls: []call{{ID: "call_text_1", Name: "read", Arguments: `{"path":"a.txt"}`}},
		},
		{
			name:      "parameters instead of arguments",
			content:   `<tool_call>{"name": "read", "parameters": {"path": "b"}}</tool_call>`,
			wantCalls: []call{{ID: "call_text_1", Name: "read", Arguments: `{"path":"b"}`}},
		},
		{
			name:      "no arguments",
			content:   `<tool_call>{"name": "now"}</tool_call>`,
			wantCalls: []call{{ID: "call_text_1", Name: "now", Arguments: `{}`}},
		},
		{
			name:      "openai shaped",
			content:   `<tool_call>{"type": "function", "function": {"name": "read", "arguments": "{\"path\":\"c\"}"}}</tool_call>`,
			wantCalls: []call{{ID: "call_text_1", Name: "read", Arguments: `{"path":"c"}`}},
		},
		{
			name:     "several, text between",
			content:  "First.\n<tool_call>{\"name\": \"a\", \"arguments\": {}}</tool_call>\nThen.\n<tool_call>{\"name\": \"b\", \"arguments\": {\"x\": [1, 2]}}</tool_call>\n",
			wantRest: "First.\n\nThen.",
			wantCalls: []call{
				{ID: "call_text_1", Name: "a", Arguments: `{}`},
				{ID: "call_text_2", Name: "b", Arguments: `{"x":[1,2]}`},
			},
		},
		{
			name:    "array in one block",
			content: `<tool_call>[{"name": "a", "arguments": {"i": 1}}, {"name": "b", "arguments": {"i": 2}}]</tool_call>`,
			wantCalls: []call{
				{ID: "call_text_1", Name: "a", Arguments: `{"i":1}`},
				{ID: "call_text_2", Name: "b", Arguments: `{"i":2}`},
			},
		},
		{
			name:      "unterminated at the end",
			content:   "Sure.\n<tool_call>\n{\"name\": \"read\", \"arguments\": {\"path\": \"x\"}}\n",
			wantRest:  "Sure.",
			wantCalls: []call{{ID: "call_text_1", Name: "read", Arguments: `{"path":"x"}`}},
		},
		{
			name:     "unterminated, then another",
			content:  "<tool_call>{\"name\": \"a\", \"arguments\": {}}\n<tool_call>{\"name\": \"b\", \"arguments\": {}}</tool_call>",
			wantRest: "",
			wantCalls: []call{
				{ID: "call_text_1", Name: "a", Arguments: `{}`},
				{ID: "call_text_2", Name: "b", Arguments: `{}`},
			},
		},
		{
			name:      "code fence inside",
			content:   "<tool_call>\n```json\n{\"name\": \"read\", \"arguments\": {\"path\": \"<&>\"}}\n```\n</tool_call>",
			wantCalls: []call{{ID: "call_text_1", Name: "read", Arguments: `{"path":"<&>"}`}},
		},
		{
			name:      "malformed, name readable",
			content:   "Trying.\n<tool_call>{\"name\": \"read\", \"arguments\": {\"path\": \"x\"}</tool_call>",
			wantRest:  "Trying.",
			wantCalls: []call{{ID: "call_text_1", Name: "read", Arguments: `{"name": "read", "arguments": {"path": "x"}`}},
		},
		{
			name:      "malformed and cut off",
			content:   `<tool_call>{"name": "wri\"te", "arguments": {"path": "x", "text": "hel`,
			wantCalls: []call{{ID: "call_text_1", Name: `wri"te`, Arguments: `{"name": "wri\"te", "arguments": {"path": "x", "text": "hel`}},
		},
		{
			name:      "not JSON at all",
			content:   "<tool_call>list_dir path=/tmp</tool_call>",
			wantCalls: []call{{ID: "call_text_1", Name: "", Arguments: "list_dir path=/tmp"}},
		},
		{
			name:      "valid JSON without a name",
			content:   `<tool_call>{"tool": "read", "args": {}}</tool_call>`,
			wantCalls: []call{{ID: "call_text_1", Name: "", Arguments: `{"tool": "read", "args": {}}`}},
		},
		{
			name:      "string arguments holding invalid JSON pass through",
			content:   `<tool_call>{"name": "read", "arguments": "{\"path\": "}</tool_call>`,
			wantCalls: []call{{ID: "call_text_1", Name: "read", Arguments: `{"path": `}},
		},
		{
			name:      "a nested name is not taken for the call's",
			content:   `<tool_call>{"tool": {"name": "read"}, "args": {"path": "x"}}</tool_call>`,
			wantCalls: []call{{ID: "call_text_1", Name: "", Arguments: `{"tool": {"name": "read"}, "args": {"path": "x"}}`}},
		},
		{
			name:    "good, bad, good keep their order",
			content: `<tool_call>{"name": "a"}</tool_call><tool_call>{oops}</tool_call><tool_call>{"name": "c"}</tool_call>`,
			wantCalls: []call{
				{ID: "call_text_1", Name: "a", Arguments: `{}`},
				{ID: "call_text_2", Name: "", Arguments: `{oops}`},
				{ID: "call_text_3", Name: "c", Arguments: `{}`},
			},
		},
		{
			name:     "empty block dropped",
			content:  "Hmm. <tool_call>  </tool_call>",
			wantRest: "Hmm.",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rest, calls := provider.ParseTextToolCalls(tt.content)
			if rest != tt.wantRest {
				t.Errorf("rest = %q, want %q", rest, tt.wantRest)
			}
			if diff := cmp.Diff(tt.wantCalls, calls); diff != "" {
				t.Errorf("calls (-want +got):\n%s", diff)
			}
			// The safety argument of the doc comment: a call with a name
			// and valid JSON arguments is one that parsed.
			for _, c := range calls {
				if c.Name != "" && json.Valid([]byte(c.Arguments)) && !isCompact(c.Arguments) {
					t.Errorf("call %+v has a name and raw, valid JSON: it could run unparsed", c)
				}
			}
		})
	}
}

// FuzzParseTextToolCalls checks that no input panics, that ids are
// sequential, and that a named call with valid JSON arguments carries them
// compacted, i.e. parsed.
func FuzzParseTextToolCalls(f *testing.F) {
	for _, s := range []string{
		`<tool_call>{"name":"a","arguments":{"x":1}}</tool_call>`,
		`<tool_call>[{"name":"a"},{"name":"b","parameters":"{}"}]`,
		`x<tool_call>{"name":"a"`,
		"<tool_call>```\n{}\n```</tool_call><tool_call>",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rest, calls := provider.ParseTextToolCalls(s)
		if !strings.Contains(s, "<tool_call>") && (rest != s || calls != nil) {
			t.Fatalf("no blocks, but got rest %q and calls %v", rest, calls)
		}
		if len(rest) > len(s) {
			t.Fatalf("rest %q is longer than the input %q", rest, s)
		}
		for i, c := range calls {
			if want := "call_text_" + strconv.Itoa(i+1); c.ID != want {
				t.Fatalf("call %d has id %q, want %q", i, c.ID, want)
			}
			if c.Name != "" && json.Valid([]byte(c.Arguments)) && !isCompact(c.Arguments) {
				t.Fatalf("call %+v has a name and raw, valid JSON", c)
			}
		}
	})
}

func isCompact(s string) bool {
	var b bytes.Buffer
	return json.Compact(&b, []byte(s)) == nil && b.String() == s
}
