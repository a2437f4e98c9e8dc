"""Replay every hand of a .phhs file with PokerKit and print its nets.

Usage: PYTHONPATH=<pokerkit> python3 pokerkit_nets.py FILE.phhs...

For each table of each file, in order, one JSON line: {"table": name, "hand": id,
"nets": [final stack - starting stack, per player, in the smallest unit]}
or {"table": name, "hand": id, "error": "..."}.

What the script does to the hands before PokerKit sees them, and why:
- Amounts are read as exact decimals and scaled to integers of the
  smallest unit (cents), so that PokerKit splits pots in whole chips.
- Unknown cards ("??") are filled in: first with the cards the player
  shows at the end (PokerKit keeps the shown cards, but counts the deck
  from the cards dealt), then with unused cards of the deck. PokerKit
  decides to deal the stud community card from the number of cards left in
  the deck, which unknown cards do not use up. Cards nobody saw cannot
  change who wins: a player who does not show cannot win a showdown.
- The user-defined field _rake, when set, is taken from the pot by a rake
  function (stud8 writes it; PokerKit's own default is no rake).
"""

import json
import sys
import tomllib
import warnings
from decimal import Decimal

from pokerkit import HandHistory

RANKS = '23456789TJQKA'
SUITS = 'cdhs'
DECK = [r + s for r in RANKS for s in SUITS]


def cards_of(s):
    return [s[i:i + 2] for i in range(0, len(s), 2)]


def digits(x):
    t = x.as_tuple()
    return max(0, -t.exponent)


def scale_table(raw):
    """Scale every decimal of the table (and cbr amounts) to integers."""
    decs = []

    def walk(v):
        if isinstance(v, Decimal):
            decs.append(digits(v))
        elif isinstance(v, list):
            for x in v:
                walk(x)

    for k, v in raw.items():
        walk(v)
    for a in raw.get('actions', []):
        w = a.split('#')[0].split()
        if len(w) == 3 and w[1] == 'cbr':
            decs.append(digits(Decimal(w[2])))
    d = max(decs, default=0)
    f = 10 ** d

    def conv(v):
        if isinstance(v, Decimal):
            return int(v * f)
        if isinstance(v, int) and not isinstance(v, bool):
            return v * f if d else v
        if isinstance(v, list):
            return [conv(x) for x in v]
        return v

    money = {'antes', 'bring_in', 'small_bet', 'big_bet', 'starting_stacks',
             'winnings', '_rake'}
    out = {}
    for k, v in raw.items():
        out[k] = conv(v) if k in money else v
    actions = []
    for a in raw.get('actions', []):
        w = a.split('#')[0].split()
        if len(w) == 3 and w[1] == 'cbr':
            a = f'{w[0]} cbr {int(Decimal(w[2]) * f)}'
        actions.append(a)
    out['actions'] = actions
    return out


def fill_cards(actions):
    """Replace unknown cards by the cards shown, then by unused cards."""
    shown = {}
    used = set()
    for a in actions:
        w = a.split('#')[0].split()
        if len(w) == 3 and w[1] == 'sm':
            shown[w[0]] = cards_of(w[2])
        for x in w[2:] if w[0] == 'd' else w[2:3]:
            for c in cards_of(x) if len(x) % 2 == 0 else []:
                if c != '??':
                    used.add(c)
    spare = [c for c in DECK if c not in used]
    dealt = {}
    out = []
    for a in actions:
        w = a.split('#')[0].split()
        if len(w) == 4 and w[:2] == ['d', 'dh']:
            p = w[2]
            cs = cards_of(w[3])
            k = dealt.get(p, 0)
            for i, c in enumerate(cs):
                if c == '??':
                    known = shown.get(p)
                    if known and k + i < len(known) and known[k + i] != '??':
                        cs[i] = known[k + i]
                    elif spare:
                        cs[i] = spare.pop()
            dealt[p] = k + len(cs)
            a = f'd dh {p} ' + ''.join(cs)
        elif len(w) >= 2 and w[1] == 'sm':
            a = ' '.join(w)
        out.append(a)
    return out


def replay(raw):
    raw = scale_table(raw)
    raw['actions'] = fill_cards(raw['actions'])
    r = raw.get('_rake', 0)

    def rake(amount, state=None):
        taken = min(r, amount)
        return taken, amount - taken

    fields = HandHistory._filter_non_fields(**raw, rake=rake)
    hh = HandHistory(**fields)
    state = None
    for state in hh:
        pass
    return [int(s - s0) for s, s0 in zip(state.stacks, hh.starting_stacks)]


def main():
    warnings.simplefilter('ignore')
    for path in sys.argv[1:]:
        with open(path, 'rb') as f:
            tables = tomllib.loads(f.read().decode(), parse_float=Decimal)
        for name, raw in tables.items():
            line = {'table': name, 'hand': str(raw.get('hand', ''))}
            try:
                line['nets'] = replay(raw)
            except Exception as e:  # reported, not hidden
                line['error'] = f'{type(e).__name__}: {e}'
            print(json.dumps(line))


if __name__ == '__main__':
    main()
