package cards

import "math/bits"

// LowValue is the strength of an ace-to-five low: larger is better (Better
// says so in words) and equal values tie. NoLow (zero) means no low
// qualifies and is worse than every low.
//
// Layout: lowLimit minus a key in which smaller is better. The key is
// category<<20 followed by five 4-bit ranks (Ace = 1 ... King = 13) in order
// of significance: for an unpaired low the ranks highest first; for a paired
// razz low the paired ranks first (pair, pair, kickers; or trips, trips,
// trips, kickers...). The category counts pairing: 0 no pair, 1 one pair,
// 2 two pair, 3 trips, 4 full house, 5 quads. 8-or-better lows are always
// category 0, so values from EvalLow8 and EvalLowRazz are comparable.
type LowValue uint32

// NoLow is the LowValue of a hand without a qualifying low.
const NoLow LowValue = 0

const lowLimit = 1 << 23

// Low pairing categories (the key's top bits).
const (
	lowNoPair = iota
	lowPair
	lowTwoPair
	lowTrips
	lowFullHouse
	lowQuads
)

// Better reports whether a is a strictly better low than b.
func (a LowValue) Better(b LowValue) bool { return a > b }

// lowRankValue is a rank's place in ace-to-five order: Ace 1, Two 2 ... King 13.
func lowRankValue(r Rank) uint32 {
	if r == Ace {
		return 1
	}
	return uint32(r)
}

// makeLow builds a LowValue from the category and the five ranks, as
// ace-to-five values (Ace = 1), in order of significance.
func makeLow(cat uint32, r [5]uint32) LowValue {
	key := cat<<20 | r[0]<<16 | r[1]<<12 | r[2]<<8 | r[3]<<4 | r[4]
	return LowValue(lowLimit - key)
}

// Ranks returns the five ranks of the low, highest first in ace-to-five
// order, so the ace (returned as Ace) comes last: 8,7,6,3,A. NoLow returns
// five zero ranks.
func (v LowValue) Ranks() [5]Rank {
	var out [5]Rank
	if v == NoLow {
		return out
	}
	key := lowLimit - uint32(v)
	var lv [5]uint32
	for i := range lv {
		lv[i] = key >> (16 - 4*uint(i)) & 0xf
	}
	// Sort descending (five elements: insertion sort).
	for i := 1; i < 5; i++ {
		for j := i; j > 0 && lv[j] > lv[j-1]; j-- {
			lv[j], lv[j-1] = lv[j-1], lv[j]
		}
	}
	for i, x := range lv {
		if x == 1 {
			out[i] = Ace
		} else {
			out[i] = Rank(x)
		}
	}
	return out
}

// aceLow converts a 13-bit rank mask (bit 0 = Two, bit 12 = Ace) to ace-to-five
// order (bit 0 = Ace, bit 1 = Two ... bit 12 = King).
func aceLow(m uint32) uint32 { return (m<<1 | m>>12) & rankMaskAll }

// low8Table maps the mask of ranks A..8 present (bit 0 = Ace ... bit 7 =
// Eight) to the best 8-or-better low, or NoLow.
var low8Table = func() (t [256]LowValue) {
	for m := range t {
		if bits.OnesCount(uint(m)) >= 5 {
			t[m] = lowestFive(uint32(m))
		}
	}
	return t
}()

// lowestFive returns the unpaired low made of the five lowest ranks of an
// ace-to-five mask holding at least five ranks.
func lowestFive(m uint32) LowValue {
	var r [5]uint32
	for i := 4; i >= 0; i-- {
		b := m & -m
		r[i] = uint32(bits.TrailingZeros32(b)) + 1
		m &^= b
	}
	return makeLow(lowNoPair, r)
}

