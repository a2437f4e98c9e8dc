package gen

import (
	"math/rand/v2"
	"strconv"
	"strings"
)

var (
	firstNames = []string{"alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
		"mallory", "niaj", "olivia", "peggy", "rupert", "sybil", "trent", "victor", "walter", "xena", "yuri",
		"zoe", "anna", "boris", "chloe", "dmitri", "elena", "felix", "greta", "hugo", "ingrid", "jonas",
		"karin", "lars", "marta", "nils", "otto", "paula", "quinn", "rosa", "sven", "tanja", "ugo", "vera",
		"wim", "ximena", "yannick", "zelda", "marco", "lena", "pierre", "sofia", "tomas", "ulla", "kenji"}
	syllables = []string{"ka", "ro", "mi", "tan", "zor", "lu", "vek", "sha", "dor", "pin", "qua", "ril",
		"bo", "ste", "gar", "nel", "fi", "tor", "mas", "ju", "lek", "vin", "ox", "cal", "dre", "yam", "pok",
		"er", "sud", "hol", "ace", "king", "riv", "chip", "stud", "low", "nut", "fish", "shark", "bluff"}
	words = []string{"Tank", "Shark", "Grinder", "Lucky", "Nuts", "River", "Ace", "Wheel", "Scoop", "Donk",
		"Rock", "Bluffer", "Maniac", "Stud", "Hilo", "Chips", "Pro", "Kid", "Boss", "Fox", "Wolf", "Bear"}
	countries  = []string{"DE", "UK", "FR", "SE", "NL", "AT", "CA", "BR", "FI", "CZ", "HU", "ES"}
	tableWords = []string{"Egeria", "Flora", "Phocaea", "Psyche", "Vesta", "Metis", "Thetis", "Juno",
		"Eunomia", "Educatio", "Hebe", "Astraea", "Iris", "Hygiea", "Parthenope", "Victoria", "Irene",
		"Fortuna", "Massalia", "Lutetia", "Calliope", "Thalia", "Themis", "Proserpina", "Euterpe",
		"Bellona", "Amphitrite", "Urania", "Euphrosyne", "Pomona", "Polyhymnia", "Circe", "Leukothea",
		"Atalante", "Fides", "Leda", "Laetitia", "Harmonia", "Daphne", "Isis", "Ariadne", "Nysa", "Eugenia"}
)

// playerName makes a realistic screen name: lower-case handles with dots
// or digits, "First L" with a space, camel-case words, and a few with a
// bracketed country tag.
func playerName(r *rand.Rand) string {
	first := firstNames[r.IntN(len(firstNames))]
	switch r.IntN(9) {
	case 0:
		return first + "." + string('a'+byte(r.IntN(26)))
	case 1:
		return title(first) + " " + string('A'+byte(r.IntN(26)))
	case 2:
		return first + strconv.Itoa(1950+r.IntN(60))
	case 3:
		return title(first) + " [" + countries[r.IntN(len(countries))] + "]"
	case 4:
		return title(first) + words[r.IntN(len(words))] + words[r.IntN(len(words))]
	case 5:
		return first + "_" + syllables[r.IntN(len(syllables))] + "_" + string('a'+byte(r.IntN(26)))
	case 6:
		n := 2 + r.IntN(2)
		var b strings.Builder
		for range n {
			b.WriteString(syllables[r.IntN(len(syllables))])
		}
		if r.IntN(2) == 0 {
			b.WriteString(strconv.Itoa(r.IntN(100)))
		}
		return b.String()
	case 7:
		return words[r.IntN(len(words))] + "." + title(syllables[r.IntN(len(syllables))]) + syllables[r.IntN(len(syllables))]
	}
	return title(syllables[r.IntN(len(syllables))]) + title(syllables[r.IntN(len(syllables))]) + strconv.Itoa(r.IntN(1000))
}

// title upper-cases the first letter of an ASCII word.
func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// tableName names table number n: a word and a roman numeral, unique for n
// below len(tableWords)*40.
func tableName(n int) string {
	w := tableWords[n%len(tableWords)]
	k := n / len(tableWords)
	if k == 0 {
		return w
	}
	return w + " " + roman(k+1)
}

// roman writes 1 <= n < 4000 in roman numerals.
func roman(n int) string {
	vals := []int{1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1}
	syms := []string{"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"}
	var b strings.Builder
	for i, v := range vals {
		for n >= v {
			b.WriteString(syms[i])
			n -= v
		}
	}
	return b.String()
}

// namePool makes the run's regulars: n distinct names from the seed.
func namePool(seed uint64, n int) []string {
	r := rand.New(rand.NewPCG(seed, 0x6e616d65))
	seen := make(map[string]bool, n)
	out := make([]string, 0, n)
	for len(out) < n {
		if name := playerName(r); !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	}
	return out
}
