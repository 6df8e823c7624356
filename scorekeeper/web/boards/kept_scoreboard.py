"""A game's scoreboard made once per content of the game and language, and its hands' part of the
page drawn once: a table's four following phones reload the scoreboard after every save and every
OK (8 pages a hand), and at a championship's 400 tables those pages were most of a hand's CPU
(issue 41), each parsing, playing and drawing the whole game again for the same hands.

Kept by a digest of the game as stored, but its version: a table's OK moves the version without
changing a hand, so the boards after the save and after the OK are one. The link is part of the
game (its token), so a view-only link's board is kept apart from the recording link's."""

import hashlib
import json

from flask import request
from flask_babel import get_locale

from scorekeeper import storage
from scorekeeper.web.boards.scoreboard import played_once, scoreboard, scorer_data
from scorekeeper.web.delivery.rendered_once import Kept, RenderedOnce
from scorekeeper.web.plumbing.access import may

# A championship's 400 tables in one language fit; a 3-hand board is some tens of KB, a long
# game's more, so a process holds at most a few tens of MB of them (an older one is made again)
BOARDS = 512
_boards = Kept(BOARDS)


def content_key(game: dict) -> str:
    """The game's hands, names, rules and change logs as one digest, its version left out."""
    body = {name: value for name, value in game.items() if name != "version"}
    text = json.dumps(body, sort_keys=True, default=str, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def kept_scoreboard(game: dict) -> tuple[str, dict, dict | None]:
    """(the content key, the scoreboard, the phone scorer's data or None once finished), made
    once per content and language; a game the rules refuse raises InvalidGame each time."""
    key = content_key(game)

    def make():
        record = storage.record_of(game)
        played = played_once(record)
        board = scoreboard(game, played)
        finished = board["summary"]["finished"]
        return board, None if finished else scorer_data(record, played=played)

    board, scorer = _boards.get((key, str(get_locale())), make)
    return key, board, scorer


def drawn_key(content: str) -> tuple:
    """What the page's hands, chart and rules part is drawn from (`once_a_board` in
    games/show.html): the content, the language, whether this link may correct a hand, and the
    path the app is served under."""
    return content, str(get_locale()), may("hands.edit"), request.script_root


def init_app(app) -> None:
    """The drawn parts, kept apart from the hand forms (rendered_once's `once`): a round's 400
    new boards must not push the tables' hand forms out."""
    drawn = app.extensions["boards_once"] = RenderedOnce(BOARDS)
    app.add_template_global(lambda key, caller: drawn(key, caller), "once_a_board")
