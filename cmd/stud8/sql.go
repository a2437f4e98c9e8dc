package main

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/reports"
	"github.com/stud8/stud8/store"
)

func init() { register(newSQLCmd) }

// sqlOptions are the flags and inputs of `stud8 sql`.
type sqlOptions struct {
	Query   string
	DB      string
	Parquet string
	Format  string
}

// newSQLCmd builds `stud8 sql`.
func newSQLCmd(e *env) *cobra.Command {
	opts := &sqlOptions{}
	cmd := &cobra.Command{
		Use:   "sql QUERY",
		Short: "Run a read-only SQL query over the database or a Parquet dataset",
		Long: `sql runs one SQL query (DuckDB dialect) over the stud8 database, opened
read-only, or with --parquet over a Parquet dataset written by
'stud8 export parquet', where the same table names work as views.
The tables and their columns are described in docs/schema.md.

The query is one SELECT (or FROM, WITH, DESCRIBE, SHOW, EXPLAIN): it runs
where it can read the database or dataset given and nothing else. Statements
that write, attach, copy, export, change settings or load extensions, and
functions that read other files, are refused (docs/reliability.md).`,
		Example: `  stud8 sql "SELECT game, count(*) AS hands FROM hands GROUP BY game"
  stud8 sql --format csv "SELECT player, sum(net) FROM hand_players GROUP BY player"
  stud8 sql --parquet ./dataset --format markdown "SELECT code, count(*) FROM findings GROUP BY code"`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Query = args[0]
			if strings.TrimSpace(opts.Query) == "" {
				return usagef("empty query")
			}
			if cmd.Flags().Changed("db") && opts.Parquet != "" {
				return usagef("--db and --parquet cannot be used together")
			}
			switch opts.Format {
			case "table", "csv", "json", "markdown":
			default:
				return usagef("--format must be table, csv, json or markdown, not %q", opts.Format)
			}
			return sqlRun(cmd.Context(), e, opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.DB, "db", store.DefaultPath, "DuckDB database file")
	f.StringVar(&opts.Parquet, "parquet", "", "query the Parquet dataset in this directory instead of the database")
	f.StringVar(&opts.Format, "format", "table", "output format: table, csv, json or markdown")
	return cmd
}

// sqlRun runs the query and prints its result.
func sqlRun(ctx context.Context, e *env, opts *sqlOptions) error {
	if ctx == nil {
		ctx = context.Background()
	}
	var db *store.DB
	var err error
	if opts.Parquet != "" {
		db, err = store.OpenParquet(ctx, opts.Parquet)
	} else {
		db, err = store.OpenReadOnly(ctx, opts.DB)
	}
	if err != nil {
		return err
	}
	defer db.Close()
	t, err := db.UserQuery(ctx, opts.Query)
	if err != nil {
		return err
	}
	return reports.Write(e.Out, &reports.Result{Columns: t.Columns, Rows: t.Rows}, opts.Format)
}
