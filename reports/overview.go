package reports

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/stud8/stud8/filter"
)

// overviewReport is what the database holds by site, game and unit.
var overviewReport = Report{Name: "overview", File: "overview.sql", Params: with()}

// Overview is what the start page shows of a database.
type Overview struct {
	// Units is a row per site, game and unit (sql/overview.sql).
	Units *Result
	// Hands and Players are the totals; First and Last the days of the
	// first and last hand (zero without a dated hand).
	Hands, Players int
	First, Last    time.Time
	// Owner is the saved hero (stud8 hero), else the player with the most
	// hands (whose histories these usually are) and LastSession his last session (sessions report,
	// one row); nil without players.
	Owner       string
	LastSession *Result
	// Findings is the audit report: findings by code and unit.
	Findings *Result
}

// ownerSQL counts the stored players and names the one with the most
// hands (ties: the first name).
const ownerSQL = `
WITH t AS (SELECT player, sum(hands) AS hands FROM player_day_stats GROUP BY player)
SELECT (SELECT count(*) FROM t), coalesce((SELECT player FROM t ORDER BY hands DESC, player LIMIT 1), '')`

// ReadOverview reads the overview of db.
func ReadOverview(ctx context.Context, db *sql.DB) (*Overview, error) {
	o := &Overview{}
	var err error
	if o.Units, err = Run(ctx, db, overviewReport, filter.Filter{}); err != nil {
		return nil, err
	}
	col := map[string]int{}
	for i, c := range o.Units.Columns {
		col[c] = i
	}
	for _, row := range o.Units.Rows {
		n, _ := row[col["hands"]].(int64)
		o.Hands += int(n)
		if d, ok := row[col["first"]].(time.Time); ok && (o.First.IsZero() || d.Before(o.First)) {
			o.First = d
		}
		if d, ok := row[col["last"]].(time.Time); ok && d.After(o.Last) {
			o.Last = d
		}
	}
	if err := db.QueryRowContext(ctx, ownerSQL).Scan(&o.Players, &o.Owner); err != nil {
		return nil, fmt.Errorf("overview: players: %w", err)
	}
	if h, err := Hero(ctx, db); err != nil {
		return nil, err
	} else if h != "" {
		o.Owner = h
	}
	if o.Owner != "" {
		r, _ := Lookup("sessions")
		f := filter.Filter{Player: o.Owner, GapMinutes: DefaultGapMinutes, Rows: filter.Rows{OrderBy: "session", Desc: true, Limit: 1}}
		if o.LastSession, err = Run(ctx, db, r, f); err != nil {
			return nil, err
		}
	}
	r, _ := Lookup("audit")
	if o.Findings, err = Run(ctx, db, r, filter.Filter{}); err != nil {
		return nil, err
	}
	return o, nil
}

// Match is a search suggestion: a player's name, or a hand (Site, ID).
type Match struct {
	Player   string `json:"player,omitempty"`
	Site     string `json:"site,omitempty"`
	HandID   string `json:"hand_id,omitempty"`
	Started  string `json:"start,omitempty"`
	Currency string `json:"currency,omitempty"`
}

// searchPlayersSQL reads the names containing $q in any case: those
// starting with it first, then the shortest.
const searchPlayersSQL = `
SELECT player FROM (SELECT DISTINCT player FROM player_day_stats)
WHERE contains(lower(player), lower($q))
ORDER BY NOT starts_with(lower(player), lower($q)), length(player), player
LIMIT $limit`

// searchHandsSQL reads the hands whose id starts with $q (ids are read
// in any case), in id order.
const searchHandsSQL = `
SELECT site, hand_id, coalesce(strftime(started_at, '%Y-%m-%d %H:%M'), ''), coalesce(unit, '')
FROM r_hands WHERE starts_with(lower(hand_id), lower($q))
ORDER BY hand_id, site
LIMIT $limit`

// Search suggests at most limit players whose name contains q and at most
// limit hands whose id starts with it, in any case.
func Search(ctx context.Context, db *sql.DB, q string, limit int) (players, hands []Match, err error) {
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, nil, err
	}
	defer conn.Close()
	if err := InstallViews(ctx, conn); err != nil {
		return nil, nil, err
	}
	args := []any{sql.Named("q", q), sql.Named("limit", int64(limit))}
	rows, err := conn.QueryContext(ctx, searchPlayersSQL, args...)
	if err != nil {
		return nil, nil, fmt.Errorf("search players: %w", err)
	}
	for rows.Next() {
		var m Match
		if err := rows.Scan(&m.Player); err != nil {
			rows.Close()
			return nil, nil, fmt.Errorf("search players: %w", err)
		}
		players = append(players, m)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, nil, fmt.Errorf("search players: %w", err)
	}
	rows, err = conn.QueryContext(ctx, searchHandsSQL, args...)
	if err != nil {
		return nil, nil, fmt.Errorf("search hands: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var m Match
		if err := rows.Scan(&m.Site, &m.HandID, &m.Started, &m.Currency); err != nil {
			return nil, nil, fmt.Errorf("search hands: %w", err)
		}
		hands = append(hands, m)
	}
	return players, hands, rows.Err()
}
