package reports

// Stat is one statistic of the stats report, as docs/definitions.md
// defines it: its name (a column of the wide form, stats_wide.sql, and a
// stat of the long form), the count columns of player_day_stats (summed by
// stats.sql) that are its numerator and denominator, its unit, and the
// anchor of the section of docs/definitions.md that defines it.
//
// For unit '%' its value is 100 x num / den rounded to one decimal; for
// 'ratio', num / den rounded to two decimals; for 'count', num; empty when
// den is 0 (rounding half away from zero, as DuckDB's round).
type Stat struct {
	Name     string
	Num, Den string
	Unit     string
	Anchor   string
}

// statsAnchor is the section of docs/definitions.md defining every
// statistic.
const statsAnchor = "stats"

// statCatalogue is every statistic of the stats report, in output order:
// the long form prints these (long.go) and stats_wide.sql has a column for
// each, in this order (TestStatsWideEqualsLong checks both forms agree).
var statCatalogue = []Stat{
	{"hands", "hands", "hands", unitCount, statsAnchor},
	{"vpip_3rd", "vpip", "hands", unitPercent, statsAnchor},
	{"complete_3rd", "completed", "could_complete", unitPercent, statsAnchor},
	{"reraise_3rd", "reraised", "faced_completion", unitPercent, statsAnchor},
	{"steal_attempt", "stole", "steal_chance", unitPercent, statsAnchor},
	{"steal_success", "steal_won", "stole", unitPercent, statsAnchor},
	{"bring_in_defend", "defended_steal", "faced_steal", unitPercent, statsAnchor},
	{"bring_in_fold_to_steal", "folded_to_steal", "faced_steal", unitPercent, statsAnchor},
	{"saw_4th", "saw_4", "hands", unitPercent, statsAnchor},
	{"saw_5th", "saw_5", "hands", unitPercent, statsAnchor},
	{"saw_6th", "saw_6", "hands", unitPercent, statsAnchor},
	{"saw_7th", "saw_7", "hands", unitPercent, statsAnchor},
	{"first_bet_3rd", "first_bet_3", "first_3", unitPercent, statsAnchor},
	{"first_bet_4th", "first_bet_4", "first_4", unitPercent, statsAnchor},
	{"first_bet_5th", "first_bet_5", "first_5", unitPercent, statsAnchor},
	{"first_bet_6th", "first_bet_6", "first_6", unitPercent, statsAnchor},
	{"first_bet_7th", "first_bet_7", "first_7", unitPercent, statsAnchor},
	{"af_3rd", "aggr_3", "calls_3", unitRatio, statsAnchor},
	{"af_4th", "aggr_4", "calls_4", unitRatio, statsAnchor},
	{"af_5th", "aggr_5", "calls_5", unitRatio, statsAnchor},
	{"af_6th", "aggr_6", "calls_6", unitRatio, statsAnchor},
	{"af_7th", "aggr_7", "calls_7", unitRatio, statsAnchor},
	{"afq_3rd", "aggr_3", "acts_3", unitPercent, statsAnchor},
	{"afq_4th", "aggr_4", "acts_4", unitPercent, statsAnchor},
	{"afq_5th", "aggr_5", "acts_5", unitPercent, statsAnchor},
	{"afq_6th", "aggr_6", "acts_6", unitPercent, statsAnchor},
	{"afq_7th", "aggr_7", "acts_7", unitPercent, statsAnchor},
	{"fold_to_bet_3rd", "fold_to_bet_3", "faced_bet_3", unitPercent, statsAnchor},
	{"fold_to_bet_4th", "fold_to_bet_4", "faced_bet_4", unitPercent, statsAnchor},
	{"fold_to_bet_5th", "fold_to_bet_5", "faced_bet_5", unitPercent, statsAnchor},
	{"fold_to_bet_6th", "fold_to_bet_6", "faced_bet_6", unitPercent, statsAnchor},
	{"fold_to_bet_7th", "fold_to_bet_7", "faced_bet_7", unitPercent, statsAnchor},
	{"bet_4th", "bet_4", "could_bet_4", unitPercent, statsAnchor},
	{"bet_5th", "bet_5", "could_bet_5", unitPercent, statsAnchor},
	{"bet_6th", "bet_6", "could_bet_6", unitPercent, statsAnchor},
	{"bet_7th", "bet_7", "could_bet_7", unitPercent, statsAnchor},
	{"raise_4th", "raised_4", "faced_bet_4", unitPercent, statsAnchor},
	{"raise_5th", "raised_5", "faced_bet_5", unitPercent, statsAnchor},
	{"raise_6th", "raised_6", "faced_bet_6", unitPercent, statsAnchor},
	{"raise_7th", "raised_7", "faced_bet_7", unitPercent, statsAnchor},
	{"call_4th", "called_4", "faced_bet_4", unitPercent, statsAnchor},
	{"call_5th", "called_5", "faced_bet_5", unitPercent, statsAnchor},
	{"call_6th", "called_6", "faced_bet_6", unitPercent, statsAnchor},
	{"call_7th", "called_7", "faced_bet_7", unitPercent, statsAnchor},
	{"fold_4th", "folded_4", "saw_4", unitPercent, statsAnchor},
	{"fold_5th", "folded_5", "saw_5", unitPercent, statsAnchor},
	{"fold_6th", "folded_6", "saw_6", unitPercent, statsAnchor},
	{"fold_7th", "folded_7", "saw_7", unitPercent, statsAnchor},
	{"aggression_4th", "aggressed_4", "saw_4", unitPercent, statsAnchor},
	{"aggression_5th", "aggressed_5", "saw_5", unitPercent, statsAnchor},
	{"aggression_6th", "aggressed_6", "saw_6", unitPercent, statsAnchor},
	{"aggression_7th", "aggressed_7", "saw_7", unitPercent, statsAnchor},
	{"check_raise_4th", "check_raised_4", "check_raise_chance_4", unitPercent, statsAnchor},
	{"check_raise_5th", "check_raised_5", "check_raise_chance_5", unitPercent, statsAnchor},
	{"check_raise_6th", "check_raised_6", "check_raise_chance_6", unitPercent, statsAnchor},
	{"check_raise_7th", "check_raised_7", "check_raise_chance_7", unitPercent, statsAnchor},
	{"cbet_4th", "cbet_4", "cbet_chance_4", unitPercent, statsAnchor},
	{"cbet_5th", "cbet_5", "cbet_chance_5", unitPercent, statsAnchor},
	{"cbet_6th", "cbet_6", "cbet_chance_6", unitPercent, statsAnchor},
	{"cbet_7th", "cbet_7", "cbet_chance_7", unitPercent, statsAnchor},
	{"went_to_showdown", "showdowns", "saw_4", unitPercent, statsAnchor},
	{"won_at_showdown", "won_at_showdown", "showdowns", unitPercent, statsAnchor},
	{"scoop", "scoops", "showdowns", unitPercent, statsAnchor},
	{"high_only", "high_only", "showdowns", unitPercent, statsAnchor},
	{"low_only", "low_only", "showdowns", unitPercent, statsAnchor},
	{"quartered", "quartered", "showdowns", unitPercent, statsAnchor},
	{"lost_both", "lost_both", "showdowns", unitPercent, statsAnchor},
	{"no_low_at_showdown", "no_low_at_showdown", "showdowns_known", unitPercent, statsAnchor},
}

// Stats returns the catalogue of statistics of the stats report, in output
// order.
func Stats() []Stat { return append([]Stat(nil), statCatalogue...) }
