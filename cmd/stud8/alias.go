package main

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/internal/termsafe"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/reports"
	"github.com/stud8/stud8/store"
)

func init() { register(newAliasCmd) }

// aliasOptions are the flags and inputs of `stud8 alias`.
type aliasOptions struct {
	DB       string
	Person   string   // "" with no Accounts: list the aliases
	Accounts []string // SITE:NAME as typed
	Remove   bool
}

// newAliasCmd builds `stud8 alias`.
func newAliasCmd(e *env) *cobra.Command {
	o := &aliasOptions{}
	cmd := &cobra.Command{
		Use:   "alias [PERSON SITE:NAME...]",
		Short: "Say that accounts at several sites are one person: every report and page can read them as one",
		Long: `alias PERSON SITE:NAME... saves that each account, a site and a screen name
as stored (the site and the name in any case: pokerstars:hero is
PokerStars:Hero), belongs to PERSON. An alias is per account, not per name:
the same name at two sites is two accounts, and may be two people. An account
without an alias is the person of its own name. PERSON may be one of the
accounts' names or a new one, but not the name of another account that has no
alias: that account would join him unasked (name it too, or choose another
name). Aliasing an account again moves it to the new person.

Then --person PERSON selects every account of the person in the reports that
take --player (sessions, summary, stats, luck, graph), 'stud8 hands' and
'export phh', and the web pages take ?person=; 'report summary', 'report
stats' and 'report luck' take --by person to sum each person's accounts into
one row. --player still names one screen name, at every site.

alias alone lists the aliases (person, site, name); alias --remove
SITE:NAME... removes the accounts' aliases, and every report reads them as
before. An account the database has never seen is refused, with the close
names stored at its site.`,
		Example: `  stud8 alias Me pokerstars:Hero
  stud8 alias
  stud8 report summary --person Me
  stud8 alias --remove PokerStars:Hero`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			switch {
			case o.Remove && len(args) == 0:
				return usagef("--remove takes the accounts, SITE:NAME...")
			case o.Remove:
				o.Accounts = args
			case len(args) == 1:
				return usagef("name the accounts of %s: SITE:NAME...", args[0])
			case len(args) > 1:
				if args[0] == "" {
					return usagef("name the person")
				}
				o.Person, o.Accounts = args[0], args[1:]
			}
			return aliasRun(cmd.Context(), e, o)
		},
	}
	cmd.Flags().StringVar(&o.DB, "db", store.DefaultPath, "DuckDB database file")
	cmd.Flags().BoolVar(&o.Remove, "remove", false, "remove the aliases of these accounts")
	return cmd
}

// parseAccount reads SITE:NAME: the site any case (sites.Lookup), the
// name after the first colon (a screen name may hold colons).
func parseAccount(s string) (store.Account, error) {
	site, name, ok := strings.Cut(s, ":")
	if !ok || site == "" || name == "" {
		return store.Account{}, usagef("account %q: want SITE:NAME, e.g. PokerStars:Hero", s)
	}
	st, ok := sites.Lookup(site)
	if !ok {
		return store.Account{}, usagef("account %q: %q is not a site stud8 reads", s, site)
	}
	return store.Account{Site: st.Name, Player: name}, nil
}

// aliasRun lists, saves or removes the aliases of o.DB.
func aliasRun(ctx context.Context, e *env, o *aliasOptions) error {
	if ctx == nil {
		ctx = context.Background()
	}
	var accounts []store.Account
	for _, s := range o.Accounts {
		a, err := parseAccount(s)
		if err != nil {
			return err
		}
		accounts = append(accounts, a)
	}
	if len(accounts) == 0 {
		return aliasList(ctx, e, o.DB)
	}
	db, err := store.OpenExisting(ctx, o.DB)
	if err != nil {
		return failed(err)
	}
	defer db.Close()
	if o.Remove {
		for _, a := range accounts {
			had, err := db.RemoveAlias(ctx, a)
			if err != nil {
				return failed(err)
			}
			if had {
				fmt.Fprintf(e.Out, "%s is its own person now\n", termsafe.String(a.String()))
			} else {
				fmt.Fprintf(e.Out, "%s had no alias\n", termsafe.String(a.String()))
			}
		}
		return settleCache(ctx, db)
	}
	for i, a := range accounts {
		p, err := reports.FindAccount(ctx, db.SQL(), a.Site, a.Player)
		if _, err := resolvedName(e, p, err); err != nil {
			return err
		}
		accounts[i].Player = p
	}
	person, err := reports.SavedPerson(ctx, db.SQL(), o.Person)
	if err != nil {
		return failed(err)
	}
	if person == "" {
		person = o.Person
	}
	own, err := reports.OwnPersons(ctx, db.SQL(), person)
	if err != nil {
		return failed(err)
	}
	for _, a := range own {
		if !slices.ContainsFunc(accounts, func(b store.Account) bool { return b.String() == a }) {
			fmt.Fprintf(e.Err, "stud8: %s has no alias, so it is the person %s already: name it among the accounts, or choose another name\n",
				termsafe.String(a), termsafe.String(person))
			return exitError{exitFindings}
		}
	}
	if err := db.SetAlias(ctx, person, accounts, e.Now()); err != nil {
		return failed(err)
	}
	for _, a := range accounts {
		fmt.Fprintf(e.Out, "%s is %s\n", termsafe.String(a.String()), termsafe.String(person))
	}
	return settleCache(ctx, db)
}

// settleCache rebuilds the reports' cached rows after an alias changed,
// when an import would (reports.CacheSettled): their key stamps the
// aliases, so the reports never read rows cached under other aliases.
func settleCache(ctx context.Context, db *store.DB) error {
	ok, err := reports.CacheSettled(ctx, db.SQL())
	if err != nil {
		return failed(err)
	}
	if !ok {
		if err := reports.RefreshCache(ctx, db.SQL()); err != nil {
			return failed(err)
		}
	}
	return nil
}

// aliasList prints the aliases of the database at path, one per line:
// person, site, name; none says so on stderr with status 1.
func aliasList(ctx context.Context, e *env, path string) error {
	db, err := store.OpenReadOnly(ctx, path)
	if err != nil {
		return failed(err)
	}
	defer db.Close()
	as, err := db.Aliases(ctx)
	if err != nil {
		return failed(err)
	}
	if len(as) == 0 {
		fmt.Fprintf(e.Err, "stud8: no alias saved in %s (stud8 alias PERSON SITE:NAME... saves one)\n", termsafe.String(path))
		return exitError{exitFindings}
	}
	res := &reports.Result{Columns: []string{"person", "site", "player"}}
	for _, a := range as {
		res.Rows = append(res.Rows, []any{a.Person, a.Site, a.Player})
	}
	if err := reports.Write(e.Out, res, "table"); err != nil {
		return failed(err)
	}
	return nil
}
