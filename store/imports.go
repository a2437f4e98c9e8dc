package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ErrReadOnly is returned for a write to a database opened read-only.
var ErrReadOnly = errors.New("the database is open read-only")

var importsSpec = []colSpec{
	{"path", colString}, {"size_bytes", colInt64}, {"content_hash", colString}, {"status", colString},
	{"records", colInt64}, {"hands", colInt64}, {"rejects", colInt64}, {"duplicates", colInt64},
	{"other_games", colInt64}, {"profile", colString}, {"started_at", colInt64}, {"finished_at", colInt64},
}

// Import states of a source, as the imports table writes them.
const (
	statusPartial  = "partial"
	statusComplete = "complete"
)

// FileState is what the imports table says about one content hash: how far
// an import of a file with that content got.
type FileState struct {
	Status     string // "partial" or "complete"
	Records    int64  // hands, duplicates and rejects read and committed
	Hands      int64
	Rejects    int64
	Duplicates int64
	OtherGames int64
	StartedAt  time.Time
	Path       string
}

// Complete reports whether the content was imported to its end.
func (s FileState) Complete() bool { return s.Status == statusComplete }

// ReadOnly reports whether the database was opened read-only.
func (db *DB) ReadOnly() bool { return db.readOnly }

// FileStates reads the imports table, by content hash; a complete row wins
// over a partial one.
func (db *DB) FileStates(ctx context.Context) (map[string]FileState, error) {
	rows, err := db.sql.QueryContext(ctx, `SELECT content_hash, status, records, hands, rejects, duplicates,
		other_games, started_at, path FROM imports`)
	if err != nil {
		return nil, fmt.Errorf("read imports: %w", err)
	}
	defer rows.Close()
	out := map[string]FileState{}
	for rows.Next() {
		var h string
		var s FileState
		if err := rows.Scan(&h, &s.Status, &s.Records, &s.Hands, &s.Rejects, &s.Duplicates, &s.OtherGames, &s.StartedAt, &s.Path); err != nil {
			return nil, err
		}
		if old, ok := out[h]; ok && old.Complete() {
			continue
		}
		out[h] = s
	}
	return out, rows.Err()
}

// handKeys loads the keys of every stored hand.
func (db *DB) handKeys(ctx context.Context) (*keySet, error) {
	var n int64
	if err := db.sql.QueryRowContext(ctx, `SELECT count(*) FROM hands`).Scan(&n); err != nil {
		return nil, fmt.Errorf("count hands: %w", err)
	}
	ks := newKeySet(int(n))
	rows, err := db.sql.QueryContext(ctx, `SELECT hand_key FROM hands`)
	if err != nil {
		return nil, fmt.Errorf("read hand keys: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var k sql.NullInt64
		if err := rows.Scan(&k); err != nil {
			return nil, err
		}
		ks.add(k.Int64)
	}
	return ks, rows.Err()
}
