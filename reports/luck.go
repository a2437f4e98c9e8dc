package reports

// The luck report (sql/luck.sql), registered after the others: it reads
// hand_equity, which the import fills (package luck).
func init() {
	registry = append(registry, Report{
		Name: "luck", File: "luck.sql",
		Description: "per player and currency: net won, all-in-adjusted net (equity x pot at the all-in), the difference, all-ins",
		Params:      with(PMinHands, PByPerson),
	})
}
