"""Reaching games: a game's share page (link and QR code), this device's games as one download,
and the club list of every game for whoever knows the club passphrase."""

import json
from datetime import datetime, timezone

import segno
from flask import (
    Blueprint,
    Response,
    flash,
    redirect,
    render_template,
    url_for,
)
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.web.entry.forms import ClubForm, EmptyForm
from scorekeeper.web.pages.shared import VARIANT_NAMES, game_or_404
from scorekeeper.web.plumbing import devices
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.downloads import attachment
from scorekeeper.web.plumbing.heavy import heavy
from scorekeeper.web.plumbing.phone_address import phone_link, reach
from scorekeeper.web.plumbing.throttle import PASSPHRASE_TRIES, limiter

bp = Blueprint("sharing", __name__)


@bp.get("/g/<game_id>/share")
def share(game_id):
    """The game's link, to send or to scan: whoever has it can see and score the game."""
    game = game_or_404(game_id)
    # The address a phone reaches (PUBLIC_URL, or this computer's on the Wi-Fi), never 127.0.0.1.
    link = phone_link(url_for("games.show", game_id=game["id"]))
    # The QR code encodes the link in its modules; the SVG holds no text of ours.
    qr = segno.make(link, error="m").svg_inline(
        scale=5, omitsize=True, dark="#000", light="#fff"
    )
    view_link = phone_link(url_for("view_only.game", view_token=game["view_token"]))
    return render_template(
        "games/share.html",
        game=game,
        link=link,
        qr=qr,
        view_link=view_link,
        **reach(link),
    )


@bp.get("/games/export.json")
@heavy
def export_all():
    """Every game on this device's list as one file: {"format": 1, "games": [record, ...]}."""
    db = get_db()
    games = [
        storage.get_game(db, game["id"])
        for game in storage.list_games(db, devices.known_ids())
    ]
    # Compact, unlike one game's export: a full device of 40-hand games (about 10 KB each) then stays
    # under the request limit that importing the file back meets (indented, 26 KB each, it did not).
    body = json.dumps(
        {
            "format": storage.RECORD_FORMAT,
            "games": [storage.record_of(g) for g in games if g],
        },
        separators=(",", ":"),
        ensure_ascii=False,
    )
    day = datetime.now(timezone.utc).date().isoformat()
    return Response(
        body,
        mimetype="application/json",
        headers=attachment("canasta-games", day, extension="json"),
    )


@bp.route("/club", methods=["GET", "POST"])
@limiter.limit(PASSPHRASE_TRIES, methods=["POST"])  # counted as each try starts
def club():
    """The club's records: every game on this server, for the holder of CLUB_PASSPHRASE."""
    if not devices.club_passphrase():
        return render_template(
            "games/club.html", enabled=False, form=None, games=None
        ), 404
    form = ClubForm()
    if form.validate_on_submit():
        if devices.opens_club(form.passphrase.data):
            devices.join_club(form.passphrase.data)
            return redirect(url_for("sharing.club"))
        form.passphrase.errors.append(gettext("That is not the club passphrase."))
    games = storage.list_games(get_db()) if devices.is_club() else None
    return render_template(
        "games/club.html",
        groups=storage.all_groups(get_db()) if devices.is_club() else None,
        enabled=True,
        form=form,
        games=games,
        leave=EmptyForm(),
        variant_names=VARIANT_NAMES,
    )


@bp.post("/club/leave")
def leave_club():
    """This device stops showing the club list."""
    if EmptyForm().validate_on_submit():
        devices.leave_club()
        flash(gettext("This device no longer shows the club's games."))
    return redirect(url_for("games.index"))


@bp.post("/g/<game_id>/stop-following")
def stop_following(game_id):
    """Take the game off this device's list; it stays on the server for everyone with the link.
    The games list then tells the service worker, which drops this phone's copies of its pages."""
    if EmptyForm().validate_on_submit():
        devices.forget(game_id)
        game = storage.get_game(get_db(), game_id)
        if game:  # a game deleted meanwhile simply leaves the list
            flash(
                gettext(
                    "Stopped following “%(name)s” on this phone. It stays on the server: anyone with its link "
                    "can still open it.",
                    name=game["name"],
                )
            )
    return redirect(url_for("games.index"))
