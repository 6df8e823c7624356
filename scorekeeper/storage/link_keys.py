"""What the key in a link opens, in one indexed read: the access table (web/plumbing/access.py)
asks this before every request that carries a key, so it never reads a game's hands.

A game's own link is one key with two strengths: an ordinary game's link manages the game, but
the game of an event table is reached by the table's phone, so its link only records the hands
of the round in play, and once the round is over only shows them (the director corrects it).
Every key is found by its digest (storage/key_seals.py): no table holds a key itself."""

GAME, TABLE_GAME, PAST_TABLE_GAME = "game", "table game", "past table game"
GROUP, GROUP_VIEW = "group", "group view"
DIRECTOR, ROOM = "director", "room"
TABLE, GAME_VIEW = "table", "game view"


def game_key(db, token) -> str | None:
    """GAME, TABLE_GAME (its event's round in play) or PAST_TABLE_GAME, or None: no such game."""
    if not isinstance(token, str):
        return None
    row = db.execute(
        "SELECT eg.round, e.current_round FROM games g"
        " LEFT JOIN event_games eg ON eg.game_id = g.id"
        " LEFT JOIN events e ON e.id = eg.event_id WHERE g.token_digest = key_digest(?)",
        [token],
    ).fetchone()
    if row is None:
        return None
    if row[0] is None:
        return GAME
    return TABLE_GAME if row[0] == row[1] else PAST_TABLE_GAME


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


def event_key(db, key) -> str | None:
    """DIRECTOR for an event's managing token, ROOM for its view token, else None."""
    if not isinstance(key, str):
        return None
    return _one(
        db, "SELECT 1 FROM events WHERE token_digest = key_digest(?)", key, DIRECTOR
    ) or _one(db, "SELECT 1 FROM events WHERE view_digest = key_digest(?)", key, ROOM)


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
