package web

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"
)

// The bounds of a request and of the page built for it: a request past them
// is refused before it reaches the database, so that no page can be made to
// grow with its input.
const (
	// MaxParam is the longest query parameter value, or path segment (a
	// player's name, a hand id), in bytes.
	MaxParam = 200
	// MaxParams is the most query parameters a request may carry.
	MaxParams = 32
	// MaxQuery is the longest raw query string, in bytes.
	MaxQuery = 4096
	// MaxRow bounds the first row of a page a paged table may be asked
	// for (page numbers past it are a 400), and min_hands and gap.
	MaxRow = 1 << 30
	// MaxResponse is the largest page the server builds, in bytes.
	MaxResponse = 8 << 20
)

// loopbackNames are the host names a browser on this machine uses for the
// server, whatever address it listens on.
var loopbackNames = []string{"localhost", "127.0.0.1", "::1"}

// allowedHost reports whether host (a request's Host header) names this
// server: one of the addresses it listens on, or a loopback name with the
// port of one of them (or any IP address with it, when it listens on all). A page on another site that resolves its own name to
// 127.0.0.1 (DNS rebinding) sends its own name, and is refused.
func allowedHost(host string, addrs []string) bool {
	h, port, err := net.SplitHostPort(host)
	if err != nil {
		h, port = host, "80"
	}
	h = strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(h, "["), "]"))
	for _, a := range addrs {
		ah, ap, err := net.SplitHostPort(a)
		if err != nil || ap != port {
			continue
		}
		if strings.EqualFold(ah, h) {
			return true
		}
		// Listening on every address, the server is reached at any of
		// the machine's: an address, not a name, cannot be rebound.
		if ip := net.ParseIP(ah); (ah == "" || ip != nil && ip.IsUnspecified()) && net.ParseIP(h) != nil {
			return true
		}
		for _, n := range loopbackNames {
			if h == n {
				return true
			}
		}
	}
	return false
}

// errMisdirected answers a request whose Host is not this server's.
func errMisdirected(host string, addrs []string) error {
	return &httpError{http.StatusMisdirectedRequest, fmt.Sprintf(
		"Host %q is not this server: stud8 serve answers only requests to %s (or localhost, 127.0.0.1, [::1] with its port); open the address it printed when it started",
		host, strings.Join(addrs, ", "))}
}

// checkRequest refuses, with a 400 saying why, a request whose path or
// query is not UTF-8, is malformed, or is longer than the bounds above.
func checkRequest(u *url.URL) error {
	if !utf8.ValidString(u.Path) {
		return errBadRequest("the path %q is not UTF-8 text", u.Path)
	}
	for _, seg := range strings.Split(u.Path, "/") {
		if len(seg) > MaxParam {
			return errBadRequest("a part of the path is %d bytes long: at most %d", len(seg), MaxParam)
		}
	}
	if len(u.RawQuery) > MaxQuery {
		return errBadRequest("the query is %d bytes long: at most %d", len(u.RawQuery), MaxQuery)
	}
	q, err := url.ParseQuery(u.RawQuery)
	if err != nil {
		return errBadRequest("the query is malformed: %v", unwrapURL(err))
	}
	n := 0
	for k, vs := range q {
		if !utf8.ValidString(k) {
			return errBadRequest("the query parameter %q is not UTF-8 text", k)
		}
		for _, v := range vs {
			n++
			if len(v) > MaxParam {
				return errBadRequest("%s= is %d bytes long: at most %d", k, len(v), MaxParam)
			}
			if !utf8.ValidString(v) {
				return errBadRequest("%s=%q is not UTF-8 text", k, v)
			}
		}
	}
	if n > MaxParams {
		return errBadRequest("the query has %d parameters: at most %d", n, MaxParams)
	}
	return nil
}

// unwrapURL drops url.EscapeError's own prefix-less wording into one line.
func unwrapURL(err error) error {
	var ee url.EscapeError
	if errors.As(err, &ee) {
		return fmt.Errorf("bad escape %q", string(ee))
	}
	return err
}

// cappedBuffer collects a page and fails once it passes max bytes, so that
// a template stops building a page too large to send.
type cappedBuffer struct {
	b   []byte
	max int
}

// errTooLarge is the error of a page past MaxResponse.
var errTooLarge = errors.New("page too large")

func (c *cappedBuffer) Write(p []byte) (int, error) {
	if len(c.b)+len(p) > c.max {
		return 0, fmt.Errorf("%w: more than %d bytes", errTooLarge, c.max)
	}
	c.b = append(c.b, p...)
	return len(p), nil
}
