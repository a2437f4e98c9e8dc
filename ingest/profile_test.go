package ingest

import (
	"errors"
	"testing"

	"github.com/stud8/stud8/parser/sites"
)

// TestSiteProfile: a hand is replayed under its site's registry profile;
// a site the registry does not list has none (no PokerStars fallback).
func TestSiteProfile(t *testing.T) {
	for site, want := range map[string]string{"PokerStars": "pokerstars", "iPoker": "ipoker", "winamax": "winamax", "PHH": "pokerstars"} {
		if p, err := siteProfile(site); err != nil || p.Name != want {
			t.Errorf("siteProfile(%q) = %v, %v; want %s", site, p, err, want)
		}
	}
	if p, err := siteProfile("Full Tilt Poker"); !errors.Is(err, sites.ErrNoProfile) || p != nil {
		t.Errorf("siteProfile of an unlisted site = %v, %v; want sites.ErrNoProfile", p, err)
	}
}
