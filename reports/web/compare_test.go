package web

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/reports"
)

// TestPlayerPageCompare checks the player's page's section "Compared with
// the winners": one row per row of the compare report, its cells as the
// report formats them, and the link to the definitions.
func TestPlayerPageCompare(t *testing.T) {
	ts, db := newTestServer(t)
	code, body := get(t, ts, "/player/Anon10?winners_min_hands=5")
	if code != 200 {
		t.Fatalf("status %d\n%s", code, body)
	}
	for _, want := range []string{"<h2>Compared with the winners</h2>", `id="compare"`, `href="/definitions#compare"`, "at least 5 hands"} {
		if !strings.Contains(body, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	res, err := reports.Compare(context.Background(), db, reports.CompareOptions{Filter: filter.Filter{Player: "Anon10"}, MinHands: 5})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Rows) == 0 || res.Rows[0][res.Column("winners")] == int64(0) {
		t.Fatalf("the compare report of Anon10 is empty or has no winners: %v", res.Rows)
	}
	if !strings.Contains(body, ">yes</td>") || !strings.Contains(body, ">no</td>") {
		t.Error("the page has no differs yes and no")
	}
	if code, body := get(t, ts, "/player/Anon10?winners_min_hands=0"); code != 400 || !strings.Contains(body, "winners_min_hands") {
		t.Errorf("winners_min_hands=0: status %d", code)
	}
	table := body[strings.Index(body, `id="compare"`):]
	table = table[:strings.Index(table, "</table>")]
	for _, c := range reports.CompareMainColumns() {
		if !strings.Contains(table, ">"+c+"</th>") {
			t.Errorf("no column %s", c)
		}
	}
	rows := regexp.MustCompile(`<tr><td`).FindAllStringIndex(table, -1)
	if len(rows) != len(res.Rows) {
		t.Fatalf("%d rows on the page, the report has %d", len(rows), len(res.Rows))
	}
	// Each row's statistic and value, in the report's order.
	cells := regexp.MustCompile(`<td[^>]*>([^<]*)</td>`)
	stat, value := res.Column("stat"), res.Column("value")
	for i, at := range rows {
		end := len(table)
		if i+1 < len(rows) {
			end = rows[i+1][0]
		}
		var texts []string
		for _, m := range cells.FindAllStringSubmatch(table[at[0]:end], -1) {
			texts = append(texts, m[1])
		}
		want := []string{reports.FormatValue(res.Rows[i][stat]), reports.FormatValue(res.Rows[i][value])}
		if len(texts) < 7 || texts[4] != want[0] || texts[6] != want[1] {
			t.Errorf("row %d: %v, want stat %s value %s", i, texts, want[0], want[1])
		}
	}
}
