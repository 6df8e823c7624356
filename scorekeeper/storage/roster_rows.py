"""A group's roster: the people who play, each an id and a name. A game of the group names its
players by roster id beside the typed name (the side's "roster" list, record-format.md), so
renaming a person renames her in every game, and merging two entries (with undo) counts them
as one person on every phone. Merges never touch the games: statistics follow `merged_into`."""

import json
from difflib import SequenceMatcher

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
    """Each roster id -> the id it counts as (itself, or the entry it was merged into, chained)."""
    into = {entry["id"]: entry["merged_into"] for entry in entries}

    def root(key):
        seen = set()
        while into.get(key) is not None and key not in seen:
            seen.add(key)
            key = into[key]
        return key

    return {key: root(key) for key in into}


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
        _entry(db, group_pk, roster_id)
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


def _entry(db, group_pk, roster_id) -> dict:
    row = db.execute(
        "SELECT id, name, merged_into FROM roster WHERE id = ? AND group_id = ?",
        [roster_id, group_pk],
    ).fetchone()
    if row is None:
        raise NotFound(f"no roster entry {roster_id} in this group")
    return {"id": row[0], "name": row[1], "merged_into": row[2]}


def merge(db, group_pk, from_id, into_id) -> int | None:
    """Count `from_id` as `into_id` from now on, on every phone; returns the merge's id (to undo it),
    or None when they already are one person."""
    with writing(db):
        _entry(db, group_pk, from_id), _entry(db, group_pk, into_id)
        people = people_of(roster(db, group_pk))
        if people[from_id] == people[into_id]:
            return None
        source = people[from_id]  # merge the whole person, not one spelling of her
        db.execute(
            "UPDATE roster SET merged_into = ? WHERE id = ?", [people[into_id], source]
        )
        return (
            db["roster_merges"]
            .insert(
                {
                    "group_id": group_pk,
                    "from_id": source,
                    "into_id": people[into_id],
                    "at": now_utc(),
                    "undone_at": None,
                }
            )
            .last_pk
        )


def undo_merge(db, group_pk, merge_id) -> bool:
    """Count the two apart again; False if there is no such merge in play."""
    with writing(db):
        row = db.execute(
            "SELECT from_id, into_id FROM roster_merges"
            " WHERE id = ? AND group_id = ? AND undone_at IS NULL",
            [merge_id, group_pk],
        ).fetchone()
        if row is None:
            return False
        db.execute(
            "UPDATE roster SET merged_into = NULL WHERE id = ? AND merged_into = ?",
            [row[0], row[1]],
        )
        db.execute(
            "UPDATE roster_merges SET undone_at = ? WHERE id = ?", [now_utc(), merge_id]
        )
        return True


def merges(db, group_pk) -> list[dict]:
    """The merges in play, newest first: {"id", "from", "into", "at"} with the entries' names."""
    return [
        {"id": row[0], "from": row[1], "into": row[2], "at": row[3]}
        for row in db.execute(
            "SELECT m.id, a.name, b.name, m.at FROM roster_merges m"
            " JOIN roster a ON a.id = m.from_id JOIN roster b ON b.id = m.into_id"
            " WHERE m.group_id = ? AND m.undone_at IS NULL ORDER BY m.id DESC",
            [group_pk],
        )
    ]


def suggested_merges(entries) -> list[tuple[dict, dict]]:
    """Pairs of entries that may be one person: one name starts the other ("Ann", "Anna") or
    they differ by about a letter ("Ana", "Anna"); the players decide. Each pair is (newer, older):
    merged as offered, the newer spelling counts as the older, the name the group knew first."""
    live = [e for e in entries if e["merged_into"] is None]
    pairs = []
    for i, a in enumerate(live):
        for b in live[i + 1 :]:
            ka, kb = name_key(a["name"]), name_key(b["name"])
            close = SequenceMatcher(None, ka, kb).ratio() >= 0.8
            if len(min(ka, kb, key=len)) >= 3 and (
                close or ka.startswith(kb) or kb.startswith(ka)
            ):
                pairs.append((a, b) if a["id"] > b["id"] else (b, a))
    return pairs
