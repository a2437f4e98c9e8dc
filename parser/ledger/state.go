package ledger

import (
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// HandState is what every text reader's hand parser keeps from hand to hand
// (the interner and the arenas) and for the hand being parsed (the hand, its
// box, its id and game label, the betting). A site's parser embeds it and
// adds its own fields; HandID and GameLabel come with it.
type HandState struct {
	In     parser.Interner
	Text   parser.TextArena // the hands' IDs and texts
	Slab   parser.Slab      // the hands' boxes and events
	H      *hand.Hand
	Box    *parser.HandBox // H's box, where the site keeps it
	ID     []byte          // the hand number, in the block's text, for errors
	Label  []byte          // the game label of a hand of another game (GameLabel)
	Ledger Ledger          // the betting, and the street it is on
}

// HandID is the number of the hand being parsed, for errors.
func (s *HandState) HandID() string { return string(s.ID) }

// GameLabel is the game label of the hand last parsed when it is of another game.
func (s *HandState) GameLabel() []byte { return s.Label }

// Start begins the hand of b in a box of the slab with room for events
// events, the boxes reused when reuse is set (ReuseHands): H and Box are the
// box's, ID and Label are cleared, the ledger is reset, and the hand's Site,
// Pos and EndLine come from site, file and b. It returns H and the box's
// events, for H.Events once the reader has read what comes before them.
func (s *HandState) Start(b *parser.Block, site, file string, reuse bool, events int) (*hand.Hand, []hand.Event) {
	s.Slab.SetReuse(reuse)
	box, ev := s.Slab.Box(events)
	h := &box.H
	s.H, s.Box, s.ID, s.Label = h, box, nil, nil
	s.Ledger.Reset()
	h.Site = site
	h.Pos = hand.Pos{File: file, Line: b.Num(0)}
	h.EndLine = b.Num(b.Len() - 1)
	return h, ev
}
