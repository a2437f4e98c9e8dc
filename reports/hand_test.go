package reports

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// storedLines are the rows the store holds of one hand (hands, hand_players,
// actions, pots, awards and findings), money in hundredths, one line each, read here with SQL of
// the test's own, not through store.ReadHands.
const storedLines = `
SELECT 'hand ' || site || ' ' || hand_id || ' ' || game || ' ' || coalesce(mix, '') || ' ' || coalesce(currency, '') || ' '
    || money_decimals || ' ' || stakes || ' ' || CAST(ante * 100 AS BIGINT) || ' ' || CAST(bring_in * 100 AS BIGINT) || ' '
    || CAST(small_bet * 100 AS BIGINT) || ' ' || CAST(big_bet * 100 AS BIGINT) || ' ' || table_name || ' '
    || coalesce(strftime(started_at, '%Y-%m-%d %H:%M:%S'), '-') || ' ' || started_at_text || ' '
    || CAST(total_pot * 100 AS BIGINT) || ' ' || CAST(rake * 100 AS BIGINT) || ' ' || coalesce(CAST(board_card AS VARCHAR), '-') || ' '
    || streets_reached || ' ' || went_to_showdown || ' ' || profile || ' ' || source_file || ':' || source_line
FROM hands WHERE hand_key = $1
UNION ALL
SELECT * FROM (SELECT 'seat ' || seat || ' ' || player || ' ' || CAST(starting_stack * 100 AS BIGINT) || ' ' || dealt_in || ' '
    || concat_ws(',', coalesce(CAST(down_card_1 AS VARCHAR), '-'), coalesce(CAST(down_card_2 AS VARCHAR), '-'),
       coalesce(CAST(door_card AS VARCHAR), '-'), coalesce(CAST(up_card_4th AS VARCHAR), '-'), coalesce(CAST(up_card_5th AS VARCHAR), '-'),
       coalesce(CAST(up_card_6th AS VARCHAR), '-'), coalesce(CAST(down_card_7th AS VARCHAR), '-')) || ' '
    || CAST(put_in_total * 100 AS BIGINT) || ' ' || CAST(put_in_ante * 100 AS BIGINT) || ' ' || CAST(uncalled_returned * 100 AS BIGINT) || ' '
    || CAST(collected_declared * 100 AS BIGINT) || ' ' || CAST(net * 100 AS BIGINT) || ' ' || all_in || ' ' || coalesce(folded_on, 0) || ' '
    || went_to_showdown || ' ' || coalesce(high_hand, '') || ' / ' || coalesce(low_hand, '')
FROM hand_players WHERE hand_key = $1 ORDER BY seat)
UNION ALL
SELECT * FROM (SELECT 'action ' || seq || ' ' || street || ' ' || seat || ' ' || CAST(kind AS VARCHAR) || ' ' || CAST(amount * 100 AS BIGINT) || ' '
    || all_in || ' ' || CAST(pot_after * 100 AS BIGINT) || ' ' || line
FROM actions WHERE hand_key = $1 ORDER BY seq)
UNION ALL
SELECT * FROM (SELECT 'pot ' || pot_no || ' ' || kind || ' ' || CAST(amount * 100 AS BIGINT) || ' ' || CAST(amount_before_rake * 100 AS BIGINT) || ' '
    || array_to_string(eligible, ',') || ' ' || low_qualified
    || coalesce((SELECT ' high ' || string_agg(a.seat || ':' || a.player || ':' || CAST(a.amount * 100 AS BIGINT), ',' ORDER BY a.seat)
        FROM awards a WHERE a.hand_key = p.hand_key AND a.pot_no = p.pot_no AND a.half <> 'low'), '')
    || coalesce((SELECT ' low ' || string_agg(a.seat || ':' || a.player || ':' || CAST(a.amount * 100 AS BIGINT), ',' ORDER BY a.seat)
        FROM awards a WHERE a.hand_key = p.hand_key AND a.pot_no = p.pot_no AND a.half = 'low'), '')
FROM pots p WHERE hand_key = $1 ORDER BY pot_no)
UNION ALL
SELECT * FROM (SELECT 'finding ' || finding_no || ' ' || code || ' ' || CAST(severity AS VARCHAR) || ' ' || coalesce(street, 0) || ' '
    || coalesce(line, 0) || ' ' || coalesce(action_seq, 0) || ' ' || coalesce(seat, 0) || ' ' || coalesce(player, '') || ' ' || message
FROM findings WHERE hand_key = $1 ORDER BY finding_no)`

