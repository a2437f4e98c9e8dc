package store

import (
	"context"
	"fmt"
	"time"
)

// SetHero saves name as the database's hero (table hero of
// migrations/0016_hero.sql), replacing the one saved before, in one
// transaction. The caller checks that name is a stored player.
func (db *DB) SetHero(ctx context.Context, name string, at time.Time) error {
	if name == "" {
		return fmt.Errorf("set hero: empty name")
	}
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("set hero: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM hero`); err != nil {
		return fmt.Errorf("set hero: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO hero (player, set_at) VALUES ($1, $2)`, name, at.UTC()); err != nil {
		return fmt.Errorf("set hero: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("set hero: %w", err)
	}
	return nil
}

// ClearHero deletes the saved hero; it reports whether there was one.
func (db *DB) ClearHero(ctx context.Context) (bool, error) {
	res, err := db.sql.ExecContext(ctx, `DELETE FROM hero`)
	if err != nil {
		return false, fmt.Errorf("clear hero: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("clear hero: %w", err)
	}
	return n > 0, nil
}
