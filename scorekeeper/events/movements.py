"""Movements for pair events: who plays whom at which table in every round.

Mitchell: North-South pairs 1…N stay at tables 1…N; East-West pairs N+1…2N start at tables 1…N and
move up one table after each round, the highest table's going to table 1. After N rounds each
East-West pair has met each North-South pair once, so a Mitchell has at most N rounds: a further
round would repeat round 1 (for more rounds, use the round robin).

Round robin (a Howell in spirit): every pair meets every other pair at most once, by the circle
method; 2N pairs play 2N-1 rounds before anyone meets again, and any fewer rounds are its first ones.

One pair short (2N-1 pairs at N tables): the pair that would have met the missing pair sits out that
round, and nobody sits out twice before the movement repeats. How a bye scores is `standings`' rule.
"""

from scorekeeper.events.progressive import progressive
from scorekeeper.events.seating import Movement, Round, SeatingError, Table, check_size

KINDS = ("mitchell", "round-robin", "progressive")


def movement(
    kind: str, tables: int, rounds: int, entrants: int | None = None
) -> Movement:
    """The movement of a kind for N tables and R rounds (entrants: pairs, or players in a progressive)."""
    makers = {
        "mitchell": mitchell,
        "round-robin": round_robin,
        "progressive": progressive,
    }
    if kind not in makers:
        raise SeatingError(
            "movement.kind",
            f"no movement {kind!r}; there are {', '.join(KINDS)}",
            kind=kind,
        )
    return makers[kind](tables, rounds, entrants)


def _pairs(tables: int, pairs: int | None) -> int:
    """2N pairs at N tables, or one fewer (a sit-out each round)."""
    pairs = 2 * tables if pairs is None else pairs
    if pairs not in (2 * tables - 1, 2 * tables) or pairs < 2:
        raise SeatingError(
            "movement.pairs",
            f"{tables} tables seat {2 * tables - 1} or {2 * tables} pairs, not {pairs}",
            tables=tables,
            pairs=pairs,
        )
    return pairs


def _too_many(kind: str, rounds: int, most: int, tables: int) -> SeatingError:
    return SeatingError(
        "movement.too_many_rounds",
        f"a {kind} of {tables} tables has at most {most} rounds "
        f"before pairs meet again, not {rounds}",
        kind=kind,
        rounds=rounds,
        most=most,
        tables=tables,
    )


def mitchell(tables: int, rounds: int, pairs: int | None = None) -> Movement:
    """North-South stay, East-West move up one table a round: in round r (from 0) table t holds
    East-West pair N + ((t - 1 - r) mod N) + 1, so no two pairs meet twice in N rounds."""
    check_size(tables, rounds)
    pairs = _pairs(tables, pairs)
    if rounds > tables:
        raise _too_many("mitchell", rounds, tables, tables)
    played = []
    for r in range(rounds):
        seated, out = [], []
        for t in range(1, tables + 1):
            ew = tables + (t - 1 - r) % tables + 1
            if ew > pairs:
                out.append(t)  # the missing East-West pair's opponent sits out
            else:
                seated.append(Table(t, (t,), (ew,)))
        played.append(Round(tuple(seated), tuple(out)))
    return Movement("mitchell", tables, pairs, 1, tuple(played))


def round_robin(tables: int, rounds: int, pairs: int | None = None) -> Movement:
    """The circle method: pair 2N stays at table N while pairs 1…2N-1 turn one place a round, so in
    2N-1 rounds every two pairs meet once. One pair short, pair 2N is missing and its opponent sits out."""
    check_size(tables, rounds)
    pairs = _pairs(tables, pairs)
    fixed = 2 * tables
    if rounds > fixed - 1:
        raise _too_many("round robin", rounds, fixed - 1, tables)
    turning = list(range(1, fixed))
    played = []
    for r in range(rounds):
        ring = [fixed] + turning[r:] + turning[:r]
        seated, out = [], []
        for i in range(tables):
            a, b = ring[i], ring[fixed - 1 - i]
            # Alternate directions; seats mean nothing in Canasta
            ns, ew = (a, b) if r % 2 == 0 else (b, a)
            table = tables if i == 0 else i
            if max(a, b) > pairs:
                out.append(min(a, b))
            else:
                seated.append(Table(table, (ns,), (ew,)))
        played.append(Round(tuple(sorted(seated, key=lambda t: t.table)), tuple(out)))
    return Movement("round-robin", tables, pairs, 1, tuple(played))
