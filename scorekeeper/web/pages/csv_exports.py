"""Hands as CSV for spreadsheets: one game's, and every game on this device's list.
The rows come from `statistics.hand_rows_csv`; this module finds the games and names the file."""

from datetime import datetime, timezone

from flask import Blueprint, Response, abort

from scorekeeper import storage
from scorekeeper.rules import InvalidGame
from scorekeeper.statistics.hand_rows_csv import csv_text, hand_rows
from scorekeeper.web.pages.shared import game_or_404, slug
from scorekeeper.web.plumbing import devices
from scorekeeper.web.plumbing.database import get_db

bp = Blueprint("exports", __name__)


def _csv(rows, filename: str) -> Response:
    # The filename is a slug (ASCII letters, digits, hyphens): nothing a player typed reaches the header raw.
    return Response(
        csv_text(rows),
        mimetype="text/csv",
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )


@bp.get("/g/<game_id>/hands.csv")
def game_hands(game_id):
    """One game's hands, a row per side per hand."""
    game = game_or_404(game_id)
    try:
        rows = hand_rows(storage.record_of(game), game["name"])
    except InvalidGame:
        abort(404)  # a record the engine cannot read at all has no hands to list
    return _csv(rows, f"{slug(game['name'])}-{game['created'][:10]}-hands.csv")


@bp.get("/games/hands.csv")
def all_hands():
    """The hands of every game on this device's list, oldest game first; a game the engine cannot
    read is left out."""
    db = get_db()
    games = [
        storage.get_game(db, listed["id"])
        for listed in storage.list_games(db, devices.known_ids())
    ]
    rows = []
    for game in sorted((g for g in games if g), key=lambda g: g["created"]):
        try:
            rows += hand_rows(storage.record_of(game), game["name"])
        except InvalidGame:
            continue
    day = datetime.now(timezone.utc).date().isoformat()
    return _csv(rows, f"canasta-hands-{day}.csv")
