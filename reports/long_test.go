package reports

import (
	"database/sql"
	"testing"

	_ "github.com/duckdb/duckdb-go/v2"
)

// TestLongValueMatchesDuckDB checks that the long form's values, computed
// in Go, are the ones DuckDB's round(100.0 * num / den, 1) and
// round(num / den, 2) give (the SQL that defined them), for every num and
// den up to 400 and a few large counts.
func TestLongValueMatchesDuckDB(t *testing.T) {
	db, err := sql.Open("duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`
		WITH pairs AS (
			SELECT CAST(n AS BIGINT) AS n, CAST(d AS BIGINT) AS d FROM range(0, 401) a(n), range(1, 401) b(d)
			UNION ALL SELECT 1234567, 2345678 UNION ALL SELECT 999999999, 1000000000 UNION ALL SELECT 5, 3
		)
		SELECT n, d, round(100.0 * n / d, 1), round(n / d, 2) FROM pairs`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	checked := 0
	for rows.Next() {
		var n, d int64
		var pct, ratio float64
		if err := rows.Scan(&n, &d, &pct, &ratio); err != nil {
			t.Fatal(err)
		}
		if got := longValue(unitPercent, n, d); got != pct {
			t.Errorf("%% %d/%d = %v, DuckDB %v", n, d, got, pct)
		}
		if got := longValue(unitRatio, n, d); got != ratio {
			t.Errorf("ratio %d/%d = %v, DuckDB %v", n, d, got, ratio)
		}
		checked++
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if checked < 160_000 {
		t.Fatalf("checked %d pairs", checked)
	}
	for _, tt := range []struct {
		unit     string
		num, den int64
		want     any
	}{
		{unitCount, 131, 131, float64(131)},
		{unitPercent, 3, 0, nil},
		{unitRatio, 2, 0, nil},
		{unitCount, 0, 0, float64(0)},
	} {
		if got := longValue(tt.unit, tt.num, tt.den); got != tt.want {
			t.Errorf("longValue(%s, %d, %d) = %v, want %v", tt.unit, tt.num, tt.den, got, tt.want)
		}
	}
}
