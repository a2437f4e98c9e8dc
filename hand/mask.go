package hand

import (
	"strconv"
	"strings"
)

// MaskLabel is the name --mask shows for the player at seat num of a hand:
// "Seat 3". The label depends on the hand alone, so a masked hand says the
// same in export phh, replay and the web; it is not the same person from
// one hand to the next. When hero's own name is a label ("Seat 3"), the
// labels take a trailing '*' ("Seat 3*"), so no label is his.
func MaskLabel(num int, hero string) string {
	l := "Seat " + strconv.Itoa(num)
	if strings.HasPrefix(hero, "Seat ") {
		l += "*"
	}
	return l
}

// Mask replaces the name of every seat but hero's by MaskLabel of its seat
// number, and returns the names it replaced, by seat index ("" where the
// name is kept). Events refer to players by seat index, so nothing else of
// the hand names them.
func (h *Hand) Mask(hero string) []string {
	old := make([]string, len(h.Seats))
	for i := range h.Seats {
		s := &h.Seats[i]
		if s.Name == hero && hero != "" {
			continue
		}
		old[i] = s.Name
		s.Name = MaskLabel(s.Num, hero)
	}
	return old
}

// MaskSeatText replaces, in a message of the replay, the way it names a
// player ("seat 3 (Bob)") by the same with the label ("seat 3 (Seat 3)").
func MaskSeatText(msg string, num int, name, label string) string {
	if name == "" || !strings.Contains(msg, name) {
		return msg
	}
	n := strconv.Itoa(num)
	return strings.ReplaceAll(msg, "seat "+n+" ("+name+")", "seat "+n+" ("+label+")")
}
