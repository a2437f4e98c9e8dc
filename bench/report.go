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
		{"parse, one core", fmt.Sprintf("%.1f MB/s, %.0f hands/s per CPU second (wall: %.1f MB/s; %d hands, %d rejected)",
			r.Parse.PerCPUSecond(r.Parse.Bytes)/1e6, r.Parse.PerCPUSecond(r.Parse.Hands), r.Parse.PerSecond(r.Parse.Bytes)/1e6,
			r.Parse.Hands, r.Rejected)},
		{"replay and audit, one core", fmt.Sprintf("%.0f hands/s per CPU second (wall: %.0f hands/s; %d findings)",
			r.Replay.PerCPUSecond(r.Replay.Hands), r.Replay.PerSecond(r.Replay.Hands), r.Findings)},
		{"evaluator, one core (cards.Eval7, high and low)", fmt.Sprintf("%.1f M evaluations per CPU second (wall: %.1f M/s)",
			r.Eval.PerCPUSecond(r.Eval.Hands)/1e6, r.Eval.PerSecond(r.Eval.Hands)/1e6)},
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
