package replay

import (
	"fmt"
	"strings"

	"github.com/stud8/stud8/hand"
)

// severityOf is the severity of each code: money moved wrongly or does not
// add up (Error), or a rule broken without money moving wrongly (Warn).
var severityOf = map[Code]Severity{
	BringInWrongPlayer: Warn, BringInWrongAmount: Warn, BetWrongSize: Warn, RaiseCapExceeded: Warn,
	ActionOutOfTurn: Warn, StreetWrongFirstActor: Warn, PotMisaward: Error, PotNotConserved: Error,
	PotTotalMismatch: Error, RakeExcessive: Error, CardDuplicate: Warn, LowNotQualified: Error,
	StackMismatch: Error, AnteWrongAmount: Warn, AllInChipsLeft: Warn,
}

// findingf records a finding about an event.
func (e *Engine) findingf(code Code, sev Severity, ev *hand.Event, action, player int, want, got hand.Money, format string, a ...any) {
	f := Finding{Code: code, Severity: sev, Action: action, Player: player, Expected: want, Actual: got,
		Message: fmt.Sprintf(format, a...)}
	if ev != nil {
		f.Street, f.Line = ev.Street, ev.Line
	}
	if s, ok := severityOf[code]; ok && sev < s {
		f.Severity = s
	}
	e.res.Findings = append(e.res.Findings, f)
}

// lineFinding records a finding about a line that is not a betting action.
func (e *Engine) lineFinding(code Code, street hand.Street, line, player int, want, got hand.Money, format string, a ...any) {
	e.res.Findings = append(e.res.Findings, Finding{Code: code, Severity: severityOf[code], Street: street, Line: line,
		Action: -1, Player: player, Expected: want, Actual: got, Message: fmt.Sprintf(format, a...)})
}

// addCheck records an audit check and whether it could be made.
func (e *Engine) addCheck(name string, made bool, why string) {
	if made {
		why = ""
	}
	e.res.Checks = append(e.res.Checks, Check{Name: name, Made: made, Why: why})
}

// who names a player for a message: "seat 4 (mallory)".
func (e *Engine) who(p int) string {
	if p < 0 || p >= e.n {
		return "nobody"
	}
	return fmt.Sprintf("seat %d (%s)", e.h.Seats[p].Num, e.h.Seats[p].Name)
}

// money formats an amount for a message: "$0.40" in cash hands, "1200" in chips.
func (e *Engine) money(m hand.Money) string { return formatMoney(e.h, m) }

// formatMoney formats an amount with the hand's currency symbol.
func formatMoney(h *hand.Hand, m hand.Money) string {
	s := h.Money(m)
	if h.Decimals == 0 {
		return s
	}
	switch h.Currency {
	case "USD", "":
		if strings.HasPrefix(s, "-") {
			return "-$" + s[1:]
		}
		return "$" + s
	case "EUR":
		return s + "€"
	}
	return s + " " + h.Currency
}

// upString lists a player's up cards: "Ah Kd".
func (e *Engine) upString(p int) string {
	s := &e.st[p]
	var b strings.Builder
	for k := 0; k < s.nUp; k++ {
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s.up[k].String())
	}
	return b.String()
}
