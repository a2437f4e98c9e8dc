package fact

// NumCounts is the number of counts of the stats report, one BIGINT column
// of player_day_stats each (replay.StatCount enumerates them).
const NumCounts = 100

// CountsBeforeUnit is the number of counts before player_day_stats' unit
// column: the first CountsBeforeUnit of CountNames come before it, the
// others (the later streets' actions, migration 0017) after it.
const CountsBeforeUnit = 60

// CountNames are the counts' column names in player_day_stats, in the
// table's order (with the unit column after the first CountsBeforeUnit);
// replay.StatCount's names are these.
var CountNames = [NumCounts]string{
	"hands", "vpip", "completed", "could_complete", "reraised", "faced_completion",
	"stole", "steal_chance", "steal_won", "faced_steal", "defended_steal", "folded_to_steal",
	"saw_4", "saw_5", "saw_6", "saw_7",
	"first_bet_3", "first_3", "first_bet_4", "first_4", "first_bet_5", "first_5",
	"first_bet_6", "first_6", "first_bet_7", "first_7",
	"aggr_3", "calls_3", "aggr_4", "calls_4", "aggr_5", "calls_5", "aggr_6", "calls_6", "aggr_7", "calls_7",
	"acts_3", "acts_4", "acts_5", "acts_6", "acts_7",
	"fold_to_bet_3", "faced_bet_3", "fold_to_bet_4", "faced_bet_4", "fold_to_bet_5", "faced_bet_5",
	"fold_to_bet_6", "faced_bet_6", "fold_to_bet_7", "faced_bet_7",
	"showdowns", "won_at_showdown", "scoops", "high_only", "low_only", "quartered", "lost_both",
	"no_low_at_showdown", "showdowns_known",
	"bet_4", "bet_5", "bet_6", "bet_7", "could_bet_4", "could_bet_5", "could_bet_6", "could_bet_7",
	"raised_4", "raised_5", "raised_6", "raised_7", "called_4", "called_5", "called_6", "called_7",
	"folded_4", "folded_5", "folded_6", "folded_7", "aggressed_4", "aggressed_5", "aggressed_6", "aggressed_7",
	"check_raised_4", "check_raised_5", "check_raised_6", "check_raised_7",
	"check_raise_chance_4", "check_raise_chance_5", "check_raise_chance_6", "check_raise_chance_7",
	"cbet_4", "cbet_5", "cbet_6", "cbet_7", "cbet_chance_4", "cbet_chance_5", "cbet_chance_6", "cbet_chance_7",
}

// StartClasses are the starting classes in report order, the classes of
// player_day_cards' 'start-total' rows; a PlayerDay's Start indexes them
// (tally checks that replay.StartClasses are the same).
var StartClasses = [...]string{"rolled-up trips", "buried pair", "split pair", "three to a low", "three suited", "three to a straight", "other"}

// NoDay is the Day of a hand without a start time (stored as NULL).
const NoDay = int32(-1 << 31)

// RunGap is the longest pause inside a run of player_runs, in
// microseconds: hands of one key each within RunGap of the run's others
// form one run.
const RunGap = 5 * 60 * 1_000_000

// DayKey is the key of a player's rows in player_day_stats,
// player_day_cards and player_runs.
type DayKey struct {
	Player, Site, Game, Stakes, Unit string
	Day                              int32 // days since 1970-01-01 (UTC), NoDay for NULL
}

// CardVals are a player's values of one hand in player_day_cards.
type CardVals struct {
	Hands, VPIP, Showdowns, WonAtShowdown, Scoops int64 // counts
	Net                                           int64 // hundredths
	NetBB                                         int64 // millionths of a big bet
	ShowdownNet, HighWon, LowWon                  int64 // hundredths
}

// PlayerDay is what one dealt-in player's hand adds to player_day_stats,
// player_day_cards and player_runs.
type PlayerDay struct {
	Seat   int // index into the hand's seats
	Key    DayKey
	Counts [NumCounts]int16 // one hand's fit in 16 bits
	Cards  CardVals
	// Door is the door card's rank less Two (0 to 12), Start the index in
	// StartClasses; -1 when unknown.
	Door, Start int8
	// At is the hand's start in microseconds since 1970 (UTC); a hand
	// without a start time (Key.Day NoDay) is in no run.
	At int64
}
