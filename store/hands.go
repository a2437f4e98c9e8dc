package store

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// handsChunk is the number of hands read back per round of queries.
const handsChunk = 2000

// Hands reads the hands of keys (hand_key) back into the neutral model and
// calls fn with each, in the order of keys; which hands a filter selects,
// and in what order, is the reports' to say (reports.HandKeys). It is
// ReadHands over the database.
func (db *DB) Hands(ctx context.Context, keys []int64, fn func(*hand.Hand) error) error {
	return ReadHands(ctx, db.sql, keys, ReadOptions{}, func(s *StoredHand) error { return fn(s.Hand) })
}

// ReadOptions say what ReadHands reads besides the neutral hand.
type ReadOptions struct {
	// Facts reads what the import stored from the hand's replay
	// (StoredHand's other fields); without it they are left zero, and
	// reading costs what the neutral hand needs.
	Facts bool
}

// StoredHand is one hand read back from the store: the hand in the neutral
// model, and (with ReadOptions.Facts) what the import stored about it from
// its replay: the facts the web replayer shows besides the hand itself.
type StoredHand struct {
	Key      int64
	Hand     *hand.Hand
	Stakes   string // as stored: "0.05/0.10"
	Profile  string // the rule profile it was replayed under
	TotalPot hand.Money
	Reached  hand.Street
	Showdown bool
	Players  []StoredPlayer  // as Hand.Seats
	Actions  []StoredAction  // the betting actions in order (seq)
	Pots     []StoredPot     // in order: main, then side pots
	Findings []StoredFinding // the replay's findings, in order
}

// StoredPot is one pot as its replay split it.
type StoredPot struct {
	No           int
	Kind         string // "main", "side-1"...
	Amount       hand.Money
	AmountRaw    hand.Money // before rake
	Eligible     []string   // player names
	LowQualified bool
	High, Low    []StoredAward // in seat order
}

// StoredAward is one player's share of one half of a pot.
type StoredAward struct {
	Seat   int
	Player string
	Amount hand.Money
}

// StoredFinding is one finding of the hand's replay.
type StoredFinding struct {
	No       int
	Code     string
	Severity string
	Street   hand.Street
	Line     int
	Action   int // StoredAction.Seq it concerns, 0 if none
	Seat     int
	Player   string
	Message  string
}

// StoredPlayer is what the import stored of one seat of a hand.
type StoredPlayer struct {
	DealtIn   bool
	Cards     [7]cards.Card // deal order: 2 down, door, 4th-6th up, 7th down; cards.None unknown
	PutIn     hand.Money    // everything put in, net of uncalled bets returned
	Ante      hand.Money
	Returned  hand.Money
	Collected hand.Money // as the history declares
	Net       hand.Money
	AllIn     bool
	FoldedOn  hand.Street
	Showdown  bool
	High, Low string // best high and low as the site words them
}

// StoredAction is one betting action as stored: the chips it added, the
// player's street total after it, and the pot after it.
type StoredAction struct {
	Seq      int // 1-based order among the hand's actions
	Street   hand.Street
	Seat     int // seat number
	Kind     hand.Kind
	Amount   hand.Money // chips added
	To       hand.Money // street total after a raise or completion, else 0
	AllIn    bool
	PotAfter hand.Money
	Line     int
}

// ReadHands reads the hands of keys from db (a database or the Parquet
// views alike) and calls fn with each, in the order of keys. A hand is
// rebuilt from hands, hand_players (seats, stacks, cards, antes, uncalled
// bets, collections), actions, cards_printed, shows and rake_not_printed:
// what phh.Carried keeps of the hand imported is kept (the round trip the
// tests check). Lines of events, summary seat lines and pot names are not
// stored. A key of no stored hand is skipped. An error from fn stops the
// reading and is returned.
func ReadHands(ctx context.Context, db *sql.DB, keys []int64, o ReadOptions, fn func(*StoredHand) error) error {
	conn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	for len(keys) > 0 {
		n := min(len(keys), handsChunk)
		hs, err := loadHands(ctx, conn, keys[:n], o.Facts)
		if err != nil {
			return err
		}
		for _, h := range hs {
			if err := fn(h); err != nil {
				return err
			}
		}
		keys = keys[n:]
	}
	return nil
}

