package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/reports/web"
	"github.com/stud8/stud8/store"
)

func init() { register(newServeCmd) }

// serveOptions are serve's flags and dependencies.
type serveOptions struct {
	DB      string
	Parquet string
	Addr    string
	// Watch: follow Folders (the clients' default folders when empty)
	// and import into DB, which the server then opens for writing.
	Watch   bool
	Folders []string
	// Follow tunes the follower (tests make it poll faster).
	Follow ingest.FollowOptions
	// Ready, if set, is called with the listening address once the server
	// accepts connections (tests stop it through the context).
	Ready func(addr string)
}

// newServeCmd builds `stud8 serve`.
func newServeCmd(e *env) *cobra.Command {
	o := &serveOptions{}
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "A local web page to review hands, sessions, stats and the audit",
		Long: `serve starts a local web server over the database (opened read-only) or a
Parquet dataset: a hand replayer (street by street, with the findings at their
actions), a player's winnings graph and sessions, the stats table and the audit,
the hand list, and a start page with what the database holds and a search for
players and hands.
Every page reads through the same reports as 'stud8 report', with the same
filters as query parameters (site, game, stakes, from, to, min_hands). The pages,
styles and scripts are built into the binary; nothing is fetched from the
network. It listens on the loopback address unless told otherwise, and answers
only requests addressed to it (a Host of --addr, or localhost, 127.0.0.1 or
[::1] with its port), so that another web site cannot read its pages; a
parameter that is not valid (an unknown site or game, a bad number, more than
200 bytes) is answered 400 with the reason.

With --watch, serve also follows the folders named (by default the poker
clients' hand-history folders, docs/watch.md) as 'stud8 import --watch' does,
in the same process: it opens the database for writing, the pages read what
each import commits, and a page that shows a player or a hand says when new
hands arrived. While it runs no other process can open the database: import,
report, sql and export say so and what to do (docs/watch.md).` + seeDefinitions,
		Example: `  stud8 serve                          # http://127.0.0.1:8008 over ./stud8.duckdb
  stud8 serve --db audit.duckdb --addr 127.0.0.1:9000
  stud8 serve --parquet ./dataset
  stud8 serve --watch testdata/pokerstars   # the pages, the folder followed (no folder: the clients')`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 && !o.Watch {
				return usagef("serve takes no argument but the folders of --watch, not %q", args[0])
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Folders = args
			if cmd.Flags().Changed("db") && o.Parquet != "" {
				return usagef("--db and --parquet cannot be used together")
			}
			if o.Watch && o.Parquet != "" {
				return usagef("--watch imports into a database: it cannot be used with --parquet")
			}
			if _, _, err := net.SplitHostPort(o.Addr); err != nil {
				return usagef("--addr %q: want host:port, e.g. 127.0.0.1:8008", o.Addr)
			}
			ctx := cmd.Context()
			if ctx == nil {
				ctx = context.Background()
			}
			return serveRun(ctx, e, o)
		},
	}
	cmd.Flags().StringVar(&o.DB, "db", store.DefaultPath, "DuckDB database file (opened read-only; for writing with --watch, created if missing)")
	cmd.Flags().BoolVar(&o.Watch, "watch", false, "also follow the folders named (default: the poker clients' hand-history folders) and import new hands")
	cmd.Flags().StringVar(&o.Parquet, "parquet", "", "read the Parquet dataset in this directory instead of the database")
	cmd.Flags().StringVar(&o.Addr, "addr", "127.0.0.1:8008", "address to listen on (host:port)")
	return cmd
}

// serveRun opens the store read-only and serves until ctx ends or the
// process is interrupted.
func serveRun(ctx context.Context, e *env, o *serveOptions) error {
	var db *store.DB
	var err error
	var folders []string
	mode := "read-only"
	switch {
	case o.Parquet != "":
		db, err = store.OpenParquet(ctx, o.Parquet)
	case o.Watch:
		if folders, err = watchFolders(e.Err, o.Folders); err != nil {
			return failed(err)
		}
		// One process, one writer: the follower imports through this
		// handle and the pages read what each import commits.
		db, err = store.Open(ctx, o.DB)
		mode = "following " + count(int64(len(folders)), "folder", "folders")
	default:
		db, err = store.OpenReadOnly(ctx, o.DB)
	}
	if err != nil {
		return failed(err)
	}
	defer db.Close()
	ln, err := net.Listen("tcp", o.Addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	defer ln.Close()
	// The server answers requests to the address asked for and the one
	// listened on (the port of --addr :0 is known only now).
	srv, err := web.New(db.SQL(), web.Options{Addrs: []string{o.Addr, ln.Addr().String()}, Sites: sites.Names()})
	if err != nil {
		return err
	}
	srv.Log = log.New(e.Err, "stud8 serve: ", log.LstdFlags)
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(e.Out, "stud8 serve: http://%s/ over %s (%s); Ctrl-C stops\n", ln.Addr(), db.Path(), mode)
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	// The follower stops with the server; a follower that fails (a full
	// disk) says so and the pages go on showing what is stored.
	followed := make(chan error, 1)
	if o.Watch {
		go func() {
			err := follow(ctx, e, db, folders, o.Follow)
			if err != nil {
				fmt.Fprintf(e.Err, "stud8 serve: %v; the pages go on showing what is stored\n", err)
			}
			followed <- err
		}()
	} else {
		followed <- nil
	}
	if o.Ready != nil {
		o.Ready(ln.Addr().String())
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	var err2 error
	select {
	case err := <-done:
		if !errors.Is(err, http.ErrServerClosed) {
			err2 = fmt.Errorf("serve: %w", err)
		}
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err2 = hs.Shutdown(sctx)
	}
	stop() // the follower too, when the server stopped by itself
	if ferr := <-followed; ferr != nil && err2 == nil {
		return failed(ferr)
	}
	return err2
}
