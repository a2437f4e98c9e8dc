package reports

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// ErrNoPlayer is wrapped by FindPlayer's error for a name that no stored
// player has, in any case.
var ErrNoPlayer = errors.New("no player")

// NoPlayerError is FindPlayer's error: the name asked for and the stored
// names closest to it (at most five, closest first).
type NoPlayerError struct {
	Name    string
	Similar []string
}

func (e *NoPlayerError) Error() string {
	if len(e.Similar) == 0 {
		return fmt.Sprintf("no player %q in the database", e.Name)
	}
	return fmt.Sprintf("no player %q in the database; close names: %s", e.Name, strings.Join(e.Similar, ", "))
}

func (e *NoPlayerError) Unwrap() error { return ErrNoPlayer }

// findPlayerSQL reads the stored names equal to $name in any case (the
// exact one first), then, only when there is none, the five names closest
// to it: those containing it (any case) and those of Jaro-Winkler
// similarity at least 0.8, most similar first. player_day_stats holds a
// row per player and day: far fewer than the player-hands.
const findPlayerSQL = `
WITH names AS (SELECT DISTINCT player FROM player_day_stats),
same AS (SELECT player, 0 AS kind, 1.0 AS score FROM names WHERE lower(player) = lower($name)),
near AS (
    SELECT player, 1 AS kind, jaro_winkler_similarity(lower(player), lower($name)) AS score FROM names
    WHERE NOT EXISTS (SELECT 1 FROM same)
      AND (contains(lower(player), lower($name)) OR jaro_winkler_similarity(lower(player), lower($name)) >= 0.8)
)
SELECT player, kind FROM (SELECT * FROM same UNION ALL SELECT * FROM near)
ORDER BY kind, player <> $name, score DESC, player
LIMIT 5`

// FindPlayer returns the stored spelling of the player named name in any
// case: name itself when stored so, else the one stored name equal to it
// in another case. A name matching none, or several in other cases only,
// is a *NoPlayerError with the close names. An empty name is returned as it is.
func FindPlayer(ctx context.Context, db *sql.DB, name string) (string, error) {
	if name == "" {
		return "", nil
	}
	rows, err := db.QueryContext(ctx, findPlayerSQL, sql.Named("name", name))
	if err != nil {
		return "", fmt.Errorf("find player: %w", err)
	}
	defer rows.Close()
	var same, near []string
	for rows.Next() {
		var p string
		var kind int
		if err := rows.Scan(&p, &kind); err != nil {
			return "", fmt.Errorf("find player: %w", err)
		}
		if kind == 0 {
			same = append(same, p)
		} else {
			near = append(near, p)
		}
	}
	if err := rows.Err(); err != nil {
		return "", fmt.Errorf("find player: %w", err)
	}
	switch {
	case len(same) > 0 && same[0] == name:
		return name, nil
	case len(same) == 1:
		return same[0], nil
	case len(same) > 1:
		return "", &NoPlayerError{Name: name, Similar: same}
	}
	return "", &NoPlayerError{Name: name, Similar: near}
}
