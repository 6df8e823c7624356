"""The event's board drawn once per change and kept in memory (event_board.py draws it): the
director's page, the room's screen and every pair's "my night" read the same board until
something changes, instead of reading and ranking every table's game per request (a 40 x 30
evening is 1,200 games). What a page derives from it is kept with it (`Board.derived`), shared by
the director's link and the room's.

A championship's last minute changes the evening every 75 ms (400 tables saving and confirming),
and drawing its board costs 0.1-0.15 s of CPU then: drawn for every page, the director's page and
the standings wait behind it. So with a lag set (EVENT_BOARD_LAG_SECONDS, 2 s by default), a
page may read a board that was current up to that long ago (one costing 20 ms or more to draw:
EVENT_BOARD_LAG_AFTER_MS), while a keeper thread, one a process, draws the next: at most once a
second, and only once a page read the last (drawing ahead of every change cost more than the
pages it spared, measured). A board older than that by up to EVENT_BOARD_BEHIND_SECONDS is
still read at once, the keeper woken to draw the next now: the pages that drew on cores the
round's last minute had full were the director's and the standings' slowest. Never for the
director's own change: every director's form bumps the event's version, and a board drawn at
another version than the request's is drawn afresh. The board's standings version
(`Board.version`) is what the room's screen then polls against, so a stale answer is asked again
at the next poll; a board read after a later change says so (`Board.behind`), and the screen
asks again a second later.

A process keeps its own boards; each reads the database for its version, so whichever process
answers shows the evening as it stood at most the lag and the behind ago (the keeper's drawing
after), and the director's change at once."""

import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, replace

from flask import current_app

from scorekeeper import storage
from scorekeeper.web.boards.event_board import Board, board

KEPT_BOARDS = 16  # events a process keeps a board of (a club runs one or two at once)
TICK = 1.0  # seconds between the keeper's looks at the boards it keeps
WARM = 60.0  # seconds after its last reader the keeper stops drawing a board


@dataclass
class Held:
    board: Board  # as the link that drew it saw the event; its version is the one it was drawn at
    seen_at: float  # monotonic: when the version was last read and found the board's
    read_at: float  # monotonic: the last page that read it
    keep_drawing: bool  # read within a lag: the keeper draws it anew on news
    asked: bool  # read since it was drawn: news is worth drawing (never more than pages ask)
    database: str  # the file it was drawn from
    write_queue: object  # its app's: storing what a draw scored (summary_cache.py)
    cost: float  # the CPU seconds its drawing took


# the event's director's token (random: unique across databases, as a test's apps are) -> Held;
# each page reads the board with the event as its own link opened it (never showing one link's
# key on another's page), all of them sharing what the board holds and what pages derive
_kept: OrderedDict = OrderedDict()
_keeping = threading.Lock()
_keeper: list = []  # the keeper thread while it runs
_wake = threading.Event()  # a page read a board past the lag: the keeper draws at once


def version_of(db, event) -> tuple:
    return (
        storage.standings_version(db, event["pk"]),
        storage.answers_version(db, event["pk"]),
    )


def page_board(db, event) -> Board:
    """The board a page shows, within the app's lag (EVENT_BOARD_LAG_SECONDS, and past it by
    EVENT_BOARD_BEHIND_SECONDS) for a board that costs EVENT_BOARD_LAG_AFTER_MS or more to
    draw, the keeper drawing the next meanwhile."""
    config = current_app.config
    lag, costing = (
        config["EVENT_BOARD_LAG_SECONDS"],
        config["EVENT_BOARD_LAG_AFTER_MS"] / 1000,
    )
    behind = config["EVENT_BOARD_BEHIND_SECONDS"] if lag else 0.0
    now = kept_board(db, event, lag, costing, behind)
    if lag:
        with _keeping:
            held = _kept.get(event["token"])
            costly = held and held.cost >= costing
            if costly:
                held.keep_drawing = True
        if costly:
            _start_keeper()
    return now


