package phh

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/stud8/stud8/hand"
)

// Append appends h as one PHH document (a .phh file): the fields PHH
// requires of a stud variant, then the optional ones stud8 knows
// (docs/phh.md lists every mapping and what is lost).
func Append(dst []byte, h *hand.Hand) ([]byte, error) {
	w := writer{b: dst, h: h}
	if err := w.document(); err != nil {
		return dst, err
	}
	return w.b, nil
}

// AppendTable appends h as table [n] of a .phhs file, after a blank line
// when dst already holds a table.
func AppendTable(dst []byte, n int, h *hand.Hand) ([]byte, error) {
	start := len(dst)
	if len(dst) > 0 {
		dst = append(dst, '\n')
	}
	dst = append(dst, '[')
	dst = strconv.AppendInt(dst, int64(n), 10)
	dst = append(dst, "]\n"...)
	out, err := Append(dst, h)
	if err != nil {
		return dst[:start], err
	}
	return out, nil
}

// appendNext is AppendTable numbered one past the last table of dst (1
// for an empty dst): the Append of the site's Writer, whose caller keeps
// a whole session in one buffer.
func appendNext(dst []byte, h *hand.Hand) ([]byte, error) {
	n := 1
	if i := bytes.LastIndex(dst, []byte("\n\n[")); i >= 0 || bytes.HasPrefix(dst, []byte("[")) {
		rest := dst[i+3:]
		if i < 0 {
			rest = dst[1:]
		}
		if j := bytes.IndexByte(rest, ']'); j > 0 {
			if k, err := strconv.Atoi(string(rest[:j])); err == nil {
				n = k + 1
			}
		}
	}
	return AppendTable(dst, n, h)
}

// SessionWriter writes the hands of one .phhs file, as tables [1], [2]...
type SessionWriter struct {
	w   io.Writer
	n   int
	buf []byte
}

// NewSessionWriter returns a writer of a .phhs file to w.
func NewSessionWriter(w io.Writer) *SessionWriter { return &SessionWriter{w: w} }

// Write writes h as the next table.
func (s *SessionWriter) Write(h *hand.Hand) error {
	b := s.buf[:0]
	if s.n > 0 {
		b = append(b, '\n')
	}
	b, err := AppendTable(b, s.n+1, h)
	s.buf = b
	if err != nil {
		return err
	}
	if _, err := s.w.Write(b); err != nil {
		return err
	}
	s.n++
	return nil
}

// Hands returns how many hands were written.
func (s *SessionWriter) Hands() int { return s.n }

// writer prints one hand.
type writer struct {
	b     []byte
	h     *hand.Hand
	order []int // PHH player i is h.Seats[order[i]]
	idx   []int // h.Seats index -> PHH player index, -1 if left out
}

// Players returns the indexes into h.Seats of the players a PHH document of
// h lists, in PHH order: the seats that take part in the hand (post, are
// dealt, act or collect), by seat number; every seat when none has an event.
func Players(h *hand.Hand) []int {
	in := make([]bool, len(h.Seats))
	for i := range h.Events {
		if p := h.Events[i].Player; p >= 0 && p < len(in) {
			in[p] = true
		}
	}
	none := !slices.Contains(in, true)
	var order []int
	for i := range h.Seats {
		if in[i] || none {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return h.Seats[a].Num - h.Seats[b].Num })
	return order
}

