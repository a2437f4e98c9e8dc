package phh

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// variants maps the PHH variant codes of the stud family to games.
var variants = map[string]hand.Game{"F7S/8": hand.StudHiLo, "F7S": hand.StudHigh, "FR": hand.Razz}

// otherVariants are PokerKit's codes of games stud8 does not replay: their
// hands are skipped as other games, not rejected.
var otherVariants = map[string]bool{"FT": true, "NT": true, "NS": true, "PO": true, "FO/8": true,
	"N2L1D": true, "F2L3D": true, "FB": true}

// variantCode is the inverse of variants.
func variantCode(g hand.Game) (string, bool) {
	for k, v := range variants {
		if v == g {
			return k, true
		}
	}
	return "", false
}

// required are the fields PHH requires of a stud variant.
var required = []string{"variant", "antes", "bring_in", "small_bet", "big_bet", "starting_stacks", "actions"}

// maxDecimals bounds the fraction digits of an amount.
const maxDecimals = 4

// build turns one table into a hand. other reports a hand of a non-stud
// PokerKit variant. Errors are *parser.LineError values.
func build(t *table, file string) (h *hand.Hand, other bool, err error) {
	v := t.get("variant")
	if v == nil {
		return nil, false, parser.Fail(t.line, fmt.Errorf("%w: variant", ErrMissingField))
	}
	if v.val.kind != kString {
		return nil, false, parser.Fail(v.line, fmt.Errorf("%w: variant is a %s", ErrBadField, v.val.kind))
	}
	game, ok := variants[v.val.text]
	if !ok {
		if otherVariants[v.val.text] {
			return nil, true, nil
		}
		return nil, false, parser.Fail(v.line, parser.UnknownLabel([]byte(v.val.text))) // "unknown game label `X`"
	}
	for _, k := range required {
		if t.get(k) == nil {
			return nil, false, parser.Fail(t.line, fmt.Errorf("%w: %s", ErrMissingField, k))
		}
	}
	b := &builder{t: t, h: &hand.Hand{Site: "PHH", Game: game, Pos: hand.Pos{File: file, Line: t.line}}}
	if err := b.header(); err != nil {
		return nil, false, err
	}
	if err := b.actions(); err != nil {
		return nil, false, err
	}
	b.finish()
	return b.h, false, nil
}

// builder builds one hand from a table: the ledger follows the betting
// and decides each event; the builder checks what PHH allows (a player's
// stack, his cards) and deals.
type builder struct {
	t         *table
	h         *hand.Hand
	n         int
	l         ledger.Ledger
	stack     []hand.Money // behind, after what was put in
	dealt     []int        // cards dealt so far
	winnings  []hand.Money // the winnings field, nil when absent
	finishing []hand.Money // the finishing_stacks field, nil when absent
	lastLine  int
	afterBet  int // index in h.Events just past the last event bet added
}

// syntax is PHH's: plain amounts ("0.25"), cards concatenated, "??" unknown.
var syntax = &parser.Syntax{Hidden: []string{"??"}}

func fail(line int, err error, format string, a ...any) error {
	return parser.Fail(line, fmt.Errorf("%w: "+format, append([]any{err}, a...)...))
}

// decimals is the most fraction digits of the amounts of the table.
func (b *builder) decimals() int {
	d := 0
	note := func(text string) {
		if i := strings.IndexByte(text, '.'); i >= 0 && len(text)-i-1 > d {
			d = len(text) - i - 1
		}
	}
	for _, k := range []string{"antes", "bring_in", "small_bet", "big_bet", "starting_stacks", "winnings", "finishing_stacks", "_rake", "_jackpot"} {
		if e := b.t.get(k); e != nil {
			note(e.val.text)
			for _, a := range e.val.arr {
				note(a.text)
			}
		}
	}
	if e := b.t.get("actions"); e != nil {
		for _, a := range e.val.arr {
			w := strings.Fields(a.text)
			if len(w) >= 3 && w[1] == "cbr" {
				note(w[2])
			}
		}
	}
	if d > maxDecimals {
		d = maxDecimals + 1 // rejected by money
	}
	return d
}

