package hand

// Words says what a betting event did, the same way in every view (the
// text replay, the web replayer): "antes 0.50", "brings in 0.25",
// "completes to 0.50", "bets 1.00", "calls 1.00", "raises to 20.00
// (+10.00)", "checks", "folds", "gets 0.06 back (uncalled)", with
// ", all-in" after an all-in. amount and to are the Event's: for Complete
// and Raise amount is the increment over the bet faced and to the street
// total; for the other kinds amount is the chips put in (or given back).
// money formats an amount. A kind that is no betting event is its name.
func Words(k Kind, amount, to Money, allIn bool, money func(Money) string) string {
	var s string
	switch k {
	case Ante:
		s = "antes " + money(amount)
	case BringIn:
		s = "brings in " + money(amount)
	case Complete:
		s = "completes to " + money(to)
	case Bet:
		s = "bets " + money(amount)
	case Call:
		s = "calls " + money(amount)
	case Raise:
		s = "raises to " + money(to) + " (+" + money(amount) + ")"
	case Check:
		s = "checks"
	case Fold:
		s = "folds"
	case Uncalled:
		s = "gets " + money(amount) + " back (uncalled)"
	default:
		s = k.String()
	}
	if allIn {
		s += ", all-in"
	}
	return s
}
