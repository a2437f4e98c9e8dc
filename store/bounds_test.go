package store

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/hand"
)

// TestCheckBounds: one case per narrow column: what the store cannot hold
// is refused with a reason, not wrapped.
func TestCheckBounds(t *testing.T) {
	base := func() *hand.Hand {
		return &hand.Hand{Decimals: 2, MaxSeats: 8, Seats: []hand.Seat{{Num: 1, Stack: 100}, {Num: 8, Stack: 100}}}
	}
	big := hand.Money(99_999_999_999_999_999) // $999,999,999,999,999.99
	cases := map[string]func(h *hand.Hand){
		"seat 260 (hand_players.seat TINYINT)":      func(h *hand.Hand) { h.Seats[1].Num = 260 },
		"seat beyond the table":                     func(h *hand.Hand) { h.Seats[1].Num = 9 },
		"seat 0":                                    func(h *hand.Hand) { h.Seats[0].Num = 0 },
		"200-max (hands.max_seats TINYINT)":         func(h *hand.Hand) { h.MaxSeats = 200 },
		"40,000 actions (actions.seq)":              func(h *hand.Hand) { h.Events = make([]hand.Event, 40_000) },
		"1,000 huge bets (DECIMAL(18,2) total_pot)": func(h *hand.Hand) { h.Events = make([]hand.Event, 1000); fill(h.Events, big) },
		"one stack past DECIMAL(18,2)":              func(h *hand.Hand) { h.Seats[0].Stack = 1 << 62 },
		"chips: a DECIMAL(18,2) of whole chips":     func(h *hand.Hand) { h.Decimals = 0; h.Seats[0].Stack = 10_000_000_000_000_000 },
		"MinInt64 stack":                            func(h *hand.Hand) { h.Seats[0].Stack = -1 << 63 },
	}
	for name, mod := range cases {
		h := base()
		mod(h)
		if err := CheckBounds(h); !errors.Is(err, ErrOutOfRange) {
			t.Errorf("%s: %v, want ErrOutOfRange", name, err)
		} else {
			t.Logf("%s: %v", name, err)
		}
	}
	ok := base()
	ok.Events = make([]hand.Event, 500)
	fill(ok.Events, 1_000_000)
	ok.MaxSeats = 0
	ok.Seats[1].Num = 10
	if err := CheckBounds(ok); err != nil {
		t.Errorf("a usual hand: %v", err)
	}
}

func fill(es []hand.Event, m hand.Money) {
	for i := range es {
		es[i].Amount = m
	}
}

// TestMigration3WidensCounts: a database of schema 2 is upgraded, its rows
// kept, and the counts become INTEGER.
func TestMigration3WidensCounts(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.duckdb")
	db, err := sql.Open("duckdb", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ms := mustMigrations(t)
	if _, err := db.Exec(`CREATE TABLE schema_version (version INTEGER NOT NULL, name VARCHAR NOT NULL, applied_at TIMESTAMP NOT NULL DEFAULT current_timestamp)`); err != nil {
		t.Fatal(err)
	}
	for _, m := range ms[:2] {
		if _, err := db.Exec(m.SQL); err != nil {
			t.Fatal(err)
		}
		db.Exec(`INSERT INTO schema_version (version, name) VALUES (?, ?)`, m.Version, m.Name)
	}
	if _, err := db.Exec(`INSERT INTO actions VALUES (1, 32767, 3, 2, 'bet', 1.00, NULL, false, 2.00, 10)`); err != nil {
		t.Fatal(err)
	}
	if err := migrate(ctx, db); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	for _, c := range [][2]string{{"actions", "seq"}, {"findings", "finding_no"}, {"findings", "action_seq"}, {"hands", "finding_count"}} {
		var typ string
		if err := db.QueryRow(`SELECT data_type FROM information_schema.columns WHERE table_name = ? AND column_name = ?`, c[0], c[1]).Scan(&typ); err != nil || typ != "INTEGER" {
			t.Errorf("%s.%s: %q %v, want INTEGER", c[0], c[1], typ, err)
		}
	}
	if _, err := db.Exec(`INSERT INTO actions VALUES (1, 40000, 3, 2, 'bet', 1.00, NULL, false, 2.00, 10)`); err != nil {
		t.Errorf("seq 40,000: %v", err)
	}
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM actions WHERE seq IN (32767, 40000)`).Scan(&n); err != nil || n != 2 {
		t.Errorf("rows after the migration: %d %v", n, err)
	}
}
