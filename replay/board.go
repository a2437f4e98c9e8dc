package replay

import "github.com/stud8/stud8/cards"

// boardValue ranks up to four up cards for the order of action, larger
// acting first: in stud and stud hi/lo quads > trips > two pair > pair >
// high cards, then the ranks (paired ranks first, ace high); in razz the
// lowest board (ace low, any pairing worse than none) is the largest value.
// Suits, straights and flushes do not count. It orders boards exactly as
// cards.EvalBoard and cards.EvalBoardRazz do (TestBoardValueOrder), without
// their generality, because it runs once per up card dealt.
func boardValue(up []cards.Card, razz bool) uint32 {
	var ent [4]uint8 // count<<4 | rank, rank 1..14 (ace 1 in razz)
	m := 0
	for _, c := range up {
		if !c.Known() || m == len(ent) {
			continue
		}
		r := uint8(c.Rank())
		if razz && r == 14 {
			r = 1
		}
		j := 0
		for j < m && ent[j]&0xf != r {
			j++
		}
		if j == m {
			ent[m] = 1<<4 | r
			m++
		} else {
			ent[j] += 1 << 4
		}
	}
	if m == 0 {
		return 0
	}
	// Largest group first, then higher rank.
	for i := 1; i < m; i++ {
		for j := i; j > 0 && ent[j] > ent[j-1]; j-- {
			ent[j], ent[j-1] = ent[j-1], ent[j]
		}
	}
	var cat uint32
	switch top := ent[0] >> 4; {
	case top == 4:
		cat = 4
	case top == 3:
		cat = 3
	case top == 2 && m > 1 && ent[1]>>4 == 2:
		cat = 2
	case top == 2:
		cat = 1
	}
	key, shift := cat<<16, 12
	for i := 0; i < m; i++ {
		for k := ent[i] >> 4; k > 0 && shift >= 0; k-- {
			key |= uint32(ent[i]&0xf) << uint(shift)
			shift -= 4
		}
	}
	if razz {
		return 1<<20 - key
	}
	return key
}
