"""How long seating a round from the standings takes (a script, not a timed test):

    .venv/bin/python benchmarks/pairing_bench.py [PAIRS] [ROUNDS]   (default: 200 pairs, 10 rounds)

Plays ROUNDS rounds of a Swiss, a modified Danish and a Danish of PAIRS pairs (an odd number: one
sits out each round), the ranking before each round a fresh shuffle (seeded: the same every run),
and times each round's pairing (`events.by_standings.next_round`, the call the director's Start
round makes). The aim: under 1 s for 200 pairs, in the worst round. A shuffled ranking is the
hard case for the Swiss: the pairs met before are scattered all down it."""

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.events.by_standings import first_round, next_round  # noqa: E402
from scorekeeper.events.seating import Movement, meetings  # noqa: E402


def evening(kind: str, pairs: int, rounds: int) -> tuple[list[float], Movement]:
    tables = (pairs + 1) // 2
    shuffle = random.Random(29)
    movement = first_round(kind, tables, pairs, rounds)
    times = []
    for _ in range(rounds - 1):
        order = list(range(1, pairs + 1))
        shuffle.shuffle(order)
        started = time.perf_counter()
        rnd = next_round(movement, order)
        times.append(time.perf_counter() - started)
        movement = Movement(kind, tables, pairs, 1, movement.rounds + (rnd,))
    return times, movement


def main() -> None:
    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    for kind in ("swiss", "danish-modified", "danish"):
        times, movement = evening(kind, pairs, rounds)
        twice = sum(1 for n in meetings(movement).values() if n > 1)
        print(
            f"{kind:16} {pairs} pairs x {rounds} rounds: worst round {max(times) * 1000:7.1f} ms,"
            f" median {sorted(times)[len(times) // 2] * 1000:6.1f} ms;"
            f" pairs meeting twice: {twice}"
        )


if __name__ == "__main__":
    main()
