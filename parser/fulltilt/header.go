package fulltilt

import (
	"bytes"
	"fmt"
	"time"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// games maps the game words of a header to their games: the stud family,
// and the other games Full Tilt's tables and mixes deal (five-card stud,
// hold'em, Omaha, draw), counted as such. Other words are a reject.
var games = func() parser.Labels {
	l := parser.Labels{
		"Limit Stud H/L": hand.StudHiLo,
		"Limit Stud Hi":  hand.StudHigh,
		"Limit Razz":     hand.Razz,
	}
	for _, other := range []string{
		"Limit 5 Card Stud", "Limit Hold'em", "No Limit Hold'em", "Pot Limit Hold'em",
		"Limit Omaha Hi", "Pot Limit Omaha Hi", "No Limit Omaha Hi", "Limit Omaha H/L", "Pot Limit Omaha H/L",
		"Pot Limit 5 Card Omaha Hi", "Pot Limit 5 Card Omaha H/L", "Pot Limit Omaha", "Limit Omaha",
		"Limit 2-7 Triple Draw", "Limit A-5 Triple Draw", "No Limit 2-7 Single Draw", "Limit Badugi",
		"No Limit 5 Card Draw", "Pot Limit 5 Card Draw", "Limit 5 Card Draw",
		"No Limit Stud Hi", "Pot Limit Stud Hi", "No Limit Stud H/L", "Pot Limit Stud H/L", "No Limit Razz", "Pot Limit Razz",
	} {
		l[other] = hand.GameOther
	}
	return l
}()

// gameWords is the inverse of games, for the writer.
var gameWords = map[hand.Game]string{
	hand.StudHiLo: "Limit Stud H/L",
	hand.StudHigh: "Limit Stud Hi",
	hand.Razz:     "Limit Razz",
}

// parseHeader reads "Full Tilt Poker Game #ID: TABLE - STAKES - GAME - TIME".
// other is true for a hand of another game.
func (p *handParser) parseHeader(l []byte) (other bool, err error) {
	h := p.H
	rest := l[len(headerPrefix):]
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	if i == 0 || !parser.HasPrefix(rest[i:], ": ") {
		return false, fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l))
	}
	p.ID = rest[:i]
	h.ID = p.Text.Str(rest[:i], nil)
	rest = rest[i+2:]
	// TABLE - STAKES - GAME - TIME - DATE [...]: the table part ends at the
	// first " - " followed by stakes; the table name itself may hold " - ".
	var parts [3][]byte
	for k := 0; k < 3; k++ {
		a, b, ok := parser.Cut(rest, " - ")
		if !ok {
			return false, fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l))
		}
		parts[k], rest = a, b
	}
	game, err := games.Game(parts[2])
	if err != nil {
		return false, err
	}
	if game == hand.GameOther {
		p.Label = parts[2]
		// A table that deals another game between the stud hands is a
		// mixed-game table (Full Tilt's headers do not say so).
		if p.mixed == nil {
			p.mixed = map[string]bool{}
		}
		p.mixed[string(parts[0])] = true
		return true, nil
	}
	h.Game = game
	if err := p.tablePart(parts[0]); err != nil {
		return false, err
	}
	if p.mixed[string(parts[0])] && h.Mix == "" {
		h.Mix = "Mixed"
	}
	if err := p.stakes(parts[1]); err != nil {
		return false, err
	}
	h.TimeText = p.In.Str(rest)
	h.Time, err = parseTime(rest)
	return false, err
}

