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
actions), a player's winnings graph and sessions, the stats table and the audit.
Every page reads through the same reports as 'stud8 report', with the same
filters as query parameters (site, game, stakes, from, to, min_hands). The pages,
styles and scripts are built into the binary; nothing is fetched from the
network. It listens on the loopback address unless told otherwise, and answers
only requests addressed to it (a Host of --addr, or localhost, 127.0.0.1 or
[::1] with its port), so that another web site cannot read its pages; a
parameter that is not valid (an unknown site or game, a bad number, more than
200 bytes) is answered 400 with the reason.` + seeDefinitions,
		Example: `  stud8 serve                          # http://127.0.0.1:8008 over ./stud8.duckdb
  stud8 serve --db audit.duckdb --addr 127.0.0.1:9000
  stud8 serve --parquet ./dataset`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if cmd.Flags().Changed("db") && o.Parquet != "" {
				return usagef("--db and --parquet cannot be used together")
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
	cmd.Flags().StringVar(&o.DB, "db", store.DefaultPath, "DuckDB database file (opened read-only)")
	cmd.Flags().StringVar(&o.Parquet, "parquet", "", "read the Parquet dataset in this directory instead of the database")
	cmd.Flags().StringVar(&o.Addr, "addr", "127.0.0.1:8008", "address to listen on (host:port)")
	return cmd
}

// serveRun opens the store read-only and serves until ctx ends or the
// process is interrupted.
func serveRun(ctx context.Context, e *env, o *serveOptions) error {
	var db *store.DB
	var err error
	if o.Parquet != "" {
		db, err = store.OpenParquet(ctx, o.Parquet)
	} else {
		db, err = store.OpenReadOnly(ctx, o.DB)
	}
	if err != nil {
		return err
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
	fmt.Fprintf(e.Out, "stud8 serve: http://%s/ over %s (read-only); Ctrl-C stops\n", ln.Addr(), db.Path())
	if o.Ready != nil {
		o.Ready(ln.Addr().String())
	}
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		if !errors.Is(err, http.ErrServerClosed) {
			return fmt.Errorf("serve: %w", err)
		}
		return nil
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		return hs.Shutdown(sctx)
	}
}
