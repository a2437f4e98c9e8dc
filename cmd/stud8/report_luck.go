package main

import (
	"github.com/spf13/cobra"
)

// newReportLuckCmd builds `stud8 report luck`.
func newReportLuckCmd(e *env) *cobra.Command {
	o := &reportOptions{}
	var by string
	cmd := &cobra.Command{
		Use:   "luck",
		Short: "Per player and currency: net won, all-in-adjusted net, the difference (luck) and the all-ins",
		Long: `luck compares, per player and currency, what the player won with what his
pot equity was worth when his money was in with cards to come: in each hand
where he was all-in or faced an all-in (or played a later street) with every
player's cards known, the result counts as his equity times the pots he could
win, less what he put in (the all-in-adjusted net). luck is net minus
adjusted net: positive when the cards ran better than the equity. The equity
is computed at import (table hand_equity): hands imported before it have none
and count as they went. --by person sums each person's accounts (stud8 alias)
into one row per currency, its first column named person.` + seeDefinitions,
		Example: `  stud8 report luck --player Hero
  stud8 report luck --game stud8 --min-hands 10 --format csv
  stud8 report luck --person Hero --by person`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := o.filter(cmd)
			if err != nil {
				return err
			}
			if err := byPerson(by, &f); err != nil {
				return err
			}
			return runReports(cmd.Context(), e, o, f, "luck")
		},
	}
	byPersonFlag(cmd, &by)
	o.addSourceFlags(cmd.Flags())
	o.addFilterFlags(cmd.Flags(), true)
	o.addFormatFlag(cmd.Flags())
	return cmd
}
