package pokerstars

import (
	"bytes"
	"fmt"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// allInSuffix ends the betting lines of a player who puts in his last chip.
const allInSuffix = " and is all-in"

// nonActions are what a seated player may "say" after "NAME: " that is not
// an action ("Hero: sits out").
var nonActions = []string{"sits out", "is sitting out", "is away", "is back"}

// action reads what follows "NAME: ".
func (p *handParser) action(who int, rest []byte, num int) error {
	ev := p.next(0, who, num)
	if len(rest) > len(allInSuffix) && rest[len(rest)-1] == 'n' && parser.HasSuffix(rest, allInSuffix) {
		ev.AllIn = true
		rest = rest[:len(rest)-len(allInSuffix)]
	}
	if len(rest) == 0 {
		return fmt.Errorf("%w: empty action", parser.ErrUnknownLine)
	}
	var amt []byte
	// Dispatch on the first letter; each verb is then one comparison.
	switch c := rest[0]; {
	case c == 'c' && (len(rest) >= 6 && string(rest[:6]) == "calls "):
		ev.Kind, amt = hand.Call, rest[len("calls "):]
	case c == 'b' && (len(rest) >= 5 && string(rest[:5]) == "bets "):
		ev.Kind, amt = hand.Bet, rest[len("bets "):]
	case c == 'r' && (len(rest) >= 7 && string(rest[:7]) == "raises "):
		return p.raise(ev, rest[len("raises "):])
	case c == 'p' && (len(rest) >= 15 && string(rest[:15]) == "posts the ante "):
		ev.Kind, amt = hand.Ante, rest[len("posts the ante "):]
	case c == 'b' && (len(rest) >= 14 && string(rest[:14]) == "brings in for "):
		ev.Kind, amt = hand.BringIn, rest[len("brings in for "):]
	case ev.AllIn:
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
	case c == 'c' && string(rest) == "checks":
		ev.Kind = hand.Check
	case c == 'f' && string(rest) == "folds":
		ev.Kind = hand.Fold
	case c == 'm' && string(rest) == "mucks hand":
		ev.Kind = hand.Muck
	case c == 'd' && string(rest) == "doesn't show hand":
		ev.Kind = hand.NoShow
	case c == 's' && (len(rest) >= 7 && string(rest[:7]) == "shows ["):
		return p.show(ev, rest[len("shows "):])
	default:
		for _, s := range nonActions {
			if string(rest) == s {
				*ev = hand.Event{} // keep the slots past the length zero, for next
				p.h.Events = p.h.Events[:len(p.h.Events)-1]
				return nil
			}
		}
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
	}
	if amt != nil {
		m, err := parser.ParseMoney(amt, p.h.Decimals)
		if err != nil {
			return err
		}
		ev.Amount = m
	}
	switch ev.Kind {
	case hand.Ante:
		ev.Street = hand.NoStreet
		p.noteForced(&p.h.Stakes.Ante, ev)
	case hand.BringIn:
		p.bringIn = true
		p.noteForced(&p.h.Stakes.BringIn, ev)
	case hand.Bet:
		p.opened = true
	}
	return nil
}

// noteForced records the first ante or bring-in amount as the stake. A post
// "and is all-in" may be short of the stake, so it tells nothing: when every
// post is all-in the stake stays 0 (unknown) rather than guessed.
func (p *handParser) noteForced(stake *hand.Money, ev *hand.Event) {
	if !ev.AllIn && *stake == 0 {
		*stake = ev.Amount
	}
}

// raise reads "X to Y". The first raise on 3rd street after the bring-in is
// the completion.
func (p *handParser) raise(ev *hand.Event, rest []byte) error {
	x, y, ok := parser.Cut(rest, " to ")
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
	}
	var err error
	if ev.Amount, err = parser.ParseMoney(x, p.h.Decimals); err != nil {
		return err
	}
	if ev.To, err = parser.ParseMoney(y, p.h.Decimals); err != nil {
		return err
	}
	ev.Kind = hand.Raise
	if p.street == hand.Third && p.bringIn && !p.opened {
		ev.Kind = hand.Complete
	}
	p.opened = true
	return nil
}

// show reads "[4h 3d 5d Qd Jd 9d 6h] (HI: a flush, Queen high)".
func (p *handParser) show(ev *hand.Event, rest []byte) error {
	n, after, ok := parser.CardGroup(rest, ev.Cards[:])
	if !ok {
		var in []byte
		if in, after, ok = parser.Bracket(rest); !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
		}
		var err error
		if n, err = parser.ParseCardList(in, ev.Cards[:]); err != nil {
			return err
		}
	}
	ev.Kind, ev.NCards = hand.Show, uint8(n)
	switch {
	case len(after) == 0:
	case (len(after) >= 2 && string(after[:2]) == " (") && parser.HasSuffix(after, ")"):
		ev.Text = p.in.Str(after[2 : len(after)-1])
	default:
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
	}
	return nil
}

// statusPhrases mark table-status lines ("denny501 leaves the table"); they
// are never actions, whoever they name.
var statusPhrases = []string{
	" leaves the table", " joins the table at seat #", " is sitting out", " sits out", " is disconnected",
	" is connected", " has timed out", " has returned", " was removed from the table", " finished the tournament",
	" wins the tournament", " re-buys and receives", " takes the add-on", " will be allowed to play after",
	" has been disconnected", " is feeling ",
}

// actionVerbs start the text after "NAME: " of a betting or showdown line.
var actionVerbs = []string{
	"posts ", "brings in", "bets ", "calls ", "raises ", "checks", "folds", "shows ", "mucks", "doesn't show",
}

// noisePhrases lists the noise phrases (` said, "` and statusPhrases), which
// all start with a space, by their second byte.
var noisePhrases [256][]string

func init() {
	for _, s := range append([]string{` said, "`}, statusPhrases...) {
		noisePhrases[s[1]] = append(noisePhrases[s[1]], s)
	}
}

// isNoise reports whether l is a chat or table-status line: whether it
// contains ` said, "` or one of statusPhrases.
func isNoise(l []byte) bool {
	for i := 0; i+1 < len(l); i++ {
		if l[i] != ' ' {
			continue
		}
		for _, s := range noisePhrases[l[i+1]] {
			if parser.HasPrefix(l[i:], s) {
				return true
			}
		}
	}
	return false
}

// otherLine handles a body line that names no seated player as its actor:
// chat and status lines are skipped; an action or award by someone who is
// not seated is parser.ErrUnknownPlayer; anything else is parser.ErrUnknownLine.
func (p *handParser) otherLine(l []byte) error {
	if isNoise(l) {
		return nil
	}
	if i := bytes.Index(l, []byte(": ")); i > 0 {
		for _, v := range actionVerbs {
			if parser.HasPrefix(l[i+2:], v) {
				return fmt.Errorf("%w: %q", parser.ErrUnknownPlayer, parser.Clip(l[:i]))
			}
		}
	}
	if i := bytes.Index(l, []byte(" collected ")); i > 0 && bytes.Contains(l[i:], []byte(" from ")) {
		return fmt.Errorf("%w: %q", parser.ErrUnknownPlayer, parser.Clip(l[:i]))
	}
	return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
}
