"""A database as the app left it before sealed keys (every migration before 0021_sealed_keys),
with a key of every kind in plain text: what a migration must keep working."""

import json
import sqlite3

import sqlite_utils
from factories import FORMAT

from scorekeeper import storage
from scorekeeper.events.movements import mitchell
from scorekeeper.events.standings import DEFAULT_VP_SCALE
from scorekeeper.storage.schema import migrations


def old_database(path) -> dict:
    """A database as the app before sealed keys left it (every migration before 0021), holding a
    game, a group, an event and its table, with their keys in plain text."""
    db = sqlite_utils.Database(sqlite3.connect(path))
    migrations.apply(db, stop_before="0021_sealed_keys")
    keys = {
        k: storage.new_token() for k in ("g", "gv", "grp", "grpv", "e", "ev", "t", "t2")
    }
    db.execute(
        "INSERT INTO groups (token, view_token, name, created) VALUES (?, ?, 'Club', '2026-01-01')",
        [keys["grp"], keys["grpv"]],
    )
    db.execute(
        "INSERT INTO games (created, updated, name, variant, rules_json, sides_json, version,"
        " token, view_token, group_id) VALUES ('2026-01-01', '2026-01-01', 'Old', 'classic',"
        " '{}', ?, 1, ?, ?, 1)",
        ['[{"name": "Us"}, {"name": "Them"}]', keys["g"], keys["gv"]],
    )
    db.execute(
        "INSERT INTO events (group_id, token, view_token, name, day, variant, rules_json,"
        " format_json, per_side, movement, tables, rounds, ranking, scale_json, bye_rule,"
        " seating_json, version, created) VALUES (1, ?, ?, 'Night', '2026-01-02', 'classic',"
        " '{}', ?, 1, 'mitchell', 2, 2, 'points', ?, 'average', ?, 1, '2026-01-01')",
        [
            keys["e"],
            keys["ev"],
            json.dumps(FORMAT.as_data()),
            json.dumps([list(row) for row in DEFAULT_VP_SCALE]),
            json.dumps(mitchell(2, 2).as_json()),
        ],
    )
    for number, table in ((1, "t"), (2, "t2")):
        db.execute(
            "INSERT INTO event_tables (event_id, number, token) VALUES (1, ?, ?)",
            [number, keys[table]],
        )
    for number in range(1, 5):
        db.execute(
            "INSERT INTO event_entrants (event_id, number, name, players_json)"
            " VALUES (1, ?, ?, ?)",
            [number, f"Pair {number}", json.dumps([f"P{number}a", f"P{number}b"])],
        )
    db.conn.commit()
    db.close()
    return keys
