package reports

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"

	"github.com/stud8/stud8/filter"
)

// HandKeys returns the keys (hand_key) of the hands f selects, as every
// report selects them (sql/hand_keys.sql over the report views), in
// table-session order: site, table, UTC day, time. MinHands, GapMinutes,
// Location and Rows choose no hand and are not read. The exports read
// these hands back with store's DB.Hands.
func HandKeys(ctx context.Context, db *sql.DB, f filter.Filter) ([]int64, error) {
	q, err := fs.ReadFile(sqlFiles, "sql/hand_keys.sql")
	if err != nil {
		return nil, fmt.Errorf("hand keys: %w", err)
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("hand keys: %w", err)
	}
	defer conn.Close()
	if err := InstallViews(ctx, conn); err != nil {
		return nil, err
	}
	rows, err := conn.QueryContext(ctx, string(q), bindArgs(f, filters)...)
	if err != nil {
		return nil, fmt.Errorf("hand keys: %w", err)
	}
	defer rows.Close()
	var keys []int64
	for rows.Next() {
		var k int64
		if err := rows.Scan(&k); err != nil {
			return nil, fmt.Errorf("hand keys: %w", err)
		}
		keys = append(keys, k)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("hand keys: %w", err)
	}
	return keys, nil
}
