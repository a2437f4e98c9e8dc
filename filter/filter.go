// Package filter holds Filter, the one selection of stored hands and players
// that stud8's readers share: the reports, the web pages and the exports
// take it, and the reports' SQL (reports/sql/views/10_base.sql, r_keep and
// r_who) defines what each field selects. It is a leaf: it imports nothing
// of stud8, so every package may use it.
package filter

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"
	"time"
)

// Filter holds the values of the filters; zero values mean "no filter".
// Use ParseStakes for Small and Big.
type Filter struct {
	Player     string    // exact player name (dealt in)
	PlayerLike string    // player name pattern (LIKE, any case)
	Person     string    // every account of this person (stud8 alias; an account without one is its own person)
	Site       string    // site name as stored ("PokerStars")
	Game       string    // "stud8", "stud", "razz"
	Small, Big string    // stakes as decimal numbers ("5", "10"); both or neither
	Currency   string    // unit of money: "USD", "chips", "play" (any case)
	From, To   time.Time // days, UTC; zero = open
	// MinHands keeps the players with at least this many hands in the
	// selection (reports that count players).
	MinHands int
	// GapMinutes splits a player's sessions (sessions report); 0 means the
	// reports' default.
	GapMinutes int
	// Location is the time zone times are shown in (their columns are
	// labelled with it); nil means UTC. Day filters are UTC days.
	Location *time.Location
	// Rows orders and pages the report's rows in the database; the zero
	// Rows keeps the report's own order and every row.
	Rows Rows
	// ByPerson sums the rows of the reports that can (summary, stats,
	// luck) over each person's accounts: their player column is the
	// person's, named person.
	ByPerson bool
}

// SelectsAllHands reports whether f keeps every stored hand: no player,
// person, site, game, stakes, unit or day filter (MinHands, GapMinutes,
// Location, Rows and ByPerson do not choose hands).
func (f Filter) SelectsAllHands() bool {
	return f.Player == "" && f.PlayerLike == "" && f.Person == "" && f.Site == "" && f.Game == "" &&
		f.Small == "" && f.Big == "" && f.Currency == "" && f.From.IsZero() && f.To.IsZero()
}

// Rows selects part of a report's rows, sorted in the database so that a
// page of a large report costs what its rows cost, not what the whole
// report costs to move and print.
type Rows struct {
	// OrderBy names a column of the report to sort by (ties keep the
	// report's own order); empty keeps the report's order.
	OrderBy string
	// Desc sorts largest first. Missing values (NULL) always come last.
	Desc bool
	// Limit is the most rows returned (0: no limit), after skipping
	// Offset rows.
	Limit, Offset int
}

// Paged reports whether p changes the report's rows.
func (p Rows) Paged() bool { return p.OrderBy != "" || p.Limit > 0 || p.Offset > 0 }

// stakesRE matches stakes as users type them: "5/10", "$5/$10",
// "5.00/10.00", "0.04-0.08", "€2/€4".
var stakesRE = regexp.MustCompile(`^\s*[$€£]?\s*([0-9]+(?:\.[0-9]+)?)\s*[/-]\s*[$€£]?\s*([0-9]+(?:\.[0-9]+)?)\s*$`)

// maxStakeDigits is the most digits before the point of a stake: the
// stakes are DECIMAL(18,2) in the database.
const maxStakeDigits = 16

// ParseStakes reads stakes as users type them into the filter's small and
// big bets, compared as numbers (5/10 matches the stored 5.00/10.00).
func ParseStakes(s string) (small, bigBet string, err error) {
	m := stakesRE.FindStringSubmatch(s)
	if m == nil {
		return "", "", fmt.Errorf("stakes %q: want small/big, e.g. 5/10, $5/$10 or 0.04/0.08", s)
	}
	for _, v := range m[1:3] {
		if whole, _, _ := strings.Cut(v, "."); len(strings.TrimLeft(whole, "0")) > maxStakeDigits {
			return "", "", fmt.Errorf("stakes %q: at most %d digits before the point", s, maxStakeDigits)
		}
		if r, ok := new(big.Rat).SetString(v); !ok || !r.Mul(r, big.NewRat(100, 1)).IsInt() {
			return "", "", fmt.Errorf("stakes %q: at most two decimals", s)
		}
	}
	return m[1], m[2], nil
}
