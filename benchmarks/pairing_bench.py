"""How long seating a round from the standings takes (a script, not a timed test):

    .venv/bin/python benchmarks/pairing_bench.py [PAIRS] [ROUNDS]   (default: 200 pairs, 10 rounds)
    .venv/bin/python benchmarks/pairing_bench.py 800 10            (a championship: 400 tables)

Plays ROUNDS rounds of a Swiss, a modified Danish and a Danish of PAIRS pairs (an odd number: one
sits out each round), the ranking before each round a fresh shuffle (seeded: the same every run),
and times each round's pairing (`events.by_standings.next_round`, the call the director's Start
round makes). The aim: under 1 s for 200 pairs, in the worst round. The Swiss is timed twice: with a
shuffled ranking (the pairs met before scattered all down it) and with a ranking that never changes
(issue 32: the foot of the field meets all of itself, so the top must float down to it; the old
backtracking search ran out of steps there and let pairs meet up to 7 times). A round that cannot be
paired straight down asks networkx (events/matching.py), which a server imports once, at the first
such round: the script times that import first and alone, so the rounds time the pairing itself."""

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.events.by_standings import first_round, next_round  # noqa: E402
from scorekeeper.events.seating import Movement, meetings  # noqa: E402


def evening(
    kind: str, pairs: int, rounds: int, steady: bool = False
) -> tuple[list[float], Movement]:
    tables = (pairs + 1) // 2
    shuffle = random.Random(29)
    movement = first_round(kind, tables, pairs, rounds)
    times, cpu = [], []
    for _ in range(rounds - 1):
        order = list(range(1, pairs + 1))
        if not steady:
            shuffle.shuffle(order)
        started, spent = time.perf_counter(), time.process_time()
        rnd = next_round(movement, order)
        times.append(time.perf_counter() - started)
        cpu.append(time.process_time() - spent)
        movement = Movement(kind, tables, pairs, 1, movement.rounds + (rnd,))
    return times, cpu, movement


def main() -> None:
    started = time.perf_counter()
    import networkx  # noqa: F401

    print(
        f"import networkx (once per process): {(time.perf_counter() - started) * 1000:.1f} ms"
    )
    pairs = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    for kind, steady in (
        ("swiss", False),
        ("swiss", True),
        ("danish-modified", False),
        ("danish", False),
    ):
        times, cpu, movement = evening(kind, pairs, rounds, steady)
        twice = sum(1 for n in meetings(movement).values() if n > 1)
        ranking = "steady" if steady else "shuffled"
        print(
            f"{kind:16} {ranking:8} {pairs} pairs x {rounds} rounds: worst round {max(times) * 1000:7.1f} ms,"
            f" median {sorted(times)[len(times) // 2] * 1000:6.1f} ms"
            f" (worst round's CPU {max(cpu) * 1000:7.1f} ms);"
            f" pairs meeting twice: {twice}"
        )


if __name__ == "__main__":
    main()
