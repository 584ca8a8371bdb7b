package provider

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
)

const (
	toolCallOpen  = "<tool_call>"
	toolCallClose = "</tool_call>"
)

// ParseTextToolCalls takes the tool calls that a model wrote into its text
// out of content. Many local models (Hermes and Qwen templates, and others
// served without a tool-call parser) answer with
//
//	<tool_call>{"name": "list_dir", "arguments": {"path": "."}}</tool_call>
//
// instead of native tool calls. Each block holds a JSON object with "name"
// and "arguments" (an object, or a string holding JSON) or "parameters"
// instead of "arguments", an OpenAI-shaped {"function": {...}} object, or an
// array of such objects. Blocks may repeat; the last may lack its closing
// tag, and a block also ends where the next <tool_call> starts.
//
// The calls get the ids "call_text_1", "call_text_2", ... in order, and
// Arguments is compact JSON ("{}" when there are none). rest is content
// without the blocks, trimmed of surrounding space; with no blocks it is
// content unchanged and calls is nil. Empty blocks are dropped.
//
// A block that cannot be read as a call is still returned as one, so that
// the model can be told and try again rather than have its request vanish.
// Its Arguments is the block's raw text. If the text is not valid JSON, its
// Name is the value of the first "name" field that can be read from it (so
// the model hears which call failed), else ""; the arguments are then
// invalid JSON, which the agent reports instead of running the tool. If
// the text is valid JSON of the wrong shape (no name), Name is "", which
// names no tool. Either way such a call cannot run by accident. A string
// "arguments" that holds invalid JSON is passed on as that string, as for
// native tool calls.
func ParseTextToolCalls(content string) (rest string, calls []ToolCall) {
	if !strings.Contains(content, toolCallOpen) {
		return content, nil
	}
	var out strings.Builder
	s := content
	for {
		i := strings.Index(s, toolCallOpen)
		if i < 0 {
			out.WriteString(s)
			break
		}
		out.WriteString(s[:i])
		s = s[i+len(toolCallOpen):]
		block := s
		s = ""
		end, skip := len(block), 0
		if j := strings.Index(block, toolCallClose); j >= 0 {
			end, skip = j, len(toolCallClose)
		}
		if j := strings.Index(block, toolCallOpen); j >= 0 && j < end {
			end, skip = j, 0
		}
		block, s = block[:end], block[end+skip:]
		for _, c := range parseToolCallBlock(block) {
			c.ID = "call_text_" + strconv.Itoa(len(calls)+1)
			calls = append(calls, c)
		}
	}
	return strings.TrimSpace(out.String()), calls
}

// parseToolCallBlock parses the text between <tool_call> and </tool_call>.
func parseToolCallBlock(block string) []ToolCall {
	text := stripFence(strings.TrimSpace(block))
	if text == "" {
		return nil
	}
	raw, ok := oneJSONValue(text)
	if !ok {
		return []ToolCall{malformedCall(text, true)}
	}
	if raw[0] == '[' {
		var items []json.RawMessage
		if json.Unmarshal(raw, &items) != nil || len(items) == 0 {
			return []ToolCall{malformedCall(text, false)}
		}
		calls := make([]ToolCall, 0, len(items))
		for _, it := range items {
			calls = append(calls, callFromJSON(it))
		}
		return calls
	}
	return []ToolCall{callFromJSON(raw)}
}

// callFromJSON turns one JSON value into a call, or a malformed call.
func callFromJSON(raw json.RawMessage) ToolCall {
	type fn struct {
		Name       string          `json:"name"`
		Arguments  json.RawMessage `json:"arguments"`
		Parameters json.RawMessage `json:"parameters"`
	}
	var o struct {
		fn
		Function *fn `json:"function"`
	}
	if json.Unmarshal(raw, &o) != nil {
		return malformedCall(string(raw), false)
	}
	f := o.fn
	if f.Name == "" && o.Function != nil {
		f = *o.Function
	}
	if f.Name == "" {
		return malformedCall(string(raw), false)
	}
	args := f.Arguments
	if isNull(args) {
		args = f.Parameters
	}
	return ToolCall{Name: f.Name, Arguments: argumentsJSON(args)}
}

// argumentsJSON renders arguments as compact JSON. A string is taken to
// hold the JSON; if it does not, the string itself is returned, invalid,
// for the caller to report.
func argumentsJSON(raw json.RawMessage) string {
	if isNull(raw) {
		return "{}"
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		if strings.TrimSpace(s) == "" {
			return "{}"
		}
		raw = json.RawMessage(s)
	}
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return string(raw)
	}
	return b.String()
}

func isNull(raw json.RawMessage) bool {
	return len(raw) == 0 || string(bytes.TrimSpace(raw)) == "null"
}

// oneJSONValue returns text if it is exactly one JSON object or array.
func oneJSONValue(text string) (json.RawMessage, bool) {
	if text[0] != '{' && text[0] != '[' {
		return nil, false
	}
	if !json.Valid([]byte(text)) {
		return nil, false
	}
	return json.RawMessage(text), true
}

var nameField = regexp.MustCompile(`"name"\s*:\s*("(?:[^"\\]|\\.)*")`)

// malformedCall keeps a block that could not be parsed; see
// ParseTextToolCalls for why it is returned at all. The name is guessed
// only when text is not valid JSON: valid JSON without a name of its own
// could carry a nested "name", and with a name its text would be valid
// arguments, runnable by mistake.
func malformedCall(text string, guessName bool) ToolCall {
	c := ToolCall{Arguments: text}
	if !guessName {
		return c
	}
	if m := nameField.FindStringSubmatch(text); m != nil {
		if name, err := strconv.Unquote(m[1]); err == nil {
			c.Name = name
		}
	}
	return c
}

// stripFence removes a Markdown code fence around text, which some models
// put inside the block.
func stripFence(text string) string {
	if !strings.HasPrefix(text, "```") {
		return text
	}
	nl := strings.IndexByte(text, '\n')
	if nl < 0 {
		return text
	}
	body := strings.TrimSpace(text[nl+1:])
	body = strings.TrimSuffix(body, "```")
	return strings.TrimSpace(body)
}
