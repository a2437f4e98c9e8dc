"""Exact stud equity by enumeration, hands scored by PokerKit.

Reads JSON lines {"game": "stud8"|"stud"|"razz", "players": [["As", "Kd", ...], ...],
"dead": [...]} on stdin ("??" is an unseen card) and writes one JSON line per
position: {"shares": [[high, low, total, scoop], ...], "runouts": n}.

PokerKit's own calculate_equities samples at random, and in a split game it
shares a half among all players when nobody qualifies for it; stud hi/lo gives
the high hand the whole pot then. So this script only borrows PokerKit's hand
classes (StandardHighHand, EightOrBetterLowHand, RegularLowHand) and enumerates
and splits the pot itself.
"""
import itertools
import json
import sys

from pokerkit import Card, EightOrBetterLowHand, RegularLowHand, StandardHighHand

DECK = [r + s for r in "23456789TJQKA" for s in "cdhs"]


def card_list(tokens):
    return list(Card.parse("".join(tokens))) if tokens else []


def award(hands, amount, out, field):
    """Split amount among the best of hands (None: not in the running)."""
    live = [h for h in hands if h is not None]
    if not live:
        return []
    best = max(live)
    won = [i for i, h in enumerate(hands) if h is not None and h == best]
    for i in won:
        out[i][field] += amount / len(won)
    return won


def showdown(game, holes):
    out = [[0.0, 0.0, 0.0, 0.0] for _ in holes]
    if game == "razz":
        groups = [award([RegularLowHand.from_game(h) for h in holes], 1.0, out, 1)]
    else:
        highs = [StandardHighHand.from_game(h) for h in holes]
        lows = [None] * len(holes)
        if game == "stud8":
            lows = [EightOrBetterLowHand.from_game_or_none(h) for h in holes]
        if all(lo is None for lo in lows):
            groups = [award(highs, 1.0, out, 0)]
        else:
            groups = [award(highs, 0.5, out, 0), award(lows, 0.5, out, 1)]
    if len(groups[0]) == 1 and all(g == groups[0] for g in groups):
        out[groups[0][0]][3] = 1.0
    for s in out:
        s[2] = s[0] + s[1]
    return out


def equity(game, players, dead):
    known = [[t for t in p if t != "??"] for p in players]
    seen = set(dead) | {t for p in known for t in p}
    stub = [t for t in DECK if t not in seen]
    total = [[0.0] * 4 for _ in players]
    count = 0

    def deal(i, left, holes):
        nonlocal count
        if i == len(players):
            count += 1
            for acc, s in zip(total, showdown(game, holes)):
                for k in range(4):
                    acc[k] += s[k]
            return
        for draw in itertools.combinations(left, 7 - len(known[i])):
            rest = [t for t in left if t not in draw]
            deal(i + 1, rest, holes + [card_list(known[i] + list(draw))])

    deal(0, stub, [])
    return [[x / count for x in acc] for acc in total], count


for line in sys.stdin:
    pos = json.loads(line)
    shares, n = equity(pos["game"], pos["players"], pos["dead"])
    print(json.dumps({"shares": shares, "runouts": n}), flush=True)
