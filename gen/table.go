package gen

import (
	"math/rand/v2"
	"strconv"
	"time"
	_ "time/tzdata" // ET must resolve on machines without a zoneinfo database

	"github.com/stud8/stud8/hand"
)

// seated is a player sitting at a table between hands.
type seated struct {
	name  string
	stack hand.Money
	sty   style
	hab   habits
	fresh bool // joined or topped up since the last hand: no previous end stack to compare with
}

// session is the hands of one table seen by one hero: one file of a real client.
type session struct {
	name  string // file name
	hero  string
	text  []byte // the hands as PokerStars text
	hands int
}

// tableOut is everything one table produced, in order.
type tableOut struct {
	sessions []session
	labels   []byte // JSON lines, one per hand
	hands    int
	err      error
}

// table plays the hands of one table; it is used by one goroutine only.
type table struct {
	cfg     *Config
	idx     int
	name    string
	st      Stakes
	src     *rand.PCG
	r       *rand.Rand
	seats   [9]*seated // by seat number 1..8
	used    map[string]bool
	target  int
	family  bool
	hero    string
	g       game
	h       hand.Hand
	out     *tableOut
	hands   int                           // hands the table plays
	onHand  func(*hand.Hand, Label) error // Each's callback; nil = write text
	queue   []faultKind                   // faults waiting for a hand that can take them
	start   time.Time                     // time of the first hand
	idStart int64                         // id of the first hand, less a jitter
}

// Times and ids: every table gets a window of ids and times after the
// previous table's, so ids and times increase through the whole output.
var (
	baseID   int64 = 180000000000
	baseTime       = time.Date(2018, 3, 1, 14, 0, 0, 0, time.UTC)
	handGap        = 75 * time.Second
	eastern        = mustZone("America/New_York")
)

// newTable prepares table idx, whose first hand is hand number first
// (0-based) of the whole run: ids and times start from there.
func newTable(cfg *Config, idx, first int) *table {
	seed := uint64(idx)*0x9E3779B97F4A7C15 + 1
	src := rand.NewPCG(cfg.Seed, seed)
	r := rand.New(src)
	t := &table{cfg: cfg, idx: idx, name: tableName(idx), src: src, r: r, used: map[string]bool{}}
	t.st = cfg.Stakes[r.IntN(len(cfg.Stakes))]
	t.family = idx%7 == 3 && !cfg.NoFamilyPots // every seventh table plays family pots
	t.target = cfg.MinPlayers + r.IntN(cfg.MaxPlayers-cfg.MinPlayers+1)
	if t.family {
		t.target = cfg.MaxPlayers
	}
	t.g.r, t.g.st, t.g.prof = r, t.st, cfg.Profile
	t.start = baseTime.Add(time.Duration(first) * handGap)
	t.idStart = baseID + int64(first)*1000
	t.out = &tableOut{}
	return t
}

// buyIn is a new player's stack: short (1 to 9 big bets), medium (8 to 33)
// or deep (30 to 120); always deep with Config.DeepStacks.
func (t *table) buyIn() hand.Money {
	bb := t.st.BigBet
	if t.cfg.DeepStacks {
		return bb*hand.Money(30+t.r.IntN(90)) + hand.Money(t.r.Int64N(int64(bb)))
	}
	short := 0.3
	if t.family {
		short = 0.5
	}
	if t.r.Float64() < short {
		return bb*hand.Money(1+t.r.IntN(8)) + hand.Money(t.r.Int64N(int64(bb)))
	}
	if t.r.Float64() < 0.5 {
		return bb*hand.Money(8+t.r.IntN(25)) + hand.Money(t.r.Int64N(int64(bb)))
	}
	return bb*hand.Money(30+t.r.IntN(90)) + hand.Money(t.r.Int64N(int64(bb)))
}

// minStack is the least a player needs to be dealt in: the ante and the
// bring-in and one chip more.
func (t *table) minStack() hand.Money { return t.st.Ante + t.st.BringIn + 1 }

// count returns the number of seated players.
func (t *table) count() int {
	n := 0
	for s := 1; s <= 8; s++ {
		if t.seats[s] != nil {
			n++
		}
	}
	return n
}

// between moves players between hands: the broke and the tired leave, new
// players join empty seats up to the table's target.
func (t *table) between() {
	for s := 1; s <= 8; s++ {
		p := t.seats[s]
		if p == nil {
			continue
		}
		p.fresh = false
		// The broke leave; a player too short for the ante and bring-in
		// often stays to go all-in on them.
		leave := p.stack == 0 || p.stack < t.minStack() && t.r.Float64() < 0.5
		if !leave {
			odds := 0.03
			if p.name == t.hero {
				odds = 0.002
			}
			leave = t.r.Float64() < odds
		}
		if leave {
			t.seats[s] = nil
			if p.name == t.hero {
				t.hero = ""
			}
			continue
		}
		// Short stacks sometimes top up between hands (chips only come in).
		if p.stack < 10*t.st.BigBet && t.r.Float64() < 0.1 {
			p.stack += t.buyIn()
			p.fresh = true
		}
	}
	if t.r.Float64() < 0.01 && !t.family {
		t.target = t.cfg.MinPlayers + t.r.IntN(t.cfg.MaxPlayers-t.cfg.MinPlayers+1)
	}
	for n := t.count(); n < t.target; n++ {
		if n >= t.cfg.MinPlayers && !t.family && t.r.Float64() < 0.5 {
			break
		}
		t.join()
	}
	t.keepTwoWithChips()
	if t.hero == "" {
		t.pickHero()
	}
}

