//go:build linux

package verify

import (
	"runtime"
	"syscall"
	"time"
)

// rusageThread is Linux's RUSAGE_THREAD, which package syscall does not name.
const rusageThread = 1

// cpuTimer measures the CPU time of the calling goroutine's thread, which it
// locks to that thread until stop is called. The large-reply tests bound a
// check by it rather than by the wall clock: on a loaded machine (two cores,
// other builds running) a check waits for a core as long as it runs, and a
// bound on wall time then fails on load, not on work.
// Where the thread's CPU time cannot be read, it measures the wall clock,
// so a bound is never passed by a failed read.
type cpuTimer struct {
	start time.Duration
	wall  time.Time
	ok    bool
}

func startCPUTimer() cpuTimer {
	runtime.LockOSThread()
	d, ok := threadCPU()
	return cpuTimer{start: d, wall: time.Now(), ok: ok}
}

func (t cpuTimer) stop() time.Duration {
	defer runtime.UnlockOSThread()
	if d, ok := threadCPU(); ok && t.ok {
		return d - t.start
	}
	return time.Since(t.wall)
}

func threadCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
