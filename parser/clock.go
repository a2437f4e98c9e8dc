package parser

import "time"

// Stamp reads a date and time at the start of b: "2016/11/12 23:04:10",
// "2021-01-02 15:48:40", "2016/8/2 11:13:2" (fields of one to four digits;
// '/' or '-' in the date; one or more of ' ', '-' and 'T' between the date
// and the time; ':' in the time), as a wall-clock time in UTC, and returns
// what follows it. It is time.Parse without its cost, for the layouts the
// sites write; ok is false for anything else (b is returned as rest).
func Stamp(b []byte) (t time.Time, rest []byte, ok bool) {
	var f [6]int
	i := 0
	for k := range f {
		start := i
		for i < len(b) && b[i] >= '0' && b[i] <= '9' && i-start < 4 {
			f[k] = f[k]*10 + int(b[i]-'0')
			i++
		}
		if i == start {
			return time.Time{}, b, false
		}
		if k == 5 {
			break
		}
		if i == len(b) {
			return time.Time{}, b, false
		}
		switch c := b[i]; {
		case k < 2 && (c == '/' || c == '-'), k > 2 && c == ':':
			i++
		case k == 2 && (c == ' ' || c == '-' || c == 'T'):
			for i < len(b) && (b[i] == ' ' || b[i] == '-' || b[i] == 'T') {
				i++
			}
		default:
			return time.Time{}, b, false
		}
	}
	if f[1] < 1 || f[1] > 12 || f[2] < 1 || f[2] > 31 || f[3] > 23 || f[4] > 59 || f[5] > 60 {
		return time.Time{}, b, false
	}
	return time.Date(f[0], time.Month(f[1]), f[2], f[3], f[4], f[5], 0, time.UTC), b[i:], true
}

// StampDigits reads exactly "20111115223628" (year, month, day, hour,
// minute and second run together, as Merge writes them) as a wall-clock
// time in UTC; ok is false for anything else.
func StampDigits(b []byte) (t time.Time, ok bool) {
	if len(b) != 14 {
		return time.Time{}, false
	}
	var f [6]int
	for k, w := range [6]int{4, 2, 2, 2, 2, 2} {
		v, ok := Atoi(b[:w])
		if !ok {
			return time.Time{}, false
		}
		f[k], b = v, b[w:]
	}
	if f[1] < 1 || f[1] > 12 || f[2] < 1 || f[2] > 31 || f[3] > 23 || f[4] > 59 || f[5] > 60 {
		return time.Time{}, false
	}
	return time.Date(f[0], time.Month(f[1]), f[2], f[3], f[4], f[5], 0, time.UTC), true
}

// Clock reads exactly "20:20:17" (two digits each).
func Clock(b []byte) (h, m, s int, ok bool) {
	if len(b) != 8 || b[2] != ':' || b[5] != ':' {
		return 0, 0, 0, false
	}
	h, ok1 := Atoi(b[0:2])
	m, ok2 := Atoi(b[3:5])
	s, ok3 := Atoi(b[6:8])
	return h, m, s, ok1 && ok2 && ok3 && h < 24 && m < 60 && s <= 60
}

// months maps English month names and their three-letter forms to months.
var months = func() map[string]time.Month {
	mm := map[string]time.Month{}
	for m := time.January; m <= time.December; m++ {
		mm[m.String()] = m
		mm[m.String()[:3]] = m
	}
	return mm
}()

// Month reads an English month name ("August", "Aug").
func Month(b []byte) (time.Month, bool) {
	m, ok := months[string(b)]
	return m, ok
}
