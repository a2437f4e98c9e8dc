package store

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"time"

	bindings "github.com/duckdb/duckdb-go-bindings"
)

// Session is the writing side of one import: the one connection that
// writes to the database. It takes each source's batches in the order the
// source gives them, drops hands already stored, appends the rest and
// commits in transactions that also record, in the imports table, how far
// each source got. A Session is not safe for concurrent use.
type Session struct {
	db      *DB
	raw     *rawConn
	apps    [nBatchTables]*chunkAppender
	imports *chunkAppender
	impBuf  *tableBuf
	days    dayTotals // stats counts of the hands appended in the open transaction
	dayApp  *chunkAppender
	dayBuf  *tableBuf
	cards   *cardDays                  // player_day_cards sums and appender (daystats.go)
	delStmt bindings.PreparedStatement // deletes the imports rows of a path
	rejStmt bindings.PreparedStatement // deletes the rejects of a path
	keys    *keySet
	totals  *Totals
	profile string
	now     func() time.Time

	inTx      bool
	txRecords int
	touched   []*Source
}

// Totals counts what a session stored.
type Totals struct {
	Hands      int64
	Duplicates int64
	Rejected   int64
	// RejectedByReason counts rejected hands and fragments by reason.
	RejectedByReason map[string]int64
	// FindingsByCode counts the findings of the stored hands by code.
	FindingsByCode map[string]int64
}

// Reasons returns the reject reasons sorted by count, then name.
func (t *Totals) Reasons() []string { return sortedKeys(t.RejectedByReason) }

// Codes returns the finding codes sorted by count, then name.
func (t *Totals) Codes() []string { return sortedKeys(t.FindingsByCode) }

func sortedKeys(m map[string]int64) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		if m[ks[i]] != m[ks[j]] {
			return m[ks[i]] > m[ks[j]]
		}
		return ks[i] < ks[j]
	})
	return ks
}

// Source is one input file as a session writes it: its key in the imports
// table (path, size and modification time), the hash of its content once
// read to its end, and how far it got.
type Source struct {
	Path    string
	Size    int64
	ModTime time.Time
	Hash    string // set by Finish

	st      FileState
	done    bool // the last batch has been written
	touched bool // changed in the open transaction
	hasRow  bool // the imports table has a row for the source's path
	// clearRejects: the source is read from its start over an earlier
	// read of its path, whose rejects the new read's replace (a hand that
	// the earlier read ended inside may be whole now).
	clearRejects bool
	// carried is how many of the hands the earlier reads of the path
	// stored are yet to come back as duplicates: they count as the path's
	// hands, not as duplicates, so that the path's one row counts every
	// hand stored from it.
	carried int64
	end     End
}

// State is what is stored so far for the source, this session's writes
// included.
func (src *Source) State() FileState { return src.st }

// NewSession opens the writing connection of an import. profile names the
// replay profile, as the imports table records it ("" is "default"); now is
// the clock of imports.started_at and finished_at (nil means time.Now);
// totals, if not nil, is where the session counts what it stores.
func (db *DB) NewSession(ctx context.Context, profile string, now func() time.Time, totals *Totals) (s *Session, err error) {
	if db.readOnly {
		return nil, ErrReadOnly
	}
	if profile == "" {
		profile = "default"
	}
	if now == nil {
		now = time.Now
	}
	if totals == nil {
		totals = &Totals{}
	}
	if totals.RejectedByReason == nil {
		totals.RejectedByReason = map[string]int64{}
	}
	if totals.FindingsByCode == nil {
		totals.FindingsByCode = map[string]int64{}
	}
	keys, err := db.handKeys(ctx)
	if err != nil {
		return nil, err
	}
	return db.newSession(keys, profile, now, totals)
}

func (db *DB) newSession(keys *keySet, profile string, now func() time.Time, totals *Totals) (s *Session, err error) {
	s = &Session{db: db, keys: keys, profile: profile, now: now, totals: totals}
	if s.raw, err = db.openRaw(); err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			s.Close()
		}
	}()
	for i, bt := range batchTables {
		if s.apps[i], err = newChunkAppender(s.raw.conn, bt.name, bt.spec); err != nil {
			return nil, err
		}
	}
	if s.imports, err = newChunkAppender(s.raw.conn, "imports", importsSpec); err != nil {
		return nil, err
	}
	s.impBuf = newTableBuf("imports", importsSpec)
	if s.dayApp, err = newChunkAppender(s.raw.conn, dayStatsTable, dayStatsSpec); err != nil {
		return nil, err
	}
	s.dayBuf, s.days = newTableBuf(dayStatsTable, dayStatsSpec), dayTotals{}
	if s.cards, err = newCardDays(s.raw.conn); err != nil {
		return nil, err
	}
	q := `DELETE FROM imports WHERE path = $1`
	if bindings.Prepare(s.raw.conn, q, &s.delStmt) == bindings.StateError {
		return nil, fmt.Errorf("prepare: %s", bindings.PrepareError(s.delStmt))
	}
	q = `DELETE FROM rejects WHERE source_file = $1`
	if bindings.Prepare(s.raw.conn, q, &s.rejStmt) == bindings.StateError {
		return nil, fmt.Errorf("prepare: %s", bindings.PrepareError(s.rejStmt))
	}
	return s, nil
}

