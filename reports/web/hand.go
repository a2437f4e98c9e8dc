package web

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/reports"
)

// handView is the replayer's page: the seats with their cards, and the
// steps of the hand (each street dealt, each action, each uncalled bet
// returned, then the result) that the page steps through.
type handView struct {
	H       *reports.Hand
	Seats   []seatView
	Steps   []stepView
	Pots    []potView
	Initial int    // the step shown first
	Viewer  string // the player whose view "hide" keeps: ?player=, the saved hero or the guessed one
	Hide    bool
	Masked  bool // ?mask=1: names but the saved hero's replaced by seat labels
	Board   cardView
	Header  string
	Query   url.Values // the filters, carried to the neighbour links
	Final   int        // index of the result step
}

// seatView is one seat and its cards.
type seatView struct {
	*reports.HandSeat
	Cards     []cardView
	FoldStep  int // step at which the player folded, -1 if never
	AllInStep int // step of the action that put the player all-in (0: the antes), -1 if never
	Viewer    bool
	BestHigh  []cardView
	BestLow   []cardView
	Stack     string
	Net       string
	HasCards  bool
	WonAmount string
}

// cardView is one card as the page draws it.
type cardView struct {
	Code   string // "Ah", "" when unknown
	Rank   string
	Suit   string // glyph
	Color  string // "red" or "black"
	Street int    // street it is dealt on
	Down   bool
}

// stepView is one step of the replayer.
type stepView struct {
	Index    int
	Street   int
	Kind     string // "deal", "action", "uncalled", "result"
	Seat     int
	Player   string
	Text     string
	Pot      string // pot after the step
	Line     int
	Findings []reports.HandFinding
}

// potView is one pot and its winners.
type potView struct {
	Kind, Amount string
	Eligible     string
	High, Low    []awardView
	NoLow        bool
}

type awardView struct{ Player, Amount string }

var suitGlyphs = map[byte]string{'c': "♣", 'd': "♦", 'h': "♥", 's': "♠"}

func newCardView(c cards.Card, street int, down bool) cardView {
	v := cardView{Street: street, Down: down}
	if !c.Known() {
		return v
	}
	s := c.String()
	v.Code, v.Rank, v.Suit, v.Color = s, strings.Replace(s[:1], "T", "10", 1), suitGlyphs[s[1]], "black"
	if s[1] == 'd' || s[1] == 'h' {
		v.Color = "red"
	}
	return v
}

// slotStreets is the street each of the seven cards is dealt on.
var slotStreets = [7]int{3, 3, 3, 4, 5, 6, 7}

// hand serves /hand/{site}/{id}: ?player= names the viewer (without it the
// saved hero, else the player whose down cards the history shows), ?hide=1
// keeps the others' down cards hidden until the showdown, ?step=N or
// ?line=N&code=C select the step shown first, ?mask=1 replaces every name
// but the saved hero's by its seat's label (reports.Hand.Mask) and the
// source file by its base name.
func (s *Server) hand(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	site, id := r.PathValue("site"), r.PathValue("id")
	if _, err := s.parseFilter(q); err != nil {
		s.fail(w, r, err)
		return
	}
	var step, line int
	for _, p := range []struct {
		name string
		dst  *int
	}{{"step", &step}, {"line", &line}} {
		if v := q.Get(p.name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				s.fail(w, r, errBadRequest("%s=%q: want a whole number, 0 or more", p.name, v))
				return
			}
			*p.dst = n
		}
	}
	// Opened for a player, the page hides what he could not see at the
	// time unless asked not to (hide=0).
	hide := q.Get("player") != ""
	switch q.Get("hide") {
	case "":
	case "0":
		hide = false
	case "1":
		hide = true
	default:
		s.fail(w, r, errBadRequest("hide=%q: want 1 or 0", q.Get("hide")))
		return
	}
	mask := false
	switch q.Get("mask") {
	case "", "0":
	case "1":
		mask = true
	default:
		s.fail(w, r, errBadRequest("mask=%q: want 1 or 0", q.Get("mask")))
		return
	}
	h, err := reports.LoadHand(r.Context(), s.db, site, id)
	if errors.Is(err, reports.ErrNoHand) {
		s.fail(w, r, errNotFound("no hand %s at %s in this database", id, site))
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	saved, err := reports.Hero(r.Context(), s.db)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	viewer := q.Get("player")
	if viewer == "" && h.SeatOf(saved) != nil {
		viewer = saved
	}
	if mask {
		if st := h.SeatOf(viewer); st != nil && viewer != saved {
			viewer = hand.MaskLabel(st.Seat, saved)
		}
		h.Mask(saved)
		h.File = filepath.Base(h.File)
	}
	v := buildHandView(h, viewer, hide)
	v.Masked = mask
	v.Query = filterQuery(q)
	if p := q.Get("player"); p != "" && (!mask || p == saved) {
		v.Query.Set("player", p) // masked, only the hero's name is carried
	}
	if mask {
		v.Query.Set("mask", "1")
	}
	if hide {
		v.Query.Set("hide", "1")
	} else if q.Get("player") != "" {
		v.Query.Set("hide", "0")
	}
	switch {
	case q.Has("step"):
		if step >= len(v.Steps) {
			s.fail(w, r, errBadRequest("step=%d: the hand has steps 0 to %d", step, len(v.Steps)-1))
			return
		}
		v.Initial = step
	case q.Has("line") || q.Has("code"):
		v.Initial = v.stepOfFinding(q.Get("code"), line)
	}
	s.render(w, "hand", http.StatusOK, &page{Title: fmt.Sprintf("%s hand %s", h.Site, h.ID), Data: v})
}

