"""Hands as CSV for spreadsheets: one game's, and every game on this phone's list (its group's).
The rows come from `statistics.hand_rows_csv`; this module finds the games and names the file."""

from flask import Blueprint, Response, abort, redirect, url_for

from scorekeeper import storage
from scorekeeper.rules import InvalidGame
from scorekeeper.statistics.hand_rows_csv import csv_text, hand_rows
from scorekeeper.web.pages.shared import game_or_404
from scorekeeper.web.plumbing import joined_groups
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.downloads import attachment, day_of
from scorekeeper.web.plumbing.heavy import heavy

bp = Blueprint("exports", __name__)


def _csv(rows, *name_parts) -> Response:
    # The file name is made of slugs: nothing a player typed or imported reaches the header as is.
    return Response(
        csv_text(rows),
        mimetype="text/csv",
        headers=attachment(*name_parts, extension="csv"),
    )


@bp.get("/g/<game_id>/hands.csv")
@heavy
def game_hands(game_id):
    """One game's hands, a row per side per hand."""
    game = game_or_404(game_id)
    try:
        rows = hand_rows(storage.record_of(game), game["name"])
    except InvalidGame:
        abort(404)  # a record the engine cannot read at all has no hands to list
    return _csv(rows, game["name"], day_of(game["created"]), "hands")


@bp.get("/games/hands.csv")
def all_hands():
    """Every hand of this phone's games: its home group's CSV (streamed a game at a time)."""
    home = joined_groups.home_group(get_db())
    if home is None:
        return redirect(url_for("games.index"))
    return redirect(url_for("group_files.group_hands", key=home["token"]))