// Close rolls back an unfinished transaction and releases everything.
// Rows appended since the last commit are dropped first, then the
// transaction is rolled back: nothing of it reaches the database.
func (s *Session) Close() {
	if s.raw == nil {
		return
	}
	for _, a := range s.apps {
		if a != nil {
			a.close()
		}
	}
	if s.imports != nil {
		s.imports.close()
	}
	if s.dayApp != nil {
		s.dayApp.close()
	}
	s.cards.close()
	if s.inTx {
		s.raw.exec("ROLLBACK")
		s.inTx = false
	}
	bindings.DestroyPrepare(&s.delStmt)
	bindings.DestroyPrepare(&s.rejStmt)
	s.raw.close()
	s.raw = nil
}

// Start begins writing a source of the given size and modification time;
// prior is the row of its path the read continues from (resume: a partial
// row of the same file, or a complete or growing row of the file before it
// grew), or, with resume false, the row of the path the read replaces; nil
// if the path has none. The source's first commit replaces the path's rows
// with its own (one row per path). A source that starts over the read of
// an earlier one replaces that read's rejects with its own, and its row
// keeps counting the hands that read stored (prior.Hands: all the path's
// rows together).
func (s *Session) Start(path string, size int64, mtime time.Time, prior *FileState, resume bool) *Source {
	src := &Source{Path: path, Size: size, ModTime: mtime, hasRow: prior != nil, end: End{Resume: -1}}
	if prior != nil && resume {
		src.st = *prior
		src.st.Status = statusPartial
	} else {
		src.st = FileState{StartedAt: s.now()}
		if prior != nil {
			src.clearRejects = true
			src.st.Hands, src.carried = prior.Hands, prior.Hands
		}
	}
	return src
}

// deleteRejects deletes the rejects of src's path, once, inside the open
// transaction and before any of the source's own rows are appended.
func (s *Session) deleteRejects(src *Source) error {
	if !src.clearRejects {
		return nil
	}
	src.clearRejects = false
	if bindings.BindVarchar(s.rejStmt, 1, src.Path) == bindings.StateError {
		return errors.New("bind path")
	}
	var res bindings.Result
	defer bindings.DestroyResult(&res)
	if bindings.ExecutePrepared(s.rejStmt, &res) == bindings.StateError {
		return fmt.Errorf("delete the rejects of an earlier read of %s: %s", src.Path, bindings.ResultError(&res))
	}
	return nil
}

// Write appends one batch of src inside the open transaction, beginning
// one if needed. The batch's rows are spent: Reset it before reusing it.
func (s *Session) Write(src *Source, b *Batch) error {
	if !s.inTx {
		if err := s.raw.exec("BEGIN TRANSACTION"); err != nil {
			return err
		}
		s.inTx = true
	}
	if src.clearRejects {
		if err := s.deleteRejects(src); err != nil {
			return err
		}
		s.touch(src)
	}
	dups := s.dropDuplicates(b)
	for i, a := range s.apps {
		if err := a.append(b.rows.t[i]); err != nil {
			return err
		}
	}
	s.count(b.rows)
	s.days.add(&b.rows.days)
	if err := s.cards.add(&b.rows.days); err != nil {
		return err
	}
	if len(s.days) >= dayKeysHeld {
		if err := s.appendDays(); err != nil {
			return err
		}
	}
	stored := int64(len(b.keys)) - dups
	rejects := int64(b.rows.t[tRejects].cols[0].len())
	own := min(dups, src.carried) // stored from the path before, counted in st.Hands
	src.carried -= own
	src.st.Records += int64(b.records)
	src.st.Hands += stored
	src.st.Rejects += rejects
	src.st.Duplicates += dups - own
	s.totals.Hands += stored
	s.totals.Duplicates += dups
	s.totals.Rejected += rejects
	s.txRecords += b.records
	if b.records > 0 {
		s.touch(src)
	}
	return nil
}

// End is how the read of a source ended, once read to its end.
type End struct {
	Hash       string // XXH3-128 of the content read
	OtherGames int64  // hands of other games skipped in it
	// Held: the hand the file ended inside was held, neither stored nor
	// rejected (the file may still grow); the row's status is growing.
	Held bool
	// Resume is how many of the records read stay as they are if the file
	// grows; -1 when a file that grew is to be read again from its start
	// (its last record was a reject that the rest may turn into a hand).
	Resume int64
}

