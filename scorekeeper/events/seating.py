"""Who sits where in each round of an event, as plain data, and the check of a director's own seating.

Entrants are numbers: pairs 1…2N in a pair event (one number each side of a table), players 1…4N in
an individual event (two numbers each side). The same shape is printed by `scorekeeper movement`.
"""

import json
from collections import Counter
from dataclasses import dataclass
from itertools import combinations


class SeatingError(ValueError):
    """A movement or a seating that cannot be made or kept, with a stable code and its numbers."""

    def __init__(self, code: str, english: str, **params):
        super().__init__(english)
        self.code, self.params = code, params


@dataclass(frozen=True)
class Table:
    table: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]

    @property
    def entrants(self) -> tuple[int, ...]:
        return self.ns + self.ew


@dataclass(frozen=True)
class Round:
    tables: tuple[Table, ...]
    sits_out: tuple[int, ...] = ()

    def table_of(self, entrant: int) -> Table | None:
        return next((t for t in self.tables if entrant in t.entrants), None)


@dataclass(frozen=True)
class Movement:
    """Every round's seating. `per_side` is 1 in a pair event and 2 in an individual one."""

    kind: str
    tables: int
    entrants: int
    per_side: int
    rounds: tuple[Round, ...]

    def as_text(self) -> str:
        """`as_json` written one table a line, for a director reading it (still JSON)."""
        rounds = ",\n".join(
            '  {"tables": [\n'
            + ",\n".join("    " + json.dumps(table) for table in rnd["tables"])
            + f'\n  ], "sits_out": {json.dumps(rnd["sits_out"])}}}'
            for rnd in self.as_json()["rounds"]
        )
        head = (
            f'{{"kind": {json.dumps(self.kind)}, "tables": {self.tables}, "rounds": ['
        )
        return f"{head}\n{rounds}\n]}}"

    def as_json(self) -> dict:
        """The shape `scorekeeper movement` prints (issue 24)."""
        return {
            "kind": self.kind,
            "tables": self.tables,
            "rounds": [
                {
                    "tables": [
                        {"table": t.table, "ns": list(t.ns), "ew": list(t.ew)}
                        for t in r.tables
                    ],
                    "sits_out": list(r.sits_out),
                }
                for r in self.rounds
            ],
        }


def check_size(tables: int, rounds: int) -> None:
    if tables < 1:
        raise SeatingError(
            "movement.no_tables", "an event needs at least one table", tables=tables
        )
    if rounds < 1:
        raise SeatingError(
            "movement.no_rounds", "an event needs at least one round", rounds=rounds
        )


def meetings(movement: Movement) -> Counter:
    """How often each two sides met as opponents: (lower, higher) side -> times (pair events)."""
    return Counter(
        tuple(sorted((t.ns, t.ew))) for r in movement.rounds for t in r.tables
    )


def partnerships(movement: Movement) -> Counter:
    """How often each two players were partners: (lower, higher) -> times (individual events)."""
    return Counter(
        tuple(sorted(pair))
        for r in movement.rounds
        for t in r.tables
        for side in (t.ns, t.ew)
        for pair in combinations(side, 2)
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
