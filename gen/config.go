// Package gen deals and plays synthetic Seven Card Stud Hi/Lo hands under a
// rule profile and writes them as PokerStars hand histories, optionally with
// exactly one injected misdeal or misrecord per chosen hand and a label file
// saying which. It applies the rules itself (bring-in, order of action, bet
// sizes, cap, all-ins, pots, the hi/lo split, rake): the replay engine is
// only used by the tests to judge what gen wrote.
package gen

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay/stakes"
)

// Stakes is one betting structure in cents: ante, bring-in, small and big bet.
type Stakes = hand.Stakes

// DefaultStakes are the structures of the oracle hands (oracle/PROFILE.md),
// as the stakes table (replay/stakes) lists them.
var DefaultStakes = rowsStakes(stakes.Of(stakes.Oracle))

// pokerStarsStakes are the PokerStars stud hi/lo cash structures of the
// stakes table.
var pokerStarsStakes = func() []Stakes {
	var out []Stakes
	for _, r := range stakes.Of(stakes.PokerStars) {
		if r.Game == hand.StudHiLo {
			out = append(out, r.Stakes())
		}
	}
	return out
}()

// rowsStakes returns the structures of table rows.
func rowsStakes(rows []stakes.Row) []Stakes {
	out := make([]Stakes, len(rows))
	for i, r := range rows {
		out[i] = r.Stakes()
	}
	return out
}

// Profile is the rule settings gen deals and acts under.
type Profile struct {
	Name        string
	CapBets     int     // bets per street counting the completion or opening bet (4 = bet + 3 raises)
	RakePct     int     // rake in percent of the pot
	RakeCapBig  int     // rake cap in big bets, 0 for none
	RakeCapCash int64   // rake cap in cents, 0 for none
	RakeShare   float64 // share of rake-eligible hands that are raked (single pot, past 3rd street)
	// OddChipEach gives the odd chips of a tied half one each from the
	// lowest seat on (no player gets more than one, RULES.md section 6);
	// otherwise the whole remainder goes to the lowest seat (the oracle).
	OddChipEach bool
	// CappedLine prints "Betting is capped" after the last bet a street's
	// cap allows, as the PokerStars client does.
	CappedLine bool
}

// Profiles known to gen by name. "oracle" follows oracle/PROFILE.md (rake
// 5% capped at 3 big bets); "pokerstars" the PokerStars files (rake 5%
// capped at $5, tied-half odd chips one each). Both rake only single-pot
// hands that went past 3rd street.
var Profiles = map[string]Profile{
	"oracle":     {Name: "oracle", CapBets: 4, RakePct: 5, RakeCapBig: 3, RakeShare: 1},
	"pokerstars": {Name: "pokerstars", CapBets: 4, RakePct: 5, RakeCapCash: 500, RakeShare: 1, OddChipEach: true, CappedLine: true},
}

// ProfileByName returns the named profile.
func ProfileByName(name string) (Profile, error) {
	p, ok := Profiles[name]
	if !ok {
		return Profile{}, fmt.Errorf("unknown profile %q (known: oracle, pokerstars)", name)
	}
	return p, nil
}

// Config says what to generate.
type Config struct {
	Hands      int      // number of hands in total
	Seed       uint64   // the same seed gives the same bytes
	MinPlayers int      // fewest players dealt in (2..8)
	MaxPlayers int      // most players dealt in (2..8)
	Stakes     []Stakes // structures to choose tables from; DefaultStakes if empty
	Profile    Profile  // rule settings; Profiles["oracle"] if Name is empty
	FaultRate  float64  // share of hands with one injected fault (0..1)
	// TableHands is the average number of hands per table session; 0 means 250.
	TableHands int
	// Workers is the number of tables generated at once; 0 means GOMAXPROCS.
	Workers int
	// Site is the site whose format the hands are written in (a name of
	// parser/sites with a Writer); "" means PokerStars.
	Site string
	// Players, when set, are the run's regulars instead of a generated
	// pool: named, with a style and fixed habits each (players.go).
	Players []Player
	// NoFamilyPots deals no table of family pots (by default every
	// seventh table is one, where everybody calls down).
	NoFamilyPots bool
	// DeepStacks makes every buy-in deep, 30 to 120 big bets (by default
	// three in ten are short, 1 to 9, and half the others medium).
	DeepStacks bool

	writer   *parser.Writer // Site's writer
	siteName string         // Site's name as the registry spells it

	pool []string  // the regulars' names, shared by all tables
	regs []regular // Players as regulars, by pool index; nil for a generated pool
}

// ErrConfig is wrapped by every configuration error.
var ErrConfig = errors.New("invalid gen configuration")

