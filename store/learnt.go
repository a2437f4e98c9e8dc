package store

import (
	"context"
	"fmt"

	"github.com/stud8/stud8/fact"
)

// AddFindings stores findings made about stored hands after their import
// (the structures learnt from a whole run; tally.Learnt makes them): each is
// numbered after the findings the hand has and counted in its
// finding_count, in one transaction. A finding about a hand that is not
// stored is skipped; the number stored is returned.
func (db *DB) AddFindings(ctx context.Context, fs []fact.HandFinding) (int, error) {
	if len(fs) == 0 {
		return 0, nil
	}
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	stored := 0
	for i := range fs {
		hf := &fs[i]
		f := &hf.Finding
		key := HandKey(hf.Site, hf.HandID)
		var street, line, seat, player, expected, actual any
		if f.Street != 0 {
			street = int(f.Street)
		}
		if f.Line > 0 {
			line = f.Line
		}
		if f.Seated {
			seat, player = f.Seat, f.Player
		}
		if f.Expected != 0 || f.Actual != 0 {
			expected, actual = moneyText(f.Expected, 2), moneyText(f.Actual, 2) // hundredths
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO findings
			SELECT hand_key, finding_count + 1, ?, ?, ?, ?, NULL, ?, ?, CAST(? AS DECIMAL(18,2)), CAST(? AS DECIMAL(18,2)), ?
			FROM hands WHERE hand_key = ?`,
			f.Code, fact.SeverityNames[f.Severity], street, line, seat, player, expected, actual, f.Message, key)
		if err != nil {
			return 0, fmt.Errorf("add finding %s to hand %s: %w", f.Code, hf.HandID, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			continue
		}
		if _, err := tx.ExecContext(ctx, `UPDATE hands SET finding_count = finding_count + 1 WHERE hand_key = ?`, key); err != nil {
			return 0, fmt.Errorf("add finding %s to hand %s: %w", f.Code, hf.HandID, err)
		}
		stored++
	}
	return stored, tx.Commit()
}

// moneyText writes an amount of a hand with the given decimals as a
// decimal number ("12.05", "400").
func moneyText(v int64, decimals int) string {
	neg := v < 0
	if neg {
		v = -v
	}
	s := fmt.Sprint(v)
	if decimals > 0 {
		for len(s) <= decimals {
			s = "0" + s
		}
		s = s[:len(s)-decimals] + "." + s[len(s)-decimals:]
	}
	if neg {
		s = "-" + s
	}
	return s
}
