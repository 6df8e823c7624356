"""What every write shares: one short transaction that takes the write lock first, the game's
version check, and the errors a write can end in."""

import sqlite3
from contextlib import contextmanager, nullcontext
from datetime import datetime, timezone

from scorekeeper.storage.write_queue import Overloaded


class StaleGame(Exception):
    """The game changed since the caller read it (someone saved first): reload, then retry."""


class NotFound(LookupError):
    """No such game, or no hand at that position."""


class CannotWrite(Exception):
    """SQLite refused to write (a read-only file or folder, a full disk): nothing was saved."""


CANNOT_WRITE_CODES = {
    sqlite3.SQLITE_READONLY,
    sqlite3.SQLITE_FULL,
    sqlite3.SQLITE_IOERR,
    sqlite3.SQLITE_PERM,
    sqlite3.SQLITE_CANTOPEN,
}


@contextmanager
def writing(db, wait: bool = True):
    """One short write transaction that takes the write lock first (BEGIN IMMEDIATE), so a
    concurrent writer waits for it and then sees the bumped version. In the server, writers
    first queue for their turn (`db.write_queue`), fairly, instead of racing in SQLite's
    busy handler; a wait too long becomes Overloaded (a 503), never "database is locked".
    A write SQLite refuses (read-only file, full disk) becomes CannotWrite, and so does one
    tried while the disk has less room than its reserve (`db.check_room`, set by the web app).
    `wait=False`: only if no other writer holds or awaits the turn, else Overloaded at once."""
    check_room = getattr(db, "check_room", None)
    if check_room:
        check_room()
    queue = getattr(db, "write_queue", None)
    with queue.turn(wait) if queue else nullcontext():
        try:
            db.execute("BEGIN IMMEDIATE")
        except (
            sqlite3.OperationalError
        ) as error:  # another process held the lock too long
            if cannot_write(error):
                raise CannotWrite(str(error)) from error
            raise Overloaded(f"the database stayed locked: {error}") from error
        try:
            yield
            db.commit()  # in WAL mode the pages reach the disk here: a full disk fails here too
        except sqlite3.OperationalError as error:
            db.rollback()
            if cannot_write(error):  # primary code, without the detail
                raise CannotWrite(str(error)) from error
            raise
        except BaseException:
            db.rollback()
            raise


def cannot_write(error: sqlite3.Error) -> bool:
    """SQLite's error is about the file or the disk (read-only, full, I/O), not the SQL."""
    return getattr(error, "sqlite_errorcode", 0) & 0xFF in CANNOT_WRITE_CODES


def now_utc() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def game_pk(db, game_id) -> int:
    """The primary key of the game with this id (its token), or NotFound."""
    row = db.execute(
        "SELECT id FROM games WHERE token_digest = key_digest(?)", [game_id]
    ).fetchone()
    if row is None:
        raise NotFound(f"no game {game_id}")
    return row[0]


def bump_version(db, pk, expected_version, finished=None) -> int:
    """Claim the next version of the game, or raise StaleGame. `finished` (if not None) is what
    the scores say after this change, computed by the caller before the lock: the version check
    proves the game it scored is the game being written."""
    now = now_utc()
    cursor = db.execute(
        "UPDATE games SET version = version + 1, updated = ?,"
        " finished_at = CASE WHEN ? IS NULL THEN finished_at WHEN ? THEN coalesce(finished_at, ?) END"
        " WHERE id = ? AND version = ?",
        [now, finished, finished, now, pk, expected_version],
    )
    if cursor.rowcount != 1:
        raise StaleGame(f"the game is no longer at version {expected_version}")
    return expected_version + 1