// money reads an amount in the hand's unit.
func (b *builder) money(text string, line int) (hand.Money, error) {
	if strings.HasPrefix(text, "+") || strings.ContainsAny(text, "eE_") || b.h.Decimals > maxDecimals {
		return 0, fail(line, parser.ErrBadAmount, "%q", text)
	}
	m, err := syntax.Money([]byte(text), b.h.Decimals)
	if err != nil {
		return 0, parser.Fail(line, err)
	}
	return m, nil
}

// moneyField reads a number field.
func (b *builder) moneyField(k string) (hand.Money, error) {
	e := b.t.get(k)
	if e.val.kind != kInt && e.val.kind != kFloat {
		return 0, fail(e.line, ErrBadField, "%s is a %s, not a number", k, e.val.kind)
	}
	return b.money(e.val.text, e.line)
}

// moneyList reads an array of numbers with one per player (n < 0: any length).
func (b *builder) moneyList(k string, n int) ([]hand.Money, error) {
	e := b.t.get(k)
	if e.val.kind != kArray {
		return nil, fail(e.line, ErrBadField, "%s is a %s, not an array", k, e.val.kind)
	}
	if n >= 0 && len(e.val.arr) != n {
		return nil, fail(e.line, ErrBadField, "%s has %d values for %d players", k, len(e.val.arr), n)
	}
	out := make([]hand.Money, len(e.val.arr))
	for i, a := range e.val.arr {
		if a.kind != kInt && a.kind != kFloat {
			return nil, fail(a.line, ErrBadField, "%s holds a %s", k, a.kind)
		}
		m, err := b.money(a.text, a.line)
		if err != nil {
			return nil, err
		}
		out[i] = m
	}
	return out, nil
}

// str reads an optional string (or integer) field.
func (b *builder) str(k string) (string, int, error) {
	e := b.t.get(k)
	if e == nil {
		return "", 0, nil
	}
	if e.val.kind != kString && e.val.kind != kInt {
		return "", 0, fail(e.line, ErrBadField, "%s is a %s", k, e.val.kind)
	}
	return e.val.text, e.line, nil
}

// integer reads an optional integer field (0 when absent).
func (b *builder) integer(k string) (int, error) {
	e := b.t.get(k)
	if e == nil {
		return 0, nil
	}
	n, err := strconv.Atoi(e.val.text)
	if e.val.kind != kInt || err != nil || n < 0 {
		return 0, fail(e.line, ErrBadField, "%s is not a count", k)
	}
	return n, nil
}

