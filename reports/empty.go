package reports

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/stud8/stud8/filter"
)

// WhyEmpty says which filter emptied a report that returned no row under
// f: with --min-hands, how many hands the largest row has without it ("no
// player reaches 950 hands (most: 112)"); otherwise the filters whose
// removal alone would give rows ("no hand matches the selection; without
// --currency it has rows"). It runs the report again once per filter set,
// which only an empty result pays.
func WhyEmpty(ctx context.Context, db *sql.DB, r Report, f filter.Filter) (string, error) {
	f.Rows = filter.Rows{}
	if f.MinHands > 0 {
		g := f
		g.MinHands = 0
		res, err := Run(ctx, db, r, g)
		if err != nil {
			return "", err
		}
		if len(res.Rows) > 0 {
			return fmt.Sprintf("no player reaches %d hands (most: %d)", f.MinHands, mostHands(res)), nil
		}
		f = g
	}
	type drop struct {
		flag string
		set  bool
		off  func(*filter.Filter)
	}
	drops := []drop{
		{"--player", f.Player != "", func(g *filter.Filter) { g.Player = "" }},
		{"--player-like", f.PlayerLike != "", func(g *filter.Filter) { g.PlayerLike = "" }},
		{"--person", f.Person != "", func(g *filter.Filter) { g.Person = "" }},
		{"--site", f.Site != "", func(g *filter.Filter) { g.Site = "" }},
		{"--game", f.Game != "", func(g *filter.Filter) { g.Game = "" }},
		{"--stakes", f.Small != "", func(g *filter.Filter) { g.Small, g.Big = "", "" }},
		{"--currency", f.Currency != "", func(g *filter.Filter) { g.Currency = "" }},
		{"--from/--to", !f.From.IsZero() || !f.To.IsZero(), func(g *filter.Filter) { g.From, g.To = time.Time{}, time.Time{} }},
	}
	var culprits []string
	for _, d := range drops {
		if !d.set {
			continue
		}
		g := f
		d.off(&g)
		res, err := Run(ctx, db, r, g)
		if err != nil {
			return "", err
		}
		if len(res.Rows) > 0 {
			culprits = append(culprits, d.flag)
		}
	}
	if len(culprits) == 0 {
		return "no hand matches the selection", nil
	}
	return "no hand matches the selection; without " + strings.Join(culprits, " or without ") + " it has rows", nil
}

// mostHands is the largest value of res's hands column (0 without one).
func mostHands(res *Result) int64 {
	col := -1
	for i, c := range res.Columns {
		if c == "hands" {
			col = i
		}
	}
	var most int64
	for _, row := range res.Rows {
		if col < 0 {
			break
		}
		if n, ok := row[col].(int64); ok && n > most {
			most = n
		}
	}
	return most
}
