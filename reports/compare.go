package reports

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/stud8/stud8/filter"
)

// The compare report: a player's statistics beside those of the winners of
// his games, and whether each difference is larger than chance
// (docs/definitions.md#compare). sql/compare.sql finds the games and the
// players' results there; the counts are the stats report's own
// (sql/stats.sql, the catalogue of stats.go), so a statistic is defined
// once; the tests are computed here.

// Defaults of the compare report.
const (
	// DefaultCompareMinHands is the fewest hands a winner has in the game
	// to be one of the population compared with.
	DefaultCompareMinHands = 100
	// DefaultLevel is the confidence level of the intervals and tests.
	DefaultLevel = 0.95
)

// CompareOptions say whom the compare report compares, and at what level.
type CompareOptions struct {
	// Filter selects the hands; its Player is the player compared (required).
	Filter filter.Filter
	// MinHands is the fewest hands another player has in the site, game,
	// stakes and unit to be counted among its winners;
	// DefaultCompareMinHands when 0.
	MinHands int
	// Level is the confidence level, 0 < Level < 1: of each interval, and
	// of the test over a row group's statistics (Holm); DefaultLevel when 0.
	Level float64
}

// ErrCompareOptions is wrapped by Compare's error for options it cannot use.
var ErrCompareOptions = errors.New("compare")

// compareColumns are the compare report's columns.
var compareColumns = []string{"player", "site", "game", "stakes", "currency", "stat", "unit",
	"value", "winners_value", "diff", "low", "high", "z", "p", "p_holm", "differs",
	"num", "den", "winners_num", "winners_den", "winners"}

// CompareColumns returns the compare report's columns, in order.
func CompareColumns() []string { return append([]string(nil), compareColumns...) }

// CompareMainColumns returns the columns a compare table shows (the
// table format of the command, the player's page): every column but the
// player's name, z, p and the counts.
func CompareMainColumns() []string {
	return []string{"site", "game", "stakes", "currency", "stat", "unit", "value", "winners_value",
		"diff", "low", "high", "p_holm", "differs", "winners"}
}

// compareReport reads the games of the player and the results of every
// player in them; statCountsReport reads the counts of every player of a
// game (the stats report's query, per player, without the long form).
var (
	compareReport    = Report{Name: "compare", File: "compare.sql", Params: with(PMinHands)}
	statCountsReport = Report{Name: "compare", File: "stats.sql", Params: with(PMinHands)}
)

// unitBB100 is the unit of the bb_per_100 row.
const unitBB100 = "bb/100"

// compareGame is one site, game, stakes and unit of the compared player,
// with every player's hands and net in big bets there.
type compareGame struct {
	site, game, stakes string
	unit               any // string, or nil for rows of an old database
	hands              map[string]int64
	netBB              map[string]float64
	order              []string // players in name order
}

// Compare runs the compare report: for every site, game, stakes and unit of
// money where the player has hands in the selection, one row per
// statistic of the catalogue (and bb_per_100), his value, the winners'
// pooled value and the test of the difference.
func Compare(ctx context.Context, db *sql.DB, o CompareOptions) (*Result, error) {
	if o.Filter.Player == "" {
		return nil, fmt.Errorf("%w: a player is required", ErrCompareOptions)
	}
	if o.MinHands == 0 {
		o.MinHands = DefaultCompareMinHands
	}
	if o.Level == 0 {
		o.Level = DefaultLevel
	}
	if o.MinHands < 0 || !(o.Level > 0 && o.Level < 1) {
		return nil, fmt.Errorf("%w: min hands %d, level %v (want min hands >= 0, 0 < level < 1)", ErrCompareOptions, o.MinHands, o.Level)
	}
	f := o.Filter
	f.PlayerLike, f.MinHands, f.Rows = "", o.MinHands, filter.Rows{}
	games, err := readGames(ctx, db, f)
	if err != nil {
		return nil, err
	}
	res := &Result{Report: "compare", Columns: CompareColumns(), Empty: true}
	for _, g := range games {
		gf := f
		gf.Player, gf.MinHands = "", 0
		gf.Site, gf.Game = g.site, g.game
		if gf.Small, gf.Big, err = filter.ParseStakes(g.stakes); err != nil {
			return nil, fmt.Errorf("report compare: stakes of %s %s: %w", g.site, g.game, err)
		}
		if u, ok := g.unit.(string); ok {
			gf.Currency = u
		}
		counts, err := Run(ctx, db, statCountsReport, gf)
		if err != nil {
			return nil, err
		}
		rows, err := compareRows(f.Player, g, counts, o)
		if err != nil {
			return nil, fmt.Errorf("report compare: %w", err)
		}
		res.Rows = append(res.Rows, rows...)
	}
	res.Empty = len(res.Rows) == 0
	return res, nil
}

