package store

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/tally"
)

// TestDayOf checks tally.DayOf, the day of the player_day_* keys, against
// DuckDB's CAST(started_at AS DATE) of the same instant.
func TestDayOf(t *testing.T) {
	db := openTemp(t)
	var d int32
	if err := db.SQL().QueryRow(`SELECT CAST(CAST(TIMESTAMP '2017-02-02 00:30:00' AS DATE) - DATE '1970-01-01' AS INTEGER)`).Scan(&d); err != nil {
		t.Fatal(err)
	}
	if got := tally.DayOf(time.Date(2017, 2, 2, 0, 30, 0, 0, time.UTC)); got != d {
		t.Errorf("tally.DayOf(2017-02-02 00:30 UTC) = %d, DuckDB says %d", got, d)
	}
}

// TestSessionSumsOverTransaction writes the same replayed hands twice: in
// one transaction of many small batches, and batch by batch with a commit
// after each followed by the import's compaction. The writer's own sums
// must leave one player_day_stats and player_day_cards row per key and
// maximal player_runs in the first database without any compaction, and
// both databases must hold the same rows.
func TestSessionSumsOverTransaction(t *testing.T) {
	ctx := context.Background()
	res := benchmarkResults(t, 600)
	write := func(commitEach bool) *DB {
		db := openTemp(t)
		s, err := db.NewSession(ctx, "oracle", nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		src := s.Start("gen.txt", 1, time.Unix(0, 0), nil, false)
		var rows tally.Rows
		var days tally.Days
		for off := 0; off < len(res); off += 37 {
			b := NewBatch()
			for _, r := range res[off:min(off+37, len(res))] {
				if err := b.Add(rows.Hand(r)); err != nil {
					t.Fatal(err)
				}
				b.AddDays(days.Hand(r))
			}
			if err := s.Write(src, b); err != nil {
				t.Fatal(err)
			}
			if commitEach {
				if err := s.Commit(); err != nil {
					t.Fatal(err)
				}
			}
		}
		if err := s.Commit(); err != nil {
			t.Fatal(err)
		}
		return db
	}
	one, many := write(false), write(true)
	count := func(db *DB, q string) int64 {
		t.Helper()
		var n int64
		if err := db.SQL().QueryRow(q).Scan(&n); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		return n
	}
	dups := func(table, key string) string {
		return `SELECT count(*) FROM (SELECT ` + key + ` FROM ` + table + ` GROUP BY ALL HAVING count(*) > 1)`
	}
	if n := count(many, dups(cardDaysTable, cardDaysKey)); n == 0 {
		t.Fatal("a commit per batch left no key in two rows: the test does not test the compaction")
	}
	if err := many.CompactDayStats(ctx); err != nil {
		t.Fatal(err)
	}
	for _, db := range []*DB{one, many} {
		for _, q := range []string{dups(dayStatsTable, dayStatsKey), dups(cardDaysTable, cardDaysKey), runsJoinable} {
			if n := count(db, q); n != 0 {
				t.Errorf("%d keys or runs to join: %s", n, q)
			}
		}
	}
	if n := count(one, `SELECT sum(hands) FROM player_day_cards WHERE grouping = 'all-total'`); n != count(one, `SELECT count(*) FROM hand_players WHERE dealt_in`) {
		t.Errorf("player_day_cards counts %d player-hands, hand_players %d", n, count(one, `SELECT count(*) FROM hand_players WHERE dealt_in`))
	}
	for _, table := range []string{dayStatsTable, cardDaysTable, runsTable} {
		q := `SELECT count(*) || ':' || coalesce(sum(hash(t)), 0) FROM ` + table + ` t`
		var a, b string
		if err := one.SQL().QueryRow(q).Scan(&a); err != nil {
			t.Fatal(err)
		}
		if err := many.SQL().QueryRow(q).Scan(&b); err != nil {
			t.Fatal(err)
		}
		if a != b || strings.HasPrefix(a, "0:") {
			t.Errorf("%s: %s in one transaction, %s with a commit per batch", table, a, b)
		}
	}
}

// TestDoorClasses checks that a cardBlock has a place for every door rank
// (tally.DoorCode: the rank less Two).
func TestDoorClasses(t *testing.T) {
	if (cards.Two + cards.Rank(nDoor-1)) != cards.Ace {
		t.Errorf("nDoor = %d does not reach the ace", nDoor)
	}
}
