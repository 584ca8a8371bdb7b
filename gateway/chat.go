package gateway

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/pramana-dev/pramana/verify"
)

// chatRequest is the part of an OpenAI chat completions request the
// gateway uses. Other fields (temperature, tools, user, ...) are accepted
// and ignored: the daemon's own config picks the model settings, and its
// tools run on the server.
type chatRequest struct {
	Model    string            `json:"model"`
	Messages []json.RawMessage `json:"messages"`
	Stream   bool              `json:"stream"`
	N        *int              `json:"n"`
}

type chatMessage struct {
	Role       string          `json:"role"`
	Content    json.RawMessage `json:"content"`
	ToolCalls  []chatToolCall  `json:"tool_calls"`
	ToolCallID string          `json:"tool_call_id"`
}

type chatToolCall struct {
	ID       string `json:"id"`
	Type     string `json:"type"`
	Function struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	} `json:"function"`
}

// Extension is the "pramana" field the gateway adds to chat completion
// responses (and to the last chunk of a stream). Standard clients ignore
// it.
type Extension struct {
	// Conversation labels the turn's rows in the audit log.
	Conversation string `json:"conversation"`
	// ScopeID is the public id of the daemon's receipt scope.
	ScopeID string `json:"scope_id"`
	// Receipts are the receipts issued in this turn, in call order.
	Receipts []Receipt `json:"receipts"`
	// Report is the verification report of the reply.
	Report verify.Report `json:"report"`
	// Blocked reports that the reply was withheld (verification mode block).
	Blocked bool `json:"blocked"`
	// Retries counts correction rounds (verification mode retry).
	Retries int `json:"retries"`
	// History checks every receipt found in the resent assistant and tool
	// messages against the daemon's ledger.
	History []HistoryCheck `json:"history"`
}

// A Receipt is one receipt issued in a turn.
type Receipt = agent.Receipt

// A HistoryCheck is a [ReceiptCheck] of a receipt in a resent message.
type HistoryCheck struct {
	// Message is the index of the message in the request's messages.
	Message int `json:"message"`
	ReceiptCheck
}

// parseChat checks a chat request and turns it into a turn. The last
// message must be the user's; the ones before it are the history.
func parseChat(req *chatRequest) (agent.Turn, []historyText, *Error) {
	var t agent.Turn
	if req.N != nil && *req.N != 1 {
		return t, nil, badRequest("n", "unsupported_value", "\"n\" is %d; the gateway makes exactly one choice, so send n = 1 or leave it out", *req.N)
	}
	if len(req.Messages) == 0 {
		return t, nil, badRequest("messages", "missing_field", "\"messages\" is missing or empty; send the conversation, ending with the user's message")
	}
	var msgs []provider.Message
	var hist []historyText
	for i, raw := range req.Messages {
		param := fmt.Sprintf("messages[%d]", i)
		var cm chatMessage
		dec := json.NewDecoder(bytes.NewReader(raw))
		if err := dec.Decode(&cm); err != nil {
			if e := decodeErr(param, err); e != nil {
				return t, nil, e
			}
		}
		m, err := convertMessage(param, &cm)
		if err != nil {
			return t, nil, err
		}
		if m.Role == provider.RoleAssistant || m.Role == provider.RoleTool {
			hist = append(hist, historyText{Message: i, Text: m.Content})
		}
		msgs = append(msgs, m)
	}
	last := msgs[len(msgs)-1]
	if last.Role != provider.RoleUser {
		return t, nil, badRequest(fmt.Sprintf("messages[%d].role", len(msgs)-1), "invalid_value",
			"the last message has role %q; end the conversation with the user's message", last.Role)
	}
	if strings.TrimSpace(last.Content) == "" {
		return t, nil, badRequest(fmt.Sprintf("messages[%d].content", len(msgs)-1), "invalid_value", "the user's message is empty")
	}
	t.History, t.Message = msgs[:len(msgs)-1], last.Content
	return t, hist, nil
}

// historyText is the text of a resent message whose receipts are
// checked.
type historyText struct {
	Message int
	Text    string
}

