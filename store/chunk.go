package store

import (
	"fmt"
	"strings"
	"unicode/utf8"
	"unsafe"

	bindings "github.com/duckdb/duckdb-go-bindings"
)

// colType is how a column's values travel from Go into a DuckDB vector.
type colType uint8

// Column types, named by the vector's physical layout.
const (
	colInt64   colType = iota // BIGINT, DECIMAL(18,2) (unscaled), TIMESTAMP (microseconds)
	colInt32                  // INTEGER, DATE (days since 1970-01-01)
	colInt16                  // SMALLINT
	colInt8                   // TINYINT
	colUint8                  // BOOLEAN, ENUM (index)
	colString                 // VARCHAR
	colStrings                // VARCHAR[]
)

// column is one column of a batch, built row by row in Go and copied into
// DuckDB data chunks without a cgo call per value (long strings excepted).
// NULLs are tracked only once a column has one.
type column struct {
	name    string
	typ     colType
	n       int
	ints    []int64
	strs    []string
	lists   [][]string
	nulls   []bool // nulls[i]: row i is NULL; valid only when hasNull
	hasNull bool
}

func (c *column) reset() {
	c.ints, c.strs, c.lists, c.nulls = c.ints[:0], c.strs[:0], c.lists[:0], c.nulls[:0]
	c.n, c.hasNull = 0, false
}

func (c *column) len() int { return c.n }

// isNull reports whether row i is NULL.
func (c *column) isNull(i int) bool { return c.hasNull && c.nulls[i] }

// markNull records whether the row being appended is NULL.
func (c *column) markNull(null bool) {
	if null && !c.hasNull {
		c.hasNull = true
		c.nulls = append(c.nulls[:0], make([]bool, c.n)...)
	}
	if c.hasNull {
		c.nulls = append(c.nulls, null)
	}
	c.n++
}

// int appends a number (a DECIMAL as its unscaled value, a BOOLEAN or ENUM as 0/1 or its index).
func (c *column) int(v int64) {
	c.ints = append(c.ints, v)
	if c.hasNull {
		c.nulls = append(c.nulls, false)
	}
	c.n++
}

// bool appends a BOOLEAN.
func (c *column) bool(b bool) {
	var v int64
	if b {
		v = 1
	}
	c.int(v)
}

// null appends a NULL.
func (c *column) null() {
	switch c.typ {
	case colString:
		c.strs = append(c.strs, "")
	case colStrings:
		c.lists = append(c.lists, nil)
	default:
		c.ints = append(c.ints, 0)
	}
	c.markNull(true)
}

// str appends a VARCHAR. DuckDB text must be UTF-8: invalid bytes (binary
// garbage; the parser already decodes Windows-1252) become U+FFFD.
func (c *column) str(s string) {
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	c.strs = append(c.strs, s)
	c.markNull(false)
}

// optStr appends s, or NULL when s is empty.
func (c *column) optStr(s string) {
	if s == "" {
		c.null()
		return
	}
	c.str(s)
}

// list appends a VARCHAR[].
func (c *column) list(l []string) {
	c.lists = append(c.lists, l)
	c.markNull(false)
}

// tableBuf is the rows of one table in a batch, column by column, in the
// table's column order.
type tableBuf struct {
	name  string
	cols  []*column
	byNm  map[string]*column
	owner []int32 // owner[row]: the batch-local hand the row belongs to, -1 for none
}

func newTableBuf(name string, spec []colSpec) *tableBuf {
	t := &tableBuf{name: name, byNm: map[string]*column{}}
	for _, s := range spec {
		c := &column{name: s.name, typ: s.typ}
		t.cols = append(t.cols, c)
		t.byNm[s.name] = c
	}
	return t
}

// col returns the column named name; it panics on a name not in the spec,
// which is a programming error caught by every test.
func (t *tableBuf) col(name string) *column {
	c, ok := t.byNm[name]
	if !ok {
		panic("store: no column " + t.name + "." + name)
	}
	return c
}

// rows returns the number of rows, checking that every column has as many.
func (t *tableBuf) rows() (int, error) {
	n := t.cols[0].len()
	for _, c := range t.cols[1:] {
		if c.len() != n {
			return 0, fmt.Errorf("store: %s.%s has %d rows, %s has %d", t.name, c.name, c.len(), t.cols[0].name, n)
		}
	}
	return n, nil
}

func (t *tableBuf) reset() {
	for _, c := range t.cols {
		c.reset()
	}
	t.owner = t.owner[:0]
}

// own records that the next row belongs to batch-local hand h.
func (t *tableBuf) own(h int) { t.owner = append(t.owner, int32(h)) }

