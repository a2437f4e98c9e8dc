package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	bindings "github.com/duckdb/duckdb-go-bindings"

	"github.com/stud8/stud8/replay"
)

var importsSpec = []colSpec{
	{"path", colString}, {"size_bytes", colInt64}, {"content_hash", colString}, {"status", colString},
	{"records", colInt64}, {"hands", colInt64}, {"rejects", colInt64}, {"duplicates", colInt64},
	{"other_games", colInt64}, {"profile", colString}, {"started_at", colInt64}, {"finished_at", colInt64},
}

// writer is the one goroutine that writes to the database: it takes each
// file's batches in order, drops hands already stored, appends the rest and
// commits in transactions that also record how far each file got.
type writer struct {
	db      *DB
	raw     *rawConn
	apps    [nBatchTables]*chunkAppender
	imports *chunkAppender
	impBuf  *tableBuf
	days    dayTotals // stats counts of the hands appended in the open transaction
	dayApp  *chunkAppender
	dayBuf  *tableBuf
	delStmt bindings.PreparedStatement
	keys    *keySet
	opts    Options
	sum     *Summary
	profile string

	inTx      bool
	txRecords int
	touched   []*fileJob

	prog     Progress
	lastProg time.Time
	pipe     *pipeline
}

func newWriter(db *DB, keys *keySet, opts Options, sum *Summary) (w *writer, err error) {
	w = &writer{db: db, keys: keys, opts: opts, sum: sum, profile: opts.Profile}
	if w.profile == "" {
		w.profile = "default"
	}
	if w.raw, err = db.openRaw(); err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			w.close()
		}
	}()
	for i, bt := range batchTables {
		if w.apps[i], err = newChunkAppender(w.raw.conn, bt.name, bt.spec); err != nil {
			return nil, err
		}
	}
	if w.imports, err = newChunkAppender(w.raw.conn, "imports", importsSpec); err != nil {
		return nil, err
	}
	w.impBuf = newTableBuf("imports", importsSpec)
	if w.dayApp, err = newChunkAppender(w.raw.conn, dayStatsTable, dayStatsSpec); err != nil {
		return nil, err
	}
	w.dayBuf, w.days = newTableBuf(dayStatsTable, dayStatsSpec), dayTotals{}
	q := `DELETE FROM imports WHERE content_hash = $1 AND status = 'partial'`
	if bindings.Prepare(w.raw.conn, q, &w.delStmt) == bindings.StateError {
		return nil, fmt.Errorf("prepare: %s", bindings.PrepareError(w.delStmt))
	}
	return w, nil
}

// close rolls back an unfinished transaction and releases everything.
func (w *writer) close() {
	if w.raw == nil {
		return
	}
	if w.inTx {
		w.raw.exec("ROLLBACK")
		w.inTx = false
	}
	for _, a := range w.apps {
		if a != nil {
			a.close()
		}
	}
	if w.imports != nil {
		w.imports.close()
	}
	if w.dayApp != nil {
		w.dayApp.close()
	}
	bindings.DestroyPrepare(&w.delStmt)
	w.raw.close()
	w.raw = nil
}

// run writes every file's batches, in file order.
func (w *writer) run(ctx context.Context, p *pipeline, jobs []*fileJob, start time.Time) error {
	w.pipe = p
	w.prog = Progress{Files: len(jobs)}
	for _, j := range jobs {
		w.prog.Bytes += j.size
	}
	for _, j := range jobs {
		j.st = j.resume
		j.hasRow = j.resumed
		if !j.resumed {
			j.st = fileState{startedAt: w.opts.Now()}
		}
		err := w.runFile(ctx, p, j, start)
		close(j.written)
		if err != nil {
			return err
		}
	}
	if err := w.commit(); err != nil {
		return err
	}
	w.progress(start, true)
	return nil
}

// runFile writes the batches of one file.
func (w *writer) runFile(ctx context.Context, p *pipeline, j *fileJob, start time.Time) error {
	for b := range j.out {
		select {
		case <-b.done:
		case <-ctx.Done():
			return ctx.Err()
		}
		err := w.write(b)
		p.release(b)
		if err != nil {
			return fmt.Errorf("import %s: %w", j.path, err)
		}
		if w.txRecords >= w.opts.CommitRecords {
			if err := w.commit(); err != nil {
				return err
			}
		}
		w.progress(start, false)
	}
	w.prog.FilesDone++
	w.prog.BytesDone += j.size
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return nil
}

// write appends one batch inside the open transaction.
func (w *writer) write(b *batch) error {
	j := b.job
	if b.rows == nil && b.err == nil {
		b.rows = newRows()
	}
	if !w.inTx {
		if err := w.raw.exec("BEGIN TRANSACTION"); err != nil {
			return err
		}
		w.inTx = true
	}
	var dups int64
	if b.rows != nil {
		if err := w.trackStacks(b); err != nil {
			return err
		}
		dups = w.dropDuplicates(b)
		for i, a := range w.apps {
			if err := a.append(b.rows.t[i]); err != nil {
				return err
			}
		}
		w.count(b.rows)
		w.days.add(&b.rows.days)
		if len(w.days) >= dayKeysHeld {
			if err := w.appendDays(); err != nil {
				return err
			}
		}
	}
	stored := int64(len(b.keys)) - dups
	rejects := int64(0)
	if b.rows != nil {
		rejects = int64(b.rows.t[tRejects].cols[0].len())
	}
	j.st.records += int64(b.nRecords)
	j.st.hands += stored
	j.st.rejects += rejects
	j.st.dups += dups
	w.sum.Hands += stored
	w.sum.Duplicates += dups
	w.sum.Rejected += rejects
	w.prog.Hands += stored
	w.prog.Records += int64(b.nRecords)
	w.txRecords += b.nRecords
	if b.err != nil {
		j.failed = true
		w.sum.Problems = append(w.sum.Problems, &FileError{j.path, b.err})
	}
	if b.last {
		j.tracker = nil
	}
	if b.last && b.err == nil {
		j.done = true
		j.st.otherGames = b.otherGames
		w.sum.OtherGames += b.otherGames
		w.noteFile(j)
	}
	if !j.touched && (b.nRecords > 0 || j.done) {
		j.touched = true
		w.touched = append(w.touched, j)
	}
	return nil
}

