package fact

import (
	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// Hand is what a replay adds to a hand for its own tables (hands,
// hand_players, actions, pots, awards, findings, cards_printed, shows);
// what the hand itself says the store reads from hand.Hand. Amounts typed
// hand.Money are in the hand's units; the store scales them.
type Hand struct {
	Hand       *hand.Hand
	Profile    string      // the replay profile's name
	TotalPot   hand.Money  // computed from the actions
	Rake       hand.Money  // as declared
	Jackpot    hand.Money  // the jackpot fee, as declared
	Reached    hand.Street // the last street dealt
	SeatsDealt int         // players dealt in
	Showdown   bool        // a player went to showdown
	Players    []Player    // in the order of the replay's players
	Actions    []Action    // the betting actions, in hand order
	Pots       []Pot
	Findings   []Finding
	Printed    []Printed
	Shows      []Show
}

// Player is one player's hand_players row (less what hand.Seat says).
type Player struct {
	Seat                                          int           // index into Hand.Seats
	DealtIn                                       bool          // dealt into 3rd street
	Cards                                         [7]cards.Card // own cards in deal order, cards.None where unknown
	PutIn                                         [6]hand.Money // antes, then 3rd to 7th street
	Total                                         hand.Money
	Returned                                      hand.Money // uncalled bets returned
	Collected                                     hand.Money // collected from pots, by the rules
	Declared                                      hand.Money // collected, as the history declares
	Net                                           hand.Money
	BroughtIn, Completed, VPIP, Raised, AllIn     bool
	Saw                                           [4]bool     // 4th to 7th street
	FoldedOn                                      hand.Street // hand.NoStreet when he did not fold
	Showdown, WonHigh, WonLow, Scooped, Quartered bool
	High, Low                                     string // the best hands as worded, "" if none or unknown
	// Liveness is the class of liveness of his start
	// (docs/definitions.md#liveness), "" (NULL) when a down card is
	// unknown or the start needs nothing.
	Liveness string
}

// Action is one betting action's actions row.
type Action struct {
	Seq      int // 1-based place among the replay's actions (betting or not)
	Street   hand.Street
	Seat     int       // index into Hand.Seats
	Kind     hand.Kind // hand.BringIn to hand.Fold
	Amount   hand.Money
	To       hand.Money // the player's street total after a raise or completion
	AllIn    bool
	PotAfter hand.Money
	Line     int
}

// Pot is one pots row and its awards rows.
type Pot struct {
	Kind         string     // "main", "side-1"...
	Amount       hand.Money // after rake
	AmountRaw    hand.Money // before rake
	Eligible     []string   // the eligible players' names
	LowQualified bool
	High, Low    []Award
}

// Award is one awards row: a share of a pot's half.
type Award struct {
	Seat   int // index into Hand.Seats
	Amount hand.Money
}

// Severities of a Finding, the labels of the findings' severity enum by
// value.
var SeverityNames = [...]string{"info", "warn", "error"}

// Finding is one findings row.
type Finding struct {
	Code     string
	Severity int8        // index into SeverityNames
	Street   hand.Street // hand.NoStreet for none (NULL)
	Line     int         // 0 for none (NULL)
	// ActionSeq is the 1-based action the finding is about, 0 for none.
	ActionSeq int
	// Seated says the finding is about a player: his seat number and name.
	Seated bool
	Seat   int
	Player string
	// Expected and Actual are hundredths; both 0 for none (NULL).
	Expected, Actual int64
	Message          string
}

// Printed is one cards_printed row: which of a player's cards the
// history printed on their deal lines.
type Printed struct {
	Seat int   // seat number
	Mask int64 // bit k: card k in deal order
}

// Show is one shows row: a show or muck line.
type Show struct {
	Street      hand.Street
	AfterAction int // the replay's actions (betting or not) before it
	Seat        int // seat number
	Kind        string
	Cards       string // space-separated, "" for none (NULL)
	Description string // "" for none (NULL)
}

// HandFinding is a finding made about a stored hand after its import (the
// structures learnt from a whole run), with the hand's site and id.
type HandFinding struct {
	Site, HandID string
	Finding      Finding
}
