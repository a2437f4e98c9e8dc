"""Replay every hand of a .phhs file with PokerKit and print its nets as JSON.

Usage (from the repository root):

  PYTHONPATH=/work/shared/pokerkit python3 testdata/phh/wsop2023_nets.py \
      testdata/phh/wsop2023-stud8.phhs > testdata/phh/wsop2023-stud8.nets.json

The output maps each table name to the final stack minus the starting
stack of each player, in PHH player order: PokerKit's own replay of the
text as written, nothing filled in or changed.
"""

import json
import sys
import warnings

from pokerkit.notation import HandHistory


def main():
    warnings.simplefilter('ignore')
    with open(sys.argv[1], 'rb') as f:
        text = f.read().decode()
    import tomllib
    names = list(tomllib.loads(text))
    out = {}
    for name, hh in zip(names, HandHistory.loads_all(text)):
        state = None
        for state in hh:
            pass
        out[name] = [int(s - s0) for s, s0 in zip(state.stacks, hh.starting_stacks)]
    json.dump(out, sys.stdout, indent=1)
    sys.stdout.write('\n')


if __name__ == '__main__':
    main()
