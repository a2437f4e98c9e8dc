package replay

import (
	"strconv"
	"unicode/utf8"

	"github.com/stud8/stud8/hand"
)

// AppendJSON appends the result as one JSON object (no newline), in the
// shape of issue 3: site, hand_id, profile, players (name, seat, put_in,
// collected, net), actions (street, player, action, amount, to, pot after,
// all_in, line: the betting actions and uncalled bets returned in history
// order, see Result.Steps), pots (kind, amount, eligible, high, low), rake
// and findings (code, street, line, message). Amounts are decimal strings in
// the hand's unit; collected is what the history declares the player
// collected, net what the player's stack changed by; pot awards are the
// rules' split.
func AppendJSON(dst []byte, r *Result) []byte {
	h := r.Hand
	dst = append(dst, `{"site":`...)
	dst = appendString(dst, h.Site)
	dst = append(dst, `,"hand_id":`...)
	dst = appendString(dst, h.ID)
	dst = append(dst, `,"profile":`...)
	dst = appendString(dst, r.Profile)
	dst = append(dst, `,"players":[`...)
	for i := range r.Players {
		p := &r.Players[i]
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"name":`...)
		dst = appendString(dst, h.Name(p.Player))
		dst = append(dst, `,"seat":`...)
		dst = strconv.AppendInt(dst, int64(h.Seats[p.Player].Num), 10)
		dst = appendMoney(dst, h, `,"put_in":`, p.Total)
		dst = appendMoney(dst, h, `,"collected":`, p.Declared)
		dst = appendMoney(dst, h, `,"net":`, p.Net)
		dst = append(dst, '}')
	}
	dst = append(dst, `],"actions":[`...)
	n := 0
	r.Steps(func(st *Step) {
		if st.Player < 0 {
			return
		}
		if n > 0 {
			dst = append(dst, ',')
		}
		n++
		dst = append(dst, `{"street":`...)
		dst = appendString(dst, streetName(st.Street))
		dst = append(dst, `,"player":`...)
		dst = appendString(dst, h.Name(st.Player))
		dst = append(dst, `,"action":`...)
		dst = appendString(dst, st.Kind.String())
		dst = appendMoney(dst, h, `,"amount":`, st.Amount)
		if st.Kind != hand.Uncalled {
			dst = appendMoney(dst, h, `,"to":`, st.To)
		}
		dst = appendMoney(dst, h, `,"pot":`, st.Pot)
		if st.AllIn {
			dst = append(dst, `,"all_in":true`...)
		}
		dst = append(dst, `,"line":`...)
		dst = strconv.AppendInt(dst, int64(st.Line), 10)
		dst = append(dst, '}')
	})
	dst = append(dst, `],"pots":[`...)
	for k := range r.Pots {
		pot := &r.Pots[k]
		if k > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"kind":`...)
		dst = appendString(dst, pot.Kind)
		dst = appendMoney(dst, h, `,"amount":`, pot.Amount)
		dst = append(dst, `,"eligible":[`...)
		for j, q := range pot.Eligible {
			if j > 0 {
				dst = append(dst, ',')
			}
			dst = appendString(dst, h.Name(q))
		}
		dst = append(dst, `],"high":`...)
		dst = appendAwards(dst, h, pot.High)
		dst = append(dst, `,"low":`...)
		dst = appendAwards(dst, h, pot.Low)
		dst = append(dst, '}')
	}
	dst = append(dst, ']')
	dst = appendMoney(dst, h, `,"rake":`, r.Rake)
	if r.Jackpot != 0 {
		dst = appendMoney(dst, h, `,"jackpot":`, r.Jackpot)
	}
	dst = append(dst, `,"findings":[`...)
	for j := range r.Findings {
		f := &r.Findings[j]
		if j > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"code":`...)
		dst = appendString(dst, string(f.Code))
		dst = append(dst, `,"street":`...)
		dst = appendString(dst, streetName(f.Street))
		dst = append(dst, `,"line":`...)
		dst = strconv.AppendInt(dst, int64(f.Line), 10)
		dst = append(dst, `,"message":`...)
		dst = appendString(dst, f.Message)
		dst = append(dst, '}')
	}
	return append(dst, "]}"...)
}

// streetName names a street in JSON: "3rd" to "7th", "ante" for what
// happens before 3rd street (antes, starting stacks).
func streetName(s hand.Street) string {
	if s < hand.Third {
		return "ante"
	}
	return s.String()
}

// appendAwards appends [{"player","amount"}...].
func appendAwards(dst []byte, h *hand.Hand, as []Award) []byte {
	dst = append(dst, '[')
	for j, a := range as {
		if j > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"player":`...)
		dst = appendString(dst, h.Name(a.Player))
		dst = appendMoney(dst, h, `,"amount":`, a.Amount)
		dst = append(dst, '}')
	}
	return append(dst, ']')
}

// appendMoney appends key and the amount as a JSON string in the hand's unit.
func appendMoney(dst []byte, h *hand.Hand, key string, m hand.Money) []byte {
	dst = append(dst, key...)
	dst = append(dst, '"')
	if m < 0 {
		dst = append(dst, '-')
		m = -m
	}
	if h.Decimals <= 0 {
		dst = strconv.AppendInt(dst, int64(m), 10)
		return append(dst, '"')
	}
	div := int64(1)
	for i := 0; i < h.Decimals; i++ {
		div *= 10
	}
	dst = strconv.AppendInt(dst, int64(m)/div, 10)
	dst = append(dst, '.')
	frac := int64(m) % div
	for d := div / 10; d > 0; d /= 10 {
		dst = append(dst, byte('0'+frac/d%10))
	}
	return append(dst, '"')
}

// appendString appends s as a JSON string.
func appendString(dst []byte, s string) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			dst = append(dst, c)
			i++
			continue
		}
		if c < utf8.RuneSelf {
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\t':
				dst = append(dst, '\\', 't')
			case '\r':
				dst = append(dst, '\\', 'r')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, `\ufffd`...)
		} else {
			dst = append(dst, s[i:i+size]...)
		}
		i += size
	}
	return append(dst, '"')
}
