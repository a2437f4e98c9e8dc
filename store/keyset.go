package store

// keySet is a set of hand keys in one flat open-addressing table: 8 bytes a
// slot, at most 50% full, so ten million stored hands cost about 256 MB at
// worst and one million about 16-32 MB.
type keySet struct {
	slots   []int64 // 0 = empty; a key of 0 is kept in hasZero
	n       int
	hasZero bool
}

func newKeySet(hint int) *keySet {
	size := 1024
	for size < 2*hint {
		size *= 2
	}
	return &keySet{slots: make([]int64, size)}
}

// add inserts k and reports whether it was new.
func (s *keySet) add(k int64) bool {
	if k == 0 {
		was := s.hasZero
		s.hasZero = true
		return !was
	}
	if 2*(s.n+1) > len(s.slots) {
		s.grow()
	}
	if s.insert(k) {
		s.n++
		return true
	}
	return false
}

// has reports whether k is in the set.
func (s *keySet) has(k int64) bool {
	if k == 0 {
		return s.hasZero
	}
	mask := uint64(len(s.slots) - 1)
	for i := mix(k) & mask; ; i = (i + 1) & mask {
		switch s.slots[i] {
		case k:
			return true
		case 0:
			return false
		}
	}
}

func (s *keySet) insert(k int64) bool {
	mask := uint64(len(s.slots) - 1)
	for i := mix(k) & mask; ; i = (i + 1) & mask {
		switch s.slots[i] {
		case k:
			return false
		case 0:
			s.slots[i] = k
			return true
		}
	}
}

func (s *keySet) grow() {
	old := s.slots
	s.slots = make([]int64, 2*len(old))
	for _, k := range old {
		if k != 0 {
			s.insert(k)
		}
	}
}

// mix spreads the bits of a key (hand keys are hashes already, but keys in
// tests are small numbers).
func mix(k int64) uint64 {
	x := uint64(k)
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	return x
}
