// Package merge reads the hand histories of the Merge Gaming network for
// the stud family (Seven Card Stud Hi/Lo, Stud High, Razz; limit and no
// limit, cash and tournament, single games and HORSE) into the neutral hand
// model. Merge writes XML whatever the file's extension: a <description/>
// element, then one <game> per hand, with no root element.
// docs/sites/merge.md lists the quirks handled.
package merge

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/xmlscan"
	"github.com/stud8/stud8/parser/ledger"
)

// SiteName is the name stored in hand.Hand.Site.
const SiteName = "Merge"

// Site is Merge in the registry of parser/sites.
var Site = xmlscan.NewSite(SiteName, Detect, NewReader, nil)

// Detect reports whether head is a Merge file: a line that starts with a
// <description type=... stakes=...> element, or a <game id=...
// numholecards=...> one, wherever it is in head (a line a tool or a user
// put before it costs only itself).
func Detect(head []byte) bool {
	for len(head) > 0 {
		l := bytes.TrimLeft(head, " \t\r\n")
		if len(l) >= 3 && l[0] == 0xEF && l[1] == 0xBB && l[2] == 0xBF {
			l = l[3:]
		}
		win := l[:min(len(l), 1024)]
		if bytes.HasPrefix(l, []byte("<description ")) && bytes.Contains(win, []byte(" stakes=")) ||
			bytes.HasPrefix(l, []byte("<game id=")) && bytes.Contains(win, []byte(" numholecards=")) {
			return true
		}
		i := bytes.IndexByte(l, '\n')
		if i < 0 {
			return false
		}
		head = l[i+1:]
	}
	return false
}

// description is what the file's <description/> says of its games.
type description struct {
	typ    string
	stakes hand.Stakes
	noLim  bool
	cur    string
}

// Reader streams the hands of one Merge input.
type Reader struct {
	xmlscan.Reader
	desc   description
	g      game
	bet    xmlscan.Betting
	levels xmlscan.Levels // tournament bet sizes by ante
	label  []byte         // the game label of the game last read (GameLabel)
}

// NewReader returns a reader of Merge XML over r; file names the source.
func NewReader(r io.Reader, file string, opt parser.Options) *Reader {
	rd := &Reader{}
	rd.Init(r, file, SiteName, opt, rd)
	return rd
}

// Head reads a tag before a <game>: the file's <description/>.
func (r *Reader) Head(t *xmlscan.Token) error {
	if t.Is("description") {
		return r.description(t)
	}
	return nil
}

// description reads type="7-Stud H/L8" stakes="Limit $0.25/$0.50" (or
// "No Limit ($0.01/$0.02/$0.10)", or "Limit" for a tournament).
func (r *Reader) description(t *xmlscan.Token) error {
	typ, _ := t.Get("type")
	stakes, _ := t.Get("stakes")
	d := description{typ: string(typ)}
	st := string(stakes)
	d.noLim = strings.HasPrefix(st, "No Limit") || strings.HasPrefix(st, "Pot Limit")
	if strings.Contains(st, "$") {
		d.cur = "USD"
	} else if strings.Contains(st, "€") {
		d.cur = "EUR"
	}
	st = strings.Trim(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(st, "No Limit"), "Pot Limit"), "Limit"), " ()")
	if st != "" {
		parts := strings.Split(st, "/")
		var ms []hand.Money
		for _, p := range parts {
			m, err := xmlscan.Syntax.Money([]byte(p), 2)
			if err != nil {
				return fmt.Errorf("%w: stakes %q", parser.ErrBadHeader, stakes)
			}
			ms = append(ms, m)
		}
		switch {
		case !d.noLim && len(ms) == 2:
			d.stakes.SmallBet, d.stakes.BigBet = ms[0], ms[1]
		case d.noLim && len(ms) == 3:
			d.stakes.Ante, d.stakes.BringIn = ms[0], ms[1]
		}
	}
	r.desc = d
	return nil
}

// gameCodes are the game codes (gametype, or multigametype in a mixed
// game) of the network's files, cash and tournament: the stud family, and
// the hold'em and Omaha hi/lo of its HORSE, counted as other games under
// their names. A code not listed is a reject.
var gameCodes = map[int]struct {
	game  hand.Game
	label string
}{
	39: {hand.StudHigh, "7 Card Stud"}, 41: {hand.StudHigh, "7 Card Stud"},
	43: {hand.StudHiLo, "7 Card Stud Hi/Lo"}, 45: {hand.StudHiLo, "7 Card Stud Hi/Lo"},
	47: {hand.Razz, "Razz"}, 49: {hand.Razz, "Razz"},
	21: {hand.GameOther, "Hold'em"}, 23: {hand.GameOther, "Hold'em"},
	35: {hand.GameOther, "Omaha Hi/Lo"}, 37: {hand.GameOther, "Omaha Hi/Lo"},
}