func decodeErr(param string, err error) *Error {
	var typ *json.UnmarshalTypeError
	var syn *json.SyntaxError
	switch {
	case errors.As(err, &typ):
		p := param
		if typ.Field != "" {
			p += "." + typ.Field
		}
		want := jsonKind(typ.Type)
		if typ.Field == "" {
			want = "an object"
		}
		return badRequest(p, "invalid_type", "%q must be %s, not %s", p, want, typ.Value)
	case errors.As(err, &syn):
		return badRequest(param, "invalid_json", "%s is not valid JSON: %v", param, err)
	}
	return badRequest(param, "invalid_json", "%s could not be read: %v", param, err)
}

func convertMessage(param string, cm *chatMessage) (provider.Message, *Error) {
	m := provider.Message{Role: cm.Role}
	switch cm.Role {
	case "system", "developer":
		m.Role = provider.RoleSystem
	case "user", "assistant", "tool":
	case "":
		return m, badRequest(param+".role", "missing_field", "%s has no \"role\"; use system, user, assistant or tool", param)
	default:
		return m, badRequest(param+".role", "invalid_value", "%s.role is %q; use system, user, assistant or tool", param, cm.Role)
	}
	text, ok, e := contentText(param+".content", cm.Content)
	if e != nil {
		return m, e
	}
	if !ok && (cm.Role != "assistant" || len(cm.ToolCalls) == 0) {
		return m, badRequest(param+".content", "missing_field", "%s has no content; only an assistant message with tool_calls may leave it out", param)
	}
	m.Content = text
	if len(cm.ToolCalls) > 0 && cm.Role != "assistant" {
		return m, badRequest(param+".tool_calls", "invalid_value", "%s is a %s message with tool_calls; only assistant messages have them", param, cm.Role)
	}
	for j, tc := range cm.ToolCalls {
		if tc.ID == "" || tc.Function.Name == "" {
			return m, badRequest(fmt.Sprintf("%s.tool_calls[%d]", param, j), "missing_field", "%s.tool_calls[%d] needs an id and a function name", param, j)
		}
		m.ToolCalls = append(m.ToolCalls, provider.ToolCall{ID: tc.ID, Name: tc.Function.Name, Arguments: tc.Function.Arguments})
	}
	if cm.Role == "tool" {
		if cm.ToolCallID == "" {
			return m, badRequest(param+".tool_call_id", "missing_field", "%s is a tool message without tool_call_id", param)
		}
		m.ToolCallID = cm.ToolCallID
	}
	return m, nil
}

// contentText reads a message's content: a string, an array of parts of
// which only text parts are accepted, or null/missing (ok false).
func contentText(param string, raw json.RawMessage) (string, bool, *Error) {
	c := bytes.TrimSpace(raw)
	if len(c) == 0 || string(c) == "null" {
		return "", false, nil
	}
	switch c[0] {
	case '"':
		var s string
		if err := json.Unmarshal(c, &s); err != nil {
			return "", false, badRequest(param, "invalid_json", "%s is not a valid JSON string", param)
		}
		return s, true, nil
	case '[':
		var parts []struct {
			Type string          `json:"type"`
			Text json.RawMessage `json:"text"`
		}
		if err := json.Unmarshal(c, &parts); err != nil {
			return "", false, badRequest(param, "invalid_type", "%s must be a string or an array of {\"type\":\"text\",\"text\":...} parts", param)
		}
		var b strings.Builder
		for k, p := range parts {
			var s string
			if p.Type != "text" || json.Unmarshal(p.Text, &s) != nil {
				return "", false, badRequest(fmt.Sprintf("%s[%d]", param, k), "unsupported_content",
					"%s[%d] has type %q; the gateway accepts text parts only", param, k, p.Type)
			}
			b.WriteString(s)
		}
		return b.String(), true, nil
	}
	return "", false, badRequest(param, "invalid_type", "%s must be a string or an array of text parts, not %s", param, jsonValueKind(c))
}

