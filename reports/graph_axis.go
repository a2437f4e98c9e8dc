package reports

import (
	"math"
	"strconv"
)

// The axes of the winnings graph, shared by report graph (gonum) and the
// player page of stud8 serve (SVG drawn by hand), so that both label the
// same ticks.

// niceStep is the step of 1, 2 or 5 times a power of ten nearest above
// span/ticks, and at least min.
func niceStep(span float64, ticks int, min float64) float64 {
	raw := span / float64(max(1, ticks))
	if raw <= 0 || math.IsNaN(raw) || math.IsInf(raw, 0) {
		return math.Max(1, min)
	}
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	step := 10 * p
	for _, m := range []float64{1, 2, 5} {
		if m*p >= raw {
			step = m * p
			break
		}
	}
	return math.Max(step, min)
}

// HandTicks returns the hand numbers the x axis of a unit of n hands marks:
// 0, multiples of a round step, and n itself, where the axis ends (a
// multiple closer than half a step to n is left out so labels do not run
// into each other).
func HandTicks(n int) []int {
	if n <= 0 {
		return []int{0}
	}
	step := int(niceStep(float64(n), 6, 1))
	out := []int{0}
	for t := step; t < n; t += step {
		if 4*(n-t) >= 3*step {
			out = append(out, t)
		}
	}
	return append(out, n)
}

// ValueTicks returns the y values an axis marks, multiples of a round step
// from at or below lo to at or above hi, zero among them; with decimals d
// the step is at least 10^-d, so that every label is exact in d decimals
// (whole numbers for chips).
func ValueTicks(lo, hi float64, d int) []float64 {
	lo, hi = math.Min(lo, 0), math.Max(hi, 0)
	min := math.Pow(10, -float64(d))
	if hi-lo < min {
		hi = lo + min
	}
	step := niceStep(hi-lo, 5, min)
	var out []float64
	first, last := math.Floor(lo/step+1e-9), math.Ceil(hi/step-1e-9)
	for k := first; k <= last; k++ {
		out = append(out, k*step)
	}
	return out
}

// FormatTick writes v with d decimals, "-0" written as "0".
func FormatTick(v float64, d int) string {
	s := strconv.FormatFloat(v, 'f', d, 64)
	if t := strconv.FormatFloat(0, 'f', d, 64); s == "-"+t {
		return t
	}
	return s
}

// TickDecimals is the decimals the labels of ticks need: none for whole
// steps, one for a step of 0.5, and so on, at most d.
func TickDecimals(ticks []float64, d int) int {
	if len(ticks) < 2 {
		return 0
	}
	step := ticks[1] - ticks[0]
	need := max(0, int(math.Ceil(-math.Log10(step)-1e-9)))
	return min(need, d)
}
