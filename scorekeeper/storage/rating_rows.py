"""A group's ratings as stored: the games that count, in order of play (start time, then id),
each at the version (and paper result) it was rated at, and every rated person's state after
each of them. A changed, inserted or deleted game changes the list from its position on: only
that tail is rated again (web/boards/ratings_cache.py), from the states stored before it.

`rating_groups.generation` is claimed by each rewrite, so two readers bringing the same group up
to date never interleave their tails: the second one's write is dropped (it computed the same)."""

import sqlite3

from scorekeeper.storage.game_summaries import summary_columns, summary_of_row
from scorekeeper.storage.transactions import CannotWrite, writing
from scorekeeper.storage.write_queue import Overloaded

_COUNTING = (
    " FROM games LEFT JOIN event_games eg ON eg.game_id = games.id"
    " WHERE games.group_id = ?"
)


def counting_games(db, group_pk) -> list[tuple]:
    """The group's games in order of play: [(game pk, version, paper JSON or None)]. Small
    columns only, no summaries: whether a game counts (finished, or a club-night table typed
    from paper) is its summary's to say, as on the players page. A game in play (never
    finished, no paper) shows version 0 whatever its hands, so the hands saved in it re-rate
    nothing until it finishes, however long ago it started."""
    return db.execute(
        "SELECT games.id, CASE WHEN games.finished_at IS NULL AND eg.paper_json IS NULL"
        f" THEN 0 ELSE games.version END, eg.paper_json{_COUNTING}"
        " ORDER BY games.created, games.id",
        [group_pk],
    ).fetchall()


def rated_games(db, group_pk) -> tuple[str | None, int, list[tuple]]:
    """What was rated: (people key, generation, [(game pk, version, paper)] by position)."""
    head = db.execute(
        "SELECT people_key, generation FROM rating_groups WHERE group_id = ?",
        [group_pk],
    ).fetchone() or (None, 0)
    rows = db.execute(
        "SELECT game_id, version, paper FROM rating_games WHERE group_id = ?"
        " ORDER BY position",
        [group_pk],
    ).fetchall()
    return head[0], head[1], rows


def summaries_of(db, pks) -> dict[int, dict]:
    """The summary rows (storage.game_summaries' shape) of these games, by game pk."""
    found = {}
    pks = list(pks)
    for start in range(0, len(pks), 500):
        chunk = pks[start : start + 500]
        marks = ", ".join("?" for _ in chunk)
        for row in db.execute(
            f"SELECT {summary_columns()} FROM games LEFT JOIN game_summaries s"
            f" ON s.game_id = games.id WHERE games.id IN ({marks})",
            chunk,
        ):
            found[row[0]] = summary_of_row(row)
    return found


def states_before(db, group_pk, position=None) -> dict[int, tuple]:
    """Each person's latest state before `position` (all positions when None):
    {person: (mu, sigma, games)}. SQLite gives the bare columns of the row holding the max."""
    bound, params = "", [group_pk]
    if position is not None:
        bound, params = " AND position < ?", [group_pk, position]
    return {
        row[0]: (row[1], row[2], row[3])
        for row in db.execute(
            "SELECT person, mu, sigma, games, max(position) FROM rating_steps"
            f" WHERE group_id = ?{bound} GROUP BY person",
            params,
        )
    }


def person_steps(db, group_pk, person) -> list[tuple]:
    """One person's states game after game, oldest first: [(position, mu, sigma, games)]."""
    return db.execute(
        "SELECT position, mu, sigma, games FROM rating_steps"
        " WHERE group_id = ? AND person = ? ORDER BY position",
        [group_pk, person],
    ).fetchall()


def store_tail(db, group_pk, *, generation, people_key, start, games, steps) -> bool:
    """Replace everything from position `start` on: `games` [(pk, version, paper)] and `steps`
    (one {person: (mu, sigma, games)} a game), if nobody rewrote the group since `generation`.
    Returns whether it was stored; a database that cannot take it leaves what was there."""
    try:
        with writing(db):
            claimed = db.execute(
                "UPDATE rating_groups SET generation = generation + 1, people_key = ?"
                " WHERE group_id = ? AND generation = ?",
                [people_key, group_pk, generation],
            ).rowcount
            if not claimed and (
                generation
                or not db.execute(
                    "INSERT OR IGNORE INTO rating_groups VALUES (?, ?, 1)",
                    [group_pk, people_key],
                ).rowcount
            ):
                return False
            for table in ("rating_games", "rating_steps"):
                db.execute(
                    f"DELETE FROM {table} WHERE group_id = ? AND position >= ?",
                    [group_pk, start],
                )
            db.conn.executemany(
                "INSERT INTO rating_games VALUES (?, ?, ?, ?, ?)",
                [
                    (group_pk, start + i, pk, version, paper)
                    for i, (pk, version, paper) in enumerate(games)
                ],
            )
            db.conn.executemany(
                "INSERT INTO rating_steps VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (group_pk, person, start + i, *state)
                    for i, step in enumerate(steps)
                    for person, state in step.items()
                ],
            )
    except (CannotWrite, Overloaded, sqlite3.OperationalError):
        return False
    return True
