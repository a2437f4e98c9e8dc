package store

// The Go side of each table in migrations/0001_init.sql, column for column.
// newChunkAppender checks these against the database when an import starts.

var handsSpec = []colSpec{
	{"hand_key", colInt64}, {"site", colString}, {"hand_id", colString}, {"game", colString},
	{"mix", colString}, {"is_tournament", colUint8}, {"tournament_id", colString}, {"buy_in", colString},
	{"level", colString}, {"home_game", colString}, {"currency", colString}, {"money_decimals", colInt8},
	{"stakes", colString}, {"ante", colInt64}, {"bring_in", colInt64}, {"small_bet", colInt64},
	{"big_bet", colInt64}, {"table_name", colString}, {"max_seats", colInt8}, {"seats_dealt", colInt8},
	{"started_at", colInt64}, {"started_at_text", colString}, {"total_pot", colInt64},
	{"declared_pot", colInt64}, {"rake", colInt64}, {"board_card", colUint8}, {"streets_reached", colInt8},
	{"went_to_showdown", colUint8}, {"profile", colString}, {"finding_count", colInt32},
	{"source_file", colString}, {"source_line", colInt32}, {"end_line", colInt32},
}

var handPlayersSpec = []colSpec{
	{"hand_key", colInt64}, {"seat", colInt8}, {"player", colString}, {"starting_stack", colInt64},
	{"sitting_out", colUint8}, {"dealt_in", colUint8},
	{"down_card_1", colUint8}, {"down_card_2", colUint8}, {"door_card", colUint8},
	{"up_card_4th", colUint8}, {"up_card_5th", colUint8}, {"up_card_6th", colUint8}, {"down_card_7th", colUint8},
	{"put_in_ante", colInt64}, {"put_in_3rd", colInt64}, {"put_in_4th", colInt64}, {"put_in_5th", colInt64},
	{"put_in_6th", colInt64}, {"put_in_7th", colInt64}, {"put_in_total", colInt64},
	{"uncalled_returned", colInt64}, {"collected", colInt64}, {"collected_declared", colInt64}, {"net", colInt64},
	{"actions_3rd", colString}, {"actions_4th", colString}, {"actions_5th", colString},
	{"actions_6th", colString}, {"actions_7th", colString},
	{"brought_in", colUint8}, {"completed", colUint8}, {"vpip", colUint8}, {"raised", colUint8},
	{"all_in", colUint8}, {"saw_4th", colUint8}, {"saw_5th", colUint8}, {"saw_6th", colUint8},
	{"saw_7th", colUint8}, {"folded_on", colInt8}, {"went_to_showdown", colUint8},
	{"won_high", colUint8}, {"won_low", colUint8}, {"scooped", colUint8}, {"quartered", colUint8},
	{"high_hand", colString}, {"low_hand", colString},
}

var actionsSpec = []colSpec{
	{"hand_key", colInt64}, {"seq", colInt32}, {"street", colInt8}, {"seat", colInt8},
	{"kind", colUint8}, {"amount", colInt64}, {"to_amount", colInt64}, {"all_in", colUint8},
	{"pot_after", colInt64}, {"line", colInt32},
}

var potsSpec = []colSpec{
	{"hand_key", colInt64}, {"pot_no", colInt8}, {"kind", colString}, {"amount", colInt64},
	{"amount_before_rake", colInt64}, {"eligible", colStrings}, {"low_qualified", colUint8},
}

var awardsSpec = []colSpec{
	{"hand_key", colInt64}, {"pot_no", colInt8}, {"half", colString}, {"seat", colInt8},
	{"player", colString}, {"amount", colInt64},
}

var findingsSpec = []colSpec{
	{"hand_key", colInt64}, {"finding_no", colInt32}, {"code", colString}, {"severity", colUint8},
	{"street", colInt8}, {"line", colInt32}, {"action_seq", colInt32}, {"seat", colInt8},
	{"player", colString}, {"expected", colInt64}, {"actual", colInt64}, {"message", colString},
}

var rejectsSpec = []colSpec{
	{"source_file", colString}, {"line", colInt32}, {"hand_id", colString}, {"reason", colString},
	{"detail", colString}, {"raw_text", colString},
}

// Table indexes in a batch, in the order they are appended.
const (
	tHands = iota
	tHandPlayers
	tActions
	tPots
	tAwards
	tFindings
	tCardsPrinted // printed.go
	tShows        // printed.go
	tRakeNotPrinted
	tHandEquity   // equity.go
	tHandAdjusted // equity.go
	tRejects
	nBatchTables
)

var batchTables = [nBatchTables]struct {
	name string
	spec []colSpec
}{
	{"hands", handsSpec},
	{"hand_players", handPlayersSpec},
	{"actions", actionsSpec},
	{"pots", potsSpec},
	{"awards", awardsSpec},
	{"findings", findingsSpec},
	{"cards_printed", cardsPrintedSpec},
	{"shows", showsSpec},
	{"rake_not_printed", rakeNotPrintedSpec},
	{"hand_equity", handEquitySpec},
	{"hand_adjusted", handAdjustedSpec},
	{"rejects", rejectsSpec},
}

// actionKindIndex is the index of a betting kind in the action_kind enum;
// the enum lists the hand.Kind betting kinds in the same order.
// hand.BringIn is the first betting kind, so the index is kind - BringIn.

// actionLetters are the letters of hand_players.actions_3rd...: one per
// betting kind from hand.BringIn to hand.Fold.
const actionLetters = "BCbcrkf"
