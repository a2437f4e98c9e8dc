package ipoker

import (
	"errors"
	"strconv"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser/internal/xmlscan"
)

// Begin opens a session file: the XML declaration and the <session> with
// its <general> block, which names the game, stakes, table and hero of
// all the file's hands (those of first).
func Begin(dst []byte, first *hand.Hand) []byte {
	dst = append(dst, "<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n<session sessioncode=\""...)
	dst = xmlscan.Escape(dst, first.ID)
	dst = append(dst, "\">\r\n\t<general>\r\n\t\t<mode>real</mode>\r\n\t\t<gametype>"...)
	dst = append(dst, gameName(first.Game)...)
	dst = append(dst, " L "...)
	dst = appendMoney(dst, first, first.Stakes.SmallBet)
	dst = append(dst, '/')
	dst = appendMoney(dst, first, first.Stakes.BigBet)
	dst = append(dst, "</gametype>\r\n"...)
	dst = element(dst, "tablename", first.Table)
	if first.Currency != "" {
		dst = element(dst, "tablecurrency", first.Currency)
	}
	hero := ""
	if p := heroOf(first); p >= 0 {
		hero = first.Seats[p].Name
	}
	dst = element(dst, "nickname", hero)
	if first.Tournament {
		dst = element(dst, "tournamentname", first.Table)
		dst = element(dst, "tournamentcode", first.TourneyID)
		if first.BuyIn != "" {
			dst = element(dst, "buyin", first.BuyIn)
		}
	}
	return append(dst, "\t</general>\r\n"...)
}

// element writes a line of the <general> block: <tag>v</tag>, v escaped.
func element(dst []byte, tag, v string) []byte {
	dst = append(dst, "\t\t<"...)
	dst = append(dst, tag...)
	dst = append(dst, '>')
	dst = xmlscan.Escape(dst, v)
	dst = append(dst, "</"...)
	dst = append(dst, tag...)
	return append(dst, ">\r\n"...)
}

// End closes the session.
func End(dst []byte) []byte { return append(dst, "</session>\r\n"...) }

func gameName(g hand.Game) string {
	switch g {
	case hand.StudHiLo:
		return "7 Card Stud Hi-Lo"
	case hand.Razz:
		return "Razz"
	}
	return "7 Card Stud"
}

func appendMoney(dst []byte, h *hand.Hand, m hand.Money) []byte {
	switch h.Currency {
	case "USD":
		dst = append(dst, '$')
	case "EUR":
		dst = append(dst, "€"...)
	case "GBP":
		dst = append(dst, "£"...)
	}
	return append(dst, h.Money(m)...)
}

// heroOf is the player whose down cards the hand knows from the deal.
func heroOf(h *hand.Hand) int {
	for i := range h.Events {
		e := &h.Events[i]
		if e.Kind == hand.Deal && e.Street == hand.Third && e.NCards > 0 && e.Cards[0].Known() {
			return e.Player
		}
	}
	return -1
}

var streetNames = [...]string{hand.Third: "Third Street", hand.Fourth: "Fourth Street", hand.Fifth: "Fifth Street",
	hand.Sixth: "Sixth Street", hand.Seventh: "River"}

