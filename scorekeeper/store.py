"""Storage: the game operations (with schema.py and app_database.py, the only code that talks to SQLite).

It keeps what was entered (each hand verbatim as the game record's hand object) and never
scores: the rules engine scores when reading, so a fixed scoring bug corrects every game.
Every write checks and bumps `games.version` in one transaction, so when two phones save the
same game at once the second gets StaleGame instead of losing or duplicating a hand.

A game's public id is its link token (128 random bits): whoever has the link can reach the game,
nobody can guess it. The integer primary key stays inside this module, for the joins.
"""

import json
import sqlite3
from contextlib import contextmanager, nullcontext
from datetime import datetime, timezone

from .app_database import get_db, init_app
from .schema import BUSY_TIMEOUT_MS, DatabaseUnavailable, applied_migrations, connect, migrations, new_token, open_db
from .write_queue import Overloaded

__all__ = ["BUSY_TIMEOUT_MS", "DatabaseUnavailable", "applied_migrations", "connect", "get_db", "init_app",
           "migrations", "new_token", "open_db"]

RECORD_FORMAT = 1


class StaleGame(Exception):
    """The game changed since the caller read it (someone saved first): reload, then retry."""


class NotFound(LookupError):
    """No such game, or no hand at that position."""


class CannotWrite(Exception):
    """SQLite refused to write (a read-only file or folder, a full disk): nothing was saved."""


_CANNOT_WRITE = {sqlite3.SQLITE_READONLY, sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_PERM,
                 sqlite3.SQLITE_CANTOPEN}


@contextmanager
def _writing(db):
    """One short write transaction that takes the write lock first (BEGIN IMMEDIATE), so a
    concurrent writer waits for it and then sees the bumped version. In the server, writers
    first queue for their turn (`db.write_queue`), fairly, instead of racing in SQLite's
    busy handler; a wait too long becomes Overloaded (a 503), never "database is locked".
    A write SQLite refuses (read-only file, full disk) becomes CannotWrite."""
    queue = getattr(db, "write_queue", None)
    with queue.turn() if queue else nullcontext():
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as error:  # another process held the lock too long
            if getattr(error, "sqlite_errorcode", 0) & 0xFF in _CANNOT_WRITE:
                raise CannotWrite(str(error)) from error
            raise Overloaded(f"the database stayed locked: {error}") from error
        try:
            yield
        except sqlite3.OperationalError as error:
            db.rollback()
            if getattr(error, "sqlite_errorcode", 0) & 0xFF in _CANNOT_WRITE:  # primary code, without the detail
                raise CannotWrite(str(error)) from error
            raise
        except BaseException:
            db.rollback()
            raise
        db.commit()


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def create_game(db, *, name, variant, rules, sides, first_dealer=None) -> str:
    """Store a new game (no hands yet, version 1) and return its id (the link token)."""
    with _writing(db):
        return _insert_game(db, name, variant, rules, sides, first_dealer, created=None)[1]


def _insert_game(db, name, variant, rules, sides, first_dealer, created) -> tuple[int, str]:
    """The new game's primary key and token."""
    now, token = _now(), new_token()
    pk = db["games"].insert({
        "created": created or now, "updated": now, "name": name, "variant": variant,
        "rules_json": json.dumps(rules or {}), "sides_json": json.dumps(sides),
        "first_dealer": first_dealer, "version": 1, "finished_at": None, "token": token,
    }).last_pk
    return pk, token


def _game(row) -> dict:
    return {
        "id": row["token"], "name": row["name"], "variant": row["variant"],
        "rules": json.loads(row["rules_json"]), "sides": json.loads(row["sides_json"]),
        "first_dealer": row["first_dealer"], "version": row["version"],
        "created": row["created"], "updated": row["updated"],
        "finished_at": row["finished_at"], "finished": row["finished_at"] is not None,
    }


def _change(row) -> dict:
    return {
        "id": row["id"], "hand_id": row["hand_id"], "position": row["position"],
        "action": row["action"], "at": row["at"],
        "before": None if row["before_json"] is None else json.loads(row["before_json"]),
        "after": None if row["after_json"] is None else json.loads(row["after_json"]),
    }


def get_game(db, game_id) -> dict | None:
    """The game with its hands in order (each with its change log), or None.

    Read in one transaction so `version` always matches the hands returned."""
    if not isinstance(game_id, str):
        return None  # a game's id is its link token
    with db.atomic():
        rows = list(db.query("SELECT * FROM games WHERE token = ?", [game_id]))
        if not rows:
            return None
        game, pk = _game(rows[0]), rows[0]["id"]
        changes = [_change(r) for r in db.query(
            "SELECT * FROM hand_changes WHERE game_id = ? ORDER BY id", [pk])]
        hands = list(db.query("SELECT * FROM hands WHERE game_id = ? ORDER BY position", [pk]))
    game["changes"] = changes
    game["hands"] = [{
        "id": h["id"], "position": h["position"], "record": json.loads(h["record_json"]),
        "created": h["created"], "updated": h["updated"],
        "changes": [c for c in changes if c["hand_id"] == h["id"]],
    } for h in hands]
    return game


