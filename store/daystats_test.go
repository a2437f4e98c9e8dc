package store

import (
	"testing"
	"time"
)

// TestDayOf checks the day of a start time against CAST(started_at AS DATE):
// the UTC date, days before 1970 included, and NULL for no time.
func TestDayOf(t *testing.T) {
	est := time.FixedZone("EST", -5*3600)
	tests := []struct {
		t    time.Time
		want int32
	}{
		{time.Time{}, noDay},
		{time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC), 0},
		{time.Date(1970, 1, 1, 23, 59, 59, 999999000, time.UTC), 0},
		{time.Date(1969, 12, 31, 23, 59, 59, 0, time.UTC), -1},
		{time.Date(1969, 12, 31, 0, 0, 0, 0, time.UTC), -1},
		{time.Date(2017, 2, 1, 19, 30, 0, 0, est), 17199}, // 2017-02-02 00:30 UTC
		{time.Date(2017, 2, 1, 18, 59, 59, 0, est), 17198},
	}
	for _, tt := range tests {
		if got := dayOf(tt.t); got != tt.want {
			t.Errorf("dayOf(%v) = %d, want %d", tt.t, got, tt.want)
		}
	}
	db := openTemp(t)
	var d int32
	if err := db.SQL().QueryRow(`SELECT CAST(CAST('2017-02-02' AS DATE) - DATE '1970-01-01' AS INTEGER)`).Scan(&d); err != nil {
		t.Fatal(err)
	}
	if d != 17199 {
		t.Errorf("2017-02-02 is day %d in DuckDB, the table above says 17199", d)
	}
}
