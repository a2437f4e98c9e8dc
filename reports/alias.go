package reports

import (
	"context"
	"database/sql"
	"fmt"
)

// aliasTableSQL says whether the database has the table of `stud8 alias`
// (store/migrations/0019_alias.sql).
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
