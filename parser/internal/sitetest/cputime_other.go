//go:build !unix

package sitetest

import "time"

// cpuTime returns 0 where the CPU time is not known (no cpu-MB/s is reported).
func cpuTime() time.Duration { return 0 }
