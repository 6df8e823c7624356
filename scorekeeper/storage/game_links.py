"""Replacing a game's own links: its recording link or its view-only link, sent further than it
should have gone, is replaced by a new one, and the old one opens nothing from then on. The game,
its hands and its own group stay; the group lists it under its new link. A new recording link
also reaches no phone the old one reached (issue 42): the groups that only kept the game (a
friend's *Keep in my games*) list it no more, and the game forgets its import key, so the phone
that imported it (a member who left) importing the same file again gets a copy of its own file."""

from scorekeeper.storage.key_seals import sealed
from scorekeeper.storage.tokens import new_token
from scorekeeper.storage.transactions import NotFound, writing

COLUMNS = {"record": "token", "view": "view"}  # which link -> its columns' first word


def replace_game_link(db, game_id, which, keeping=None) -> str:
    """A new `which` link ("record" or "view") for the game reached by `game_id` (its recording
    key); the old one is gone. Returns the new key. A new recording link is listed by no group
    that only kept the game but `keeping` (the group pk of the phone that replaced it)."""
    column = COLUMNS[which]
    token = new_token()
    digest, seal = sealed(db, token)
    with writing(db):
        if which == "record":
            db.execute(
                "DELETE FROM kept_games WHERE group_id IS NOT ? AND game_id ="
                " (SELECT id FROM games WHERE token_digest = key_digest(?))",
                [keeping, game_id],
            )
        if not db.execute(
            f"UPDATE games SET {column}_digest = ?, {column}_seal = ?,"
            " import_key = CASE WHEN ? THEN NULL ELSE import_key END,"
            " version = version + 1 WHERE token_digest = key_digest(?)",
            [digest, seal, which == "record", game_id],
        ).rowcount:
            raise NotFound(f"no game {game_id}")
    return token
