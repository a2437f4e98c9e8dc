package store

// The Go side of each table in migrations/0001_init.sql, column for column.
// newChunkAppender checks these against the database when an import starts.

// Columns of hands, in the table's order: rows are written by these names.
const (
	hHandKey = iota
	hSite
	hHandID
	hGame
	hMix
	hIsTournament
	hTournamentID
	hBuyIn
	hLevel
	hHomeGame
	hCurrency
	hMoneyDecimals
	hStakes
	hAnte
	hBringIn
	hSmallBet
	hBigBet
	hTableName
	hMaxSeats
	hSeatsDealt
	hStartedAt
	hStartedAtText
	hTotalPot
	hDeclaredPot
	hRake
	hBoardCard
	hStreetsReached
	hWentToShowdown
	hProfile
	hFindingCount
	hSourceFile
	hSourceLine
	hEndLine
	hJackpot
)

var handsSpec = []colSpec{
	hHandKey:        {"hand_key", colInt64},
	hSite:           {"site", colString},
	hHandID:         {"hand_id", colString},
	hGame:           {"game", colString},
	hMix:            {"mix", colString},
	hIsTournament:   {"is_tournament", colUint8},
	hTournamentID:   {"tournament_id", colString},
	hBuyIn:          {"buy_in", colString},
	hLevel:          {"level", colString},
	hHomeGame:       {"home_game", colString},
	hCurrency:       {"currency", colString},
	hMoneyDecimals:  {"money_decimals", colInt8},
	hStakes:         {"stakes", colString},
	hAnte:           {"ante", colInt64},
	hBringIn:        {"bring_in", colInt64},
	hSmallBet:       {"small_bet", colInt64},
	hBigBet:         {"big_bet", colInt64},
	hTableName:      {"table_name", colString},
	hMaxSeats:       {"max_seats", colInt8},
	hSeatsDealt:     {"seats_dealt", colInt8},
	hStartedAt:      {"started_at", colInt64},
	hStartedAtText:  {"started_at_text", colString},
	hTotalPot:       {"total_pot", colInt64},
	hDeclaredPot:    {"declared_pot", colInt64},
	hRake:           {"rake", colInt64},
	hBoardCard:      {"board_card", colUint8},
	hStreetsReached: {"streets_reached", colInt8},
	hWentToShowdown: {"went_to_showdown", colUint8},
	hProfile:        {"profile", colString},
	hFindingCount:   {"finding_count", colInt32},
	hSourceFile:     {"source_file", colString},
	hSourceLine:     {"source_line", colInt32},
	hEndLine:        {"end_line", colInt32},
	hJackpot:        {"jackpot", colInt64},
}

// Columns of hand_players, in the table's order: rows are written by these names.
const (
	hpHandKey = iota
	hpSeat
	hpPlayer
	hpStartingStack
	hpSittingOut
	hpDealtIn
	hpDownCard1
	hpDownCard2
	hpDoorCard
	hpUpCard4th
	hpUpCard5th
	hpUpCard6th
	hpDownCard7th
	hpPutInAnte
	hpPutIn3rd
	hpPutIn4th
	hpPutIn5th
	hpPutIn6th
	hpPutIn7th
	hpPutInTotal
	hpUncalledReturned
	hpCollected
	hpCollectedDeclared
	hpNet
	hpActions3rd
	hpActions4th
	hpActions5th
	hpActions6th
	hpActions7th
	hpBroughtIn
	hpCompleted
	hpVpip
	hpRaised
	hpAllIn
	hpSaw4th
	hpSaw5th
	hpSaw6th
	hpSaw7th
	hpFoldedOn
	hpWentToShowdown
	hpWonHigh
	hpWonLow
	hpScooped
	hpQuartered
	hpHighHand
	hpLowHand
	hpLiveness
)

