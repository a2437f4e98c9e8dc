package store

import "github.com/stud8/stud8/fact"

// Columns of cards_printed, in the table's order: rows are written by these names.
const (
	cpHandKey = iota
	cpSeat
	cpPrinted
)

// Columns of shows, in the table's order: rows are written by these names.
const (
	shHandKey = iota
	shShowNo
	shStreet
	shAfterAction
	shSeat
	shKind
	shCards
	shDescription
)

// Columns of rake_not_printed, in the table's order: rows are written by these names.
const (
	rnHandKey = iota
)

// The Go side of the tables of migrations/0005_hand_equity.sql that keep
// what a history printed for a PHH export (read back by DB.Hands).
var (
	cardsPrintedSpec = []colSpec{
		cpHandKey: {"hand_key", colInt64},
		cpSeat:    {"seat", colInt8},
		cpPrinted: {"printed", colInt8},
	}
	showsSpec = []colSpec{
		shHandKey:     {"hand_key", colInt64},
		shShowNo:      {"show_no", colInt16},
		shStreet:      {"street", colInt8},
		shAfterAction: {"after_action", colInt16},
		shSeat:        {"seat", colInt8},
		shKind:        {"kind", colString},
		shCards:       {"cards", colString},
		shDescription: {"description", colString},
	}
	rakeNotPrintedSpec = []colSpec{
		rnHandKey: {"hand_key", colInt64},
	}
)

// addPrinted appends the cards_printed, shows and rake_not_printed rows of
// one hand.
func (r *rows) addPrinted(hi int, key int64, fh *fact.Hand) {
	t := r.t[tCardsPrinted]
	for _, p := range fh.Printed {
		t.own(hi)
		t.cols[cpHandKey].int(key)
		t.cols[cpSeat].int(int64(p.Seat))
		t.cols[cpPrinted].int(p.Mask)
	}
	t = r.t[tShows]
	c := t.cols
	for i := range fh.Shows {
		sh := &fh.Shows[i]
		t.own(hi)
		c[shHandKey].int(key)
		c[shShowNo].int(int64(i + 1))
		c[shStreet].int(int64(sh.Street))
		c[shAfterAction].int(int64(sh.AfterAction))
		c[shSeat].int(int64(sh.Seat))
		c[shKind].str(sh.Kind)
		c[shCards].optStr(sh.Cards)
		c[shDescription].optStr(sh.Description)
	}
	if !fh.Hand.Summary.HasRake {
		t = r.t[tRakeNotPrinted]
		t.own(hi)
		t.cols[rnHandKey].int(key)
	}
}
