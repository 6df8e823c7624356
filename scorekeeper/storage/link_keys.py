"""What the key in a link opens, in one indexed read: the access table (web/plumbing/access.py)
asks this before every request that carries a key, so it never reads a game's hands.

A game's own link is one key with two strengths: an ordinary game's link manages the game, but
the game of an event table is reached by the table's phone, so its link only records the hands
of the round in play, and once the round is over only shows them (the director corrects it).
Every key is found by its digest (storage/key_seals.py): no table holds a key itself."""

from scorekeeper.storage.event_store import evening_close

GAME, TABLE_GAME, PAST_TABLE_GAME = "game", "table game", "past table game"
GROUP, GROUP_VIEW = "group", "group view"
DIRECTOR, ROOM = "director", "room"
CLOSED_DIRECTOR = (
    "closed director"  # past its evening's window: it shows, changes nothing
)
TABLE, GAME_VIEW = "table", "game view"


def game_key(db, token, closing=evening_close.DEFAULT) -> str | None:
    """GAME, TABLE_GAME (its event's round in play) or PAST_TABLE_GAME, or None: no such game.
    A table's game is past too once its evening is closed, and in the last round once it is
    finished ("The last round is over": the director corrects it from then on), but while a
    hand of it waits for the other side's OK or is disputed (an evening that asks for the OK: the
    table answers, the director corrects the disputed hand in the game)."""
    if not isinstance(token, str):
        return None
    row = db.execute(
        f"SELECT eg.round, e.current_round, g.finished_at, {evening_close.COLUMNS},"
        " g.id, e.confirm_hands"
        " FROM games g"
        " LEFT JOIN event_games eg ON eg.game_id = g.id"
        " LEFT JOIN events e ON e.id = eg.event_id WHERE g.token_digest = key_digest(?)",
        [token],
    ).fetchone()
    if row is None:
        return None
    if row[0] is None:
        return GAME
    over = row[2] and row[1] >= row[5] and not (row[8] and _waiting(db, row[7]))
    playing = row[0] == row[1] and not over
    if playing and not evening_close.state(*row[3:7], closing)[0]:
        return TABLE_GAME
    return PAST_TABLE_GAME


def _waiting(db, game_pk) -> bool:
    """Whether a hand of the game waits for the other side's OK or is disputed
    (storage/event_store/confirm_rows.py)."""
    return bool(
        db.execute(
            "SELECT 1 FROM hands h LEFT JOIN event_confirmations c ON c.game_id = h.game_id"
            " AND c.position = h.position AND c.updated = h.updated"
            " WHERE h.game_id = ? AND (c.state IS NULL OR c.state != 'ok') LIMIT 1",
            [game_pk],
        ).fetchone()
    )


def game_view_key(db, token) -> str | None:
    return _one(
        db, "SELECT 1 FROM games WHERE view_digest = key_digest(?)", token, GAME_VIEW
    )


def group_key(db, key) -> str | None:
    """GROUP for its recording token, GROUP_VIEW for its view-only one, else None."""
    if not isinstance(key, str):
        return None
    return _one(
        db, "SELECT 1 FROM groups WHERE token_digest = key_digest(?)", key, GROUP
    ) or _one(
        db, "SELECT 1 FROM groups WHERE view_digest = key_digest(?)", key, GROUP_VIEW
    )


def event_key(db, key, closing=evening_close.DEFAULT) -> str | None:
    """DIRECTOR for an event's managing token (CLOSED_DIRECTOR past its window), ROOM for its
    view token, else None."""
    if not isinstance(key, str):
        return None
    row = db.execute(
        f"SELECT {evening_close.COLUMNS} FROM events e"
        " WHERE e.token_digest = key_digest(?)",
        [key],
    ).fetchone()
    if row is not None:
        return CLOSED_DIRECTOR if evening_close.state(*row, closing)[1] else DIRECTOR
    return _one(db, "SELECT 1 FROM events WHERE view_digest = key_digest(?)", key, ROOM)


def table_key(db, token) -> str | None:
    return _one(
        db,
        "SELECT 1 FROM event_tables WHERE token_digest = key_digest(?)",
        token,
        TABLE,
    )


def _one(db, sql, key, kind) -> str | None:
    if not isinstance(key, str):
        return None
    return kind if db.execute(sql, [key]).fetchone() else None
