package parser

import (
	"errors"
	"testing"
	"time"
)

// TestInZone checks each kind of zone against offsets worked out by hand:
// 2026-02-16 22:15:03 and 2026-07-16 22:15:03 wall clock (EU summer time
// runs 29 March - 25 October 2026, US daylight time 8 March - 1 November,
// Sydney daylight time until 5 April 2026).
func TestInZone(t *testing.T) {
	winter := time.Date(2026, 2, 16, 22, 15, 3, 0, time.UTC)
	summer := time.Date(2026, 7, 16, 22, 15, 3, 0, time.UTC)
	cases := []struct {
		zone string
		wall time.Time
		utc  string // the instant, as worked out from the offset
	}{
		{"ET", winter, "2026-02-17T03:15:03Z"},  // -5
		{"ET", summer, "2026-07-17T02:15:03Z"},  // -4
		{"EST", summer, "2026-07-17T03:15:03Z"}, // always -5
		{"EDT", summer, "2026-07-17T02:15:03Z"},
		{"CET", winter, "2026-02-16T21:15:03Z"},  // +1
		{"CET", summer, "2026-07-16T20:15:03Z"},  // Paris' clock, +2 in summer
		{"CEST", summer, "2026-07-16T20:15:03Z"}, // +2
		{"WET", winter, "2026-02-16T22:15:03Z"},
		{"WEST", summer, "2026-07-16T21:15:03Z"},
		{"EET", winter, "2026-02-16T20:15:03Z"},
		{"EEST", summer, "2026-07-16T19:15:03Z"},
		{"MSK", winter, "2026-02-16T19:15:03Z"}, // +3
		{"GMT", summer, "2026-07-16T22:15:03Z"},
		{"BST", summer, "2026-07-16T21:15:03Z"},
		{"AEST", summer, "2026-07-16T12:15:03Z"}, // +10
		{"AEDT", winter, "2026-02-16T11:15:03Z"}, // +11
		{"BRT", winter, "2026-02-17T01:15:03Z"},  // -3 (no daylight time since 2019)
		{"ART", winter, "2026-02-17T01:15:03Z"},  // -3
		{"PT", winter, "2026-02-17T06:15:03Z"},   // -8
		{"MT", summer, "2026-07-17T04:15:03Z"},   // -6
		{"CT", winter, "2026-02-17T04:15:03Z"},   // -6
		{"UTC", winter, "2026-02-16T22:15:03Z"},
		{"GMT+0300", winter, "2026-02-16T19:15:03Z"},
		{"GMT-03:30", winter, "2026-02-17T01:45:03Z"},
		{"UTC+1", winter, "2026-02-16T21:15:03Z"},
	}
	for _, c := range cases {
		got, err := InZone(c.wall, []byte(c.zone))
		if err != nil || got.Format(time.RFC3339) != c.utc {
			t.Errorf("InZone(%v, %s) = %v, %v; want %s", c.wall, c.zone, got.Format(time.RFC3339), err, c.utc)
		}
	}
	for _, bad := range []string{"XYZ", "", "cet", "GMT+", "GMT+99", "UTC+0a"} {
		_, err := InZone(winter, []byte(bad))
		if !errors.Is(err, ErrUnknownZone) {
			t.Errorf("InZone(%q) error = %v, want ErrUnknownZone", bad, err)
		}
	}
	if err := UnknownZone([]byte("XYZ")); err.Error() != "unknown time zone `XYZ`" {
		t.Errorf("UnknownZone text = %q", err)
	}
}

// TestStampZone reads header times with and without a zone; the instants
// are worked out by hand (ET is -5 in February 2026, +2 for CEST).
func TestStampZone(t *testing.T) {
	cases := []struct {
		text, bare, utc string // utc "" for the zero time
		err             error
	}{
		{text: "2026/02/16 03:36:34 UTC", bare: "", utc: "2026-02-16T03:36:34Z"},
		{text: "2026/02/16 03:36:34", bare: "UTC", utc: "2026-02-16T03:36:34Z"},
		{text: "2026-02-16 03:36:34", bare: "ET", utc: "2026-02-16T08:36:34Z"},
		{text: "2026-02-16 03:36:34  CEST", bare: "ET", utc: "2026-02-16T01:36:34Z"},
		{text: "2026-02-16 03:36:34", bare: ""},
		{text: "Feb 16 2026", bare: "UTC"},
		{text: "2026/02/16 03:36:34 XST", bare: "UTC", err: ErrUnknownZone},
	}
	for _, c := range cases {
		got, err := StampZone([]byte(c.text), c.bare)
		switch {
		case c.err != nil:
			if !errors.Is(err, c.err) || !errors.Is(err, ErrBadHeader) {
				t.Errorf("StampZone(%q) error = %v, want %v in %v", c.text, err, c.err, ErrBadHeader)
			}
		case err != nil:
			t.Errorf("StampZone(%q): %v", c.text, err)
		case c.utc == "" && !got.IsZero(), c.utc != "" && got.Format(time.RFC3339) != c.utc:
			t.Errorf("StampZone(%q, %q) = %v, want %q", c.text, c.bare, got, c.utc)
		}
	}
}