// lowMask returns the ranks from Ace to Eight of the cards in the packed
// suit lanes x, as a low8Table index (bit 0 = Ace, bit 1 = Two ... bit 7 = Eight).
func lowMask(x uint64) uint8 {
	ones := uint32(x|x>>16|x>>32|x>>48) & rankMaskAll
	return uint8(ones<<1 | ones>>12)
}

// low8Packed returns the 8-or-better low of the cards in the packed suit lanes x.
func low8Packed(x uint64) LowValue { return low8Table[lowMask(x)] }

// EvalLow8 returns the best ace-to-five low of 8 or better among cs (5 to 7
// known cards; None cards are ignored), or NoLow when fewer than five
// distinct ranks from Ace to Eight are present. Straights and flushes do not
// count against a low. It does not allocate.
func EvalLow8(cs []Card) LowValue { return low8Packed(pack(cs)) }

// EvalLowRazz returns the best ace-to-five low among cs with no qualifier,
// as razz plays it. Straights and flushes do not count; pairs do: a hand
// with fewer than five distinct ranks must use paired cards and is worse
// than every unpaired low (one pair beats two pair beats trips beats a full
// house beats quads; then the paired ranks, lowest best, then the
// kickers). It returns NoLow only for fewer than five distinct known cards.
func EvalLowRazz(cs []Card) LowValue {
	x := pack(cs)
	if bits.OnesCount64(x) < 5 {
		return NoLow
	}
	return razzPacked(x)
}

// razzPacked returns the razz low of the cards (at least five) in the packed suit lanes x.
func razzPacked(x uint64) LowValue {
	a := aceLow(uint32(x) & rankMaskAll)
	b := aceLow(uint32(x>>16) & rankMaskAll)
	c := aceLow(uint32(x>>32) & rankMaskAll)
	d := aceLow(uint32(x>>48) & rankMaskAll)
	ab, cd := a&b, c&d
	aob, cod := a|b, c|d
	ones := aob | cod
	if bits.OnesCount32(ones) >= 5 {
		return lowestFive(ones)
	}
	twos := ab | cd | aob&cod
	threes := ab&cod | cd&aob
	rv := func(m uint32) uint32 { return uint32(bits.TrailingZeros32(m)) + 1 }
	lowest := func(m uint32) uint32 { return m & -m }
	switch bits.OnesCount32(ones) {
	case 4:
		// All four ranks play; pair the lowest paired rank.
		p := lowest(twos)
		k := ones &^ p
		k3 := rv(topBit(k))
		k &^= topBit(k)
		k2 := rv(topBit(k))
		k1 := rv(k &^ topBit(k))
		return makeLow(lowPair, [5]uint32{rv(p), rv(p), k3, k2, k1})
	case 3:
		if bits.OnesCount32(twos) >= 2 {
			// Two pair: the two lowest paired ranks, the third rank as kicker.
			lo := lowest(twos)
			hi := lowest(twos &^ lo)
			k := ones &^ lo &^ hi
			return makeLow(lowTwoPair, [5]uint32{rv(hi), rv(hi), rv(lo), rv(lo), rv(k)})
		}
		t := threes // the only rank held more than once
		k := ones &^ t
		return makeLow(lowTrips, [5]uint32{rv(t), rv(t), rv(t), rv(topBit(k)), rv(lowest(k))})
	default:
		// Two ranks: a full house if possible (lowest trips), else quads.
		lo := lowest(ones)
		hi := ones &^ lo
		switch {
		case threes&lo != 0 && twos&hi != 0:
			return makeLow(lowFullHouse, [5]uint32{rv(lo), rv(lo), rv(lo), rv(hi), rv(hi)})
		case threes&hi != 0 && twos&lo != 0:
			return makeLow(lowFullHouse, [5]uint32{rv(hi), rv(hi), rv(hi), rv(lo), rv(lo)})
		}
		q := ab & cd
		k := ones &^ q
		return makeLow(lowQuads, [5]uint32{rv(q), rv(q), rv(q), rv(q), rv(k)})
	}
}
