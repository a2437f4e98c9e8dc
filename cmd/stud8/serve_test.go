package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestServeUsage checks serve's flag errors (exit 2).
func TestServeUsage(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "--db", "x.duckdb", "--parquet", "dir"},
		{"serve", "--addr", "nonsense"},
		{"serve", "extra"},
	} {
		if code, _, stderr := stud8(t, args...); code != exitUsage {
			t.Errorf("%v: exit %d, want %d (%s)", args, code, exitUsage, stderr)
		}
	}
}

// TestServeRun starts the server on a free loopback port over a sample
// database, fetches the start page and stops it through the context.
func TestServeRun(t *testing.T) {
	db := reportDB(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errb bytes.Buffer
	e := &env{In: strings.NewReader(""), Out: &out, Err: &errb, Now: time.Now}
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- serveRun(ctx, e, &serveOptions{DB: db, Addr: "127.0.0.1:0", Ready: func(a string) { ready <- a }})
	}()
	var addr string
	select {
	case addr = <-ready:
	case err := <-done:
		t.Fatalf("serve ended: %v (%s)", err, errb.String())
	}
	resp, err := http.Get("http://" + addr + "/stats")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(b), "stats-table") {
		t.Errorf("GET /stats: %d %.200s", resp.StatusCode, b)
	}
	// Another name for 127.0.0.1 (a DNS-rebinding page's) is refused; an
	// unknown site is a 400 as --site is a usage error.
	for _, c := range []struct {
		host, path string
		status     int
	}{
		{"attacker.example:" + addr[strings.LastIndexByte(addr, ':')+1:], "/stats", 421},
		{"localhost:" + addr[strings.LastIndexByte(addr, ':')+1:], "/stats", 200},
		{addr, "/stats?site=nowhere", 400},
	} {
		req, _ := http.NewRequest(http.MethodGet, "http://"+addr+c.path, nil)
		req.Host = c.host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != c.status {
			t.Errorf("GET %s with Host %s: %d, want %d", c.path, c.host, resp.StatusCode, c.status)
		}
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("serve: %v", err)
	}
	if !strings.Contains(out.String(), "http://"+addr+"/") || !strings.Contains(out.String(), "read-only") {
		t.Errorf("serve printed %q", out.String())
	}
}
