package parser

import (
	"fmt"
	"sort"
	"strings"

	"github.com/stud8/stud8/hand"
)

// OtherCount is how many hands of one other game a reader skipped, by the
// game label its file gives them ("Hold'em No Limit").
type OtherCount struct {
	Label string
	Hands int
}

// AddOther counts a hand of another game whose label is label. The label's
// string is made once, the first time it is seen: a file holds few of them.
func (s *Stats) AddOther(label []byte) {
	s.OtherGame++
	for i := range s.Others {
		if s.Others[i].Label == string(label) {
			s.Others[i].Hands++
			return
		}
	}
	s.Others = append(s.Others, OtherCount{Label: string(label), Hands: 1})
}

// addLabel adds n hands to the count of label, without counting them in OtherGame.
func (s *Stats) addLabel(label string, n int) {
	for i := range s.Others {
		if s.Others[i].Label == label {
			s.Others[i].Hands += n
			return
		}
	}
	s.Others = append(s.Others, OtherCount{Label: label, Hands: n})
}

// Add adds the counts of o to s (the site of s is kept, or taken from o).
func (s *Stats) Add(o Stats) {
	if s.Site == "" {
		s.Site = o.Site
	}
	s.Hands += o.Hands
	s.Rejected += o.Rejected
	s.OtherGame += o.OtherGame
	for _, c := range o.Others {
		s.addLabel(c.Label, c.Hands)
	}
}

// labelled is the number of other-game hands s counts by label.
func (s *Stats) labelled() int {
	n := 0
	for _, c := range s.Others {
		n += c.Hands
	}
	return n
}

// Counts reports whether s and o count the same hands, rejects and other
// games by label (in any order), whatever their sites.
func (s Stats) Counts(o Stats) bool {
	if s.Hands != o.Hands || s.Rejected != o.Rejected || s.OtherGame != o.OtherGame || len(s.Others) != len(o.Others) {
		return false
	}
	a, b := s.OthersByLabel(), o.OthersByLabel()
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// OthersByLabel is Others sorted by label.
func (s Stats) OthersByLabel() []OtherCount {
	o := append([]OtherCount(nil), s.Others...)
	sort.Slice(o, func(i, j int) bool { return o[i].Label < o[j].Label })
	return o
}

// OthersText lists the other games counted, most hands first, then by
// label: "Hold'em No Limit 2, Omaha Pot Limit 1"; "" when there are none.
func (s Stats) OthersText() string {
	o := s.OthersByLabel()
	sort.SliceStable(o, func(i, j int) bool { return o[i].Hands > o[j].Hands })
	var b strings.Builder
	for i, c := range o {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %d", c.Label, c.Hands)
	}
	if n := s.OtherGame - s.labelled(); n > 0 {
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "unlabelled %d", n)
	}
	return b.String()
}

// Labels maps the exact game labels of a site's hand headers to their
// games: a stud-family game, or hand.GameOther for another game the site
// deals (hold'em, Omaha, draw, five-card stud, 2-7 razz...), counted as such.
type Labels map[string]hand.Game

// Game returns the game of label. A label that is not in l is an error
// wrapping ErrUnsupportedGame that quotes it, so that the hand is
// rejected with the label it shows, never dropped as another game.
func (l Labels) Game(label []byte) (hand.Game, error) {
	if g, ok := l[string(label)]; ok {
		return g, nil
	}
	return hand.GameOther, UnknownLabel(label)
}

// UnknownLabel is the error of a game label a reader does not know.
func UnknownLabel(label []byte) error {
	return fmt.Errorf("%w: unknown game label `%s`", ErrUnsupportedGame, Clip(label))
}
