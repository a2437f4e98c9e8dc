package reports

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

var preparedFiles = sqlFiles

// preparedViews maps the live view files the prepared tables replace to the
// views over those tables.
var preparedViews = map[string]string{
	"sql/views/40_player_hand.sql": "sql/prepared/player_hand_view.sql",
	"sql/views/48_player_day.sql":  "sql/prepared/player_day_view.sql",
}

// ViewsVersion identifies the report view definitions compiled into this
// binary: a prepared table built by another version is rebuilt, never used.
func ViewsVersion() string {
	h := sha256.New()
	names, _ := fs.Glob(sqlFiles, "sql/views/*.sql")
	prepared, _ := fs.Glob(sqlFiles, "sql/prepared/*.sql")
	names = append(names, prepared...)
	sort.Strings(names)
	for _, n := range names {
		b, _ := sqlFiles.ReadFile(n)
		h.Write([]byte(n))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// Prepared says whether the reports read the prepared table.
type Prepared struct {
	Used   bool   // r_player_hand reads report_player_hand
	Reason string // why not, for a hint ("not prepared", "3 new hands since"...)
}

// preparedStatus checks the prepared table against the hands stored now.
func preparedStatus(ctx context.Context, conn *sql.Conn) (Prepared, error) {
	var n int
	err := conn.QueryRowContext(ctx,
		"SELECT count(*) FROM duckdb_tables() WHERE table_name = 'report_prepared' AND NOT temporary").Scan(&n)
	if err != nil {
		return Prepared{}, fmt.Errorf("report prepare status: %w", err)
	}
	if n == 0 {
		return Prepared{Reason: "not prepared"}, nil
	}
	q, err := preparedSQL("status.sql")
	if err != nil {
		return Prepared{}, err
	}
	var version string
	var hands, now int64
	err = conn.QueryRowContext(ctx, q).Scan(&version, &hands, &now)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return Prepared{Reason: "not prepared"}, nil
	case err != nil:
		return Prepared{}, fmt.Errorf("report prepare status: %w", err)
	case version != ViewsVersion():
		return Prepared{Reason: "prepared by another stud8 version"}, nil
	case hands != now:
		return Prepared{Reason: fmt.Sprintf("prepared for %d hands, %d stored now", hands, now)}, nil
	}
	return Prepared{Used: true}, nil
}

func preparedSQL(name string) (string, error) {
	b, err := preparedFiles.ReadFile("sql/prepared/" + name)
	if err != nil {
		return "", fmt.Errorf("report prepare: %w", err)
	}
	return string(b), nil
}

// prepareHandsPerPart bounds the hands one step of Prepare computes, so
// that memory stays bounded whatever the size of the database.
const prepareHandsPerPart = 100_000

// prepareMemoryLimit is DuckDB's memory limit while Prepare runs.
const prepareMemoryLimit = "2GB"

// preparePart fills report_player_hand for one part of the hands and
// returns the rows added.
func preparePart(ctx context.Context, conn *sql.Conn, parts, part int64) (int64, error) {
	if err := execPrepared(ctx, conn, "part_keys.sql", sql.Named("parts", parts), sql.Named("part", part)); err != nil {
		return 0, err
	}
	if err := execPrepared(ctx, conn, "part_tables.sql"); err != nil {
		return 0, err
	}
	fill, err := preparedSQL("fill.sql")
	if err != nil {
		return 0, err
	}
	res, err := conn.ExecContext(ctx, fill)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// execPrepared runs one of the prepared-table statements files.
func execPrepared(ctx context.Context, conn *sql.Conn, name string, args ...any) error {
	q, err := preparedSQL(name)
	if err != nil {
		return err
	}
	if _, err := conn.ExecContext(ctx, q, args...); err != nil {
		return fmt.Errorf("report prepare %s: %w", strings.TrimSuffix(name, ".sql"), err)
	}
	return nil
}

// PrepareSummary is what Prepare did.
type PrepareSummary struct {
	Rebuilt bool  // the table was dropped first (other view version)
	Hands   int64 // hands covered
	Rows    int64 // rows in report_player_hand
	Added   int64 // rows added by this run
	// Backfilled: player_day_stats missed hands imported by an older stud8
	// and was rebuilt from the prepared rows.
	Backfilled bool
}

// Prepare builds or refreshes report_player_hand, the per-player-per-hand
// facts the stats reports aggregate, in a database opened for writing. It
// adds only the hands not yet prepared, and rebuilds the table when it was
// made by other view definitions. Reports use it only while it covers every
// stored hand; otherwise they compute the same rows live (slower).
func Prepare(ctx context.Context, db *sql.DB) (*PrepareSummary, error) {
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("report prepare: %w", err)
	}
	defer conn.Close()
	if err := installViews(ctx, conn, sources{}); err != nil {
		return nil, err
	}
	st, err := preparedStatus(ctx, conn)
	if err != nil {
		return nil, err
	}
	stored, err := storedStatus(ctx, conn)
	if err != nil {
		return nil, err
	}
	// The store opens writers with a small memory limit (its import streams);
	// ordering the actions of a part of the hands needs more. Raise it for
	// this connection's work and put it back after.
	var limit string
	if err := conn.QueryRowContext(ctx, "SELECT current_setting('memory_limit')").Scan(&limit); err != nil {
		return nil, fmt.Errorf("report prepare: %w", err)
	}
	if _, err := conn.ExecContext(ctx, "SET memory_limit = '"+prepareMemoryLimit+"'"); err != nil {
		return nil, fmt.Errorf("report prepare: %w", err)
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), "SET memory_limit = $1", limit)
	sum := &PrepareSummary{}
	if !st.Used && st.Reason == "prepared by another stud8 version" {
		if err := execPrepared(ctx, conn, "drop.sql"); err != nil {
			return nil, err
		}
		sum.Rebuilt = true
	}
	if err := execPrepared(ctx, conn, "create.sql"); err != nil {
		return nil, err
	}
	var hands int64
	if err := conn.QueryRowContext(ctx, "SELECT count(*) FROM hands").Scan(&hands); err != nil {
		return nil, fmt.Errorf("report prepare: %w", err)
	}
	// Fill part by part: copy one part of the hands' rows into temporary
	// tables, point the base views at them, and insert that part's rows,
	// each part on its own, so memory is bounded by a part whatever the size
	// of the database. An interrupted prepare keeps the parts done; the next
	// one adds only the hands missing.
	parts := 1 + hands/prepareHandsPerPart
	// Empty part tables first (no hand_key is in part -1), so the views over
	// them can be created.
	if err := execPrepared(ctx, conn, "part_keys.sql", sql.Named("parts", parts), sql.Named("part", int64(-1))); err != nil {
		return nil, err
	}
	if err := execPrepared(ctx, conn, "part_tables.sql"); err != nil {
		return nil, err
	}
	if err := execPrepared(ctx, conn, "base_part.sql"); err != nil {
		return nil, err
	}
	for part := int64(0); part < parts; part++ {
		n, err := preparePart(ctx, conn, parts, part)
		if err != nil {
			return nil, fmt.Errorf("report prepare part %d of %d: %w", part+1, parts, err)
		}
		sum.Added += n
	}
	if err := execPrepared(ctx, conn, "drop_parts.sql"); err != nil {
		return nil, err
	}
	// The per-day counts are summed from the prepared per-hand rows.
	if err := execPrepared(ctx, conn, "player_hand_view.sql"); err != nil {
		return nil, err
	}
	if err := execPrepared(ctx, conn, "player_day.sql"); err != nil {
		return nil, err
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("report prepare: %w", err)
	}
	defer tx.Rollback()
	forget, err := preparedSQL("forget.sql")
	if err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, forget); err != nil {
		return nil, fmt.Errorf("report prepare: %w", err)
	}
	q, err := preparedSQL("record.sql")
	if err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, q, sql.Named("version", ViewsVersion())); err != nil {
		return nil, fmt.Errorf("report prepare record: %w", err)
	}
	// Hands imported before the store counted them: fill the stored
	// counts from the prepared rows, so that the stats no longer need the
	// prepared tables (a later import adds its own counts).
	if !stored.Used && stored.Reason != storedMissing {
		q, err := storedSQL("backfill.sql")
		if err != nil {
			return nil, err
		}
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return nil, fmt.Errorf("report prepare backfill player_day_stats: %w", err)
		}
		sum.Backfilled = true
	}
	if err := tx.QueryRowContext(ctx, "SELECT hands, rows FROM report_prepared").Scan(&sum.Hands, &sum.Rows); err != nil {
		return nil, fmt.Errorf("report prepare: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("report prepare: %w", err)
	}
	return sum, nil
}