// keepTwoWithChips makes sure at least two players can post the ante and
// the bring-in, so a short player all-in on the ante always has somebody to
// play against: otherwise the short players leave and new players join.
func (t *table) keepTwoWithChips() {
	deep := 0
	for s := 1; s <= 8; s++ {
		if p := t.seats[s]; p != nil && p.stack >= t.minStack() {
			deep++
		}
	}
	if deep >= 2 {
		return
	}
	for s := 1; s <= 8; s++ {
		if p := t.seats[s]; p != nil && p.stack < t.minStack() {
			t.seats[s] = nil
			if p.name == t.hero {
				t.hero = ""
			}
		}
	}
	for t.count() < max(t.cfg.MinPlayers, 2) {
		t.join()
	}
}

// join seats a new player with a fresh name at a random empty seat.
func (t *table) join() {
	var empty [8]int
	n := 0
	for s := 1; s <= 8; s++ {
		if t.seats[s] == nil {
			empty[n] = s
			n++
		}
	}
	if n == 0 {
		return
	}
	// Mostly regulars from the run's pool, who keep their style from table
	// to table; now and then somebody new.
	var name string
	var sty style
	var hab habits
	for tries := 0; name == "" || t.used[name]; tries++ {
		hab = habits{}
		if pool := t.cfg.pool; len(pool) > 0 && tries < 20 && t.r.Float64() < 0.85 {
			k := t.r.IntN(len(pool))
			name, sty = pool[k], tableStyles[k%len(tableStyles)]
			if t.cfg.regs != nil {
				sty, hab = t.cfg.regs[k].sty, t.cfg.regs[k].hab
			}
		} else {
			name, sty = playerName(t.r), tableStyles[t.r.IntN(len(tableStyles))]
		}
	}
	t.used[name] = true
	if t.family {
		sty = styleFamily
	}
	t.seats[empty[t.r.IntN(n)]] = &seated{name: name, stack: t.buyIn(), sty: sty, hab: hab, fresh: true}
}

// pickHero starts a new session seen by one of the seated players.
func (t *table) pickHero() {
	var names [8]string
	n := 0
	for s := 1; s <= 8; s++ {
		if t.seats[s] != nil {
			names[n] = t.seats[s].name
			n++
		}
	}
	t.hero = names[t.r.IntN(n)]
	// About 2.3 kB a hand: sized once, the text is not copied as it grows.
	var text []byte
	if t.onHand == nil {
		text = make([]byte, 0, max(t.hands-t.out.hands, 1)*2400)
	}
	t.out.sessions = append(t.out.sessions, session{hero: t.hero, text: text})
}

// fileName names a session whose first hand started at ts, like the
// PokerStars client names its files.
func (t *table) fileName(k int, ts time.Time) string {
	name := "HH" + ts.In(eastern).Format("20060102") + " " + t.name + " - " + dollars(t.st.SmallBet) + "-" +
		dollars(t.st.BigBet) + " Ante " + dollars(t.st.Ante) + " - USD Limit Stud Hi-Lo"
	if k > 0 {
		name += " (" + strconv.Itoa(k+1) + ")"
	}
	return name + t.cfg.writer.Ext
}

// dollars writes an amount as the client does in file names: "$5", "$0.10".
func dollars(m hand.Money) string {
	if m%100 == 0 {
		return "$" + (m / 100).Format(0)
	}
	return "$" + m.Format(2)
}

// timeText writes t in ET as PokerStars does: "2018/03/01 9:04:05 ET".
func timeText(t time.Time) string {
	t = t.In(eastern)
	b := make([]byte, 0, 24)
	b = strconv.AppendInt(b, int64(t.Year()), 10)
	b = append(b, '/')
	b = append2(b, int(t.Month()))
	b = append(b, '/')
	b = append2(b, t.Day())
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(t.Hour()), 10)
	b = append(b, ':')
	b = append2(b, t.Minute())
	b = append(b, ':')
	b = append2(b, t.Second())
	return string(append(b, " ET"...))
}

func append2(b []byte, n int) []byte { return append(b, byte('0'+n/10), byte('0'+n%10)) }

// mustZone loads a time zone (the tzdata package is linked in).
func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}
