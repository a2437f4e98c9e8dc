package ipoker_test

import (
	"bytes"
	"fmt"
	"io"
	"testing"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ipoker"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
)

// play is what must survive writing a hand as iPoker XML and reading it
// back: the seats, every betting event with its street, amount and total,
// the returned bets, each player's collected total and the cards dealt.
func play(h *hand.Hand) string { return playOf(h, true) }

// playOf is play, with the deals or without them (which down cards a hand
// shows depends on who the hero is, which a mangled input can leave open).
func playOf(h *hand.Hand, deals bool) string {
	var b bytes.Buffer
	st := h.Stakes
	st.BringIn = 0 // iPoker writes the bring-in only as an action: a hand without one cannot tell it
	for _, e := range h.Events {
		if e.Kind == hand.BringIn && !e.AllIn {
			st.BringIn = h.Stakes.BringIn
			break
		}
	}
	fmt.Fprintf(&b, "%s %s %v %+v\n", h.ID, h.Game, h.Tournament, st)
	for _, s := range h.Seats {
		fmt.Fprintf(&b, "seat %d %q %d\n", s.Num, s.Name, s.Stack)
	}
	won := map[int]hand.Money{}
	for _, e := range h.Events {
		switch {
		case e.Kind == hand.Collect:
			won[e.Player] += e.Amount
		case e.Kind.IsBetting() || e.Kind == hand.Ante || e.Kind == hand.Uncalled:
			fmt.Fprintf(&b, "%s %s p%d %d to %d\n", e.Street, e.Kind, e.Player, e.Amount, e.To)
		case e.Kind == hand.Deal && deals:
			fmt.Fprintf(&b, "%s deal p%d %v %b\n", e.Street, e.Player, e.CardList(), e.Down)
		}
	}
	for p := range h.Seats {
		fmt.Fprintf(&b, "won p%d %d\n", p, won[p])
	}
	return b.String()
}

// writeFile writes hands as one iPoker session file.
func writeFile(t testing.TB, hands []*hand.Hand) []byte {
	b, err := writeHands(hands)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// writeHands is writeFile, returning the error.
func writeHands(hands []*hand.Hand) ([]byte, error) {
	w := ipoker.Site.Writer
	buf := w.Begin(nil, hands[0])
	for _, h := range hands {
		var err error
		if buf, err = w.Append(buf, h); err != nil {
			return nil, err
		}
	}
	return w.End(buf), nil
}

func readAll(t testing.TB, b []byte) []*hand.Hand {
	r := sites.Open(bytes.NewReader(b), "rt.xml", parser.Options{})
	if st := r.Stats(); st.Site != "" && st.Site != ipoker.SiteName {
		t.Fatalf("detected as %s", st.Site)
	}
	var out []*hand.Hand
	for {
		h, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("reject: %v", err)
		}
		out = append(out, h)
	}
	return out
}

// TestGenRoundTrip writes the generator's hands (one table at a time, as
// stud8 gen --site iPoker does) as iPoker XML and reads them back through
// parser/sites: no rejects, the same play, the same replayed nets.
func TestGenRoundTrip(t *testing.T) {
	n := 600
	if testing.Short() {
		n = 100
	}
	var table []*hand.Hand
	done := 0
	flush := func() {
		if len(table) == 0 {
			return
		}
		got := readAll(t, writeFile(t, table))
		if len(got) != len(table) {
			t.Fatalf("wrote %d hands, read %d", len(table), len(got))
		}
		for i := range got {
			if a, b := play(table[i]), play(got[i]); a != b {
				t.Fatalf("hand %s changed:\nwrote\n%s\nread\n%s", table[i].ID, a, b)
			}
			ra := replay.Replay(table[i], replay.DefaultProfile("pokerstars"))
			rb := replay.Replay(got[i], replay.DefaultProfile("pokerstars"))
			for k := range ra.Players {
				if ra.Players[k].Net != rb.Players[k].Net {
					t.Fatalf("hand %s: player %d net %d, read back %d", table[i].ID, k, ra.Players[k].Net, rb.Players[k].Net)
				}
			}
		}
		done += len(got)
		table = table[:0]
	}
	err := gen.Each(gen.Config{Hands: n, Seed: 7, Workers: 1}, func(h *hand.Hand, _ gen.Label) error {
		if len(table) > 0 && (table[0].Table != h.Table || table[0].Game != h.Game || table[0].Stakes != h.Stakes) {
			flush()
		}
		c := *h
		c.Events = append([]hand.Event(nil), h.Events...)
		c.Seats = append([]hand.Seat(nil), h.Seats...)
		table = append(table, &c)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	flush()
	if done != n {
		t.Fatalf("round-tripped %d hands, want %d", done, n)
	}
}
