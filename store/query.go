package store

import (
	"context"
	"database/sql"
	"fmt"
)

// Table is the result of a query: column names and rows of Go values as the
// DuckDB driver returns them.
type Table struct {
	Columns []string
	Rows    [][]any
}

// Query runs one query with bind parameters and collects its rows.
func (db *DB) Query(ctx context.Context, query string, args ...any) (*Table, error) {
	rows, err := db.sql.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	return collect(rows)
}

// collect reads every row of rows, and closes them.
func collect(rows *sql.Rows) (*Table, error) {
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	t := &Table{Columns: cols}
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, fmt.Errorf("row %d: %w", len(t.Rows)+1, err)
		}
		t.Rows = append(t.Rows, vals)
	}
	return t, rows.Err()
}
