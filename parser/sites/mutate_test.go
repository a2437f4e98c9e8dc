package sites

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/internal/testkit"
	"github.com/stud8/stud8/parser"
)

// readHand is a hand as the mutation test compares it: its JSON without
// file and line numbers, and the lines it spans.
type readHand struct {
	id          string
	json        string
	first, last int
}

// lineFields are the position fields of a hand's JSON.
var lineFields = regexp.MustCompile(`"(end_)?line":[0-9]+`)

// anteOf finds the ante in a hand's JSON.
var anteOf = regexp.MustCompile(`"ante":"[^"]*"`)

// readAll reads data through Open with import's options and returns the
// hands, the rejects and the site detected.
func readAll(t *testing.T, data []byte) (hs []readHand, rej []*parser.Error, st parser.Stats) {
	t.Helper()
	st, err := parser.ParseAll(Open(bytes.NewReader(data), "in", parser.Options{ReuseHands: true}), func(h *hand.Hand) error {
		j, err := hand.MarshalJSON(h)
		if err != nil {
			return err
		}
		hs = append(hs, readHand{h.ID, lineFields.ReplaceAllString(string(j), `"line":0`), h.Pos.Line, h.EndLine})
		return nil
	}, func(e *parser.Error) { rej = append(rej, e) })
	if err != nil {
		t.Fatal(err)
	}
	return hs, rej, st
}

// mutationFiles are the files the mutation test mutates: the corpus
// (STUD8_SHARED) or testdata/sample, and the PHH sample (neither holds PHH).
func mutationFiles(t *testing.T) []string {
	var files []string
	if dir := os.Getenv("STUD8_SHARED"); dir != "" {
		files, _ = filepath.Glob(filepath.Join(dir, "corpus", "*", "*", "*"))
	} else {
		files, _ = filepath.Glob("../../testdata/sample/*")
	}
	phh, _ := filepath.Glob("../../testdata/phh/*.phhs")
	return append(files, phh...)
}

// context is the lines outside its own that a hand's reading depends on: in
// XML the file's head before the first game and the header of the hand's
// session (from its <session> tag to its first game); in PHH the lines up to
// the next table's header; none in other text formats.
func context(site string, data []byte, hs []readHand, i int) []testkit.Span {
	lines := bytes.Split(data, []byte("\n"))
	var spans []testkit.Span
	if site == "iPoker" && strings.Contains(hs[i].json, `"tournament":true`) {
		// A tournament session names no stakes: a hand that shows less
		// takes its level's bet sizes from an earlier hand of the level
		// (same ante), so it depends on those hands.
		ante := anteOf.FindString(hs[i].json)
		for _, h := range hs[:i] {
			if anteOf.FindString(h.json) == ante {
				spans = append(spans, testkit.Span{First: h.first, Last: h.last})
			}
		}
	}
	if bytes.HasPrefix(lines[hs[i].first-1], []byte("[")) {
		// PHH: a table's statements run to the next table's header, so the
		// header after the hand is its separator.
		next := hs[i].last + 1
		for next < len(lines) && !bytes.HasPrefix(lines[next-1], []byte("[")) {
			next++
		}
		return []testkit.Span{{First: hs[i].last + 1, Last: next}}
	}
	if !bytes.Contains(data[:min(len(data), 4096)], []byte("<game")) {
		return spans
	}
	session := 1
	for l := hs[i].first; l >= 1; l-- {
		if bytes.Contains(lines[l-1], []byte("<session")) {
			session = l
			break
		}
	}
	firstGame := hs[i].first
	for _, h := range hs {
		if h.first >= session && h.first < firstGame {
			firstGame = h.first
		}
	}
	return append(spans, testkit.Span{First: 1, Last: hs[0].first - 1}, testkit.Span{First: session, Last: firstGame - 1})
}

// formatTally is what the mutation test counts for one format.
type formatTally struct {
	files, mutants           int
	untouched, untouchedKept int
	touched, touchedKept     int
	lost                     []string // the first untouched hands lost, with their mutation
}

