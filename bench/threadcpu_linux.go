package bench

import (
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTimeID is CLOCK_THREAD_CPUTIME_ID of clock_gettime(2).
const clockThreadCPUTimeID = 3

// threadCPU returns the CPU time of the calling OS thread; with the
// goroutine locked to its thread it measures one core's work whatever else
// the machine runs. ok is false when the clock is not available.
func threadCPU() (d time.Duration, ok bool) {
	var ts syscall.Timespec
	_, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0)
	if errno != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}

// lockThread pins the goroutine to its thread for threadCPU.
func lockThread() func() {
	runtime.LockOSThread()
	return runtime.UnlockOSThread
}