// withDefaults returns c with zero fields filled in, or an error.
func (c Config) withDefaults() (Config, error) {
	if c.Hands < 0 {
		return c, fmt.Errorf("%w: hands %d", ErrConfig, c.Hands)
	}
	if c.MinPlayers == 0 {
		c.MinPlayers = 2
	}
	if c.MaxPlayers == 0 {
		c.MaxPlayers = 8
	}
	if c.MinPlayers < 2 || c.MaxPlayers > 8 || c.MinPlayers > c.MaxPlayers {
		return c, fmt.Errorf("%w: players %d-%d (want 2 <= min <= max <= 8)", ErrConfig, c.MinPlayers, c.MaxPlayers)
	}
	if len(c.Stakes) == 0 {
		c.Stakes = DefaultStakes
	}
	for _, s := range c.Stakes {
		if s.Ante < 0 || s.BringIn <= 0 || s.SmallBet <= s.BringIn || s.BigBet < s.SmallBet {
			return c, fmt.Errorf("%w: stakes %+v", ErrConfig, s)
		}
	}
	if c.Profile.Name == "" {
		c.Profile = Profiles["oracle"]
	}
	if c.Profile.CapBets < 2 {
		return c, fmt.Errorf("%w: cap of %d bets", ErrConfig, c.Profile.CapBets)
	}
	if c.FaultRate < 0 || c.FaultRate > 1 {
		return c, fmt.Errorf("%w: fault rate %v", ErrConfig, c.FaultRate)
	}
	if c.TableHands <= 0 {
		c.TableHands = 250
	}
	if c.writer == nil {
		if c.Site == "" {
			c.Site = "PokerStars"
		}
		site, ok := sites.Lookup(c.Site)
		if !ok || site.Writer == nil {
			return c, fmt.Errorf("%w: no writer for site %q (sites with one: %s)", ErrConfig, c.Site, strings.Join(WritableSites(), ", "))
		}
		c.writer, c.siteName = site.Writer, site.Name
	}
	if len(c.Players) > 0 {
		regs, err := regulars(c.Players)
		if err != nil {
			return c, err
		}
		c.regs, c.pool = regs, poolNames(regs)
		return c, nil
	}
	// About one regular per 150 hands: each plays many hands over many tables.
	c.pool = namePool(c.Seed, min(max(c.Hands/150, 50), 20000))
	return c, nil
}

// ParseStakes reads a comma-separated list of cash structures written as
// "small/big" in dollars ("0.10/0.20,2/4"), taking ante and bring-in from the
// oracle table or the PokerStars files for known structures and otherwise ante = small/5 and
// bring-in = small/4 (rounded down, at least one cent), or
// "ante:bringin:small:big" in cents ("2:5:10:20").
func ParseStakes(list string) ([]Stakes, error) {
	var out []Stakes
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		s, err := parseOneStakes(f)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: empty stakes list", ErrConfig)
	}
	return out, nil
}

func parseOneStakes(f string) (Stakes, error) {
	if parts := strings.Split(f, ":"); len(parts) == 4 {
		var v [4]int64
		for i, p := range parts {
			n, err := strconv.ParseInt(p, 10, 64)
			if err != nil || n < 0 {
				return Stakes{}, fmt.Errorf("%w: stakes %q: bad cents %q", ErrConfig, f, p)
			}
			v[i] = n
		}
		s := Stakes{Ante: hand.Money(v[0]), BringIn: hand.Money(v[1]), SmallBet: hand.Money(v[2]), BigBet: hand.Money(v[3])}
		if s.BringIn <= 0 || s.SmallBet <= s.BringIn || s.BigBet < s.SmallBet {
			return Stakes{}, fmt.Errorf("%w: stakes %q", ErrConfig, f)
		}
		return s, nil
	}
	parts := strings.Split(strings.ReplaceAll(f, "$", ""), "/")
	if len(parts) != 2 {
		return Stakes{}, fmt.Errorf("%w: stakes %q: want small/big or ante:bringin:small:big", ErrConfig, f)
	}
	small, err1 := parseDollars(parts[0])
	big, err2 := parseDollars(parts[1])
	if err1 != nil || err2 != nil || small <= 0 || big < small {
		return Stakes{}, fmt.Errorf("%w: stakes %q", ErrConfig, f)
	}
	for _, s := range append(DefaultStakes[:len(DefaultStakes):len(DefaultStakes)], pokerStarsStakes...) {
		if s.SmallBet == small && s.BigBet == big {
			return s, nil
		}
	}
	s := Stakes{Ante: max(small/5, 1), BringIn: max(small/4, 1), SmallBet: small, BigBet: big}
	if s.BringIn >= s.SmallBet {
		return Stakes{}, fmt.Errorf("%w: stakes %q too small for a bring-in below the small bet", ErrConfig, f)
	}
	return s, nil
}

// parseDollars reads "0.10", "2" or "2.5" as cents.
func parseDollars(s string) (hand.Money, error) {
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) > 2 || whole == "" && frac == "" {
		return 0, fmt.Errorf("bad amount %q", s)
	}
	w, err := strconv.ParseInt(whole+"0", 10, 64) // "0" keeps "" valid
	if err != nil {
		return 0, err
	}
	frac += strings.Repeat("0", 2-len(frac))
	c, err := strconv.ParseInt(frac, 10, 64)
	if err != nil {
		return 0, err
	}
	return hand.Money(w/10*100 + c), nil
}

// WritableSites lists the sites gen can write, in registry order.
func WritableSites() []string {
	var names []string
	for _, s := range sites.All {
		if s.Writer != nil {
			names = append(names, s.Name)
		}
	}
	return names
}

// appendHand appends the text of h in the configured site's format (with
// what separates hands, and the file's opening when the session is new).
func (c *Config) appendHand(b []byte, h *hand.Hand) ([]byte, error) {
	if len(b) == 0 && c.writer.Begin != nil {
		b = c.writer.Begin(b, h)
	}
	return c.writer.Append(b, h)
}

// closeSession ends the text of a session (an XML format's root element).
func (c *Config) closeSession(b []byte) []byte {
	if c.writer.End != nil && len(b) > 0 {
		return c.writer.End(b)
	}
	return b
}