// readGames runs compare.sql: the player's games and their players.
func readGames(ctx context.Context, db *sql.DB, f filter.Filter) ([]*compareGame, error) {
	r, err := Run(ctx, db, compareReport, f)
	if err != nil {
		return nil, err
	}
	var games []*compareGame
	var g *compareGame
	for _, row := range r.Rows {
		site, _ := row[0].(string)
		game, _ := row[1].(string)
		stakes, _ := row[2].(string)
		if g == nil || g.site != site || g.game != game || g.stakes != stakes || g.unit != row[3] {
			g = &compareGame{site: site, game: game, stakes: stakes, unit: row[3], hands: map[string]int64{}, netBB: map[string]float64{}}
			games = append(games, g)
		}
		name, _ := row[4].(string)
		n, _ := row[5].(int64)
		bb, _ := row[6].(float64)
		g.hands[name], g.netBB[name] = n, bb
		g.order = append(g.order, name)
	}
	return games, nil
}

// compareRows makes one game's rows from every player's counts there:
// bb_per_100 and hands first, then the tested statistics by the strength
// of the evidence (p, smallest first), then those not tested in the
// catalogue's order.
func compareRows(player string, g *compareGame, counts *Result, o CompareOptions) ([][]any, error) {
	col := map[string]int{}
	for i, c := range counts.Columns {
		col[c] = i
	}
	byPlayer := map[string][]any{}
	for _, row := range counts.Rows {
		name, _ := row[0].(string)
		byPlayer[name] = row
	}
	his, ok := byPlayer[player]
	if !ok {
		return nil, nil // no stats rows (hands imported before the counts): nothing to compare
	}
	// The winners: every other player of the game with enough hands and a
	// positive BB/100, their counts and big bets pooled.
	sums := make([]int64, len(counts.Columns))
	var winners, wHands int64
	var wBB float64
	for _, name := range g.order {
		row, ok := byPlayer[name]
		if name == player || !ok || g.hands[name] < int64(o.MinHands) || !(g.netBB[name] > 0) {
			continue
		}
		winners++
		wHands += g.hands[name]
		wBB += g.netBB[name]
		for i := 1; i < len(row); i++ {
			n, _ := row[i].(int64)
			sums[i] += n
		}
	}
	count := func(row []any, c string) (int64, error) {
		i, ok := col[c]
		if !ok {
			return 0, fmt.Errorf("the stats counts have no column %q", c)
		}
		n, _ := row[i].(int64)
		return n, nil
	}
	key := []any{player, g.site, g.game, g.stakes, g.unit}
	var first, tested, untested [][]any
	var ps []float64
	bb := func(net float64, hands int64) any {
		if hands == 0 {
			return nil
		}
		return math.Round(100*net/float64(hands)*100) / 100
	}
	hv, wv := bb(g.netBB[player], g.hands[player]), bb(wBB, wHands)
	var d any
	if hv != nil && wv != nil {
		d = math.Round((hv.(float64)-wv.(float64))*100) / 100
	}
	first = append(first, compareRow(key, "bb_per_100", unitBB100, hv, wv, d, nil, nil, nil, winners))
	z := math.Sqrt2 * math.Erfinv(o.Level)
	for _, s := range statCatalogue {
		x1, err := count(his, s.Num)
		if err != nil {
			return nil, err
		}
		n1, err := count(his, s.Den)
		if err != nil {
			return nil, err
		}
		x2, n2 := sums[col[s.Num]], sums[col[s.Den]]
		v1, v2 := longValue(s.Unit, x1, n1), longValue(s.Unit, x2, n2)
		if winners == 0 {
			v2, x2, n2 = nil, 0, 0
		}
		row := compareRow(key, s.Name, s.Unit, v1, v2, diffOf(s.Unit, x1, n1, x2, n2), x1, n1, []any{x2, n2}, winners)
		switch {
		case s.Unit == unitCount:
			first = append(first, row)
		case !isProportion(s) || n1 == 0 || n2 == 0 || winners == 0 || x1 > n1 || x2 > n2:
			untested = append(untested, row)
		default:
			t := twoProportions(x1, n1, x2, n2, z)
			row[10], row[11] = round1(100*t.low), round1(100*t.high)
			row[12], row[13] = math.Round(t.z*100)/100, roundP(t.p)
			tested = append(tested, row)
			ps = append(ps, t.p)
		}
	}
	// Holm's step-down adjustment over the game's tested statistics.
	adj := holm(ps)
	for i, row := range tested {
		row[14] = roundP(adj[i])
		row[15] = map[bool]string{true: "yes", false: "no"}[adj[i] < 1-o.Level]
	}
	// Strongest evidence first: smallest p (unrounded), then largest |z|.
	order := make([]int, len(tested))
	for i := range order {
		order[i] = i
	}
	absZ := func(i int) float64 { v, _ := tested[i][12].(float64); return math.Abs(v) }
	sort.SliceStable(order, func(a, b int) bool {
		i, j := order[a], order[b]
		if ps[i] != ps[j] {
			return ps[i] < ps[j]
		}
		return absZ(i) > absZ(j)
	})
	for _, i := range order {
		first = append(first, tested[i])
	}
	return append(first, untested...), nil
}

