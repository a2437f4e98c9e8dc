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

// NoPlayerError is the error of FindPlayer, FindAccount and FindPerson:
// the name asked for and the stored names closest to it (at most five,
// closest first).
type NoPlayerError struct {
	Name    string
	Similar []string
	// Site is the site FindAccount looked at; Person is set for FindPerson.
	Site   string
	Person bool
}

func (e *NoPlayerError) Error() string {
	what, where := "player", "in the database"
	if e.Person {
		what = "person"
	}
	if e.Site != "" {
		where = "at " + e.Site + " in the database"
	}
	if len(e.Similar) == 0 {
		return fmt.Sprintf("no %s %q %s", what, e.Name, where)
	}
	return fmt.Sprintf("no %s %q %s; close names: %s", what, e.Name, where, strings.Join(e.Similar, ", "))
}

func (e *NoPlayerError) Unwrap() error { return ErrNoPlayer }

// findPlayerSQL reads the stored names equal to $name in any case (the
// exact one first), then, only when there is none, the five names closest
// to it: those containing it (any case) and those of Jaro-Winkler
// similarity at least 0.8, most similar first. player_day_stats holds a
// row per player and day: far fewer than the player-hands.
const findPlayerSQL = `
WITH names AS (SELECT DISTINCT player FROM player_day_stats),` + findNameSQL

// findAccountSQL is findPlayerSQL over the names stored at one site ($site).
const findAccountSQL = `
WITH names AS (SELECT DISTINCT player FROM player_day_stats WHERE site = $site),` + findNameSQL

// findPersonSQL is findPlayerSQL over the persons of the stored accounts:
// an aliased account's person, else its player (r_person).
const findPersonSQL = `
WITH names AS (SELECT DISTINCT coalesce(a.person, s.player) AS player
               FROM (SELECT DISTINCT site, player FROM player_day_stats) s LEFT JOIN alias a USING (site, player)),` + findNameSQL

// findNameSQL is what the queries above share after their names.
const findNameSQL = `
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
	return findName(ctx, db, findPlayerSQL, name, &NoPlayerError{Name: name}, sql.Named("name", name))
}

// FindAccount is FindPlayer among the names stored at site (the stored
// site name): the account site:name as it is stored.
func FindAccount(ctx context.Context, db *sql.DB, site, name string) (string, error) {
	return findName(ctx, db, findAccountSQL, name, &NoPlayerError{Name: name, Site: site},
		sql.Named("name", name), sql.Named("site", site))
}

// FindPerson is FindPlayer among the persons of the stored accounts (an
// aliased account's person, else its player): the stored spelling of the
// person named name in any case.
func FindPerson(ctx context.Context, db *sql.DB, name string) (string, error) {
	ok, err := hasAlias(ctx, db)
	if err != nil {
		return "", err
	}
	q := findPersonSQL
	if !ok {
		q = findPlayerSQL // no alias: every account is its own person
	}
	return findName(ctx, db, q, name, &NoPlayerError{Name: name, Person: true}, sql.Named("name", name))
}

// findName runs q, one of the queries above, and returns the stored
// spelling of name or notFound with the close names.
func findName(ctx context.Context, db *sql.DB, q, name string, notFound *NoPlayerError, args ...any) (string, error) {
	if name == "" {
		return "", nil
	}
	rows, err := db.QueryContext(ctx, q, args...)
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
		notFound.Similar = same
		return "", notFound
	}
	notFound.Similar = near
	return "", notFound
}
