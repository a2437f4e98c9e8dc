package replay

import "github.com/stud8/stud8/hand"

// siteProfiles maps a site name (hand.Hand.Site, lower case) to the profile
// its hands are replayed under by default: one line per site. What a site's
// files decide (cap, rake, odd chip, bring-in ties) is documented in
// docs/sites/<site>.md beside its profile's builder; where a site's files
// are silent, RULES.md decides.
var siteProfiles = map[string]*Profile{
	"pokerstars": profiles["pokerstars"],
	"partypoker": partyPokerProfile,
	"ongame":     onGameProfile,
	"bovada":     bovadaProfile,
	"ipoker":     iPokerProfile,
	"merge":      mergeProfile,
	"fulltilt":   fullTiltProfile,
	"everleaf":   everleafProfile,
	"absolute":   absoluteProfile,
	"winamax":    winamax("winamax", hand.GameOther, "Winamax, each hand under the rules of its own game"),
	"kingsclub":  kingsClub("kingsclub", hand.GameOther, "KingsClub, each hand under the rules of its own game"),
	"winning":    winning("winning", hand.GameOther, "Winning Poker Network, each hand under the rules of its own game"),
}
