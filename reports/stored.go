package reports

import (
	"context"
	"database/sql"
	"fmt"
)

// Stored says whether the stats read the store's player_day_stats table:
// the counts of r_player_day, computed in Go from each hand's replay when
// it was imported (docs/definitions.md#stored-counts).
type Stored struct {
	Used   bool   // r_player_day reads player_day_stats
	Reason string // why not, for a hint
}

// storedStatus checks that player_day_stats exists and counts every stored
// dealt-in player-hand: the sum of its hands column equals the number of
// dealt-in hand_players rows. Hands imported by a stud8 that did not count
// them (schema version 1) leave it short until `stud8 report prepare`
// fills it.
func storedStatus(ctx context.Context, conn *sql.Conn) (Stored, error) {
	q, err := storedSQL("exists.sql")
	if err != nil {
		return Stored{}, err
	}
	var n int
	if err := conn.QueryRowContext(ctx, q).Scan(&n); err != nil {
		return Stored{}, fmt.Errorf("report stored counts: %w", err)
	}
	if n == 0 {
		return Stored{Reason: storedMissing}, nil
	}
	if q, err = storedSQL("status.sql"); err != nil {
		return Stored{}, err
	}
	var counted, stored int64
	if err := conn.QueryRowContext(ctx, q).Scan(&counted, &stored); err != nil {
		return Stored{}, fmt.Errorf("report stored counts: %w", err)
	}
	if counted != stored {
		return Stored{Reason: fmt.Sprintf("player_day_stats counts %d of %d player-hands: hands imported by an older stud8", counted, stored)}, nil
	}
	return Stored{Used: true}, nil
}

// storedMissing is the reason when the table does not exist.
const storedMissing = "no player_day_stats table: imported by an older stud8"

func storedSQL(name string) (string, error) {
	b, err := sqlFiles.ReadFile("sql/stored/" + name)
	if err != nil {
		return "", fmt.Errorf("report stored counts: %w", err)
	}
	return string(b), nil
}

// storedViews maps the live view files the stored counts replace to the
// views over the store's table.
var storedViews = map[string]string{
	"sql/views/48_player_day.sql": "sql/stored/player_day_view.sql",
}

// sources says what the stats views read: the prepared tables, the stored
// counts, or (neither) the actions.
type sources struct {
	prepared Prepared
	stored   Stored
}

// viewSources checks the prepared tables and the stored counts.
func viewSources(ctx context.Context, conn *sql.Conn) (sources, error) {
	var s sources
	var err error
	if s.prepared, err = preparedStatus(ctx, conn); err != nil {
		return s, err
	}
	if s.stored, err = storedStatus(ctx, conn); err != nil {
		return s, err
	}
	return s, nil
}

// live says whether report r computes its counts from the actions with
// these sources, and why.
func (s sources) live(r Report) (bool, string) {
	switch {
	case r.PlayerHand && !s.prepared.Used:
		return true, s.prepared.Reason
	case r.PlayerDay && !s.stored.Used && !s.prepared.Used:
		return true, s.stored.Reason
	}
	return false, ""
}
