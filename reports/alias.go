package reports

import (
	"context"
	"database/sql"
	"fmt"
)

// aliasTableSQL says whether the database has the table of `stud8 alias`
// (store/migrations/0018_alias.sql).
const aliasTableSQL = `SELECT count(*) FROM duckdb_tables() WHERE table_name = 'alias' AND NOT temporary`

// installAlias makes the view r_alias (site, player, person) the report
// views' r_person reads: the saved aliases, or no row for a database
// without the table (an older schema opened read-only, a Parquet dataset).
func installAlias(ctx context.Context, conn *sql.Conn) error {
	ok, err := hasAlias(ctx, conn)
	if err != nil {
		return err
	}
	q := `CREATE OR REPLACE TEMP VIEW r_alias AS SELECT site, player, person FROM alias`
	if !ok {
		q = `CREATE OR REPLACE TEMP VIEW r_alias AS
SELECT CAST(NULL AS VARCHAR) AS site, CAST(NULL AS VARCHAR) AS player, CAST(NULL AS VARCHAR) AS person WHERE false`
	}
	if _, err := conn.ExecContext(ctx, q); err != nil {
		return fmt.Errorf("report view r_alias: %w", err)
	}
	return nil
}

// hasAlias reports whether the database has the alias table.
func hasAlias(ctx context.Context, q querier) (bool, error) {
	var n int
	if err := q.QueryRowContext(ctx, aliasTableSQL).Scan(&n); err != nil {
		return false, fmt.Errorf("alias: %w", err)
	}
	return n > 0, nil
}

// ownPersonsSQL lists the stored accounts named $name that have no alias:
// each is the person $name already (r_person).
const ownPersonsSQL = `
SELECT DISTINCT s.site, s.player FROM player_day_stats s
WHERE s.player = $name AND NOT EXISTS (SELECT 1 FROM alias a WHERE a.site = s.site AND a.player = s.player)
ORDER BY s.site`

// OwnPersons returns the accounts ("site:player") named name that no
// alias gives to a person: each is the person name by itself, so that
// aliasing other accounts to a person name would join them to it.
func OwnPersons(ctx context.Context, db *sql.DB, name string) ([]string, error) {
	rows, err := db.QueryContext(ctx, ownPersonsSQL, sql.Named("name", name))
	if err != nil {
		return nil, fmt.Errorf("own persons: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var site, player string
		if err := rows.Scan(&site, &player); err != nil {
			return nil, fmt.Errorf("own persons: %w", err)
		}
		out = append(out, site+":"+player)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("own persons: %w", err)
	}
	return out, nil
}

// SavedPerson returns the spelling of the saved person equal to name in
// any case, "" when no alias names one.
func SavedPerson(ctx context.Context, db *sql.DB, name string) (string, error) {
	var p string
	err := db.QueryRowContext(ctx, `SELECT coalesce((SELECT min(person) FROM alias WHERE lower(person) = lower($1)), '')`, name).Scan(&p)
	if err != nil {
		return "", fmt.Errorf("saved person: %w", err)
	}
	return p, nil
}
