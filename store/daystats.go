package store

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	bindings "github.com/duckdb/duckdb-go-bindings"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/fact"
)

// The table player_day_stats (migrations/0002_player_day_stats.sql) holds
// the counts of the stats report summed per player, site, game, stakes and
// day. Workers count each stored hand (package tally makes its
// fact.PlayerDay rows), the writer sums the counts of the hands it appends in a transaction and
// appends the sums just before COMMIT, so the table always matches the
// stored hands, whatever the moment an import is killed. An import that
// completes compacts the table to one row per key.

// dayStatsTable is the stored table's name.
const dayStatsTable = "player_day_stats"

// Columns of player_day_stats, in the table's order: the key, one BIGINT
// per count of fact.CountNames from dsCounts, the unit of money (added by
// migration 0006) after the first fact.CountsBeforeUnit counts, and the
// other counts (migration 0017) after it; dsCol gives a count's column.
const (
	dsPlayer = iota
	dsSite
	dsGame
	dsStakes
	dsDay
	dsCounts
	dsUnit = dsCounts + fact.CountsBeforeUnit
)

// dsCol is the column of count c (an index into fact.CountNames).
func dsCol(c int) int {
	if c < fact.CountsBeforeUnit {
		return dsCounts + c
	}
	return dsCounts + c + 1
}

// dayStatsSpec is player_day_stats column for column.
var dayStatsSpec = func() []colSpec {
	s := make([]colSpec, dsCounts+fact.NumCounts+1)
	s[dsPlayer], s[dsSite], s[dsGame], s[dsStakes], s[dsDay] =
		colSpec{"player", colString}, colSpec{"site", colString}, colSpec{"game", colString}, colSpec{"stakes", colString}, colSpec{"day", colInt32}
	for c, name := range fact.CountNames {
		s[dsCol(c)] = colSpec{name, colInt64}
	}
	s[dsUnit] = colSpec{"unit", colString}
	return s
}()

// dayKey is the key of a player_day_stats row.
type dayKey = fact.DayKey

// dayStatsRow is one player's counts in one hand of a batch.
type dayStatsRow struct {
	hi  int32 // batch-local hand
	key dayKey
	n   [fact.NumCounts]int16
}

// dayStatsSum is counts summed over a batch's hands with the same key.
type dayStatsSum struct {
	key dayKey
	n   [fact.NumCounts]int32
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
	// seatSum is, by seat index, the sums index of the key last added to
	// from that seat (-1 none): at one table a seat's player keeps his key
	// from hand to hand, so most players find their sum without a search.
	seatSum []int32
	// blocks are the player_day_cards values of each sum's key, made by
	// the worker so that the writer adds a few blocks per batch; cards
	// are the players' values, to take off a block when a hand is dropped.
	blocks []cardBlock
	cards  []cardRow
	// runHands are the players' hands for player_runs.
	runHands []runHand
}

// add adds the rows days of batch-local hand hi.
func (d *dayStats) add(hi int, days []fact.PlayerDay) {
	for i := range days {
		pd := &days[i]
		d.rows = append(d.rows, dayStatsRow{hi: int32(hi), key: pd.Key, n: pd.Counts})
		sum := d.sumOf(&pd.Key, pd.Seat)
		for c, v := range pd.Counts {
			sum.n[c] += int32(v)
		}
		d.addCards(hi, pd, int32(d.last))
	}
}

// sumOf returns the batch's sum for key, the key of the player at seat
// index seat, adding it when new; the sums stay in the order their keys
// came.
func (d *dayStats) sumOf(key *dayKey, seat int) *dayStatsSum {
	for len(d.seatSum) <= seat {
		d.seatSum = append(d.seatSum, -1)
	}
	if i := int(d.seatSum[seat]); i >= 0 && i < len(d.sums) && d.sums[i].key == *key {
		d.last = i
		return &d.sums[i]
	}
	d.last = d.indexOf(key)
	d.seatSum[seat] = int32(d.last)
	return &d.sums[d.last]
}

// indexOf returns the index in sums of key, adding it when new.
func (d *dayStats) indexOf(key *dayKey) int {
	for i := range d.sums {
		if d.sums[i].key == *key {
			return i
		}
	}
	d.sums = append(d.sums, dayStatsSum{key: *key})
	d.blocks = append(d.blocks, cardBlock{})
	return len(d.sums) - 1
}

