package reports

import (
	"context"
	"database/sql"
	"os"
	"testing"

	"github.com/stud8/stud8/filter"
)

// benchDB opens the database named by $STUD8_REPORTS_BENCH_DB read-only (for
// example 1,000,000 hands from `stud8 gen` imported and prepared), or skips.
func benchDB(b *testing.B) *sql.DB {
	b.Helper()
	path := os.Getenv("STUD8_REPORTS_BENCH_DB")
	if path == "" {
		b.Skip("STUD8_REPORTS_BENCH_DB is not set")
	}
	return openRO(b, path)
}

// benchReport runs one report over and over and reads every row.
func benchReport(b *testing.B, name string, f filter.Filter) {
	db := benchDB(b)
	r, _ := Lookup(name)
	b.ResetTimer()
	rows := 0
	for b.Loop() {
		res, err := Run(context.Background(), db, r, f)
		if err != nil {
			b.Fatal(err)
		}
		_ = res
		rows = len(res.Rows)
	}
	b.ReportMetric(float64(rows), "rows")
}

// BenchmarkStatsAllPlayers is `stud8 report stats` for every player,
// collecting the rows.
func BenchmarkStatsAllPlayers(b *testing.B) { benchReport(b, "stats", filter.Filter{}) }

// BenchmarkStatsAllPlayersCSV is `stud8 report stats --format csv` for every
// player, streamed to a discarding writer.
func BenchmarkStatsAllPlayersCSV(b *testing.B) { benchStream(b, "stats", "csv") }

// BenchmarkStatsAllPlayersTable is `stud8 report stats` (table format) for
// every player, written to a discarding writer.
func BenchmarkStatsAllPlayersTable(b *testing.B) { benchStream(b, "stats", "table") }

// benchStream runs a report as the command does, in format, to a
// discarding writer.
func benchStream(b *testing.B, name, format string) {
	db := benchDB(b)
	r, _ := Lookup(name)
	var n int64
	for b.Loop() {
		c := &countingWriter{}
		res, err := Stream(context.Background(), db, r, filter.Filter{}, c, format)
		if err != nil {
			b.Fatal(err)
		}
		_ = res
		n = c.n
	}
	b.SetBytes(n)
}

// countingWriter discards what it is given and counts the bytes.
type countingWriter struct{ n int64 }

func (c *countingWriter) Write(p []byte) (int, error) { c.n += int64(len(p)); return len(p), nil }

// BenchmarkSessionsOnePlayer is `stud8 report sessions --player P` for the
// player named by $STUD8_REPORTS_BENCH_PLAYER.
func BenchmarkSessionsOnePlayer(b *testing.B) {
	p := os.Getenv("STUD8_REPORTS_BENCH_PLAYER")
	if p == "" {
		b.Skip("STUD8_REPORTS_BENCH_PLAYER is not set")
	}
	benchReport(b, "sessions", filter.Filter{Player: p})
}

// BenchmarkSummaryAllPlayers is `stud8 report summary` for every player.
func BenchmarkSummaryAllPlayers(b *testing.B) { benchReport(b, "summary", filter.Filter{}) }

// BenchmarkStatsByDoorTable is `stud8 report stats --by door` for every
// player, table format, to a discarding writer.
func BenchmarkStatsByDoorTable(b *testing.B) { benchStream(b, "stats-by-door", "table") }

// BenchmarkSessionsTable is `stud8 report sessions` for every player, table
// format, to a discarding writer.
func BenchmarkSessionsTable(b *testing.B) { benchStream(b, "sessions", "table") }