// gameOf returns the game of a game code and its label; an unknown code
// is an error quoting it.
func (r *Reader) gameOf(code int) (hand.Game, error) {
	g, ok := gameCodes[code]
	if !ok {
		r.label = strconv.AppendInt(append(r.label[:0], "gametype "...), int64(code), 10)
		return hand.GameOther, parser.UnknownLabel(r.label)
	}
	r.label = append(r.label[:0], g.label...)
	return g.game, nil
}

// GameLabel is the game label of the game last read when it is of another game.
func (r *Reader) GameLabel() []byte { return r.label }

type player struct {
	seat    int
	name    string
	stack   hand.Money
	dealtIn bool
	line    int
}

type event struct {
	round  int
	typ    string
	verb   *ledger.Verb // what typ means; nil for a type not known
	who    int
	amount hand.Money
	line   int
}

// codes are the event types: what each means to the ledger and how its
// amount is written (RAISE and COMPLETE the street total, "raise to"; BET
// and ALL_IN what the player adds), or the event it is (Muck), or none to
// skip it (Kind 0).
var codes = ledger.NewTable(
	ledger.Verb{Text: "ANTE", Intent: ledger.Ante, Exact: true},
	ledger.Verb{Text: "BRING_IN", Intent: ledger.BringIn, Exact: true},
	ledger.Verb{Text: "FOLD", Intent: ledger.Fold, Exact: true},
	ledger.Verb{Text: "CHECK", Intent: ledger.Check, Exact: true},
	ledger.Verb{Text: "CALL", Intent: ledger.Call, Form: ledger.Added, Exact: true},
	ledger.Verb{Text: "BET", Intent: ledger.Bet, Form: ledger.Added, Exact: true},
	ledger.Verb{Text: "COMPLETE", Intent: ledger.Complete, Form: ledger.StreetTo, Exact: true},
	ledger.Verb{Text: "RAISE", Intent: ledger.Raise, Form: ledger.StreetTo, Exact: true},
	ledger.Verb{Text: "ALL_IN", Intent: ledger.AllIn, Form: ledger.Added, Exact: true},
	ledger.Verb{Text: "MUCK", Kind: hand.Muck, Exact: true},
	ledger.Verb{Text: "SHOW", Exact: true},
	ledger.Verb{Text: "CHAT", Exact: true},
	ledger.Verb{Text: "PLAYER_OUT", Exact: true},
)

type dealt struct {
	round int
	typ   string
	who   int
	n     int
	cs    [hand.MaxCards]cards.Card
	line  int
}

type winner struct {
	amount   hand.Money
	uncalled bool
	pot      int
	who      int
	line     int
}

type game struct {
	players []player
	events  []event
	deals   []dealt
	winners []winner
	rounds  []string
}

