"""The per-game summary cache that every list and statistic of a group reads: one row a game,
valid for the game's version it names. Every write bumps a game's version, so a summary is
never wrong, only stale; the web layer scores a stale one again (statistics/summary_row.py) and
stores it back. No page of a group ever scores the group's other games.

The summary is the caller's JSON (names, roster ids, totals, winner, hands, canastas, dates,
rule set); storage reads none of it but the sides' names, which a rename rewrites in place."""

import json
import sqlite3

from scorekeeper.storage.transactions import CannotWrite, writing
from scorekeeper.storage.write_queue import Overloaded

PAGE = 25  # games a page of a group's list


def summary_of_row(row) -> dict:
    """A listed game: its token, version and summary (None when missing or stale)."""
    pk, token, view_token, name, variant, created, version, cached, summary, group = row
    return {
        "group_pk": group,
        "pk": pk,
        "id": token,
        "view_token": view_token,
        "name": name,
        "variant": variant,
        "created": created,
        "version": version,
        "summary": json.loads(summary) if summary and cached == version else None,
    }


def summary_columns() -> str:
    """The columns `summary_of_row` reads, for a query joining `games` and `game_summaries s`."""
    return (
        "games.id, open_key(games.token_digest, games.token_seal),"
        " open_key(games.view_digest, games.view_seal), games.name, games.variant,"
        " games.created, games.version, s.version, s.summary_json, games.group_id"
    )


_COLUMNS = (
    f"SELECT {summary_columns()} FROM games"
    " LEFT JOIN game_summaries s ON s.game_id = games.id"
)


def group_summaries(db, group_pk) -> list[dict]:
    """Every game of the group with its summary, newest first (what statistics read)."""
    return [
        summary_of_row(row)
        for row in db.execute(
            f"{_COLUMNS} WHERE games.group_id = ? ORDER BY games.created DESC, games.id DESC",
            [group_pk],
        )
    ]


def player_summaries(db, roster_ids) -> list[dict]:
    """The games naming any of these roster entries (one person and her merged spellings)."""
    ids = list(roster_ids)
    marks = ", ".join("?" for _ in ids)
    return [
        summary_of_row(row)
        for row in db.execute(
            f"{_COLUMNS} WHERE games.id IN (SELECT game_id FROM game_players"
            f" WHERE roster_id IN ({marks})) ORDER BY games.created DESC, games.id DESC",
            ids,
        )
    ]


def games_page(
    db,
    group_pk,
    *,
    text=None,
    roster_ids=None,
    variant=None,
    since=None,
    until=None,
    page=1,
    size=PAGE,
) -> tuple[list[dict], int]:
    """One page of the group's list, newest first, and how many games match in all: its own
    games and those it keeps (kept_games.py). `text` finds a name in the sides (ASCII letters in
    any case), `roster_ids` the games of these roster entries (none: no game), `since`/`until`
    start days."""
    where, params = ["1"], []  # group_pk None: every game on the server (the club list)
    if group_pk is not None:
        where = [
            "games.id IN (SELECT id FROM games WHERE group_id = ?"
            " UNION ALL SELECT game_id FROM kept_games WHERE group_id = ?)"
        ]
        params = [group_pk, group_pk]
    if text:
        where.append("games.sides_json LIKE ? ESCAPE '\\'")
        escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        params.append(f"%{escaped}%")
    if roster_ids is not None and not roster_ids:
        where.append("0")  # a name nobody in the group has: no game
    elif roster_ids:
        marks = ", ".join("?" for _ in roster_ids)
        where.append(
            f"games.id IN (SELECT game_id FROM game_players WHERE roster_id IN ({marks}))"
        )
        params += list(roster_ids)
    if variant:
        where.append("games.variant = ?")
        params.append(variant)
    if since:
        where.append("substr(games.created, 1, 10) >= ?")
        params.append(str(since))
    if until:
        where.append("substr(games.created, 1, 10) <= ?")
        params.append(str(until))
    clause = " AND ".join(where)
    total = db.execute(f"SELECT count(*) FROM games WHERE {clause}", params).fetchone()[
        0
    ]
    rows = db.execute(
        f"{_COLUMNS} WHERE {clause} ORDER BY games.created DESC, games.id DESC"
        " LIMIT ? OFFSET ?",
        [*params, size, (max(page, 1) - 1) * size],
    )
    return [summary_of_row(row) for row in rows], total


def store_summaries(db, fresh) -> None:
    """Keep summaries computed by the caller: [(game pk, version, summary)]. One that a save
    has overtaken meanwhile is not stored (the next reader scores it again). A database that
    cannot take the write leaves the cache as it was: it is only a cache. Nor does a reader
    wait for its turn behind saves (a club night's 30 tables saving at once): with the turn
    taken, the summaries are not stored, and the next reader scores them again."""
    if not fresh:
        return
    try:
        with writing(db, wait=False):
            for pk, version, summary in fresh:
                db.execute(
                    "INSERT INTO game_summaries (game_id, version, summary_json)"
                    " SELECT id, version, ? FROM games WHERE id = ? AND version = ?"
                    " ON CONFLICT (game_id) DO UPDATE SET version = excluded.version,"
                    " summary_json = excluded.summary_json",
                    [json.dumps(summary, separators=(",", ":")), pk, version],
                )
    except (CannotWrite, Overloaded, sqlite3.OperationalError):
        pass
