"""What the bad-input tests share: game URLs built in one place (game ids become tokens soon), a game
to aim at, and everything the store holds, to show that a refused request changed nothing."""

import json

from factories import SIDES, US_OUT

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db


def game_url(game_id, rest: str = "") -> str:
    """A game's page, e.g. game_url(3, "/hands/new")."""
    return f"/g/{game_id}{rest}"


def everything_stored(app) -> str:
    """Every game with its version, hands and change log, as one text to compare before and after."""
    with app.app_context():
        db = get_db()
        return json.dumps(
            [storage.get_game(db, game["id"]) for game in storage.list_games(db)],
            sort_keys=True,
        )


def hand_form(version, action="save", nonce="n-1", **fields) -> dict:
    """A posted hand form, as the page names its boxes (sides-0-melds-0-rank…)."""
    return {"version": str(version), "nonce": nonce, "action": action, **fields}


RECORD_OF = {
    "format": 1,
    "variant": "classic",
    "name": "Friday",
    "sides": SIDES,
    "first_dealer": "Ana",
    "hands": [US_OUT],
}
"""A whole game record: Friday, one hand."""


def paths_of(value, path=()):
    """Every place in a JSON value, as a tuple of keys and indexes."""
    yield path
    items = (
        value.items()
        if isinstance(value, dict)
        else enumerate(value)
        if isinstance(value, list)
        else ()
    )
    for key, item in items:
        yield from paths_of(item, (*path, key))


def replaced(value, path, new):
    """A copy of a JSON value with `new` at `path` (the last key may be a new one)."""
    if not path:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = replaced(copy[path[0]], path[1:], new) if len(path) > 1 else new
    return copy
