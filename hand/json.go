package hand

import (
	"encoding/json"
	"strconv"
	"time"

	"github.com/stud8/stud8/cards"
)

// MarshalJSON renders a hand as one stable JSON object: fields in a fixed
// order, kinds, games and outcomes by name, cards as "Ah" ("??" for an
// unknown card), money as Amount strings with the hand's decimals. It is the
// format of `stud8 parse --format jsonl` and of the site parsers' golden files.
func MarshalJSON(h *Hand) ([]byte, error) { return json.Marshal(ToJSON(h)) }

// MarshalJSONIndent is MarshalJSON with indentation, for golden files.
func MarshalJSONIndent(h *Hand) ([]byte, error) { return json.MarshalIndent(ToJSON(h), "", "  ") }

// JSONHand is the JSON form of a Hand, field by field in a fixed order.
type JSONHand struct {
	Site       string      `json:"site"`
	ID         string      `json:"id"`
	Game       string      `json:"game"`
	Mix        string      `json:"mix,omitempty"`
	Tournament bool        `json:"tournament,omitempty"`
	TourneyID  string      `json:"tourney_id,omitempty"`
	BuyIn      string      `json:"buy_in,omitempty"`
	Level      string      `json:"level,omitempty"`
	HomeGame   string      `json:"home_game,omitempty"`
	Currency   string      `json:"currency,omitempty"`
	Decimals   int         `json:"decimals"`
	Stakes     JSONStakes  `json:"stakes"`
	Table      string      `json:"table"`
	MaxSeats   int         `json:"max_seats"`
	TimeText   string      `json:"time_text"`
	Time       string      `json:"time,omitempty"`
	Seats      []JSONSeat  `json:"seats,omitempty"`
	Events     []JSONEvent `json:"events,omitempty"`
	Summary    JSONSummary `json:"summary,omitzero"`
	File       string      `json:"file,omitempty"`
	Line       int         `json:"line"`
	EndLine    int         `json:"end_line"`
}

// JSONStakes is the JSON form of Stakes.
type JSONStakes struct {
	Ante     Amount `json:"ante"`
	BringIn  Amount `json:"bring_in"`
	SmallBet Amount `json:"small_bet"`
	BigBet   Amount `json:"big_bet"`
}

// JSONSeat is the JSON form of a Seat.
type JSONSeat struct {
	Num        int    `json:"seat"`
	Name       string `json:"name"`
	Stack      Amount `json:"stack"`
	SittingOut bool   `json:"sitting_out,omitempty"`
	Line       int    `json:"line"`
}

// JSONEvent is the JSON form of an Event.
type JSONEvent struct {
	Kind   string   `json:"kind"`
	Street int      `json:"street,omitempty"`
	Player string   `json:"player,omitempty"`
	Amount Amount   `json:"amount,omitzero"`
	To     Amount   `json:"to,omitzero"`
	AllIn  bool     `json:"all_in,omitempty"`
	Cards  []string `json:"cards,omitempty"`
	Down   []bool   `json:"down,omitempty"`
	Text   string   `json:"text,omitempty"`
	Line   int      `json:"line"`
}

// JSONSummary is the JSON form of the declared Summary.
type JSONSummary struct {
	TotalPot Amount       `json:"total_pot"`
	MainPot  Amount       `json:"main_pot,omitzero"`
	SidePots []Amount     `json:"side_pots,omitempty"`
	Rake     Amount       `json:"rake"`
	HasRake  bool         `json:"has_rake"`
	Jackpot  Amount       `json:"jackpot,omitzero"`
	Board    string       `json:"board,omitempty"`
	Seats    []JSONResult `json:"seats,omitempty"`
	Line     int          `json:"line"`
	// AwardsByRules is Summary.AwardsByRules.
	AwardsByRules bool `json:"awards_by_rules,omitempty"`
}