// Finish marks src as read to its end: the next commit records it as
// complete (or growing, when its last hand is held), with the hash of the
// content read and how a later read of the file, grown, resumes.
func (s *Session) Finish(src *Source, end End) {
	src.done = true
	src.Hash = end.Hash
	src.st.OtherGames = end.OtherGames
	src.end = end
	s.touch(src)
}

// touch lists src among the sources changed in the open transaction.
func (s *Session) touch(src *Source) {
	if !src.touched {
		src.touched = true
		s.touched = append(s.touched, src)
	}
}

// Pending is the number of records written in the open transaction.
func (s *Session) Pending() int { return s.txRecords }

// dropDuplicates removes the hands of b already stored (or seen earlier in
// this import) and returns how many there were.
func (s *Session) dropDuplicates(b *Batch) int64 {
	var dropped []bool
	var n int64
	for i, k := range b.keys {
		if s.keys.add(k) {
			continue
		}
		if dropped == nil {
			dropped = make([]bool, len(b.keys))
		}
		dropped[i] = true
		n++
	}
	if dropped != nil {
		b.rows.drop(dropped)
	}
	return n
}

// count adds a batch's findings and rejects to the totals.
func (s *Session) count(r *rows) {
	for _, c := range r.t[tFindings].col("code").strs {
		s.totals.FindingsByCode[c]++
	}
	for _, c := range r.t[tRejects].col("reason").strs {
		s.totals.RejectedByReason[c]++
	}
}

// Commit records each touched source's progress in the imports table and
// commits the transaction (nothing when none is open).
func (s *Session) Commit() error {
	if !s.inTx {
		return nil
	}
	rows := s.cards.startRows() // built while the other tables are flushed
	err := s.commitTables()
	if aerr := s.cards.appendRows(rows, err != nil); err == nil {
		err = aerr
	}
	if err == nil {
		err = s.cards.finish()
	}
	if err != nil {
		return err
	}
	if err := s.raw.exec("COMMIT"); err != nil {
		return err
	}
	s.inTx = false
	s.txRecords = 0
	return nil
}

// commitTables flushes the tables' appenders and appends each touched
// source's imports row and the transaction's stats counts: the first part
// of a commit.
func (s *Session) commitTables() error {
	for _, a := range s.apps {
		if err := a.flush(); err != nil {
			return err
		}
	}
	now := s.now()
	s.impBuf.reset()
	for _, src := range s.touched {
		if err := s.deleteRejects(src); err != nil {
			return err
		}
		if src.hasRow {
			if err := s.deleteRows(src.Path); err != nil {
				return err
			}
		}
		s.importRow(src, now)
		src.hasRow = true
		src.touched = false
	}
	s.touched = s.touched[:0]
	if err := s.imports.append(s.impBuf); err != nil {
		return err
	}
	if err := s.imports.flush(); err != nil {
		return err
	}
	// The stats counts of the hands appended, in the same transaction.
	if err := s.appendDays(); err != nil {
		return err
	}
	return s.dayApp.flush()
}

// importRow appends the imports row of src to impBuf.
func (s *Session) importRow(src *Source, now time.Time) {
	c := s.impBuf.cols
	c[imPath].str(src.Path)
	c[imSizeBytes].int(src.Size)
	status := statusPartial
	switch {
	case src.done && src.end.Held:
		status = statusGrowing
	case src.done:
		status = statusComplete
	}
	c[imContentHash].optStr(src.Hash) // NULL until the whole content was read
	c[imStatus].str(status)
	c[imRecords].int(src.st.Records)
	c[imHands].int(src.st.Hands)
	c[imRejects].int(src.st.Rejects)
	c[imDuplicates].int(src.st.Duplicates)
	c[imOtherGames].int(src.st.OtherGames)
	c[imProfile].str(s.profile)
	c[imStartedAt].int(src.st.StartedAt.UnixMicro())
	if src.done {
		c[imFinishedAt].int(now.UnixMicro())
	} else {
		c[imFinishedAt].null()
	}
	if src.ModTime.IsZero() {
		c[imModifiedAt].null()
	} else {
		c[imModifiedAt].int(src.ModTime.UnixMicro())
	}
	if src.done && src.end.Resume >= 0 {
		c[imResumeRecords].int(src.end.Resume)
	} else {
		c[imResumeRecords].null()
	}
}

// deleteRows removes the imports rows of a path.
func (s *Session) deleteRows(path string) error {
	if bindings.BindVarchar(s.delStmt, 1, path) == bindings.StateError {
		return errors.New("bind path")
	}
	var res bindings.Result
	defer bindings.DestroyResult(&res)
	if bindings.ExecutePrepared(s.delStmt, &res) == bindings.StateError {
		return fmt.Errorf("delete the imports rows of %s: %s", path, bindings.ResultError(&res))
	}
	return nil
}
