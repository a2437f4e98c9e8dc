// Package hand is the neutral hand model shared by the parsers, the replay
// engine and the store: one stud hand as a site wrote it, with every event in
// order and the line it came from. It knows nothing of any site's text format
// and nothing of storage.
package hand

import (
	"fmt"
	"strconv"
	"time"

	"github.com/stud8/stud8/cards"
)

// Pos is a position in a hand-history file. Line is 1-based; 0 means unknown.
type Pos struct {
	File string
	Line int
}

// String formats the position as "file:line" (or just one of them).
func (p Pos) String() string {
	switch {
	case p.File == "" && p.Line == 0:
		return "-"
	case p.File == "":
		return strconv.Itoa(p.Line)
	case p.Line == 0:
		return p.File
	}
	return p.File + ":" + strconv.Itoa(p.Line)
}

// Money is an exact amount in the hand's smallest unit: cents for cash
// games, chips for tournaments and play money. Never a float.
type Money int64

// Format writes m as a decimal string with the given number of decimals
// ("0.40" for 40 with 2 decimals, "1200" for 1200 with 0).
func (m Money) Format(decimals int) string {
	if decimals <= 0 {
		return strconv.FormatInt(int64(m), 10)
	}
	neg := m < 0
	if neg {
		m = -m
	}
	div := Money(1)
	for i := 0; i < decimals; i++ {
		div *= 10
	}
	s := strconv.FormatInt(int64(m/div), 10) + "." + fmt.Sprintf("%0*d", decimals, int64(m%div))
	if neg {
		s = "-" + s
	}
	return s
}

// Game is the game of one hand.
type Game uint8

// Games of the stud family. GameOther is any game stud8 does not replay.
const (
	GameOther Game = iota
	StudHiLo
	StudHigh
	Razz
)

var gameNames = [...]string{"other", "stud8", "stud", "razz"}

// String returns the short game name used in reports: "stud8", "stud", "razz".
func (g Game) String() string {
	if int(g) < len(gameNames) {
		return gameNames[g]
	}
	return "game(" + strconv.Itoa(int(g)) + ")"
}

// ParseGame is the inverse of Game.String.
func ParseGame(s string) (Game, bool) {
	for i, n := range gameNames {
		if n == s {
			return Game(i), true
		}
	}
	return GameOther, false
}

// Street is a betting round: 3 (third street) to 7 (seventh street, the river).
// NoStreet (0) marks events outside the betting (antes, summary).
type Street uint8

// Streets.
const (
	NoStreet Street = 0
	Third    Street = 3
	Fourth   Street = 4
	Fifth    Street = 5
	Sixth    Street = 6
	Seventh  Street = 7
)

// String returns "3rd", "4th", "5th", "6th", "7th", or "" for NoStreet.
func (s Street) String() string {
	switch s {
	case Third:
		return "3rd"
	case Fourth, Fifth, Sixth, Seventh:
		return strconv.Itoa(int(s)) + "th"
	}
	return ""
}

// Stakes is the betting structure of a fixed-limit stud hand.
type Stakes struct {
	Ante     Money
	BringIn  Money
	SmallBet Money
	BigBet   Money
}

// MaxSeatNum is the largest seat number a hand may carry: a reader refuses
// a seat line beyond it (real tables number their seats 1 to 10; PHH's
// seats field allows two digits).
const MaxSeatNum = 99

// Seat is one player seated at the start of the hand.
type Seat struct {
	Num        int    // seat number as printed (1 to MaxSeatNum, not contiguous)
	Name       string // player name exactly as printed
	Stack      Money  // starting stack
	SittingOut bool   // "is sitting out" on the seat line
	Line       int
}

// Kind is the kind of an event.
type Kind uint8

// Event kinds, in the order a hand usually shows them.
const (
	Ante             Kind = iota + 1 // Amount posted (may be all-in)
	Deal                             // Cards dealt to Player this street (see Event)
	Board                            // community card: Cards[0], Player = -1
	BringIn                          // Amount
	Complete                         // completion of the bring-in: Amount = increment, To = street total
	Bet                              // Amount
	Call                             // Amount added by the call
	Raise                            // Amount = increment as written, To = street total
	Check                            // no amount
	Fold                             // no amount
	Uncalled                         // Amount returned to Player
	Show                             // Cards shown, Text = description as written
	Muck                             // "mucks hand" (cards, if any, come from the summary)
	NoShow                           // "doesn't show hand"
	Collect                          // Amount collected by Player from Text ("pot", "main pot", "side pot-1")
	NoLow                            // "No low hand qualified"
	Capped                           // "Betting is capped"
	DoubleBetAllowed                 // "Pair on board - a double bet is allowed"
)

var kindNames = [...]string{"", "ante", "deal", "board", "bring-in", "complete", "bet", "call", "raise",
	"check", "fold", "uncalled", "show", "muck", "no-show", "collect", "no-low", "capped", "double-bet-allowed"}

// String returns the kind's name as used in JSON and the store ("bring-in", "raise"...).
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// ParseKind is the inverse of Kind.String.
func ParseKind(s string) (Kind, bool) {
	for i, n := range kindNames {
		if i > 0 && n == s {
			return Kind(i), true
		}
	}
	return 0, false
}

// IsBetting reports whether k is a player's betting action (bring-in to fold).
func (k Kind) IsBetting() bool { return k >= BringIn && k <= Fold }

// MaxCards is the most cards one event carries (a seven-card show).
const MaxCards = 7

