package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"sync"
	"time"
)

// Options tune an import.
type Options struct {
	// Profile is the replay rule profile by name ("oracle"); "" picks each
	// site's default profile.
	Profile string
	// Workers replay hands in parallel; 0 means one per CPU.
	Workers int
	// BatchRecords is how many hands and rejects travel together through the
	// pipeline; 0 means 512.
	BatchRecords int
	// CommitRecords is how many records a transaction holds at most; 0 means
	// 500,000. A crash loses at most the transaction under way, and the next
	// import resumes each file where its last commit left it.
	CommitRecords int
	// Progress, if set, is called from the writer now and then and once at the end.
	Progress func(Progress)
	// Now is the clock for imports.started_at and finished_at; nil means time.Now.
	Now func() time.Time
}

func (o *Options) defaults() {
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.BatchRecords <= 0 {
		o.BatchRecords = 512
	}
	if o.CommitRecords <= 0 {
		o.CommitRecords = 500_000
	}
	if o.Now == nil {
		o.Now = time.Now
	}
}

// Progress is how far an import has come.
type Progress struct {
	Files, FilesDone int
	Bytes, BytesDone int64 // sizes of the files to read, and of those done
	BytesRead        int64 // bytes read so far (ahead of what is written by a few batches)
	Hands            int64 // hands stored so far
	Records          int64 // hands, duplicates and rejects read so far
	Elapsed          time.Duration
	Done             bool
}

// Summary is what an import did.
type Summary struct {
	Files        int // files found
	FilesSkipped int // unchanged since a complete import (same content hash)
	FilesResumed int // continued after an interrupted import
	Hands        int64
	Duplicates   int64
	Rejected     int64
	OtherGames   int64
	// RejectedByReason counts rejected hands and fragments by reason.
	RejectedByReason map[string]int64
	// FindingsByCode counts the findings of the stored hands by code.
	FindingsByCode map[string]int64
	// Skipped are files found in directories that are not hand histories
	// by their name (not "*.txt"): listed, never read.
	Skipped []string
	// Problems are files and directories that could not be read; the
	// import went on without them.
	Problems []*FileError
	// Notes are remarks about files that were read (empty, no hands).
	Notes   []string
	Elapsed time.Duration
}

// HandsPerSecond is the import speed.
func (s *Summary) HandsPerSecond() float64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return float64(s.Hands+s.Duplicates) / s.Elapsed.Seconds()
}

// Reasons returns the reject reasons sorted by count, then name.
func (s *Summary) Reasons() []string { return sortedKeys(s.RejectedByReason) }

// Codes returns the finding codes sorted by count, then name.
func (s *Summary) Codes() []string { return sortedKeys(s.FindingsByCode) }

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

// fileState is what the imports table says about a content hash.
type fileState struct {
	status                                    string
	records, hands, rejects, dups, otherGames int64
	startedAt                                 time.Time
	path                                      string
}

// Import reads the files, directories and glob patterns in paths, replays
// every hand and stores hands, players, actions, pots, findings and rejects.
// Hands already stored (same site and hand id) are counted as duplicates and
// skipped, files already imported completely are skipped, and a file whose
// import was interrupted is resumed where its last commit ended. Problems
// with single files are reported in the Summary; the error is for failures
// that stop the whole import.
func (db *DB) Import(ctx context.Context, paths []string, opts Options) (*Summary, error) {
	if db.readOnly {
		return nil, errors.New("import: the database is open read-only")
	}
	opts.defaults()
	start := time.Now()
	files, skipped, problems := ExpandPaths(paths)
	sum := &Summary{Files: len(files), Skipped: skipped, Problems: problems,
		RejectedByReason: map[string]int64{}, FindingsByCode: map[string]int64{}}
	profile, err := resolveProfile(opts.Profile)
	if err != nil {
		return nil, err
	}
	states, err := db.fileStates(ctx)
	if err != nil {
		return nil, err
	}
	jobs := planFiles(files, states, sum, opts.Workers)
	if len(jobs) == 0 {
		sum.Elapsed = time.Since(start)
		// An import killed after its last commit left the stats rows to compact.
		return sum, db.compactDayStats(ctx)
	}
	keys, err := db.handKeys(ctx)
	if err != nil {
		return nil, err
	}
	w, err := newWriter(db, keys, opts, sum)
	if err != nil {
		return nil, err
	}
	defer w.close()
	p := newPipeline(ctx, jobs, profile, opts)
	err = w.run(ctx, p, jobs, start)
	p.stop()
	if err == nil {
		err = db.compactDayStats(ctx)
	}
	sum.Elapsed = time.Since(start)
	return sum, err
}

// planFiles hashes the files (workers at a time) and decides, in file
// order, whether to import, resume or skip each.
func planFiles(files []string, states map[string]fileState, sum *Summary, workers int) []*fileJob {
	type hashed struct {
		size int64
		hash string
		err  error
	}
	hs := make([]hashed, len(files))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				hs[i].size, hs[i].hash, hs[i].err = hashFile(files[i])
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	var jobs []*fileJob
	seen := map[string]string{}
	for i, f := range files {
		size, hash, err := hs[i].size, hs[i].hash, hs[i].err
		if err != nil {
			sum.Problems = append(sum.Problems, &FileError{f, err})
			continue
		}
		if first, ok := seen[hash]; ok {
			sum.FilesSkipped++
			sum.Notes = append(sum.Notes, fmt.Sprintf("%s: same content as %s, skipped", f, first))
			continue
		}
		seen[hash] = f
		st, ok := states[hash]
		if ok && st.status == statusComplete {
			sum.FilesSkipped++
			continue
		}
		j := &fileJob{path: f, size: size, hash: hash}
		if ok {
			j.resume = st
			j.resumed = true
			sum.FilesResumed++
		}
		jobs = append(jobs, j)
	}
	return jobs
}

// Import states of a file.
const (
	statusPartial  = "partial"
	statusComplete = "complete"
)

// fileStates reads the imports table, by content hash.
func (db *DB) fileStates(ctx context.Context) (map[string]fileState, error) {
	rows, err := db.sql.QueryContext(ctx, `SELECT content_hash, status, records, hands, rejects, duplicates,
		other_games, started_at, path FROM imports`)
	if err != nil {
		return nil, fmt.Errorf("read imports: %w", err)
	}
	defer rows.Close()
	out := map[string]fileState{}
	for rows.Next() {
		var h string
		var s fileState
		if err := rows.Scan(&h, &s.status, &s.records, &s.hands, &s.rejects, &s.dups, &s.otherGames, &s.startedAt, &s.path); err != nil {
			return nil, err
		}
		if old, ok := out[h]; ok && old.status == statusComplete {
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
