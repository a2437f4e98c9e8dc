package parser

import (
	"errors"
	"fmt"
	"sync"
	"time"
	_ "time/tzdata" // zones must resolve on machines without a zoneinfo database
)

// ErrUnknownZone is wrapped by the error of a header whose time zone no
// entry of the zone table names: the hand is rejected, never read as UTC.
var ErrUnknownZone = errors.New("unknown time zone")

// zoneTable is the time zones the sites write after a clock, by the
// abbreviation they print. Two kinds of entry:
//   - a region's local time (an IANA name): what a room prints all year
//     for one place, its daylight time included: PokerStars writes "ET"
//     and "CET" in July as in January, so "CET" is Paris' clock, +2 in
//     summer; the same for WET, EET, AEST, MSK and the US generic names;
//   - a fixed offset (hours east of UTC, as "+0530" style minutes): the
//     names that say which half of the year they are (EST and EDT, CEST,
//     BST, AEDT...), as PartyPoker and OnGame write them.
var zoneTable = map[string]any{
	// Local times.
	"ET": "America/New_York", "CT": "America/Chicago", "MT": "America/Denver", "PT": "America/Los_Angeles",
	"AT": "America/Halifax", "NT": "America/St_Johns", "AKT": "America/Anchorage", "HT": "Pacific/Honolulu",
	"WET": "Europe/Lisbon", "CET": "Europe/Paris", "EET": "Europe/Helsinki", "MSK": "Europe/Moscow",
	"BRT": "America/Sao_Paulo", "ART": "America/Argentina/Buenos_Aires",
	"IST": "Asia/Kolkata", "CCT": "Asia/Shanghai", "JST": "Asia/Tokyo", "KST": "Asia/Seoul",
	"AWST": "Australia/Perth", "ACST": "Australia/Adelaide", "AEST": "Australia/Sydney", "AET": "Australia/Sydney",
	"NZT": "Pacific/Auckland",
	// Fixed offsets, in minutes east of UTC.
	"UTC": 0, "GMT": 0, "Z": 0,
	"EST": -5 * 60, "EDT": -4 * 60, "CST": -6 * 60, "CDT": -5 * 60, "MST": -7 * 60, "MDT": -6 * 60,
	"PST": -8 * 60, "PDT": -7 * 60, "AKST": -9 * 60, "AKDT": -8 * 60, "HST": -10 * 60,
	"AST": -4 * 60, "ADT": -3 * 60, "NST": -210, "NDT": -150, "BRST": -2 * 60,
	"BST": 60, "WEST": 60, "CEST": 2 * 60, "EEST": 3 * 60, "MSD": 4 * 60,
	"AEDT": 11 * 60, "ACDT": 630, "NZST": 12 * 60, "NZDT": 13 * 60,
}

var (
	zonesOnce sync.Once
	zones     map[string]*time.Location
)

// Zone returns the location of a zone abbreviation of zoneTable ("ET",
// "CEST"), or of a written offset ("GMT+0300", "UTC-5", "GMT+03:00"); nil
// for anything else.
func Zone(abbr []byte) *time.Location {
	zonesOnce.Do(func() {
		zones = make(map[string]*time.Location, len(zoneTable))
		for k, v := range zoneTable {
			switch v := v.(type) {
			case string:
				if loc, err := time.LoadLocation(v); err == nil {
					zones[k] = loc
				}
			case int:
				zones[k] = time.FixedZone(k, v*60)
			}
		}
	})
	if loc, ok := zones[string(abbr)]; ok {
		return loc
	}
	if secs, ok := offset(abbr); ok {
		return time.FixedZone(string(abbr), secs)
	}
	return nil
}

// offset reads "GMT+0300", "GMT-03:30", "UTC+1" or "UTC-10" as seconds
// east of UTC.
func offset(b []byte) (int, bool) {
	if !(HasPrefix(b, "GMT") || HasPrefix(b, "UTC")) || len(b) < 5 || b[3] != '+' && b[3] != '-' {
		return 0, false
	}
	d := b[4:]
	var hh, mm int
	var ok1, ok2 bool
	switch {
	case len(d) <= 2:
		hh, ok1 = Atoi(d)
		ok2 = true
	case len(d) == 4:
		hh, ok1 = Atoi(d[:2])
		mm, ok2 = Atoi(d[2:])
	case len(d) == 5 && d[2] == ':':
		hh, ok1 = Atoi(d[:2])
		mm, ok2 = Atoi(d[3:])
	}
	if !ok1 || !ok2 || hh > 14 || mm > 59 {
		return 0, false
	}
	secs := hh*3600 + mm*60
	if b[3] == '-' {
		secs = -secs
	}
	return secs, true
}

// InZone reads the wall-clock time t (as Stamp returns it, in UTC) in the
// zone abbr and returns the instant in UTC; a zone Zone does not know is
// an ErrUnknownZone naming it.
func InZone(t time.Time, abbr []byte) (time.Time, error) {
	loc := Zone(abbr)
	if loc == nil {
		return time.Time{}, UnknownZone(abbr)
	}
	return time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), loc).UTC(), nil
}

// UnknownZone is the error of a time written in a zone Zone does not know.
func UnknownZone(abbr []byte) error {
	return fmt.Errorf("%w `%s`", ErrUnknownZone, Clip(abbr))
}

// StampZone reads a header's time: a Stamp, then an optional zone of Zone
// ("2026/02/16 03:36:34 UTC", "2012-09-19 13:11:08 CET"), and returns the
// instant in UTC. A time written without a zone is in the zone bare ("ET",
// "UTC"), or left unread (the zero time) when bare is empty; a text that
// is no Stamp gives the zero time too. A zone Zone does not know is an
// ErrBadHeader wrapping ErrUnknownZone and naming it.
func StampZone(b []byte, bare string) (time.Time, error) {
	t, zone, ok := Stamp(b)
	if !ok {
		return time.Time{}, nil
	}
	if zone = trimSpaces(zone); len(zone) == 0 {
		if bare == "" {
			return time.Time{}, nil
		}
		zone = []byte(bare)
	}
	t, err := InZone(t, zone)
	if err != nil {
		return time.Time{}, fmt.Errorf("%w: %w", ErrBadHeader, err)
	}
	return t, nil
}
