"""A group's list holds its own games and the games of others it keeps: a phone that opened a
friend's game by its link and tapped *Keep in my games*. A kept game stays its own group's (its
players, statistics and files are that group's); the keeping group only lists it. A game that
belongs to no group (stored before groups, or imported bare) moves in instead.

This is also how a phone's old list of games in its cookie becomes its group's, once."""

from scorekeeper.storage.group_store.group_rows import moved_in
from scorekeeper.storage.transactions import now_utc, writing

OWN, KEPT = "own", "kept"


def place_in(db, group_pk, token) -> str | None:
    """OWN when the game is the group's, KEPT when the group keeps it, else None."""
    row = db.execute(
        "SELECT games.group_id = ?, k.game_id IS NOT NULL FROM games"
        " LEFT JOIN kept_games k ON k.game_id = games.id AND k.group_id = ?"
        " WHERE games.token_digest = key_digest(?)",
        [group_pk, group_pk, token],
    ).fetchone()
    if row is None:
        return None
    return OWN if row[0] else KEPT if row[1] else None


def keep(db, group_pk, tokens) -> int:
    """List these games (by token) in the group, in one transaction: a game of no group moves
    in, a game of another group is kept. Unknown tokens are passed over. Returns how many games
    the list gained."""
    tokens = list(tokens)
    with writing(db):
        gained = moved_in(db, group_pk, tokens)
        marks = ", ".join("key_digest(?)" for _ in tokens)
        if tokens:
            gained += db.execute(
                "INSERT OR IGNORE INTO kept_games (group_id, game_id, kept)"
                f" SELECT ?, id, ? FROM games WHERE token_digest IN ({marks})"
                " AND group_id IS NOT NULL AND group_id != ?",
                [group_pk, now_utc(), *tokens, group_pk],
            ).rowcount
    return gained


def let_go(db, group_pk, token) -> bool:
    """The group stops listing a game it kept (the game stays its own group's)."""
    with writing(db):
        return bool(
            db.execute(
                "DELETE FROM kept_games WHERE group_id = ?"
                " AND game_id ="
                " (SELECT id FROM games WHERE token_digest = key_digest(?))",
                [group_pk, token],
            ).rowcount
        )


def names_in_list(db, group_pk, base) -> set[str]:
    """The names of the group's listed games that start with `base`: what a new game's default
    name must differ from ("Us v Them (2)")."""
    escaped = base.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return {
        row[0]
        for row in db.execute(
            "SELECT name FROM games WHERE (group_id = ? OR id IN"
            " (SELECT game_id FROM kept_games WHERE group_id = ?))"
            " AND name LIKE ? ESCAPE '\\'",
            [group_pk, group_pk, f"{escaped}%"],
        )
    }
