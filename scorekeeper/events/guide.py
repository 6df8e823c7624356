"""A pair's (or player's) own evening, as a guide card and the "my night" page print it: where it
sits each round (table, North-South or East-West), whom it meets and with whom (a progressive's
partner), or that it sits out. A round seated by the standings (Danish, Swiss) is not known until
it starts, and is said so. Pure: the seating and the entrants' names in, plain rows out."""

from dataclasses import dataclass

from scorekeeper.events.results import side_name
from scorekeeper.events.seating import Movement


@dataclass(frozen=True)
class GuideRow:
    round: int
    table: int | None  # None: sits out, or not seated yet
    seat: str  # "ns", "ew", "out", "later" (seated by the standings when it starts), "left"
    partner: str | None
    opponents: str


def guide(
    movement: Movement,
    entrants: list[dict],
    number: int,
    rounds: int,
    withdrawn_after: int | None = None,
) -> list[GuideRow]:
    """Entrant `number`'s rounds 1…`rounds` as seated so far."""
    rows = []
    for rnd in range(1, rounds + 1):
        if withdrawn_after is not None and rnd > withdrawn_after:
            rows.append(GuideRow(rnd, None, "left", None, ""))
            continue
        if rnd > len(movement.rounds):
            rows.append(GuideRow(rnd, None, "later", None, ""))
            continue
        seating = movement.rounds[rnd - 1]
        table = seating.table_of(number)
        if table is None:
            rows.append(GuideRow(rnd, None, "out", None, ""))
            continue
        north = number in table.ns
        own, other = (table.ns, table.ew) if north else (table.ew, table.ns)
        partners = [n for n in own if n != number]
        rows.append(
            GuideRow(
                rnd,
                table.table,
                "ns" if north else "ew",
                side_name(partners, entrants) if partners else None,
                side_name(other, entrants),
            )
        )
    return rows
