"""A group as one file and back: its name, its roster (with merges) and every game's record,
each side naming its players' roster ids (record-format.md, "A group file"). Written piece by
piece, so a group of any size streams out; read back in one transaction, all or nothing."""

import json

from scorekeeper.record.names import name_key, side_people, tidy
from scorekeeper.storage.game_rows import RECORD_FORMAT, insert_game, record_of
from scorekeeper.storage.group_rows import _insert_group
from scorekeeper.storage.hand_rows import append_hand, check_hand
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
            "SELECT token FROM games WHERE group_id = ? ORDER BY created, id",
            [group_pk],
        )
    ]
    for index, token in enumerate(tokens):
        game = get_game(db, token)
        if game is not None:
            yield ("," if index else "") + json.dumps(record_of(game), **_COMPACT)
    yield "]}"


def holds_group(data) -> bool:
    """Whether parsed JSON is a group file (rather than one game or a file of games)."""
    return isinstance(data, dict) and isinstance(data.get("group"), dict)


def group_file_problems(data) -> list[str]:
    """What makes this no group file, in plain words naming the place; [] when it is one.
    The games' own rules are the caller's to check (the engine is not storage's)."""
    if data.get("format", RECORD_FORMAT) != RECORD_FORMAT:
        return [f"format {data.get('format')!r} is not a format this app reads (1)"]
    group, games = data["group"], data.get("games")
    problems = []
    # An empty name is a phone's own group not named yet ("This phone's games").
    if not isinstance(group.get("name"), str):
        problems.append('"group": "name" must be a text')
    roster = group.get("roster", [])
    if not isinstance(roster, list):
        problems.append('"group": "roster" must be a list')
        roster = []
    ids = set()
    for n, entry in enumerate(roster, start=1):
        if not (
            isinstance(entry, dict)
            and isinstance(entry.get("id"), int)
            and isinstance(entry.get("name"), str)
            and entry["name"].strip()
        ):
            problems.append(f'"roster" entry {n}: needs a number "id" and a "name"')
            continue
        ids.add(entry["id"])
    for n, entry in enumerate(roster, start=1):
        into = isinstance(entry, dict) and entry.get("merged_into")
        if into is not None and into is not False and into not in ids:
            problems.append(f'"roster" entry {n}: "merged_into" names no entry')
    if not isinstance(games, list):
        problems.append('"games" must be a list of game records')
    return problems


def import_group(db, data, finished_games, summaries=None) -> str:
    """Recreate a checked group file as a new group (new links) and return its token.
    `finished_games[i]` says whether game i is over (the caller scored it); `summaries[i]`,
    if given, is its summary, stored with it so the group's first pages score nothing."""
    group = data["group"]
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
        for index, record in enumerate(data["games"]):
            _import_one(
                db,
                group_pk,
                record,
                mapped,
                finished_games[index],
                summaries[index] if summaries else None,
            )
    return token


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
    for hand in record.get("hands", []):
        append_hand(db, pk, hand)
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
