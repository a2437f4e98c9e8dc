// Package ipoker reads and writes the XML hand histories of the iPoker
// network for the stud family (Seven Card Stud Hi/Lo, Stud High, Razz; cash
// and tournament) into the neutral hand model. A file is one <session>
// whose <general> names the game, stakes, table and hero, followed by one
// <game> per hand. docs/sites/ipoker.md lists the quirks handled.
package ipoker

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/xmlscan"
)

// SiteName is the name stored in hand.Hand.Site.
const SiteName = "iPoker"

// Site is iPoker in the registry of parser/sites.
var Site = parser.Site{
	Name:   SiteName,
	Detect: Detect,
	Open: func(r io.Reader, file string, opt parser.Options) parser.HandReader {
		return NewReader(r, file, opt)
	},
	Writer: &parser.Writer{Ext: ".xml", Append: Append, Begin: Begin, End: End},
}

// Detect reports whether head is an iPoker session: an XML <session> whose
// first hand is a <game gamecode=...>, or whose general block has the
// iPoker <gametype> and <tablename> elements.
func Detect(head []byte) bool {
	i := bytes.Index(head, []byte("<session"))
	if i < 0 || i > 512 {
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
	known      bool // the game is of the stud family and fixed limit
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
	games xmlscan.Games
	ended bool // the chunk being read has its </game>
	sc    xmlscan.Scanner
	sess  session
	slab  parser.Slab
	in    parser.Interner
	id    string
	g     game // the game being read, reused
	wins  []hand.Money
	// levels maps a tournament level (ante, bring-in) to the bet sizes the
	// session's hands have shown for it.
	levels map[level]hand.Stakes
}

// NewReader returns a reader of iPoker XML over r (decoded by parser.Decode
// unless it already is); file names the source in errors and positions.
func NewReader(r io.Reader, file string, opt parser.Options) *Reader {
	rd := &Reader{games: xmlscan.NewGames(r, file, SiteName)}
	rd.games.Parse = rd.chunk
	rd.slab.SetReuse(opt.ReuseHands)
	return rd
}

// Stats returns the counts so far.
func (r *Reader) Stats() parser.Stats { return r.games.Stats }

// Next returns the next stud-family hand, an *parser.Error for a hand it
// rejects, or io.EOF.
func (r *Reader) Next() (*hand.Hand, error) { return r.games.Next() }

// chunk reads one chunk: session text before a <game>, and the game.
func (r *Reader) chunk(b []byte, line int) (*hand.Hand, bool, *parser.Error) {
	sc := &r.sc
	sc.Reset(b, line)
	r.id = ""
	r.ended = bytes.Contains(b, []byte("</game>"))
	for sc.Next() {
		t := &sc.Tok
		switch {
		case t.Is("session"):
			r.sess = session{seen: true}
			r.levels = nil
		case t.Is("general") && !t.SelfClose:
			if err := r.general(); err != nil {
				return nil, false, r.fail(t.Line, err, b)
			}
		case t.Is("game"):
			if v, ok := t.Get("gamecode"); ok {
				r.id = string(v)
			}
			start := t.Line
			h, other, err := r.game(start)
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

func (r *Reader) fail(line int, err error, raw []byte) *parser.Error {
	return &parser.Error{File: r.games.File, HandID: r.id, Line: line, Err: err, Raw: parser.Clip(bytes.TrimSpace(raw))}
}

// general reads the session's <general> block.
func (r *Reader) general() error {
	sc := &r.sc
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

// settle derives the game and stakes from the session's general block:
// "7 Card Stud Hi-Lo L €0.05/€0.10", "7 Card Stud L", "Razz L $1/$2".
func (r *Reader) settle() error {
	s := &r.sess
	gt := s.gametype
	switch {
	case strings.HasPrefix(gt, "7 Card Stud Hi-Lo"), strings.HasPrefix(gt, "7 Card Stud Hi/Lo"):
		s.game = hand.StudHiLo
	case strings.HasPrefix(gt, "7 Card Stud"):
		s.game = hand.StudHigh
	case strings.HasPrefix(gt, "Razz"):
		s.game = hand.Razz
	default:
		s.game = hand.GameOther
	}
	fields := strings.Fields(gt)
	limit := false
	for _, f := range fields {
		if f == "L" {
			limit = true
		}
	}
	s.known = s.game != hand.GameOther && limit
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
			sm, ok1 := xmlscan.Money([]byte(small), s.decimals)
			bg, ok2 := xmlscan.Money([]byte(big), s.decimals)
			if !ok1 || !ok2 {
				return fmt.Errorf("%w: stakes %q", parser.ErrBadHeader, gt)
			}
			s.stakes.SmallBet, s.stakes.BigBet = hand.Money(sm), hand.Money(bg)
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

// Action type codes.
const (
	actFold    = 0
	actCall    = 3
	actCheck   = 4
	actBet     = 5
	actAllIn   = 7
	actAnte    = 15
	actBringIn = 16
	actRaiseTo = 23
)

// game reads the <game> element after its start tag.
func (r *Reader) game(start int) (*hand.Hand, bool, error) {
	sc := &r.sc
	g := &r.g
	g.start, g.hero, g.players, g.actions, g.deals = "", r.sess.hero, g.players[:0], g.actions[:0], g.deals[:0]
	round := -1
	var cur []byte
	var cardsOpen *dealt
	closed := false
	dec := r.sess.decimals
	money := func(t *xmlscan.Token, attr string) (hand.Money, error) {
		v, _ := t.Get(attr)
		m, ok := xmlscan.Money(v, dec)
		if !ok {
			return 0, parser.Fail(t.Line, fmt.Errorf("%w %q (%s)", parser.ErrBadAmount, v, attr))
		}
		return hand.Money(m), nil
	}
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
				n, err := parseCards(t.Text, cardsOpen.cs[:])
				if err != nil {
					return nil, false, parser.Fail(t.Line, err)
				}
				cardsOpen.n = n
			case string(cur) == "startdate":
				g.start = string(t.Text)
			case string(cur) == "nickname":
				g.hero = r.in.Str(t.Text)
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
				p := player{name: r.in.Str(name), line: t.Line}
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
				if a.sum, err = money(t, "sum"); err != nil {
					return nil, false, err
				}
				g.actions = append(g.actions, a)
				g.players[who].acted = true
			}
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
	if !r.sess.seen {
		return nil, false, parser.Fail(start, fmt.Errorf("%w: <game> outside a <session>", parser.ErrBadHeader))
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

// parseCards reads "CA D5 H4", "X X S10": suit first, then rank (ten is
// "10"); "X" is a hidden card.
func parseCards(b []byte, dst []cards.Card) (int, error) {
	n := 0
	for _, tok := range bytes.Fields(b) {
		if n == len(dst) {
			return n, fmt.Errorf("%w: more than %d cards", parser.ErrBadDeal, len(dst))
		}
		c, ok := parseCard(tok)
		if !ok {
			return n, fmt.Errorf("%w %q", parser.ErrBadCard, tok)
		}
		dst[n] = c
		n++
	}
	return n, nil
}

func parseCard(tok []byte) (cards.Card, bool) {
	if len(tok) == 1 && (tok[0] == 'X' || tok[0] == 'x') {
		return cards.None, true
	}
	if len(tok) < 2 || len(tok) > 3 {
		return cards.None, false
	}
	rank := tok[1:]
	if string(rank) == "10" {
		rank = []byte{'T'}
	}
	if len(rank) != 1 {
		return cards.None, false
	}
	var s [2]byte
	s[0] = rank[0]
	switch tok[0] {
	case 'C', 'c':
		s[1] = 'c'
	case 'D', 'd':
		s[1] = 'd'
	case 'H', 'h':
		s[1] = 'h'
	case 'S', 's':
		s[1] = 's'
	default:
		return cards.None, false
	}
	return cards.ParseBytes(s[:])
}

// parseTime reads "2014-05-10 18:02:19" (the client's clock; no zone is
// written, so it is taken as UTC).
func parseTime(s string) time.Time {
	t, err := time.Parse("2006-01-02 15:04:05", s)
	if err != nil {
		return time.Time{}
	}
	return t
}

var _ = strconv.Itoa