// tablePart reads "Table XGod_Of_WarX", "Table Jackrabbit (6 max)" or a
// tournament's "$2 + $0.10 Heads Up Sit & Go (220338000), Table 1".
func (p *handParser) tablePart(b []byte) error {
	h := p.H
	h.MaxSeats = 8
	if parser.HasPrefix(b, "Table ") {
		b = b[len("Table "):]
		h.Decimals = 2
	} else {
		at := parser.LastIndex(b, ", Table ")
		if at < 0 {
			return fmt.Errorf("%w: table %q", parser.ErrBadHeader, parser.Clip(b))
		}
		desc := b[:at]
		b = b[at+len(", Table "):]
		h.Tournament = true
		open := bytes.LastIndexByte(desc, '(')
		if open < 0 || !parser.HasSuffix(desc, ")") {
			return fmt.Errorf("%w: tournament %q", parser.ErrBadHeader, parser.Clip(desc))
		}
		h.TourneyID = p.In.Str(desc[open+1 : len(desc)-1])
		h.BuyIn = p.In.Str(buyIn(desc[:open]))
	}
	if parser.HasSuffix(b, " max)") { // "Jackrabbit (6 max)", "Jackrabbit(6 max)"
		if at := bytes.LastIndexByte(b, '('); at >= 0 {
			if n, ok := parser.Atoi(b[at+1 : len(b)-len(" max)")]); ok {
				h.MaxSeats = n
				b = parser.TrimRight(b[:at])
			}
		}
	}
	h.Table = p.In.Str(b)
	return nil
}

// buyIn returns the leading buy-in of a tournament description ("$2 + $0.10"
// of "$2 + $0.10 Heads Up Sit & Go "), "" when it starts with words.
func buyIn(desc []byte) []byte {
	end := 0
	for i := 0; i < len(desc); {
		j := bytes.IndexByte(desc[i:], ' ')
		if j < 0 {
			j = len(desc) - i
		}
		tok := desc[i : i+j]
		if !(string(tok) == "+" || len(tok) > 0 && (tok[0] == '$' || tok[0] >= '0' && tok[0] <= '9')) {
			break
		}
		end = i + j
		i += j + 1
	}
	return desc[:end]
}

// stakes reads "$2/$4 Ante $0.40", "80/160 Ante 15" or "$2 / $4, Ante $0.40"
// (parser.SplitStakes).
func (p *handParser) stakes(b []byte) error {
	h := p.H
	if h.Tournament {
		h.Decimals = 0
	} else {
		switch {
		case parser.HasPrefix(b, "$"):
			h.Currency = "USD"
		case parser.HasPrefix(b, "€"):
			h.Currency = "EUR"
		case parser.HasPrefix(b, "£"):
			h.Currency = "GBP"
		}
	}
	st, ok := parser.SplitStakes(b)
	if !ok {
		return fmt.Errorf("%w: stakes %q", parser.ErrBadHeader, parser.Clip(b))
	}
	small, big, ante, hasAnte := st.Small, st.Big, st.Ante, st.Ante != nil
	var err error
	if h.Stakes.SmallBet, err = syntax.Money(small, h.Decimals); err != nil {
		return err
	}
	if h.Stakes.BigBet, err = syntax.Money(big, h.Decimals); err != nil {
		return err
	}
	if hasAnte {
		if h.Stakes.Ante, err = syntax.Money(ante, h.Decimals); err != nil {
			return err
		}
	}
	return nil
}

// zone returns the location of a zone abbreviation (parser.Zone), or nil.
func zone(abbr string) *time.Location { return parser.Zone([]byte(abbr)) }

// parseTime reads "01:12:00 ET - 2011/03/28", or the bracketed ET time of
// "20:11:01 CET - 2011/04/07 [14:11:01 ET - 2011/04/07]"; zero when it
// cannot, and an error for a zone parser.Zone does not know.
func parseTime(b []byte) (time.Time, error) {
	if i := bytes.IndexByte(b, '['); i >= 0 && parser.HasSuffix(b, "]") {
		b = b[i+1 : len(b)-1]
	}
	// HH:MM:SS ZONE - YYYY/MM/DD, read by parser.Stamp as "YYYY/MM/DD HH:MM:SS"
	clock, date, ok := parser.Cut(b, " - ")
	if !ok || len(clock) < 10 || len(date) != 10 || clock[8] != ' ' || date[4] != '/' || date[7] != '/' {
		return time.Time{}, nil
	}
	var buf [19]byte
	t, rest, ok := parser.Stamp(append(append(append(buf[:0], date...), ' '), clock[:8]...))
	if !ok || len(rest) != 0 {
		return time.Time{}, nil
	}
	t, err := parser.InZone(t, clock[9:])
	if err != nil {
		return time.Time{}, fmt.Errorf("%w: %w", parser.ErrBadHeader, err)
	}
	return t, nil
}
