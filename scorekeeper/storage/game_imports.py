"""Importing game records: one record or a whole file of them, in one transaction (every game
or none: a server killed mid-import leaves nothing half-imported), and safe to repeat.

A game's identity across imports is its import key, stored with the game: the caller's keyed
digest of the record's canonical JSON (the web layer keys it with the importing device's own
random id, so only that device finds its earlier import). Importing a record whose key a stored
game holds gives that game back instead of a copy: the same file imported twice, or sent again
after its answer was lost, stores each game once."""

import hashlib
import hmac
import json

from scorekeeper.storage.game_rows import RECORD_FORMAT, _known_names, insert_game
from scorekeeper.storage.hand_rows import append_hand, check_hand
from scorekeeper.storage.transactions import now_utc, writing


def import_key(secret: str, record: dict) -> str:
    """The record's identity for `secret`'s imports: an HMAC-SHA-256 of its canonical JSON
    (keys sorted, no spaces), so the same record in any formatting has the same key."""
    canonical = json.dumps(
        record, sort_keys=True, separators=(",", ":"), ensure_ascii=False
    )
    return hmac.new(secret.encode(), canonical.encode(), hashlib.sha256).hexdigest()


def import_game(
    db, record, *, finished=False, key=None, group_pk=None, roster_ids=None
) -> str:
    """Store a game record as a new game and return its id (all of it, or nothing);
    `finished` is what its scores say. With a `key` a stored game already holds, that game.
    Into a group, `roster_ids` maps the record's roster ids to the group's (a group file's);
    names without one join the roster by their spelling."""
    return import_games(db, [(record, finished, key)], group_pk, roster_ids)[0]


def import_games(db, entries, group_pk=None, roster_ids=None) -> list[str]:
    """Store every (record, finished, key) in one transaction and return their ids in order:
    all of them or none. An entry whose key a stored game holds (or an earlier entry of the same
    call) is that game, not a new one."""
    for record, _finished, _key in entries:
        _check(record)
    ids = []
    with writing(db):
        for record, finished, key in entries:
            ids.append(
                _stored_as(db, key)
                or _insert(db, record, finished, key, group_pk, roster_ids)
            )
    return ids


def _check(record) -> None:
    if (
        not isinstance(record, dict)
        or record.get("format", RECORD_FORMAT) != RECORD_FORMAT
    ):
        raise ValueError("not a format 1 game record")
    for hand in record.get("hands", []):
        check_hand(hand)


def _stored_as(db, key) -> str | None:
    if key is None:
        return None
    row = db.execute(
        "SELECT open_key(token_digest, token_seal) FROM games WHERE import_key = ?",
        [key],
    ).fetchone()
    return row[0] if row else None


def _insert(db, record, finished, key, group_pk=None, roster_ids=None) -> str:
    sides = record["sides"]
    name = record.get("name") or " v ".join(side["name"] for side in sides)
    pk, game_id = insert_game(
        db,
        name,
        record["variant"],
        record.get("rules"),
        sides,
        record.get("first_dealer"),
        record.get("created"),
        group_pk,
        _known_names(db, sides, roster_ids),
    )
    for hand in record.get("hands", []):
        append_hand(db, pk, hand)
    db.execute(
        "UPDATE games SET import_key = ?, finished_at = ? WHERE id = ?",
        [key, now_utc() if finished else None, pk],
    )
    return game_id
