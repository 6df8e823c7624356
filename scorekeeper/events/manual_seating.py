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
    everyone = set(range(1, movement.entrants + 1))
    for number, rnd in enumerate(movement.rounds, 1):
        numbers = [t.table for t in rnd.tables]
        for table in sorted(
            {
                n
                for n in numbers
                if numbers.count(n) > 1 or not 1 <= n <= movement.tables
            }
        ):
            problems.append(
                SeatingError(
                    "seating.table_number",
                    f"round {number}: table {table} is not one of "
                    f"1-{movement.tables} or is used twice",
                    round=number,
                    table=table,
                )
            )
        for t in rnd.tables:
            if len(t.ns) != movement.per_side or len(t.ew) != movement.per_side:
                problems.append(
                    SeatingError(
                        "seating.side_size",
                        f"round {number}, table {t.table}: each side "
                        f"needs {movement.per_side}",
                        round=number,
                        table=t.table,
                        size=movement.per_side,
                    )
                )
        seen = Counter([e for t in rnd.tables for e in t.entrants] + list(rnd.sits_out))
        for entrant in sorted(e for e, n in seen.items() if n > 1):
            problems.append(
                SeatingError(
                    "seating.twice",
                    f"round {number}: {entrant} is seated twice",
                    round=number,
                    entrant=entrant,
                )
            )
        for entrant in sorted(set(seen) - everyone):
            problems.append(
                SeatingError(
                    "seating.unknown",
                    f"round {number}: there is no entrant {entrant}",
                    round=number,
                    entrant=entrant,
                )
            )
        for entrant in sorted(everyone - set(seen)):
            problems.append(
                SeatingError(
                    "seating.missing",
                    f"round {number}: {entrant} is neither seated nor sitting out",
                    round=number,
                    entrant=entrant,
                )
            )
    return problems


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
