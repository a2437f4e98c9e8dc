package reports

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/store"
)

//go:embed sql/hand/*.sql
var handSQL embed.FS

// ErrNoHand is wrapped by the error LoadHand returns for a hand the store
// does not hold.
var ErrNoHand = errors.New("no such hand")

// Hand is one stored hand with everything a replayer shows: seats and their
// cards, every betting action with the pot after it, pots, awards and
// findings, and the hands before and after it at the same table that day.
// Money is in the hand's smallest unit (hand.Money); Decimals formats it.
type Hand struct {
	Key       int64
	Site      string
	ID        string
	Game      string // "stud8", "stud", "razz"
	Mix       string
	Currency  string
	Decimals  int
	Stakes    string
	Ante      hand.Money
	BringIn   hand.Money
	SmallBet  hand.Money
	BigBet    hand.Money
	Table     string
	Started   time.Time // zero when the history gave no parsable time
	StartText string
	TotalPot  hand.Money
	Rake      hand.Money
	Board     cards.Card // the community card, cards.None when none
	Reached   hand.Street
	Showdown  bool
	Profile   string
	File      string
	Line      int
	Seats     []HandSeat
	Actions   []HandAction
	Pots      []HandPot
	Findings  []HandFinding
	Prev      string // hand id of the previous hand at the table that day, "" if none
	Next      string
}

// HandSeat is one seat of a hand.
type HandSeat struct {
	Seat      int
	Player    string
	Stack     hand.Money
	DealtIn   bool
	Cards     [7]cards.Card // deal order: 2 down, door, 4th-6th up, 7th down; cards.None unknown
	PutIn     hand.Money
	Ante      hand.Money // the ante the player posted (part of PutIn)
	Returned  hand.Money // uncalled bets returned
	Collected hand.Money
	Net       hand.Money
	AllIn     bool
	FoldedOn  hand.Street // 0 when the player did not fold
	Showdown  bool
	HighText  string // best high as the site words it
	LowText   string
	// BestHigh and BestLow are the best five cards when all the player's
	// cards are known (HasBest); BestLow is all cards.None without a low.
	BestHigh, BestLow [5]cards.Card
	HasBest           bool
}

// HandAction is one betting action.
type HandAction struct {
	Seq    int // 1-based order among the replay's actions
	Street hand.Street
	Seat   int
	Kind   string // "bring-in", "complete", "bet", "call", "raise", "check", "fold"
	Amount hand.Money
	To     hand.Money // street total after a raise or complete, else 0
	// By is the increment over the bet faced of a raise or complete (the
	// store keeps Amount as the chips added and To as the street total).
	By       hand.Money
	AllIn    bool
	PotAfter hand.Money
	Line     int
}

// HandPot is one pot with its winners.
type HandPot struct {
	No           int
	Kind         string // "main", "side-1"...
	Amount       hand.Money
	AmountRaw    hand.Money
	Eligible     []string
	LowQualified bool
	High, Low    []HandAward
}

// HandAward is one player's share of one half of a pot.
type HandAward struct {
	Seat   int
	Player string
	Amount hand.Money
}

// HandFinding is one finding of the replay on the hand.
type HandFinding struct {
	No       int
	Code     string
	Severity string
	Street   hand.Street
	Line     int
	Action   int // HandAction.Seq it concerns, 0 if none
	Seat     int
	Player   string
	Message  string
}

// Money formats m in the hand's unit ("1.50", or "1200" for chips).
func (h *Hand) Money(m hand.Money) string { return m.Format(h.Decimals) }

// Seat returns the seat numbered n, nil if none.
func (h *Hand) Seat(n int) *HandSeat {
	for i := range h.Seats {
		if h.Seats[i].Seat == n {
			return &h.Seats[i]
		}
	}
	return nil
}

