"""The players page of a phone is its home group's: everyone in its games, ranked, from the
summary cache, with merges that every phone of the group shares (roster_pages.py). This address
stays for bookmarks and the games list's button."""

from flask import Blueprint, redirect, request, url_for

from scorekeeper.web.plumbing import joined_groups
from scorekeeper.web.plumbing.database import get_db

bp = Blueprint("players", __name__)


@bp.get("/players")
def index():
    """The home group's players page, with the same choices (?sort=, ?rules=, ?period=...)."""
    home = joined_groups.home_group(get_db())
    if home is None:
        return redirect(url_for("games.index"))
    return redirect(url_for("roster.players", key=home["token"], **request.args))