// handLines is h as storedLines writes a hand.
func handLines(h *Hand) []string {
	cents := func(m int64) int64 {
		for i := h.Decimals; i < 2; i++ {
			m *= 10
		}
		return m
	}
	card := func(s string) string {
		if s == "" {
			return "-"
		}
		return s
	}
	started := "-"
	if !h.Started.IsZero() {
		started = h.Started.UTC().Format("2006-01-02 15:04:05")
	}
	board := "-"
	if h.Board.Known() {
		board = h.Board.String()
	}
	out := []string{fmt.Sprintf("hand %s %s %s %s %s %d %s %d %d %d %d %s %s %s %d %d %s %d %t %s %s:%d",
		h.Site, h.ID, h.Game, h.Mix, h.Currency, h.Decimals, h.Stakes, cents(int64(h.Ante)), cents(int64(h.BringIn)),
		cents(int64(h.SmallBet)), cents(int64(h.BigBet)), h.Table, started, h.StartText, cents(int64(h.TotalPot)),
		cents(int64(h.Rake)), board, h.Reached, h.Showdown, h.Profile, h.File, h.Line)}
	for _, s := range h.Seats {
		var cs []string
		for _, k := range s.Cards {
			if k.Known() {
				cs = append(cs, k.String())
			} else {
				cs = append(cs, card(""))
			}
		}
		out = append(out, fmt.Sprintf("seat %d %s %d %t %s %d %d %d %d %d %t %d %t %s / %s", s.Seat, s.Player, cents(int64(s.Stack)),
			s.DealtIn, strings.Join(cs, ","), cents(int64(s.PutIn)), cents(int64(s.Ante)), cents(int64(s.Returned)),
			cents(int64(s.Collected)), cents(int64(s.Net)), s.AllIn, s.FoldedOn, s.Showdown, s.HighText, s.LowText))
	}
	for _, a := range h.Actions {
		out = append(out, fmt.Sprintf("action %d %d %d %s %d %t %d %d", a.Seq, a.Street, a.Seat, a.Kind,
			cents(int64(a.Amount)), a.AllIn, cents(int64(a.PotAfter)), a.Line))
	}
	halves := func(name string, as []HandAward) string {
		if len(as) == 0 {
			return ""
		}
		var parts []string
		for _, a := range as {
			parts = append(parts, fmt.Sprintf("%d:%s:%d", a.Seat, a.Player, cents(int64(a.Amount))))
		}
		return " " + name + " " + strings.Join(parts, ",")
	}
	for _, p := range h.Pots {
		out = append(out, fmt.Sprintf("pot %d %s %d %d %s %t%s%s", p.No, p.Kind, cents(int64(p.Amount)), cents(int64(p.AmountRaw)),
			strings.Join(p.Eligible, ","), p.LowQualified, halves("high", p.High), halves("low", p.Low)))
	}
	for _, f := range h.Findings {
		out = append(out, fmt.Sprintf("finding %d %s %s %d %d %d %d %s %s", f.No, f.Code, f.Severity, f.Street, f.Line,
			f.Action, f.Seat, f.Player, f.Message))
	}
	return out
}

// TestLoadHandEqualsStoredRows checks that the replayer's hand, read with
// store.ReadHands like every other reader of hands, shows every hand of a
// real database exactly as its stored rows hold it (hands, hand_players,
// actions, pots, awards, findings), read here with SQL of the test's own.
func TestLoadHandEqualsStoredRows(t *testing.T) {
	ctx := context.Background()
	path := importAny(t, "", filepath.Join("..", "testdata", "pokerstars"), filepath.Join("..", "testdata", "everleaf"), filepath.Join("..", "testdata", "bovada"))
	importMore(t, path, filepath.Join("..", "testdata", "oracle", "faults.txt"), filepath.Join(testdata, "examples.txt"))
	db := openRO(t, path)
	rows, err := db.QueryContext(ctx, `SELECT hand_key, site, hand_id FROM hands ORDER BY hand_key`)
	if err != nil {
		t.Fatal(err)
	}
	type id struct {
		key      int64
		site, id string
	}
	var ids []id
	for rows.Next() {
		var i id
		if err := rows.Scan(&i.key, &i.site, &i.id); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, i)
	}
	rows.Close()
	if len(ids) < 100 {
		t.Fatalf("%d hands", len(ids))
	}
	var findings, lows int
	for _, i := range ids {
		h, err := LoadHand(ctx, db, i.site, i.id)
		if err != nil {
			t.Fatal(err)
		}
		want := storedRows(t, db, i.key)
		// A raise's kind is the store's; the replayer names a 3rd-street
		// bet or raise up to the small bet "complete" (increments).
		got := handLines(h)
		findings += len(h.Findings)
		for _, p := range h.Pots {
			lows += len(p.Low)
		}
		if g, w := strings.Join(got, "\n"), strings.Join(want, "\n"); g != w && !completes(got, want) {
			t.Errorf("hand %s %s:\nreplayer\n%s\nstored\n%s", i.site, i.id, g, w)
		}
	}
	if findings == 0 || lows == 0 {
		t.Errorf("%d findings and %d low awards compared: the test database needs both", findings, lows)
	}
	if _, err := LoadHand(ctx, db, "PokerStars", "1"); err == nil {
		t.Errorf("LoadHand of no stored hand: no error")
	}
}

// completes reports whether got and want differ only in actions the
// replayer names "complete" where the store has "bet" or "raise".
func completes(got, want []string) bool {
	if len(got) != len(want) {
		return false
	}
	for k := range got {
		if got[k] == want[k] {
			continue
		}
		g, w := strings.Fields(got[k]), strings.Fields(want[k])
		if len(g) != len(w) || g[0] != "action" || g[4] != "complete" || w[4] != "bet" && w[4] != "raise" {
			return false
		}
		g[4] = w[4]
		if strings.Join(g, " ") != strings.Join(w, " ") {
			return false
		}
	}
	return true
}

// storedRows runs storedLines for key.
func storedRows(t *testing.T, db *sql.DB, key int64) []string {
	t.Helper()
	rows, err := db.Query(storedLines, key)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var l string
		if err := rows.Scan(&l); err != nil {
			t.Fatal(err)
		}
		out = append(out, l)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
