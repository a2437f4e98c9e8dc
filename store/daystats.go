package store

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/stud8/stud8/replay"
)

// The table player_day_stats (migrations/0002_player_day_stats.sql) holds
// the counts of the stats report summed per player, site, game, stakes and
// day. Workers count each stored hand (replay.Result.StatCounts), the
// writer sums the counts of the hands it appends in a transaction and
// appends the sums just before COMMIT, so the table always matches the
// stored hands, whatever the moment an import is killed. An import that
// completes compacts the table to one row per key.

// dayStatsTable is the stored table's name.
const dayStatsTable = "player_day_stats"

// noDay is the day of a hand without a start time (stored as NULL).
const noDay = int32(-1 << 31)

// dayStatsSpec is player_day_stats column for column: the key, then one
// BIGINT per replay.StatCount.
var dayStatsSpec = func() []colSpec {
	s := []colSpec{{"player", colString}, {"site", colString}, {"game", colString}, {"stakes", colString}, {"day", colInt32}}
	for c := replay.StatCount(0); c < replay.NumStatCounts; c++ {
		s = append(s, colSpec{c.String(), colInt64})
	}
	return s
}()

// dayKey is the key of a player_day_stats row.
type dayKey struct {
	player, site, game, stakes string
	day                        int32 // days since 1970-01-01 (UTC), noDay for NULL
}

// dayStatsRow is one player's counts in one hand of a batch.
type dayStatsRow struct {
	hi  int32 // batch-local hand
	key dayKey
	n   [replay.NumStatCounts]int16
}

// dayStatsSum is counts summed over a batch's hands with the same key.
type dayStatsSum struct {
	key dayKey
	n   [replay.NumStatCounts]int32
}

// dayStats are the counts of a batch's hands, one row per dealt-in player,
// and the same summed by key as the worker makes them: a batch is a run of
// hands at one table, so its few keys spare the writer a map update per
// player. Once hands are dropped (duplicates), only rows is right.
type dayStats struct {
	rows    []dayStatsRow
	sums    []dayStatsSum
	last    int  // index in sums of the last key added to
	dropped bool // hands were dropped: sums is stale
	buf     []replay.PlayerStats
}

// add counts the hand res, batch-local hand hi, whose stakes text is stakes.
func (d *dayStats) add(hi int, res *replay.Result, stakes string) {
	h := res.Hand
	d.buf = res.StatCounts(d.buf[:0])
	day := dayOf(h.Time)
	game := h.Game.String()
	for i := range d.buf {
		ps := &d.buf[i]
		d.rows = append(d.rows, dayStatsRow{
			hi:  int32(hi),
			key: dayKey{player: h.Seats[ps.Player].Name, site: h.Site, game: game, stakes: stakes, day: day},
			n:   ps.N,
		})
		sum := d.sumOf(&d.rows[len(d.rows)-1].key)
		for c, v := range ps.N {
			sum.n[c] += int32(v)
		}
	}
}

// sumOf returns the batch's sum for key, adding it when new.
func (d *dayStats) sumOf(key *dayKey) *dayStatsSum {
	if d.last < len(d.sums) && d.sums[d.last].key == *key {
		return &d.sums[d.last]
	}
	for i := range d.sums {
		if d.sums[i].key == *key {
			d.last = i
			return &d.sums[i]
		}
	}
	d.sums = append(d.sums, dayStatsSum{key: *key})
	d.last = len(d.sums) - 1
	return &d.sums[d.last]
}

// dayOf is the UTC day of t as days since 1970-01-01, noDay for a zero t;
// CAST(started_at AS DATE) in SQL.
func dayOf(t time.Time) int32 {
	if t.IsZero() {
		return noDay
	}
	const day = 24 * 60 * 60 * 1_000_000
	us := t.UnixMicro()
	d := us / day
	if us%day < 0 {
		d--
	}
	return int32(d)
}

func (d *dayStats) reset() {
	d.rows, d.sums, d.last, d.dropped = d.rows[:0], d.sums[:0], 0, false
}

// drop removes the rows of the hands marked in dropped.
func (d *dayStats) drop(dropped []bool) {
	w := 0
	for _, r := range d.rows {
		if !dropped[r.hi] {
			d.rows[w] = r
			w++
		}
	}
	d.rows = d.rows[:w]
	d.dropped = true
}