def list_games(db, ids=None) -> list[dict]:
    """The games with these ids (every game if None), most recently changed first, each with its
    number of hands (no hands themselves). Unknown ids are passed over."""
    where, params = "", []
    if ids is not None:
        ids = list(ids)
        where = f" WHERE token IN ({', '.join('?' for _ in ids)})"
        params = ids
    rows = db.query(
        "SELECT games.*, (SELECT count(*) FROM hands WHERE game_id = games.id) AS hand_count"
        f" FROM games{where} ORDER BY updated DESC, id DESC", params)
    return [{**_game(row), "hand_count": row["hand_count"]} for row in rows]


def legacy_games(db) -> list[str]:
    """Ids of the games stored before games had private links, most recently changed first."""
    return [row[0] for row in db.execute("SELECT token FROM games WHERE legacy ORDER BY updated DESC")]


def delete_game(db, game_id) -> bool:
    """Delete a game with its hands and change log; False if there was no such game."""
    with _writing(db):
        return db.execute("DELETE FROM games WHERE token = ?", [game_id]).rowcount == 1


def set_finished(db, game_id, finished: bool) -> int:
    """Mark the game finished (keeping the first finish time) or in play again; returns the
    new version. Not version-checked: marking it twice means the same thing."""
    with _writing(db):
        cursor = db.execute(
            "UPDATE games SET finished_at = CASE WHEN ? THEN coalesce(finished_at, ?) END,"
            " version = version + 1, updated = ? WHERE token = ? RETURNING version",
            [finished, _now(), _now(), game_id])
        rows = cursor.fetchall()  # read to the end: COMMIT refuses while RETURNING is mid-way
        if not rows:
            raise NotFound(f"no game {game_id}")
        return rows[0][0]


def _pk(db, game_id) -> int:
    """The primary key of the game with this id (its token), or NotFound."""
    row = db.execute("SELECT id FROM games WHERE token = ?", [game_id]).fetchone()
    if row is None:
        raise NotFound(f"no game {game_id}")
    return row[0]


def _bump(db, pk, expected_version, finished=None) -> int:
    """Claim the next version of the game, or raise StaleGame. `finished` (if not None) is what
    the scores say after this change, computed by the caller before the lock: the version check
    proves the game it scored is the game being written."""
    now = _now()
    cursor = db.execute(
        "UPDATE games SET version = version + 1, updated = ?,"
        " finished_at = CASE WHEN ? IS NULL THEN finished_at WHEN ? THEN coalesce(finished_at, ?) END"
        " WHERE id = ? AND version = ?",
        [now, finished, finished, now, pk, expected_version])
    if cursor.rowcount != 1:
        raise StaleGame(f"the game is no longer at version {expected_version}")
    return expected_version + 1


def _hand_at(db, pk, position) -> dict:
    rows = list(db.query("SELECT * FROM hands WHERE game_id = ? AND position = ?", [pk, position]))
    if not rows:
        raise NotFound(f"the game has no hand {position}")
    return rows[0]


def _log(db, pk, hand_id, position, action, before, after):
    db["hand_changes"].insert({
        "game_id": pk, "hand_id": hand_id, "position": position, "action": action,
        "before_json": None if before is None else json.dumps(before),
        "after_json": None if after is None else json.dumps(after), "at": _now(),
    })


def _check_hand(record):
    if not isinstance(record, dict) or not isinstance(record.get("results"), list):
        raise ValueError('a hand is an object with a "results" list (record-format.md)')


def _append_hand(db, pk, record, nonce=None) -> int:
    position = db.execute("SELECT count(*) FROM hands WHERE game_id = ?", [pk]).fetchone()[0] + 1
    now = _now()
    hand_id = db["hands"].insert({
        "game_id": pk, "position": position, "record_json": json.dumps(record),
        "created": now, "updated": now, "nonce": nonce,
    }).last_pk
    _log(db, pk, hand_id, position, "add", None, record)
    return hand_id


def add_hand(db, game_id, record, *, expected_version, nonce=None, finished=None) -> int:
    """Append a hand and return its id; the game's version becomes expected_version + 1.

    A `nonce` already saved in this game means the same form was posted again (a double tap):
    the hand saved the first time is returned and nothing changes."""
    _check_hand(record)
    with _writing(db):
        pk = _pk(db, game_id)
        if nonce is not None:
            row = db.execute("SELECT id FROM hands WHERE game_id = ? AND nonce = ?", [pk, nonce]).fetchone()
            if row:
                return row[0]
        _bump(db, pk, expected_version, finished)
        return _append_hand(db, pk, record, nonce)


