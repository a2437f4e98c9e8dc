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

// Columns of imports, in the table's order: rows are written by these names.
const (
	imPath = iota
	imSizeBytes
	imContentHash
	imStatus
	imRecords
	imHands
	imRejects
	imDuplicates
	imOtherGames
	imProfile
	imStartedAt
	imFinishedAt
	imModifiedAt
	imResumeRecords
)

var importsSpec = []colSpec{
	imPath:          {"path", colString},
	imSizeBytes:     {"size_bytes", colInt64},
	imContentHash:   {"content_hash", colString},
	imStatus:        {"status", colString},
	imRecords:       {"records", colInt64},
	imHands:         {"hands", colInt64},
	imRejects:       {"rejects", colInt64},
	imDuplicates:    {"duplicates", colInt64},
	imOtherGames:    {"other_games", colInt64},
	imProfile:       {"profile", colString},
	imStartedAt:     {"started_at", colInt64},
	imFinishedAt:    {"finished_at", colInt64},
	imModifiedAt:    {"modified_at", colInt64},
	imResumeRecords: {"resume_records", colInt64},
}

// Import states of a source, as the imports table writes them: partial
// (interrupted, or ended by a read error), complete (read to its end, its
// last record stored), growing (read to its end but for the hand the file
// ended inside, held while the file may still grow).
const (
	statusPartial  = "partial"
	statusComplete = "complete"
	statusGrowing  = "growing"
)

// FileState is what one imports row says about a file: the size and
// modification time it had when the import read it, the hash of its
// content (known once it was read to its end), and how far the import got.
type FileState struct {
	Status     string // "partial" or "complete"
	Records    int64  // hands, duplicates and rejects read and committed
	Hands      int64
	Rejects    int64
	Duplicates int64
	OtherGames int64
	StartedAt  time.Time
	Path       string
	Size       int64
	ModTime    time.Time // zero for a row written before migration 4
	Hash       string    // "" for a partial row
	// Resume is how many of the records read stay as they are if the file
	// grows (its first Size bytes unchanged); -1 when a file that grew must
	// be read again from its start.
	Resume int64
}

// Growing reports whether the file was read to its end but for a hand it
// ended inside, held while the file may still grow.
func (s FileState) Growing() bool { return s.Status == statusGrowing }

// Grew reports whether a file of this size, whose first s.Size bytes hash
// to prefixHash, is the file of the row with text appended: an import may
// resume it after its first s.Resume records.
func (s FileState) Grew(size int64, prefixHash string) bool {
	return s.Status != statusPartial && s.Resume >= 0 && s.Hash != "" && size > s.Size && prefixHash == s.Hash
}

// Complete reports whether the content was imported to its end.
func (s FileState) Complete() bool { return s.Status == statusComplete }

// Same reports whether a file of this size and modification time is the
// one the row describes. The modification time is compared to the
// microsecond, as the imports table keeps it; a row without one (written
// before migration 4) matches no file.
func (s FileState) Same(size int64, mtime time.Time) bool {
	return !s.ModTime.IsZero() && s.Size == size && s.ModTime.UnixMicro() == mtime.UnixMicro()
}

// PathState is what the imports table says about one path.
type PathState struct {
	// Complete are the complete imports of the path (one per version of the
	// file that was read to its end).
	Complete []FileState
	// Partial is the import of the path that was interrupted, or that
	// ended with a read error, if any: what its commits hold.
	Partial *FileState
	// Last is the newest row of the path, whatever its status (nil if none):
	// since migration 14 an import keeps one row per path.
	Last *FileState
	// Hands is the number of hands the path's rows say were stored from it
	// (a database from before migration 14 may have several rows).
	Hands int64
}

// Held reports whether a file of this size and modification time at the
// path was read but for a hand it ended inside, held (status growing).
func (p PathState) Held(size int64, mtime time.Time) bool {
	return p.Last != nil && p.Last.Growing() && p.Last.Same(size, mtime)
}

// Unchanged reports whether a file of this size and modification time at
// the path was imported completely: it needs no reading.
func (p PathState) Unchanged(size int64, mtime time.Time) bool {
	for _, c := range p.Complete {
		if c.Complete() && c.Same(size, mtime) {
			return true
		}
	}
	return false
}

// Resumes reports whether an import of a file of this size and
// modification time at the path continues where the partial import ended
// (the file is the one it read); otherwise it starts over and replaces
// the partial row.
func (p PathState) Resumes(size int64, mtime time.Time) bool {
	return p.Partial != nil && p.Partial.Same(size, mtime)
}

// ReadOnly reports whether the database was opened read-only.
func (db *DB) ReadOnly() bool { return db.readOnly }

// FileStates reads the imports table, by path.
func (db *DB) FileStates(ctx context.Context) (map[string]PathState, error) {
	rows, err := db.sql.QueryContext(ctx, `SELECT path, size_bytes, modified_at, content_hash, status, records, hands,
		rejects, duplicates, other_games, started_at, resume_records FROM imports ORDER BY started_at, finished_at NULLS LAST`)
	if err != nil {
		return nil, fmt.Errorf("read imports: %w", err)
	}
	defer rows.Close()
	out := map[string]PathState{}
	for rows.Next() {
		var s FileState
		var mtime sql.NullTime
		var hash sql.NullString
		var resume sql.NullInt64
		if err := rows.Scan(&s.Path, &s.Size, &mtime, &hash, &s.Status, &s.Records, &s.Hands, &s.Rejects,
			&s.Duplicates, &s.OtherGames, &s.StartedAt, &resume); err != nil {
			return nil, fmt.Errorf("read imports: %w", err)
		}
		s.ModTime, s.Hash = mtime.Time, hash.String
		s.Resume = -1
		if resume.Valid {
			s.Resume = resume.Int64
		}
		p := out[s.Path]
		switch {
		case s.Complete():
			p.Complete = append(p.Complete, s)
		case s.Growing():
		default:
			p.Partial = &s // the newest, if an older database left several
		}
		p.Last = &s
		p.Hands += s.Hands
		out[s.Path] = p
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
