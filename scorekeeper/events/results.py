"""An event's results as three plain tables: the ranking, each round's tables, and each entrant
round by round. Read from what the standings already worked out and from each table's state, so
the results PDF and CSV print the same figures as the room's screen and score no game again.

Pure: figures stay exact (the standings' Fractions); names are the entrants' own text. In an
individual event a side is two players, named "Ana & Ben"."""

from dataclasses import dataclass, field, replace
from fractions import Fraction

from scorekeeper.events.entrant_changes import sitting_out, withdrawals
from scorekeeper.events.round_results import TableState
from scorekeeper.events.seating import Movement
from scorekeeper.events.standings import (
    DEFAULT_VP_SCALE,
    Standing,
    split_figures,
    table_figures,
)

# A table whose result counts in the standings
COUNTS = ("finished", "paper", "adjusted")
AVERAGE = "average"  # a round row whose figures are the entrant's own average (filled in last)


@dataclass(frozen=True)
class RankingRow:
    place: int
    number: int
    name: str
    players: tuple[str, ...]
    played: int
    byes: int
    points: Fraction
    wins: Fraction
    margin: Fraction
    victory_points: Fraction
    withdrawn_after: int | None


@dataclass(frozen=True)
class TableRow:
    """One table of one started round: who sat where and each side's total so far."""

    round: int
    table: int
    ns: str
    ew: str
    ns_total: int | None
    ew_total: int | None
    state: str  # round_results.STATES: waiting, playing, finished, paper, adjusted
    amended: bool = False  # the director changed its result after its round


@dataclass(frozen=True)
class EntrantRound:
    """Where one entrant played one round and how it went (a bye: no table, no totals)."""

    number: int
    name: str
    round: int
    table: int | None
    seat: str  # "ns", "ew" or "bye"
    partner: str | None  # an individual event's partner
    opponents: str
    own: int | None
    against: int | None
    result: str  # "won", "lost", "drawn", "bye", or the table's state while it plays
    # (points, win, margin, victory points) as the standings count this round: a table's
    # result once it counts, a bye's by the event's rule; None while the table plays
    figures: tuple | str | None = None
    amended: bool = False  # the director changed this table's result after its round


@dataclass(frozen=True)
class Results:
    ranking: list[RankingRow]
    tables: list[TableRow]
    rounds: list[EntrantRound]


def side_name(numbers, entrants: list[dict]) -> str:
    """A side as the paper names it: a pair's name, or an individual event's two players."""
    return " & ".join(entrants[n - 1]["name"] for n in numbers)


def results(
    standings: list[Standing],
    tables: list[TableState],
    movement: Movement,
    entrants: list[dict],
    *,
    scale=DEFAULT_VP_SCALE,
    bye_rule: str = "average",
) -> Results:
    """The three tables after the started rounds (those `tables` holds)."""
    # Seats and states looked up by round and table, never searched for (at 400 tables each
    # search was a scan of every table: 2 s of a pair's "my night" after each change)
    seats = {
        (number, t.table): t
        for number, rnd in enumerate(movement.rounds, 1)
        for t in rnd.tables
    }
    table_rows = [
        TableRow(
            t.round,
            t.table,
            side_name(seats[t.round, t.table].ns, entrants),
            side_name(seats[t.round, t.table].ew, entrants),
            *(t.totals or (None, None)),
            t.state,
            t.amended is not None,
        )
        for t in tables
    ]
    started = sorted({t.round for t in tables})
    withdrawn = withdrawals(entrants)
    counting = _Counting(movement, entrants, tables, withdrawn, scale)
    return Results(
        [_ranked(s, entrants[s.entrant - 1]) for s in standings],
        table_rows,
        [
            row
            for number in range(1, len(entrants) + 1)
            for row in _with_byes(
                [counting.row(number, rnd) for rnd in started], bye_rule
            )
        ],
    )


def _ranked(standing: Standing, entrant: dict) -> RankingRow:
    return RankingRow(
        standing.place,
        standing.entrant,
        entrant["name"],
        tuple(entrant["players"]),
        standing.played,
        standing.byes,
        standing.points,
        standing.wins,
        standing.margin,
        standing.victory_points,
        entrant.get("withdrawn_after"),
    )


@dataclass
class _Counting:
    movement: Movement
    entrants: list[dict]
    tables: list[TableState]
    withdrawn: dict
    scale: object
    states: dict = field(init=False)  # (round, table) -> its TableState
    seat_of: dict = field(init=False)  # (round, entrant) -> its Table

    def __post_init__(self):
        self.states = {(t.round, t.table): t for t in self.tables}
        self.seat_of = {
            (number, entrant): t
            for number, rnd in enumerate(self.movement.rounds, 1)
            for t in rnd.tables
            for entrant in t.entrants
        }

    def row(self, number: int, rnd: int) -> EntrantRound | None:
        """An entrant's round: its table and result, a bye (figures filled in later), or None
        (not seated: withdrawn before it, or a late pair's table not in that round)."""
        movement, entrants = self.movement, self.entrants
        seating = movement.rounds[rnd - 1] if rnd <= len(movement.rounds) else None
        name = entrants[number - 1]["name"]
        seat = self.seat_of.get((rnd, number)) if seating else None
        if seat is None:
            if seating and number in sitting_out(movement, rnd, self.withdrawn):
                return EntrantRound(
                    number, name, rnd, None, "bye", None, "", None, None, "bye"
                )
            return None
        north = number in seat.ns
        own_side, other = (seat.ns, seat.ew) if north else (seat.ew, seat.ns)
        state = self.states[rnd, seat.table]
        totals = state.totals or (None, None)
        own, against = totals if north else totals[::-1]
        partners = [n for n in own_side if n != number]
        return EntrantRound(
            number,
            name,
            rnd,
            seat.table,
            "ns" if north else "ew",
            side_name(partners, entrants) if partners else None,
            side_name(other, entrants),
            own,
            against,
            _outcome(state.state, own, against),
            self._figures(state, north, own, against),
            state.amended is not None,
        )

    def _figures(self, state: TableState, north: bool, own, against):
        """What the round counts: the table's result, an adjusted one, or None while it plays."""
        rule = (state.adjusted or {}).get("rule")
        if rule == "average":
            return AVERAGE
        if rule == "split":
            return split_figures(
                state.adjusted, 0 if north else 1, own or 0, against or 0, self.scale
            )
        if state.state in COUNTS and own is not None:
            return table_figures(own, against, self.scale)
        return None


def _with_byes(rows: list, bye_rule: str) -> list[EntrantRound]:
    """An entrant's rounds, each bye carrying what it scores in the standings (the average of
    the rounds that count, or nothing), so the round rows add up to the ranking's figures."""
    rows = [r for r in rows if r is not None]
    counted = [r.figures for r in rows if r.figures not in (None, AVERAGE)]
    average = (
        tuple(Fraction(sum(c)) / len(counted) for c in zip(*counted))
        if counted
        else (Fraction(0),) * 4
    )
    bye = average if bye_rule == "average" else (Fraction(0),) * 4
    return [
        replace(r, figures=bye)
        if r.seat == "bye"
        else replace(r, figures=average)
        if r.figures == AVERAGE
        else r
        for r in rows
    ]


def _outcome(state: str, own, against) -> str:
    if state == "adjusted" or state not in COUNTS or own is None:
        return state
    return "won" if own > against else "lost" if own < against else "drawn"
