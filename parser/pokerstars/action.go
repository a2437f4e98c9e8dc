package pokerstars

import (
	"bytes"
	"fmt"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// allInSuffix ends the betting lines of a player who puts in his last chip.
const allInSuffix = " and is all-in"

// nonActions are what a seated player may "say" after "NAME: " that is not
// an action ("Hero: sits out").
var nonActions = []string{"sits out", "is sitting out", "is away", "is back"}

// verbs are PokerStars' action verbs, after "NAME: ". "raises $2 to $4"
// writes the increment and the street total; the increment is kept as
// written.
var verbs = ledger.NewTable(
	ledger.Verb{Text: "posts the ante ", Intent: ledger.Ante},
	ledger.Verb{Text: "brings in for ", Intent: ledger.BringIn},
	ledger.Verb{Text: "bets ", Intent: ledger.Bet},
	ledger.Verb{Text: "calls ", Intent: ledger.Call},
	ledger.Verb{Text: "raises ", Intent: ledger.Raise, Form: ledger.StreetTo, Pair: " to ", PairIncrement: true},
	ledger.Verb{Text: "checks", Intent: ledger.Check, Exact: true},
	ledger.Verb{Text: "folds", Intent: ledger.Fold, Exact: true},
	ledger.Verb{Text: "mucks hand", Kind: hand.Muck, Exact: true},
	ledger.Verb{Text: "doesn't show hand", Kind: hand.NoShow, Exact: true},
	ledger.Verb{Text: "shows [", Kind: hand.Show},
)

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
	v, amt, ok := verbs.Match(rest)
	switch {
	case !ok && !ev.AllIn:
		for _, s := range nonActions {
			if string(rest) == s {
				*ev = hand.Event{} // keep the slots past the length zero, for next
				p.H.Events = p.H.Events[:len(p.H.Events)-1]
				return nil
			}
		}
		fallthrough
	case !ok, ev.AllIn && (v.Exact || v.Intent == 0):
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
	case v.Kind == hand.Show:
		return p.show(ev, rest[len("shows "):])
	}
	if err := p.Ledger.Apply(ev, who, v, amt, syntax, p.H.Decimals); err != nil {
		return err
	}
	switch ev.Kind {
	case hand.Ante:
		p.noteForced(&p.H.Stakes.Ante, ev)
	case hand.BringIn:
		p.noteForced(&p.H.Stakes.BringIn, ev)
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

// show reads "[4h 3d 5d Qd Jd 9d 6h] (HI: a flush, Queen high)".
func (p *handParser) show(ev *hand.Event, rest []byte) error {
	n, after, ok := parser.CardGroup(rest, ev.Cards[:])
	if !ok {
		var in []byte
		if in, after, ok = parser.Bracket(rest); !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
		}
		var err error
		if n, err = syntax.Cards(in, ev.Cards[:]); err != nil {
			return err
		}
	}
	ev.Kind, ev.NCards = hand.Show, uint8(n)
	switch {
	case len(after) == 0:
	case (len(after) >= 2 && string(after[:2]) == " (") && parser.HasSuffix(after, ")"):
		ev.Text = p.In.Str(after[2 : len(after)-1])
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

// syntax is how PokerStars writes amounts ("$0.25", "1200") and cards
// ("Ah Td", the ten only as T).
var syntax = &parser.Syntax{NoTen: true}
