"""Evenings that close: a club night's links stop changing it once it is over, as a scoring desk
closes a session. The director closes it (or it closes itself `closes_after` past the start of its
last round); from then on the tables' links and the room's screen only show the results, and the
director's link still corrects results for `corrects_for` (the provisional window clubs use),
after which it too only shows them.

Read where every key is looked up (storage/link_keys.py), so a closed evening's table game is a
past one on every path, and the director's link past its window is a CLOSED_DIRECTOR."""

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from scorekeeper.storage.event_store.event_rows import log_change
from scorekeeper.storage.transactions import NotFound, now_utc, writing


@dataclass(frozen=True)
class Closing:
    """The two settings: EVENING_CLOSES_AFTER_HOURS and DIRECTOR_CORRECTS_HOURS."""

    closes_after: timedelta = timedelta(hours=6)
    corrects_for: timedelta = timedelta(hours=48)


DEFAULT = Closing()


def _when(text) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


def closed_at(closed, current_round, rounds, round_started, closing=DEFAULT):
    """When the evening closed or will close by itself (None: not before its last round)."""
    if closed:
        return _when(closed)
    if rounds and current_round >= rounds and round_started:
        return _when(round_started) + closing.closes_after
    return None


def state(closed, current_round, rounds, round_started, closing=DEFAULT, now=None):
    """(closed, final): closed, the tables and the room only show results; final, the
    director's link too."""
    at = closed_at(closed, current_round, rounds, round_started, closing)
    now = now or datetime.now(timezone.utc)
    if at is None or at > now:
        return False, False
    return True, at + closing.corrects_for <= now


# The columns `state` reads, of an events table named `e`.
COLUMNS = "e.closed_at, e.current_round, e.rounds, e.round_started"


def close(db, event_pk) -> bool:
    """The director closes the evening now (once: closed again, nothing changes). Logged."""
    with writing(db):
        row = db.execute(
            "SELECT closed_at FROM events WHERE id = ?", [event_pk]
        ).fetchone()
        if row is None:
            raise NotFound(f"no event {event_pk}")
        if row[0]:
            return False
        db.execute(
            "UPDATE events SET closed_at = ?, version = version + 1 WHERE id = ?",
            [now_utc(), event_pk],
        )
        log_change(db, event_pk, "close", {})
    return True
