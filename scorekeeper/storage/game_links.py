"""Replacing a game's own links: its recording link or its view-only link, sent further than it
should have gone, is replaced by a new one, and the old one opens nothing from then on. The game,
its hands and its groups stay; each group lists it under its new link. A new recording link
also forgets the game's import key: the phone that imported it (a member who left) importing
the same file again gets a copy of its own file, not the new link (issue 42)."""

from scorekeeper.storage.key_seals import sealed
from scorekeeper.storage.tokens import new_token
from scorekeeper.storage.transactions import NotFound, writing

COLUMNS = {"record": "token", "view": "view"}  # which link -> its columns' first word


def replace_game_link(db, game_id, which) -> str:
    """A new `which` link ("record" or "view") for the game reached by `game_id` (its recording
    key); the old one is gone. Returns the new key."""
    column = COLUMNS[which]
    token = new_token()
    digest, seal = sealed(db, token)
    with writing(db):
        if not db.execute(
            f"UPDATE games SET {column}_digest = ?, {column}_seal = ?,"
            " import_key = CASE WHEN ? THEN NULL ELSE import_key END,"
            " version = version + 1 WHERE token_digest = key_digest(?)",
            [digest, seal, which == "record", game_id],
        ).rowcount:
            raise NotFound(f"no game {game_id}")
    return token
