package tally

import (
	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/live"
	"github.com/stud8/stud8/replay"
)

// liveness is hand_players.liveness of player p of res: the class of
// liveness of his start (docs/definitions.md#liveness), "" (NULL) when a
// down card is unknown or the start needs nothing. The door cards of the
// hand's seats come from the replay's cards, the ones door_card stores.
func (r *Rows) liveness(res *replay.Result, p *replay.PlayerResult) string {
	if !p.Cards[0].Known() || !p.Cards[1].Known() || !p.Cards[2].Known() {
		return ""
	}
	n := len(res.Hand.Seats)
	if cap(r.doors) < n {
		r.doors = make([]cards.Card, n)
	}
	doors := r.doors[:n]
	clear(doors)
	for i := range res.Players {
		q := &res.Players[i]
		if q.Player >= 0 && q.Player < n && q.Up[2] {
			doors[q.Player] = q.Cards[2]
		}
	}
	own := [3]cards.Card{p.Cards[0], p.Cards[1], p.Cards[2]}
	return live.Assess(res.Hand.Game, own, doors, p.Player).Class.String()
}
