package replay

import "github.com/stud8/stud8/hand"

// Mask relabels r's players as hand.Mask does (every name but hero's by
// its seat's label, hand.MaskLabel), in the hand and in the messages of
// the findings and checks. Call it once the stack check and the structures
// have seen r: they follow players from hand to hand by name.
func (r *Result) Mask(hero string) {
	h := r.Hand
	old := h.Mask(hero)
	mask := func(s string) string {
		for i, name := range old {
			if name != "" {
				s = hand.MaskSeatText(s, h.Seats[i].Num, name, h.Seats[i].Name)
			}
		}
		return s
	}
	for i := range r.Findings {
		r.Findings[i].Message = mask(r.Findings[i].Message)
	}
	for i := range r.Checks {
		r.Checks[i].Why = mask(r.Checks[i].Why)
	}
}
