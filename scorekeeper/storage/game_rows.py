"""Games: creating, reading, listing, renaming and deleting them, and a game as its JSON record
(record-format.md) in and out. Hands themselves are hand_rows.py's."""

import json

from scorekeeper.record.names import name_key, side_people
from scorekeeper.storage.group_store.roster_rows import link_players, with_roster
from scorekeeper.storage.tokens import new_token
from scorekeeper.storage.transactions import (
    NotFound,
    bump_version,
    game_pk,
    now_utc,
    writing,
)

RECORD_FORMAT = 1


def create_game(
    db, *, name, variant, rules, sides, first_dealer=None, group_pk=None
) -> str:
    """Store a new game (no hands yet, version 1) and return its id (the link token). In a group,
    each player gets her roster id beside her name (a new name joins the roster)."""
    with writing(db):
        return insert_game(
            db, name, variant, rules, sides, first_dealer, None, group_pk
        )[1]


def insert_game(
    db, name, variant, rules, sides, first_dealer, created, group_pk=None, cache=None
) -> tuple[int, str]:
    """The new game's primary key and token."""
    now, token = now_utc(), new_token()
    if group_pk is not None:
        sides = with_roster(db, group_pk, sides, cache)
    else:
        sides = [{k: v for k, v in side.items() if k != "roster"} for side in sides]
    pk = (
        db["games"]
        .insert(
            {
                "created": created or now,
                "updated": now,
                "name": name,
                "variant": variant,
                "rules_json": json.dumps(rules or {}),
                "sides_json": json.dumps(sides),
                "first_dealer": first_dealer,
                "version": 1,
                "finished_at": None,
                "token": token,
                "view_token": new_token(),
                "group_id": group_pk,
            }
        )
        .last_pk
    )
    if group_pk is not None:
        link_players(db, pk, sides)
    return pk, token


def _game(row) -> dict:
    return {
        "id": row["token"],
        "name": row["name"],
        "variant": row["variant"],
        "rules": json.loads(row["rules_json"]),
        "sides": json.loads(row["sides_json"]),
        "first_dealer": row["first_dealer"],
        "version": row["version"],
        "created": row["created"],
        "updated": row["updated"],
        "finished_at": row["finished_at"],
        "finished": row["finished_at"] is not None,
        "view_token": row["view_token"],
        "in_group": row["group_id"] is not None,
    }


def _change(row) -> dict:
    return {
        "id": row["id"],
        "hand_id": row["hand_id"],
        "position": row["position"],
        "action": row["action"],
        "at": row["at"],
        "before": None
        if row["before_json"] is None
        else json.loads(row["before_json"]),
        "after": None if row["after_json"] is None else json.loads(row["after_json"]),
    }


def get_game(db, game_id, *, by="token") -> dict | None:
    """The game with its hands in order (each with its change log), or None. `by="view_token"`
    finds it by its view-only link instead (the caller then must change nothing).

    Read in one transaction so `version` always matches the hands returned."""
    if not isinstance(game_id, str) or by not in ("token", "view_token"):
        return None  # a game's id is its link token
    with db.atomic():
        rows = list(db.query(f"SELECT * FROM games WHERE {by} = ?", [game_id]))
        if not rows:
            return None
        game, pk = _game(rows[0]), rows[0]["id"]
        changes = [
            _change(r)
            for r in db.query(
                "SELECT * FROM hand_changes WHERE game_id = ? ORDER BY id", [pk]
            )
        ]
        hands = list(
            db.query("SELECT * FROM hands WHERE game_id = ? ORDER BY position", [pk])
        )
    game["changes"] = changes
    game["hands"] = [
        {
            "id": h["id"],
            "position": h["position"],
            "record": json.loads(h["record_json"]),
            "created": h["created"],
            "updated": h["updated"],
            "changes": [c for c in changes if c["hand_id"] == h["id"]],
        }
        for h in hands
    ]
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
        f" FROM games{where} ORDER BY updated DESC, id DESC",
        params,
    )
    return [{**_game(row), "hand_count": row["hand_count"]} for row in rows]


