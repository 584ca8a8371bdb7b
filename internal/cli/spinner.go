package cli

import (
	"io"
	"os"
	"sync"
	"time"
)

// A spinner shows, on a terminal, that a turn is under way while the model
// thinks. It draws on the terminal's stderr and gets out of the way of
// anything else written there: the first other write of a turn (an
// approval prompt, a log line) clears the spinner's line and silences it
// until the next turn, so it never draws over a question waiting for an
// answer. Output to a pipe or file never gets one.
type spinner struct {
	out      io.Writer
	interval time.Duration

	mu      sync.Mutex
	active  bool // a turn is running and nothing else has written since
	drawn   bool // the spinner's line is on screen
	frame   int
	stop    chan struct{}
	stopped chan struct{}
}

var spinnerFrames = []string{"⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"}

// newSpinner returns a spinner for w, or nil when w is not a terminal, the
// terminal is dumb, or logging is on (log lines go to the same stderr).
func newSpinner(w io.Writer, getenv func(string) string) *spinner {
	f, ok := w.(*os.File)
	if !ok || !isTerminal(f) || getenv("TERM") == "dumb" || getenv("PRAMANA_LOG") != "" {
		return nil
	}
	return &spinner{out: w, interval: 100 * time.Millisecond}
}

// Start begins a turn's animation. A nil spinner does nothing.
func (s *spinner) Start() {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stop != nil {
		return
	}
	s.active, s.frame = true, 0
	s.stop, s.stopped = make(chan struct{}), make(chan struct{})
	go s.run(s.stop, s.stopped)
}

// Stop ends the turn's animation and clears its line.
func (s *spinner) Stop() {
	if s == nil {
		return
	}
	s.mu.Lock()
	stop, stopped := s.stop, s.stopped
	s.stop = nil
	s.mu.Unlock()
	if stop == nil {
		return
	}
	close(stop)
	<-stopped
	s.mu.Lock()
	s.clear()
	s.active = false
	s.mu.Unlock()
}

func (s *spinner) run(stop, stopped chan struct{}) {
	defer close(stopped)
	t := time.NewTicker(s.interval)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			s.mu.Lock()
			if s.active {
				io.WriteString(s.out, "\r"+spinnerFrames[s.frame%len(spinnerFrames)]+" thinking…")
				s.frame++
				s.drawn = true
			}
			s.mu.Unlock()
		}
	}
}

// clear erases the spinner's line if it is drawn. s.mu is held.
func (s *spinner) clear() {
	if s.drawn {
		io.WriteString(s.out, "\r\033[K")
		s.drawn = false
	}
}

// Writer returns w wrapped so that writing through it clears the spinner
// and silences it for the rest of the turn. With a nil spinner it is w.
func (s *spinner) Writer(w io.Writer) io.Writer {
	if s == nil {
		return w
	}
	return spinnerWriter{s, w}
}

type spinnerWriter struct {
	s *spinner
	w io.Writer
}

func (sw spinnerWriter) Write(p []byte) (int, error) {
	sw.s.mu.Lock()
	defer sw.s.mu.Unlock()
	sw.s.clear()
	sw.s.active = false
	return sw.w.Write(p)
}