// handQuery runs one of the embedded hand queries (sql/hand/) and calls
// scan per row.
func handQuery(ctx context.Context, db *sql.DB, name string, args []any, scan func(*sql.Rows) error) error {
	q, err := handSQL.ReadFile("sql/hand/" + name + ".sql")
	if err != nil {
		return err
	}
	rows, err := db.QueryContext(ctx, string(q), args...)
	if err != nil {
		return fmt.Errorf("hand %s: %w", name, err)
	}
	defer rows.Close()
	for rows.Next() {
		if err := scan(rows); err != nil {
			return fmt.Errorf("hand %s: %w", name, err)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("hand %s: %w", name, err)
	}
	return nil
}

// LoadHand reads the hand site/id the way every reader of hands does, with
// store.ReadHands (a database or the Parquet views alike), with what its
// replay found (ReadOptions.Facts: pots, awards, findings...), then its
// neighbours at the table (sql/hand/neighbours.sql). A hand the store does
// not hold gives an error wrapping ErrNoHand.
func LoadHand(ctx context.Context, db *sql.DB, site, id string) (*Hand, error) {
	var h *Hand
	err := store.ReadHands(ctx, db, []int64{store.HandKey(site, id)}, store.ReadOptions{Facts: true}, func(s *store.StoredHand) error {
		if s.Hand.Site == site && s.Hand.ID == id {
			h = handView(s)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("hand %s %s: %w", site, id, err)
	}
	if h == nil {
		return nil, fmt.Errorf("hand %s %s: %w", site, id, ErrNoHand)
	}
	key := []any{sql.Named("hand_key", h.Key)}
	err = handQuery(ctx, db, "neighbours", key, func(r *sql.Rows) error {
		var prev, next sql.NullString
		if err := r.Scan(&prev, &next); err != nil {
			return err
		}
		h.Prev, h.Next = prev.String, next.String
		return nil
	})
	if err != nil {
		return nil, err
	}
	return h, nil
}

// handView is the replayer's Hand of a stored hand, before its
// neighbours.
func handView(s *store.StoredHand) *Hand {
	x := s.Hand
	h := &Hand{Key: s.Key, Site: x.Site, ID: x.ID, Game: x.Game.String(), Mix: x.Mix, Currency: x.Currency,
		Decimals: x.Decimals, Stakes: s.Stakes, Ante: x.Stakes.Ante, BringIn: x.Stakes.BringIn,
		SmallBet: x.Stakes.SmallBet, BigBet: x.Stakes.BigBet, Table: x.Table, Started: x.Time, StartText: x.TimeText,
		TotalPot: s.TotalPot, Rake: x.Summary.Rake, Board: x.Summary.Board, Reached: s.Reached, Showdown: s.Showdown,
		Profile: s.Profile, File: x.Pos.File, Line: x.Pos.Line}
	for i, seat := range x.Seats {
		p := s.Players[i]
		hs := HandSeat{Seat: seat.Num, Player: seat.Name, Stack: seat.Stack, DealtIn: p.DealtIn, Cards: p.Cards,
			PutIn: p.PutIn, Ante: p.Ante, Returned: p.Returned, Collected: p.Collected, Net: p.Net, AllIn: p.AllIn,
			FoldedOn: p.FoldedOn, Showdown: p.Showdown, HighText: p.High, LowText: p.Low}
		hs.BestHigh, hs.BestLow, hs.HasBest = bestFive(h.Game, hs.Cards, h.Board)
		h.Seats = append(h.Seats, hs)
	}
	for _, p := range s.Pots {
		hp := HandPot{No: p.No, Kind: p.Kind, Amount: p.Amount, AmountRaw: p.AmountRaw, Eligible: p.Eligible,
			LowQualified: p.LowQualified, High: awards(p.High), Low: awards(p.Low)}
		h.Pots = append(h.Pots, hp)
	}
	for _, f := range s.Findings {
		h.Findings = append(h.Findings, HandFinding{No: f.No, Code: f.Code, Severity: f.Severity, Street: f.Street,
			Line: f.Line, Action: f.Action, Seat: f.Seat, Player: f.Player, Message: f.Message})
	}
	for _, a := range s.Actions {
		h.Actions = append(h.Actions, HandAction{Seq: a.Seq, Street: a.Street, Seat: a.Seat, Kind: a.Kind.String(),
			Amount: a.Amount, To: a.To, AllIn: a.AllIn, PotAfter: a.PotAfter, Line: a.Line})
	}
	h.increments()
	return h
}

// awards are stored awards as the replayer's, nil for none.
func awards(as []store.StoredAward) []HandAward {
	var out []HandAward
	for _, a := range as {
		out = append(out, HandAward{Seat: a.Seat, Player: a.Player, Amount: a.Amount})
	}
	return out
}

// bestFive returns the best high and low five cards of a player whose seven
// cards (with the community card in place of a missing 7th) are all known,
// under the game's rules: high and 8-or-better low in stud8, high in stud,
// the ace-to-five low in razz.
func bestFive(game string, own [7]cards.Card, board cards.Card) (high, low [5]cards.Card, ok bool) {
	var buf [8]cards.Card
	n := 0
	for _, c := range own {
		if c.Known() {
			buf[n] = c
			n++
		}
	}
	if board.Known() && n < 7 {
		buf[n] = board
		n++
	}
	for i := range low {
		low[i] = cards.None
	}
	if n < 7 {
		for i := range high {
			high[i] = cards.None
		}
		return high, low, false
	}
	cs := buf[:n]
	var lv cards.LowValue
	switch game {
	case "razz":
		for i := range high {
			high[i] = cards.None
		}
		lv = cards.EvalLowRazz(cs)
	case "stud8":
		_, high = cards.BestHigh(cs)
		lv = cards.EvalLow8(cs)
	default:
		_, high = cards.BestHigh(cs)
		return high, low, true
	}
	if lv == cards.NoLow {
		return high, low, true
	}
	for k, rk := range lv.Ranks() {
		for _, c := range cs {
			if c.Rank() == rk {
				low[k] = c
				break
			}
		}
	}
	return high, low, true
}

// increments fills the By of each raise and completion, the street total it
// reaches less the bet it faced, and names "complete" a 3rd-street bet or
// raise that brings the betting up to the small bet, as replay's steps
// (and so the text view) do.
func (h *Hand) increments() {
	street := hand.NoStreet
	var high hand.Money
	in := map[int]hand.Money{}
	for i := range h.Actions {
		a := &h.Actions[i]
		if a.Street != street {
			street, high = a.Street, 0
			clear(in)
		}
		to := in[a.Seat] + a.Amount
		in[a.Seat] = to
		if a.Street == hand.Third && (a.Kind == "bet" || a.Kind == "raise") && high < h.SmallBet && to <= h.SmallBet {
			a.Kind = "complete"
		}
		if a.Kind == "raise" || a.Kind == "complete" {
			a.To, a.By = to, to-high
		}
		high = max(high, to)
	}
}
