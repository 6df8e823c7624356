"""Groups: a household's table or a club, the memory of people who play together. A group has two
links: its token records (new games, renaming and merging players), its view token only shows.
Both are 128 random bits, like a game's link. A game belongs to at most one group and keeps its
own link; the cookie of a phone keeps the few groups it joined, never their games."""

import hashlib
import json

from scorekeeper.record.names import tidy
from scorekeeper.storage.group_store.roster_rows import link_players, with_roster
from scorekeeper.storage.tokens import new_token
from scorekeeper.storage.transactions import NotFound, now_utc, writing


def create_group(db, name) -> str:
    """A new, empty group; returns its recording token."""
    with writing(db):
        return _insert_group(db, name)[1]


def identity(name, created) -> str:
    """A group's fingerprint, kept with it and carried by its file (its moment of creation, to
    the microsecond; its name where a file has none): the same file, or a later download of the
    same group, imported again is recognised instead of silently making a second group."""
    text = json.dumps([created, None if created else tidy(name)], ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def group_of_identity(db, fingerprint) -> dict | None:
    """The group of this fingerprint, if any: {"pk", "name", "token", "view"} (the recording
    token is for the server's checks, never for a page that has only the file)."""
    row = db.execute(
        "SELECT id, name, token, view_token FROM groups WHERE fingerprint = ?"
        " ORDER BY id LIMIT 1",
        [fingerprint],
    ).fetchone()
    if row is None:
        return None
    return {"pk": row[0], "name": row[1], "token": row[2], "view": row[3]}


def device_group(db, device) -> str:
    """The recording token of the group a phone's own games go into (`device`, its random id):
    the one made for it before, else a new unnamed one."""
    with writing(db):
        row = db.execute(
            "SELECT token FROM groups WHERE device = ?", [device]
        ).fetchone()
        if row:
            return row[0]
        pk, token = _insert_group(db, "")
        db.execute("UPDATE groups SET device = ? WHERE id = ?", [device, pk])
        return token


def _insert_group(db, name, created=None) -> tuple[int, str]:
    token = new_token()
    created = created or now_utc()
    pk = (
        db["groups"]
        .insert(
            {
                "token": token,
                "view_token": new_token(),
                "name": name,
                "created": created,
                "fingerprint": identity(name, created),
            }
        )
        .last_pk
    )
    return pk, token


def _group(row, can_record) -> dict:
    return {
        "pk": row[0],
        "token": row[1],
        "view_token": row[2],
        "name": row[3],
        "created": row[4],
        "games": row[5],
        "can_record": can_record,
        # What this visitor's links use: the recording token only for whoever has it.
        "key": row[1] if can_record else row[2],
    }


_SELECT = (
    "SELECT id, token, view_token, name, created,"
    " (SELECT count(*) FROM games WHERE group_id = groups.id) FROM groups"
)


def group_by_key(db, key) -> dict | None:
    """The group whose recording or view-only token this is (`can_record` says which), or None."""
    if not isinstance(key, str):
        return None
    row = db.execute(f"{_SELECT} WHERE token = ?", [key]).fetchone()
    if row:
        return _group(row, True)
    row = db.execute(f"{_SELECT} WHERE view_token = ?", [key]).fetchone()
    return _group(row, False) if row else None


def all_groups(db) -> list[dict]:
    """Every group on the server, for its owner: name, size and tokens, largest first."""
    rows = db.execute(f"{_SELECT} ORDER BY 6 DESC, id").fetchall()
    return [_group(row, True) for row in rows]


def rename_group(db, group_pk, name) -> None:
    with writing(db):
        db.execute("UPDATE groups SET name = ? WHERE id = ?", [name, group_pk])


def group_of_game(db, game_id) -> dict | None:
    """The group a game belongs to (by the game's token), with the recording token, or None."""
    row = db.execute(
        f"{_SELECT} WHERE id = (SELECT group_id FROM games WHERE token = ?)", [game_id]
    ).fetchone()
    return _group(row, True) if row else None


def move_into_group(db, group_pk, game_ids) -> int:
    """Put these games (by token) into the group: their names join the roster (same spelling in
    any case: one person) and each side lists its players' roster ids. A game already in a group
    stays where it is. Returns how many games moved in."""
    with writing(db):
        return moved_in(db, group_pk, game_ids)


def moved_in(db, group_pk, game_ids) -> int:
    """move_into_group inside the caller's transaction."""
    moved, cache = 0, {}
    rows = [
        db.execute(
            "SELECT id, sides_json, group_id, created FROM games WHERE token = ?",
            [game_id],
        ).fetchone()
        for game_id in game_ids
    ]
    # Oldest game first: a person's roster name is her spelling in the first game she played.
    for row in sorted(filter(None, rows), key=lambda row: (row[3], row[0])):
        if row[2] is not None:
            continue
        sides = with_roster(db, group_pk, json.loads(row[1]), cache)
        db.execute(
            "UPDATE games SET group_id = ?, sides_json = ?, version = version + 1,"
            " updated = ? WHERE id = ?",
            [group_pk, json.dumps(sides), now_utc(), row[0]],
        )
        link_players(db, row[0], sides)
        moved += 1
    return moved


def leave_group_of_game(db, game_id) -> None:
    """Take a game out of its group (it keeps its link and its names)."""
    with writing(db):
        if not db.execute(
            "UPDATE games SET group_id = NULL WHERE token = ?", [game_id]
        ).rowcount:
            raise NotFound(f"no game {game_id}")


def group_tokens(db, group_pk) -> list[str]:
    """The tokens of the group's games, oldest first (what the group's files walk through)."""
    return [
        row[0]
        for row in db.execute(
            "SELECT token FROM games WHERE group_id = ? ORDER BY created, id",
            [group_pk],
        )
    ]
