package sitetest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/phh"
	"github.com/stud8/stud8/replay"
)

// PHHClean reports whether h replays without findings under its site's
// profile: a hand whose PHH round trip must give it back. A hand of a site
// without a profile (a PHH venue stud8 has no reader for) is not audited,
// so not clean.
func PHHClean(h *hand.Hand) bool {
	prof, err := replay.SiteProfile(h.Site)
	return err == nil && len(replay.Replay(h, prof).Findings) == 0
}

// PHHRoundTrip writes h as a PHH document, reads it back with the PHH
// reader, and reports any difference in what PHH carries (phh.Carried of
// both); it returns the text written. Only a hand played by the rules can
// come back the same (see Fuzz): PHHClean says which are.
func PHHRoundTrip(h *hand.Hand) ([]byte, error) {
	text, err := phh.Append(nil, h)
	if err != nil {
		return nil, fmt.Errorf("hand %s: write as PHH: %w", h.ID, err)
	}
	r := phh.NewReader(bytes.NewReader(text), "rewritten.phh")
	back, err := r.Next()
	if err != nil {
		var pe *parser.Error
		if errors.As(err, &pe) {
			err = fmt.Errorf("line %d: %w (%s)", pe.Line, pe.Err, pe.Raw)
		}
		return text, fmt.Errorf("hand %s: its PHH not read back: %w\n%s", h.ID, err, text)
	}
	if _, err := r.Next(); err != io.EOF {
		return text, fmt.Errorf("hand %s: its PHH read back as more than one hand (%v)\n%s", h.ID, err, text)
	}
	a, b := phh.Carried(h), phh.Carried(back)
	if !reflect.DeepEqual(a, b) {
		ja, _ := hand.MarshalJSONIndent(a)
		jb, _ := hand.MarshalJSONIndent(b)
		return text, fmt.Errorf("hand %s changed by the PHH round trip:\n%s\n%s", h.ID, text, FirstDiff(string(ja), string(jb)))
	}
	return text, nil
}
