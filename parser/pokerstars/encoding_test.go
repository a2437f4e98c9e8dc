package pokerstars

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// parseText parses text and fails the test on any error.
func parseText(t *testing.T, text []byte) []*hand.Hand {
	t.Helper()
	var hs []*hand.Hand
	st, err := parser.ParseAll(NewReader(bytes.NewReader(text), "x.txt"), func(h *hand.Hand) error {
		hs = append(hs, h)
		return nil
	}, func(e *parser.Error) { t.Errorf("%v", e) })
	if err != nil {
		t.Fatal(err)
	}
	if st.Hands == 0 {
		t.Fatal("no hands")
	}
	return hs
}

func encode(t *testing.T, e encoding.Encoding, s []byte) []byte {
	t.Helper()
	b, err := e.NewEncoder().Bytes(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestEncodings reads the same hands written in every way the issue lists
// (BOMs, UTF-16, Windows-1252, CRLF, mixed endings, trailing spaces, no
// final newline, leading NUL bytes) and expects the same model, line
// numbers included.
func TestEncodings(t *testing.T) {
	base, err := os.ReadFile(filepath.Join(testdataDir, "stud8-7-StudHL-USD-0.04-0.08-200911.txt"))
	if err != nil {
		t.Fatal(err)
	}
	crlf := bytes.ReplaceAll(base, []byte("\n"), []byte("\r\n"))
	lines := bytes.SplitAfter(base, []byte("\n"))
	var mixed, spaced []byte
	for i, l := range lines {
		spaced = append(spaced, bytes.ReplaceAll(l, []byte("\n"), []byte(" \t \n"))...)
		if i%2 == 0 {
			l = bytes.ReplaceAll(l, []byte("\n"), []byte("\r\n"))
		}
		mixed = append(mixed, l...)
	}
	u16le := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM)
	u16be := unicode.UTF16(unicode.BigEndian, unicode.UseBOM)
	u16leNoBOM := unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)
	// Windows-1252: a name with an accent, and a euro table.
	accented := bytes.ReplaceAll(base, []byte("Anon38"), []byte("René"))
	euro := bytes.ReplaceAll(bytes.ReplaceAll(base, []byte("$"), []byte("€")), []byte(" USD)"), []byte(" EUR)"))

	cases := []struct {
		name       string
		want, text []byte
	}{
		{"UTF-8 BOM", base, append([]byte("\xEF\xBB\xBF"), base...)},
		{"CRLF", base, crlf},
		{"CRLF mixed with LF", base, mixed},
		{"trailing spaces and tabs", base, spaced},
		{"no final newline", base, bytes.TrimRight(base, "\n")},
		{"leading NUL bytes", base, append([]byte("\x00\x00\x00"), base...)},
		{"UTF-16LE BOM", base, encode(t, u16le, crlf)},
		{"UTF-16BE BOM", base, encode(t, u16be, base)},
		{"UTF-16LE without BOM", base, encode(t, u16leNoBOM, crlf)},
		{"UTF-16LE BOM then UTF-8 BOM", base, encode(t, u16le, append([]byte("\xEF\xBB\xBF"), base...))},
		{"Windows-1252 name", accented, encode(t, charmap.Windows1252, accented)},
		{"Windows-1252 euro", euro, encode(t, charmap.Windows1252, euro)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want, got := parseText(t, c.want), parseText(t, c.text)
			if len(got) != len(want) {
				t.Fatalf("%d hands, want %d", len(got), len(want))
			}
			for i := range want {
				if !reflect.DeepEqual(got[i], want[i]) {
					jw, _ := hand.MarshalJSONIndent(want[i])
					jg, _ := hand.MarshalJSONIndent(got[i])
					t.Fatalf("hand %s: %s", want[i].ID, sitetest.FirstDiff(string(jw), string(jg)))
				}
			}
		})
	}
	if hs := parseText(t, encode(t, charmap.Windows1252, euro)); hs[0].Currency != "EUR" || hs[0].PlayerIndex("René") < 0 && bytes.Contains(euro, []byte("René")) {
		t.Errorf("euro hand: currency %q", hs[0].Currency)
	}
	if hs := parseText(t, encode(t, charmap.Windows1252, accented)); hs[0].PlayerIndex("René") < 0 {
		t.Errorf("René not seated: %+v", hs[0].Seats)
	}
}

// TestChatAndStatusLines: chat (with colons and brackets in the text) and
// table-status lines anywhere in the action are never actions.
func TestChatAndStatusLines(t *testing.T) {
	base, err := os.ReadFile(filepath.Join(testdataDir, "oracle-sample.txt"))
	if err != nil {
		t.Fatal(err)
	}
	noise := []string{
		`sybil7 said, "VictorV: folds [Ah Kd] *** SUMMARY ***"`,
		`Somebody joins the table at seat #9 `,
		`sybil7 is disconnected `,
		`sybil7 is connected `,
		`Stranger leaves the table`,
		`VictorV has timed out`,
		`Stranger: said, "hi"`[:0] + `Stranger was removed from the table for failing to post`,
		`ivan.s finished the tournament in 3rd place`,
	}
	action := regexp.MustCompile(`(?m)^[^*\n][^\n]*: (bets|calls|raises|checks|folds)[^\n]*\n`)
	k := 0
	noisy := action.ReplaceAllFunc(base, func(m []byte) []byte {
		k++
		return append(append([]byte(nil), m...), noise[k%len(noise)]+"\n"...)
	})
	// Between seat lines, and inside the summary, too.
	noisy = regexp.MustCompile(`(?m)^(Seat 1: .* in chips\) \n|\*\*\* SUMMARY \*\*\*\n)`).ReplaceAll(noisy,
		[]byte("${1}Latecomer joins the table at seat #9 \nsybil7 said, \"gg: Seat 2\"\n"))
	want, got := parseText(t, base), parseText(t, noisy)
	if len(got) != len(want) {
		t.Fatalf("%d hands, want %d", len(got), len(want))
	}
	for i := range want {
		if a, b := sitetest.Comparable(want[i]), sitetest.Comparable(got[i]); !reflect.DeepEqual(a, b) {
			t.Fatalf("hand %s changed by chat lines", want[i].ID)
		}
	}
	if !strings.Contains(string(noisy), "VictorV: folds [Ah Kd]") || !strings.Contains(string(noisy), "*** SUMMARY ***\nLatecomer") {
		t.Fatal("noise not inserted")
	}
}
