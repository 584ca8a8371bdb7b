package mcp

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"testing"
)

// rawServer is a hand-written JSON-RPC peer for the misbehaviours the SDK
// would not let a real server commit: invalid schemas, malformed frames,
// floods, silence. reply gets each request's method and raw id and writes
// whatever it likes to w; returning false drops the request unanswered.
type rawServer struct {
	reply func(w io.Writer, method string, id json.RawMessage) bool
}

// pipeConn is the client's end of an in-process byte stream.
type pipeConn struct {
	*io.PipeReader
	*io.PipeWriter
}

func (p pipeConn) Close() error {
	p.PipeWriter.Close()
	return p.PipeReader.Close()
}

// transport starts the fake and returns the client's end.
func (f rawServer) transport(t *testing.T) io.ReadWriteCloser {
	t.Helper()
	cr, sw := io.Pipe() // server -> client
	sr, cw := io.Pipe() // client -> server
	t.Cleanup(func() { sw.Close(); sr.Close() })
	go func() {
		defer sw.Close()
		sc := bufio.NewScanner(sr)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var m struct {
				ID     json.RawMessage `json:"id"`
				Method string          `json:"method"`
			}
			if json.Unmarshal(sc.Bytes(), &m) != nil || len(m.ID) == 0 {
				continue // notifications and responses
			}
			f.reply(sw, m.Method, m.ID)
		}
	}()
	return pipeConn{cr, cw}
}

// legacy answers initialize like a 2025-11-25 server and the rest with
// "method not found".
func legacy(w io.Writer, method string, id json.RawMessage) bool {
	switch method {
	case "initialize":
		fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"fake","version":"0"}}}`+"\n", id)
	default:
		fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"error":{"code":-32601,"message":"method not found"}}`+"\n", id)
	}
	return true
}

// floodWriter writes a JSON-RPC result whose text is n bytes of 'x'
// without ever holding them.
func flood(w io.Writer, id json.RawMessage, n int64) {
	fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"content":[{"type":"text","text":"`, id)
	chunk := make([]byte, 64<<10)
	for i := range chunk {
		chunk[i] = 'x'
	}
	for n > 0 {
		k := min(n, int64(len(chunk)))
		if _, err := w.Write(chunk[:k]); err != nil {
			return // the client hung up, as it should
		}
		n -= k
	}
	io.WriteString(w, `"}]}}`+"\n")
}
