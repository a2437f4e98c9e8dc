package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/store"
)

func init() { register(newExportCmd) }

// newExportCmd builds `stud8 export` and its `parquet` sub-command.
func newExportCmd(e *env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "export",
		Short: "Export the database in other formats",
		Example: `  stud8 export parquet ./dataset
  stud8 export parquet --db audit.duckdb ./audit-dataset`,
		Args: cobra.NoArgs,
	}
	var db string
	var force bool
	pq := &cobra.Command{
		Use:   "parquet DIR",
		Short: "Write every table as a hive-partitioned Parquet dataset",
		Long: `export parquet writes every table of the database under DIR as Parquet:
the hand tables partitioned by site and month
(DIR/hands/site=PokerStars/month=2017-01/data_ID_0.parquet, ID naming the
database's imported files, so datasets merge by copying), rejects, imports and
player_day_stats as one file each. The dataset is written into a temporary
folder next to DIR and replaces an export already in DIR only when complete: a
failure or a Ctrl-C leaves the previous export as it was. A DIR that holds
other files is refused unless --force is given; then only stud8's own files
are replaced. DuckDB, Spark, Trino
and pandas read it; 'stud8 sql --parquet DIR' queries it with the same table
names as the database.`,
		Example: `  stud8 export parquet ./dataset
  duckdb -c "SELECT count(*) FROM read_parquet('dataset/hands/**/*.parquet', hive_partitioning=true)"`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			if ctx == nil {
				ctx = context.Background()
			}
			d, err := store.OpenReadOnly(ctx, db)
			if err != nil {
				return err
			}
			defer d.Close()
			export := store.ExportParquet
			if force {
				export = store.ExportParquetForce
			}
			if err := export(ctx, d, args[0]); err != nil {
				return err
			}
			fmt.Fprintf(e.Out, "Parquet dataset written to %s\n", args[0])
			return nil
		},
	}
	pq.Flags().StringVar(&db, "db", store.DefaultPath, "DuckDB database file")
	pq.Flags().BoolVar(&force, "force", false, "write into a folder that holds other files (they are kept)")
	cmd.AddCommand(pq)
	cmd.AddCommand(newExportPHHCmd(e)) // export_phh.go
	return cmd
}