// header reads every field but the actions: stakes, players, seats,
// stacks, antes and the optional fields.
func (b *builder) header() error {
	h := b.h
	h.Decimals = b.decimals()
	stacks, err := b.moneyList("starting_stacks", -1)
	if err != nil {
		return err
	}
	b.n = len(stacks)
	if b.n < 1 || b.n > 16 {
		return fail(b.t.get("starting_stacks").line, ErrBadField, "%d players", b.n)
	}
	h.Seats = make([]hand.Seat, b.n)
	for i := range h.Seats {
		h.Seats[i] = hand.Seat{Num: i + 1, Name: "p" + strconv.Itoa(i+1), Stack: stacks[i]}
	}
	if e := b.t.get("players"); e != nil {
		if e.val.kind != kArray || len(e.val.arr) != b.n {
			return fail(e.line, ErrBadField, "players is not a list of %d names", b.n)
		}
		for i, a := range e.val.arr {
			if a.kind != kString || a.text == "" || h.PlayerIndex(a.text) >= 0 && h.PlayerIndex(a.text) < i {
				return fail(a.line, parser.ErrBadSeat, "player name %q missing or repeated", a.text)
			}
			h.Seats[i].Name = a.text
		}
		for i := range h.Seats {
			if h.PlayerIndex(h.Seats[i].Name) != i {
				return fail(e.line, parser.ErrBadSeat, "player name %q repeated", h.Seats[i].Name)
			}
		}
	}
	if e := b.t.get("seats"); e != nil {
		if e.val.kind != kArray || len(e.val.arr) != b.n {
			return fail(e.line, ErrBadField, "seats is not a list of %d seat numbers", b.n)
		}
		for i, a := range e.val.arr {
			num, err := strconv.Atoi(a.text)
			if a.kind != kInt || err != nil || num < 1 || num > hand.MaxSeatNum {
				return fail(a.line, parser.ErrBadSeat, "seat number %q", a.text)
			}
			h.Seats[i].Num = num
		}
	}
	for i, k := range []*hand.Money{&h.Stakes.BringIn, &h.Stakes.SmallBet, &h.Stakes.BigBet} {
		if *k, err = b.moneyField([]string{"bring_in", "small_bet", "big_bet"}[i]); err != nil {
			return err
		}
	}
	antes, err := b.moneyList("antes", b.n)
	if err != nil {
		return err
	}
	b.stack = make([]hand.Money, b.n)
	b.dealt = make([]int, b.n)
	for i := range stacks {
		b.stack[i] = stacks[i]
		a := min(antes[i], stacks[i])
		if a <= 0 {
			continue
		}
		ev := b.bet(i, ledger.Ante, a, b.t.get("antes").line)
		if !ev.AllIn && h.Stakes.Ante == 0 {
			h.Stakes.Ante = a
		}
	}
	if h.Site, _, err = b.str("venue"); err != nil {
		return err
	}
	if h.Site == "" {
		h.Site = "PHH"
	}
	if h.ID, _, err = b.str("hand"); err != nil {
		return err
	}
	if h.Table, _, err = b.str("table"); err != nil {
		return err
	}
	if h.Currency, _, err = b.str("currency"); err != nil {
		return err
	}
	if h.Mix, _, err = b.str("_mix"); err != nil {
		return err
	}
	if h.TourneyID, _, err = b.str("_tournament_id"); err != nil {
		return err
	}
	if e := b.t.get("_tournament"); e != nil {
		if e.val.kind != kBool {
			return fail(e.line, ErrBadField, "_tournament is a %s", e.val.kind)
		}
		h.Tournament = e.val.b
	}
	if h.MaxSeats, err = b.integer("seat_count"); err != nil {
		return err
	}
	if b.t.get("winnings") != nil {
		if b.winnings, err = b.moneyList("winnings", b.n); err != nil {
			return err
		}
	}
	if b.t.get("finishing_stacks") != nil {
		if b.finishing, err = b.moneyList("finishing_stacks", b.n); err != nil {
			return err
		}
	}
	if e := b.t.get("_rake"); e != nil {
		if h.Summary.Rake, err = b.moneyField("_rake"); err != nil {
			return err
		}
		h.Summary.HasRake = true
		if p := b.t.get("_rake_printed"); p != nil && p.val.kind == kBool && !p.val.b {
			h.Summary.HasRake = false
		}
	}
	if e := b.t.get("_jackpot"); e != nil {
		if h.Summary.Jackpot, err = b.moneyField("_jackpot"); err != nil {
			return err
		}
	}
	return b.when()
}

// when reads the optional time fields: time, time_zone, day, month, year.
func (b *builder) when() error {
	e := b.t.get("time")
	if e == nil {
		return nil
	}
	if e.val.kind != kTime {
		return fail(e.line, ErrBadField, "time is a %s", e.val.kind)
	}
	day, err := b.integer("day")
	if err != nil {
		return err
	}
	month, err := b.integer("month")
	if err != nil {
		return err
	}
	year, err := b.integer("year")
	if err != nil {
		return err
	}
	zone, _, err := b.str("time_zone")
	if err != nil {
		return err
	}
	text := fmt.Sprintf("%04d/%02d/%02d %s", year, month, day, e.val.text[:8])
	if zone != "" {
		text += " " + zone
	}
	b.h.TimeText = text
	if year == 0 || month < 1 || month > 12 || day < 1 || day > 31 {
		return nil // a time without its date: kept as text only
	}
	loc := time.UTC
	if zone != "" && zone != "UTC" && zone != "GMT" {
		if loc, err = time.LoadLocation(zone); err != nil {
			return nil // an unknown zone: the time stays as text
		}
	}
	t, err := time.ParseInLocation("2006/01/02 15:04:05", text[:19], loc)
	if err == nil {
		b.h.Time = t.UTC()
	}
	return nil
}
