package mcp

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
)

// An sseEvent is one server-sent event, as the HTML event-stream format
// defines it.
type sseEvent struct {
	Type string // "message" unless the event named another
	ID   string
	Data []byte
}

// sseReader parses a text/event-stream: lines end in CRLF, LF or CR; a
// blank line ends an event; "event:", "data:" and "id:" fields are kept
// (several data lines joined with LF), "retry:" and unknown fields are
// ignored, and so are comments (lines that start with ':'). One event's
// data is capped at max bytes, so that a server cannot make pramana buffer
// an endless event.
type sseReader struct {
	r      *bufio.Reader
	max    int
	line   []byte
	lastCR bool // the previous line ended in CR: skip an LF that follows
}

func newSSEReader(r io.Reader, max int) *sseReader {
	return &sseReader{r: bufio.NewReaderSize(r, 32<<10), max: max}
}

// errEventTooLarge is wrapped with the cap by sseReader.
type eventTooLargeError struct{ max int }

func (e eventTooLargeError) Error() string {
	return fmt.Sprintf("an event over the size limit of %d bytes", e.max)
}

// readLine returns the next line without its ending. A line longer than
// max is an error, since no field of it could be kept.
func (s *sseReader) readLine() ([]byte, error) {
	s.line = s.line[:0]
	for {
		b, err := s.r.ReadByte()
		if err != nil {
			if len(s.line) > 0 && err == io.EOF {
				// A line cut off by the end of the stream belongs to an
				// event that was never finished; the caller drops it.
				return nil, io.ErrUnexpectedEOF
			}
			return nil, err
		}
		if s.lastCR {
			s.lastCR = false
			if b == '\n' {
				continue
			}
		}
		switch b {
		case '\n':
			return s.line, nil
		case '\r':
			s.lastCR = true
			return s.line, nil
		}
		if len(s.line) >= s.max+16 { // the field name and colon on top of max
			return nil, eventTooLargeError{s.max}
		}
		s.line = append(s.line, b)
	}
}

// next returns the next event that has data. At the end of the stream it
// returns io.EOF; an event the stream ended in the middle of is dropped
// (and reported as io.ErrUnexpectedEOF).
func (s *sseReader) next() (sseEvent, error) {
	var ev sseEvent
	var data []byte
	hasData := false
	for {
		line, err := s.readLine()
		if err != nil {
			return sseEvent{}, err
		}
		if len(line) == 0 {
			if !hasData {
				ev = sseEvent{}
				continue
			}
			if ev.Type == "" {
				ev.Type = "message"
			}
			ev.Data = bytes.TrimSuffix(data, []byte("\n"))
			return ev, nil
		}
		if line[0] == ':' {
			continue
		}
		field, value, found := bytes.Cut(line, []byte(":"))
		if found {
			value = bytes.TrimPrefix(value, []byte(" "))
		}
		switch string(field) {
		case "event":
			ev.Type = string(value)
		case "data":
			if len(data)+len(value)+1 > s.max+1 {
				return sseEvent{}, eventTooLargeError{s.max}
			}
			data = append(data, value...)
			data = append(data, '\n')
			hasData = true
		case "id":
			if bytes.IndexByte(value, 0) < 0 {
				ev.ID = string(value)
			}
		}
	}
}