// Game reads one <game> after its start tag t.
func (r *Reader) Game(t *xmlscan.Token) (*hand.Hand, bool, error) {
	start := t.Line
	v, _ := t.Get("id")
	r.ID = string(v)
	code, ok := r.attrInt(t, "gametype")
	if !ok {
		return nil, false, parser.Fail(start, fmt.Errorf("%w: gametype", parser.ErrBadHeader))
	}
	mix := ""
	if code == 75 || code == 77 {
		mix = "HORSE"
		if code, ok = r.attrInt(t, "multigametype"); !ok {
			return nil, false, parser.Fail(start, fmt.Errorf("%w: multigametype", parser.ErrBadHeader))
		}
	}
	gm, err := r.gameOf(code)
	if err != nil {
		return nil, false, parser.Fail(start, err)
	}
	if n, ok := r.attrInt(t, "numholecards"); ok && n != 7 && gm != hand.GameOther {
		gm = hand.GameOther // five-card stud under a stud code
		r.label = strconv.AppendInt(append(r.label, ", "...), int64(n), 10)
		r.label = append(r.label, " hole cards"...)
	}
	starttime, _ := t.Get("starttime")
	data, _ := t.Get("data")
	fields := strings.Split(string(data), "|")
	tourney := len(fields) >= 5 && fields[4] == "true"
	table := ""
	if len(fields) >= 2 {
		table = fields[1]
	}
	tourneyID := ""
	if tourney && len(fields) >= 3 {
		tourneyID = fields[2]
	}
	starttimeS := string(starttime)
	dec := 2
	if tourney {
		dec = 0
	}
	g := &r.g
	g.players, g.events, g.deals, g.winners, g.rounds = g.players[:0], g.events[:0], g.deals[:0], g.winners[:0], g.rounds[:0]
	sc := &r.Sc
	round := -1
	money := func(t *xmlscan.Token, attr string) (hand.Money, error) { return xmlscan.AttrMoney(t, attr, dec, true) }
	closed := false
loop:
	for sc.Next() {
		t := &sc.Tok
		if t.Kind == xmlscan.End && string(t.Name) == "game" {
			closed = true
			break loop
		}
		if t.Kind != xmlscan.Start {
			continue
		}
		switch string(t.Name) {
		case "player":
			seat, ok := r.attrInt(t, "seat")
			if !ok {
				return nil, false, parser.Fail(t.Line, fmt.Errorf("%w: seat", parser.ErrBadSeat))
			}
			name, has := t.Get("nickname")
			if !has || len(name) == 0 {
				return nil, false, parser.Fail(t.Line, fmt.Errorf("%w: seat %d without a nickname", parser.ErrBadSeat, seat))
			}
			in, _ := t.Get("dealtin")
			p := player{seat: seat, name: r.In.Str(name), dealtIn: string(in) != "false", line: t.Line}
			var err error
			if p.stack, err = money(t, "balance"); err != nil {
				return nil, false, err
			}
			g.players = append(g.players, p)
		case "round":
			id, _ := t.Get("id")
			g.rounds = append(g.rounds, string(id))
			round = len(g.rounds) - 1
		case "event":
			typ, _ := t.Get("type")
			e := event{round: round, typ: string(typ), line: t.Line, who: -1}
			e.verb, _, _ = codes.Match(typ)
			if _, has := t.Get("player"); has {
				var err error
				if e.who, err = r.who(t); err != nil {
					if e.typ == "CHAT" {
						continue
					}
					return nil, false, err
				}
			}
			var err error
			if e.amount, err = money(t, "amount"); err != nil {
				return nil, false, err
			}
			g.events = append(g.events, e)
		case "cards":
			typ, _ := t.Get("type")
			d := dealt{round: round, typ: string(typ), line: t.Line, who: -1}
			if _, has := t.Get("player"); has {
				var err error
				if d.who, err = r.who(t); err != nil {
					return nil, false, err
				}
			}
			cs, _ := t.Get("cards")
			n, err := parseCards(cs, d.cs[:])
			if err != nil {
				if gm == hand.GameOther {
					continue
				}
				return nil, false, parser.Fail(t.Line, err)
			}
			d.n = n
			g.deals = append(g.deals, d)
		case "winner":
			w := winner{line: t.Line}
			var err error
			if w.who, err = r.who(t); err != nil {
				return nil, false, err
			}
			if w.amount, err = money(t, "amount"); err != nil {
				return nil, false, err
			}
			u, _ := t.Get("uncalled")
			w.uncalled = string(u) == "true"
			w.pot, _ = r.attrInt(t, "potnumber")
			g.winners = append(g.winners, w)
		}
	}
	if err := r.Closed(closed); err != nil {
		return nil, false, err
	}
	if gm == hand.GameOther {
		return nil, true, nil
	}
	box, evs := r.Slab.Box(len(g.events) + len(g.deals) + len(g.winners) + 2)
	h := &box.H
	h.Site, h.ID, h.Game, h.Mix = SiteName, r.ID, gm, mix
	h.Tournament, h.TourneyID = tourney, tourneyID
	h.Decimals = dec
	if !tourney {
		h.Currency = r.desc.cur
		if h.Currency == "" {
			h.Currency = "USD"
		}
		h.Stakes = r.desc.stakes
	}
	h.Table = table
	h.TimeText = starttimeS
	if tm, ok := parser.StampDigits(starttime); ok {
		h.Time = tm
	}
	h.Pos = hand.Pos{File: r.Games.File, Line: start}
	h.EndLine = sc.Line()
	h.Events = evs
	err = r.build(h, box)
	return h, false, err
}

func (r *Reader) attrInt(t *xmlscan.Token, name string) (int, bool) {
	v, ok := t.Get(name)
	if !ok {
		return 0, false
	}
	return parser.Atoi(v)
}

// who returns the index of the player whose seat an element names.
func (r *Reader) who(t *xmlscan.Token) (int, error) {
	v, _ := t.Get("player")
	seat, ok := parser.Atoi(v)
	if ok {
		for i := range r.g.players {
			if r.g.players[i].seat == seat {
				return i, nil
			}
		}
	}
	return 0, parser.Fail(t.Line, fmt.Errorf("%w: seat %q", parser.ErrUnknownPlayer, v))
}

// syntax is Merge's: amounts as the XML sites write them, a hidden card
// "null" or nothing ("null,null,7h", ",,5h").
var syntax = func() *parser.Syntax {
	s := xmlscan.Syntax
	s.Hidden = []string{"null", ""}
	return &s
}()

// parseCards reads "8h,2s,3h", "null,null,7h" or ",,5h" (hidden cards
// null or empty, so each comma separates a card); a ten may be "T" or "10".
func parseCards(b []byte, dst []cards.Card) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	n := 0
	for {
		tok, rest, more := parser.Cut(b, ",")
		if n == len(dst) {
			return n, fmt.Errorf("%w: more than %d cards", parser.ErrBadDeal, len(dst))
		}
		c, err := syntax.Card(bytes.TrimSpace(tok))
		if err != nil {
			return n, err
		}
		dst[n] = c
		n++
		if !more {
			break
		}
		b = rest
	}
	return n, nil
}
