"""A game's view-only link (a spectator, a big screen): the scoreboard, its chart and figures,
and nothing that changes the game. The page is drawn with the game's view token in place of its
recording link, so no link on it (and no poll) can reach a page that writes; a POST is refused
(web/plumbing/access.py)."""

from flask import Blueprint, abort, render_template

from scorekeeper import storage
from scorekeeper.rules import InvalidGame
from scorekeeper.web.boards.kept_scoreboard import drawn_key, kept_scoreboard
from scorekeeper.web.plumbing.database import get_db

bp = Blueprint("view_only", __name__)


@bp.route("/v/<view_token>", methods=["GET", "POST"])
def game(view_token):
    """The scoreboard, read only."""
    found = storage.get_game(get_db(), view_token, by="view_token")
    if found is None:
        abort(404)
    # no poll of the real link
    shown = {k: v for k, v in found.items() if k != "version"}
    shown["id"] = view_token
    try:
        content, board, _ = kept_scoreboard(shown)
    except InvalidGame as error:
        return render_template(
            "games/unreadable.html", game=shown, problems=error.problems
        )
    return render_template(
        "games/show.html",
        game=shown,
        view_only=True,
        undo=None,
        rematch=None,
        hands_drawn=drawn_key(content),
        **board,
    )
