package store

import (
	"context"
	"fmt"
	"time"
)

// Account is one player's identity at one site: the stored site name
// (hands.site) and the stored spelling of a hand_players name. The same
// name at two sites is two accounts, which may be two people.
type Account struct {
	Site, Player string
}

// String is the account as `stud8 alias` takes it: SITE:NAME.
func (a Account) String() string { return a.Site + ":" + a.Player }

// Alias says that an account belongs to a person (table alias of
// migrations/0018_alias.sql).
type Alias struct {
	Account
	Person string
	SetAt  time.Time
}

// SetAlias saves every account of accounts as one of person's, replacing
// the person each was aliased to before, in one transaction. The caller
// checks that the accounts are stored.
func (db *DB) SetAlias(ctx context.Context, person string, accounts []Account, at time.Time) error {
	if person == "" || len(accounts) == 0 {
		return fmt.Errorf("set alias: want a person and at least one account")
	}
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("set alias: %w", err)
	}
	defer tx.Rollback()
	for _, a := range accounts {
		if a.Site == "" || a.Player == "" {
			return fmt.Errorf("set alias: account %q: empty site or name", a)
		}
		if _, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO alias (site, player, person, set_at) VALUES ($1, $2, $3, $4)`,
			a.Site, a.Player, person, at.UTC()); err != nil {
			return fmt.Errorf("set alias %s: %w", a, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("set alias: %w", err)
	}
	return nil
}

// RemoveAlias deletes a's alias, so that the account is its own person
// again; it reports whether there was one.
func (db *DB) RemoveAlias(ctx context.Context, a Account) (bool, error) {
	res, err := db.sql.ExecContext(ctx, `DELETE FROM alias WHERE site = $1 AND player = $2`, a.Site, a.Player)
	if err != nil {
		return false, fmt.Errorf("remove alias %s: %w", a, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("remove alias %s: %w", a, err)
	}
	return n > 0, nil
}

// Aliases returns every saved alias, by person, site and player; none for
// a database of a schema before the alias table, opened read-only.
func (db *DB) Aliases(ctx context.Context) ([]Alias, error) {
	var n int
	if err := db.sql.QueryRowContext(ctx, `SELECT count(*) FROM duckdb_tables() WHERE table_name = 'alias' AND NOT temporary`).Scan(&n); err != nil {
		return nil, fmt.Errorf("aliases: %w", err)
	}
	if n == 0 {
		return nil, nil
	}
	rows, err := db.sql.QueryContext(ctx, `SELECT site, player, person, set_at FROM alias ORDER BY person, site, player`)
	if err != nil {
		return nil, fmt.Errorf("aliases: %w", err)
	}
	defer rows.Close()
	var out []Alias
	for rows.Next() {
		var a Alias
		if err := rows.Scan(&a.Site, &a.Player, &a.Person, &a.SetAt); err != nil {
			return nil, fmt.Errorf("aliases: %w", err)
		}
		out = append(out, a)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("aliases: %w", err)
	}
	return out, nil
}
