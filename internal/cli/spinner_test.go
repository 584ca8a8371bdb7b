package cli

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestSpinnerClearsAndYields(t *testing.T) {
	var out syncBuffer
	s := &spinner{out: &out, interval: time.Millisecond}
	s.Start()
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(out.String(), "thinking") && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if !strings.Contains(out.String(), "thinking") {
		t.Fatal("spinner drew nothing")
	}
	// Another writer (an approval prompt) clears the line and silences
	// the spinner for the rest of the turn.
	w := s.Writer(&out)
	if _, err := w.Write([]byte("Allow shell: ls? [y/N] ")); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if !strings.HasSuffix(got, "\r\033[KAllow shell: ls? [y/N] ") {
		t.Fatalf("prompt not written on a cleared line: %q", got[max(0, len(got)-60):])
	}
	time.Sleep(20 * time.Millisecond)
	if after := out.String(); after != got {
		t.Fatalf("spinner drew over the prompt: %q", after[len(got):])
	}
	s.Stop()
	// The next turn animates again, and Stop clears its line.
	before := strings.Count(out.String(), "thinking")
	s.Start()
	for strings.Count(out.String(), "thinking") == before && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	s.Stop()
	if !strings.HasSuffix(out.String(), "\r\033[K") {
		t.Fatalf("Stop left the spinner on screen: %q", out.String())
	}
}

func TestNoSpinnerOffTerminal(t *testing.T) {
	var b bytes.Buffer
	s := newSpinner(&b, func(string) string { return "" })
	if s != nil {
		t.Fatal("spinner for a buffer")
	}
	// A nil spinner is safe to use.
	s.Start()
	s.Stop()
	if s.Writer(&b) != &b {
		t.Fatal("nil spinner wrapped the writer")
	}
}
