package pokerstars

// BenchParse lets the external benchmarks (over the generator's output)
// share benchParse.
var BenchParse = benchParse
