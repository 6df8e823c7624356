"""Live updates for phones following a game: a version endpoint they poll every two seconds.

Polling, not Server-Sent Events: waitress answers with 8 threads (cli/serving.py), and an event
stream would hold one of them for as long as each phone keeps the scoreboard open. A poll holds a
thread for one indexed read. The answer carries an ETag of the game's version, so a phone whose
copy is current gets an empty 304. The endpoint only reads: no database write, no cookie."""

from flask import Blueprint, Response, abort, jsonify, request

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

bp = Blueprint("live", __name__)


def etag_of(version: int) -> str:
    return f"v{version}"


@bp.get("/g/<game_id>/version")
def version(game_id):
    """The game's version and its newest change, as JSON; 304 when the phone's ETag is current."""
    db = get_db()
    current = storage.version_of(db, game_id)
    if current is None:
        abort(404)
    if request.if_none_match.contains(etag_of(current)):
        response = Response(status=304)
    else:
        latest = storage.latest_change(db, game_id) or abort(404)
        response = jsonify(latest)
        current = latest["version"]
    response.set_etag(etag_of(current))
    # The phone keeps the ETag itself; no cache in between may answer for the server.
    response.headers["Cache-Control"] = "no-cache, private"
    return response