// buildHandView lays out the hand's steps and seats.
func buildHandView(h *reports.Hand, viewer string, hide bool) *handView {
	v := &handView{H: h, Hide: hide, Board: newCardView(h.Board, 7, false)}
	v.Header = fmt.Sprintf("%s %s %s  %s  table %s", h.Game, h.Stakes, h.Currency, h.StartText, h.Table)
	name := map[int]string{}
	for i := range h.Seats {
		name[h.Seats[i].Seat] = h.Seats[i].Player
	}
	if viewer == "" {
		viewer = hero(h)
	}
	v.Viewer = viewer
	// Streets dealt: as far as betting went, or as far as any card fell.
	last := int(h.Reached)
	for i := range h.Seats {
		for k, c := range h.Seats[i].Cards {
			if c.Known() && slotStreets[k] > last {
				last = slotStreets[k]
			}
		}
	}
	if h.Board.Known() {
		last = 7
	}
	last = max(last, 3)
	pot := h.TotalPot
	if len(h.Actions) > 0 {
		pot = h.Actions[0].PotAfter - h.Actions[0].Amount
	} else {
		for i := range h.Seats {
			pot += h.Seats[i].Returned
		}
	}
	byAction := map[int][]reports.HandFinding{}
	var loose []reports.HandFinding
	for _, f := range h.Findings {
		if f.Action > 0 {
			byAction[f.Action] = append(byAction[f.Action], f)
		} else {
			loose = append(loose, f)
		}
	}
	add := func(st stepView) {
		st.Index = len(v.Steps)
		st.Pot = h.Money(pot)
		v.Steps = append(v.Steps, st)
	}
	folds, allIns := map[int]int{}, map[int]int{}
	ai := 0
	lastAction := len(h.Actions)
	for street := 3; street <= last; street++ {
		add(stepView{Street: street, Kind: "deal", Text: dealText(h, street)})
		for ; ai < len(h.Actions) && int(h.Actions[ai].Street) <= street; ai++ {
			a := &h.Actions[ai]
			pot = a.PotAfter
			if a.Kind == "fold" {
				folds[a.Seat] = len(v.Steps)
			}
			if _, ok := allIns[a.Seat]; a.AllIn && !ok {
				allIns[a.Seat] = len(v.Steps)
			}
			add(stepView{Street: street, Kind: "action", Seat: a.Seat, Player: name[a.Seat], Text: actionText(h, a),
				Line: a.Line, Findings: byAction[a.Seq]})
		}
		if ai == lastAction {
			for i := range h.Seats {
				st := &h.Seats[i]
				if st.Returned > 0 {
					pot -= st.Returned
					add(stepView{Street: street, Kind: "uncalled", Seat: st.Seat, Player: st.Player,
						Text: "uncalled bet " + h.Money(st.Returned) + " returned"})
				}
			}
			lastAction = -1
		}
	}
	res := "result"
	if h.Showdown {
		res = "showdown"
	}
	add(stepView{Street: last, Kind: "result", Text: res, Findings: loose})
	v.Final = len(v.Steps) - 1
	for i := range h.Seats {
		st := &h.Seats[i]
		sv := seatView{HandSeat: st, FoldStep: -1, Viewer: st.Player == viewer,
			Stack: h.Money(st.Stack), Net: h.Money(st.Net)}
		if k, ok := folds[st.Seat]; ok {
			sv.FoldStep = k
		}
		sv.AllInStep = -1
		if k, ok := allIns[st.Seat]; ok {
			sv.AllInStep = k
		} else if st.AllIn {
			sv.AllInStep = 0 // all-in on the ante: no action put him there
		}
		for k, c := range st.Cards {
			down := k < 2 || k == 6
			if k == 6 && !c.Known() && h.Board.Known() {
				continue // the community card stands in for everyone's 7th
			}
			if !c.Known() && !st.DealtIn {
				continue
			}
			if !c.Known() && (slotStreets[k] > last || (st.FoldedOn > 0 && slotStreets[k] > int(st.FoldedOn))) {
				continue
			}
			sv.Cards = append(sv.Cards, newCardView(c, slotStreets[k], down))
			sv.HasCards = true
		}
		if st.HasBest {
			for _, c := range readOrder(st.BestHigh) {
				if c.Known() {
					sv.BestHigh = append(sv.BestHigh, newCardView(c, 0, false))
				}
			}
			for _, c := range st.BestLow {
				if c.Known() {
					sv.BestLow = append(sv.BestLow, newCardView(c, 0, false))
				}
			}
		}
		if st.Collected > 0 {
			sv.WonAmount = h.Money(st.Collected)
		}
		v.Seats = append(v.Seats, sv)
	}
	for _, p := range h.Pots {
		pv := potView{Kind: p.Kind, Amount: h.Money(p.Amount), Eligible: strings.Join(p.Eligible, ", "),
			NoLow: h.Game == "stud8" && len(p.Low) == 0 && len(p.Eligible) > 1}
		if h.Game == "razz" {
			// Razz pays the low hand: the winners of the pot, whatever half
			// the store names.
			pv.Low = append(pv.Low, awardsOf(h, p.High)...)
			pv.Low = append(pv.Low, awardsOf(h, p.Low)...)
			v.Pots = append(v.Pots, pv)
			continue
		}
		for _, a := range p.High {
			pv.High = append(pv.High, awardView{a.Player, h.Money(a.Amount)})
		}
		for _, a := range p.Low {
			pv.Low = append(pv.Low, awardView{a.Player, h.Money(a.Amount)})
		}
		v.Pots = append(v.Pots, pv)
	}
	return v
}

