"""Reaching games: a game's share page (link and QR code, and replacing either link of the game:
the old one then answers 404), keeping a game opened by its link in
this phone's list (or letting it go), this phone's games as one download, and the club list of
every game for whoever knows the club passphrase."""

import segno
from flask import (
    Blueprint,
    flash,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.storage.game_links import COLUMNS, replace_game_link
from scorekeeper.storage.game_summaries import PAGE
from scorekeeper.storage.group_store import kept_games
from scorekeeper.translations import N_
from scorekeeper.web.boards.summary_cache import filled
from scorekeeper.web.entry.forms import ClubForm, EmptyForm
from scorekeeper.web.pages.shared import VARIANT_NAMES, game_or_404
from scorekeeper.web.plumbing import devices, joined_groups
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.phone_address import phone_link, reach
from scorekeeper.web.plumbing.throttle import passphrase_tries

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
        replace=EmptyForm(),
        **reach(link),
    )


@bp.post("/g/<game_id>/links/<which>/replace")
def replace_link(game_id, which):
    """A new recording (`record`) or view-only (`view`) link for the game; the old one is gone.
    This phone moves to the new link, and its list shows the game under it."""
    game_or_404(game_id)
    if which not in COLUMNS or not EmptyForm().validate_on_submit():
        return redirect(url_for("sharing.share", game_id=game_id))
    home = joined_groups.home_group(get_db())
    token = replace_game_link(get_db(), game_id, which, home and home["pk"])
    flash(gettext(REPLACED[which]))
    recording = token if which == "record" else game_id
    return redirect(url_for("sharing.share", game_id=recording))


REPLACED = {
    "record": N_(
        "This game has a new link: the old one opens nothing now. Send the new one to the"
        " phones that record it."
    ),
    "view": N_(
        "The view-only link was replaced: the old one opens nothing now. Give the new one"
        " below to whoever may watch."
    ),
}


@bp.get("/games/export.json")
def export_all():
    """*Download all my games*: the home group's file, which any import page takes back."""
    home = joined_groups.home_group(get_db())
    if home is None:
        return redirect(url_for("games.index"))
    return redirect(url_for("group_files.export_group", key=home["token"]))


@bp.route("/club", methods=["GET", "POST"])
@passphrase_tries  # counted as each try starts
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
    return _club_page(form)


def _club_page(form):
    """The club's list, a page at a time from the summary cache like every list (the form alone
    until this device gave the passphrase)."""
    games, total, page = None, 0, max(request.args.get("page", 1, type=int), 1)
    if devices.is_club():
        rows, total = storage.games_page(get_db(), None, page=page)
        games = filled(get_db(), rows)
    return render_template(
        "games/club.html",
        groups=storage.all_groups(get_db()) if devices.is_club() else None,
        enabled=True,
        form=form,
        games=games,
        total=total,
        page=page,
        pages=max((total + PAGE - 1) // PAGE, 1),
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


@bp.post("/g/<game_id>/keep")
def keep(game_id):
    """*Keep in my games*: a game opened by its link joins this phone's list (its home group's:
    a game of no group moves in, another group's game is kept there, still that group's)."""
    if EmptyForm().validate_on_submit():
        db = get_db()
        game = game_or_404(game_id)
        kept_games.keep(db, joined_groups.ensure_home(db)["pk"], [game_id])
        flash(gettext("“%(name)s” is in your games.", name=game["name"]))
    return redirect(url_for("games.show", game_id=game_id))


@bp.post("/g/<game_id>/stop-following")
def stop_following(game_id):
    """Take a kept game off this phone's list; it stays its own group's, and reached by its link.
    The games list then tells the service worker, which drops this phone's copies of its pages."""
    if EmptyForm().validate_on_submit():
        db = get_db()
        home = joined_groups.home_group(db)
        game = game_or_404(game_id)
        if home is not None:
            kept_games.let_go(db, home["pk"], game_id)
        session["dropped"] = [game_id]
        flash(
            gettext(
                "Stopped following “%(name)s” on this phone. It stays on the server: anyone with its link "
                "can still open it.",
                name=game["name"],
            )
        )
    return redirect(url_for("games.index"))
