package gen

import (
	"fmt"
	"strings"
)

// Player is a regular of the run named in the configuration: with
// Config.Players set, the tables seat these players instead of the
// generated pool of regulars (newcomers with generated names still join
// now and then), each with his style and, optionally, fixed habits.
type Player struct {
	Name string
	// Style is how he plays: rock, tight, station, loose or maniac (see
	// StyleNames); "" gives him the style the pool's regular of his place
	// in the list would have. At a family table everybody plays family
	// pots whatever his style; his habits still hold.
	Style string
	// Complete fixes how often he completes on 3rd street when he may:
	// as the bring-in instead of bringing in, and as a later player facing
	// the bring-in alone (then, not completing, he calls or folds as his
	// style decides).
	Complete Habit
	// FoldFourth fixes how often he folds on 4th street each time he faces
	// a bet there (not folding, he calls or raises as his style decides).
	FoldFourth Habit
}

// Habit fixes how often a player makes one decision, in place of his
// style's judgement of his cards: Rate is the chance, from 0 to 1, each
// time the decision comes. The zero Habit fixes nothing.
type Habit struct {
	Rate float64
	Set  bool
}

// Often returns the habit of making a decision with chance p.
func Often(p float64) Habit { return Habit{Rate: p, Set: true} }

// habits are a seated player's fixed habits.
type habits struct {
	complete, foldFourth Habit
}

// styleByName are the styles a Player may name, in the order the pool
// hands them out.
var styleByName = map[string]style{"rock": styleRock, "tight": styleTight, "station": styleStation, "loose": styleLoose, "maniac": styleManiac}

// StyleNames lists the styles a Player may name.
func StyleNames() []string { return []string{"rock", "tight", "station", "loose", "maniac"} }

// regular is a pool regular: name, style and habits.
type regular struct {
	name string
	sty  style
	hab  habits
}

// regulars returns the configured players as pool regulars, or an error
// for a player without a name, a repeated name, an unknown style or a
// habit rate outside 0..1.
func regulars(ps []Player) ([]regular, error) {
	out := make([]regular, 0, len(ps))
	seen := map[string]bool{}
	for k, p := range ps {
		if strings.TrimSpace(p.Name) == "" || seen[p.Name] {
			return nil, fmt.Errorf("%w: player %d: want a name of its own, not %q", ErrConfig, k+1, p.Name)
		}
		seen[p.Name] = true
		sty := tableStyles[k%len(tableStyles)]
		if p.Style != "" {
			s, ok := styleByName[p.Style]
			if !ok {
				return nil, fmt.Errorf("%w: player %s: style %q (known: %s)", ErrConfig, p.Name, p.Style, strings.Join(StyleNames(), ", "))
			}
			sty = s
		}
		for _, h := range []Habit{p.Complete, p.FoldFourth} {
			if h.Set && !(h.Rate >= 0 && h.Rate <= 1) {
				return nil, fmt.Errorf("%w: player %s: habit rate %v (want 0 to 1)", ErrConfig, p.Name, h.Rate)
			}
		}
		out = append(out, regular{name: p.Name, sty: sty, hab: habits{complete: p.Complete, foldFourth: p.FoldFourth}})
	}
	return out, nil
}

// poolNames are the names of the pool regulars.
func poolNames(rs []regular) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.name
	}
	return out
}
