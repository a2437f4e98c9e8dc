package bench

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestRunSmall(t *testing.T) {
	r, err := Run(context.Background(), Options{Hands: 3000, Seed: 2, Evals: 100000, Import: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Gen.Hands != 3000 || r.Parse.Hands != 3000 || r.Replay.Hands != 3000 || r.Rejected != 0 {
		t.Errorf("hands: gen %d, parsed %d, replayed %d, rejected %d; want 3000 and 0 rejected",
			r.Gen.Hands, r.Parse.Hands, r.Replay.Hands, r.Rejected)
	}
	if r.Findings != 0 {
		t.Errorf("%d findings on clean generated hands", r.Findings)
	}
	if r.Import == nil || r.Import.Hands != 3000 {
		t.Errorf("import: %+v", r.Import)
	}
	if r.Parse.Bytes != r.Gen.Bytes || r.Gen.Bytes < 3000*1000 {
		t.Errorf("bytes: generated %d, parsed %d", r.Gen.Bytes, r.Parse.Bytes)
	}
	if r.Parse.CPU <= 0 || r.Replay.CPU <= 0 || r.Eval.CPU <= 0 {
		t.Errorf("CPU times not measured: parse %v, replay %v, eval %v", r.Parse.CPU, r.Replay.CPU, r.Eval.CPU)
	}
	if r.PeakRSSParse <= 0 || r.Machine.CPUs <= 0 {
		t.Errorf("machine facts missing: %+v, rss %d", r.Machine, r.PeakRSSParse)
	}
	var b bytes.Buffer
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| parse, one core |", "MB/s", "| replay and audit, one core |", "evaluations per CPU second",
		"peak RSS", "import into DuckDB"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, b.String())
		}
	}
}
