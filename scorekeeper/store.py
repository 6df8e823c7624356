"""Storage: the only module that imports sqlite_utils.

It keeps what was entered (each hand verbatim as the game record's hand object) and never
scores: the rules engine scores when reading, so a fixed scoring bug corrects every game.
Every write checks and bumps `games.version` in one transaction, so when two phones save the
same game at once the second gets StaleGame instead of losing or duplicating a hand.
"""

import json
import sqlite3
from contextlib import contextmanager
from datetime import datetime, timezone

import click
import sqlite_utils
from flask import current_app, g
from flask.cli import with_appcontext

RECORD_FORMAT = 1
BUSY_TIMEOUT_MS = 5000
migrations = sqlite_utils.Migrations("scorekeeper")


class StaleGame(Exception):
    """The game changed since the caller read it (someone saved first): reload, then retry."""


class NotFound(LookupError):
    """No such game, or no hand at that position."""


class CannotWrite(Exception):
    """SQLite refused to write (a read-only file or folder, a full disk): nothing was saved."""


_CANNOT_WRITE = {sqlite3.SQLITE_READONLY, sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_PERM,
                 sqlite3.SQLITE_CANTOPEN}


@migrations(name="0001_initial")
def _initial(db):
    # Raw SQL for what sqlite-utils' create() cannot say: CHECK, UNIQUE and ON DELETE actions.
    db.execute("""CREATE TABLE games (
        id INTEGER PRIMARY KEY, created TEXT NOT NULL, updated TEXT NOT NULL,
        name TEXT NOT NULL, variant TEXT NOT NULL,
        rules_json TEXT NOT NULL,        -- house-rule overrides, as in the record's "rules"
        sides_json TEXT NOT NULL,        -- the record's "sides"
        first_dealer TEXT,
        version INTEGER NOT NULL,        -- bumped by every change: optimistic concurrency
        finished_at TEXT) STRICT""")
    db.execute("""CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,       -- 1-based order in the game
        record_json TEXT NOT NULL,       -- the record's hand object, verbatim
        created TEXT NOT NULL, updated TEXT NOT NULL,
        UNIQUE (game_id, position)) STRICT""")
    db.execute("""CREATE TABLE hand_changes (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        hand_id INTEGER REFERENCES hands(id) ON DELETE SET NULL,
        position INTEGER NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('add', 'edit', 'delete')),
        before_json TEXT, after_json TEXT, at TEXT NOT NULL) STRICT""")
    db.execute("CREATE INDEX hand_changes_game ON hand_changes (game_id)")
    db.execute("CREATE INDEX hand_changes_hand ON hand_changes (hand_id)")


@migrations(name="0002_hand_nonce")
def _hand_nonce(db):
    # The hand form's one-time token: the same form posted twice (a double tap) saves one hand.
    db.execute("ALTER TABLE hands ADD COLUMN nonce TEXT")
    db.execute("CREATE UNIQUE INDEX hands_nonce ON hands (game_id, nonce) WHERE nonce IS NOT NULL")


def open_db(path) -> sqlite_utils.Database:
    """Open the database file, creating it or bringing its schema up to date."""
    db = sqlite_utils.Database(path, strict=True)
    # Wait for another writer instead of failing at once: phones at one table save together.
    db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    db.execute("PRAGMA foreign_keys = ON")
    db.enable_wal()
    migrations.apply(db)
    return db


def applied_migrations(db) -> list[str]:
    """Names of the schema migrations this database has, oldest first."""
    return [m.name for m in migrations.applied(db)]


@contextmanager
def _writing(db):
    """One write transaction that takes the write lock first (BEGIN IMMEDIATE), so a
    concurrent writer waits for it and then sees the bumped version."""
    db.execute("BEGIN IMMEDIATE")
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


def create_game(db, *, name, variant, rules, sides, first_dealer=None) -> int:
    """Store a new game (no hands yet, version 1) and return its id."""
    with _writing(db):
        return _insert_game(db, name, variant, rules, sides, first_dealer, created=None)