// compareRow lays out one row of the report (compareColumns): the test's
// columns empty. num and den are the player's counts, w the winners'
// (nil: none).
func compareRow(key []any, stat, unit string, value, winnersValue, diff, num, den any, w []any, winners int64) []any {
	wNum, wDen := any(nil), any(nil)
	if len(w) == 2 {
		wNum, wDen = w[0], w[1]
	}
	return append(append([]any(nil), key...), stat, unit, value, winnersValue, diff, nil, nil, nil, nil, nil, nil,
		num, den, wNum, wDen, winners)
}

// isProportion reports whether statistic s is a share of hands, each hand
// of its denominator counting once and its numerator a part of them: a
// percentage whose counts are not of actions (the aggression figures count
// every bet, raise, call and fold, several in one hand).
func isProportion(s Stat) bool {
	if s.Unit != unitPercent {
		return false
	}
	for _, c := range []string{s.Num, s.Den} {
		if countsActions(c) {
			return false
		}
	}
	return true
}

// countsActions reports whether the count column c counts actions rather
// than hands (aggr_N, calls_N, acts_N of player_day_stats).
func countsActions(c string) bool {
	for _, p := range []string{"aggr_", "calls_", "acts_"} {
		if strings.HasPrefix(c, p) {
			return true
		}
	}
	return false
}

// diffOf is the player's value less the winners', x1/n1 - x2/n2, in the
// statistic's unit: percentage points to one decimal, a ratio to two
// decimals; nil for a count and when a denominator is 0.
func diffOf(unit string, x1, n1, x2, n2 int64) any {
	switch {
	case unit == unitCount || n1 == 0 || n2 == 0:
		return nil
	case unit == unitPercent:
		return round1(100 * (float64(x1)/float64(n1) - float64(x2)/float64(n2)))
	}
	return math.Round((float64(x1)/float64(n1)-float64(x2)/float64(n2))*100) / 100
}