func jsonValueKind(c []byte) string {
	switch c[0] {
	case '{':
		return "an object"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

// checkHistory checks the receipts of resent messages against the scope.
func (s *Server) checkHistory(in []historyText) []HistoryCheck {
	out := []HistoryCheck{}
	for _, h := range in {
		for _, tok := range receipt.Scan(h.Text) {
			c := s.checkToken(tok)
			out = append(out, HistoryCheck{Message: h.Message, ReceiptCheck: c})
			if c.Status != StatusValid {
				s.log.Info("resent message cites a receipt that does not verify", "message", h.Message, "receipt", tok.Text, "status", c.Status)
			}
		}
	}
	return out
}

func (s *Server) handleChat(w http.ResponseWriter, r *http.Request) {
	var req chatRequest
	if e := decodeJSON(r, &req); e != nil {
		writeError(w, e)
		return
	}
	t, hist, e := parseChat(&req)
	if e != nil {
		writeError(w, e)
		return
	}
	id := "chatcmpl-" + strings.ToLower(rand.Text())
	t.Conversation = id
	history := s.checkHistory(hist)
	res, _ := s.runTurn(w, r, t)
	if res == nil {
		return
	}
	ext := &Extension{
		Conversation: id, ScopeID: res.ScopeID, Receipts: receipts(res), Report: normReport(res.Report),
		Blocked: res.Blocked, Retries: res.Retries, History: history,
	}
	created := time.Now().Unix()
	if req.Stream {
		s.streamChat(w, id, created, res.Reply, ext)
		return
	}
	reply := res.Reply
	writeJSON(w, http.StatusOK, chatCompletion{
		ID: id, Object: "chat.completion", Created: created, Model: s.o.Model,
		Choices: []chatChoice{{Message: &outMessage{Role: provider.RoleAssistant, Content: &reply}, FinishReason: ptr("stop")}},
		Pramana: ext,
	})
}

type chatCompletion struct {
	ID                string       `json:"id"`
	Object            string       `json:"object"`
	Created           int64        `json:"created"`
	Model             string       `json:"model"`
	SystemFingerprint *string      `json:"system_fingerprint"`
	Choices           []chatChoice `json:"choices"`
	Pramana           *Extension   `json:"pramana,omitempty"`
}

type chatChoice struct {
	Index        int         `json:"index"`
	Message      *outMessage `json:"message,omitempty"`
	Delta        *outDelta   `json:"delta,omitempty"`
	Logprobs     *struct{}   `json:"logprobs"`
	FinishReason *string     `json:"finish_reason"`
}

type outMessage struct {
	Role    string  `json:"role"`
	Content *string `json:"content"`
	Refusal *string `json:"refusal"`
}

type outDelta struct {
	Role    string  `json:"role,omitempty"`
	Content *string `json:"content,omitempty"`
}

func ptr[T any](v T) *T { return &v }

// streamChat answers stream: true with the finished, verified reply as
// standard chat.completion.chunk events: the role, the content, a final
// chunk with finish_reason and the pramana extension, then [DONE]. The
// turn has already run, so an error is still a plain JSON error with its
// status; a stream only starts with a reply to send.
func (s *Server) streamChat(w http.ResponseWriter, id string, created int64, reply string, ext *Extension) {
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	chunk := func(d *outDelta, finish *string, ext *Extension) chatCompletion {
		return chatCompletion{ID: id, Object: "chat.completion.chunk", Created: created, Model: s.o.Model,
			Choices: []chatChoice{{Delta: d, FinishReason: finish}}, Pramana: ext}
	}
	events := []chatCompletion{
		chunk(&outDelta{Role: provider.RoleAssistant, Content: ptr("")}, nil, nil),
		chunk(&outDelta{Content: &reply}, nil, nil),
		chunk(&outDelta{}, ptr("stop"), ext),
	}
	var buf bytes.Buffer
	for _, ev := range events {
		b, err := json.Marshal(ev)
		if err != nil {
			s.log.Error("encode stream chunk", "err", err)
			return
		}
		buf.WriteString("data: ")
		buf.Write(b)
		buf.WriteString("\n\n")
	}
	buf.WriteString("data: [DONE]\n\n")
	if _, err := w.Write(buf.Bytes()); err != nil {
		s.log.Debug("stream write failed", "err", err)
		return
	}
	if f, ok := w.(http.Flusher); ok {
		f.Flush()
	}
}

// receipts gives JSON clients an empty array, not null.
func receipts(res *agent.Result) []Receipt {
	if res.Receipts == nil {
		return []Receipt{}
	}
	return res.Receipts
}

// normReport gives JSON clients an empty findings array, not null.
func normReport(r verify.Report) verify.Report {
	if r.Findings == nil {
		r.Findings = []verify.Finding{}
	}
	return r
}
