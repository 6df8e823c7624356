"""What the director's page, the room's standings and the results read of an event: every table's
state and the standings, from the games' cached summaries (a stale one is scored once here and
stored back, summary_cache.py). Its cost grows with the event's tables, not with the group.

`kept_board` gives the board drawn once per change of the event (its standings version and its
tables' answers) and kept in memory: the director's page, the room's screen and every pair's "my
night" then read the same board until something changes, instead of reading and ranking every
table's game per request (a 40 × 30 evening is 1,200 games). What a page derives from it (the
standings' rows, the evening's results) is kept with it (`Board.kept`), shared by the director's
link and the room's (one board drawn a change, not one a link). A process keeps its own:
the version is read from the database at each request, so every process shows the same."""

import threading
from collections import OrderedDict
from dataclasses import dataclass, field, replace
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


KEPT_BOARDS = 16  # events a process keeps a board of (a club runs one or two at once)
# the event's director's token (random: unique across databases, as a test's apps are) ->
# (version, {the link it was opened by: its board}): the boards of one version share what they
# hold and what pages derive, each with the event as its own link opened it (never showing one
# link's key on another's page)
_kept: OrderedDict = OrderedDict()
_keeping = threading.Lock()


def kept_board(db, event) -> Board:
    """The event's board for its version now: drawn once per change, then read from memory."""
    version = (
        storage.standings_version(db, event["pk"]),
        storage.answers_version(db, event["pk"]),
    )
    whose = event["token"]
    with _keeping:
        held = _kept.get(whose)
        if held and held[0] == version:
            _kept.move_to_end(whose)
            by_link = held[1]
            if (
                event["key"] not in by_link
            ):  # the same board, as this link sees the event
                by_link[event["key"]] = replace(
                    next(iter(by_link.values())), event=event
                )
            return by_link[event["key"]]
    now = board(db, event)
    with _keeping:
        _kept[whose] = (version, {event["key"]: now})
        _kept.move_to_end(whose)
        while len(_kept) > KEPT_BOARDS:
            _kept.popitem(last=False)
    return now
