package mcp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// JSON-RPC 2.0 error codes that MCP uses.
const (
	codeParseError     = -32700
	codeInvalidRequest = -32600
	codeMethodNotFound = -32601
	codeInvalidParams  = -32602
	codeInternalError  = -32603
)

// message is any JSON-RPC 2.0 message: a request (ID and Method), a
// notification (Method only) or a response (ID and Result or Error).
// ID stays raw so that a peer's string or number id is echoed exactly.
type message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

func (m *message) isRequest() bool      { return m.Method != "" && len(m.ID) > 0 }
func (m *message) isNotification() bool { return m.Method != "" && len(m.ID) == 0 }
func (m *message) isResponse() bool {
	return m.Method == "" && len(m.ID) > 0 && (m.Result != nil || m.Error != nil)
}

// idKey is the id as a map key: the raw JSON without surrounding space.
func idKey(id json.RawMessage) string { return string(bytes.TrimSpace(id)) }

// validID reports whether id is what MCP allows: a string or a number,
// never null.
func validID(id json.RawMessage) bool {
	id = bytes.TrimSpace(id)
	if len(id) == 0 {
		return false
	}
	switch c := id[0]; {
	case c == '"':
		var s string
		return json.Unmarshal(id, &s) == nil
	case c == '-' || c >= '0' && c <= '9':
		var n json.Number
		return json.Unmarshal(id, &n) == nil
	}
	return false
}

// An rpcError is a JSON-RPC error object: the peer's answer, not a failure
// to reach it.
type rpcError struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

func (e *rpcError) Error() string {
	msg := e.Message
	if msg == "" {
		msg = "no message"
	}
	return fmt.Sprintf("%s (JSON-RPC error %d)", excerpt(msg, 500), e.Code)
}

// errorf returns a JSON-RPC error of code. Kept out of line, as
// fmt.Sprintf is called anyway: inlined, the allocation costs code at
// each of its callers.
//
//go:noinline
func errorf(code int, format string, args ...any) *rpcError {
	return &rpcError{Code: code, Message: fmt.Sprintf(format, args...)}
}

// response builds a response to id with result (marshalled) or err.
func response(id json.RawMessage, result any, err *rpcError) *message {
	m := &message{JSONRPC: "2.0", ID: id}
	if len(m.ID) == 0 {
		m.ID = json.RawMessage("null")
	}
	if err != nil {
		m.Error = err
		return m
	}
	b, merr := json.Marshal(result)
	if merr != nil {
		m.Error = errorf(codeInternalError, "encode result: %v", merr)
		return m
	}
	m.Result = b
	return m
}

// parseMessages decodes one frame: a message or, as JSON-RPC 2.0 and MCP
// 2025-03-26 allow, a batch of them. A parse error is the frame's, not a
// message's: the peer is told -32700 with a null id.
func parseMessages(frame []byte) (msgs []*message, batch bool, err error) {
	frame = bytes.TrimSpace(frame)
	if len(frame) > 0 && frame[0] == '[' {
		var raws []json.RawMessage
		if err := json.Unmarshal(frame, &raws); err != nil {
			return nil, true, err
		}
		if len(raws) == 0 {
			return nil, true, errors.New("empty batch")
		}
		for _, r := range raws {
			m, err := parseMessage(r)
			if err != nil {
				return nil, true, err
			}
			msgs = append(msgs, m)
		}
		return msgs, true, nil
	}
	m, err := parseMessage(frame)
	if err != nil {
		return nil, false, err
	}
	return []*message{m}, false, nil
}

func parseMessage(b []byte) (*message, error) {
	var m message
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	return &m, nil
}

// checkEnvelope says what is wrong with a decoded message's envelope, if
// anything, for an Invalid Request answer.
func checkEnvelope(m *message) string {
	switch {
	case m.JSONRPC != "2.0":
		return `"jsonrpc" must be "2.0"`
	case len(m.ID) > 0 && !validID(m.ID):
		return `"id" must be a string or a number`
	case m.Method == "" && !m.isResponse():
		return `a message needs "method" (a request or notification) or "result" or "error" (a response)`
	}
	return ""
}

// frameTooLargeError reports a newline-delimited message over the cap.
type frameTooLargeError struct{ max int }

func (e frameTooLargeError) Error() string {
	return fmt.Sprintf("a message over the maximum line length of %d bytes", e.max)
}

// frameReader reads the stdio transport's frames: one JSON-RPC message (or
// batch) a line, with no embedded newlines, at most max bytes. A peer that
// sends an endless line costs max bytes of memory, not more.
type frameReader struct {
	r   *bufio.Reader
	max int
	buf []byte
}

func newFrameReader(r io.Reader, max int) *frameReader {
	return &frameReader{r: bufio.NewReaderSize(r, 64<<10), max: max}
}

// next returns the next non-blank line, without its line ending; the
// slice is valid until the next call. A line over max is read through to
// its end, dropped and reported as a frameTooLargeError, so that the
// caller may go on with the next line. At the end of the input it returns
// io.EOF (after a last line without a newline, if any).
func (f *frameReader) next() ([]byte, error) {
	f.buf = f.buf[:0]
	tooLarge := false
	for {
		chunk, err := f.r.ReadSlice('\n')
		if !tooLarge {
			if len(f.buf)+len(bytes.TrimRight(chunk, "\r\n")) > f.max {
				tooLarge = true
				f.buf = f.buf[:0]
			} else {
				f.buf = append(f.buf, chunk...)
			}
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err != nil && !(errors.Is(err, io.EOF) && (tooLarge || len(bytes.TrimSpace(f.buf)) > 0)):
			return nil, err
		}
		if tooLarge {
			return nil, frameTooLargeError{f.max}
		}
		line := bytes.TrimSpace(f.buf)
		if len(line) == 0 {
			f.buf = f.buf[:0]
			continue
		}
		return line, nil
	}
}

// encodeLine marshals v as one line of the stdio transport. encoding/json
// escapes newlines inside strings, so the line holds no other newline.
func encodeLine(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
