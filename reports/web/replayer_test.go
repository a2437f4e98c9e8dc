package web

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stud8/stud8/cards"
)

// TestReadOrder sorts best five cards as players read them.
func TestReadOrder(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Js Kc Qs Jc Jh", "Js Jc Jh Kc Qs"}, // trips, then the kickers high to low
		{"4c Ah 9d 4s 9h", "9d 9h 4c 4s Ah"}, // two pair, the higher first
		{"2c 3d Ah 5s 4h", "5s 4h 3d 2c Ah"}, // a five-high straight from the five
		{"Ts Ks 2s 7s As", "As Ks Ts 7s 2s"}, // a flush, high to low
		{"8c 8d Kh Ks 8h", "8c 8d 8h Kh Ks"}, // a full house: the trips first
	} {
		var five [5]cards.Card
		for i, s := range strings.Fields(c.in) {
			k, err := cards.Parse(s)
			if err != nil {
				t.Fatal(err)
			}
			five[i] = k
		}
		var got []string
		for _, k := range readOrder(five) {
			got = append(got, k.String())
		}
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("readOrder(%s) = %s, want %s", c.in, g, c.want)
		}
	}
}

// TestReplayerDetails checks, on stored hands, the replayer's defaults
// against the stored facts: hiding on when opened for a player, the all-in
// mark at the step of the action that says all-in, every ante summed as
// the text view sums them, steps numbered from 0 as their anchors are, and
// a pot table without a high column in razz and without a low one in stud.
func TestReplayerDetails(t *testing.T) {
	ts, db := newTestServer(t)
	ctx := context.Background()
	var site, id, player string
	var seat int
	var antes float64
	if err := db.QueryRowContext(ctx, `SELECT h.site, h.hand_id, p.player, p.seat,
		    (SELECT CAST(sum(put_in_ante) AS DOUBLE) FROM hand_players q WHERE q.hand_key = h.hand_key)
		FROM hand_players p JOIN hands h USING (hand_key)
		WHERE p.all_in AND h.currency = 'USD' AND EXISTS (SELECT 1 FROM actions a WHERE a.hand_key = h.hand_key AND a.seat = p.seat AND a.all_in)
		ORDER BY h.hand_id LIMIT 1`).Scan(&site, &id, &player, &seat, &antes); err != nil {
		t.Fatal(err)
	}
	path := fmt.Sprintf("/hand/%s/%s?player=%s", site, id, strings.ReplaceAll(player, " ", "+"))
	code, body := get(t, ts, path)
	if code != 200 {
		t.Fatalf("GET %s: %d", path, code)
	}
	if !strings.Contains(body, `id="hide" checked`) {
		t.Error("opened for a player, the page does not hide what he could not see")
	}
	if _, off := get(t, ts, path+"&hide=0"); strings.Contains(off, `id="hide" checked`) {
		t.Error("hide=0 still hides")
	}
	if want := fmt.Sprintf("antes $%.2f,", antes); !strings.Contains(body, want) {
		t.Errorf("3rd street does not say %q", want)
	}
	if !strings.Contains(body, `<ol class="steps" id="steps" start="0">`) {
		t.Error("the steps are not numbered from 0 as their anchors (step-0...) are")
	}
	// The step whose action is the player's all-in.
	step := regexp.MustCompile(`(?s)<li id="step-(\d+)" class="step action"[^>]*data-seat="` + fmt.Sprint(seat) + `"[^>]*>(.*?)</li>`)
	want := ""
	for _, m := range step.FindAllStringSubmatch(body, -1) {
		if strings.Contains(m[2], "all-in") && want == "" {
			want = m[1]
		}
	}
	tag := regexp.MustCompile(`data-player="` + regexp.QuoteMeta(player) + `"[^>]*>\s*<div class="who">.*?class="tag all-in" data-step="(\d+)"`).FindStringSubmatch(body)
	if want == "" || tag == nil || tag[1] != want {
		t.Errorf("%s's all-in mark: %v, his all-in action is step %q", player, tag, want)
	}

	for _, c := range []struct{ game, lacks, has string }{{"razz", "<th>high</th>", "<th>low</th>"}, {"stud", "<th>low</th>", "<th>high</th>"}} {
		var site, id string
		if err := db.QueryRowContext(ctx, `SELECT site, hand_id FROM hands WHERE game = $1 AND went_to_showdown ORDER BY hand_id LIMIT 1`, c.game).Scan(&site, &id); err != nil {
			t.Fatal(err)
		}
		_, body := get(t, ts, "/hand/"+site+"/"+id)
		if strings.Contains(body, c.lacks) || !strings.Contains(body, c.has) {
			t.Errorf("%s hand %s: the pots table has %s or lacks %s", c.game, id, c.lacks, c.has)
		}
	}
}