var handPlayersSpec = []colSpec{
	hpHandKey:           {"hand_key", colInt64},
	hpSeat:              {"seat", colInt8},
	hpPlayer:            {"player", colString},
	hpStartingStack:     {"starting_stack", colInt64},
	hpSittingOut:        {"sitting_out", colUint8},
	hpDealtIn:           {"dealt_in", colUint8},
	hpDownCard1:         {"down_card_1", colUint8},
	hpDownCard2:         {"down_card_2", colUint8},
	hpDoorCard:          {"door_card", colUint8},
	hpUpCard4th:         {"up_card_4th", colUint8},
	hpUpCard5th:         {"up_card_5th", colUint8},
	hpUpCard6th:         {"up_card_6th", colUint8},
	hpDownCard7th:       {"down_card_7th", colUint8},
	hpPutInAnte:         {"put_in_ante", colInt64},
	hpPutIn3rd:          {"put_in_3rd", colInt64},
	hpPutIn4th:          {"put_in_4th", colInt64},
	hpPutIn5th:          {"put_in_5th", colInt64},
	hpPutIn6th:          {"put_in_6th", colInt64},
	hpPutIn7th:          {"put_in_7th", colInt64},
	hpPutInTotal:        {"put_in_total", colInt64},
	hpUncalledReturned:  {"uncalled_returned", colInt64},
	hpCollected:         {"collected", colInt64},
	hpCollectedDeclared: {"collected_declared", colInt64},
	hpNet:               {"net", colInt64},
	hpActions3rd:        {"actions_3rd", colString},
	hpActions4th:        {"actions_4th", colString},
	hpActions5th:        {"actions_5th", colString},
	hpActions6th:        {"actions_6th", colString},
	hpActions7th:        {"actions_7th", colString},
	hpBroughtIn:         {"brought_in", colUint8},
	hpCompleted:         {"completed", colUint8},
	hpVpip:              {"vpip", colUint8},
	hpRaised:            {"raised", colUint8},
	hpAllIn:             {"all_in", colUint8},
	hpSaw4th:            {"saw_4th", colUint8},
	hpSaw5th:            {"saw_5th", colUint8},
	hpSaw6th:            {"saw_6th", colUint8},
	hpSaw7th:            {"saw_7th", colUint8},
	hpFoldedOn:          {"folded_on", colInt8},
	hpWentToShowdown:    {"went_to_showdown", colUint8},
	hpWonHigh:           {"won_high", colUint8},
	hpWonLow:            {"won_low", colUint8},
	hpScooped:           {"scooped", colUint8},
	hpQuartered:         {"quartered", colUint8},
	hpHighHand:          {"high_hand", colString},
	hpLowHand:           {"low_hand", colString},
	hpLiveness:          {"liveness", colString},
}

// Columns of actions, in the table's order: rows are written by these names.
const (
	acHandKey = iota
	acSeq
	acStreet
	acSeat
	acKind
	acAmount
	acToAmount
	acAllIn
	acPotAfter
	acLine
)

var actionsSpec = []colSpec{
	acHandKey:  {"hand_key", colInt64},
	acSeq:      {"seq", colInt32},
	acStreet:   {"street", colInt8},
	acSeat:     {"seat", colInt8},
	acKind:     {"kind", colUint8},
	acAmount:   {"amount", colInt64},
	acToAmount: {"to_amount", colInt64},
	acAllIn:    {"all_in", colUint8},
	acPotAfter: {"pot_after", colInt64},
	acLine:     {"line", colInt32},
}

// Columns of pots, in the table's order: rows are written by these names.
const (
	ptHandKey = iota
	ptPotNo
	ptKind
	ptAmount
	ptAmountBeforeRake
	ptEligible
	ptLowQualified
)

var potsSpec = []colSpec{
	ptHandKey:          {"hand_key", colInt64},
	ptPotNo:            {"pot_no", colInt8},
	ptKind:             {"kind", colString},
	ptAmount:           {"amount", colInt64},
	ptAmountBeforeRake: {"amount_before_rake", colInt64},
	ptEligible:         {"eligible", colStrings},
	ptLowQualified:     {"low_qualified", colUint8},
}

// Columns of awards, in the table's order: rows are written by these names.
const (
	awHandKey = iota
	awPotNo
	awHalf
	awSeat
	awPlayer
	awAmount
)

var awardsSpec = []colSpec{
	awHandKey: {"hand_key", colInt64},
	awPotNo:   {"pot_no", colInt8},
	awHalf:    {"half", colString},
	awSeat:    {"seat", colInt8},
	awPlayer:  {"player", colString},
	awAmount:  {"amount", colInt64},
}

// Columns of findings, in the table's order: rows are written by these names.
const (
	fnHandKey = iota
	fnFindingNo
	fnCode
	fnSeverity
	fnStreet
	fnLine
	fnActionSeq
	fnSeat
	fnPlayer
	fnExpected
	fnActual
	fnMessage
)

var findingsSpec = []colSpec{
	fnHandKey:   {"hand_key", colInt64},
	fnFindingNo: {"finding_no", colInt32},
	fnCode:      {"code", colString},
	fnSeverity:  {"severity", colUint8},
	fnStreet:    {"street", colInt8},
	fnLine:      {"line", colInt32},
	fnActionSeq: {"action_seq", colInt32},
	fnSeat:      {"seat", colInt8},
	fnPlayer:    {"player", colString},
	fnExpected:  {"expected", colInt64},
	fnActual:    {"actual", colInt64},
	fnMessage:   {"message", colString},
}

// Columns of rejects, in the table's order: rows are written by these names.
const (
	rjSourceFile = iota
	rjLine
	rjHandID
	rjReason
	rjDetail
	rjRawText
	rjRawLength
	rjRawHash
)

var rejectsSpec = []colSpec{
	rjSourceFile: {"source_file", colString},
	rjLine:       {"line", colInt32},
	rjHandID:     {"hand_id", colString},
	rjReason:     {"reason", colString},
	rjDetail:     {"detail", colString},
	rjRawText:    {"raw_text", colString},
	rjRawLength:  {"raw_length", colInt64},
	rjRawHash:    {"raw_hash", colString},
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
