"""From an event's tables to its standings: each table's state and result, read from the
per-game summaries the storage keeps (plain dicts), never by scoring a game again.

A table's game has North-South as its first side and East-West as its second. Its result counts
once the game is finished, or as soon as the director typed its totals from the paper sheet
(those win over whatever the table's phone holds). A table still playing counts nothing yet."""

from dataclasses import dataclass

from scorekeeper.events.entrant_changes import sitting_out
from scorekeeper.events.seating import Movement
from scorekeeper.events.standings import DEFAULT_VP_SCALE, TableResult, standings

STATES = ("waiting", "playing", "finished", "paper", "adjusted")
COUNTING = ("finished", "paper", "adjusted")  # a table whose result counts


@dataclass(frozen=True)
class TableState:
    """What the director's page and the room show of one table in one round."""

    round: int
    table: int
    state: str  # one of STATES
    hands: int  # hands saved on the table's phone
    totals: tuple[int, int] | None  # North-South's and East-West's, when known
    adjusted: dict | None = None  # {"rule": "average"} or {"rule": "split", "ns", "ew"}
    # When the director last changed an earlier round's result
    amended: str | None = None
    last_saved: str | None = None  # when the table's phone last saved a hand (UTC, ISO)
    # Hands waiting for the other side's OK (events that ask for it)
    unconfirmed: int = 0
    disputed: int = 0  # hands the other side disputed


def table_state(row: dict) -> TableState:
    """`row`: {"round", "table", "summary" (storage's per-game summary or None), "paper",
    "adjusted", "amended", "last_saved"}. An adjusted result wins over a paper one, and a paper
    one over the table's game."""
    summary, paper = row.get("summary") or {}, row.get("paper")
    hands = summary.get("hands", 0)
    extra = {
        "adjusted": row.get("adjusted"),
        "amended": row.get("amended"),
        "last_saved": row.get("last_saved"),
        "unconfirmed": row.get("unconfirmed") or 0,
        "disputed": row.get("disputed") or 0,
    }
    sides = summary.get("sides") or []
    totals = (
        (sides[0]["total"], sides[1]["total"])
        if len(sides) == 2 and "total" in sides[0]
        else None
    )
    if paper:
        totals = (paper["ns"], paper["ew"])
    if row.get("adjusted"):
        state = "adjusted"
    elif paper:
        state = "paper"
    elif summary.get("finished"):
        state = "finished"
    else:
        state = "playing" if hands else "waiting"
    return TableState(row["round"], row["table"], state, hands, totals, **extra)


def table_results(rows, movement: Movement) -> list[TableResult]:
    """The results that count (finished, from paper, or adjusted), seated as the movement
    seated them. An adjusted table counts with the totals it reached (none: 0 to 0)."""
    results = []
    for row in rows:
        state = table_state(row)
        if state.state not in COUNTING or (
            state.totals is None and state.state != "adjusted"
        ):
            continue
        seat = next(
            t
            for t in movement.rounds[row["round"] - 1].tables
            if t.table == row["table"]
        )
        results.append(
            TableResult(
                row["round"],
                row["table"],
                seat.ns,
                seat.ew,
                *(state.totals or (0, 0)),
                adjusted=state.adjusted,
            )
        )
    return results


def event_standings(
    rows,
    movement: Movement,
    played_rounds: int,
    *,
    method="points",
    scale=DEFAULT_VP_SCALE,
    bye_rule="average",
    withdrawn=None,
):
    """The standings after the rounds started so far: a bye counts in a round once it began.
    `withdrawn`: {entrant: the last round it played}; the rounds after it left are no byes."""
    withdrawn = withdrawn or {}
    byes = [
        entrant
        for number in range(1, min(played_rounds, len(movement.rounds)) + 1)
        for entrant in sitting_out(movement, number, withdrawn)
    ]
    return standings(
        table_results(rows, movement),
        movement.entrants,
        byes,
        method=method,
        scale=[tuple(row) for row in scale],
        bye_rule=bye_rule,
    )


def provisional(tables, movement: Movement) -> set[int]:
    """The entrants whose figures are provisional: seated at a table whose result counts from
    its game while a hand of it waits for the other side's OK or is disputed (a result typed
    from paper or adjusted by the director is the director's word)."""
    found = set()
    for t in tables:
        if t.state == "finished" and (t.unconfirmed or t.disputed):
            seat = next(
                s for s in movement.rounds[t.round - 1].tables if s.table == t.table
            )
            found.update(seat.entrants)
    return found
