//go:build !unix

package pokerstars

import "time"

// cpuTime is not measured on this system; the cpu-MB/s metric is omitted.
func cpuTime() time.Duration { return 0 }
