package reports

import (
	"bytes"
	"encoding/csv"
	"math"
	"math/big"
	"testing"
	"time"

	"github.com/duckdb/duckdb-go/v2"
)

// TestStreamedCSVQuotesAsEncodingCSV checks the streamed CSV writer against
// encoding/csv on fields that need quoting and fields that do not.
func TestStreamedCSVQuotesAsEncodingCSV(t *testing.T) {
	fields := []string{"", "plain", "a,b", `say "hi"`, "two\nlines", "cr\rhere", " lead", "\tTab", `\.`, `\.x`,
		"trail ", "ünïcödé", "\u00a0nbsp", "Tomas J", "0.40"}
	for _, f := range fields {
		var want bytes.Buffer
		cw := csv.NewWriter(&want)
		cw.Write([]string{"h", f})
		cw.Write([]string{f, "x", f})
		cw.Flush()
		var got bytes.Buffer
		sw, err := newStreamWriter(&got, "csv")
		if err != nil {
			t.Fatal(err)
		}
		if err := sw.header([]string{"h", f}); err != nil {
			t.Fatal(err)
		}
		if err := sw.row([]any{f, "x", f}); err != nil {
			t.Fatal(err)
		}
		if err := sw.end(); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Errorf("field %q: streamed %q, encoding/csv %q", f, got.String(), want.String())
		}
	}
}

// TestStreamedJSONMatchesWrite checks the streamed JSON writer against
// writeJSON (encoding/json) on strings that need escaping and on numbers.
func TestStreamedJSONMatchesWrite(t *testing.T) {
	values := []any{"", "plain", `say "hi"`, `back\slash`, "a<b>&c", "two\nlines", "ünïcödé", "\u2028", "bad\xffutf8",
		int64(-12), float64(40.6), nil, true}
	res := &Result{Columns: []string{"v", `"odd" key`}}
	for _, v := range values {
		res.Rows = append(res.Rows, []any{v, v})
	}
	var want bytes.Buffer
	if err := writeJSON(&want, res); err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	sw, err := newStreamWriter(&got, "json")
	if err != nil {
		t.Fatal(err)
	}
	if err := sw.header(res.Columns); err != nil {
		t.Fatal(err)
	}
	for _, row := range res.Rows {
		if err := sw.row(row); err != nil {
			t.Fatal(err)
		}
	}
	if err := sw.end(); err != nil {
		t.Fatal(err)
	}
	if got.String() != want.String() {
		t.Errorf("streamed:\n%s\nwriteJSON:\n%s", got.String(), want.String())
	}
}

// TestAppendScaledMatchesFormatDecimal checks the allocation-free decimal
// printing against the big.Int one on edge values.
func TestAppendScaledMatchesFormatDecimal(t *testing.T) {
	for _, v := range []int64{0, 1, -1, 9, -9, 10, 40, -40, 99, 100, 12345, -12345, 1 << 40, math.MaxInt64, math.MinInt64} {
		for _, scale := range []uint8{0, 1, 2, 6} {
			d := duckdb.Decimal{Width: 18, Scale: scale, Value: big.NewInt(v)}
			if got, want := string(appendScaled(nil, v, int(scale))), formatDecimal(d); got != want {
				t.Errorf("%d scale %d: %q, want %q", v, scale, got, want)
			}
			if got, want := string(appendValue([]byte("x"), d)), "x"+formatDecimal(d); got != want {
				t.Errorf("appendValue %d scale %d: %q, want %q", v, scale, got, want)
			}
		}
	}
}

// TestAppendTimeMatchesFormatValue checks the allocation-free time printing
// against time.Format.
func TestAppendTimeMatchesFormatValue(t *testing.T) {
	paris, _ := time.LoadLocation("Europe/Paris")
	for _, tm := range []time.Time{
		time.Date(2009, 11, 27, 22, 1, 13, 0, time.UTC), time.Date(2024, 1, 2, 0, 0, 0, 0, time.UTC),
		time.Date(2024, 1, 2, 0, 0, 0, 1, time.UTC), time.Date(1999, 12, 31, 23, 59, 59, 999, paris),
		time.Date(2, 3, 4, 5, 6, 7, 0, time.UTC), time.Date(12345, 1, 1, 1, 1, 1, 0, time.UTC),
	} {
		if got, want := string(appendTime([]byte("x"), tm)), "x"+FormatValue(tm); got != want {
			t.Errorf("%v: %q, want %q", tm, got, want)
		}
	}
}
