package provider_test

import (
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/pramana-dev/pramana/provider"
)

// TestReadBody checks that the declared length only sizes the buffer: a
// body longer or shorter than declared is read whole, and the limit holds
// whatever is declared.
func TestReadBody(t *testing.T) {
	body := strings.Repeat("0123456789", 100) // 1,000 bytes
	tests := []struct {
		name            string
		declared, limit int64
		want            int
	}{
		{"exact", 1000, 5000, 1000},
		{"unknown length", -1, 5000, 1000},
		{"declared shorter than sent", 10, 5000, 1000},
		{"declared longer than sent", 4000, 5000, 1000},
		{"over the limit, declared", 1000, 600, 600},
		{"over the limit, undeclared", -1, 600, 600},
		{"declared over the limit", 9000, 600, 600},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// OneByteReader: every Read returns one byte, so the loop's
			// growth at a full buffer is exercised, not only one big read.
			for _, r := range []io.Reader{strings.NewReader(body), iotest.OneByteReader(strings.NewReader(body))} {
				got, err := provider.ReadBody(r, tt.declared, tt.limit)
				if err != nil {
					t.Fatalf("ReadBody: %v", err)
				}
				if len(got) != tt.want || string(got) != body[:tt.want] {
					t.Errorf("ReadBody read %d bytes, want the first %d of the body", len(got), tt.want)
				}
			}
		})
	}
	if _, err := provider.ReadBody(iotest.ErrReader(iotest.ErrTimeout), 100, 5000); err != iotest.ErrTimeout {
		t.Errorf("ReadBody of a failing reader: err = %v, want %v", err, iotest.ErrTimeout)
	}
}