// drop removes the rows owned by the hands marked in dropped, keeping order.
func (t *tableBuf) drop(dropped []bool) {
	keep := func(r int) bool { o := t.owner[r]; return o < 0 || !dropped[o] }
	for _, c := range t.cols {
		w := 0
		for r := 0; r < c.n; r++ {
			if !keep(r) {
				continue
			}
			if c.hasNull {
				c.nulls[w] = c.nulls[r]
			}
			switch c.typ {
			case colString:
				c.strs[w] = c.strs[r]
			case colStrings:
				c.lists[w] = c.lists[r]
			default:
				c.ints[w] = c.ints[r]
			}
			w++
		}
		c.n = w
		if c.hasNull {
			c.nulls = c.nulls[:w]
		}
		switch c.typ {
		case colString:
			c.strs = c.strs[:w]
		case colStrings:
			c.lists = c.lists[:w]
		default:
			c.ints = c.ints[:w]
		}
	}
	w := 0
	for r := range t.owner {
		if keep(r) {
			t.owner[w] = t.owner[r]
			w++
		}
	}
	t.owner = t.owner[:w]
}

// colSpec names a column and its Go-side type.
type colSpec struct {
	name string
	typ  colType
}

// chunkAppender appends tableBufs to one DuckDB table through the C
// appender, a data chunk at a time.
type chunkAppender struct {
	table string
	app   bindings.Appender
	chunk bindings.DataChunk
	types []bindings.LogicalType
	spec  []colSpec
}

// newChunkAppender opens an appender on conn for table and checks that the
// table's columns are the spec's, in order, with matching physical types.
func newChunkAppender(conn bindings.Connection, table string, spec []colSpec) (*chunkAppender, error) {
	a := &chunkAppender{table: table, spec: spec}
	if bindings.AppenderCreate(conn, "", table, &a.app) == bindings.StateError {
		err := fmt.Errorf("appender for %s: %s", table, bindings.AppenderError(a.app))
		bindings.AppenderDestroy(&a.app)
		return nil, err
	}
	n := int(bindings.AppenderColumnCount(a.app))
	if n != len(spec) {
		a.close()
		return nil, fmt.Errorf("table %s has %d columns; stud8 writes %d: the schema and store/tables.go disagree", table, n, len(spec))
	}
	for i := 0; i < n; i++ {
		lt := bindings.AppenderColumnType(a.app, bindings.IdxT(i))
		a.types = append(a.types, lt)
		if err := checkType(lt, spec[i]); err != nil {
			a.close()
			return nil, fmt.Errorf("table %s: %w", table, err)
		}
	}
	a.chunk = bindings.CreateDataChunk(a.types)
	return a, nil
}

// checkType verifies that a column of logical type lt can take values of s.typ.
func checkType(lt bindings.LogicalType, s colSpec) error {
	t := bindings.GetTypeId(lt)
	switch t {
	case bindings.TypeDecimal:
		t = bindings.DecimalInternalType(lt)
	case bindings.TypeEnum:
		t = bindings.EnumInternalType(lt)
	}
	want := map[colType][]bindings.Type{
		colInt64:   {bindings.TypeBigInt, bindings.TypeTimestamp},
		colInt32:   {bindings.TypeInteger, bindings.TypeDate},
		colInt16:   {bindings.TypeSmallInt},
		colInt8:    {bindings.TypeTinyInt},
		colUint8:   {bindings.TypeBoolean, bindings.TypeUTinyInt},
		colString:  {bindings.TypeVarchar},
		colStrings: {bindings.TypeList},
	}[s.typ]
	for _, w := range want {
		if t == w {
			return nil
		}
	}
	return fmt.Errorf("column %s: DuckDB type %d does not match the Go column type %d", s.name, t, s.typ)
}

// append copies every row of b into the appender.
func (a *chunkAppender) append(b *tableBuf) error {
	n, err := b.rows()
	if err != nil {
		return err
	}
	size := int(bindings.VectorSize())
	for off := 0; off < n; off += size {
		m := min(size, n-off)
		for ci, c := range b.cols {
			vec := bindings.DataChunkGetVector(a.chunk, bindings.IdxT(ci))
			if err := fillVector(vec, c, off, m); err != nil {
				return fmt.Errorf("%s.%s: %w", a.table, c.name, err)
			}
		}
		bindings.DataChunkSetSize(a.chunk, bindings.IdxT(m))
		if bindings.AppendDataChunk(a.app, a.chunk) == bindings.StateError {
			return fmt.Errorf("append to %s: %s", a.table, bindings.AppenderError(a.app))
		}
		bindings.DataChunkReset(a.chunk)
	}
	return nil
}