// keyList is keys as the text bound to $1 of the queries of loadHands.
func keyList(keys []int64) string {
	b := make([]byte, 0, 20*len(keys))
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, k, 10)
	}
	return string(b)
}

// inKeys restricts a query to the hands of $1.
const inKeys = `hand_key IN (SELECT CAST(unnest(string_split($1, ',')) AS BIGINT))`

// money reads a DECIMAL(18,2) column as its cents (the caller scales).
func money(col string) string { return `CAST(` + col + ` * 100 AS BIGINT)` }

// loaded is one hand being rebuilt, with what its events come from.
type loaded struct {
	h       *hand.Hand
	stored  StoredHand
	scale   hand.Money // cents per unit of the hand's Money
	seat    map[int]int
	cards   [][7]cards.Card
	printed []uint8
	sawTo   []hand.Street // last street each player was dealt
	antes   []hand.Money  // posted antes (read as the total put in)
	ret     []hand.Money
	won     []hand.Money
	acts    []storedAction
	shows   []storedShow
}

type storedAction struct {
	seq, street, seat int
	kind              hand.Kind
	amount, to        hand.Money
	allIn             bool
	line              int
}

type storedShow struct {
	no, street, after, seat int
	kind                    hand.Kind
	cards                   string
	text                    string
}

// Columns read besides the neutral hand's with ReadOptions.Facts.
var (
	handFacts   = `, stakes, profile, ` + money("total_pot") + `, streets_reached, went_to_showdown`
	playerFacts = `, ` + money("net") + `, all_in, coalesce(folded_on, 0), went_to_showdown, coalesce(high_hand, ''), coalesce(low_hand, ''), ` + money("put_in_ante")
	actionFacts = `, ` + money("pot_after")
)

// factsOf is cols when facts is set, else "".
func factsOf(facts bool, cols string) string {
	if facts {
		return cols
	}
	return ""
}

