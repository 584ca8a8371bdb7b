package mcp

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSSEReader(t *testing.T) {
	stream := ": a comment, ignored\n" +
		"data: one\n\n" +
		"event: message\r\nid: 7\r\ndata: {\"a\":\r\ndata:  1}\r\n\r\n" + // CRLF, two data lines, one space kept
		"event: ping\rdata\rdata:x\r\r" + // CR only; "data" without a colon is an empty line of data
		"retry: 10\nunknown: y\n\n" + // no data: no event
		"data: \n\n" + // empty data: an event with no data
		"data: cut off at the end"
	r := newSSEReader(strings.NewReader(stream), 64)
	var got []sseEvent
	for {
		ev, err := r.next()
		if err != nil {
			if !errors.Is(err, io.ErrUnexpectedEOF) {
				t.Errorf("end: %v; want io.ErrUnexpectedEOF for the unfinished event", err)
			}
			break
		}
		got = append(got, ev)
	}
	want := []sseEvent{
		{Type: "message", Data: []byte("one")},
		{Type: "message", ID: "7", Data: []byte("{\"a\":\n 1}")},
		{Type: "ping", Data: []byte("\nx")},
		{Type: "message", Data: []byte{}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("events (-want +got):\n%s", diff)
	}

	// An event over the cap is an error, whether in one line or many.
	for _, s := range []string{"data: " + strings.Repeat("x", 100) + "\n\n", strings.Repeat("data: xxxxxxxxxx\n", 10) + "\n"} {
		_, err := newSSEReader(strings.NewReader(s), 64).next()
		var big eventTooLargeError
		if !errors.As(err, &big) || !strings.Contains(err.Error(), "over the size limit") {
			t.Errorf("%d-byte event: err = %v; want over the size limit", len(s), err)
		}
	}
	if _, err := newSSEReader(strings.NewReader(""), 64).next(); err != io.EOF {
		t.Errorf("empty stream: %v; want io.EOF", err)
	}
}

func TestFrameReader(t *testing.T) {
	in := "one\r\n\n  \n" + strings.Repeat("x", 40) + "\ntwo\n" + strings.Repeat("y", 100) + "\nthree"
	r := newFrameReader(strings.NewReader(in), 40)
	var got []string
	for {
		line, err := r.next()
		var big frameTooLargeError
		switch {
		case errors.As(err, &big):
			got = append(got, "TOO LARGE")
			continue
		case err == io.EOF:
		case err != nil:
			t.Fatal(err)
		default:
			got = append(got, string(line))
			continue
		}
		break
	}
	want := []string{"one", strings.Repeat("x", 40), "two", "TOO LARGE", "three"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("frames (-want +got):\n%s", diff)
	}
}

func TestParseMessages(t *testing.T) {
	for _, c := range []struct {
		in      string
		n       int
		batch   bool
		invalid string // checkEnvelope of the first message
		err     bool
	}{
		{`{"jsonrpc":"2.0","id":1,"method":"ping"}`, 1, false, "", false},
		{`[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"n"}]`, 2, true, "", false},
		{`[]`, 0, true, "", true},
		{`[1]`, 0, true, "", true},
		{`{"jsonrpc":"2.0","id":{},"method":"ping"}`, 1, false, "id", false},
		{`{"jsonrpc":"2.0","id":1}`, 1, false, "method", false},
		{`{"id":1,"method":"ping"}`, 1, false, "jsonrpc", false},
		{`nope`, 0, false, "", true},
	} {
		msgs, batch, err := parseMessages([]byte(c.in))
		if (err != nil) != c.err || len(msgs) != c.n || batch != c.batch {
			t.Errorf("%s: %d messages, batch %v, err %v", c.in, len(msgs), batch, err)
			continue
		}
		if len(msgs) > 0 {
			if why := checkEnvelope(msgs[0]); c.invalid == "" && why != "" || !strings.Contains(why, c.invalid) {
				t.Errorf("%s: checkEnvelope = %q; want it to mention %q", c.in, why, c.invalid)
			}
		}
	}
}

// The parsers never panic and always end, whatever a peer sends.
func FuzzSSEReader(f *testing.F) {
	f.Add([]byte("event: message\ndata: {\"jsonrpc\":\"2.0\"}\n\n"))
	f.Add([]byte(": c\r\ndata:a\rdata: b\r\n\r\nid: \x00\n"))
	f.Add([]byte("data: " + strings.Repeat("z", 300) + "\n\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		r := newSSEReader(strings.NewReader(string(b)), 128)
		for range len(b) + 1 {
			ev, err := r.next()
			if err != nil {
				return
			}
			if len(ev.Data) > 128 {
				t.Fatalf("event of %d bytes over the cap", len(ev.Data))
			}
			if msgs, _, err := parseMessages(ev.Data); err == nil {
				for _, m := range msgs {
					checkEnvelope(m)
				}
			}
		}
		t.Fatal("more events than bytes")
	})
}

func FuzzFrameReader(f *testing.F) {
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"method":"ping"}` + "\n[1,2]\n\n"))
	f.Add([]byte(`[{"jsonrpc":"2.0","id":"x","result":{}},{"id":null}]` + "\r\n" + strings.Repeat("q", 200)))
	f.Fuzz(func(t *testing.T, b []byte) {
		r := newFrameReader(strings.NewReader(string(b)), 128)
		for range len(b) + 1 {
			line, err := r.next()
			var big frameTooLargeError
			if errors.As(err, &big) {
				continue
			}
			if err != nil {
				return
			}
			if len(line) > 128 {
				t.Fatalf("frame of %d bytes over the cap", len(line))
			}
			if msgs, _, err := parseMessages(line); err == nil {
				for _, m := range msgs {
					checkEnvelope(m)
					validID(m.ID)
				}
			}
		}
		t.Fatal("more frames than bytes")
	})
}
