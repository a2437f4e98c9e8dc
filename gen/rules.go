package gen

import "github.com/stud8/stud8/cards"

// bringInKey orders up cards for the bring-in: the lowest key brings in.
// Rank first with the ace high, then suit clubs < diamonds < hearts < spades.
func bringInKey(c cards.Card) int { return int(c.Rank())*4 + int(c.Suit()) }

// boardKey ranks an exposed board for the order of action on 4th to 7th
// street: quads > trips > two pair > pair > high cards, compared rank by
// rank with the ace high. Straights, flushes and suits do not count. A
// larger key acts first.
func boardKey(up []cards.Card) uint32 {
	var cnt [15]uint8
	for _, c := range up {
		cnt[c.Rank()]++
	}
	// Digits: groups sorted by size then rank, 4 bits each, biggest first.
	var key uint32
	var pattern uint32 // class: 4 quads, 3 trips, 2 two pair, 1 pair, 0 high card
	pairs := 0
	for size := uint8(4); size >= 1; size-- {
		for r := 14; r >= 2; r-- {
			if cnt[r] == size {
				key = key<<4 | uint32(r)
				switch {
				case size == 4:
					pattern = max(pattern, 4)
				case size == 3:
					pattern = max(pattern, 3)
				case size == 2:
					pairs++
				}
			}
		}
	}
	if pattern < 3 {
		switch {
		case pairs >= 2:
			pattern = 2
		case pairs == 1:
			pattern = 1
		}
	}
	return pattern<<24 | key
}

// lowValue returns the best ace-to-five low of cs using only ranks up to
// maxRank (8 for the 8-or-better rule), ace low; 0 if there is none. Smaller
// non-zero values are better lows; the five ranks are packed highest first,
// four bits each (ace = 1).
func lowValue(cs []cards.Card, maxRank int) uint32 {
	var m uint16 // bit r for rank r, ace as 1
	for _, c := range cs {
		r := int(c.Rank())
		if r == 14 {
			r = 1
		}
		if r <= maxRank {
			m |= 1 << uint(r)
		}
	}
	var picked [5]uint32
	n := 0
	for r := 1; r <= maxRank && n < 5; r++ {
		if m&(1<<uint(r)) != 0 {
			picked[n] = uint32(r)
			n++
		}
	}
	if n < 5 {
		return 0
	}
	return picked[4]<<16 | picked[3]<<12 | picked[2]<<8 | picked[1]<<4 | picked[0]
}

// lowText writes a low value the way PokerStars does: "8,7,6,3,A".
func lowText(v uint32) string {
	b := make([]byte, 0, 9)
	for i := 4; i >= 0; i-- {
		r := (v >> (uint(i) * 4)) & 15
		if len(b) > 0 {
			b = append(b, ',')
		}
		switch r {
		case 1:
			b = append(b, 'A')
		case 10:
			b = append(b, 'T')
		default:
			b = append(b, byte('0'+r))
		}
	}
	return string(b)
}

// rakeFor returns the rake of a pot under p: round-half-even(pct% of pot),
// capped at RakeCapBig big bets and at RakeCapCash.
func rakeFor(p Profile, pot, bigBet int64) int64 {
	num := pot * int64(p.RakePct)
	r, rem := num/100, num%100
	if rem > 50 || rem == 50 && r%2 == 1 {
		r++
	}
	if p.RakeCapBig > 0 {
		r = min(r, int64(p.RakeCapBig)*bigBet)
	}
	if p.RakeCapCash > 0 {
		r = min(r, p.RakeCapCash)
	}
	return r
}
