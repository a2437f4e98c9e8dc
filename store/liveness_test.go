package store

import (
	"context"
	"testing"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/live"
	"github.com/stud8/stud8/tally"
)

// TestStoredLiveness: hand_players.liveness of every player-hand of 600
// generated hands is live.Assess of the hand's cards, its door cards read
// from the hand's deal events (live.Doors) rather than from the replay as
// the import does; each class occurs.
func TestStoredLiveness(t *testing.T) {
	ctx := context.Background()
	res := benchmarkResults(t, 600)
	db := openTemp(t)
	s, err := db.NewSession(ctx, "oracle", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	src := s.Start("gen.txt", 1, time.Unix(0, 0), nil, false)
	b := NewBatch()
	var tr tally.Rows
	want := map[[2]any]string{} // hand id, seat
	for _, r := range res {
		if err := b.Add(tr.Hand(r)); err != nil {
			t.Fatal(err)
		}
		doors := live.Doors(r.Hand)
		for i := range r.Players {
			p := &r.Players[i]
			l := live.Assess(r.Hand.Game, [3]cards.Card{p.Cards[0], p.Cards[1], p.Cards[2]}, doors, p.Player)
			want[[2]any{r.Hand.ID, int64(r.Hand.Seats[p.Player].Num)}] = l.Class.String()
		}
	}
	if err := s.Write(src, b); err != nil {
		t.Fatal(err)
	}
	if err := s.Commit(); err != nil {
		t.Fatal(err)
	}
	rows, err := db.SQL().Query(`SELECT h.hand_id, p.seat, coalesce(p.liveness, '') FROM hand_players p JOIN hands h USING (hand_key)`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n, classes := 0, map[string]int{}
	for rows.Next() {
		var id, l string
		var seat int64
		if err := rows.Scan(&id, &seat, &l); err != nil {
			t.Fatal(err)
		}
		k := [2]any{id, seat}
		if w, ok := want[k]; !ok || w != l {
			t.Errorf("hand %s seat %d: stored %q, want %q (known %v)", id, seat, l, w, ok)
		}
		n++
		classes[l]++
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if n != len(want) {
		t.Errorf("%d rows stored, %d player-hands", n, len(want))
	}
	for _, c := range live.Classes {
		if classes[c.String()] == 0 {
			t.Errorf("no player-hand is %q: %v", c, classes)
		}
	}
	t.Logf("%d player-hands: %v", n, classes)
}
