// Package merge reads the hand histories of the Merge Gaming network for
// the stud family (Seven Card Stud Hi/Lo, Stud High, Razz; limit and no
// limit, cash and tournament, single games and HORSE) into the neutral hand
// model. Merge writes XML whatever the file's extension: a <description/>
// element, then one <game> per hand, with no root element.
// docs/sites/merge.md lists the quirks handled.
package merge

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/xmlscan"
)

// SiteName is the name stored in hand.Hand.Site.
const SiteName = "Merge"

// Site is Merge in the registry of parser/sites.
var Site = parser.Site{
	Name:   SiteName,
	Detect: Detect,
	Open: func(r io.Reader, file string, opt parser.Options) parser.HandReader {
		return NewReader(r, file, opt)
	},
}

// Detect reports whether head is a Merge file: a <description type=...
// stakes=...> element, or a <game id=... gametype=...> one.
func Detect(head []byte) bool {
	if len(head) > 1024 {
		head = head[:1024]
	}
	return bytes.HasPrefix(head, []byte("<description ")) && bytes.Contains(head, []byte(" stakes=")) ||
		bytes.HasPrefix(head, []byte("<game id=")) && bytes.Contains(head, []byte(" numholecards="))
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
	games  xmlscan.Games
	ended  bool // the chunk being read has its </game>
	sc     xmlscan.Scanner
	desc   description
	slab   parser.Slab
	in     parser.Interner
	id     string
	g      game
	levels map[hand.Money]hand.Stakes // tournament bet sizes by ante
}

// NewReader returns a reader of Merge XML over r; file names the source.
func NewReader(r io.Reader, file string, opt parser.Options) *Reader {
	rd := &Reader{games: xmlscan.NewGames(r, file, SiteName)}
	rd.games.Parse = rd.chunk
	rd.slab.SetReuse(opt.ReuseHands)
	return rd
}

// Stats returns the counts so far.
func (r *Reader) Stats() parser.Stats { return r.games.Stats }

// Next returns the next stud-family hand, a *parser.Error for a rejected
// hand, or io.EOF.
func (r *Reader) Next() (*hand.Hand, error) { return r.games.Next() }

func (r *Reader) fail(line int, err error, raw []byte) *parser.Error {
	return &parser.Error{File: r.games.File, HandID: r.id, Line: line, Err: err, Raw: parser.Clip(bytes.TrimSpace(raw))}
}

// chunk reads a <description/> and one <game>.
func (r *Reader) chunk(b []byte, line int) (*hand.Hand, bool, *parser.Error) {
	sc := &r.sc
	sc.Reset(b, line)
	r.id = ""
	r.ended = bytes.Contains(b, []byte("</game>"))
	for sc.Next() {
		t := &sc.Tok
		switch {
		case t.Is("description"):
			if err := r.description(t); err != nil {
				return nil, false, r.fail(t.Line, err, b)
			}
		case t.Is("game"):
			h, other, err := r.game(t)
			if err != nil {
				var le *parser.LineError
				ln := sc.Line()
				if errors.As(err, &le) {
					ln, err = le.Line, le.Err
				}
				return nil, false, r.fail(ln, err, b)
			}
			return h, other, nil
		}
	}
	if err := sc.Err(); err != nil {
		return nil, false, r.fail(sc.Line(), fmt.Errorf("%w: %v", parser.ErrUnknownLine, err), b)
	}
	return nil, false, nil
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
			m, ok := xmlscan.Money([]byte(p), 2)
			if !ok {
				return fmt.Errorf("%w: stakes %q", parser.ErrBadHeader, stakes)
			}
			ms = append(ms, hand.Money(m))
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

// Game codes: gametype, or multigametype in a mixed game.
func gameOf(code int) hand.Game {
	switch code {
	case 39, 41:
		return hand.StudHigh
	case 43, 45:
		return hand.StudHiLo
	case 47, 49:
		return hand.Razz
	}
	return hand.GameOther
}

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
	who    int
	amount hand.Money
	line   int
}

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

// game reads one <game> after its start tag.
func (r *Reader) game(t *xmlscan.Token) (*hand.Hand, bool, error) {
	start := t.Line
	v, _ := t.Get("id")
	r.id = string(v)
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
	gm := gameOf(code)
	if n, ok := r.attrInt(t, "numholecards"); ok && n != 7 {
		gm = hand.GameOther
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
	sc := &r.sc
	round := -1
	money := func(t *xmlscan.Token, attr string) (hand.Money, error) {
		v, ok := t.Get(attr)
		if !ok {
			return 0, nil
		}
		m, ok := xmlscan.Money(v, dec)
		if !ok {
			return 0, parser.Fail(t.Line, fmt.Errorf("%w %q (%s)", parser.ErrBadAmount, v, attr))
		}
		return hand.Money(m), nil
	}
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
			name, _ := t.Get("nickname")
			in, _ := t.Get("dealtin")
			p := player{seat: seat, name: r.in.Str(name), dealtIn: string(in) != "false", line: t.Line}
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
	if err := sc.Err(); err != nil {
		if !r.ended {
			return nil, false, parser.Fail(sc.Line(), fmt.Errorf("%w: the input ends inside the hand: %v", parser.ErrTruncated, err))
		}
		return nil, false, parser.Fail(sc.Line(), fmt.Errorf("%w: %v", parser.ErrUnknownLine, err))
	}
	if !closed {
		return nil, false, parser.Fail(sc.Line(), fmt.Errorf("%w: <game> not closed", parser.ErrTruncated))
	}
	if gm == hand.GameOther {
		return nil, true, nil
	}
	box, evs := r.slab.Box(len(g.events) + len(g.deals) + len(g.winners) + 2)
	h := &box.H
	h.Site, h.ID, h.Game, h.Mix = SiteName, r.id, gm, mix
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
	if tm, err := time.Parse("20060102150405", starttimeS); err == nil {
		h.Time = tm
	}
	h.Pos = hand.Pos{File: r.games.File, Line: start}
	h.EndLine = sc.Line()
	h.Events = evs
	err := r.build(h, box)
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

// parseCards reads "8h,2s,3h", "null,null,7h" or ",,5h" (hidden cards
// null or empty); a ten may be "T" or "10".
func parseCards(b []byte, dst []cards.Card) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	n := 0
	for _, tok := range bytes.Split(b, []byte(",")) {
		tok = bytes.TrimSpace(tok)
		if n == len(dst) {
			return n, fmt.Errorf("%w: more than %d cards", parser.ErrBadDeal, len(dst))
		}
		if len(tok) == 0 || string(tok) == "null" {
			dst[n] = cards.None
			n++
			continue
		}
		if len(tok) == 3 && tok[0] == '1' && tok[1] == '0' {
			tok = []byte{'T', tok[2]}
		}
		c, ok := cards.ParseBytes(tok)
		if !ok {
			return n, fmt.Errorf("%w %q", parser.ErrBadCard, tok)
		}
		dst[n] = c
		n++
	}
	return n, nil
}
