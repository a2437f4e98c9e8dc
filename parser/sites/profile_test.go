package sites

import (
	"errors"
	"testing"

	"github.com/stud8/stud8/replay"
)

// TestProfiles checks the registry against replay: every site names a
// profile replay knows, and where replay has a profile for the site by its
// name (replay.SiteProfile), it is the one the registry names. PHH is the
// one site replay does not know by name: a PHH hand is its venue's.
func TestProfiles(t *testing.T) {
	for _, r := range registry {
		p, err := replay.ProfileByName(r.profile)
		if err != nil {
			t.Errorf("%s: %v", r.site.Name, err)
			continue
		}
		got, err := Profile(r.site.Name)
		if err != nil || got != p.Name {
			t.Errorf("Profile(%q) = %q, %v; want %q", r.site.Name, got, err, p.Name)
		}
		sp, err := replay.SiteProfile(r.site.Name)
		switch {
		case r.site.Name == "PHH" && errors.Is(err, replay.ErrNoSiteProfile):
		case err != nil:
			t.Errorf("%s: %v", r.site.Name, err)
		case sp != p:
			t.Errorf("%s: replay's profile %q, the registry's %q", r.site.Name, sp.Name, p.Name)
		}
	}
	if _, err := Profile("Full Tilt Poker"); !errors.Is(err, ErrNoProfile) {
		t.Errorf("Profile of an unregistered site: %v, want ErrNoProfile", err)
	}
	if _, err := replay.SiteProfile("Full Tilt Poker"); !errors.Is(err, replay.ErrNoSiteProfile) {
		t.Errorf("replay.SiteProfile of a site without one: %v, want ErrNoSiteProfile", err)
	}
}