func (d *dayStats) reset() {
	d.rows, d.sums, d.last, d.dropped = d.rows[:0], d.sums[:0], 0, false
	d.seatSum = d.seatSum[:0]
	d.blocks, d.cards = d.blocks[:0], d.cards[:0]
	d.runHands = d.runHands[:0]
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
	for i := range d.cards {
		if r := &d.cards[i]; dropped[r.hi] {
			d.blocks[r.sum].add(r.door, r.start, &r.v, -1)
		}
	}
	w = 0
	for _, r := range d.runHands {
		if !dropped[r.hi] {
			d.runHands[w] = r
			w++
		}
	}
	d.runHands = d.runHands[:w]
}

// dayTotals sums counts by key over a transaction.
type dayTotals map[dayKey]*[fact.NumCounts]int64

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
func (t dayTotals) sumOf(key dayKey) *[fact.NumCounts]int64 {
	sum, ok := t[key]
	if !ok {
		sum = new([fact.NumCounts]int64)
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
		c[dsPlayer].str(k.Player)
		c[dsSite].str(k.Site)
		c[dsGame].str(k.Game)
		c[dsStakes].str(k.Stakes)
		if k.Day == fact.NoDay {
			c[dsDay].null()
		} else {
			c[dsDay].int(int64(k.Day))
		}
		for i, v := range sum {
			c[dsCol(i)].int(v)
		}
		c[dsUnit].str(k.Unit)
		delete(t, k)
	}
}

// dayKeysHeld bounds the keys the writer sums in memory: beyond, it
// appends the sums so far (still in the open transaction) and starts
// again, so memory stays small whatever the transaction's size.
const dayKeysHeld = 1 << 15

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
const dayStatsKey = "player, site, game, stakes, day, unit"

// CompactDayStats leaves one row per key in player_day_stats and
// player_day_cards, summing the rows an import appended transaction by
// transaction, so that the tables' content after a completed import does
// not depend on how it was split into transactions or interrupted: an
// import calls it at its end. It touches only the keys with more than one
// row, one table per transaction.
func (db *DB) CompactDayStats(ctx context.Context) error {
	var sums []string
	for _, c := range fact.CountNames {
		sums = append(sums, fmt.Sprintf("CAST(sum(%[1]s) AS BIGINT) AS %[1]s", c))
	}
	if err := db.compact(ctx, dayStatsTable, strings.Split(dayStatsKey, ", "), sums); err != nil {
		return err
	}
	sums = sums[:0]
	for _, c := range cardDaysSpec[8:] {
		sums = append(sums, fmt.Sprintf("sum(%[1]s) AS %[1]s", c.name))
	}
	if err := db.compact(ctx, cardDaysTable, strings.Split(cardDaysKey, ", "), sums); err != nil {
		return err
	}
	return db.compactRuns(ctx)
}

// compactRuns joins the runs of player_runs with the same key less than
// fact.RunGap apart, so that after a completed import the table holds each
// player's maximal runs (hands each within fact.RunGap of the next), whatever
// the batches and interruptions the import went through.
func (db *DB) compactRuns(ctx context.Context) error {
	// Most imports leave nothing to join (the writer joins a transaction's
	// runs): a count says so without writing anything.
	var joinable int64
	if err := db.sql.QueryRowContext(ctx, runsJoinable).Scan(&joinable); err != nil {
		return fmt.Errorf("compact %s: %w", runsTable, err)
	}
	if joinable == 0 {
		return nil
	}
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("compact %s: %w", runsTable, err)
	}
	defer tx.Rollback()
	steps := []string{
		`CREATE OR REPLACE TEMP TABLE runs_joined AS
		 WITH o AS (
		     SELECT *, ` + runsPrevEnd + ` AS prev_end
		     FROM ` + runsTable + `
		 ),
		 g AS (
		     SELECT *, sum(CASE WHEN prev_end IS NULL OR epoch_us(first_at) - epoch_us(prev_end) > ` + fmt.Sprint(fact.RunGap) + ` THEN 1 ELSE 0 END)
		                 OVER (PARTITION BY ` + runsKey + ` ORDER BY first_at, last_at ROWS UNBOUNDED PRECEDING) AS run
		     FROM o
		 )
		 SELECT ` + runsKey + `, min(first_at) AS first_at, max(last_at) AS last_at, sum(hands) AS hands,
		        sum(net) AS net, sum(net_bb) AS net_bb, max(best) AS best, min(worst) AS worst
		 FROM g GROUP BY ` + runsKey + `, run`,
		`DELETE FROM ` + runsTable,
		`INSERT INTO ` + runsTable + ` BY NAME SELECT * FROM runs_joined`,
		`DROP TABLE runs_joined`,
	}
	for _, q := range steps {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("compact %s: %w", runsTable, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("compact %s: %w", runsTable, err)
	}
	return nil
}

