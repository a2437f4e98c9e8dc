// Package ipoker reads and writes the XML hand histories of the iPoker
// network for the stud family (Seven Card Stud Hi/Lo, Stud High, Razz; cash
// and tournament) into the neutral hand model. A file is one <session>
// whose <general> names the game, stakes, table and hero, followed by one
// <game> per hand. docs/sites/ipoker.md lists the quirks handled.
package ipoker

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/xmlscan"
	"github.com/stud8/stud8/parser/ledger"
)

// SiteName is the name stored in hand.Hand.Site.
const SiteName = "iPoker"

// Site is iPoker in the registry of parser/sites.
var Site = xmlscan.NewSite(SiteName, Detect, NewReader, &parser.Writer{Ext: ".xml", Append: Append, Begin: Begin, End: End})

// Detect reports whether head is an iPoker session (in its first 512 bytes,
// or at the start of a line of head after lines of another kind): an XML <session> whose
// first hand is a <game gamecode=...>, or whose general block has the
// iPoker <gametype> and <tablename> elements.
func Detect(head []byte) bool {
	i := bytes.Index(head, []byte("<session"))
	for i > 512 && !lineStart(head, i) {
		j := bytes.Index(head[i+1:], []byte("<session"))
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	if i < 0 {
		return false
	}
	h := head[i:]
	return bytes.Contains(h, []byte("<game gamecode=")) ||
		bytes.Contains(h, []byte("<gametype>")) && bytes.Contains(h, []byte("<tablename>"))
}

// session is what a <session>'s <general> says of all its hands.
type session struct {
	gametype   string
	game       hand.Game
	known      bool   // the game is of the stud family and fixed limit
	label      string // the game label: gametype without its stakes
	labelErr   error  // the game label is not one of labels: each game is rejected
	table      string
	currency   string
	decimals   int
	tournament bool
	tourneyID  string
	buyIn      string
	hero       string
	stakes     hand.Stakes
	seen       bool // a <session> was read
}

// Reader streams the hands of one iPoker XML input.
type Reader struct {
	xmlscan.Reader
	sess session
	g    game // the game being read, reused
	bet  xmlscan.Betting
	wins []hand.Money
	// levels are the bet sizes the session's hands have shown for each
	// tournament level.
	levels xmlscan.Levels
}

// NewReader returns a reader of iPoker XML over r (decoded by parser.Decode
// unless it already is); file names the source in errors and positions.
func NewReader(r io.Reader, file string, opt parser.Options) *Reader {
	rd := &Reader{}
	rd.Init(r, file, SiteName, opt, rd)
	return rd
}

// Head reads a tag before a <game>: a <session> starts one, its
// <general> names the game, stakes, table and hero.
func (r *Reader) Head(t *xmlscan.Token) error {
	switch {
	case t.Is("session"):
		r.sess = session{seen: true}
		r.levels = nil
	case t.Is("general") && !t.SelfClose:
		return r.general()
	}
	return nil
}

// general reads the session's <general> block.
func (r *Reader) general() error {
	sc := &r.Sc
	s := &r.sess
	var cur []byte
	for sc.Next() {
		t := &sc.Tok
		switch t.Kind {
		case xmlscan.Start:
			cur = t.Name
		case xmlscan.End:
			if string(t.Name) == "general" {
				return r.settle()
			}
			cur = nil
		case xmlscan.Text:
			v := string(t.Text)
			switch string(cur) {
			case "gametype":
				s.gametype = v
			case "tablename":
				s.table = v
			case "tablecurrency":
				s.currency = v
			case "currency":
				if s.currency == "" {
					s.currency = v
				}
			case "nickname":
				s.hero = v
			case "tournamentname":
				s.tournament = true
			case "tournamentcode":
				s.tournament, s.tourneyID = true, v
			case "buyin":
				s.tournament, s.buyIn = true, v
			}
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%w: %v", parser.ErrUnknownLine, err)
	}
	return fmt.Errorf("%w: session <general> not closed", parser.ErrTruncated)
}

// labels are the game labels of a session's <gametype> (its stakes cut):
// the stud family at fixed limit ("L"), and the other games of the
// network's clients, counted as such. Another label is a reject.
var labels = func() parser.Labels {
	l := parser.Labels{
		"7 Card Stud Hi-Lo L": hand.StudHiLo, "7 Card Stud Hi/Lo L": hand.StudHiLo,
		"7 Card Stud L": hand.StudHigh, "Razz L": hand.Razz,
	}
	for _, other := range []string{
		"7 Card Stud Hi-Lo NL", "7 Card Stud Hi-Lo PL", "7 Card Stud NL", "7 Card Stud PL", "Razz NL", "Razz PL",
		"5 Card Stud L", "5 Card Stud NL", "5 Card Stud PL",
		"Holdem L", "Holdem NL", "Holdem PL", "Omaha L", "Omaha NL", "Omaha PL",
		"Omaha Hi-Lo L", "Omaha Hi-Lo NL", "Omaha Hi-Lo PL",
		"5 Card Draw L", "5 Card Draw NL", "5 Card Draw PL",
	} {
		l[other] = hand.GameOther
	}
	return l
}()

// GameLabel is the game label of the game last read when it is of another game.
func (r *Reader) GameLabel() []byte { return []byte(r.sess.label) }

// settle derives the game and stakes from the session's general block:
// "7 Card Stud Hi-Lo L €0.05/€0.10", "7 Card Stud L", "Razz L $1/$2".
func (r *Reader) settle() error {
	s := &r.sess
	gt := s.gametype
	fields := strings.Fields(gt)
	label := fields
	if n := len(fields); n > 0 && strings.ContainsAny(fields[n-1], "/0123456789") {
		label = fields[:n-1]
	}
	s.label = strings.Join(label, " ")
	s.game, s.labelErr = labels.Game([]byte(s.label))
	s.known = s.game != hand.GameOther
	if s.tournament {
		s.decimals, s.currency = 0, ""
		if s.tourneyID == "" {
			// "$5 Limit 7 Card Stud, 699476041, 699476041": the tournament number.
			if parts := strings.Split(s.table, ", "); len(parts) >= 2 {
				s.tourneyID = strings.TrimSpace(parts[1])
			}
		}
	} else {
		s.decimals = 2
	}
	s.stakes = hand.Stakes{}
	if n := len(fields); n > 0 {
		if small, big, ok := strings.Cut(fields[n-1], "/"); ok {
			sm, err1 := xmlscan.Syntax.Money([]byte(small), s.decimals)
			bg, err2 := xmlscan.Syntax.Money([]byte(big), s.decimals)
			if err1 != nil || err2 != nil {
				return fmt.Errorf("%w: stakes %q", parser.ErrBadHeader, gt)
			}
			s.stakes.SmallBet, s.stakes.BigBet = sm, bg
		}
	}
	return nil
}

// player is one <player> of a game.
type player struct {
	seat            int
	name            string
	chips, win, bet hand.Money
	line            int
	acted           bool
}

// action is one <action>.
type action struct {
	no, round, typ, who int
	verb                *ledger.Verb // what typ means; nil for a type not known
	sum                 hand.Money
	line                int
}

// dealt is one <cards> element.
type dealt struct {
	round, who int
	n          int
	cs         [hand.MaxCards]cards.Card
	line       int
}

// game is the raw content of one <game>, reused from game to game.
type game struct {
	start   string
	hero    string // the session's nickname, or the game's own
	players []player
	actions []action
	deals   []dealt
}

// Action type codes, as the type attribute of an <action> writes them.
const (
	actFold    = "0"
	actCall    = "3"
	actCheck   = "4"
	actBet     = "5"
	actAllIn   = "7" // an ante in round 0
	actAnte    = "15"
	actBringIn = "16"
	actRaiseTo = "23"
)

// codes are the action types: what each means to the ledger and how its
// sum is written.
var codes = ledger.NewTable(
	ledger.Verb{Text: actFold, Intent: ledger.Fold, Exact: true},
	ledger.Verb{Text: actCall, Intent: ledger.Call, Form: ledger.Added, Exact: true},
	ledger.Verb{Text: actCheck, Intent: ledger.Check, Exact: true},
	ledger.Verb{Text: actBet, Intent: ledger.Bet, Form: ledger.Added, Exact: true},
	ledger.Verb{Text: actAllIn, Intent: ledger.AllIn, Form: ledger.Added, Exact: true},
	ledger.Verb{Text: actAnte, Intent: ledger.Ante, Exact: true},
	ledger.Verb{Text: actBringIn, Intent: ledger.BringIn, Exact: true},
	ledger.Verb{Text: actRaiseTo, Intent: ledger.Raise, Form: ledger.StreetTo, Exact: true},
)

// syntax is iPoker's: amounts as the XML sites write them, cards suit
// first ("CA D5 H4", "X X S10").
var syntax = func() *parser.Syntax {
	s := xmlscan.Syntax
	s.SuitFirst, s.Hidden = true, []string{"X", "x"}
	return &s
}()

// Game reads the <game> element after its start tag t.
func (r *Reader) Game(t *xmlscan.Token) (*hand.Hand, bool, error) {
	if v, ok := t.Get("gamecode"); ok {
		r.ID = string(v)
	}
	start := t.Line
	sc := &r.Sc
	g := &r.g
	g.start, g.hero, g.players, g.actions, g.deals = "", r.sess.hero, g.players[:0], g.actions[:0], g.deals[:0]
	round := -1
	var cur []byte
	var cardsOpen *dealt
	closed := false
	dec := r.sess.decimals
	money := func(t *xmlscan.Token, attr string) (hand.Money, error) { return xmlscan.AttrMoney(t, attr, dec, false) }
loop:
	for sc.Next() {
		t := &sc.Tok
		switch t.Kind {
		case xmlscan.End:
			switch string(t.Name) {
			case "game":
				closed = true
				break loop
			case "cards":
				cardsOpen = nil
			case "round":
				round = -1
			}
			cur = nil
		case xmlscan.Text:
			switch {
			case cardsOpen != nil:
				n, err := syntax.Cards(t.Text, cardsOpen.cs[:])
				if err != nil {
					return nil, false, parser.Fail(t.Line, err)
				}
				cardsOpen.n = n
			case string(cur) == "startdate":
				g.start = string(t.Text)
			case string(cur) == "nickname":
				g.hero = r.In.Str(t.Text)
			}
		case xmlscan.Start:
			cur = t.Name
			switch string(t.Name) {
			case "player":
				name, _ := t.Get("name")
				if len(name) == 0 {
					continue // an empty seat
				}
				seat, _ := t.Get("seat")
				p := player{name: r.In.Str(name), line: t.Line}
				var ok bool
				if p.seat, ok = parser.Atoi(seat); !ok {
					return nil, false, parser.Fail(t.Line, fmt.Errorf("%w: seat %q", parser.ErrBadSeat, seat))
				}
				var err error
				if p.chips, err = money(t, "chips"); err != nil {
					return nil, false, err
				}
				if p.win, err = money(t, "win"); err != nil {
					return nil, false, err
				}
				if p.bet, err = money(t, "bet"); err != nil {
					return nil, false, err
				}
				g.players = append(g.players, p)
			case "round":
				v, _ := t.Get("no")
				n, ok := parser.Atoi(v)
				if !ok {
					return nil, false, parser.Fail(t.Line, fmt.Errorf("%w: round %q", parser.ErrUnknownLine, v))
				}
				round = n
			case "cards":
				who, err := r.who(t)
				if err != nil {
					return nil, false, err
				}
				g.deals = append(g.deals, dealt{round: round, who: who, line: t.Line})
				if !t.SelfClose {
					cardsOpen = &g.deals[len(g.deals)-1]
				}
			case "action":
				who, err := r.who(t)
				if err != nil {
					return nil, false, err
				}
				a := action{round: round, who: who, line: t.Line}
				v, _ := t.Get("no")
				var ok bool
				if a.no, ok = parser.Atoi(v); !ok {
					return nil, false, parser.Fail(t.Line, fmt.Errorf("%w: action no %q", parser.ErrUnknownLine, v))
				}
				v, _ = t.Get("type")
				if a.typ, ok = parser.Atoi(v); !ok {
					return nil, false, parser.Fail(t.Line, fmt.Errorf("%w: action type %q", parser.ErrUnknownLine, v))
				}
				a.verb, _, _ = codes.Match(v)
				if a.sum, err = money(t, "sum"); err != nil {
					return nil, false, err
				}
				g.actions = append(g.actions, a)
				g.players[who].acted = true
			}
		}
	}
	if err := r.Closed(closed); err != nil {
		return nil, false, err
	}
	if !r.sess.seen {
		return nil, false, parser.Fail(start, fmt.Errorf("%w: <game> outside a <session>", parser.ErrBadHeader))
	}
	if r.sess.labelErr != nil {
		return nil, false, parser.Fail(start, r.sess.labelErr)
	}
	if !r.sess.known {
		return nil, true, nil
	}
	h, err := r.build(start, sc.Line())
	return h, false, err
}

// who returns the index of the player an element names.
func (r *Reader) who(t *xmlscan.Token) (int, error) {
	v, _ := t.Get("player")
	for i := range r.g.players {
		if r.g.players[i].name == string(v) {
			return i, nil
		}
	}
	return 0, parser.Fail(t.Line, fmt.Errorf("%w: %q", parser.ErrUnknownPlayer, v))
}

// parseTime reads "2014-05-10 18:02:19" (the client's clock; no zone is
// written, so it is taken as UTC); anything else is the zero time.
func parseTime(s string) time.Time {
	if t, rest, ok := parser.Stamp([]byte(s)); ok && len(rest) == 0 {
		return t
	}
	return time.Time{}
}

// lineStart reports whether only spaces and tabs come before head[i] on its line.
func lineStart(head []byte, i int) bool {
	for i > 0 && (head[i-1] == ' ' || head[i-1] == '\t') {
		i--
	}
	return i == 0 || head[i-1] == '\n'
}