// loadHands reads the hands of keys, in that order, with their stored
// facts when facts is set.
func loadHands(ctx context.Context, conn *sql.Conn, keys []int64, facts bool) ([]*StoredHand, error) {
	list := keyList(keys)
	byKey := make(map[int64]*loaded, len(keys))
	q := `SELECT hand_key, site, hand_id, game, coalesce(mix, ''), is_tournament, coalesce(tournament_id, ''),
	coalesce(buy_in, ''), coalesce(level, ''), coalesce(home_game, ''), coalesce(currency, ''), money_decimals,
	` + money("ante") + `, ` + money("bring_in") + `, ` + money("small_bet") + `, ` + money("big_bet") + `,
	table_name, coalesce(max_seats, 0), started_at, started_at_text, ` + money("declared_pot") + `, ` + money("rake") + `,
	coalesce(CAST(board_card AS VARCHAR), ''), source_file, source_line, end_line, ` + money("coalesce(jackpot, 0)") +
		factsOf(facts, handFacts) + `
	FROM hands WHERE ` + inKeys
	err := each(ctx, conn, q, list, func(r *sql.Rows) error {
		var key int64
		var game string
		var dec int
		var ante, bring, small, big, pot, rake, jackpot, total int64
		var start sql.NullTime
		var board string
		var reached int
		h := &hand.Hand{}
		st := StoredHand{Hand: h}
		dest := []any{&key, &h.Site, &h.ID, &game, &h.Mix, &h.Tournament, &h.TourneyID, &h.BuyIn, &h.Level,
			&h.HomeGame, &h.Currency, &dec, &ante, &bring, &small, &big, &h.Table, &h.MaxSeats, &start,
			&h.TimeText, &pot, &rake, &board, &h.Pos.File, &h.Pos.Line, &h.EndLine, &jackpot}
		if facts {
			dest = append(dest, &st.Stakes, &st.Profile, &total, &reached, &st.Showdown)
		}
		if err := r.Scan(dest...); err != nil {
			return err
		}
		st.Key, st.Reached = key, hand.Street(reached)
		h.Game, _ = hand.ParseGame(game)
		h.Decimals = dec
		l := &loaded{h: h, stored: st, scale: hand.Money(100), seat: map[int]int{}}
		for range dec {
			l.scale /= 10
		}
		if l.scale == 0 {
			return fmt.Errorf("hand %s: %d decimals", h.ID, dec)
		}
		l.stored.TotalPot = l.m(total)
		h.Stakes = hand.Stakes{Ante: l.m(ante), BringIn: l.m(bring), SmallBet: l.m(small), BigBet: l.m(big)}
		if start.Valid {
			h.Time = start.Time.UTC()
		}
		h.Summary.TotalPot, h.Summary.Rake, h.Summary.HasRake = l.m(pot), l.m(rake), true
		h.Summary.Jackpot = l.m(jackpot)
		if board != "" {
			h.Summary.Board, _ = cards.Parse(board)
		}
		byKey[key] = l
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read hands: %w", err)
	}
	if err := loadPlayers(ctx, conn, list, byKey, facts); err != nil {
		return nil, err
	}
	if err := loadEvents(ctx, conn, list, byKey, facts); err != nil {
		return nil, err
	}
	if facts {
		if err := loadOutcomes(ctx, conn, list, byKey); err != nil {
			return nil, err
		}
	}
	out := make([]*StoredHand, 0, len(keys))
	for _, k := range keys {
		if l := byKey[k]; l != nil {
			l.build()
			out = append(out, &l.stored)
		}
	}
	return out, nil
}

// m converts cents into the hand's Money.
func (l *loaded) m(cents int64) hand.Money { return hand.Money(cents) / l.scale }

// each runs q with $1 bound to list and calls fn for every row.
func each(ctx context.Context, conn *sql.Conn, q, list string, fn func(*sql.Rows) error) error {
	rows, err := conn.QueryContext(ctx, q, list)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// loadPlayers reads the seats, cards and money of each player.
func loadPlayers(ctx context.Context, conn *sql.Conn, list string, byKey map[int64]*loaded, facts bool) error {
	q := `SELECT hand_key, seat, player, ` + money("starting_stack") + `, sitting_out,
	coalesce(CAST(down_card_1 AS VARCHAR), ''), coalesce(CAST(down_card_2 AS VARCHAR), ''), coalesce(CAST(door_card AS VARCHAR), ''),
	coalesce(CAST(up_card_4th AS VARCHAR), ''), coalesce(CAST(up_card_5th AS VARCHAR), ''), coalesce(CAST(up_card_6th AS VARCHAR), ''),
	coalesce(CAST(down_card_7th AS VARCHAR), ''),
	` + money("put_in_total") + `, ` + money("uncalled_returned") + `, ` + money("collected_declared") + `,
	dealt_in, saw_4th, saw_5th, saw_6th, saw_7th` + factsOf(facts, playerFacts) + `
	FROM hand_players WHERE ` + inKeys + ` ORDER BY hand_key, seat`
	err := each(ctx, conn, q, list, func(r *sql.Rows) error {
		var key, stack, ante, ret, won, net, posted int64
		var s hand.Seat
		var cs [7]string
		var saw [5]bool
		var p StoredPlayer
		var folded int
		dest := []any{&key, &s.Num, &s.Name, &stack, &s.SittingOut, &cs[0], &cs[1], &cs[2], &cs[3], &cs[4], &cs[5], &cs[6],
			&ante, &ret, &won, &saw[0], &saw[1], &saw[2], &saw[3], &saw[4]}
		if facts {
			dest = append(dest, &net, &p.AllIn, &folded, &p.Showdown, &p.High, &p.Low, &posted)
		}
		if err := r.Scan(dest...); err != nil {
			return err
		}
		l := byKey[key]
		if l == nil {
			return nil
		}
		s.Stack = l.m(stack)
		l.seat[s.Num] = len(l.h.Seats)
		l.h.Seats = append(l.h.Seats, s)
		var hc [7]cards.Card
		for k, c := range cs {
			if c != "" {
				hc[k], _ = cards.Parse(c)
			}
		}
		l.cards = append(l.cards, hc)
		if facts {
			p.DealtIn, p.Cards = saw[0], hc
			p.PutIn, p.Ante, p.Returned, p.Collected, p.Net = l.m(ante), l.m(posted), l.m(ret), l.m(won), l.m(net)
			p.FoldedOn = hand.Street(folded)
			l.stored.Players = append(l.stored.Players, p)
		}
		l.printed = append(l.printed, 0)
		last := hand.NoStreet
		for k, ok := range saw {
			if ok {
				last = hand.Third + hand.Street(k)
			}
		}
		l.sawTo = append(l.sawTo, last)
		l.antes = append(l.antes, l.m(ante)) // the total put in, for now: build takes the bets off
		l.ret = append(l.ret, l.m(ret))
		l.won = append(l.won, l.m(won))
		return nil
	})
	if err != nil {
		return fmt.Errorf("read hand_players: %w", err)
	}
	return nil
}

// loadEvents reads the actions, printed cards, shows and rake notes.
func loadEvents(ctx context.Context, conn *sql.Conn, list string, byKey map[int64]*loaded, facts bool) error {
	q := `SELECT hand_key, seq, street, seat, CAST(kind AS VARCHAR), ` + money("amount") + `,
	coalesce(` + money("to_amount") + `, 0), all_in, line` + factsOf(facts, actionFacts) + ` FROM actions WHERE ` + inKeys + ` ORDER BY hand_key, seq`
	err := each(ctx, conn, q, list, func(r *sql.Rows) error {
		var key, amount, to, pot int64
		var a storedAction
		var kind string
		dest := []any{&key, &a.seq, &a.street, &a.seat, &kind, &amount, &to, &a.allIn, &a.line}
		if facts {
			dest = append(dest, &pot)
		}
		if err := r.Scan(dest...); err != nil {
			return err
		}
		if l := byKey[key]; l != nil {
			a.kind, _ = hand.ParseKind(kind)
			a.amount, a.to = l.m(amount), l.m(to)
			if facts {
				l.stored.Actions = append(l.stored.Actions, StoredAction{Seq: a.seq, Street: hand.Street(a.street), Seat: a.seat,
					Kind: a.kind, Amount: a.amount, To: a.to, AllIn: a.allIn, PotAfter: l.m(pot), Line: a.line})
			}
			l.acts = append(l.acts, a)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("read actions: %w", err)
	}
	q = `SELECT hand_key, seat, printed FROM cards_printed WHERE ` + inKeys
	err = each(ctx, conn, q, list, func(r *sql.Rows) error {
		var key int64
		var seat, mask int
		if err := r.Scan(&key, &seat, &mask); err != nil {
			return err
		}
		if l := byKey[key]; l != nil {
			if i, ok := l.seat[seat]; ok {
				l.printed[i] = uint8(mask)
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("read cards_printed: %w", err)
	}
	q = `SELECT hand_key, show_no, street, after_action, seat, kind, coalesce(cards, ''), coalesce(description, '')
	FROM shows WHERE ` + inKeys + ` ORDER BY hand_key, show_no`
	err = each(ctx, conn, q, list, func(r *sql.Rows) error {
		var key int64
		var s storedShow
		var kind string
		if err := r.Scan(&key, &s.no, &s.street, &s.after, &s.seat, &kind, &s.cards, &s.text); err != nil {
			return err
		}
		if l := byKey[key]; l != nil {
			s.kind, _ = hand.ParseKind(kind)
			l.shows = append(l.shows, s)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("read shows: %w", err)
	}
	err = each(ctx, conn, `SELECT hand_key FROM rake_not_printed WHERE `+inKeys, list, func(r *sql.Rows) error {
		var key int64
		if err := r.Scan(&key); err != nil {
			return err
		}
		if l := byKey[key]; l != nil {
			l.h.Summary.HasRake = false
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("read rake_not_printed: %w", err)
	}
	return nil
}

// loadOutcomes reads what the replay of each hand found: its pots, their
// awards and its findings.
func loadOutcomes(ctx context.Context, conn *sql.Conn, list string, byKey map[int64]*loaded) error {
	q := `SELECT hand_key, pot_no, kind, ` + money("amount") + `, ` + money("amount_before_rake") + `,
	array_to_string(eligible, chr(31)), low_qualified FROM pots WHERE ` + inKeys + ` ORDER BY hand_key, pot_no`
	err := each(ctx, conn, q, list, func(r *sql.Rows) error {
		var key, amt, raw int64
		var p StoredPot
		var elig string
		if err := r.Scan(&key, &p.No, &p.Kind, &amt, &raw, &elig, &p.LowQualified); err != nil {
			return err
		}
		if l := byKey[key]; l != nil {
			p.Amount, p.AmountRaw = l.m(amt), l.m(raw)
			if elig != "" {
				p.Eligible = strings.Split(elig, "\x1f")
			}
			l.stored.Pots = append(l.stored.Pots, p)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("read pots: %w", err)
	}
	q = `SELECT hand_key, pot_no, half, seat, player, ` + money("amount") + `
	FROM awards WHERE ` + inKeys + ` ORDER BY hand_key, pot_no, half, seat`
	err = each(ctx, conn, q, list, func(r *sql.Rows) error {
		var key, amt int64
		var no int
		var half string
		var a StoredAward
		if err := r.Scan(&key, &no, &half, &a.Seat, &a.Player, &amt); err != nil {
			return err
		}
		l := byKey[key]
		if l == nil {
			return nil
		}
		a.Amount = l.m(amt)
		for i := range l.stored.Pots {
			p := &l.stored.Pots[i]
			if p.No != no {
				continue
			}
			if half == "low" {
				p.Low = append(p.Low, a)
			} else {
				p.High = append(p.High, a)
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("read awards: %w", err)
	}
	q = `SELECT hand_key, finding_no, code, CAST(severity AS VARCHAR), coalesce(street, 0), coalesce(line, 0),
	coalesce(action_seq, 0), coalesce(seat, 0), coalesce(player, ''), message
	FROM findings WHERE ` + inKeys + ` ORDER BY hand_key, finding_no`
	err = each(ctx, conn, q, list, func(r *sql.Rows) error {
		var key int64
		var f StoredFinding
		var street int
		if err := r.Scan(&key, &f.No, &f.Code, &f.Severity, &street, &f.Line, &f.Action, &f.Seat, &f.Player, &f.Message); err != nil {
			return err
		}
		if l := byKey[key]; l != nil {
			f.Street = hand.Street(street)
			l.stored.Findings = append(l.stored.Findings, f)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("read findings: %w", err)
	}
	return nil
}

// placed is an event with its place in the hand: street, then deals
// before the community card before the betting; shows go after the
// betting action they followed.
type placed struct {
	street hand.Street
	phase  int // 0 deal, 1 community card, 2 betting and shows
	order  int // deal: player; betting: 2*seq; show: 2*after+1
	sub    int // show: show_no
	ev     hand.Event
}

// build makes the hand's events from what was read.
func (l *loaded) build() {
	h := l.h
	// The antes as posted: the total put in, uncalled bets included (an
	// ante can be returned as uncalled), less the bets.
	for i := range l.antes {
		l.antes[i] += l.ret[i]
	}
	for _, a := range l.acts {
		if p, ok := l.seat[a.seat]; ok {
			l.antes[p] -= a.amount
		}
	}
	for i, a := range l.antes {
		if a > 0 {
			h.Events = append(h.Events, hand.Event{Kind: hand.Ante, Player: i, Amount: a, AllIn: a == h.Seats[i].Stack})
		}
	}
	var ps []placed
	// Deals: the cards each deal line printed.
	for i := range h.Seats {
		mask := l.printed[i]
		for s := hand.Third; s <= l.sawTo[i]; s++ {
			ev := hand.Event{Kind: hand.Deal, Street: s, Player: i}
			if s == hand.Third {
				if mask&0b111 == 0 {
					continue
				}
				for k := 0; k < 3; k++ {
					if mask&(1<<k) != 0 {
						ev.Cards[k] = l.cards[i][k]
					}
				}
				ev.NCards, ev.Down = 3, 0b011
			} else {
				k := int(s) - 1
				if mask&(1<<k) == 0 {
					continue
				}
				ev.SetCards(l.cards[i][k])
				if s == hand.Seventh {
					ev.Down = 1
				}
			}
			ps = append(ps, placed{street: s, phase: 0, order: i, ev: ev})
		}
	}
	if h.Summary.Board.Known() {
		ev := hand.Event{Kind: hand.Board, Street: hand.Seventh, Player: -1}
		ev.SetCards(h.Summary.Board)
		ps = append(ps, placed{street: hand.Seventh, phase: 1, ev: ev})
	}
	// Betting: a raise's amount is its increment over the street's bet.
	in := make([]hand.Money, len(h.Seats))
	street, high := hand.NoStreet, hand.Money(0)
	for _, a := range l.acts {
		p, ok := l.seat[a.seat]
		if !ok {
			continue
		}
		if s := hand.Street(a.street); s != street {
			street, high = s, 0
			clear(in)
		}
		ev := hand.Event{Kind: a.kind, Street: street, Player: p, AllIn: a.allIn, Line: a.line}
		switch a.kind {
		case hand.BringIn, hand.Call, hand.Bet:
			ev.Amount = a.amount
			in[p] += a.amount
		case hand.Complete, hand.Raise:
			ev.Amount, ev.To = a.to-high, a.to
			in[p] = a.to
		}
		high = max(high, in[p])
		ps = append(ps, placed{street: street, phase: 2, order: 2 * a.seq, ev: ev})
	}
	for _, s := range l.shows {
		p, ok := l.seat[s.seat]
		if !ok {
			continue
		}
		ev := hand.Event{Kind: s.kind, Street: hand.Street(s.street), Player: p, Text: s.text}
		if s.cards != "" {
			var cs []cards.Card
			for _, f := range strings.Fields(s.cards) {
				c, _ := cards.Parse(f)
				cs = append(cs, c)
			}
			ev.SetCards(cs...)
		}
		ps = append(ps, placed{street: ev.Street, phase: 2, order: 2*s.after + 1, sub: s.no, ev: ev})
	}
	sort.SliceStable(ps, func(a, b int) bool {
		x, y := &ps[a], &ps[b]
		if x.street != y.street {
			return x.street < y.street
		}
		if x.phase != y.phase {
			return x.phase < y.phase
		}
		if x.order != y.order {
			return x.order < y.order
		}
		return x.sub < y.sub
	})
	for i := range ps {
		h.Events = append(h.Events, ps[i].ev)
	}
	for i, m := range l.ret {
		if m > 0 {
			h.Events = append(h.Events, hand.Event{Kind: hand.Uncalled, Player: i, Amount: m})
		}
	}
	for i, m := range l.won {
		if m > 0 {
			h.Events = append(h.Events, hand.Event{Kind: hand.Collect, Player: i, Amount: m, Text: "pot"})
		}
	}
}