def legacy_games(db) -> list[str]:
    """Ids of the games stored before games had private links, most recently changed first."""
    return [
        row[0]
        for row in db.execute(
            "SELECT token FROM games WHERE legacy ORDER BY updated DESC"
        )
    ]


def delete_game(db, game_id) -> bool:
    """Delete a game with its hands and change log; False if there was no such game."""
    with writing(db):
        return db.execute("DELETE FROM games WHERE token = ?", [game_id]).rowcount == 1


def set_finished(db, game_id, finished: bool) -> int:
    """Mark the game finished (keeping the first finish time) or in play again; returns the
    new version. Not version-checked: marking it twice means the same thing."""
    with writing(db):
        cursor = db.execute(
            "UPDATE games SET finished_at = CASE WHEN ? THEN coalesce(finished_at, ?) END,"
            " version = version + 1, updated = ? WHERE token = ? RETURNING version",
            [finished, now_utc(), now_utc(), game_id],
        )
        # Read to the end: COMMIT refuses while RETURNING is mid-way
        rows = cursor.fetchall()
        if not rows:
            raise NotFound(f"no game {game_id}")
        return rows[0][0]


def update_setup(db, game_id, *, name, sides, first_dealer, expected_version) -> int:
    """Rename the game, its sides or players, or change the first dealer; returns the new version.
    Scores are computed from the records, so every total follows; the change is logged."""
    with writing(db):
        pk = game_pk(db, game_id)
        version = bump_version(db, pk, expected_version)
        row = db.execute(
            "SELECT name, sides_json, first_dealer, group_id FROM games WHERE id = ?",
            [pk],
        ).fetchone()
        before = {"name": row[0], "sides": json.loads(row[1]), "first_dealer": row[2]}
        # In a group, a corrected name is looked up in the roster again
        if row[3] is not None:
            sides = with_roster(db, row[3], sides)
            link_players(db, pk, sides)
        after = {"name": name, "sides": sides, "first_dealer": first_dealer}
        db.execute(
            "UPDATE games SET name = ?, sides_json = ?, first_dealer = ? WHERE id = ?",
            [name, json.dumps(sides), first_dealer, pk],
        )
        db["game_changes"].insert(
            {
                "game_id": pk,
                "before_json": json.dumps(before),
                "after_json": json.dumps(after),
                "at": now_utc(),
            }
        )
        return version


def setup_changes(db, game_id) -> list[dict]:
    """The game's renamings and dealer changes, oldest first: {"at", "before", "after"}."""
    return [
        {
            "at": row["at"],
            "before": json.loads(row["before_json"]),
            "after": json.loads(row["after_json"]),
        }
        for row in db.query(
            "SELECT game_changes.* FROM game_changes JOIN games ON games.id = game_id"
            " WHERE games.token = ? ORDER BY game_changes.id",
            [game_id],
        )
    ]


def export_game(db, game_id) -> dict:
    """The game as a game record (record-format.md, format 1), hands exactly as entered."""
    game = get_game(db, game_id)
    if game is None:
        raise NotFound(f"no game {game_id}")
    return record_of(game)


def _known_names(db, sides, roster_ids) -> dict:
    """The roster ids a group file gave these sides' people, by name key, for with_roster."""
    known = {}
    for side in sides:
        for person, rid in zip(side_people(side), side.get("roster") or []):
            if roster_ids and rid in roster_ids:
                known[name_key(person)] = roster_ids[rid]
    return known


def record_of(game: dict) -> dict:
    """A game as `get_game` returns it, as its game record (format 1)."""
    record = {
        "format": RECORD_FORMAT,
        "name": game["name"],
        "created": game["created"],
        "variant": game["variant"],
        "rules": game["rules"],
        "sides": game["sides"],
    }
    if game["first_dealer"] is not None:
        record["first_dealer"] = game["first_dealer"]
    record["hands"] = [hand["record"] for hand in game["hands"]]
    return record