// Event is one line of the hand that matters to the replay, in file order.
//
// Deal events carry only the cards new on that street, in deal order, with
// Down marking which of them are face down: on 3rd street two down cards and
// the up card (an opponent's down cards are cards.None), on 4th-6th one up card,
// on 7th one down card (only the hero's is ever printed).
//
// The small fields come first, so that they share one word with the cards
// and an Event is 64 bytes (72 with Player between Street and AllIn).
type Event struct {
	Kind   Kind
	Street Street // street the event happened on; NoStreet for antes and the summary
	AllIn  bool   // "and is all-in"
	NCards uint8
	Down   uint8 // bit i set: Cards[i] was dealt face down
	Cards  [MaxCards]cards.Card
	Player int // index into Hand.Seats; -1 when no player
	Amount Money
	To     Money  // Raise and Complete: the player's total for the street
	Text   string // Show: hand description; Collect: pot name as written
	Line   int
}

// CardList returns the event's cards as a slice (sharing no memory with the event).
func (e *Event) CardList() []cards.Card {
	out := make([]cards.Card, e.NCards)
	copy(out, e.Cards[:e.NCards])
	return out
}

// SetCards stores cs (at most MaxCards) in the event.
func (e *Event) SetCards(cs ...cards.Card) {
	e.NCards = uint8(copy(e.Cards[:], cs))
}

// IsDown reports whether the i-th dealt card was face down.
func (e *Event) IsDown(i int) bool { return e.Down&(1<<uint(i)) != 0 }

// Outcome is what a summary seat line says happened to the player.
type Outcome uint8

// Outcomes of summary seat lines.
const (
	OutFolded     Outcome = iota + 1 // "folded on the 3rd Street (didn't bet)"
	OutCollected                     // "collected ($0.12)" without showdown
	OutShowedWon                     // "showed [...] and won ($0.40) with ..."
	OutShowedLost                    // "showed [...] and lost with ..."
	OutMucked                        // "mucked [...]"
	OutOther                         // anything else, kept as text
)

// SeatResult is one seat line of the summary, as declared.
type SeatResult struct {
	Player   int     // index into Hand.Seats
	Outcome  Outcome //
	Street   Street  // OutFolded: the street folded on
	DidntBet bool    // OutFolded: "(didn't bet)"
	Amount   Money   // OutCollected, OutShowedWon: the amount in parentheses
	NCards   uint8
	Cards    [MaxCards]cards.Card
	Text     string // description after "with", or the raw remainder for OutOther
	Line     int
}

// Summary is the summary section as the site declared it.
type Summary struct {
	TotalPot Money
	MainPot  Money   // 0 when no main/side split is printed
	SidePots []Money // side pots as printed, in order
	Rake     Money
	HasRake  bool  // a rake figure was printed
	Jackpot  Money // a jackpot fee taken beside the rake ("JP Fee $0.02"): nets sum to minus Rake + Jackpot
	Board    cards.Card
	Seats    []SeatResult
	Line     int // line of "*** SUMMARY ***"
	// AwardsByRules: the history declares no awards (a PHH hand without
	// winnings or finishing_stacks); the replay decides every pot under
	// the rules, and its awards are the hand's collections.
	AwardsByRules bool
}

// Hand is one hand as written by a site, in the site-neutral model.
type Hand struct {
	Site string // "PokerStars"
	ID   string // site hand number, digits only
	Game Game
	Mix  string // mixed-game name ("8-Game", "HORSE", "Triple Stud"), "" if none

	Tournament bool
	TourneyID  string // tournament number, "" for cash
	BuyIn      string // as written ("$10+$1", "100+9"), "" for cash
	Level      string // roman level as written ("IV"), "" for cash
	HomeGame   string // home-game club name, "" if none

	Currency string // "USD", "EUR"..., "" for chips or play money
	Decimals int    // decimals of one unit of Money: 2 for cash, 0 for chips
	Stakes   Stakes

	Table    string
	MaxSeats int

	TimeText string    // start time as written, with its zone ("2009/11/26 10:27:46 ET")
	Time     time.Time // start time in UTC; zero if it could not be read

	Seats   []Seat
	Events  []Event
	Summary Summary

	Pos     Pos // file and line of the header
	EndLine int // last line of the hand
}

// PlayerIndex returns the index in Seats of the player named name, or -1.
func (h *Hand) PlayerIndex(name string) int {
	for i := range h.Seats {
		if h.Seats[i].Name == name {
			return i
		}
	}
	return -1
}

// Name returns the name of player index i, or "" for -1.
func (h *Hand) Name(i int) string {
	if i < 0 || i >= len(h.Seats) {
		return ""
	}
	return h.Seats[i].Name
}

// Money formats m in the hand's unit.
func (h *Hand) Money(m Money) string { return m.Format(h.Decimals) }

// Key identifies a hand across files: the site and the site's hand id.
func (h *Hand) Key() string { return h.Site + "#" + h.ID }

// Unit is the unit of the hand's money in reports: its currency ("USD"),
// "chips" for a tournament, "play" for play money. Reports never add money
// of different units; this is the one definition of the rule in Go.
func (h *Hand) Unit() string {
	switch {
	case h.Currency != "":
		return h.Currency
	case h.Tournament:
		return "chips"
	}
	return "play"
}

// CentScale is what a Money of the hand is multiplied by to give hundredths
// of its unit (the unscaled value of a DECIMAL(18,2)): 100 for whole units,
// 10 for one decimal, 1 for two; ok is false for more decimals, which
// hundredths cannot hold exactly.
func (h *Hand) CentScale() (scale int64, ok bool) {
	switch h.Decimals {
	case 0:
		return 100, true
	case 1:
		return 10, true
	case 2:
		return 1, true
	}
	return 0, false
}

// StakesText is the hand's stakes as hands.stakes stores them: "small/big"
// in the hand's unit ("2/4", "0.04/0.08").
func (h *Hand) StakesText() string {
	return h.Money(h.Stakes.SmallBet) + "/" + h.Money(h.Stakes.BigBet)
}