// Append writes h as one <game> of a session: the players with what they
// put in and won, the antes (round 0), and one round per street (2 to 6)
// with each player's new cards followed by the actions, numbered in order.
// A player who shows has all his cards written, as the client does.
func Append(dst []byte, h *hand.Hand) ([]byte, error) {
	if len(h.Seats) > 16 {
		return dst, errors.New("ipoker: more than 16 players")
	}
	var bet, win [16]hand.Money
	var shown [16][hand.MaxCards]cards.Card
	var nShown [16]int
	var street [16]hand.Money
	cur := hand.NoStreet
	for i := range h.Events {
		e := &h.Events[i]
		p := e.Player
		if e.Street != cur {
			cur = e.Street
			clear(street[:])
		}
		switch e.Kind {
		case hand.Ante:
			bet[p] += e.Amount
		case hand.BringIn, hand.Bet, hand.Call:
			bet[p] += e.Amount
			street[p] += e.Amount
		case hand.Raise, hand.Complete:
			bet[p] += e.To - street[p]
			street[p] = e.To
		case hand.Uncalled:
			win[p] += e.Amount
		case hand.Collect:
			win[p] += e.Amount
		case hand.Show:
			nShown[p] = copy(shown[p][:], e.Cards[:e.NCards])
		}
	}
	hero := heroOf(h)
	dst = append(dst, "\t<game gamecode=\""...)
	dst = xmlscan.Escape(dst, h.ID)
	dst = append(dst, "\">\r\n\t\t<general>\r\n\t\t\t<startdate>"...)
	if !h.Time.IsZero() {
		dst = h.Time.UTC().AppendFormat(dst, "2006-01-02 15:04:05")
	}
	dst = append(dst, "</startdate>\r\n"...)
	if hero >= 0 {
		// The generator's hero may change from hand to hand: each game
		// names its own (the reader takes it over the session's).
		dst = append(dst, "\t\t\t<nickname>"...)
		dst = xmlscan.Escape(dst, h.Seats[hero].Name)
		dst = append(dst, "</nickname>\r\n"...)
	}
	dst = append(dst, "\t\t\t<players>\r\n"...)
	for i := range h.Seats {
		s := &h.Seats[i]
		dst = append(dst, "\t\t\t\t<player seat=\""...)
		dst = strconv.AppendInt(dst, int64(s.Num), 10)
		dst = append(dst, "\" name=\""...)
		dst = xmlscan.Escape(dst, s.Name)
		dst = append(dst, "\" chips=\""...)
		dst = appendMoney(dst, h, s.Stack)
		dst = append(dst, "\" dealer=\"0\" win=\""...)
		dst = appendMoney(dst, h, win[i])
		dst = append(dst, "\" bet=\""...)
		dst = appendMoney(dst, h, bet[i])
		dst = append(dst, "\" rebuy=\"0\" addon=\"0\"/>\r\n"...)
	}
	dst = append(dst, "\t\t\t</players>\r\n\t\t</general>\r\n"...)
	no := 0
	var dealt [16]int
	clear(street[:])
	round := -1
	open := func(r int) {
		for round < r {
			if round >= 0 {
				dst = append(dst, "\t\t</round>\r\n"...)
			}
			round++
			dst = append(dst, "\t\t<round no=\""...)
			dst = strconv.AppendInt(dst, int64(round), 10)
			dst = append(dst, "\">\r\n"...)
		}
	}
	cur = hand.NoStreet
	for i := range h.Events {
		e := &h.Events[i]
		p := e.Player
		r := 0
		if e.Street >= hand.Third {
			r = int(e.Street) - 1
		}
		if e.Street != cur {
			cur = e.Street
			clear(street[:])
		}
		switch e.Kind {
		case hand.Deal:
			open(r)
			dst = append(dst, "\t\t\t<cards type=\""...)
			dst = append(dst, streetNames[e.Street]...)
			dst = append(dst, "\" player=\""...)
			dst = xmlscan.Escape(dst, h.Seats[p].Name)
			dst = append(dst, "\">"...)
			for k := 0; k < int(e.NCards); k++ {
				if k > 0 {
					dst = append(dst, ' ')
				}
				c := e.Cards[k]
				if !c.Known() && p != hero && dealt[p]+k < nShown[p] {
					c = shown[p][dealt[p]+k]
				}
				dst = appendCard(dst, c)
			}
			dealt[p] += int(e.NCards)
			dst = append(dst, "</cards>\r\n"...)
			continue
		case hand.Ante, hand.BringIn, hand.Bet, hand.Call, hand.Raise, hand.Complete, hand.Check, hand.Fold:
		default:
			continue
		}
		open(r)
		typ, sum, before := "", hand.Money(0), street[p]
		switch e.Kind {
		case hand.Ante:
			typ, sum = actAnte, e.Amount
		case hand.BringIn:
			typ, sum = actBringIn, e.Amount
			street[p] += e.Amount
		case hand.Bet:
			typ, sum = actBet, e.Amount
			street[p] += e.Amount
		case hand.Call:
			typ, sum = actCall, e.Amount
			street[p] += e.Amount
		case hand.Complete:
			typ, sum = actBet, e.To-street[p]
			street[p] = e.To
		case hand.Raise:
			typ, sum = actRaiseTo, e.To
			street[p] = e.To
		case hand.Check:
			typ = actCheck
		case hand.Fold:
			typ = actFold
		}
		if e.AllIn && e.Kind != hand.Ante && e.Kind != hand.Raise {
			typ, sum = actAllIn, street[p]-before // what the player adds
		}
		no++
		dst = append(dst, "\t\t\t<action no=\""...)
		dst = strconv.AppendInt(dst, int64(no), 10)
		dst = append(dst, "\" player=\""...)
		dst = xmlscan.Escape(dst, h.Seats[p].Name)
		dst = append(dst, "\" type=\""...)
		dst = append(dst, typ...)
		dst = append(dst, "\" sum=\""...)
		dst = appendMoney(dst, h, sum)
		dst = append(dst, "\" cards=\"\"/>\r\n"...)
	}
	open(max(round, 1))
	dst = append(dst, "\t\t</round>\r\n\t</game>\r\n"...)
	return dst, nil
}

// appendCard writes c as iPoker does: suit letter, then rank ("H10"); X
// for a hidden card.
func appendCard(dst []byte, c cards.Card) []byte {
	if !c.Known() {
		return append(dst, 'X')
	}
	dst = append(dst, "CDHS"[c.Suit()])
	if c.Rank() == cards.Rank(10) {
		return append(dst, "10"...)
	}
	return append(dst, c.Rank().Char())
}
