package reports

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/stud8/stud8/filter"
)

// HandList is the hand list's selection (sql/hands.sql): the report
// filters (Filter, with its Rows sorting and paging the list) and the
// list's own. Zero values select everything.
type HandList struct {
	Filter filter.Filter
	Table  string // the table's name as stored
	// Session numbers one of Filter.Player's sessions as the sessions
	// report numbers them under the same filters and GapMinutes: the
	// list keeps the hands of its currency between its first and last.
	Session int
	// Start and End keep the hands started in the range (UTC; zero: open).
	Start, End time.Time
	Reached    int    // the hand (or the player) reached at least this street, 3-7; 0: any
	Showdown   string // "yes", "no" or "" for either (the player's, or the hand's)
	Result     string // the player's: scoop, high, low, won, lost; "" any
	// MinPot..MaxPot and MinNet..MaxNet are ranges of the declared total
	// pot and of the player's net, as decimal numbers; "" is open.
	MinPot, MaxPot, MinNet, MaxNet string
	Code                           string // the hand has a finding of this code
	AllIn                          string // "yes", "no" or "": the player (or any player) went all-in
	// Door is the player's door card: a rank (A K Q J T 9 ... 2), "low"
	// or "high" (9-K), as report stats --by door classes it.
	Door string
	// StartClass is the player's 3rd-street starting class, one of
	// StartClasses, as report stats --by start classes it (both down cards
	// known).
	StartClass string
}

// DoorClasses are the values HandList.Door takes.
var DoorClasses = []string{"A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2", "low", "high"}

// StartClasses are the values HandList.StartClass takes: the classes of
// report stats --by start (sql/views/70_cards.sql, r_start_class).
var StartClasses = []string{"rolled-up trips", "buried pair", "split pair", "three to a low", "three suited", "three to a straight", "other"}

// Results are the values HandList.Result takes.
var Results = []string{"scoop", "high", "low", "won", "lost"}

// ErrHandList is wrapped by the errors of a hand list's selection that
// the user can correct.
var ErrHandList = errors.New("hand list")

// handsReport is the hand list as a report: its filters and the list's
// own (bound by HandList.args).
var handsReport = Report{Name: "hands", File: "hands.sql", Params: with()}

// Validate checks the values that are not free text.
func (l HandList) Validate() error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: %s", ErrHandList, fmt.Sprintf(format, a...))
	}
	noPlayer := l.Filter.Player == "" && l.Filter.PlayerLike == "" && l.Filter.Person == ""
	if l.Reached != 0 && (l.Reached < 3 || l.Reached > 7) {
		return bad("street %d: want 3 to 7", l.Reached)
	}
	for _, v := range []struct{ name, v string }{{"showdown", l.Showdown}, {"all-in", l.AllIn}} {
		if v.v != "" && v.v != "yes" && v.v != "no" {
			return bad("%s %q: want yes or no", v.name, v.v)
		}
	}
	if l.Result != "" {
		ok := false
		for _, r := range Results {
			ok = ok || r == l.Result
		}
		if !ok {
			return bad("result %q: want one of %s", l.Result, strings.Join(Results, ", "))
		}
		if noPlayer {
			return bad("result is a player's: name the player")
		}
	}
	if l.Door != "" {
		if !slices.Contains(DoorClasses, l.Door) {
			return bad("door %q: want a rank (%s), low (A-8) or high (9-K)", l.Door, strings.Join(DoorClasses[:13], " "))
		}
		if noPlayer {
			return bad("a door card is a player's: name the player")
		}
	}
	if l.StartClass != "" {
		if !slices.Contains(StartClasses, l.StartClass) {
			return bad("start class %q: want one of %s", l.StartClass, strings.Join(StartClasses, ", "))
		}
		if noPlayer {
			return bad("a starting class is a player's: name the player")
		}
	}
	if (l.MinNet != "" || l.MaxNet != "") && noPlayer {
		return bad("net is a player's: name the player")
	}
	if l.Session != 0 && l.Filter.Player == "" {
		return bad("a session is a player's: name the player (exact name)")
	}
	for _, v := range []struct{ name, v string }{{"min pot", l.MinPot}, {"max pot", l.MaxPot}, {"min net", l.MinNet}, {"max net", l.MaxNet}} {
		if v.v == "" {
			continue
		}
		if !amountRE.MatchString(v.v) {
			return bad("%s %q: want a number such as 10 or -2.50", v.name, v.v)
		}
	}
	return nil
}

