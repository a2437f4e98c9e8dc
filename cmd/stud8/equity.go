package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/cards/equity"
	"github.com/stud8/stud8/hand"
)

func init() { register(newEquityCmd) }

// equityOptions are the arguments and flags of `stud8 equity`.
type equityOptions struct {
	Players    []string // one argument per player: "down | up" or just cards
	Dead       string
	Game       string
	Samples    int
	Seed       uint64
	MaxRunouts int64 // 0 = always sample
	Format     string
}

// newEquityCmd builds `stud8 equity`.
func newEquityCmd(e *env) *cobra.Command {
	opts := &equityOptions{}
	cmd := &cobra.Command{
		Use:   "equity PLAYER PLAYER... [--dead CARDS]",
		Short: "Each player's exact hi/lo pot equity from the cards seen so far",
		Long: `equity gives each player's share of the pot: what they win with the high hand,
with the low hand, in total, and how often they scoop (win the whole pot alone),
given the cards each player holds and the dead cards (folded up cards and any
other card known to be out of the deck), which are not live outs.

Each argument is one player: down cards, "|", up cards ("As 2s 3d | 4h 5h"), or
just the cards. "??" is a card dealt but not seen (an opponent's down card): it
is dealt at random like the cards to come. Every player is dealt up to seven
cards from the rest of the deck.

Every runout is enumerated when there are at most --max-runouts of them (two
players all in on fifth street: 671,580), otherwise --samples runouts are dealt
at random from --seed and each figure is given with its standard error. In
stud8 (hi/lo, 8 or better) the low half goes to the best qualifying low and the
high takes the whole pot when nobody has one; in razz the best low wins it all.
Positions where the deck would run out (the community card) are refused.`,
		Example: `  stud8 equity "As 2s 3d | 4h 5h" "Kc Kd Ks | Qh 9c" --dead "7c 8c 2h"
  stud8 equity "Ac 2d | 3h 4s 9d Td" "Kc Kd | Ks 9h 9c Jd" --format json
  stud8 equity --game razz "As 2s 3s | 4s" "Kd 9h 5c | 8c" "?? ?? | 7d" --samples 100000 --seed 7`,
		Args: cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Players = args
			if opts.Format != "text" && opts.Format != "json" {
				return usagef("--format must be text or json, not %q", opts.Format)
			}
			if opts.Samples < 2 {
				return usagef("--samples must be at least 2, not %d", opts.Samples)
			}
			return equityRun(e, opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Dead, "dead", "", "cards out of the deck: folded up cards, shown burn cards")
	f.StringVar(&opts.Game, "game", "stud8", "game: stud8 (hi/lo, 8 or better), stud (high only) or razz")
	f.IntVar(&opts.Samples, "samples", equity.DefaultSamples, "runouts dealt when sampling")
	f.Uint64Var(&opts.Seed, "seed", 1, "seed of the sample; the same seed gives the same figures")
	f.Int64Var(&opts.MaxRunouts, "max-runouts", equity.DefaultMaxRunouts, "enumerate every runout up to this many, else sample (0: always sample)")
	f.StringVar(&opts.Format, "format", "text", "output format: text or json")
	return cmd
}

// equityRun computes and prints the equity of the position in o.
func equityRun(e *env, o *equityOptions) error {
	game, ok := hand.ParseGame(o.Game)
	if !ok || game == hand.GameOther {
		return usagef("--game must be stud8, stud or razz, not %q", o.Game)
	}
	players := make([][]cards.Card, len(o.Players))
	for i, arg := range o.Players {
		cs, err := parsePlayerCards(arg)
		if err != nil {
			return usagef("player %d %q: %v", i+1, arg, err)
		}
		players[i] = cs
	}
	dead, err := parseCardList(o.Dead)
	if err != nil {
		return usagef("--dead %q: %v", o.Dead, err)
	}
	opt := equity.Options{MaxRunouts: o.MaxRunouts, Samples: o.Samples, Seed: o.Seed}
	if o.MaxRunouts <= 0 {
		opt.MaxRunouts = -1
	}
	res, err := equity.Calc(game, players, dead, opt)
	var ie *equity.InputError
	if errors.As(err, &ie) {
		return usageError{err}
	}
	if err != nil {
		return err
	}
	if o.Format == "json" {
		return writeEquityJSON(e, game, o.Players, res)
	}
	return writeEquityText(e, game, o.Players, res)
}

// parsePlayerCards reads one player's argument: down cards, "|", up cards,
// or just cards. At most three down and four up cards.
func parsePlayerCards(s string) ([]cards.Card, error) {
	down, up, split := strings.Cut(s, "|")
	d, err := parseCardList(down)
	if err != nil {
		return nil, err
	}
	if !split {
		return d, nil
	}
	u, err := parseCardList(up)
	if err != nil {
		return nil, err
	}
	if len(d) > 3 || len(u) > 4 {
		return nil, fmt.Errorf("%d down and %d up cards: stud deals at most 3 down and 4 up", len(d), len(u))
	}
	return append(d, u...), nil
}

// parseCardList reads cards separated by spaces or commas ("As Kd", "As,Kd",
// "AsKd"); "??" is a card not seen (cards.None).
func parseCardList(s string) ([]cards.Card, error) {
	var out []cards.Card
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }) {
		if len(f)%2 != 0 {
			return nil, fmt.Errorf("%w %q", cards.ErrBadCard, f)
		}
		for i := 0; i < len(f); i += 2 {
			if f[i:i+2] == "??" {
				out = append(out, cards.None)
				continue
			}
			c, err := cards.Parse(f[i : i+2])
			if err != nil {
				return nil, err
			}
			out = append(out, c)
		}
	}
	return out, nil
}

