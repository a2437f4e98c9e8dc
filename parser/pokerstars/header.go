package pokerstars

import (
	"bytes"
	"fmt"
	"time"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// zone returns the location of a zone abbreviation (parser.Zone), or nil.
func zone(abbr []byte) *time.Location { return parser.Zone(abbr) }

// eastern is the zone of the bracketed "[... ET]" times.
func eastern() *time.Location { return zone([]byte("ET")) }

// parseClock reads "2009/07/16 2:36:31 CET" (hour not zero-padded).
func parseClock(b []byte) (time.Time, bool) {
	var c clockCache
	return c.parse(b)
}

// clockCache remembers the last hour clockCache.parse converted: the date,
// hour and zone text and the Unix time the hour starts at. Hands of one file
// mostly fall in the same hour as the hand before, whose time is then the
// start of the hour plus the minutes and seconds, without the zone lookup
// and conversion.
type clockCache struct {
	ok        bool
	date      [4]int // year, month, day, hour
	zone      [8]byte
	zoneLen   int
	hourStart int64 // Unix seconds
}

// parse is parseClock, using and updating the cache.
func (c *clockCache) parse(b []byte) (time.Time, bool) {
	var f [6]int
	sep := [...]byte{'/', '/', ' ', ':', ':', ' '}
	for i := range f {
		j, n := 0, 0
		for ; j < len(b) && b[j]-'0' <= 9; j++ {
			n = n*10 + int(b[j]-'0')
		}
		if j == 0 || j > 9 || j == len(b) || b[j] != sep[i] {
			return time.Time{}, false
		}
		f[i], b = n, b[j+1:]
	}
	if f[0] < 1900 || f[0] > 2200 || f[1] < 1 || f[1] > 12 || f[2] < 1 || f[2] > 31 || f[3] > 23 || f[4] > 59 || f[5] > 60 {
		return time.Time{}, false
	}
	// Second 60 is normalised into the next minute, perhaps the next hour:
	// not from the cache.
	if c.ok && f[5] < 60 && [4]int(f[:4]) == c.date && string(b) == string(c.zone[:c.zoneLen]) {
		return time.Unix(c.hourStart+int64(f[4]*60+f[5]), 0).UTC(), true
	}
	loc := zone(b)
	if loc == nil {
		return time.Time{}, false
	}
	t := time.Date(f[0], time.Month(f[1]), f[2], f[3], f[4], f[5], 0, loc).UTC()
	// Keep the hour when its 3,600 seconds are one stretch of one offset
	// (no zone transition inside it), so that any minute and second of it
	// is its start plus that many seconds, as time.Date would compute.
	c.ok = false
	start := time.Date(f[0], time.Month(f[1]), f[2], f[3], 0, 0, 0, loc)
	last := time.Date(f[0], time.Month(f[1]), f[2], f[3], 59, 59, 0, loc)
	_, off0 := start.Zone()
	_, off1 := last.Zone()
	if len(b) <= len(c.zone) && off0 == off1 && last.Unix()-start.Unix() == 3599 {
		c.ok, c.date, c.hourStart = true, [4]int(f[:4]), start.Unix()
		c.zoneLen = copy(c.zone[:], b)
	}
	return t, true
}

// parseDate fills TimeText and Time from "2009/07/16 2:36:31 CET [2009/07/15 20:36:31 ET]",
// and ID from id: the two strings are one string of the arena.
func (p *handParser) parseDate(b, id []byte) error {
	h := p.H
	main, bracketed, hasBracket := b, []byte(nil), false
	if bytes.IndexByte(b, '[') >= 0 { // (cut's search is slow on a miss)
		main, bracketed, hasBracket = parser.Cut(b, " [")
	}
	if !bytes.Contains(main, []byte(":")) {
		return fmt.Errorf("%w: no date in %q", parser.ErrBadHeader, b)
	}
	s := p.Text.Str(id, main)
	h.ID, h.TimeText = s[:len(id)], s[len(id):]
	if hasBracket && parser.HasSuffix(bracketed, "]") {
		if t, ok := p.clock.parse(bracketed[:len(bracketed)-1]); ok {
			h.Time = t
			return nil
		}
	}
	if t, ok := p.clock.parse(main); ok {
		h.Time = t
		return nil
	}
	// A clock in a zone the table does not name is a reject naming it,
	// never a time read as UTC.
	if sp := bytes.LastIndexByte(main, ' '); sp >= 0 && bytes.IndexByte(main[:sp], ':') >= 0 && zone(main[sp+1:]) == nil {
		return fmt.Errorf("%w: %w", parser.ErrBadHeader, parser.UnknownZone(main[sp+1:]))
	}
	return nil
}

// parseHeader reads the first line of a hand. other is true for a hand of a
// game outside the stud family.
func (p *handParser) parseHeader(line []byte) (other bool, err error) {
	h := p.H
	bad := func(why string) error { return fmt.Errorf("%w: %s", parser.ErrBadHeader, why) }
	rest := line[len("PokerStars "):]
	i := bytes.IndexByte(rest, '#')
	if i < 0 {
		return false, bad("no hand number")
	}
	if len(rest) >= 10 && string(rest[:10]) == "Home Game " {
		h.HomeGame = "?"
	}
	rest = rest[i+1:]
	j := 0
	for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
		j++
	}
	if j == 0 || j == len(rest) || rest[j] != ':' {
		return false, bad("no hand number")
	}
	id := rest[:j]
	p.ID = id // h.ID is set by parseDate, with TimeText
	rest = bytes.TrimLeft(rest[j+1:], " ")

	// Home-game club name.
	if len(rest) > 0 && rest[0] == '{' {
		k := bytes.Index(rest, []byte("} "))
		if k < 0 {
			return false, bad("unterminated club name")
		}
		h.HomeGame = p.In.Str(rest[1:k])
		rest = rest[k+2:]
	} else if h.HomeGame == "?" {
		h.HomeGame = ""
	}

	// The date follows the last " - ".
	k := parser.LastIndex(rest, " - ")
	if k < 0 {
		return false, bad("no date")
	}
	date := rest[k+3:]
	rest = rest[:k]
	if parser.HasPrefixFold(rest, "Tournament #") {
		other, err = p.parseTourney(rest[len("Tournament #"):])
	} else {
		other, err = p.cash(rest)
	}
	if err != nil || other {
		return other, err
	}
	return false, p.parseDate(date, id)
}