// amountRE is an amount of money as a range takes it: at most two decimals.
var amountRE = regexp.MustCompile(`^-?[0-9]{1,16}(\.[0-9]{1,2})?$`)

// args binds the list's own parameters.
func (l HandList) args() []any {
	yesNo := func(v string) any {
		switch v {
		case "yes":
			return true
		case "no":
			return false
		}
		return nil
	}
	at := func(t time.Time) any {
		if t.IsZero() {
			return nil
		}
		return t.UTC().Format("2006-01-02 15:04:05.999999")
	}
	var reached any
	if l.Reached > 0 {
		reached = int64(l.Reached)
	}
	return []any{
		sql.Named("table", nullString(l.Table)),
		sql.Named("start_at", at(l.Start)), sql.Named("end_at", at(l.End)),
		sql.Named("reached", reached),
		sql.Named("showdown", yesNo(l.Showdown)),
		sql.Named("result", nullString(l.Result)),
		sql.Named("min_pot", nullString(l.MinPot)), sql.Named("max_pot", nullString(l.MaxPot)),
		sql.Named("min_net", nullString(l.MinNet)), sql.Named("max_net", nullString(l.MaxNet)),
		sql.Named("code", nullString(l.Code)),
		sql.Named("all_in", yesNo(l.AllIn)),
		sql.Named("door", nullString(l.Door)),
		sql.Named("start_class", nullString(l.StartClass)),
	}
}

// resolve turns Session into the session's currency and time range.
func (l HandList) resolve(ctx context.Context, db *sql.DB) (HandList, error) {
	if l.Session == 0 {
		return l, nil
	}
	name := "sessions"
	if l.Filter.GapMinutes > 0 && l.Filter.GapMinutes < RunGapMinutes {
		name = "sessions-hands"
	}
	r, _ := Lookup(name)
	f := l.Filter
	f.Location = time.UTC
	f.MinHands = 0
	f.Rows = filter.Rows{OrderBy: "session", Limit: 1, Offset: l.Session - 1}
	res, err := Run(ctx, db, r, f)
	if err != nil {
		return l, err
	}
	if len(res.Rows) == 0 {
		return l, fmt.Errorf("%w: player %q has no session %d in this selection", ErrHandList, f.Player, l.Session)
	}
	col := map[string]int{}
	for i, c := range res.Columns {
		col[c] = i
	}
	row := res.Rows[0]
	start, _ := row[col["start (UTC)"]].(time.Time)
	end, _ := row[col["end (UTC)"]].(time.Time)
	unit, _ := row[col["currency"]].(string)
	if l.Start.IsZero() || start.After(l.Start) {
		l.Start = start
	}
	if l.End.IsZero() || end.Before(l.End) {
		l.End = end
	}
	if l.Filter.Currency != "" && !strings.EqualFold(l.Filter.Currency, unit) {
		return l, fmt.Errorf("%w: session %d is in %s, not %s", ErrHandList, l.Session, unit, l.Filter.Currency)
	}
	l.Filter.Currency = unit
	return l, nil
}

// Hands runs the hand list over db.
func Hands(ctx context.Context, db *sql.DB, l HandList) (*Result, error) {
	if err := l.Validate(); err != nil {
		return nil, err
	}
	l, err := l.resolve(ctx, db)
	if err != nil {
		return nil, err
	}
	return runWith(ctx, db, handsReport, l.Filter, l.args())
}

// StreamHands runs the hand list and writes it to w in format, as Stream
// writes a report.
func StreamHands(ctx context.Context, db *sql.DB, l HandList, w io.Writer, format string) (*Result, error) {
	if err := l.Validate(); err != nil {
		return nil, err
	}
	l, err := l.resolve(ctx, db)
	if err != nil {
		return nil, err
	}
	return stream(ctx, db, handsReport, l.Filter, l.args(), w, format)
}
