"""What a following phone's poll reads, for an answer given before the web app: one connection a
thread, kept open for the server's life, and one indexed query a poll (the standings' sum, a
join over the evening's games, read again only when some connection, in any process, committed).

A database file that vanished or was replaced drops the connection and answers None, so the
web app's own path (with its "database missing" page) answers instead. Reads only."""

import os
import sqlite3
import threading

from scorekeeper.storage import key_seals
from scorekeeper.storage.event_store.round_rows import standings_version
from scorekeeper.storage.game_versions import version_of
from scorekeeper.storage.schema import uri


class PollReads:
    """The versions `live.version` and `event_room.standings_version` answer, per thread."""

    def __init__(self, path: str):
        self.path = str(path)
        self._local = threading.local()

    def _db(self) -> sqlite3.Connection | None:
        try:
            inode = os.stat(self.path).st_ino
        except OSError:
            self.close()
            return None
        local = self._local
        if getattr(local, "inode", None) != inode:
            self.close()
            try:
                # never a long wait: the production server reads here in its network loop, and
                # a busy file (a WAL being recovered) sends the poll the usual way instead
                db = sqlite3.connect(uri(self.path, "rw"), uri=True, timeout=0.1)
                db.execute("PRAGMA query_only = ON")
                # links are found by their digest (key_seals.py); a poll never opens a seal
                db.create_function(
                    "key_digest", 1, key_seals.digest, deterministic=True
                )
            except sqlite3.Error:
                return None
            local.db, local.inode, local.standings = db, inode, {}
        return local.db

    def close(self) -> None:
        """Close this thread's connection (the next poll opens another)."""
        db = getattr(self._local, "db", None)
        if db is not None:
            db.close()
        self._local.__dict__.clear()

    def game_version(self, token: str) -> int | None:
        """The game's version, as storage.version_of reads it; None: no such game (or no file)."""
        db = self._db()
        if db is None:
            return None
        try:
            return version_of(db, token)
        except sqlite3.Error:
            self.close()
            return None

    def standings_version(self, key: str) -> str | None:
        """The event's standings version (storage.standings_version) for its director's or room's
        key; None: no such event. Kept per thread until the database's data_version moves."""
        db = self._db()
        if db is None:
            return None
        local = self._local
        try:
            seen = db.execute("PRAGMA data_version").fetchone()[0]
            kept = local.standings.get(key)
            if kept is not None and kept[0] == seen:
                return kept[1]
            event = db.execute(
                "SELECT id FROM events WHERE token_digest = key_digest(?)"
                " OR view_digest = key_digest(?)",
                [key, key],
            ).fetchone()
            current = standings_version(db, event[0]) if event else None
        except sqlite3.Error:
            self.close()
            return None
        if current is not None:
            if len(local.standings) > 256:
                local.standings.clear()
            local.standings[key] = (seen, current)
        return current