// parseTourney reads "3540610518, $0.98+$0.12 USD HORSE (7 Card Stud Hi/Lo Limit) - Level V (200/400)".
func (p *handParser) parseTourney(b []byte) (other bool, err error) {
	h := p.H
	h.Tournament = true
	h.Decimals = 0
	id, rest, ok := parser.Cut(b, ", ")
	if !ok || len(id) == 0 {
		return false, fmt.Errorf("%w: no tournament number", parser.ErrBadHeader)
	}
	h.TourneyID = p.In.Str(id)
	k := parser.LastIndex(rest, " - ")
	if k < 0 {
		return false, fmt.Errorf("%w: no level", parser.ErrBadHeader)
	}
	level := rest[k+3:]
	rest = rest[:k]
	// Buy-in: one token, plus a currency code when one follows.
	buyEnd := bytes.IndexByte(rest, ' ')
	if buyEnd < 0 {
		return false, fmt.Errorf("%w: no game", parser.ErrBadHeader)
	}
	if isCurrencyCode(rest[buyEnd+1:]) {
		buyEnd += 4
	}
	h.BuyIn = p.In.Str(rest[:buyEnd])
	game := rest[buyEnd+1:]
	if other, err := p.classify(game, false); other || err != nil {
		return other, err
	}
	// Level: "[Match Round I, ]Level V (200/400)".
	li := indexFold(level, "level ")
	if li < 0 {
		return false, fmt.Errorf("%w: no level", parser.ErrBadHeader)
	}
	lv, stakes, ok := parser.Cut(level[li+len("level "):], "(")
	if !ok || !parser.HasSuffix(stakes, ")") {
		return false, fmt.Errorf("%w: no stakes", parser.ErrBadHeader)
	}
	h.Level = p.In.Str(parser.TrimRight(lv))
	return false, p.parseStakes(stakes[:len(stakes)-1])
}

// cashHeader is what parseCash read from a hand's game and stakes, to be
// reused when a later hand's text is the same.
type cashHeader struct {
	ok       bool   // the fields below are kept
	text     []byte // the game and stakes text
	mix      string
	game     hand.Game
	currency string
	decimals int
	stakes   hand.Stakes
}

// cashHeaders keeps the game and stakes of the last few distinct cash
// headers: a file holds the hands of a few tables, whose headers repeat.
type cashHeaders struct {
	last [8]cashHeader
	next int // the entry to replace next
}

