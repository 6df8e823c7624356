"""Hands: appending one, correcting one, deleting one, each logged with what it was before, so a
mistaken correction can be seen and undone. Each write happens once per form nonce: the same
form sent again (a double tap, or a phone resending what it kept offline) changes nothing."""

import json

from scorekeeper.storage.transactions import (
    NotFound,
    bump_version,
    game_pk,
    now_utc,
    writing,
)


def _hand_at(db, pk, position) -> dict:
    rows = list(
        db.query(
            "SELECT * FROM hands WHERE game_id = ? AND position = ?", [pk, position]
        )
    )
    if not rows:
        raise NotFound(f"the game has no hand {position}")
    return rows[0]


def _log(db, pk, hand_id, position, action, before, after, nonce=None):
    db["hand_changes"].insert(
        {
            "game_id": pk,
            "hand_id": hand_id,
            "position": position,
            "action": action,
            "before_json": None if before is None else json.dumps(before),
            "after_json": None if after is None else json.dumps(after),
            "at": now_utc(),
            "nonce": nonce,
        }
    )


def _logged_with(db, pk, nonce) -> bool:
    return (
        nonce is not None
        and db.execute(
            "SELECT 1 FROM hand_changes WHERE game_id = ? AND nonce = ?", [pk, nonce]
        ).fetchone()
        is not None
    )


def check_hand(record):
    if not isinstance(record, dict) or not isinstance(record.get("results"), list):
        raise ValueError('a hand is an object with a "results" list (record-format.md)')


def append_hand(db, pk, record, nonce=None, saved_by=None) -> int:
    position = (
        db.execute("SELECT count(*) FROM hands WHERE game_id = ?", [pk]).fetchone()[0]
        + 1
    )
    now = now_utc()
    hand_id = (
        db["hands"]
        .insert(
            {
                "game_id": pk,
                "position": position,
                "record_json": json.dumps(record),
                "created": now,
                "updated": now,
                "nonce": nonce,
                "saved_by": saved_by,
            }
        )
        .last_pk
    )
    # The add's nonce is logged too: a queued hand names it, and must still find it once the hand
    # it made is deleted (changes_with_nonces).
    _log(db, pk, hand_id, position, "add", None, record, nonce)
    return hand_id


def append_new_games_hands(db, pk, records) -> None:
    """A new game's hands in order (an imported group's game): each its row and its log line, as
    `append_hand` writes them, in plain SQL. sqlite-utils' insert looks the table up at every row:
    a 2,000-game group file's 80,000 hands held the write lock five times as long that way."""
    now = now_utc()
    for position, record in enumerate(records, start=1):
        text = json.dumps(record)
        hand_id = db.conn.execute(
            "INSERT INTO hands (game_id, position, record_json, created, updated, nonce)"
            " VALUES (?, ?, ?, ?, ?, NULL)",
            [pk, position, text, now, now],
        ).lastrowid
        db.conn.execute(
            "INSERT INTO hand_changes (game_id, hand_id, position, action, before_json,"
            " after_json, at, nonce) VALUES (?, ?, ?, 'add', NULL, ?, ?, NULL)",
            [pk, hand_id, position, text, now],
        )


def add_hand(
    db, game_id, record, *, expected_version, nonce=None, finished=None, saved_by=None
) -> int:
    """Append a hand and return its id; the game's version becomes expected_version + 1.
    `saved_by`: a digest of the phone's device id (at a table that confirms hands, that phone
    may not give the OK).

    A `nonce` already saved in this game means the same form was posted again (a double tap, or
    a phone resending what it kept): the hand saved the first time is returned and nothing
    changes, even when that hand has been deleted since (the deletion stands)."""
    check_hand(record)
    with writing(db):
        pk = game_pk(db, game_id)
        added = _added_with(db, pk, nonce) if nonce is not None else None
        if added:
            return added[0]
        bump_version(db, pk, expected_version, finished)
        return append_hand(db, pk, record, nonce, saved_by)


def hand_with_nonce(db, game_id, nonce) -> int | None:
    """The position of the hand saved from the form with this nonce (where it was saved, if it
    has been deleted since), or None."""
    try:
        added = _added_with(db, game_pk(db, game_id), nonce)
    except NotFound:
        return None
    return added[1] if added else None


