"""Transcribe the stud hi/lo hands of PokerKit's 2023 WSOP tests into one .phhs.

Usage (from the repository root, with PokerKit's tests fetched from
github.com/uoftcprg/pokerkit, pokerkit/tests/test_wsop/):

  PYTHONPATH=/work/shared/pokerkit python3 testdata/phh/wsop2023_transcribe.py \
      test_2023_43_5.py test_2023_54_4.py > testdata/phh/wsop2023-stud8.phhs

Each test plays a hand on a PokerKit state, then makes its history with
HandHistory.from_game_state. This script runs every test method of the files
given, keeps the history each one makes when its variant is F7S/8 (seven
card stud hi/lo), and writes them all with HandHistory.dumps_all: the
fields PokerKit requires only (no hand, players or winnings), as any
PokerKit user would write them.
"""

import importlib.util
import sys
import unittest
import warnings

from pokerkit.notation import HandHistory

made = []
original = HandHistory.from_game_state.__func__


def recording(cls, game, state, *args, **kwargs):
    hh = original(cls, game, state, *args, **kwargs)
    made.append(hh)
    return hh


def main():
    warnings.simplefilter('ignore')
    HandHistory.from_game_state = classmethod(recording)
    hands = []
    for path in sys.argv[1:]:
        spec = importlib.util.spec_from_file_location('wsop', path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        suite = unittest.defaultTestLoader.loadTestsFromTestCase(mod.StateTestCase)
        for test in suite:
            del made[:]
            result = unittest.TestResult()
            test.run(result)
            if result.errors or result.failures:
                sys.exit(f'{test.id()}: {result.errors or result.failures}')
            for hh in made[:1]:
                if hh.variant == 'F7S/8':
                    hands.append(hh)
    sys.stdout.write(HandHistory.dumps_all(hands))


if __name__ == '__main__':
    main()