// cash is parseCash, skipped when b is the text of a recent cash hand.
func (p *handParser) cash(b []byte) (other bool, err error) {
	h, cs := p.H, &p.recentCash
	for i := range cs.last {
		if c := &cs.last[i]; c.ok && len(c.text) == len(b) && string(c.text) == string(b) {
			h.Mix, h.Game, h.Currency, h.Decimals, h.Stakes = c.mix, c.game, c.currency, c.decimals, c.stakes
			return false, nil
		}
	}
	if other, err = p.parseCash(b); err != nil || other {
		return other, err
	}
	c := &cs.last[cs.next]
	cs.next = (cs.next + 1) % len(cs.last)
	*c = cashHeader{true, append(c.text[:0], b...), h.Mix, h.Game, h.Currency, h.Decimals, h.Stakes}
	return false, nil
}

// isCurrencyCode reports whether b starts with a three-letter code and a space.
func isCurrencyCode(b []byte) bool {
	if len(b) < 4 || b[3] != ' ' {
		return false
	}
	for _, c := range b[:3] {
		if c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}

// parseCash reads "7 Card Stud Hi/Lo Limit ($0.04/$0.08 USD)" or
// "8-Game (7 Card Stud Hi/Lo Limit, $400/$800 USD)".
func (p *handParser) parseCash(b []byte) (other bool, err error) {
	open := bytes.IndexByte(b, '(')
	if open < 0 || !parser.HasSuffix(b, ")") {
		return false, fmt.Errorf("%w: no stakes", parser.ErrBadHeader)
	}
	inner := b[open+1 : len(b)-1]
	if isStakes(inner) {
		// "7 Card Stud Limit ($0.04/$0.08 USD)"
		if other, err := p.classify(bytes.TrimRight(b[:open], " "), false); other || err != nil {
			return other, err
		}
		return false, p.parseStakes(inner)
	}
	// "8-Game (7 Card Stud Hi/Lo Limit, $400/$800 USD)"
	game, stakes, ok := parser.Cut(inner, ", ")
	if other, err := p.classify(b, true); other || err != nil {
		return other, err
	}
	if !ok {
		return false, fmt.Errorf("%w: no stakes", parser.ErrBadHeader)
	}
	_ = game
	return false, p.parseStakes(stakes)
}

// isStakes reports whether b ("$0.04/$0.08 USD", "$2.50 / $5", "10/20")
// holds stakes rather than a game name ("7 Card Stud Hi/Lo Limit, $400/$800
// USD"): the two amounts of parser.SplitStakes, made of digits, separators
// and currency symbols.
func isStakes(b []byte) bool {
	s, ok := parser.SplitStakes(b)
	return ok && isAmount(s.Small) && isAmount(s.Big)
}

// isAmount reports whether b is made of digits, '.', ',' and currency
// symbols ("$", and the bytes of "€" and "£").
func isAmount(b []byte) bool {
	for _, c := range b {
		if !(c == '$' || c == '.' || c == ',' || c >= '0' && c <= '9' || c >= 0x80) {
			return false
		}
	}
	return true
}

// indexFold is bytes.Index ignoring ASCII case, for a lower-case pattern.
func indexFold(b []byte, pat string) int {
	for i := 0; i+len(pat) <= len(b); i++ {
		if bytes.EqualFold(b[i:i+len(pat)], []byte(pat)) {
			return i
		}
	}
	return -1
}

// labels are PokerStars' game labels, in lower case (the 2009 tournament
// export writes them in upper case): the stud family at fixed limit, and
// the other games its mixes and tables deal, counted as such.
var labels = func() parser.Labels {
	l := parser.Labels{
		"7 card stud hi/lo limit": hand.StudHiLo, "7 card stud limit": hand.StudHigh, "razz limit": hand.Razz,
	}
	for _, other := range []string{
		"7 card stud hi/lo no limit", "7 card stud hi/lo pot limit", "7 card stud no limit", "7 card stud pot limit",
		"razz no limit", "razz pot limit",
		"hold'em limit", "hold'em no limit", "hold'em pot limit", "6+ hold'em no limit", "6+ hold'em pot limit",
		"omaha limit", "omaha pot limit", "omaha no limit", "omaha hi/lo limit", "omaha hi/lo pot limit", "omaha hi/lo no limit",
		"5 card omaha pot limit", "5 card omaha hi/lo pot limit", "6 card omaha pot limit",
		"courchevel pot limit", "courchevel hi/lo pot limit",
		"5 card draw limit", "5 card draw no limit", "5 card draw pot limit",
		"triple draw 2-7 lowball limit", "triple draw 2-7 lowball no limit", "single draw 2-7 lowball no limit",
		"triple draw a-5 lowball limit", "badugi limit", "badeucy limit", "badacey limit",
	} {
		l[other] = hand.GameOther
	}
	return l
}()

// gameKind returns the game of a game label (hand.GameOther for another
// game), in any case; an unknown label is an error.
func gameKind(b []byte) (hand.Game, error) {
	var low [64]byte
	if len(b) > len(low) {
		return hand.GameOther, parser.UnknownLabel(b)
	}
	n := copy(low[:], b)
	for i, c := range low[:n] {
		if c >= 'A' && c <= 'Z' {
			low[i] = c + 'a' - 'A'
		}
	}
	g, err := labels.Game(low[:n])
	if err != nil {
		return g, parser.UnknownLabel(b)
	}
	return g, nil
}

// classify sets Game and Mix from "HORSE (7 Card Stud Hi/Lo Limit)" or
// "7 Card Stud Limit" (or, for cash mixes, "8-Game (Razz Limit, $1/$2)").
// It returns true for a game outside the stud family (its label kept for
// GameLabel), and an error for a game label it does not know.
func (p *handParser) classify(b []byte, cashMix bool) (bool, error) {
	h := p.H
	game := b
	if open := bytes.IndexByte(b, '('); open > 0 && parser.HasSuffix(b, ")") {
		mix := bytes.TrimRight(b[:open], " ")
		game = b[open+1 : len(b)-1]
		if cashMix {
			game, _, _ = parser.Cut(game, ", ")
		}
		h.Mix = p.In.Str(mix)
	}
	game = parser.TrimRight(game)
	var err error
	h.Game, err = gameKind(game)
	p.Label = game
	return h.Game == hand.GameOther, err
}

// parseStakes reads "$0.04/$0.08 USD", "$0.04/$0.08", "25/50", "10/20",
// "$2.50 / $5 USD" or "$0.04/$0.08, Ante $0.01 USD" (parser.SplitStakes).
func (p *handParser) parseStakes(b []byte) error {
	h := p.H
	st, ok := parser.SplitStakes(b)
	if !ok {
		return fmt.Errorf("%w: bad stakes %q", parser.ErrBadHeader, b)
	}
	small, big, code := st.Small, st.Big, st.Rest
	if !h.Tournament {
		switch {
		case (len(small) >= 1 && string(small[:1]) == "$"):
			h.Currency, h.Decimals = "USD", 2
		case (len(small) >= 3 && string(small[:3]) == "€"):
			h.Currency, h.Decimals = "EUR", 2
		case (len(small) >= 2 && string(small[:2]) == "£"):
			h.Currency, h.Decimals = "GBP", 2
		}
		if len(code) > 0 {
			h.Currency = p.In.Str(code)
			if h.Decimals == 0 {
				h.Decimals = 2
			}
		}
	}
	var err error
	if h.Stakes.SmallBet, err = syntax.Money(small, h.Decimals); err != nil {
		return fmt.Errorf("%w: bad stakes %q", parser.ErrBadHeader, b)
	}
	if h.Stakes.BigBet, err = syntax.Money(big, h.Decimals); err != nil {
		return fmt.Errorf("%w: bad stakes %q", parser.ErrBadHeader, b)
	}
	if st.Ante != nil {
		if h.Stakes.Ante, err = syntax.Money(st.Ante, h.Decimals); err != nil {
			return fmt.Errorf("%w: bad ante %q", parser.ErrBadHeader, b)
		}
	}
	return nil
}

// parseTable reads "Table 'Dawn II' 8-max[ Seat #1 is the button]".
func (p *handParser) parseTable(line []byte) error {
	h := p.H
	if !(len(line) >= 7 && string(line[:7]) == "Table '") {
		return fmt.Errorf("%w: %q", parser.ErrBadTable, parser.Clip(line))
	}
	rest := line[len("Table '"):]
	k := parser.LastIndex(rest, "' ")
	if k < 0 {
		return fmt.Errorf("%w: %q", parser.ErrBadTable, parser.Clip(line))
	}
	h.Table = p.In.Str(rest[:k])
	rest = rest[k+2:]
	if m := bytes.Index(rest, []byte("-max")); m > 0 {
		if n, ok := parser.Atoi(rest[:m]); ok {
			h.MaxSeats = n
		}
	}
	return nil
}
