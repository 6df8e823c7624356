"""A group's roster: the people who play, each an id and a name. A game of the group names its
players by roster id beside the typed name (the side's "roster" list, record-format.md), so
renaming a person renames her in every game, and merging two entries (with undo) counts them
as one person on every phone. Merges never touch the games: statistics follow `merged_into`."""

import json

from scorekeeper.record.names import name_key, side_people, tidy
from scorekeeper.storage.transactions import NotFound, now_utc, writing


class RosterClash(ValueError):
    """The new name is another roster entry's (merge the two instead)."""


def roster(db, group_pk) -> list[dict]:
    """Every entry of the group, by name: {"id", "name", "merged_into"}."""
    return [
        {"id": row[0], "name": row[1], "merged_into": row[2]}
        for row in db.execute(
            "SELECT id, name, merged_into FROM roster WHERE group_id = ?"
            " ORDER BY key, id",
            [group_pk],
        )
    ]


def people_of(entries) -> dict[int, int]:
    """Each roster id -> the id it counts as (itself, or the entry it was merged into, chained).
    Each entry's chain is walked once and remembered, so a roster of 50,000 entries merged one
    into the next costs 50,000 steps, not one walk per entry of the whole chain (a cycle, which
    only a crafted file could hold, counts as the entry where it closes)."""
    into = {entry["id"]: entry["merged_into"] for entry in entries}
    roots: dict[int, int] = {}
    for start in into:
        path, on_path, key = [], set(), start
        while key not in roots and into.get(key) is not None and key not in on_path:
            on_path.add(key)
            path.append(key)
            key = into[key]
        root = roots.get(key, key)
        for step in path:
            roots[step] = root
        roots.setdefault(start, root)
    return roots


def _entry_for(db, group_pk, name, cache) -> int:
    """The roster id for a typed name: the entry of that spelling (any case), else a new one."""
    key = name_key(name)
    if key in cache:
        return cache[key]
    row = db.execute(
        "SELECT id FROM roster WHERE group_id = ? AND key = ? ORDER BY id LIMIT 1",
        [group_pk, key],
    ).fetchone()
    if row is None:
        row = [
            db["roster"]
            .insert(
                {
                    "group_id": group_pk,
                    "name": tidy(name),
                    "key": key,
                    "merged_into": None,
                    "created": now_utc(),
                }
            )
            .last_pk
        ]
    cache[key] = row[0]
    return row[0]


def with_roster(db, group_pk, sides, cache=None) -> list[dict]:
    """The sides with each person's roster id beside her name (new names join the roster).
    Called inside the caller's write transaction."""
    cache = {} if cache is None else cache
    return [
        {
            **side,
            "roster": [_entry_for(db, group_pk, n, cache) for n in side_people(side)],
        }
        for side in sides
    ]


def link_players(db, game_pk, sides) -> None:
    """Record which roster entries play in the game (the index a player's page reads)."""
    db.execute("DELETE FROM game_players WHERE game_id = ?", [game_pk])
    ids = {rid for side in sides for rid in side.get("roster") or [] if rid is not None}
    for rid in ids:
        db.execute(
            "INSERT INTO game_players (game_id, roster_id) VALUES (?, ?)",
            [game_pk, rid],
        )


def rename(db, group_pk, roster_id, new_name) -> int:
    """Rename a person, and her name in every game of the group that names her (each such game's
    version bumps and the change is logged as a setup change); returns how many games changed."""
    new_name = tidy(new_name)
    with writing(db):
        roster_entry(db, group_pk, roster_id)
        clash = db.execute(
            "SELECT 1 FROM roster WHERE group_id = ? AND key = ? AND id != ?",
            [group_pk, name_key(new_name), roster_id],
        ).fetchone()
        if clash:
            raise RosterClash(new_name)
        db.execute(
            "UPDATE roster SET name = ?, key = ? WHERE id = ?",
            [new_name, name_key(new_name), roster_id],
        )
        changed = 0
        for pk, sides_json, dealer in db.execute(
            "SELECT games.id, sides_json, first_dealer FROM games JOIN game_players"
            " ON game_players.game_id = games.id WHERE roster_id = ?",
            [roster_id],
        ).fetchall():
            sides = json.loads(sides_json)
            renamed = [_renamed(side, roster_id, new_name) for side in sides]
            olds = {
                p
                for side in sides
                for p, rid in zip(side_people(side), side.get("roster") or [])
                if rid == roster_id
            }
            after_dealer = new_name if dealer in olds else dealer
            _rewrite(db, pk, sides, dealer, renamed, after_dealer)
            changed += 1
        return changed


def _renamed(side, roster_id, new_name) -> dict:
    ids = side.get("roster") or []
    if side.get("players"):
        players = [
            new_name if rid == roster_id else p for p, rid in zip(side["players"], ids)
        ]
        # A player alone is her side: its name follows hers.
        name = (
            new_name
            if ids == [roster_id] and side["name"] == side["players"][0]
            else side["name"]
        )
        return {**side, "name": name, "players": players}
    return {**side, "name": new_name} if ids == [roster_id] else side


def _rewrite(db, pk, before_sides, before_dealer, sides, dealer) -> None:
    name = db.execute("SELECT name FROM games WHERE id = ?", [pk]).fetchone()[0]
    now = now_utc()
    db.execute(
        "UPDATE games SET sides_json = ?, first_dealer = ?, version = version + 1,"
        " updated = ? WHERE id = ?",
        [json.dumps(sides), dealer, now, pk],
    )
    # The game's summary keeps its figures: only the names change, so it stays valid.
    row = db.execute(
        "SELECT version, summary_json FROM game_summaries WHERE game_id = ?", [pk]
    ).fetchone()
    version = db.execute("SELECT version FROM games WHERE id = ?", [pk]).fetchone()[0]
    if row and row[0] == version - 1:
        summary = json.loads(row[1])
        for kept, side in zip(summary["sides"], sides):
            kept.update(name=side["name"], players=side_people(side))
        summary["first_dealer"] = dealer
        db.execute(
            "UPDATE game_summaries SET version = ?, summary_json = ? WHERE game_id = ?",
            [version, json.dumps(summary), pk],
        )
    db["game_changes"].insert(
        {
            "game_id": pk,
            "before_json": json.dumps(
                {"name": name, "sides": before_sides, "first_dealer": before_dealer}
            ),
            "after_json": json.dumps(
                {"name": name, "sides": sides, "first_dealer": dealer}
            ),
            "at": now,
        }
    )


def roster_entry(db, group_pk, roster_id) -> dict:
    row = db.execute(
        "SELECT id, name, merged_into FROM roster WHERE id = ? AND group_id = ?",
        [roster_id, group_pk],
    ).fetchone()
    if row is None:
        raise NotFound(f"no roster entry {roster_id} in this group")
    return {"id": row[0], "name": row[1], "merged_into": row[2]}
