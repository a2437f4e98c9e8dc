package parser

import (
	"encoding/json"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// MarshalJSON renders a hand as one stable JSON object: fields in a fixed
// order, kinds, games and outcomes by name, cards as "Ah" ("??" for an
// unknown card), money as integers in the hand's smallest unit. It is the
// format of `stud8 parse --format jsonl` and of the parser's golden files.
func MarshalJSON(h *hand.Hand) ([]byte, error) { return json.Marshal(toJSON(h)) }

// MarshalJSONIndent is MarshalJSON with indentation, for golden files.
func MarshalJSONIndent(h *hand.Hand) ([]byte, error) { return json.MarshalIndent(toJSON(h), "", "  ") }

type jsonHand struct {
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
	Stakes     jsonStakes  `json:"stakes"`
	Table      string      `json:"table"`
	MaxSeats   int         `json:"max_seats"`
	TimeText   string      `json:"time_text"`
	Time       string      `json:"time,omitempty"`
	Seats      []jsonSeat  `json:"seats,omitempty"`
	Events     []jsonEvent `json:"events,omitempty"`
	Summary    jsonSummary `json:"summary,omitzero"`
	File       string      `json:"file,omitempty"`
	Line       int         `json:"line"`
	EndLine    int         `json:"end_line"`
}

type jsonStakes struct {
	Ante     hand.Money `json:"ante"`
	BringIn  hand.Money `json:"bring_in"`
	SmallBet hand.Money `json:"small_bet"`
	BigBet   hand.Money `json:"big_bet"`
}

type jsonSeat struct {
	Num        int        `json:"seat"`
	Name       string     `json:"name"`
	Stack      hand.Money `json:"stack"`
	SittingOut bool       `json:"sitting_out,omitempty"`
	Line       int        `json:"line"`
}

type jsonEvent struct {
	Kind   string     `json:"kind"`
	Street int        `json:"street,omitempty"`
	Player string     `json:"player,omitempty"`
	Amount hand.Money `json:"amount,omitempty"`
	To     hand.Money `json:"to,omitempty"`
	AllIn  bool       `json:"all_in,omitempty"`
	Cards  []string   `json:"cards,omitempty"`
	Down   []bool     `json:"down,omitempty"`
	Text   string     `json:"text,omitempty"`
	Line   int        `json:"line"`
}

type jsonSummary struct {
	TotalPot hand.Money   `json:"total_pot"`
	MainPot  hand.Money   `json:"main_pot,omitempty"`
	SidePots []hand.Money `json:"side_pots,omitempty"`
	Rake     hand.Money   `json:"rake"`
	HasRake  bool         `json:"has_rake"`
	Board    string       `json:"board,omitempty"`
	Seats    []jsonResult `json:"seats,omitempty"`
	Line     int          `json:"line"`
}

type jsonResult struct {
	Player   string     `json:"player"`
	Outcome  string     `json:"outcome"`
	Street   int        `json:"street,omitempty"`
	DidntBet bool       `json:"didnt_bet,omitempty"`
	Amount   hand.Money `json:"amount,omitempty"`
	Cards    []string   `json:"cards,omitempty"`
	Text     string     `json:"text,omitempty"`
	Line     int        `json:"line"`
}

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

func toJSON(h *hand.Hand) jsonHand {
	j := jsonHand{
		Site: h.Site, ID: h.ID, Game: h.Game.String(), Mix: h.Mix, Tournament: h.Tournament,
		TourneyID: h.TourneyID, BuyIn: h.BuyIn, Level: h.Level, HomeGame: h.HomeGame,
		Currency: h.Currency, Decimals: h.Decimals,
		Stakes: jsonStakes{h.Stakes.Ante, h.Stakes.BringIn, h.Stakes.SmallBet, h.Stakes.BigBet},
		Table:  h.Table, MaxSeats: h.MaxSeats, TimeText: h.TimeText,
		File: h.Pos.File, Line: h.Pos.Line, EndLine: h.EndLine,
		Seats:  make([]jsonSeat, len(h.Seats)),
		Events: make([]jsonEvent, len(h.Events)),
	}
	if !h.Time.IsZero() {
		j.Time = h.Time.UTC().Format(time.RFC3339)
	}
	for i, s := range h.Seats {
		j.Seats[i] = jsonSeat{s.Num, s.Name, s.Stack, s.SittingOut, s.Line}
	}
	for i := range h.Events {
		e := &h.Events[i]
		je := jsonEvent{Kind: e.Kind.String(), Street: int(e.Street), Player: h.Name(e.Player),
			Amount: e.Amount, To: e.To, AllIn: e.AllIn, Text: e.Text, Line: e.Line,
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
	j.Summary = jsonSummary{TotalPot: s.TotalPot, MainPot: s.MainPot, SidePots: s.SidePots, Rake: s.Rake,
		HasRake: s.HasRake, Line: s.Line, Seats: make([]jsonResult, len(s.Seats))}
	if s.Board != cards.None {
		j.Summary.Board = s.Board.String()
	}
	for i, r := range s.Seats {
		out := ""
		if int(r.Outcome) < len(outcomeNames) {
			out = outcomeNames[r.Outcome]
		}
		j.Summary.Seats[i] = jsonResult{Player: h.Name(r.Player), Outcome: out, Street: int(r.Street),
			DidntBet: r.DidntBet, Amount: r.Amount, Cards: cardStrings(r.Cards[:r.NCards]), Text: r.Text, Line: r.Line}
	}
	return j
}
