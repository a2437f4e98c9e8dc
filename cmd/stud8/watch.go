package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"golang.org/x/term"

	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/reports"
	"github.com/stud8/stud8/store"
)

// clientFolders are the folders a poker client writes its hand histories to
// by default, on one system.
type clientFolders struct {
	Client  string
	Folders []string
}

// defaultHandFolders lists, for the system goos, the folders the clients
// of the formats stud8 reads write their hand histories to unless told
// otherwise; home is the user's home folder, getenv reads the environment
// (LOCALAPPDATA on Windows, USER under Wine). Each is followed recursively,
// so a folder holding one sub-folder per account is named once. On Linux the
// clients run under Wine: the folders are those of the default Wine prefix
// (WINEPREFIX, else ~/.wine), C: being its drive_c.
func defaultHandFolders(goos, home string, getenv func(string) string) []clientFolders {
	join := filepath.Join
	if goos == "windows" {
		// filepath is the host's: build Windows paths by hand.
		join = func(p ...string) string { return strings.Join(p, `\`) }
	}
	var local, docs, cDrive string
	switch goos {
	case "windows":
		local = getenv("LOCALAPPDATA")
		if local == "" {
			local = join(home, "AppData", "Local")
		}
		docs, cDrive = join(home, "Documents"), `C:`
	case "darwin":
		lib := join(home, "Library", "Application Support")
		return []clientFolders{
			{"PokerStars", []string{join(lib, "PokerStars", "HandHistory"), join(lib, "PokerStarsEU", "HandHistory")}},
			{"ACR / Winning Poker network", []string{join(home, "Downloads", "AmericasCardroom", "handHistory"),
				join(home, "Documents", "AmericasCardroom", "handHistory")}},
			{"Winamax", []string{join(lib, "winamax", "documents", "accounts")}},
		}
	default:
		prefix := getenv("WINEPREFIX")
		if prefix == "" {
			prefix = join(home, ".wine")
		}
		user := getenv("USER")
		if user == "" {
			user = filepath.Base(home)
		}
		cDrive = join(prefix, "drive_c")
		winHome := join(cDrive, "users", user)
		local, docs = join(winHome, "AppData", "Local"), join(winHome, "Documents")
		// Older Wine prefixes (Windows XP layout).
		xpLocal := join(winHome, "Local Settings", "Application Data")
		return []clientFolders{
			{"PokerStars (Wine)", []string{join(local, "PokerStars", "HandHistory"), join(xpLocal, "PokerStars", "HandHistory"),
				join(local, "PokerStars.EU", "HandHistory")}},
			{"ACR / Winning Poker network (Wine)", []string{join(cDrive, "ACR Poker", "handHistory"),
				join(docs, "AmericasCardroom", "handHistory"), join(winHome, "My Documents", "AmericasCardroom", "handHistory")}},
			{"Winamax (Wine)", []string{join(docs, "Winamax Poker", "accounts"), join(winHome, "My Documents", "Winamax Poker", "accounts")}},
		}
	}
	return []clientFolders{
		{"PokerStars", []string{join(local, "PokerStars", "HandHistory"), join(local, "PokerStars.EU", "HandHistory")}},
		{"ACR / Winning Poker network", []string{join(cDrive, "ACR Poker", "handHistory"), join(docs, "AmericasCardroom", "handHistory")}},
		{"Winamax", []string{join(docs, "Winamax Poker", "accounts")}},
	}
}

// watchFolders returns the folders to follow: args when given (a missing
// one is skipped with a line), else the clients' default folders that
// exist; it says on w which it follows and which it skipped, and fails when
// none is left.
func watchFolders(w io.Writer, args []string) ([]string, error) {
	isDir := func(p string) bool { fi, err := os.Stat(p); return err == nil && fi.IsDir() }
	var out []string
	if len(args) > 0 {
		for _, a := range args {
			if !isDir(a) {
				fmt.Fprintf(w, "stud8: skipped %s: not a folder that can be read\n", a)
				continue
			}
			out = append(out, a)
			fmt.Fprintf(w, "stud8: following %s\n", a)
		}
		if len(out) == 0 {
			return nil, errors.New("--watch: none of the folders named can be read")
		}
		return out, nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return nil, fmt.Errorf("--watch: no folder named and no home folder to look in: %w", err)
	}
	var looked []string
	for _, c := range defaultHandFolders(runtime.GOOS, home, os.Getenv) {
		var found []string
		for _, f := range c.Folders {
			if isDir(f) {
				found = append(found, f)
			}
		}
		if len(found) == 0 {
			fmt.Fprintf(w, "stud8: skipped %s: no folder at %s\n", c.Client, strings.Join(c.Folders, ", "))
			looked = append(looked, c.Folders...)
			continue
		}
		for _, f := range found {
			fmt.Fprintf(w, "stud8: following %s: %s\n", c.Client, f)
		}
		out = append(out, found...)
	}
	if len(out) == 0 {
		return nil, errors.New("--watch: no poker client's hand-history folder found; name the folder your client writes to: stud8 serve --watch FOLDER")
	}
	return out, nil
}

// watchView shows what the follower does: one line rewritten in place on a
// terminal (files followed, hands stored today, the last hand stored), and
// on anything else a log line for each import that stored or rejected
// something, nothing while nothing happens.
type watchView struct {
	w     io.Writer
	tty   bool
	now   func() time.Time
	db    *sql.DB
	files int
	day   string // the day hands counts
	hands int64
	last  string
}

func newWatchView(w io.Writer, db *sql.DB, now func() time.Time) *watchView {
	v := &watchView{w: w, db: db, now: now}
	if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		v.tty = true
	}
	return v
}

// listed is FollowOptions.Listed.
func (v *watchView) listed(n int) {
	v.files = n
	if v.tty {
		v.draw()
	}
}

// imported is FollowOptions.Imported.
func (v *watchView) imported(s *ingest.Summary) {
	t := v.now()
	if day := t.Format("2006-01-02"); day != v.day {
		v.day, v.hands = day, 0
	}
	v.hands += s.Hands
	if s.Hands > 0 {
		var site, id, table string
		if err := v.db.QueryRow(`SELECT site, hand_id, table_name FROM hands ORDER BY hand_key DESC LIMIT 1`).Scan(&site, &id, &table); err == nil {
			v.last = fmt.Sprintf("%s #%s (%s) at %s", site, id, table, t.Format("15:04:05"))
		}
	}
	if v.tty {
		v.draw()
		return
	}
	if s.Hands == 0 && s.Rejected == 0 && len(s.Problems) == 0 {
		return
	}
	line := fmt.Sprintf("%s stud8 watch: %s stored", t.Format("2006-01-02 15:04:05"), count(s.Hands, "hand", "hands"))
	if s.Rejected > 0 {
		line += fmt.Sprintf(", %s rejected", thousands(s.Rejected))
	}
	for _, p := range s.Problems {
		line += fmt.Sprintf("; could not read %s (tried again at the next poll)", p)
	}
	if v.last != "" && s.Hands > 0 {
		line += "; last " + v.last
	}
	fmt.Fprintln(v.w, line)
}

func (v *watchView) draw() {
	last := v.last
	if last == "" {
		last = "none yet"
	}
	fmt.Fprintf(v.w, "\r\x1b[Kstud8 watch: %s followed, %s today, last hand stored: %s", count(int64(v.files), "file", "files"),
		count(v.hands, "hand", "hands"), last)
}

func (v *watchView) finish() {
	if v.tty {
		fmt.Fprintln(v.w)
	}
}

// follow runs the folder follower over db until ctx ends; its error says
// what to do (a full disk, a failed import), the database keeping what its
// last commit held.
func follow(ctx context.Context, e *env, db *store.DB, folders []string, o ingest.FollowOptions) error {
	v := newWatchView(e.Err, db.SQL(), e.Now)
	o.Now = e.Now
	o.Derived = ingest.Derived{Fresh: reports.CacheSettled, Refresh: reports.RefreshCache}
	after := o.Imported // a test's hook, called after the view
	o.Imported = func(s *ingest.Summary) {
		v.imported(s)
		if after != nil {
			after(s)
		}
	}
	o.Listed = v.listed
	err := ingest.Follow(ctx, db, folders, o)
	v.finish()
	if err == nil {
		return nil
	}
	if diskFull(err) {
		return fmt.Errorf("the follower stopped: the disk is full (%v); %s keeps every hand of its last commit: free some space and start it again, it resumes where it stopped", err, db.Path())
	}
	return fmt.Errorf("the follower stopped: %w; %s keeps every hand of its last commit: start it again to resume", err, db.Path())
}

// diskFull reports whether err is a write that found no room: the system's
// ENOSPC, or DuckDB's text for it.
func diskFull(err error) bool {
	if errors.Is(err, syscall.ENOSPC) {
		return true
	}
	msg := strings.ToLower(err.Error())
	return strings.Contains(msg, "no space left on device") || strings.Contains(msg, "disk is full") || strings.Contains(msg, "not enough space")
}
