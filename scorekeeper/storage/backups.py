"""Backups through SQLite's online backup API, and restoring one with the replaced file kept.

Copying the .sqlite file while tables play misses every hand still in its -wal file; the
backup API reads the database as one consistent snapshot, WAL included, so it is safe while
the server runs. Restoring writes through SQLite too, never by moving files over a database
that may have a -wal beside it."""

import fcntl
import os
import sqlite3
from contextlib import closing, contextmanager
from datetime import datetime, timezone
from pathlib import Path

from scorekeeper.storage.database_file import create_private, has_data, uri

SQLITE_HEADER = b"SQLite format 3\x00"
NEEDED_TABLES = {"games", "hands", "hand_changes", "_sqlite_migrations"}


class RestoreRefused(Exception):
    """The file is not a scorekeeper database, or the server is running."""


def _stamp() -> str:
    return datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S%fZ")


def backup(source, destination) -> Path:
    """Copy the database at `source` to `destination` (a new file, owner-only), consistently,
    even while others write; the finished copy appears at once, never half-written."""
    destination = Path(destination)
    partial = destination.with_name(f".{destination.name}.partial-{os.getpid()}")
    partial.unlink(missing_ok=True)
    create_private(partial)
    try:
        with (
            closing(sqlite3.connect(uri(source, "ro"), uri=True)) as src,
            closing(sqlite3.connect(partial)) as dst,
        ):
            src.execute("PRAGMA busy_timeout = 10000")
            src.backup(dst)
            # The copy stands alone as one file: no -wal to carry along with it.
            dst.execute("PRAGMA journal_mode = DELETE")
        os.replace(partial, destination)
    finally:
        partial.unlink(missing_ok=True)
    return destination


def backup_beside(path, reason) -> Path:
    """A backup in a `backups` folder next to the database, named by the reason and the time."""
    folder = Path(path).parent / "backups"
    folder.mkdir(mode=0o700, exist_ok=True)
    return backup(path, folder / f"{Path(path).stem}-{reason}-{_stamp()}.sqlite")


def problems_of(path, known_migrations) -> list[str]:
    """Why `path` is not a scorekeeper database this version can use (empty if it is)."""
    path = Path(path)
    if not path.is_file():
        return [f"{path} is not a file"]
    with open(path, "rb") as file:
        if file.read(16) != SQLITE_HEADER:
            return [f"{path} is not an SQLite database"]
    with closing(sqlite3.connect(uri(path, "ro"), uri=True)) as db:
        check = db.execute("PRAGMA integrity_check").fetchone()[0]
        if check != "ok":
            return [f"{path} is damaged: {check}"]
        tables = {
            row[0]
            for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        missing = ", ".join(sorted(NEEDED_TABLES - tables))
        if missing:
            return [
                f"{path} is an SQLite database, but not a scorekeeper one (no {missing})"
            ]
        applied = [
            row[0]
            for row in db.execute(
                "SELECT name FROM _sqlite_migrations WHERE migration_set = 'scorekeeper' ORDER BY applied_at"
            )
        ]
    newer = [name for name in applied if name not in known_migrations]
    if newer:
        return [
            f"{path} comes from a newer version of the app (schema {', '.join(newer)})"
        ]
    return []


def serving_lock_path(database) -> Path:
    return Path(database).with_name(Path(database).name + ".serving")


@contextmanager
def serving(database):
    """Held for as long as a server serves `database`; the kernel drops it if the server dies."""
    path = serving_lock_path(database)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_SH)
        yield
    finally:
        os.close(fd)


def is_served(database) -> bool:
    try:
        fd = os.open(serving_lock_path(database), os.O_RDWR)
    except FileNotFoundError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return False
    except BlockingIOError:
        return True
    finally:
        os.close(fd)


def restore(source, database, known_migrations) -> Path | None:
    """Make `source` the database, keeping the one it replaces aside (returned; None if
    there was none). Refused for a file that is not a scorekeeper database, and while a
    server serves the database (phones would keep saving into the replaced one)."""
    problems = problems_of(source, known_migrations)
    if problems:
        raise RestoreRefused("; ".join(problems))
    if has_data(database) and is_served(database):
        raise RestoreRefused(
            f"a server is serving {database}: stop it first, then restore"
        )
    kept = backup_beside(database, "replaced") if has_data(database) else None
    create_private(database)
    with (
        closing(sqlite3.connect(uri(source, "ro"), uri=True)) as src,
        closing(sqlite3.connect(database)) as dst,
    ):
        dst.execute("PRAGMA busy_timeout = 10000")
        src.backup(dst)
    return kept
