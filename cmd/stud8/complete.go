package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
	"github.com/stud8/stud8/reports"
)

// flagValues lists the values shell completion offers for a flag, by flag
// name; formatValues the --format values by command.
var flagValues = map[string]func() []string{
	"profile":  replay.Profiles,
	"site":     sites.Names,
	"game":     func() []string { return []string{"stud8", "stud", "razz"} },
	"currency": func() []string { return []string{"USD", "EUR", "GBP", "chips", "play"} },
	"tz":       func() []string { return []string{"Local", "UTC"} },
	"progress": func() []string { return []string{"auto", "bar", "lines", "none"} },
	"stacks":   func() []string { return []string{"auto", "on", "off"} },
}

var formatValues = map[string][]string{
	"parse":  {"summary", "jsonl"},
	"replay": {"text", "jsonl"},
	"equity": {"text", "json"},
	"sql":    {"table", "csv", "json", "markdown"},
}

// addCompletions registers the flag value completions on c and every
// command below it (flags that have their own are left alone).
func addCompletions(c *cobra.Command) {
	for name, values := range flagValues {
		if c.Flags().Lookup(name) != nil {
			vs := values
			_ = c.RegisterFlagCompletionFunc(name, func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
				return vs(), cobra.ShellCompDirectiveNoFileComp
			})
		}
	}
	if c.Flags().Lookup("format") != nil {
		vs, ok := formatValues[c.Name()]
		if !ok && strings.HasPrefix(c.CommandPath(), "stud8 report") {
			vs, ok = reports.Formats, true
		}
		if ok {
			_ = c.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(vs, cobra.ShellCompDirectiveNoFileComp))
		}
	}
	for _, sub := range c.Commands() {
		addCompletions(sub)
	}
}
