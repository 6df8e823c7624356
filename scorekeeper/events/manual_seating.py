"""A seating the director made by hand, read from the printed JSON shape and checked: what breaks the
event (refused) and what it merely repeats (allowed, but the director is told)."""

from collections import Counter

from scorekeeper.events.seating import (
    Movement,
    Round,
    SeatingError,
    Table,
    meetings,
    partnerships,
)


def check_seating(movement: Movement) -> list[SeatingError]:
    """What is wrong with a seating a director made by hand: every entrant seated once or sitting out
    in every round, tables numbered 1…N once each, sides of the event's size."""
    problems = []
    for number, rnd in enumerate(movement.rounds, 1):
        problems += _table_problems(movement, number, rnd)
        problems += _entrant_problems(movement, number, rnd)
    return problems


def _table_problems(movement: Movement, number: int, rnd: Round) -> list[SeatingError]:
    numbers = [t.table for t in rnd.tables]
    wrong = {
        n for n in numbers if numbers.count(n) > 1 or not 1 <= n <= movement.tables
    }
    problems = [
        SeatingError(
            "seating.table_number",
            f"round {number}: table {table} is not one of 1-{movement.tables} or is used twice",
            round=number,
            table=table,
        )
        for table in sorted(wrong)
    ]
    size = movement.per_side
    return problems + [
        SeatingError(
            "seating.side_size",
            f"round {number}, table {t.table}: each side needs {size}",
            round=number,
            table=t.table,
            size=size,
        )
        for t in rnd.tables
        if len(t.ns) != size or len(t.ew) != size
    ]


def _entrant_problems(
    movement: Movement, number: int, rnd: Round
) -> list[SeatingError]:
    everyone = set(range(1, movement.entrants + 1))
    seen = Counter([e for t in rnd.tables for e in t.entrants] + list(rnd.sits_out))
    found = (
        [
            ("seating.twice", e, f"{e} is seated twice")
            for e, n in sorted(seen.items())
            if n > 1
        ]
        + [
            ("seating.unknown", e, f"there is no entrant {e}")
            for e in sorted(set(seen) - everyone)
        ]
        + [
            ("seating.missing", e, f"{e} is neither seated nor sitting out")
            for e in sorted(everyone - set(seen))
        ]
    )
    return [
        SeatingError(code, f"round {number}: {words}", round=number, entrant=entrant)
        for code, entrant, words in found
    ]


def repeats(movement: Movement) -> list[SeatingError]:
    """What a hand-made seating repeats (allowed, but the director is told): opponents met again in a
    pair event, partners again in an individual one."""
    if movement.per_side == 1:
        twice = {k: n for k, n in meetings(movement).items() if n > 1}
        return [
            SeatingError(
                "seating.met_again",
                f"{a[0]} and {b[0]} meet {n} times",
                first=a[0],
                second=b[0],
                times=n,
            )
            for (a, b), n in sorted(twice.items())
        ]
    twice = {k: n for k, n in partnerships(movement).items() if n > 1}
    return [
        SeatingError(
            "seating.partners_again",
            f"{a} and {b} are partners {n} times",
            first=a,
            second=b,
            times=n,
        )
        for (a, b), n in sorted(twice.items())
    ]


def from_json(data: dict, entrants: int, per_side: int) -> Movement:
    """A seating in the printed shape (a director's own), read back; `check_seating` then says what is wrong."""
    try:
        rounds = tuple(
            Round(
                tuple(
                    Table(
                        int(t["table"]),
                        tuple(map(int, t["ns"])),
                        tuple(map(int, t["ew"])),
                    )
                    for t in r["tables"]
                ),
                tuple(map(int, r.get("sits_out", ()))),
            )
            for r in data["rounds"]
        )
        return Movement(
            str(data.get("kind", "manual")),
            int(data["tables"]),
            entrants,
            per_side,
            rounds,
        )
    except (KeyError, TypeError, ValueError) as error:
        raise SeatingError("seating.shape", f"not a seating: {error}") from None