func (w *writer) document() error {
	h := w.h
	code, ok := variantCode(h.Game)
	if !ok {
		return fmt.Errorf("phh: write hand %s: game %s has no PHH variant", h.ID, h.Game)
	}
	for i := range h.Events {
		if p := h.Events[i].Player; p >= len(h.Seats) || p < -1 {
			return fmt.Errorf("phh: write hand %s: event %d has player %d of %d seats", h.ID, i, p, len(h.Seats))
		}
	}
	w.order = Players(h)
	if len(w.order) == 0 {
		return fmt.Errorf("phh: write hand %s: no player takes part", h.ID)
	}
	w.idx = make([]int, len(h.Seats))
	for i := range w.idx {
		w.idx[i] = -1
	}
	for k, i := range w.order {
		w.idx[i] = k
	}
	antes := make([]hand.Money, len(w.order))
	winnings := make([]hand.Money, len(w.order))
	for i := range h.Events {
		e := &h.Events[i]
		switch e.Kind {
		case hand.Ante:
			antes[w.idx[e.Player]] += e.Amount
		case hand.Collect:
			winnings[w.idx[e.Player]] += e.Amount
		}
	}
	stacks := make([]hand.Money, len(w.order))
	for k, i := range w.order {
		stacks[k] = h.Seats[i].Stack
	}

	w.key("variant")
	w.str(code)
	// Antes go into the pots like bets: a player all-in on a short ante
	// is not eligible for the antes above his (PokerKit's default puts
	// every ante in the main pot).
	w.key("ante_trimming_status")
	w.b = append(w.b, "true\n"...)
	w.key("antes")
	w.moneyList(antes)
	w.key("bring_in")
	w.money(bringIn(h))
	w.key("small_bet")
	w.money(h.Stakes.SmallBet)
	w.key("big_bet")
	w.money(h.Stakes.BigBet)
	w.key("starting_stacks")
	w.moneyList(stacks)
	w.key("actions")
	w.b = append(w.b, "[\n"...)
	for _, a := range w.actions() {
		w.b = append(w.b, "  "...)
		w.quote(a)
		w.b = append(w.b, ",\n"...)
	}
	w.b = append(w.b, "]\n"...)
	w.key("venue")
	w.str(h.Site)
	// Always written, even empty: a table without hand is keyed by its
	// file and content (contentID), which would change the hand's id.
	w.key("hand")
	w.str(h.ID)
	if h.Table != "" {
		w.key("table")
		w.str(h.Table)
	}
	if h.MaxSeats > 0 {
		w.key("seat_count")
		w.b = strconv.AppendInt(w.b, int64(h.MaxSeats), 10)
		w.b = append(w.b, '\n')
	}
	w.key("seats")
	w.b = append(w.b, '[')
	for k, i := range w.order {
		if k > 0 {
			w.b = append(w.b, ", "...)
		}
		w.b = strconv.AppendInt(w.b, int64(h.Seats[i].Num), 10)
	}
	w.b = append(w.b, "]\n"...)
	w.key("players")
	w.b = append(w.b, '[')
	for k, i := range w.order {
		if k > 0 {
			w.b = append(w.b, ", "...)
		}
		w.quote(h.Seats[i].Name)
	}
	w.b = append(w.b, "]\n"...)
	if !byRules(h) {
		w.key("winnings")
		w.moneyList(winnings)
	}
	if h.Currency != "" {
		w.key("currency")
		w.str(h.Currency)
	}
	if !h.Time.IsZero() {
		t := h.Time.UTC()
		w.key("time")
		w.b = t.AppendFormat(w.b, "15:04:05\n")
		w.key("time_zone")
		w.str("UTC")
		for _, kv := range []struct {
			k string
			v int
		}{{"day", t.Day()}, {"month", int(t.Month())}, {"year", t.Year()}} {
			w.key(kv.k)
			w.b = strconv.AppendInt(w.b, int64(kv.v), 10)
			w.b = append(w.b, '\n')
		}
	}
	// What the replay's results depend on and PHH has no field for:
	// the mixed game (no stack check across a mixed table), the tournament
	// (its rake and structures, the stack check of its table).
	if h.Mix != "" {
		w.key("_mix")
		w.str(h.Mix)
	}
	if h.Tournament {
		w.key("_tournament")
		w.b = append(w.b, "true\n"...)
	}
	if h.TourneyID != "" {
		w.key("_tournament_id")
		w.str(h.TourneyID)
	}
	if h.Summary.HasRake || h.Summary.Rake != 0 {
		w.key("_rake")
		w.money(h.Summary.Rake)
		if !h.Summary.HasRake {
			// Implied by the figures (total pot minus awards), not printed.
			w.key("_rake_printed")
			w.b = append(w.b, "false\n"...)
		}
	}
	if h.Summary.Jackpot != 0 {
		w.key("_jackpot")
		w.money(h.Summary.Jackpot)
	}
	return nil
}

func (w *writer) key(k string) { w.b = append(w.b, k...); w.b = append(w.b, " = "...) }

// str writes a string value and ends the line.
func (w *writer) str(s string) { w.quote(s); w.b = append(w.b, '\n') }

// quote writes s as a TOML literal string when it can be one, else as a
// basic string with escapes.
func (w *writer) quote(s string) {
	literal := utf8.ValidString(s)
	for i := 0; i < len(s) && literal; i++ {
		if c := s[i]; c == '\'' || c < 0x20 && c != '\t' || c == 0x7f {
			literal = false
		}
	}
	if literal {
		w.b = append(w.b, '\'')
		w.b = append(w.b, s...)
		w.b = append(w.b, '\'')
		return
	}
	w.b = append(w.b, '"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			w.b = append(w.b, '\\', byte(r))
		case r == '\n':
			w.b = append(w.b, `\n`...)
		case r < 0x20 || r == 0x7f || r == utf8.RuneError:
			w.b = fmt.Appendf(w.b, `\u%04X`, r)
		default:
			w.b = utf8.AppendRune(w.b, r)
		}
	}
	w.b = append(w.b, '"')
}

func (w *writer) money(m hand.Money) {
	w.b = append(w.b, w.h.Money(m)...)
	w.b = append(w.b, '\n')
}

func (w *writer) moneyList(ms []hand.Money) {
	w.b = append(w.b, '[')
	for i, m := range ms {
		if i > 0 {
			w.b = append(w.b, ", "...)
		}
		w.b = append(w.b, w.h.Money(m)...)
	}
	w.b = append(w.b, "]\n"...)
}

// bringIn is the bring-in to write: the stake, or when the history does
// not tell it (every bring-in post was all-in), the amount posted, which
// the post of min(bring-in, stack) gives back.
func bringIn(h *hand.Hand) hand.Money {
	if h.Stakes.BringIn > 0 {
		return h.Stakes.BringIn
	}
	for i := range h.Events {
		if h.Events[i].Kind == hand.BringIn {
			return h.Events[i].Amount
		}
	}
	return 0
}

// byRules reports a hand that declares no awards (Summary.AwardsByRules)
// and has no collection: its document has no winnings, so that it is read
// back as a hand the replay awards.
func byRules(h *hand.Hand) bool {
	if !h.Summary.AwardsByRules {
		return false
	}
	for i := range h.Events {
		if h.Events[i].Kind == hand.Collect {
			return false
		}
	}
	return true
}
