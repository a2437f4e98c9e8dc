//go:build !linux

package bench

import "time"

// threadCPU is not available here: the figures fall back to wall time.
func threadCPU() (time.Duration, bool) { return 0, false }

func lockThread() func() { return func() {} }
