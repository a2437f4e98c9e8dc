// Package cputime reports the CPU time of the process, for the site
// readers' benchmarks: on a machine shared with other jobs wall time
// understates the code, CPU time is the per-core figure.
package cputime

import (
	"testing"
	"time"
)

// Report starts measuring the process's CPU time; the function it returns
// reports size*b.N bytes per CPU second as "cpu-MB/s".
func Report(b *testing.B, size int) func() {
	cpu0 := Now()
	return func() {
		if cpu := Now() - cpu0; cpu > 0 {
			b.ReportMetric(float64(size)*float64(b.N)/cpu.Seconds()/1e6, "cpu-MB/s")
		}
	}
}

var _ = time.Second
