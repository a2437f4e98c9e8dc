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

// liveView is the view file the prepared table replaces.
const liveView = "sql/views/40_player_hand.sql"

// ViewsVersion identifies the report view definitions compiled into this
// binary: a prepared table built by another version is rebuilt, never used.
func ViewsVersion() string {
	h := sha256.New()
	names, _ := fs.Glob(sqlFiles, "sql/views/*.sql")
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

// PrepareSummary is what Prepare did.
type PrepareSummary struct {
	Rebuilt bool  // the table was dropped first (other view version)
	Hands   int64 // hands covered
	Rows    int64 // rows in report_player_hand
	Added   int64 // rows added by this run
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
	if err := installViews(ctx, conn, false); err != nil {
		return nil, err
	}
	st, err := preparedStatus(ctx, conn)
	if err != nil {
		return nil, err
	}
	sum := &PrepareSummary{}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("report prepare: %w", err)
	}
	defer tx.Rollback()
	steps := []string{"create.sql", "fill.sql", "forget.sql"}
	if !st.Used && st.Reason == "prepared by another stud8 version" {
		steps = append([]string{"drop.sql"}, steps...)
		sum.Rebuilt = true
	}
	for _, s := range steps {
		q, err := preparedSQL(s)
		if err != nil {
			return nil, err
		}
		res, err := tx.ExecContext(ctx, q)
		if err != nil {
			return nil, fmt.Errorf("report prepare %s: %w", strings.TrimSuffix(s, ".sql"), err)
		}
		if s == "fill.sql" {
			sum.Added, _ = res.RowsAffected()
		}
	}
	q, err := preparedSQL("record.sql")
	if err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, q, sql.Named("version", ViewsVersion())); err != nil {
		return nil, fmt.Errorf("report prepare record: %w", err)
	}
	if err := tx.QueryRowContext(ctx, "SELECT hands, rows FROM report_prepared").Scan(&sum.Hands, &sum.Rows); err != nil {
		return nil, fmt.Errorf("report prepare: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("report prepare: %w", err)
	}
	return sum, nil
}