def hand_with_nonce(db, game_id, nonce) -> int | None:
    """The position of the hand saved from the form with this nonce, or None."""
    row = db.execute("SELECT position FROM hands JOIN games ON games.id = hands.game_id"
                     " WHERE games.token = ? AND nonce = ?", [game_id, nonce]).fetchone()
    return row[0] if row else None


def update_hand(db, game_id, position, record, *, expected_version, finished=None) -> int:
    """Replace the hand at a 1-based position; returns the game's new version."""
    _check_hand(record)
    with _writing(db):
        pk = _pk(db, game_id)
        version = _bump(db, pk, expected_version, finished)
        hand = _hand_at(db, pk, position)
        db.execute("UPDATE hands SET record_json = ?, updated = ? WHERE id = ?",
                   [json.dumps(record), _now(), hand["id"]])
        _log(db, pk, hand["id"], position, "edit", json.loads(hand["record_json"]), record)
        return version


def delete_hand(db, game_id, position, *, expected_version, finished=None) -> int:
    """Delete the hand at a 1-based position, moving later hands up; returns the new version."""
    with _writing(db):
        pk = _pk(db, game_id)
        version = _bump(db, pk, expected_version, finished)
        hand = _hand_at(db, pk, position)
        _log(db, pk, hand["id"], position, "delete", json.loads(hand["record_json"]), None)
        db.execute("DELETE FROM hands WHERE id = ?", [hand["id"]])
        # Two steps keep UNIQUE(game_id, position) true whatever order SQLite updates rows in.
        db.execute("UPDATE hands SET position = -(position - 1) WHERE game_id = ? AND position > ?",
                   [pk, position])
        db.execute("UPDATE hands SET position = -position WHERE game_id = ? AND position < 0", [pk])
        return version


def update_setup(db, game_id, *, name, sides, first_dealer, expected_version) -> int:
    """Rename the game, its sides or players, or change the first dealer; returns the new version.
    Scores are computed from the records, so every total follows; the change is logged."""
    with _writing(db):
        pk = _pk(db, game_id)
        version = _bump(db, pk, expected_version)
        row = db.execute("SELECT name, sides_json, first_dealer FROM games WHERE id = ?", [pk]).fetchone()
        before = {"name": row[0], "sides": json.loads(row[1]), "first_dealer": row[2]}
        after = {"name": name, "sides": sides, "first_dealer": first_dealer}
        db.execute("UPDATE games SET name = ?, sides_json = ?, first_dealer = ? WHERE id = ?",
                   [name, json.dumps(sides), first_dealer, pk])
        db["game_changes"].insert({"game_id": pk, "before_json": json.dumps(before),
                                   "after_json": json.dumps(after), "at": _now()})
        return version


def setup_changes(db, game_id) -> list[dict]:
    """The game's renamings and dealer changes, oldest first: {"at", "before", "after"}."""
    return [{"at": row["at"], "before": json.loads(row["before_json"]), "after": json.loads(row["after_json"])}
            for row in db.query("SELECT game_changes.* FROM game_changes JOIN games ON games.id = game_id"
                                " WHERE games.token = ? ORDER BY game_changes.id", [game_id])]


def export_game(db, game_id) -> dict:
    """The game as a game record (record-format.md, format 1), hands exactly as entered."""
    game = get_game(db, game_id)
    if game is None:
        raise NotFound(f"no game {game_id}")
    return record_of(game)


def record_of(game: dict) -> dict:
    """A game as `get_game` returns it, as its game record (format 1)."""
    record = {"format": RECORD_FORMAT, "name": game["name"], "created": game["created"],
              "variant": game["variant"], "rules": game["rules"], "sides": game["sides"]}
    if game["first_dealer"] is not None:
        record["first_dealer"] = game["first_dealer"]
    record["hands"] = [hand["record"] for hand in game["hands"]]
    return record


def import_game(db, record, *, finished=False) -> str:
    """Store a game record as a new game and return its id (all of it, or nothing);
    `finished` is what its scores say."""
    if not isinstance(record, dict) or record.get("format", RECORD_FORMAT) != RECORD_FORMAT:
        raise ValueError("not a format 1 game record")
    hands = record.get("hands", [])
    for hand in hands:
        _check_hand(hand)
    sides = record["sides"]
    name = record.get("name") or " v ".join(side["name"] for side in sides)
    with _writing(db):
        pk, game_id = _insert_game(db, name, record["variant"], record.get("rules"), sides,
                                   record.get("first_dealer"), record.get("created"))
        for hand in hands:
            _append_hand(db, pk, hand)
        if finished:
            db.execute("UPDATE games SET finished_at = ? WHERE id = ?", [_now(), pk])
    return game_id
