package reports

import (
	"context"
	"database/sql"
	"fmt"
)

// heroSQL reads the saved hero (store/migrations/0016_hero.sql), empty when
// none is saved or the database has no hero table: a database of an older
// schema opened read-only, or a Parquet dataset.
const heroSQL = `
SELECT coalesce((SELECT player FROM hero ORDER BY set_at DESC LIMIT 1), '')`

// heroTableSQL says whether the database has the hero table.
const heroTableSQL = `SELECT count(*) FROM duckdb_tables() WHERE table_name = 'hero' AND NOT temporary`

// Hero returns the database's saved hero (`stud8 hero NAME`), "" when none.
func Hero(ctx context.Context, db *sql.DB) (string, error) {
	var n int
	if err := db.QueryRowContext(ctx, heroTableSQL).Scan(&n); err != nil {
		return "", fmt.Errorf("hero: %w", err)
	}
	if n == 0 {
		return "", nil
	}
	var name string
	if err := db.QueryRowContext(ctx, heroSQL).Scan(&name); err != nil {
		return "", fmt.Errorf("hero: %w", err)
	}
	return name, nil
}
