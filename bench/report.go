package bench

import (
	"fmt"
	"io"
)

// WriteText writes the report as a Markdown table, one row per figure,
// ready to paste into BENCHMARKS.md.
func (r *Report) WriteText(w io.Writer) error {
	m := r.Machine
	mb := func(b int64) float64 { return float64(b) / 1e6 }
	rows := [][2]string{
		{"machine", fmt.Sprintf("%s, %d CPUs (GOMAXPROCS %d), %s RAM, %s, %s", m.CPUModel, m.CPUs, m.GOMAXPROCS,
			m.MemTotal, m.OS, m.GoVersion)},
		{"generate (all cores, to disk)", fmt.Sprintf("%d hands, %d files, %.0f MB in %.1f s: %.0f hands/s (CPU %.1f s)",
			r.Gen.Hands, r.Files, mb(r.Gen.Bytes), r.Gen.Wall.Seconds(), r.Gen.PerSecond(r.Gen.Hands), r.Gen.CPU.Seconds())},
		{"parse (1 goroutine)", fmt.Sprintf("%.1f MB/s, %.0f hands/s (%d hands, %d rejected, %.1f s)",
			r.Parse.PerSecond(r.Parse.Bytes)/1e6, r.Parse.PerSecond(r.Parse.Hands), r.Parse.Hands, r.Rejected,
			r.Parse.Wall.Seconds())},
		{"replay (1 goroutine)", fmt.Sprintf("%.0f hands/s (%d findings, %.1f s)", r.Replay.PerSecond(r.Replay.Hands),
			r.Findings, r.Replay.Wall.Seconds())},
		{"parse+replay CPU", fmt.Sprintf("%.1f s for %d hands (%.1f µs/hand)", r.Parse.CPU.Seconds(), r.Parse.Hands,
			float64(r.Parse.CPU.Microseconds())/float64(max(r.Parse.Hands, 1)))},
		{"evaluator (cards.Eval7, high and low)", fmt.Sprintf("%.1f M evaluations/s (%d in %.2f s)",
			r.Eval.PerSecond(r.Eval.Hands)/1e6, r.Eval.Hands, r.Eval.Wall.Seconds())},
		{"peak RSS after parse/replay", fmt.Sprintf("%.0f MB", mb(r.PeakRSSParse))},
	}
	if r.Import != nil {
		rows = append(rows,
			[2]string{"import into DuckDB (end to end)", fmt.Sprintf("%.0f hands/s (%d hands in %.1f s, CPU %.1f s)",
				r.Import.PerSecond(r.Import.Hands), r.Import.Hands, r.Import.Wall.Seconds(), r.Import.CPU.Seconds())},
			[2]string{"peak RSS after import", fmt.Sprintf("%.0f MB", mb(r.PeakRSSImport))})
	}
	if _, err := fmt.Fprintf(w, "| figure | value |\n|---|---|\n"); err != nil {
		return err
	}
	for _, row := range rows {
		if _, err := fmt.Fprintf(w, "| %s | %s |\n", row[0], row[1]); err != nil {
			return err
		}
	}
	return nil
}
