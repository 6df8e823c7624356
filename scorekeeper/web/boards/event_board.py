"""What the director's page, the room's standings and the results read of an event: every table's
state and the standings, from the games' cached summaries (a stale one is scored once here and
stored back, summary_cache.py). Its cost grows with the event's tables, not with the group.

Pages read it kept in memory, drawn once per change (kept_event_board.py); what a page derives
from it (the standings' rows, the evening's results) is kept with it (`Board.derived`)."""

import time
from dataclasses import dataclass, field
from datetime import datetime

from scorekeeper import storage
from scorekeeper.events.clock import RoundClock
from scorekeeper.events.manual_seating import from_json
from scorekeeper.events.round_results import (
    TableState,
    event_standings,
    provisional,
    table_state,
)
from scorekeeper.events.seating import Movement
from scorekeeper.rules import RoundFormat
from scorekeeper.web.boards.summary_cache import filled


@dataclass
class Board:
    event: dict
    entrants: list[dict]  # by number
    movement: Movement  # every round's seating as the director left it
    tables: list[TableState]  # every started round's tables, by round and table
    games: dict  # (round, table) -> the game's link token
    called: dict  # (round, table) -> the hand it ends after, once time was called
    standings: list  # events.standings.Standing, ranked
    clock: RoundClock | None  # the round in play's, in a timed event
    provisional: set = frozenset()  # entrants counting a hand not yet confirmed
    kept: dict = field(
        default_factory=dict
    )  # what pages derive from this board, by name
    as_of: float = 0.0  # when it was read (time.time()): it holds every change before
    version: tuple = ()  # (standings version, answers version) when kept (kept_event_board.py)
    behind: bool = (
        False  # read after a later change (kept_event_board.py): asked again soon
    )

    def derived(self, name: str, make):
        """`make(self)`, once for this board (pages read it, never change it)."""
        if name not in self.kept:
            self.kept[name] = make(self)
        return self.kept[name]

    def round_tables(self, number: int) -> list[TableState]:
        return [t for t in self.tables if t.round == number]

    def name_of(self, entrant: int) -> str:
        return self.entrants[entrant - 1]["name"]


def movement_of(event, entrants) -> Movement:
    return from_json(event["seating"], len(entrants), event["per_side"])


def board(db, event) -> Board:
    """The event as it stands now."""
    as_of = time.time()
    entrants = storage.entrants(db, event["pk"])
    movement = movement_of(event, entrants)
    rows = filled(db, storage.round_games(db, event["pk"]))
    ranked = event_standings(
        rows,
        movement,
        event["current_round"],
        method=event["ranking"],
        scale=event["scale"],
        bye_rule=event["bye_rule"],
        withdrawn={
            e["number"]: e["withdrawn_after"]
            for e in entrants
            if e["withdrawn_after"] is not None
        },
    )
    states = [table_state(row) for row in rows]
    return Board(
        event,
        entrants,
        movement,
        states,
        {(row["round"], row["table"]): row["id"] for row in rows},
        {
            (r["round"], r["table"]): r["called_after"]
            for r in rows
            if r["called_after"]
        },
        ranked,
        round_clock(event),
        provisional(states, movement) if event.get("confirm_hands") else frozenset(),
        as_of=as_of,
    )


def round_clock(event) -> RoundClock | None:
    """The clock of the round in play, when the event's rounds are timed."""
    form = RoundFormat.from_data(event["format"])
    if not form.minutes or not event["round_started"]:
        return None
    return RoundClock(
        datetime.fromisoformat(event["round_started"]),
        form.minutes,
        form.warning_minutes,
    )
