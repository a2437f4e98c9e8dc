package testkit

// OracleHand is one line of the oracle's expected.jsonl: the correct result
// of one reference hand, amounts in cents (see oracle/README.md).
type OracleHand struct {
	HandID  string                  `json:"hand_id"`
	EndedBy string                  `json:"ended_by"` // "showdown" or "fold"
	Players map[string]OraclePlayer `json:"players"`
	Pots    []OraclePot             `json:"pots"`
	// TotalPot is the total pot before rake; Rake is what was taken.
	TotalPot int64 `json:"total_pot_cents"`
	Rake     int64 `json:"rake_cents"`
}

// OraclePlayer is one player's money in an OracleHand.
type OraclePlayer struct {
	Seat        int   `json:"seat"`
	Stack       int64 `json:"starting_stack_cents"`
	Contributed int64 `json:"contributed_cents"`
	Collected   int64 `json:"collected_cents"`
	Net         int64 `json:"net_cents"`
}

// OraclePot is one pot of an OracleHand with its split.
type OraclePot struct {
	Kind         string        `json:"kind"`                     // "main", "side-1"...
	Amount       int64         `json:"amount_cents"`             // after rake
	Raw          int64         `json:"amount_before_rake_cents"` // before rake
	Eligible     []string      `json:"eligible"`
	High         []OracleAward `json:"high"`
	Low          []OracleAward `json:"low"`
	LowQualified bool          `json:"low_qualified"`
}

// OracleAward is one player's share of one half of an OraclePot.
type OracleAward struct {
	Player string `json:"player"`
	Cents  int64  `json:"cents"`
}

// OracleLabel is one line of the oracle's faults/labels.jsonl.
type OracleLabel struct {
	HandID  string   `json:"hand_id"`
	Mutated bool     `json:"mutated"`
	Codes   []string `json:"finding_codes"`
	Note    string   `json:"note"`
}
