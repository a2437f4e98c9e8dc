// Package sites is the registry of the hand-history formats stud8 reads:
// one line per site in All, and Open, which picks the site of an input
// from its content (never from its file name), the way image.Decode picks
// an image format from its first bytes.
package sites

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/absolute"
	"github.com/stud8/stud8/parser/bovada"
	"github.com/stud8/stud8/parser/everleaf"
	"github.com/stud8/stud8/parser/fulltilt"
	"github.com/stud8/stud8/parser/ipoker"
	"github.com/stud8/stud8/parser/kingsclub"
	"github.com/stud8/stud8/parser/merge"
	"github.com/stud8/stud8/parser/ongame"
	"github.com/stud8/stud8/parser/partypoker"
	"github.com/stud8/stud8/parser/phh"
	"github.com/stud8/stud8/parser/pokerstars"
	"github.com/stud8/stud8/parser/winamax"
	"github.com/stud8/stud8/parser/winning"
)

// registry is one line per site, in the order their Detect functions are
// tried (a format whose signature is a prefix of another's comes after
// it): its descriptor and the name of the replay profile its hands are
// replayed under when none is named (replay.ProfileByName). A PHH
// document names its site (venue): its hands take that site's profile;
// PHH's own is that of a document without a venue.
var registry = []struct {
	site    parser.Site
	profile string
}{
	{pokerstars.Site, "pokerstars"},
	{bovada.Site, "bovada"},
	{partypoker.Site, "partypoker"},
	{ongame.Site, "ongame"},
	{phhSite, "pokerstars"},
	{ipoker.Site, "ipoker"},
	{merge.Site, "merge"},
	{fulltilt.Site, "fulltilt"},
	{everleaf.Site, "everleaf"},
	{absolute.Site, "absolute"},
	{winamax.Site, "winamax"},
	{kingsclub.Site, "kingsclub"},
	{winning.Site, "winning"},
}

// phhSite is PHH whose detection also finds a table header ("[1]") after
// lines that are not PHH: phh.Detect wants PHH from the first statement on.
var phhSite = func() parser.Site {
	s := phh.Site
	detect := s.Detect
	s.Detect = func(head []byte) bool { return detect(head) || laterTable(head, detect) }
	return s
}()

// laterTable reports whether detect claims head from one of its first
// lines that start with '[' after its first line.
func laterTable(head []byte, detect func([]byte) bool) bool {
	for tries := 0; tries < 64; {
		i := bytes.Index(head, []byte("\n["))
		if i < 0 {
			return false
		}
		head = head[i+1:]
		if detect(head) {
			return true
		}
		tries++
	}
	return false
}

// All lists the sites of the registry, in the order their Detect
// functions are tried.
var All = func() []parser.Site {
	all := make([]parser.Site, len(registry))
	for i, r := range registry {
		if r.profile == "" {
			panic("sites: " + r.site.Name + " names no replay profile")
		}
		all[i] = r.site
	}
	return all
}()

// ErrNoProfile is the error of a site that is not in the registry, whose
// hands therefore have no replay profile.
var ErrNoProfile = errors.New("no replay profile")

// Profile returns the name of the replay profile of the hands of the site
// named site (hand.Hand.Site, in any case), or an error wrapping
// ErrNoProfile for a site the registry does not list.
func Profile(site string) (string, error) {
	for _, r := range registry {
		if strings.EqualFold(r.site.Name, site) {
			return r.profile, nil
		}
	}
	return "", fmt.Errorf("%w for site %q (known: %s)", ErrNoProfile, site, strings.Join(Names(), ", "))
}

// Names returns the names of the known sites, in registry order.
func Names() []string {
	names := make([]string, len(All))
	for i, s := range All {
		names[i] = s.Name
	}
	return names
}

// Lookup returns the site named name (in any case).
func Lookup(name string) (parser.Site, bool) {
	for _, s := range All {
		if strings.EqualFold(s.Name, name) {
			return s, true
		}
	}
	return parser.Site{}, false
}

// Detect returns the site whose format head (the first decoded bytes of
// an input) is in; ok is false when none claims it.
func Detect(head []byte) (site parser.Site, ok bool) {
	head = skipLeading(head)
	for _, s := range All {
		if s.Detect(head) {
			return s, true
		}
	}
	return parser.Site{}, false
}

// skipLeading drops leading NUL bytes and blank lines.
func skipLeading(b []byte) []byte {
	for len(b) > 0 && (b[0] == 0 || b[0] == ' ' || b[0] == '\t' || b[0] == '\r' || b[0] == '\n') {
		b = b[1:]
	}
	return b
}

// Open returns a reader of r in the format of its site, detected from its
// first bytes. An input that no site claims gives a reader whose only
// result is an *Error wrapping parser.ErrUnknownFormat that quotes the
// first line and lists the known sites; Stats().Site is then "". An empty
// input (or one of only blank lines and NUL bytes) has no hands and no error.
func Open(r io.Reader, file string, opt parser.Options) parser.HandReader {
	d := parser.Decode(r)
	head := parser.Peek(d, parser.SniffSize)
	if site, ok := Detect(head); ok {
		return site.Open(d, file, opt)
	}
	if len(skipLeading(head)) == 0 && len(head) < parser.SniffSize {
		return &unknown{} // empty, or only blank lines and NUL bytes: no hands, nothing wrong
	}
	return &unknown{err: unknownFormat(file, skipLeading(head))}
}

// unknownFormat is the error of an input no site claims.
func unknownFormat(file string, head []byte) *parser.Error {
	first := parser.FirstLine(head)
	reason := fmt.Errorf("%w: first line is %q; known sites: %s", parser.ErrUnknownFormat, parser.Clip(first), strings.Join(Names(), ", "))
	if len(head) == 0 {
		reason = fmt.Errorf("%w: the first %d bytes are blank or NUL", parser.ErrUnknownFormat, parser.SniffSize)
	}
	return &parser.Error{File: file, Line: 1, Err: reason, Raw: parser.Clip(first)}
}

// unknown is the reader of an input of no known format.
type unknown struct {
	err   *parser.Error
	stats parser.Stats
}

func (u *unknown) Next() (*hand.Hand, error) {
	if u.err == nil {
		return nil, io.EOF
	}
	err := u.err
	u.err = nil
	u.stats.Rejected++
	return nil, err
}

func (u *unknown) Stats() parser.Stats { return u.stats }

// IsUnknownFormat reports whether err says that an input is not a hand
// history of any known site (a file to list as skipped, not a reject).
func IsUnknownFormat(err error) bool { return errors.Is(err, parser.ErrUnknownFormat) }

// ParseFile parses the file at path with the reader of its site: fn is
// called for every accepted hand and errs (which may be nil) for every
// rejected one, as parser.ParseAll does.
func ParseFile(path string, opt parser.Options, fn func(*hand.Hand) error, errs func(*parser.Error)) (parser.Stats, error) {
	f, err := os.Open(path)
	if err != nil {
		return parser.Stats{}, err
	}
	defer f.Close()
	return parser.ParseAll(Open(f, path, opt), fn, errs)
}