// TestMutatedFilesKeepUntouchedHands (issue 27's acceptance): every file of
// the corpus (or of testdata/sample without STUD8_SHARED) and the PHH sample
// is mutated a few hundred times per format (truncated, bytes flipped or
// deleted, lines deleted, duplicated, swapped, junk lines inserted) and
// read through the registry as import does. The clean read is the oracle:
// it gives each hand's lines, and a hand the mutation did not touch (no
// changed byte in its lines, their neighbours or, in XML, its session's
// header) must be read again with the same JSON (line numbers aside). It
// logs per format the hands kept against those untouched and touched.
func TestMutatedFilesKeepUntouchedHands(t *testing.T) {
	perFormat := 300
	if testing.Short() {
		perFormat = 40
	}
	seed := uint64(27) // STUD8_MUTATE_SEED draws other mutants
	if v, err := strconv.ParseUint(os.Getenv("STUD8_MUTATE_SEED"), 10, 64); err == nil {
		seed = v
	}
	byFormat := inputsByFormat(t)
	var formats []string
	for f := range byFormat {
		formats = append(formats, f)
	}
	sort.Strings(formats)
	for _, format := range formats {
		ins := byFormat[format]
		tally := formatTally{files: len(ins)}
		rng := rand.New(rand.NewPCG(seed, uint64(len(format))))
		for k := 0; k < perFormat; k++ {
			in := ins[k%len(ins)]
			m := testkit.Mutate(rng, in.data)
			got, _, _ := readAll(t, m.Data)
			have := map[string]int{}
			for _, h := range got {
				have[h.json]++
			}
			tally.mutants++
			touched := make([]bool, len(in.hands))
			for i, h := range in.hands {
				touched[i] = m.Touches(h.first, h.last)
				for _, s := range context(format, in.data, in.hands, i) {
					if s.Last >= s.First && m.Touches(s.First, s.Last) {
						touched[i] = true
					}
				}
			}
			// The untouched hands first, so that a touched copy of the same
			// hand (a file read twice) does not take the read hand's place.
			order := make([]int, 0, len(in.hands))
			for i := range in.hands {
				if !touched[i] {
					order = append(order, i)
				}
			}
			for i := range in.hands {
				if touched[i] {
					order = append(order, i)
				}
			}
			for _, i := range order {
				h := in.hands[i]
				kept := have[h.json] > 0
				if kept {
					have[h.json]--
				}
				switch {
				case touched[i]:
					tally.touched++
					if kept {
						tally.touchedKept++
					}
				case kept:
					tally.untouched++
					tally.untouchedKept++
				default:
					tally.untouched++
					if dir := os.Getenv("STUD8_MUTANTS"); dir != "" && len(tally.lost) == 0 {
						// Keep the first failing mutant to read it again by hand.
						os.WriteFile(filepath.Join(dir, format+".mutant"), m.Data, 0o644)
					}
					if len(tally.lost) < 5 {
						tally.lost = append(tally.lost, fmt.Sprintf("%s: hand %s (lines %d-%d) after %s at %v", in.name, h.id, h.first, h.last, m.What, m.Spans))
					}
				}
			}
		}
		t.Logf("%-11s %2d files, %d mutants: untouched hands kept %d of %d, touched hands kept %d of %d",
			format, tally.files, tally.mutants, tally.untouchedKept, tally.untouched, tally.touchedKept, tally.touched)
		if tally.untouchedKept != tally.untouched {
			t.Errorf("%s: %d untouched hands lost or changed, e.g.:\n%s", format, tally.untouched-tally.untouchedKept, strings.Join(tally.lost, "\n"))
		}
	}
}

// input is one file to damage and its clean read.
type input struct {
	name  string
	data  []byte
	hands []readHand
}

// inputsByFormat reads the mutation files (mutationFiles) by the format
// detected. Text formats whose files hold a hand or two also get one file of
// all their files, so that a damage has hands to spare.
func inputsByFormat(t *testing.T) map[string][]input {
	byFormat := map[string][]input{}
	for _, f := range mutationFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil || filepath.Ext(f) == ".tsv" || filepath.Ext(f) == ".md" {
			continue
		}
		hs, _, st := readAll(t, data)
		if len(hs) == 0 {
			continue
		}
		byFormat[st.Site] = append(byFormat[st.Site], input{filepath.Base(f), data, hs})
	}
	// Text formats whose files hold a hand or two are also mutated as one
	// file of all their files, so that a mutation has hands to spare.
	for format, ins := range byFormat {
		var all []byte
		for _, in := range ins {
			if bytes.HasPrefix(in.data, []byte{0xFF, 0xFE}) || bytes.Contains(in.data, []byte("<game")) || format == "PHH" {
				continue
			}
			all = append(append(all, bytes.TrimPrefix(in.data, []byte("\xEF\xBB\xBF"))...), "\n\n\n"...)
		}
		hs, _, _ := readAll(t, all)
		if one := all; len(all) > 0 && len(hs) < 6 {
			// One file of one hand or two: the file three times over.
			all = bytes.Repeat(one, 3)
			hs, _, _ = readAll(t, all)
		}
		if len(all) > 0 && len(hs) > len(ins[0].hands) {
			byFormat[format] = append(ins, input{format + " files joined", all, hs})
		}
	}
	return byFormat
}