// JSONResult is the JSON form of a SeatResult.
type JSONResult struct {
	Player   string   `json:"player"`
	Outcome  string   `json:"outcome"`
	Street   int      `json:"street,omitempty"`
	DidntBet bool     `json:"didnt_bet,omitempty"`
	Amount   Amount   `json:"amount,omitzero"`
	Cards    []string `json:"cards,omitempty"`
	Text     string   `json:"text,omitempty"`
	Line     int      `json:"line"`
}

// Amount is money as every stud8 JSON output writes it: a string with the
// hand's decimals ("0.40"; "1200" in tournament chips), exact, and the same
// form as the replay's and the reports' JSON.
type Amount struct {
	Money    Money
	Decimals int
}

// MarshalJSON writes the amount as a JSON string.
func (a Amount) MarshalJSON() ([]byte, error) {
	return strconv.AppendQuote(nil, a.Money.Format(a.Decimals)), nil
}

// IsZero reports a zero amount (omitted where the field is optional).
func (a Amount) IsZero() bool { return a.Money == 0 }

var outcomeNames = [...]string{"", "folded", "collected", "showed-won", "showed-lost", "mucked", "other"}

func cardStrings(cs []cards.Card) []string {
	if len(cs) == 0 {
		return nil
	}
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// ToJSON is the JSON form of h.
func ToJSON(h *Hand) JSONHand {
	d := h.Decimals
	amt := func(m Money) Amount { return Amount{m, d} }
	j := JSONHand{
		Site: h.Site, ID: h.ID, Game: h.Game.String(), Mix: h.Mix, Tournament: h.Tournament,
		TourneyID: h.TourneyID, BuyIn: h.BuyIn, Level: h.Level, HomeGame: h.HomeGame,
		Currency: h.Currency, Decimals: h.Decimals,
		Stakes: JSONStakes{amt(h.Stakes.Ante), amt(h.Stakes.BringIn), amt(h.Stakes.SmallBet), amt(h.Stakes.BigBet)},
		Table:  h.Table, MaxSeats: h.MaxSeats, TimeText: h.TimeText,
		File: h.Pos.File, Line: h.Pos.Line, EndLine: h.EndLine,
		Seats:  make([]JSONSeat, len(h.Seats)),
		Events: make([]JSONEvent, len(h.Events)),
	}
	if !h.Time.IsZero() {
		j.Time = h.Time.UTC().Format(time.RFC3339)
	}
	for i, s := range h.Seats {
		j.Seats[i] = JSONSeat{s.Num, s.Name, amt(s.Stack), s.SittingOut, s.Line}
	}
	for i := range h.Events {
		e := &h.Events[i]
		je := JSONEvent{Kind: e.Kind.String(), Street: int(e.Street), Player: h.Name(e.Player),
			Amount: amt(e.Amount), To: amt(e.To), AllIn: e.AllIn, Text: e.Text, Line: e.Line,
			Cards: cardStrings(e.Cards[:e.NCards])}
		if e.Down != 0 {
			je.Down = make([]bool, e.NCards)
			for k := range je.Down {
				je.Down[k] = e.IsDown(k)
			}
		}
		j.Events[i] = je
	}
	s := h.Summary
	var sides []Amount
	for _, p := range s.SidePots {
		sides = append(sides, amt(p))
	}
	j.Summary = JSONSummary{TotalPot: amt(s.TotalPot), MainPot: amt(s.MainPot), SidePots: sides, Rake: amt(s.Rake),
		HasRake: s.HasRake, Jackpot: amt(s.Jackpot), Line: s.Line, Seats: make([]JSONResult, len(s.Seats)), AwardsByRules: s.AwardsByRules}
	if s.Board != cards.None {
		j.Summary.Board = s.Board.String()
	}
	for i, r := range s.Seats {
		out := ""
		if int(r.Outcome) < len(outcomeNames) {
			out = outcomeNames[r.Outcome]
		}
		j.Summary.Seats[i] = JSONResult{Player: h.Name(r.Player), Outcome: out, Street: int(r.Street),
			DidntBet: r.DidntBet, Amount: amt(r.Amount), Cards: cardStrings(r.Cards[:r.NCards]), Text: r.Text, Line: r.Line}
	}
	return j
}
