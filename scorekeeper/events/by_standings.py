"""Movements seated round by round from the standings (issue 29): each round is paired when it
starts, from the ranking after the rounds before, so only round 1 is known in advance (by entry
number: 1 v 2, 3 v 4, …).

- Danish: the ranking paired straight down, 1 v 2, 3 v 4, … (rematches allowed);
- Danish, modified: the same, but no pair meets the pair it met in the round before;
- Mitchell, then Danish (a Burraco tournament's usual day): the first rounds seated in advance
  as a Mitchell (`movements.mitchell`), the rest paired straight down the standings;
- Swiss: paired down the ranking as closely as possible with no pair meeting twice;
- progressive, winners move up (individuals): `progressive.winners_move_up` from each table's
  result (a drawn table: North-South count as the winners).

An odd number of pairs (or more pairs than seats): whoever has sat out least, lowest in the
ranking first, sits out, so sit-outs spread evenly. The top pair sits North-South at table 1, the
next pair down at table 2, and so on. Pure: numbers in, a `seating.Round` out."""

from collections import Counter
from collections.abc import Sequence

from scorekeeper.events.matching import first_pairing
from scorekeeper.events.movements import mitchell
from scorekeeper.events.progressive import progressive, winners_move_up
from scorekeeper.events.seating import Movement, Round, SeatingError, Table

KINDS = ("danish", "danish-modified", "swiss", "progressive-winners", "mitchell-danish")


def first_round(
    kind: str, tables: int, entrants: int, rounds: int, mitchell_rounds: int = 0
) -> Movement:
    """The movement as it stands before the evening: round 1 by entry number, the rest unseated;
    for a Mitchell then Danish, its `mitchell_rounds` Mitchell rounds (at least one, at most
    the event's rounds and the Mitchell's N)."""
    if kind == "mitchell-danish":
        if not 1 <= mitchell_rounds <= rounds:
            raise SeatingError(
                "movement.mitchell_rounds",
                f"the Mitchell takes from 1 to {rounds} rounds, not {mitchell_rounds}",
                rounds=rounds,
                mitchell_rounds=mitchell_rounds,
            )
        seated = mitchell(tables, mitchell_rounds, entrants)
        return Movement(kind, tables, entrants, 1, seated.rounds)
    if kind == "progressive-winners":
        if entrants != 4 * tables:
            raise SeatingError(
                "movement.players",
                f"{tables} tables seat {4 * tables} players, not {entrants}",
                tables=tables,
                players=entrants,
            )
        return Movement(kind, tables, entrants, 2, progressive(tables, 1).rounds)
    if entrants > 2 * tables or entrants < 2 * tables - 1 or entrants < 2:
        raise SeatingError(
            "movement.pairs",
            f"{tables} tables seat {2 * tables - 1} or {2 * tables} pairs, not {entrants}",
            tables=tables,
            pairs=entrants,
        )
    if rounds < 1:
        raise SeatingError("movement.no_rounds", "an event needs at least one round")
    return Movement(
        kind, tables, entrants, 1, (danish(range(1, entrants + 1), tables),)
    )


def next_round(
    movement: Movement,
    order: Sequence[int],
    *,
    winners: Sequence[str] = (),
) -> Round:
    """The next round of a movement seated by standings. `order`: the entrants still playing,
    best first (the standings after the rounds played); `winners`: for winners move up, "ns"
    or "ew" for tables 1…N of the last round."""
    kind, played = movement.kind, movement.rounds
    if kind == "progressive-winners":
        return winners_move_up(played[-1], winners)
    byes = Counter(e for rnd in played for e in rnd.sits_out)
    if kind in ("danish", "mitchell-danish"):
        return danish(order, movement.tables, byes)
    last = played[-1] if played else Round(())
    met = {frozenset((t.ns[0], t.ew[0])) for t in last.tables}
    if kind == "swiss":
        met = {frozenset((t.ns[0], t.ew[0])) for rnd in played for t in rnd.tables}
    return paired(order, movement.tables, met, byes)


def _sitting_out(order: Sequence[int], tables: int, byes: Counter) -> tuple[list, list]:
    """(who plays, in ranking order; who sits out): the extra entrants, fewest byes first and
    lowest in the ranking first among equals."""
    extra = max(len(order) - 2 * tables, len(order) % 2)
    ranked = list(order)
    out = sorted(ranked, key=lambda e: (byes.get(e, 0), -ranked.index(e)))[:extra]
    return [e for e in ranked if e not in out], sorted(out)


def _round(pairs: list[tuple[int, int]], out: list[int]) -> Round:
    return Round(
        tuple(Table(n, (a,), (b,)) for n, (a, b) in enumerate(pairs, 1)), tuple(out)
    )


def danish(order: Sequence[int], tables: int, byes: Counter | None = None) -> Round:
    """Pure Danish: the ranking straight down, 1 v 2 at table 1, 3 v 4 at table 2, …"""
    playing, out = _sitting_out(list(order), tables, byes or Counter())
    return _round(list(zip(playing[::2], playing[1::2])), out)


def paired(
    order: Sequence[int], tables: int, met: set, byes: Counter | None = None
) -> Round:
    """Down the ranking as closely as possible, no pair meeting one it met (`met`: frozensets
    of two entrants); if no such pairing exists, the fewest rematches greedily."""
    playing, out = _sitting_out(list(order), tables, byes or Counter())
    pairs = first_pairing(playing, met)
    pairs = pairs or _greedy(playing, met)
    return _round(pairs, out)


def _greedy(playing: list[int], met: set) -> list[tuple[int, int]]:
    """Only when every pairing has a rematch (more rounds than the field allows): each top
    entrant takes the closest it has not met, or the next one down if it has met them all."""
    free, pairs = list(playing), []
    while free:
        top = free.pop(0)
        other = next((o for o in free if frozenset((top, o)) not in met), free[0])
        free.remove(other)
        pairs.append((top, other))
    return pairs