// dayTotals sums counts by key over a transaction.
type dayTotals map[dayKey]*[replay.NumStatCounts]int64

// add adds a batch's counts: its sums by key, or when hands were dropped
// its remaining rows.
func (t dayTotals) add(d *dayStats) {
	if !d.dropped {
		for i := range d.sums {
			sum := t.sumOf(d.sums[i].key)
			for c, v := range d.sums[i].n {
				sum[c] += int64(v)
			}
		}
		return
	}
	for i := range d.rows {
		sum := t.sumOf(d.rows[i].key)
		for c, v := range d.rows[i].n {
			sum[c] += int64(v)
		}
	}
}

// sumOf returns the sums of key, adding it when new.
func (t dayTotals) sumOf(key dayKey) *[replay.NumStatCounts]int64 {
	sum, ok := t[key]
	if !ok {
		sum = new([replay.NumStatCounts]int64)
		t[key] = sum
	}
	return sum
}

// fill moves up to n sums from t into buf as player_day_stats rows.
func (t dayTotals) fill(buf *tableBuf, n int) {
	buf.reset()
	c := buf.cols
	for k, sum := range t {
		if n == 0 {
			return
		}
		n--
		c[0].str(k.player)
		c[1].str(k.site)
		c[2].str(k.game)
		c[3].str(k.stakes)
		if k.day == noDay {
			c[4].null()
		} else {
			c[4].int(int64(k.day))
		}
		for i, v := range sum {
			c[5+i].int(v)
		}
		delete(t, k)
	}
}

// dayKeysHeld bounds the keys the writer sums in memory: beyond, it
// appends the sums so far (still in the open transaction) and starts
// again, so memory stays small whatever the transaction's size.
const dayKeysHeld = 1 << 13

// appendDays appends the summed counts to player_day_stats, a vector at a
// time, and empties the sums.
func (s *Session) appendDays() error {
	for len(s.days) > 0 {
		s.days.fill(s.dayBuf, 2048)
		if err := s.dayApp.append(s.dayBuf); err != nil {
			return err
		}
	}
	return nil
}

// dayStatsKey is the key columns of player_day_stats.
const dayStatsKey = "player, site, game, stakes, day"

// CompactDayStats leaves one row per key in player_day_stats, summing the
// rows an import appended transaction by transaction, so that the table's
// content after a completed import does not depend on how it was split
// into transactions or interrupted: an import calls it at its end. It touches only the keys with more
// than one row, in one transaction.
func (db *DB) CompactDayStats(ctx context.Context) error {
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("compact %s: %w", dayStatsTable, err)
	}
	defer tx.Rollback()
	var sums []string
	for c := replay.StatCount(0); c < replay.NumStatCounts; c++ {
		sums = append(sums, fmt.Sprintf("CAST(sum(%[1]s) AS BIGINT) AS %[1]s", c))
	}
	same := `s.player = d.player AND s.site = d.site AND s.game = d.game AND s.stakes = d.stakes AND s.day IS NOT DISTINCT FROM d.day`
	steps := []string{
		`CREATE OR REPLACE TEMP TABLE day_stats_dups AS
		 SELECT ` + dayStatsKey + ` FROM ` + dayStatsTable + ` GROUP BY ` + dayStatsKey + ` HAVING count(*) > 1`,
		`CREATE OR REPLACE TEMP TABLE day_stats_sums AS
		 SELECT s.player, s.site, s.game, s.stakes, s.day, ` + strings.Join(sums, ", ") + `
		 FROM ` + dayStatsTable + ` s SEMI JOIN day_stats_dups d ON ` + same + `
		 GROUP BY s.player, s.site, s.game, s.stakes, s.day`,
		`DELETE FROM ` + dayStatsTable + ` s USING day_stats_dups d WHERE ` + same,
		`INSERT INTO ` + dayStatsTable + ` SELECT * FROM day_stats_sums`,
		`DROP TABLE day_stats_dups`,
		`DROP TABLE day_stats_sums`,
	}
	var dups int64
	for i, q := range steps {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("compact %s: %w", dayStatsTable, err)
		}
		if i == 0 {
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM day_stats_dups`).Scan(&dups); err != nil {
				return fmt.Errorf("compact %s: %w", dayStatsTable, err)
			}
			if dups == 0 {
				return nil // nothing to compact: roll back the temporary table
			}
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("compact %s: %w", dayStatsTable, err)
	}
	return nil
}
