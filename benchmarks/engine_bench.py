"""How long scoring a 40-hand game takes: parse the record, validate and score every hand.

Run: .venv/bin/python benchmarks/engine_bench.py   (aim: under 5 ms per game)
"""

import statistics
import time

from scorekeeper.record.game_record import parse_record
from scorekeeper.rules import play


def forty_hand_record(variant="classic") -> dict:
    """A long, legal game: hands alternate meld-by-meld and counted entries, nobody reaches 5000."""
    meld_hand = {
        "results": [
            {
                "melds": [
                    {"rank": "K", "natural": 7},
                    {"rank": "8", "natural": 5, "twos": 1, "jokers": 1},
                    {"rank": "4", "natural": 3},
                ],
                "red_threes": 1,
                "went_out": True,
                "in_hand": {"Q": 1, "5": 1},
            },
            {
                "melds": [
                    {"rank": "A", "natural": 3},
                    {"rank": "9", "natural": 4, "twos": 1},
                ],
                "red_threes": 1,
                "in_hand": {"A": 2, "9": 1, "7": 1, "joker": 1, "K": 1, "3b": 1},
            },
        ]
    }
    losing_hand = {
        "results": [
            {"meld_points": 0, "canastas": {}, "red_threes": 1, "hand_points": 150},
            {
                "meld_points": 200,
                "canastas": {"mixed": 1},
                "red_threes": 0,
                "went_out": True,
                "hand_points": 0,
            },
        ]
    }
    hands = [meld_hand if i % 2 else losing_hand for i in range(40)]
    return {
        "format": 1,
        "variant": variant,
        "rules": {"target": 100000},
        "sides": [
            {"name": "Us", "players": ["Ana", "Ben"]},
            {"name": "Them", "players": ["Cleo", "Dan"]},
        ],
        "first_dealer": "Ana",
        "hands": hands,
    }


def main(repeats: int = 200) -> None:
    record = forty_hand_record()
    result = play(parse_record(record))
    assert not result.problems, result.problems
    timings = []
    for _ in range(repeats):
        start = time.perf_counter()
        play(parse_record(record))
        timings.append((time.perf_counter() - start) * 1000)
    print(f"scoring a 40-hand classic game (parse + validate + score), {repeats} runs:")
    print(
        f"  median {statistics.median(timings):.2f} ms, best {min(timings):.2f} ms, "
        f"worst {max(timings):.2f} ms; final totals {result.totals}"
    )


if __name__ == "__main__":
    main()
