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
type cpuTimer struct{ start time.Duration }

func startCPUTimer() cpuTimer {
	runtime.LockOSThread()
	return cpuTimer{start: threadCPU()}
}

func (t cpuTimer) stop() time.Duration {
	d := threadCPU() - t.start
	runtime.UnlockOSThread()
	return d
}

func threadCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