// runsKey is the key columns of player_runs.
const runsKey = "player, site, game, stakes, unit, day"

// runsPrevEnd is, for a player_runs row, the latest end of the rows of its
// key that start before it (NULL for the first).
const runsPrevEnd = `max(last_at) OVER (PARTITION BY ` + runsKey + ` ORDER BY first_at, last_at
                                  ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)`

// runsJoinable counts the player_runs rows that start at most fact.RunGap after
// an earlier run of their key ends: those compactRuns joins.
var runsJoinable = `SELECT count(*) FROM (SELECT first_at, ` + runsPrevEnd + ` AS prev_end FROM ` + runsTable + `)
WHERE epoch_us(first_at) - epoch_us(prev_end) <= ` + fmt.Sprint(fact.RunGap)

// compact sums the rows of table with the same key columns into one.
func (db *DB) compact(ctx context.Context, table string, key, sums []string) error {
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("compact %s: %w", table, err)
	}
	defer tx.Rollback()
	var same, skey []string
	for _, k := range key {
		same = append(same, fmt.Sprintf("s.%[1]s IS NOT DISTINCT FROM d.%[1]s", k))
		skey = append(skey, "s."+k)
	}
	keys := strings.Join(key, ", ")
	on := strings.Join(same, " AND ")
	steps := []string{
		`CREATE OR REPLACE TEMP TABLE day_stats_dups AS
		 SELECT ` + keys + ` FROM ` + table + ` GROUP BY ALL HAVING count(*) > 1`,
		`CREATE OR REPLACE TEMP TABLE day_stats_sums AS
		 SELECT ` + strings.Join(skey, ", ") + `, ` + strings.Join(sums, ", ") + `
		 FROM ` + table + ` s SEMI JOIN day_stats_dups d ON ` + on + `
		 GROUP BY ALL`,
		`DELETE FROM ` + table + ` s USING day_stats_dups d WHERE ` + on,
		`INSERT INTO ` + table + ` BY NAME SELECT * FROM day_stats_sums`,
		`DROP TABLE day_stats_dups`,
		`DROP TABLE day_stats_sums`,
	}
	var dups int64
	for i, q := range steps {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("compact %s: %w", table, err)
		}
		if i == 0 {
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM day_stats_dups`).Scan(&dups); err != nil {
				return fmt.Errorf("compact %s: %w", table, err)
			}
			if dups == 0 {
				return nil // nothing to compact: roll back the temporary table
			}
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("compact %s: %w", table, err)
	}
	return nil
}

// The table player_day_cards (migrations/0006_player_day_cards.sql) holds
// the money and the counts of `report summary` and `report stats --by door
// / --by start` per player, site, game, stakes, unit of money and day, by
// grouping: 'all', 'door' (class: the door card's rank) and 'start' (class:
// the starting class). It is built like player_day_stats: workers make a
// batch's rows and sums, the writer sums a transaction's and appends them
// just before COMMIT.

// cardDaysTable is the stored table's name.
const cardDaysTable = "player_day_cards"

// Columns of player_day_cards, in the table's order: rows are written by these names.
const (
	cdPlayer = iota
	cdSite
	cdGame
	cdStakes
	cdUnit
	cdDay
	cdGrouping
	cdClass
	cdHands
	cdVpip
	cdShowdowns
	cdWonAtShowdown
	cdScoops
	cdNet
	cdNetBb
	cdShowdownNet
	cdHighWon
	cdLowWon
)

// cardDaysSpec is player_day_cards column for column.
var cardDaysSpec = []colSpec{
	cdPlayer:        {"player", colString},
	cdSite:          {"site", colString},
	cdGame:          {"game", colString},
	cdStakes:        {"stakes", colString},
	cdUnit:          {"unit", colString},
	cdDay:           {"day", colInt32},
	cdGrouping:      {"grouping", colString},
	cdClass:         {"class", colString},
	cdHands:         {"hands", colInt64},
	cdVpip:          {"vpip", colInt64},
	cdShowdowns:     {"showdowns", colInt64},
	cdWonAtShowdown: {"won_at_showdown", colInt64},
	cdScoops:        {"scoops", colInt64},
	cdNet:           {"net", colInt64},
	cdNetBb:         {"net_bb", colInt64},
	cdShowdownNet:   {"showdown_net", colInt64},
	cdHighWon:       {"high_won", colInt64},
	cdLowWon:        {"low_won", colInt64},
}

// cardDaysKey is the key columns of player_day_cards.
const cardDaysKey = "player, site, game, stakes, unit, day, grouping, class"

// Groupings of player_day_cards; each also with totalSuffix: the same
// summed over every day (day NULL).
const (
	groupAll    = "all"
	groupDoor   = "door"
	groupStart  = "start"
	totalSuffix = "-total"
)

// cardVals are the values of a player_day_cards row: counts, and money as
// the unscaled DECIMAL(18,2) (net_bb: DECIMAL(18,6)).
type cardVals [10]int64

func (v *cardVals) add(o *cardVals) {
	for i := range v {
		v[i] += o[i]
	}
}

// Door ranks and starting classes, the classes of player_day_cards'
// 'door-total' and 'start-total' rows.
const (
	nDoor  = int(cards.Ace-cards.Two) + 1
	nStart = len(fact.StartClasses)
)

// cardBlock is the player_day_cards values of one player, site, game,
// stakes, unit and day: its 'all' row for the day, and its share of the
// all-days rows: 'all-total', 'door-total' by the door card's rank (Two
// first) and 'start-total' by starting class (fact.StartClasses' order).
// A row with no hands is not there.
type cardBlock struct {
	all, total cardVals
	door       [nDoor]cardVals
	start      [nStart]cardVals
}

// add adds sign times v to the block's rows: 'all', 'all-total' and the
// door and start classes (indexes; -1 for none).
func (b *cardBlock) add(door, start int8, v *cardVals, sign int64) {
	b.all.addTimes(v, sign)
	b.total.addTimes(v, sign)
	if door >= 0 {
		b.door[door].addTimes(v, sign)
	}
	if start >= 0 {
		b.start[start].addTimes(v, sign)
	}
}

func (v *cardVals) addTimes(o *cardVals, sign int64) {
	for i := range v {
		v[i] += sign * o[i]
	}
}

// cardRow is one player's values in one hand of a batch: what the hand
// added to block sum (taken off again when the hand is dropped as a
// duplicate).
type cardRow struct {
	hi, sum     int32
	door, start int8
	v           cardVals
}

// addCards adds the player_day_cards values of pd to block sum and keeps
// them (and the hand for the runs).
func (d *dayStats) addCards(hi int, pd *fact.PlayerDay, sum int32) {
	f := &pd.Cards
	// Each row twice: for its day, and for all days (grouping "...-total",
	// day NULL), which the reports read when no day is filtered: a few rows
	// per player instead of one per player and day.
	// The money of every hand by day and over all days; the card classes
	// over all days only (by day they are nearly one row per hand).
	v := cardVals{f.Hands, f.VPIP, f.Showdowns, f.WonAtShowdown, f.Scoops, f.Net, f.NetBB, f.ShowdownNet, f.HighWon, f.LowWon} // the columns' order
	d.blocks[sum].add(pd.Door, pd.Start, &v, 1)
	d.cards = append(d.cards, cardRow{hi: int32(hi), sum: sum, door: pd.Door, start: pd.Start, v: v})
	if pd.Key.Day != fact.NoDay { // a hand without a start time is in no run
		d.runHands = append(d.runHands, runHand{hi: int32(hi), sum: sum, key: pd.Key, at: pd.At, net: f.Net, netBB: f.NetBB})
	}
}

// groupNames are the groupings 'all', 'door' and 'start', then the same
// over all days.
var groupNames = [3][2]string{{groupAll, groupAll + totalSuffix}, {groupDoor, groupDoor + totalSuffix}, {groupStart, groupStart + totalSuffix}}

// addCardRow appends one player_day_cards row of group g to buf: its day
// (fact.NoDay for NULL), grouping (index in groupNames and whether it is over
// all days), class ("" for NULL) and values.
func addCardRow(buf *tableBuf, g *cardGroup, day int32, grouping int, total bool, class string, v *cardVals) {
	c := buf.cols
	c[cdPlayer].str(g.player)
	c[cdSite].str(g.site)
	c[cdGame].str(g.game)
	c[cdStakes].str(g.stakes)
	c[cdUnit].str(g.unit)
	if day == fact.NoDay || total {
		c[cdDay].null()
	} else {
		c[cdDay].int(int64(day))
	}
	c[cdGrouping].str(groupNames[grouping][b2i(total)])
	if class == "" {
		c[cdClass].null()
	} else {
		c[cdClass].str(class)
	}
	for i, x := range v {
		c[cdHands+i].int(x) // cdHands to cdLowWon, in cardVals' order
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// cardDays is the writer's side of player_day_cards and player_runs: it
// sums the batches' card blocks and joins their runs over a transaction
// and appends both just before COMMIT, so that an import in one
// transaction leaves one row per key and maximal runs. Past
// cardGroupsHeld groups or runsHeld runs it appends what it holds (still
// in the open transaction) and starts again, so memory stays bounded
// whatever the transaction's size; the import's end compacts what that
// splits.
type cardDays struct {
	app  *chunkAppender
	bufs chan *tableBuf // empty row buffers (startRows)
	// groups are the sums held, in the order their keys came (groupIdx:
	// key -> index).
	groups   []*groupSums
	groupIdx map[cardGroup]int32
	free     []*groupSums // emptied groups, for reuse
	// runs are the player_runs rows not yet appended; latest and prevRun
	// chain the runs of the batch being added by key (addRuns).
	runs    []run
	latest  []int32 // by sum index: the key's latest run in runs, -1 if none
	prevRun []int32 // by run since the batch's first: the key's run before it, -1 if none
	runApp  *chunkAppender
	runBuf  *tableBuf
}

// cardGroup is the player, site, game, stakes and unit of a
// player_day_cards key.
type cardGroup struct {
	player, site, game, stakes, unit string
}

// groupSums is the player_day_cards values of one group held: its 'all'
// rows by day, in the order the days came, and its all-days rows.
type groupSums struct {
	key  cardGroup
	days []dayVals
	cardBlock
}

// dayVals is a group's 'all' row of one day.
type dayVals struct {
	day int32
	v   cardVals
}

// cardGroupsHeld and runsHeld bound the groups (about 2 KB each) and the
// runs (about 150 bytes) the writer holds.
const (
	cardGroupsHeld = 1 << 14
	runsHeld       = 1 << 17
)

func newCardDays(conn bindings.Connection) (*cardDays, error) {
	app, err := newChunkAppender(conn, cardDaysTable, cardDaysSpec)
	if err != nil {
		return nil, err
	}
	runApp, err := newChunkAppender(conn, runsTable, runsSpec)
	if err != nil {
		app.close()
		return nil, err
	}
	c := &cardDays{app: app, bufs: make(chan *tableBuf, cardBufs), groupIdx: map[cardGroup]int32{},
		runApp: runApp, runBuf: newTableBuf(runsTable, runsSpec)}
	for range cardBufs {
		c.bufs <- newTableBuf(cardDaysTable, cardDaysSpec)
	}
	return c, nil
}

// cardRowsHeld is how many rows the writer buffers before handing them to
// the appender, in at most cardBufs buffers.
const (
	cardRowsHeld = 2048
	cardBufs     = 8
)

// add adds a batch's blocks (keys whose hands were all dropped add
// nothing) and keeps its runs.
func (c *cardDays) add(d *dayStats) error {
	for i := range d.blocks {
		b := &d.blocks[i]
		if b.total[0] == 0 {
			continue
		}
		k := &d.sums[i].key
		g := c.groupOf(k)
		g.addDay(k.Day, &b.all)
		g.total.add(&b.total)
		for j := range b.door {
			if b.door[j][0] != 0 {
				g.door[j].add(&b.door[j])
			}
		}
		for j := range b.start {
			if b.start[j][0] != 0 {
				g.start[j].add(&b.start[j])
			}
		}
	}
	if len(c.groups) >= cardGroupsHeld {
		if err := c.appendSums(); err != nil {
			return err
		}
	}
	c.addRuns(d)
	if len(c.runs) >= runsHeld {
		return c.appendRuns()
	}
	return nil
}

// groupOf returns the sums of k's group, made when new.
func (c *cardDays) groupOf(k *dayKey) *groupSums {
	key := cardGroup{player: k.Player, site: k.Site, game: k.Game, stakes: k.Stakes, unit: k.Unit}
	if i, ok := c.groupIdx[key]; ok {
		return c.groups[i]
	}
	var g *groupSums
	if n := len(c.free); n > 0 {
		g, c.free = c.free[n-1], c.free[:n-1]
	} else {
		g = new(groupSums)
	}
	g.key = key
	c.groupIdx[key] = int32(len(c.groups))
	c.groups = append(c.groups, g)
	return g
}

// addDay adds v to the group's 'all' row of day.
func (g *groupSums) addDay(day int32, v *cardVals) {
	for i := range g.days {
		if g.days[i].day == day {
			g.days[i].v.add(v)
			return
		}
	}
	g.days = append(g.days, dayVals{day: day, v: *v})
}

// appendSums appends the sums held and forgets them.
func (c *cardDays) appendSums() error { return c.appendRows(c.startRows(), false) }

// startRows turns the sums held into player_day_cards rows on another
// goroutine, cardRowsHeld rows at a time into the buffers of c.bufs, and
// forgets the sums; the full buffers come on the channel returned, closed
// after the last. The writer builds the rows so while it flushes the other
// tables, and appends them as they come (appendRows), which must read the
// channel to its end.
func (c *cardDays) startRows() <-chan *tableBuf {
	out := make(chan *tableBuf, cardBufs)
	go func() {
		defer close(out)
		buf := <-c.bufs
		row := func(g *groupSums, day int32, grouping int, total bool, class string, v *cardVals) {
			if v[0] == 0 {
				return
			}
			addCardRow(buf, &g.key, day, grouping, total, class, v)
			if buf.cols[0].len() >= cardRowsHeld {
				out <- buf
				buf = <-c.bufs
			}
		}
		for _, g := range c.groups {
			for i := range g.days {
				row(g, g.days[i].day, 0, false, "", &g.days[i].v)
			}
			row(g, fact.NoDay, 0, true, "", &g.total)
			for j := range g.door {
				row(g, fact.NoDay, 1, true, (cards.Two + cards.Rank(j)).String(), &g.door[j])
			}
			for j := range g.start {
				row(g, fact.NoDay, 2, true, fact.StartClasses[j], &g.start[j])
			}
			g.days, g.cardBlock = g.days[:0], cardBlock{}
			c.free = append(c.free, g)
		}
		c.groups = c.groups[:0]
		clear(c.groupIdx)
		if buf.cols[0].len() > 0 {
			out <- buf
		} else {
			c.bufs <- buf
		}
	}()
	return out
}

// appendRows appends the buffers of rows to player_day_cards (only
// drains them with skip set, or after an error) and gives each back to
// c.bufs.
func (c *cardDays) appendRows(rows <-chan *tableBuf, skip bool) error {
	var err error
	for b := range rows {
		if !skip && err == nil {
			err = c.app.append(b)
		}
		b.reset()
		c.bufs <- b
	}
	return err
}

// finish flushes player_day_cards and appends and flushes the runs: the
// end of a commit, after appendRows.
func (c *cardDays) finish() error {
	if err := c.app.flush(); err != nil {
		return err
	}
	if err := c.appendRuns(); err != nil {
		return err
	}
	return c.runApp.flush()
}

func (c *cardDays) close() {
	if c == nil {
		return
	}
	if c.app != nil {
		c.app.close()
	}
	if c.runApp != nil {
		c.runApp.close()
	}
}

// The table player_runs (migrations/0007_player_runs.sql) holds each
// player's runs of hands: hands of one batch with the same key, each within
// fact.RunGap of the run's others. `report sessions` joins runs into sessions;
// with any session gap of fact.RunGap or more the result is the same as joining
// the hands one by one.

// runsTable is the stored table's name.
const runsTable = "player_runs"

// runsSpec is player_runs column for column.
var runsSpec = []colSpec{
	{"player", colString}, {"site", colString}, {"game", colString}, {"stakes", colString},
	{"unit", colString}, {"day", colInt32}, {"first_at", colInt64}, {"last_at", colInt64},
	{"hands", colInt64}, {"net", colInt64}, {"net_bb", colInt64}, {"best", colInt64}, {"worst", colInt64},
}

// runHand is one player's hand of a batch, for the runs.
type runHand struct {
	hi         int32
	sum        int32 // index of key in the batch's sums: one per key
	key        dayKey
	at         int64 // start, microseconds since 1970 (UTC)
	net, netBB int64 // DECIMAL(18,2) and DECIMAL(18,6), unscaled
}

// run is a player_runs row.
type run struct {
	key               dayKey
	first, last       int64
	hands, net, netBB int64
	best, worst       int64
}

// addRuns joins a batch's hands into runs and keeps them to append. A
// hand joins the latest run of the batch with its key that it is within
// fact.RunGap of; the runs of a key are chained by their sum index (latest,
// prevRun), so a hand looks only at its own key's runs, not at every run
// of the batch (quadratic on a batch of many players: 15% of an import's
// CPU on the oracle hands, on the writer).
func (c *cardDays) addRuns(d *dayStats) {
	start := len(c.runs)
	c.latest = slices.Grow(c.latest[:0], len(d.sums))[:len(d.sums)]
	for i := range c.latest {
		c.latest[i] = -1
	}
	c.prevRun = c.prevRun[:0]
	for _, h := range d.runHands {
		var r *run
		for i := c.latest[h.sum]; i >= 0; i = c.prevRun[int(i)-start] {
			x := &c.runs[i]
			if h.at >= x.first-fact.RunGap && h.at <= x.last+fact.RunGap {
				r = x
				break
			}
		}
		if r == nil {
			c.runs = append(c.runs, run{key: h.key, first: h.at, last: h.at, best: h.net, worst: h.net})
			c.prevRun = append(c.prevRun, c.latest[h.sum])
			c.latest[h.sum] = int32(len(c.runs) - 1)
			r = &c.runs[len(c.runs)-1]
		}
		r.first, r.last = min(r.first, h.at), max(r.last, h.at)
		r.best, r.worst = max(r.best, h.net), min(r.worst, h.net)
		r.hands++
		r.net += h.net
		r.netBB += h.netBB
	}
}

// appendRuns appends the runs kept and forgets them, first joining the
// runs of a key less than fact.RunGap apart (those of different batches: the
// tables a player sat at, one after another or at once), as the import's
// end would (DB.compactRuns).
func (c *cardDays) appendRuns() error {
	c.runs = joinRuns(c.runs)
	for off := 0; off < len(c.runs); off += 2048 {
		b := c.runBuf
		b.reset()
		col := b.cols
		for _, r := range c.runs[off:min(off+2048, len(c.runs))] {
			col[0].str(r.key.Player)
			col[1].str(r.key.Site)
			col[2].str(r.key.Game)
			col[3].str(r.key.Stakes)
			col[4].str(r.key.Unit)
			col[5].int(int64(r.key.Day))
			col[6].int(r.first)
			col[7].int(r.last)
			col[8].int(r.hands)
			col[9].int(r.net)
			col[10].int(r.netBB)
			col[11].int(r.best)
			col[12].int(r.worst)
		}
		if err := c.runApp.append(b); err != nil {
			return err
		}
	}
	c.runs = c.runs[:0]
	return nil
}

// joinRuns joins the runs of a key that are less than fact.RunGap apart, in
// place: sorted by key, then start and end, a run starting at most fact.RunGap
// after the latest end of the runs before it joins them.
func joinRuns(rs []run) []run {
	if len(rs) < 2 {
		return rs
	}
	slices.SortFunc(rs, func(a, b run) int {
		if c := cmpDayKey(&a.key, &b.key); c != 0 {
			return c
		}
		if c := cmp.Compare(a.first, b.first); c != 0 {
			return c
		}
		return cmp.Compare(a.last, b.last)
	})
	w := 0
	for i := 1; i < len(rs); i++ {
		cur, r := &rs[w], &rs[i]
		if r.key != cur.key || r.first-cur.last > fact.RunGap {
			w++
			rs[w] = *r
			continue
		}
		cur.last = max(cur.last, r.last)
		cur.best, cur.worst = max(cur.best, r.best), min(cur.worst, r.worst)
		cur.hands += r.hands
		cur.net += r.net
		cur.netBB += r.netBB
	}
	return rs[:w+1]
}

// cmpDayKey orders day keys by their fields.
func cmpDayKey(a, b *dayKey) int {
	for _, p := range [...][2]string{{a.Player, b.Player}, {a.Site, b.Site}, {a.Game, b.Game}, {a.Stakes, b.Stakes}, {a.Unit, b.Unit}} {
		if c := strings.Compare(p[0], p[1]); c != 0 {
			return c
		}
	}
	return cmp.Compare(a.Day, b.Day)
}
