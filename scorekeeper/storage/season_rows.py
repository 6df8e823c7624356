"""Seasons of a group's club nights (a name, a first and a last day, and how its ladder counts),
and the club's handicap setting. A season is made once per form (its nonce): the same form sent
twice makes one season. What a ladder reads of each evening is the events' own rows and their
games' cached summaries (event_rounds.round_games), never a scored game."""

import json
import sqlite3

from scorekeeper.storage.transactions import now_utc, writing

_COLUMNS = "id, name, first_day, last_day, measure, best, at_least"


def _season(row) -> dict:
    return dict(zip([c.strip() for c in _COLUMNS.split(",")], row))


def create_season(db, group_pk, *, nonce=None, **fields) -> int:
    """A new season: `fields` name, first_day, last_day, measure, best, at_least. Sent again
    with the same nonce, the season made the first time."""
    with writing(db):
        if nonce:
            row = db.execute(
                "SELECT id FROM seasons WHERE group_id = ? AND nonce = ?",
                [group_pk, nonce],
            ).fetchone()
            if row:
                return row[0]
        try:
            return (
                db["seasons"]
                .insert(
                    {
                        "group_id": group_pk,
                        **fields,
                        "nonce": nonce,
                        "created": now_utc(),
                    }
                )
                .last_pk
            )
        except sqlite3.IntegrityError as error:
            raise ValueError(str(error)) from error


def seasons(db, group_pk) -> list[dict]:
    """The group's seasons, the latest first."""
    return [
        _season(row)
        for row in db.execute(
            f"SELECT {_COLUMNS} FROM seasons WHERE group_id = ?"
            " ORDER BY first_day DESC, id DESC",
            [group_pk],
        )
    ]


def season(db, group_pk, season_id) -> dict | None:
    row = db.execute(
        f"SELECT {_COLUMNS} FROM seasons WHERE group_id = ? AND id = ?",
        [group_pk, season_id],
    ).fetchone()
    return _season(row) if row else None


def season_of_day(db, group_pk, day) -> dict | None:
    """The season a club night on `day` belongs to (the latest begun, if seasons overlap)."""
    row = db.execute(
        f"SELECT {_COLUMNS} FROM seasons WHERE group_id = ? AND first_day <= ?"
        " AND last_day >= ? ORDER BY first_day DESC, id DESC LIMIT 1",
        [group_pk, day, day],
    ).fetchone()
    return _season(row) if row else None


def events_between(db, group_pk, first_day, last_day) -> list[dict]:
    """The group's club nights from `first_day` to `last_day`, in order: {"pk", "name", "day",
    "ranking", "scale", "bye_rule", "per_side", "seating", "current_round"}."""

    return [
        {
            "pk": row[0],
            "name": row[1],
            "day": row[2],
            "ranking": row[3],
            "scale": json.loads(row[4]),
            "bye_rule": row[5],
            "per_side": row[6],
            "seating": json.loads(row[7]),
            "current_round": row[8],
        }
        for row in db.execute(
            "SELECT id, name, day, ranking, scale_json, bye_rule, per_side, seating_json,"
            " current_round FROM events WHERE group_id = ? AND day >= ? AND day <= ?"
            " ORDER BY day, id",
            [group_pk, first_day, last_day],
        )
    ]


def nights_before(db, group_pk, day, event_pk, count) -> tuple[str, str] | None:
    """The first and last day of the group's last `count` club nights before this one (by day,
    then id), or None when it is the first."""
    rows = db.execute(
        "SELECT day FROM events WHERE group_id = ? AND (day < ? OR (day = ? AND id < ?))"
        " ORDER BY day DESC, id DESC LIMIT ?",
        [group_pk, day, day, event_pk, count],
    ).fetchall()
    return (rows[-1][0], rows[0][0]) if rows else None


def handicaps_on(db, group_pk) -> bool:
    row = db.execute("SELECT handicaps FROM groups WHERE id = ?", [group_pk]).fetchone()
    return bool(row and row[0])


def set_handicaps(db, group_pk, on: bool) -> None:
    """Turn the club's handicaps on or off (setting what the form says: sent twice, the same)."""
    with writing(db):
        db.execute(
            "UPDATE groups SET handicaps = ? WHERE id = ?", [int(bool(on)), group_pk]
        )
