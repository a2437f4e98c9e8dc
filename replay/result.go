package replay

import (
	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// Code names a kind of finding, from RULES.md section 9.
type Code string

// Finding codes (RULES.md section 9).
const (
	BringInWrongPlayer    Code = "bringin.wrong_player"
	BringInWrongAmount    Code = "bringin.wrong_amount"
	BetWrongSize          Code = "bet.wrong_size"
	RaiseCapExceeded      Code = "raise.cap_exceeded"
	ActionOutOfTurn       Code = "action.out_of_turn"
	StreetWrongFirstActor Code = "street.wrong_first_actor"
	PotMisaward           Code = "pot.misaward"
	PotNotConserved       Code = "pot.not_conserved"
	PotTotalMismatch      Code = "pot.total_mismatch"
	RakeExcessive         Code = "rake.excessive"
	CardDuplicate         Code = "card.duplicate"
	LowNotQualified       Code = "low.not_qualified"
	StackMismatch         Code = "stack.mismatch"
	// AnteWrongAmount is not in RULES.md section 9 yet: an ante (not
	// all-in) that is not the structure's, known from the stakes table or
	// learnt from the run (Structures).
	AnteWrongAmount Code = "ante.wrong_amount"
	// AllInChipsLeft is not in RULES.md section 9 either: an action the
	// history writes all-in although the player's stack leaves chips
	// behind. The action is replayed as not all-in, so a short bet is also
	// bet.wrong_size.
	AllInChipsLeft Code = "allin.chips_left"
)

// Severity says how much a finding matters to an auditor.
type Severity uint8

// Severities.
const (
	Info  Severity = iota // a record oddity that moves no money
	Warn                  // a rule broken without money moving wrongly
	Error                 // money moved wrongly or does not add up
)

// Finding is one disagreement between the history and the rules.
type Finding struct {
	Code     Code
	Severity Severity
	Street   hand.Street
	Line     int // line of the history the finding points at
	Action   int // index into Result.Actions, -1 if not about an action
	Player   int // index into Hand.Seats, -1 if none
	Expected hand.Money
	Actual   hand.Money
	Message  string // a sentence a person can read
}

// Action is one betting action as replayed, with the pot after it.
type Action struct {
	Event    int // index into Hand.Events
	Player   int
	Amount   hand.Money // chips added by this action
	To       hand.Money // player's street total after the action
	PotAfter hand.Money
	Line     int
	Street   hand.Street
	Kind     hand.Kind
	AllIn    bool
}

// Award is an amount of one pot half won by one player.
type Award struct {
	Player int // index into Hand.Seats
	Amount hand.Money
}

// Pot is one pot (main or side) with its eligible players and its split.
type Pot struct {
	Kind         string     // "main", "side-1", "side-2"...
	Amount       hand.Money // after rake
	AmountRaw    hand.Money // before rake
	Eligible     []int      // indexes into Hand.Seats
	High         []Award
	Low          []Award
	LowQualified bool
	// Declared lists the history's collect lines for this pot, in order,
	// each assigned to the half it was inferred to pay (see DeclaredLow).
	Declared []DeclaredAward
}

// DeclaredAward is one `collected` line of the history for one pot, with
// the half it was inferred to pay (PokerStars prints no hi/lo label).
type DeclaredAward struct {
	Player int // index into Hand.Seats
	Amount hand.Money
	Low    bool // inferred to pay the low half
	Line   int
}

// PlayerResult is one player's money and facts in one hand.
type PlayerResult struct {
	Player    int           // index into Hand.Seats
	PutIn     [8]hand.Money // by street: [0] antes, [3]..[7] streets, net of uncalled returns
	Total     hand.Money    // everything put in, net of uncalled bets returned
	Returned  hand.Money    // uncalled bets returned
	Collected hand.Money    // collected from pots (as computed by the rules)
	Declared  hand.Money    // collected as the history declares
	Net       hand.Money    // Declared - Total: what the stack really changed by
	Cards     [7]cards.Card // own cards in deal order, cards.None where unknown
	Up        [7]bool       // Cards[i] was dealt face up
	Dealt     [7]bool       // Cards[i] was printed on its deal line (up cards, the hero's down cards)
	High      string        // best high as PokerStars words it, "" if unknown
	Low       string        // best 8-or-better low ("8,7,6,3,A"), "" if none or unknown
	Facts     Facts         //
	SawStreet [8]bool       // dealt into street s (index 3..7)
}

// Facts are the per-player flags reports are built from.
type Facts struct {
	BroughtIn bool // posted the bring-in
	Completed bool // completed the bring-in on 3rd street
	VPIP      bool // voluntarily put chips in on 3rd street (the bring-in post is not voluntary)
	Raised    bool // bet or raised on any street
	Showdown  bool // reached the showdown with cards
	WonHigh   bool // won (part of) a high half
	WonLow    bool // won (part of) a low half
	Scooped   bool // won every half of every pot contested at showdown
	Quartered bool // won a quarter: shared a half with another player
	AllIn     bool // went all-in
	FoldedOn  hand.Street
}

// Check is one audit check and whether the known cards allowed it.
type Check struct {
	Name string // "bring-in", "first actor 4th", "high half of main pot"...
	Made bool   // false when unknown cards made the check impossible
	Why  string // when not made, why
}

// Result is the replay of one hand under one profile.
type Result struct {
	Hand     *hand.Hand
	Profile  string
	Players  []PlayerResult // same order as Hand.Seats
	Actions  []Action
	Pots     []Pot
	TotalPot hand.Money // computed from the actions
	Rake     hand.Money // as declared
	Jackpot  hand.Money // the jackpot fee, as declared (taken from the pots with the rake)
	Reached  hand.Street
	Board    cards.Card // the community card, cards.None when none was dealt
	// Unreturned is a bet nobody matched that the history did not return to
	// UnreturnedTo (a player index); it is left out of TotalPot and the pots.
	Unreturned   hand.Money
	UnreturnedTo int
	Findings     []Finding
	profile      *Profile
	Checks       []Check
}