def _insert_game(db, name, variant, rules, sides, first_dealer, created) -> int:
    now = _now()
    return db["games"].insert({
        "created": created or now, "updated": now, "name": name, "variant": variant,
        "rules_json": json.dumps(rules or {}), "sides_json": json.dumps(sides),
        "first_dealer": first_dealer, "version": 1, "finished_at": None,
    }).last_pk


def _game(row) -> dict:
    return {
        "id": row["id"], "name": row["name"], "variant": row["variant"],
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
    if isinstance(game_id, int) and not 0 < game_id < 2**63:
        return None  # no such row, and SQLite could not even be asked (its integers are 64-bit)
    with db.atomic():
        rows = list(db.query("SELECT * FROM games WHERE id = ?", [game_id]))
        if not rows:
            return None
        game = _game(rows[0])
        changes = [_change(r) for r in db.query(
            "SELECT * FROM hand_changes WHERE game_id = ? ORDER BY id", [game_id])]
        hands = list(db.query("SELECT * FROM hands WHERE game_id = ? ORDER BY position", [game_id]))
    game["changes"] = changes
    game["hands"] = [{
        "id": h["id"], "position": h["position"], "record": json.loads(h["record_json"]),
        "created": h["created"], "updated": h["updated"],
        "changes": [c for c in changes if c["hand_id"] == h["id"]],
    } for h in hands]
    return game


def list_games(db) -> list[dict]:
    """Every game, most recently changed first, with its number of hands (no hands themselves)."""
    rows = db.query(
        "SELECT games.*, (SELECT count(*) FROM hands WHERE game_id = games.id) AS hand_count"
        " FROM games ORDER BY updated DESC, id DESC")
    return [{**_game(row), "hand_count": row["hand_count"]} for row in rows]


def delete_game(db, game_id) -> bool:
    """Delete a game with its hands and change log; False if there was no such game."""
    with _writing(db):
        return db.execute("DELETE FROM games WHERE id = ?", [game_id]).rowcount == 1


def set_finished(db, game_id, finished: bool) -> int:
    """Mark the game finished (keeping the first finish time) or in play again; returns the
    new version. Not version-checked: marking it twice means the same thing."""
    with _writing(db):
        cursor = db.execute(
            "UPDATE games SET finished_at = CASE WHEN ? THEN coalesce(finished_at, ?) END,"
            " version = version + 1, updated = ? WHERE id = ? RETURNING version",
            [finished, _now(), _now(), game_id])
        rows = cursor.fetchall()  # read to the end: COMMIT refuses while RETURNING is mid-way
        if not rows:
            raise NotFound(f"no game {game_id}")
        return rows[0][0]


def _bump(db, game_id, expected_version) -> int:
    """Claim the next version of the game, or raise StaleGame / NotFound."""
    cursor = db.execute(
        "UPDATE games SET version = version + 1, updated = ? WHERE id = ? AND version = ?",
        [_now(), game_id, expected_version])
    if cursor.rowcount == 1:
        return expected_version + 1
    if db.execute("SELECT 1 FROM games WHERE id = ?", [game_id]).fetchone():
        raise StaleGame(f"game {game_id} is no longer at version {expected_version}")
    raise NotFound(f"no game {game_id}")


def _hand_at(db, game_id, position) -> dict:
    rows = list(db.query("SELECT * FROM hands WHERE game_id = ? AND position = ?", [game_id, position]))
    if not rows:
        raise NotFound(f"game {game_id} has no hand {position}")
    return rows[0]


def _log(db, game_id, hand_id, position, action, before, after):
    db["hand_changes"].insert({
        "game_id": game_id, "hand_id": hand_id, "position": position, "action": action,
        "before_json": None if before is None else json.dumps(before),
        "after_json": None if after is None else json.dumps(after), "at": _now(),
    })


def _check_hand(record):
    if not isinstance(record, dict) or not isinstance(record.get("results"), list):
        raise ValueError('a hand is an object with a "results" list (record-format.md)')


def _append_hand(db, game_id, record, nonce=None) -> int:
    position = db.execute("SELECT count(*) FROM hands WHERE game_id = ?", [game_id]).fetchone()[0] + 1
    now = _now()
    hand_id = db["hands"].insert({
        "game_id": game_id, "position": position, "record_json": json.dumps(record),
        "created": now, "updated": now, "nonce": nonce,
    }).last_pk
    _log(db, game_id, hand_id, position, "add", None, record)
    return hand_id


def add_hand(db, game_id, record, *, expected_version, nonce=None) -> int:
    """Append a hand and return its id; the game's version becomes expected_version + 1.

    A `nonce` already saved in this game means the same form was posted again (a double tap):
    the hand saved the first time is returned and nothing changes."""
    _check_hand(record)
    with _writing(db):
        if nonce is not None:
            row = db.execute("SELECT id FROM hands WHERE game_id = ? AND nonce = ?", [game_id, nonce]).fetchone()
            if row:
                return row[0]
        _bump(db, game_id, expected_version)
        return _append_hand(db, game_id, record, nonce)


def hand_with_nonce(db, game_id, nonce) -> int | None:
    """The position of the hand saved from the form with this nonce, or None."""
    row = db.execute("SELECT position FROM hands WHERE game_id = ? AND nonce = ?", [game_id, nonce]).fetchone()
    return row[0] if row else None


def update_hand(db, game_id, position, record, *, expected_version) -> int:
    """Replace the hand at a 1-based position; returns the game's new version."""
    _check_hand(record)
    with _writing(db):
        version = _bump(db, game_id, expected_version)
        hand = _hand_at(db, game_id, position)
        db.execute("UPDATE hands SET record_json = ?, updated = ? WHERE id = ?",
                   [json.dumps(record), _now(), hand["id"]])
        _log(db, game_id, hand["id"], position, "edit", json.loads(hand["record_json"]), record)
        return version


def delete_hand(db, game_id, position, *, expected_version) -> int:
    """Delete the hand at a 1-based position, moving later hands up; returns the new version."""
    with _writing(db):
        version = _bump(db, game_id, expected_version)
        hand = _hand_at(db, game_id, position)
        _log(db, game_id, hand["id"], position, "delete", json.loads(hand["record_json"]), None)
        db.execute("DELETE FROM hands WHERE id = ?", [hand["id"]])
        # Two steps keep UNIQUE(game_id, position) true whatever order SQLite updates rows in.
        db.execute("UPDATE hands SET position = -(position - 1) WHERE game_id = ? AND position > ?",
                   [game_id, position])
        db.execute("UPDATE hands SET position = -position WHERE game_id = ? AND position < 0", [game_id])
        return version


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


def import_game(db, record) -> int:
    """Store a game record as a new game and return its id (all of it, or nothing)."""
    if not isinstance(record, dict) or record.get("format", RECORD_FORMAT) != RECORD_FORMAT:
        raise ValueError("not a format 1 game record")
    hands = record.get("hands", [])
    for hand in hands:
        _check_hand(hand)
    sides = record["sides"]
    name = record.get("name") or " v ".join(side["name"] for side in sides)
    with _writing(db):
        game_id = _insert_game(db, name, record["variant"], record.get("rules"), sides,
                               record.get("first_dealer"), record.get("created"))
        for hand in hands:
            _append_hand(db, game_id, hand)
    return game_id


def get_db() -> sqlite_utils.Database:
    """This request's database connection, opened on first use."""
    if "db" not in g:
        g.db = open_db(current_app.config["DATABASE"])
    return g.db


def close_db(exception=None):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@click.command("init-db")
@with_appcontext
def init_db_command():
    """Create the database, or bring its schema up to date."""
    db = open_db(current_app.config["DATABASE"])
    click.echo(f"{current_app.config['DATABASE']}: schema {', '.join(applied_migrations(db))}")
    db.close()


def init_app(app):
    """Close each request's connection, add `flask init-db`, and migrate now: before requests
    arrive in parallel, so two first requests never race to create the tables."""
    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)
    open_db(app.config["DATABASE"]).close()
