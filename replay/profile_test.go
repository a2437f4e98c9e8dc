package replay

import (
	"errors"
	"strings"
	"testing"
)

// TestSiteProfile: a site's profile is its own, found by site name in any
// case and by its profile name; a site without one is an error (and a
// panic for DefaultProfile), never the PokerStars profile.
func TestSiteProfile(t *testing.T) {
	for site, want := range siteProfiles {
		for _, name := range []string{site, strings.ToUpper(site)} {
			p, err := SiteProfile(name)
			if err != nil || p != want {
				t.Errorf("SiteProfile(%q) = %v, %v; want %s", name, p, err, want.Name)
			}
		}
		if p, err := ProfileByName(want.Name); err != nil || p != want {
			t.Errorf("ProfileByName(%q) = %v, %v; want the profile of site %s", want.Name, p, err, site)
		}
	}
	if p, err := SiteProfile("iPoker"); err != nil || p.Name != "ipoker" {
		t.Errorf("SiteProfile(iPoker) = %v, %v", p, err)
	}
	for _, site := range []string{"", "PHH", "Full Tilt Poker"} {
		if p, err := SiteProfile(site); !errors.Is(err, ErrNoSiteProfile) || p != nil {
			t.Errorf("SiteProfile(%q) = %v, %v; want ErrNoSiteProfile", site, p, err)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("DefaultProfile of a site without a profile did not panic")
		}
	}()
	DefaultProfile("Full Tilt Poker")
}