// writeEquityText prints the result as a table of percentages.
func writeEquityText(e *env, game hand.Game, args []string, res equity.Result) error {
	if res.Method == equity.Exact {
		fmt.Fprintf(e.Out, "%s, exact: %d runouts\n", game, res.Runouts)
	} else {
		fmt.Fprintf(e.Out, "%s, sampled: %d runouts, standard error at most %.2f%%\n", game, res.Runouts, 100*res.StdErr)
	}
	w := tabwriter.NewWriter(e.Out, 0, 0, 2, ' ', 0)
	head := "player\tcards\t   high\t    low\t  total\t  scoop"
	if res.StdErrs != nil {
		head += "\t± total"
	}
	fmt.Fprintln(w, head)
	pct := func(x float64) string { return fmt.Sprintf("%6.2f%%", 100*x) }
	for i, s := range res.Players {
		line := fmt.Sprintf("%d\t%s\t%s\t%s\t%s\t%s", i+1, strings.Join(strings.Fields(args[i]), " "),
			pct(s.High), pct(s.Low), pct(s.Total), pct(s.Scoop))
		if res.StdErrs != nil {
			line += "\t" + pct(res.StdErrs[i].Total)
		}
		fmt.Fprintln(w, line)
	}
	return w.Flush()
}

// equityJSON is the JSON output of `stud8 equity`.
type equityJSON struct {
	Game    string             `json:"game"`
	Method  equity.Method      `json:"method"`
	Runouts int64              `json:"runouts"`
	StdErr  float64            `json:"std_err"`
	Players []equityPlayerJSON `json:"players"`
}

type equityPlayerJSON struct {
	Cards string `json:"cards"`
	equity.Share
	StdErr *equity.Share `json:"std_err,omitempty"`
}

// writeEquityJSON prints the result as one JSON object.
func writeEquityJSON(e *env, game hand.Game, args []string, res equity.Result) error {
	out := equityJSON{Game: game.String(), Method: res.Method, Runouts: res.Runouts, StdErr: res.StdErr}
	for i, s := range res.Players {
		p := equityPlayerJSON{Cards: strings.Join(strings.Fields(args[i]), " "), Share: s}
		if res.StdErrs != nil {
			p.StdErr = &res.StdErrs[i]
		}
		out.Players = append(out.Players, p)
	}
	enc := json.NewEncoder(e.Out)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
