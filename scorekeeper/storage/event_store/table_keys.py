"""Replacing one table's link at a club night: a table card photographed by someone who should not
score at that table, or a phone that left with it. The table gets a new key, and so does every
game of the evening played at it, since the old table link led its phones to those games' own
links: the old table key and every game key it handed out then answer 404 (the access table finds
no digest for them), and only the new table link leads to the table's game again. The seating,
the hands and the results stay; the event's version moves, so the director's page, its kept board
and the printed table cards are drawn again with the new link."""

from scorekeeper.storage.event_store.event_rows import bump, log_change
from scorekeeper.storage.key_seals import sealed
from scorekeeper.storage.tokens import new_token
from scorekeeper.storage.transactions import NotFound, writing


def replace_table_key(db, event_pk, number, *, expected_version) -> str:
    """A new link for table `number` of the event, on the event as the director's page showed it
    (`expected_version`); the table's games get new keys too. Returns the table's new key."""
    token = new_token()
    digest, seal = sealed(db, token)
    with writing(db):
        bump(db, event_pk, expected_version)
        # read under the write lock: a round started meanwhile has its game here too
        games = db.execute(
            "SELECT game_id FROM event_games WHERE event_id = ? AND table_number = ?",
            [event_pk, number],
        ).fetchall()
        if not db.execute(
            "UPDATE event_tables SET token_digest = ?, token_seal = ?"
            " WHERE event_id = ? AND number = ?",
            [digest, seal, event_pk, number],
        ).rowcount:
            raise NotFound(f"no table {number} in event {event_pk}")
        for (game,) in games:
            game_digest, game_seal = sealed(db, new_token())
            db.execute(
                "UPDATE games SET token_digest = ?, token_seal = ?, version = version + 1"
                " WHERE id = ?",
                [game_digest, game_seal, game],
            )
        log_change(db, event_pk, "new_table_key", {"table": number})
    return token