func round1(v float64) float64 { return math.Round(v*10) / 10 }

// roundP rounds a p-value to four decimals (0 means below 0.00005).
func roundP(p float64) float64 { return math.Round(p*1e4) / 1e4 }

// proportionTest is the comparison of two proportions: the z statistic
// and two-sided p-value of the pooled two-proportion z-test (Fisher's
// exact test's when a count expected is below 5), and the Newcombe (hybrid
// Wilson score) interval of their difference.
type proportionTest struct {
	z, p      float64
	low, high float64
}

// twoProportions compares x1/n1 with x2/n2 (both n > 0), the interval at
// the normal quantile zq.
func twoProportions(x1, n1, x2, n2 int64, zq float64) proportionTest {
	p1, p2 := float64(x1)/float64(n1), float64(x2)/float64(n2)
	pool := float64(x1+x2) / float64(n1+n2)
	t := proportionTest{p: 1}
	if se := math.Sqrt(pool * (1 - pool) * (1/float64(n1) + 1/float64(n2))); se > 0 {
		t.z = (p1 - p2) / se
		t.p = math.Erfc(math.Abs(t.z) / math.Sqrt2)
	}
	// The normal approximation needs every expected count of the 2x2
	// table to be 5 or more; below, Fisher's exact test gives p.
	k, m := float64(x1+x2), float64(n1+n2)
	if minExpected := min(k, m-k) * float64(min(n1, n2)) / m; minExpected < 5 {
		t.p = fisher(x1, n1, x2, n2)
	}
	l1, u1 := wilson(x1, n1, zq)
	l2, u2 := wilson(x2, n2, zq)
	d := p1 - p2
	t.low = d - math.Sqrt((p1-l1)*(p1-l1)+(u2-p2)*(u2-p2))
	t.high = d + math.Sqrt((u1-p1)*(u1-p1)+(p2-l2)*(p2-l2))
	return t
}

// fisher is the two-sided p-value of Fisher's exact test of x1/n1 against
// x2/n2: the probability, given the x1+x2 successes, of every split of
// them no more likely than the one seen.
func fisher(x1, n1, x2, n2 int64) float64 {
	k := x1 + x2
	logC := func(n, r int64) float64 {
		a, _ := math.Lgamma(float64(n + 1))
		b, _ := math.Lgamma(float64(r + 1))
		c, _ := math.Lgamma(float64(n - r + 1))
		return a - b - c
	}
	all := logC(n1+n2, k)
	prob := func(i int64) float64 { return math.Exp(logC(n1, i) + logC(n2, k-i) - all) }
	seen := prob(x1) * (1 + 1e-7)
	p := 0.0
	for i := max(0, k-n2); i <= min(n1, k); i++ {
		if q := prob(i); q <= seen {
			p += q
		}
	}
	return min(p, 1)
}

// wilson is the Wilson score interval of the proportion x/n at the normal
// quantile z.
func wilson(x, n int64, z float64) (low, high float64) {
	p, nn := float64(x)/float64(n), float64(n)
	den := 1 + z*z/nn
	center := (p + z*z/(2*nn)) / den
	half := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn)) / den
	return max(center-half, 0), min(center+half, 1)
}

// holm returns Holm's step-down adjusted p-values of ps, in their order:
// the k-th smallest times the number of p-values from it on, made
// non-decreasing and at most 1.
func holm(ps []float64) []float64 {
	idx := make([]int, len(ps))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return ps[idx[a]] < ps[idx[b]] })
	out := make([]float64, len(ps))
	run := 0.0
	for k, i := range idx {
		run = max(run, min(1, float64(len(ps)-k)*ps[i]))
		out[i] = run
	}
	return out
}