// fillVector writes rows [off, off+m) of c into vec.
func fillVector(vec bindings.Vector, c *column, off, m int) error {
	var nulls []bool
	if c.hasNull {
		nulls = c.nulls[off : off+m]
	}
	for i, isNull := range nulls {
		if isNull {
			bindings.VectorEnsureValidityWritable(vec)
			mask := unsafe.Slice((*uint64)(bindings.VectorGetValidity(vec)), (m+63)/64)
			for j := i; j < m; j++ {
				if nulls[j] {
					mask[j/64] &^= 1 << (uint(j) % 64)
				}
			}
			break
		}
	}
	data := bindings.VectorGetData(vec)
	switch c.typ {
	case colInt64:
		copy(unsafe.Slice((*int64)(data), m), c.ints[off:off+m])
	case colInt32:
		d := unsafe.Slice((*int32)(data), m)
		bad := false
		for i, v := range c.ints[off : off+m] {
			d[i] = int32(v)
			bad = bad || int64(d[i]) != v
		}
		if bad {
			return outOfRange(c, off, m, 32)
		}
	case colInt16:
		d := unsafe.Slice((*int16)(data), m)
		bad := false
		for i, v := range c.ints[off : off+m] {
			d[i] = int16(v)
			bad = bad || int64(d[i]) != v
		}
		if bad {
			return outOfRange(c, off, m, 16)
		}
	case colInt8:
		d := unsafe.Slice((*int8)(data), m)
		bad := false
		for i, v := range c.ints[off : off+m] {
			d[i] = int8(v)
			bad = bad || int64(d[i]) != v
		}
		if bad {
			return outOfRange(c, off, m, 8)
		}
	case colUint8:
		d := unsafe.Slice((*uint8)(data), m)
		for i, v := range c.ints[off : off+m] {
			d[i] = uint8(v)
		}
	case colString:
		fillStrings(vec, data, c.strs[off:off+m], nulls)
	case colStrings:
		return fillListVector(vec, c.lists[off:off+m], nulls)
	default:
		return fmt.Errorf("unknown column type %d", c.typ)
	}
	return nil
}

// outOfRange is the error of a value of rows [off, off+m) of c that does
// not fit the column's bits: a number is never stored wrapped. (The import
// rejects such hands first, by CheckBounds; this is the last guard.)
func outOfRange(c *column, off, m int, bits uint) error {
	for _, v := range c.ints[off : off+m] {
		if v < -(1<<(bits-1)) || v >= 1<<(bits-1) {
			return fmt.Errorf("%w: %d does not fit a %d-bit column", ErrOutOfRange, v, bits)
		}
	}
	return fmt.Errorf("%w: a value does not fit a %d-bit column", ErrOutOfRange, bits)
}

// stringT is DuckDB's duckdb_string_t: a length and, for strings of at most
// twelve bytes, the bytes themselves (longer strings hold a prefix and a
// pointer to memory DuckDB owns).
type stringT struct {
	length uint32
	inline [12]byte
}

const maxInline = 12

// fillStrings writes strs into a VARCHAR vector: short strings straight into
// the vector's memory, longer ones through DuckDB, which copies them.
func fillStrings(vec bindings.Vector, data unsafe.Pointer, strs []string, nulls []bool) {
	d := unsafe.Slice((*stringT)(data), len(strs))
	for i, s := range strs {
		switch {
		case nulls != nil && nulls[i]:
		case len(s) <= maxInline:
			d[i] = stringT{length: uint32(len(s))}
			copy(d[i].inline[:], s)
		default:
			bindings.VectorAssignStringElement(vec, bindings.IdxT(i), s)
		}
	}
}

// fillListVector writes lists of strings into a LIST(VARCHAR) vector.
func fillListVector(vec bindings.Vector, lists [][]string, nulls []bool) error {
	total := 0
	for _, l := range lists {
		total += len(l)
	}
	if bindings.ListVectorReserve(vec, bindings.IdxT(total)) == bindings.StateError {
		return fmt.Errorf("reserve %d list entries", total)
	}
	child := bindings.ListVectorGetChild(vec)
	entries := unsafe.Slice((*bindings.ListEntry)(bindings.VectorGetData(vec)), len(lists))
	pos := 0
	for i, l := range lists {
		entries[i] = bindings.NewListEntry(uint64(pos), uint64(len(l)))
		if nulls != nil && nulls[i] {
			continue
		}
		for _, s := range l {
			bindings.VectorAssignStringElement(child, bindings.IdxT(pos), s)
			pos++
		}
	}
	if bindings.ListVectorSetSize(vec, bindings.IdxT(pos)) == bindings.StateError {
		return fmt.Errorf("set list size %d", pos)
	}
	return nil
}

// flush makes the appended rows part of the connection's transaction.
func (a *chunkAppender) flush() error {
	if bindings.AppenderFlush(a.app) == bindings.StateError {
		return fmt.Errorf("flush %s: %s", a.table, bindings.AppenderError(a.app))
	}
	return nil
}

// close releases the appender without flushing rows appended since the
// last flush: DuckDB's destroy flushes, so they are cleared first. Rows
// flushed after a ROLLBACK would land outside any transaction, in
// auto-commit, and a failed import would leave them behind.
func (a *chunkAppender) close() {
	if a.app.Ptr != nil {
		bindings.AppenderClear(a.app)
	}
	if a.chunk.Ptr != nil {
		bindings.DestroyDataChunk(&a.chunk)
	}
	for i := range a.types {
		bindings.DestroyLogicalType(&a.types[i])
	}
	a.types = nil
	bindings.AppenderDestroy(&a.app)
}
