"""What the event pages show of a club night's board, read and never written: the round in play's
tables still playing and those late once a timed round's clock ran out, a round's seats by name
and who sits out, the minutes since a table's last save, the round clock, and the standings'
rows. The director's page, the room's screen and the round's start (actions/event_rounds.py,
which asks first while tables still play) all read them."""

from datetime import datetime, timezone

from scorekeeper.events.entrant_changes import sitting_out, withdrawals
from scorekeeper.events.standings import RANKED_BY
from scorekeeper.web.boards.event_board import Board
from scorekeeper.web.words.event_words import figure


def late_tables(board: Board, now: datetime | None = None) -> set[int]:
    """Tables of the round in play still playing once a timed round's clock ran out."""
    clock = board.clock
    if clock is None or clock.phase(now or datetime.now(timezone.utc)) != "time":
        return set()
    return {
        t.table
        for t in board.round_tables(board.event["current_round"])
        if t.state in ("waiting", "playing")
    }


def seats_of(board: Board, number: int) -> list[dict]:
    """Round `number`'s seating by names: [{"table", "ns", "ew"}] and who sits out."""
    if not 1 <= number <= len(board.movement.rounds):
        return []
    rnd = board.movement.rounds[number - 1]

    def names(numbers):
        return " & ".join(board.name_of(n) for n in numbers)

    return [
        {"table": t.table, "ns": names(t.ns), "ew": names(t.ew)} for t in rnd.tables
    ]


def resting_names(board: Board, number: int) -> list[str]:
    """Who sits out round `number`, by name (a withdrawn entrant does not: it left)."""
    withdrawn = withdrawals(board.entrants)
    return [board.name_of(n) for n in sitting_out(board.movement, number, withdrawn)]


def still_playing(board: Board) -> list[int]:
    """The round in play's tables whose result is not in yet (neither finished nor typed from
    paper): starting the next round now would take their links to the new round."""
    number = board.event["current_round"]
    return [
        t.table for t in board.round_tables(number) if t.state in ("waiting", "playing")
    ]


def minutes_since(saved: str | None, now: datetime | None = None) -> int | None:
    """Whole minutes since a table's last save (None: nothing saved yet), for the console."""
    if not saved:
        return None
    then = datetime.fromisoformat(saved)
    if then.tzinfo is None:
        then = then.replace(tzinfo=timezone.utc)
    now = now or datetime.now(timezone.utc)
    return max(int((now - then).total_seconds() // 60), 0)


def clock_now(board: Board, now: datetime | None = None) -> dict | None:
    """The round clock as the pages show it: its phase and the seconds left (None: untimed)."""
    clock = board.clock
    if clock is None:
        return None
    now = now or datetime.now(timezone.utc)
    left = int(clock.remaining(now).total_seconds())
    return {
        "phase": clock.phase(now),
        "seconds": left,
        "text": f"{left // 60}:{left % 60:02d}",
    }


def standings_rows(board: Board) -> tuple[list[str], list[dict]]:
    """The ranking's figures, in its order (the first decides), and each entrant's row."""
    keys = RANKED_BY[board.event["ranking"]]
    rows = [
        {
            "place": s.place,
            "number": s.entrant,
            "name": board.name_of(s.entrant),
            "provisional": s.entrant in board.provisional,
            "played": s.played,
            "figures": [figure(getattr(s, key)) for key in keys],
        }
        for s in board.standings
    ]
    return list(keys), rows
