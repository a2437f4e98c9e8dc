package web

import (
	"encoding/json"
	"net/http"
)

// dataStamp answers GET /api/stamp: how many hands and rejects the
// database holds, as JSON ({"hands":N,"rejects":M}). A page that shows a
// player or a hand polls it every few seconds (assets/newhands.js) and says
// when new hands arrived, without reloading itself: the reader keeps his
// place. Both counts only grow while a follower imports (stud8 serve
// --watch), so a larger number is new hands; two count(*) cost DuckDB a
// read of its row counts, not of the rows.
func (s *Server) dataStamp(w http.ResponseWriter, r *http.Request) {
	var st struct {
		Hands   int64 `json:"hands"`
		Rejects int64 `json:"rejects"`
	}
	if err := s.db.QueryRowContext(r.Context(), `SELECT (SELECT count(*) FROM hands), (SELECT count(*) FROM rejects)`).Scan(&st.Hands, &st.Rejects); err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(st)
}