def _added_with(db, pk, nonce) -> tuple[int, int] | None:
    """(hand id, position) of the hand the form with this nonce added: its row, or once deleted its
    log line (adds logged before their nonce was logged are found by their row alone)."""
    return db.execute(
        "SELECT id, position FROM hands WHERE game_id = ? AND nonce = ?"
        " UNION ALL SELECT hand_id, position FROM hand_changes"
        " WHERE game_id = ? AND nonce = ? AND action = 'add'",
        [pk, nonce, pk, nonce],
    ).fetchone()


def changes_with_nonces(db, game_id, nonces) -> int:
    """How many of these form nonces made a change to the game (a hand added, corrected or
    deleted), each counted once: a hand is found by its row, or by its log line once deleted
    (adds logged before their nonce was logged are found by their row alone)."""
    wanted = sorted(set(nonces))
    if not wanted:
        return 0
    pk = game_pk(db, game_id)
    marks = ", ".join("?" for _ in wanted)
    found = db.execute(
        "SELECT count(*) FROM (SELECT nonce FROM hands WHERE game_id = ?"
        f" AND nonce IN ({marks}) UNION SELECT nonce FROM hand_changes"
        f" WHERE game_id = ? AND nonce IN ({marks}))",
        [pk, *wanted, pk, *wanted],
    ).fetchone()
    return found[0]


def change_with_nonce(db, game_id, nonce) -> dict | None:
    """The correction or deletion made from the form with this nonce ({"action", "position"}), or None."""
    row = db.execute(
        "SELECT action, position FROM hand_changes JOIN games ON games.id = hand_changes.game_id"
        " WHERE games.token_digest = key_digest(?) AND nonce = ? AND action IN ('edit', 'delete')",
        [game_id, nonce],
    ).fetchone()
    return {"action": row[0], "position": row[1]} if row else None


def _current_version(db, pk) -> int:
    return db.execute("SELECT version FROM games WHERE id = ?", [pk]).fetchone()[0]


def update_hand(
    db,
    game_id,
    position,
    record,
    *,
    expected_version,
    finished=None,
    nonce=None,
    saved_by=None,
) -> int:
    """Replace the hand at a 1-based position; returns the game's new version. A `nonce` already
    logged in this game means this correction was made before: nothing changes. The phone that
    corrects a hand saved it, as far as the other side's OK goes (`saved_by`)."""
    check_hand(record)
    with writing(db):
        pk = game_pk(db, game_id)
        if _logged_with(db, pk, nonce):
            return _current_version(db, pk)
        version = bump_version(db, pk, expected_version, finished)
        hand = _hand_at(db, pk, position)
        db.execute(
            "UPDATE hands SET record_json = ?, updated = ?, saved_by = ? WHERE id = ?",
            [json.dumps(record), now_utc(), saved_by, hand["id"]],
        )
        _log(
            db,
            pk,
            hand["id"],
            position,
            "edit",
            json.loads(hand["record_json"]),
            record,
            nonce,
        )
        return version


def delete_hand(
    db, game_id, position, *, expected_version, finished=None, nonce=None
) -> int:
    """Delete the hand at a 1-based position, moving later hands up; returns the new version.
    A `nonce` already logged in this game means this deletion was made before: nothing changes."""
    with writing(db):
        pk = game_pk(db, game_id)
        if _logged_with(db, pk, nonce):
            return _current_version(db, pk)
        version = bump_version(db, pk, expected_version, finished)
        hand = _hand_at(db, pk, position)
        _log(
            db,
            pk,
            hand["id"],
            position,
            "delete",
            json.loads(hand["record_json"]),
            None,
            nonce,
        )
        db.execute("DELETE FROM hands WHERE id = ?", [hand["id"]])
        # Two steps keep UNIQUE(game_id, position) true whatever order SQLite updates rows in.
        db.execute(
            "UPDATE hands SET position = -(position - 1) WHERE game_id = ? AND position > ?",
            [pk, position],
        )
        db.execute(
            "UPDATE hands SET position = -position WHERE game_id = ? AND position < 0",
            [pk],
        )
        return version