// awardsOf words awards as the pots table shows them.
func awardsOf(h *reports.Hand, as []reports.HandAward) []awardView {
	var out []awardView
	for _, a := range as {
		out = append(out, awardView{a.Player, h.Money(a.Amount)})
	}
	return out
}

// HighColumn and LowColumn say whether the pots table has a high and a
// low column: razz pays only the low, stud high only the high.
func (v *handView) HighColumn() bool { return v.H.Game != "razz" }
func (v *handView) LowColumn() bool  { return v.H.Game != "stud" }

// readOrder is five cards of a high hand as players read them: ranks
// that come most often first, then the higher (J J J K Q, 9 9 4 4 A), and
// a five-high straight from the five down (5 4 3 2 A).
func readOrder(five [5]cards.Card) [5]cards.Card {
	out := five
	count := map[cards.Rank]int{}
	for _, c := range out {
		if c.Known() {
			count[c.Rank()]++
		}
	}
	wheel := len(count) == 5 && count[cards.Ace] == 1 && count[cards.Two] == 1 && count[cards.Three] == 1 &&
		count[cards.Four] == 1 && count[cards.Five] == 1
	value := func(c cards.Card) int {
		if !c.Known() {
			return -1
		}
		r := int(c.Rank())
		if wheel && c.Rank() == cards.Ace {
			r = 1
		}
		return count[c.Rank()]*100 + r
	}
	sort.SliceStable(out[:], func(i, j int) bool { return value(out[i]) > value(out[j]) })
	return out
}

// hero guesses whose view the history was written from: the player whose
// down cards are known without a showdown (PokerStars prints the hero's
// down cards as they are dealt).
func hero(h *reports.Hand) string {
	for i := range h.Seats {
		st := &h.Seats[i]
		if st.Cards[0].Known() && !st.Showdown {
			return st.Player
		}
	}
	return ""
}

// dealText says what a street deals.
func dealText(h *reports.Hand, street int) string {
	s := hand.Street(street).String() + " street"
	switch {
	case street == 3:
		// The antes all players posted, as the text view (stud8 replay) says them.
		var antes hand.Money
		for i := range h.Seats {
			antes += h.Seats[i].Ante
		}
		s += fmt.Sprintf(": antes %s, two down cards and the door card", cliMoney(h, antes))
	case street == 7 && h.Board.Known():
		s += ": not enough cards left, one community card " + h.Board.String()
	case street == 7:
		s += ": one card down"
	default:
		s += ": one card up"
	}
	return s
}

// cliMoney writes m as the text view (stud8 replay) writes money: $3.00,
// 3.00€, 3.00 GBP, chips and play money without decimals.
func cliMoney(h *reports.Hand, m hand.Money) string {
	s := h.Money(m)
	if h.Decimals == 0 {
		return s
	}
	switch h.Currency {
	case "USD", "":
		if strings.HasPrefix(s, "-") {
			return "-$" + s[1:]
		}
		return "$" + s
	case "EUR":
		return s + "€"
	}
	return s + " " + h.Currency
}

// actionText words one action with hand.Words, as the text view does.
func actionText(h *reports.Hand, a *reports.HandAction) string {
	k, _ := hand.ParseKind(a.Kind)
	amount := a.Amount
	if k == hand.Raise || k == hand.Complete {
		amount = a.By
	}
	return hand.Words(k, amount, a.To, a.AllIn, h.Money)
}

// stepOfFinding returns the step of the finding with code at line (either
// may be empty), the step of its action when it has one, else the result.
func (v *handView) stepOfFinding(code string, line int) int {
	for _, st := range v.Steps {
		for _, f := range st.Findings {
			if (code == "" || f.Code == code) && (line == 0 || f.Line == line || st.Line == line) {
				return st.Index
			}
		}
	}
	if line > 0 {
		for _, st := range v.Steps {
			if st.Line == line {
				return st.Index
			}
		}
	}
	return v.Final
}