def kept_board(
    db, event, lag: float = 0.0, costing: float = 0.0, behind: float = 0.0
) -> Board:
    """The event's board for its version now, or, within `lag` seconds of when the last one
    drawn was found current and at the request's event version, that one when it cost at
    least `costing` CPU seconds to draw (a small evening's board is always drawn afresh); up to
    `behind` seconds past the lag, that one too, the keeper woken to draw the next at once."""
    version = version_of(db, event)
    whose = event["token"]
    now = time.monotonic()
    with _keeping:
        held = _kept.get(whose)
        age = now - held.seen_at if held else 0.0
        if held and (
            held.board.version == version
            or (
                age <= lag + behind
                and held.cost >= costing
                and held.board.event["version"] == event["version"]
            )
        ):
            if held.board.version == version:
                held.seen_at = now
            elif age > lag:
                _wake.set()
            held.read_at, held.asked = now, True
            _kept.move_to_end(whose)
            return replace(
                held.board, event=event, behind=held.board.version != version
            )
    drawn, cost = _drawn(db, event, version)
    _keep(whose, drawn, cost, now, _database_of(db), getattr(db, "write_queue", None))
    return drawn


def _drawn(db, event, version) -> tuple[Board, float]:
    """The board, and the CPU seconds of this thread it took (not the time others held it)."""
    started = time.thread_time()
    drawn = replace(board(db, event), version=version)
    return drawn, time.thread_time() - started


def _database_of(db) -> str:
    return db.execute("PRAGMA database_list").fetchone()[2]


def _keep(whose, drawn: Board, cost, seen_at: float, database: str, queue) -> None:
    with _keeping:
        held = _kept.get(whose)
        if held and held.seen_at > seen_at:
            return  # a board read later was kept meanwhile
        _kept[whose] = Held(
            drawn,
            seen_at,
            max(held.read_at, seen_at) if held else seen_at,
            held.keep_drawing if held else False,
            False,
            database,
            queue,
            cost,
        )
        _kept.move_to_end(whose)
        while len(_kept) > KEPT_BOARDS:
            _kept.popitem(last=False)


def _start_keeper() -> None:
    with _keeping:
        if _keeper:
            return
        thread = threading.Thread(
            target=_keep_drawing, name="event-board-keeper", daemon=True
        )
        _keeper.append(thread)
    thread.start()


def _keep_drawing() -> None:
    """Every TICK (at once when a page read a board past the lag), each board read in the last
    WARM seconds: its version read, and on news the board drawn anew if a page read it since it
    was drawn (so never more often than pages ask). Stops when no board has a reader."""
    connections: dict = {}
    try:
        while True:
            _wake.wait(TICK)
            _wake.clear()
            now = time.monotonic()
            with _keeping:
                due = [
                    (w, h)
                    for w, h in _kept.items()
                    if h.keep_drawing and now - h.read_at <= WARM
                ]
                if not due:
                    _keeper.clear()
                    return
            for whose, held in due:
                _redraw(connections, whose, held)
    finally:
        with _keeping:
            if _keeper and _keeper[0] is threading.current_thread():
                _keeper.clear()
        for connection in connections.values():
            connection.close()


def _redraw(connections: dict, whose, held: Held) -> None:
    try:
        db = connections.get(held.database)
        if db is None:
            db = connections[held.database] = storage.connect(held.database)
            db.write_queue = held.write_queue
        seen_at = time.monotonic()
        event = storage.event_by_key(db, whose)
        if event is None:
            raise LookupError(whose)
        version = version_of(db, event)
        if version == held.board.version:
            with _keeping:
                held.seen_at = max(held.seen_at, seen_at)
            return
        if not held.asked:  # no page read it since: the next page draws or asks for it
            return
        drawn, cost = _drawn(db, event, version)
        _keep(whose, drawn, cost, seen_at, held.database, held.write_queue)
    except Exception:
        # a database gone or moved: its board is drawn by the next page again
        with _keeping:
            if _kept.get(whose) is held:
                del _kept[whose]
        stale = connections.pop(held.database, None)
        if stale is not None:
            stale.close()
