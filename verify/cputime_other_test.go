//go:build !linux

package verify

import "time"

// cpuTimer falls back to the wall clock where the thread's CPU time cannot
// be read (see cputime_linux_test.go).
type cpuTimer struct{ start time.Time }

func startCPUTimer() cpuTimer { return cpuTimer{start: time.Now()} }

func (t cpuTimer) stop() time.Duration { return time.Since(t.start) }