// trackStacks feeds the batch's hands to its file's stack tracker in order
// and adds the stack.mismatch findings it makes to the stored hands.
func (w *writer) trackStacks(b *batch) error {
	counts := b.rows.t[tHands].col("finding_count")
	if b.job.tracker == nil {
		b.job.tracker = replay.NewStackTracker()
	}
	for i := range b.track {
		t := &b.track[i]
		b.job.tracker.Check(&t.res)
		if len(t.res.Findings) == 0 || t.hi < 0 {
			continue
		}
		scale, err := moneyScale(t.res.Hand)
		if err != nil {
			return err
		}
		first := int(counts.ints[t.hi])
		b.rows.addFindings(t.hi, b.keys[t.hi], &t.res, scale, first, t.res.Findings)
		counts.ints[t.hi] += int64(len(t.res.Findings))
	}
	b.track, b.arena = nil, nil
	return nil
}

// dropDuplicates removes the hands of b already stored (or seen earlier in
// this import) and returns how many there were.
func (w *writer) dropDuplicates(b *batch) int64 {
	var dropped []bool
	var n int64
	for i, k := range b.keys {
		if w.keys.add(k) {
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

// count adds a batch's findings and rejects to the summary.
func (w *writer) count(r *rows) {
	for _, c := range r.t[tFindings].col("code").strs {
		w.sum.FindingsByCode[c]++
	}
	for _, c := range r.t[tRejects].col("reason").strs {
		w.sum.RejectedByReason[c]++
	}
}

// noteFile remarks on a completed file that gave no hands.
func (w *writer) noteFile(j *fileJob) {
	switch {
	case j.st.records == 0 && j.size == 0:
		w.sum.Notes = append(w.sum.Notes, j.path+": empty file")
	case j.st.records == 0 && j.st.otherGames == 0:
		w.sum.Notes = append(w.sum.Notes, j.path+": no hand histories found")
	case j.st.hands == 0 && j.st.dups == 0 && j.st.rejects > 0:
		w.sum.Notes = append(w.sum.Notes, fmt.Sprintf("%s: no hand could be read (%d rejected)", j.path, j.st.rejects))
	}
}

// commit records each touched file's progress and commits the transaction.
func (w *writer) commit() error {
	if !w.inTx {
		return nil
	}
	for _, a := range w.apps {
		if err := a.flush(); err != nil {
			return err
		}
	}
	now := w.opts.Now()
	w.impBuf.reset()
	for _, j := range w.touched {
		if j.hasRow {
			if err := w.deletePartial(j.hash); err != nil {
				return err
			}
		}
		w.importRow(j, now)
		j.hasRow = true
		j.touched = false
	}
	w.touched = w.touched[:0]
	if err := w.imports.append(w.impBuf); err != nil {
		return err
	}
	if err := w.imports.flush(); err != nil {
		return err
	}
	// The stats counts of the hands appended, in the same transaction.
	if err := w.appendDays(); err != nil {
		return err
	}
	if err := w.dayApp.flush(); err != nil {
		return err
	}
	if err := w.raw.exec("COMMIT"); err != nil {
		return err
	}
	w.inTx = false
	w.txRecords = 0
	return nil
}

// importRow appends the imports row of j to impBuf.
func (w *writer) importRow(j *fileJob, now time.Time) {
	c := w.impBuf.cols
	c[0].str(j.path)
	c[1].int(j.size)
	c[2].str(j.hash)
	status := statusPartial
	if j.done {
		status = statusComplete
	}
	c[3].str(status)
	c[4].int(j.st.records)
	c[5].int(j.st.hands)
	c[6].int(j.st.rejects)
	c[7].int(j.st.dups)
	c[8].int(j.st.otherGames)
	c[9].str(w.profile)
	c[10].int(j.st.startedAt.UnixMicro())
	if j.done {
		c[11].int(now.UnixMicro())
	} else {
		c[11].null()
	}
}

// deletePartial removes the partial imports row of a content hash.
func (w *writer) deletePartial(hash string) error {
	if bindings.BindVarchar(w.delStmt, 1, hash) == bindings.StateError {
		return errors.New("bind content hash")
	}
	var res bindings.Result
	defer bindings.DestroyResult(&res)
	if bindings.ExecutePrepared(w.delStmt, &res) == bindings.StateError {
		return fmt.Errorf("delete partial import: %s", bindings.ResultError(&res))
	}
	return nil
}

// progress reports progress at most four times a second, and at the end.
func (w *writer) progress(start time.Time, done bool) {
	if w.opts.Progress == nil {
		return
	}
	now := time.Now()
	if !done && now.Sub(w.lastProg) < 250*time.Millisecond {
		return
	}
	w.lastProg = now
	w.prog.Elapsed = now.Sub(start)
	if w.pipe != nil {
		w.prog.BytesRead = w.pipe.read.Load()
	}
	w.prog.Done = done
	w.opts.Progress(w.prog)
}
