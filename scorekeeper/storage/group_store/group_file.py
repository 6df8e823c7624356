"""A group as one file and back: its name, its roster (with merges) and every game's record,
each side naming its players' roster ids (record-format.md, "A group file"). Written piece by
piece, so a group of any size streams out; read back in one transaction, all or nothing."""

import json

from scorekeeper.record.names import name_key, side_people, tidy
from scorekeeper.storage.game_rows import RECORD_FORMAT, insert_game, record_of
from scorekeeper.storage.group_store.group_file_checks import (  # noqa: F401 (the file's readers use them)
    game_roster_problems,
    group_file_problems,
    group_problems,
    holds_group,
)
from scorekeeper.storage.group_store.group_rows import _insert_group
from scorekeeper.storage.hand_rows import append_new_games_hands, check_hand
from scorekeeper.storage.transactions import now_utc, writing

_COMPACT = {"separators": (",", ":"), "ensure_ascii": False}


def group_file_chunks(db, group_pk, get_game):
    """The group file as pieces of text, a game at a time (a 1,000-game group never sits whole in
    memory). `get_game` reads a game by token (storage.get_game), passed in to avoid a cycle."""
    name, created = db.execute(
        "SELECT name, created FROM groups WHERE id = ?", [group_pk]
    ).fetchone()
    entries = [
        {"id": row[0], "name": row[1], "merged_into": row[2]}
        for row in db.execute(
            "SELECT id, name, merged_into FROM roster WHERE group_id = ? ORDER BY id",
            [group_pk],
        )
    ]
    head = {"name": name, "created": created, "roster": entries}
    yield f'{{"format":{RECORD_FORMAT},"group":{json.dumps(head, **_COMPACT)},"games":['
    tokens = [
        row[0]
        for row in db.execute(
            "SELECT open_key(token_digest, token_seal) FROM games WHERE group_id = ? ORDER BY created, id",
            [group_pk],
        )
    ]
    for index, token in enumerate(tokens):
        game = get_game(db, token)
        if game is not None:
            yield ("," if index else "") + json.dumps(record_of(game), **_COMPACT)
    yield "]}"


def import_group(db, data, finished_games, summaries=None) -> str:
    """Recreate a checked group file as a new group (new links) and return its token.
    `finished_games[i]` says whether game i is over (the caller scored it); `summaries[i]`,
    if given, is its summary, stored with it so the group's first pages score nothing."""
    games = (
        (record, finished_games[i], summaries[i] if summaries else None)
        for i, record in enumerate(data["games"])
    )
    return import_group_games(db, data["group"], games)


def import_group_games(db, group, games) -> str:
    """Recreate a checked group from its "group" part and `games`, an iterable of (record,
    finished, summary or None) read one at a time (a big file never sits whole in memory), in one
    transaction: all of it or nothing. Returns the new group's token."""
    with writing(db):
        group_pk, token = _insert_group(db, group["name"].strip(), group.get("created"))
        mapped = {}
        for entry in group.get("roster", []):
            mapped[entry["id"]] = (
                db["roster"]
                .insert(
                    {
                        "group_id": group_pk,
                        "name": tidy(entry["name"]),
                        "key": name_key(entry["name"]),
                        "merged_into": None,
                        "created": now_utc(),
                    }
                )
                .last_pk
            )
        for entry in group.get("roster", []):
            if entry.get("merged_into") is not None:
                db.execute(
                    "UPDATE roster SET merged_into = ? WHERE id = ?",
                    [mapped[entry["merged_into"]], mapped[entry["id"]]],
                )
                db["roster_merges"].insert(
                    {
                        "group_id": group_pk,
                        "from_id": mapped[entry["id"]],
                        "into_id": mapped[entry["merged_into"]],
                        "at": now_utc(),
                        "undone_at": None,
                    }
                )
        for record, finished, summary in games:
            _import_one(db, group_pk, record, mapped, finished, summary)
    return token


def add_new_games(db, group_pk, games) -> tuple[int, int]:
    """Update a group from a later file of it: each game of `games` ((record, finished, summary),
    read one at a time) that the group lacks (by its start time and name) is added, its players
    found in the group's roster by name (a new name joins it); the games the group has stay as
    they are. One transaction. Returns (added, already there)."""
    added = kept = 0
    with writing(db):
        have = set(
            db.execute("SELECT created, name FROM games WHERE group_id = ?", [group_pk])
        )
        for record, finished, summary in games:
            sides = [{**side, "roster": None} for side in record["sides"]]
            name = record.get("name") or " v ".join(side["name"] for side in sides)
            if (record.get("created"), name) in have:
                kept += 1
                continue
            _import_one(db, group_pk, {**record, "sides": sides}, {}, finished, summary)
            added += 1
    return added, kept


def _import_one(db, group_pk, record, mapped, finished, summary) -> None:
    for hand in record.get("hands", []):
        check_hand(hand)
    sides = [
        {
            **side,
            "roster": [mapped.get(rid) for rid in side.get("roster") or []],
        }
        for side in record["sides"]
    ]
    known = {}
    for side in sides:
        for person, rid in zip(side_people(side), side["roster"]):
            if rid is not None:
                known[name_key(person)] = rid
    name = record.get("name") or " v ".join(side["name"] for side in sides)
    pk, _ = insert_game(
        db,
        name,
        record["variant"],
        record.get("rules"),
        sides,
        record.get("first_dealer"),
        record.get("created"),
        group_pk,
        known,
    )
    append_new_games_hands(db, pk, record.get("hands", []))
    if finished:
        db.execute("UPDATE games SET finished_at = ? WHERE id = ?", [now_utc(), pk])
    if summary is not None:
        version, stored = db.execute(
            "SELECT version, sides_json FROM games WHERE id = ?", [pk]
        ).fetchone()
        for kept, side in zip(summary["sides"], json.loads(stored)):
            kept["roster"] = side["roster"]  # the group's new ids, not the file's
        db.execute(
            "INSERT INTO game_summaries (game_id, version, summary_json) VALUES (?, ?, ?)",
            [pk, version, json.dumps(summary, separators=(",", ":"))],
        )
