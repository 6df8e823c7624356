"""Who sits where in each round of an event, as plain data (a director's own is checked by manual_seating).

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
