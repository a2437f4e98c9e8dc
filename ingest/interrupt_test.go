package ingest

import (
	"context"
	"errors"
	"testing"
)

// TestInterruptKeepsCommittedAndResumes cancels an import's context at its
// first progress report (what Ctrl-C does): the import returns the
// context's error having committed the batches it wrote, and the same
// import again finishes with tables identical to one clean import.
func TestInterruptKeepsCommittedAndResumes(t *testing.T) {
	clean := openTemp(t)
	mustImport(t, clean, Options{Profile: "oracle"}, "testdata/oracle")
	want := checksums(t, clean)

	db := openTemp(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	opts := Options{Profile: "oracle", BatchRecords: 4, CommitRecords: 1 << 30,
		Progress: func(p Progress) {
			cancel() // at the first report, before most batches are written
		}}
	_, err := Import(ctx, db, []string{"testdata/oracle"}, opts)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("interrupted import: %v, want context.Canceled", err)
	}
	kept := count(t, db, `SELECT count(*) FROM hands`)
	if kept >= count(t, clean, `SELECT count(*) FROM hands`) {
		t.Errorf("interrupted import kept all %d hands; want it stopped at the next batch", kept)
	}
	mustImport(t, db, Options{Profile: "oracle"}, "testdata/oracle")
	if d := diffChecksums(want, checksums(t, db)); d != nil {
		t.Errorf("after resuming, tables differ from one clean import: %v", d)
	}
}
