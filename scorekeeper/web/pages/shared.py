"""What the pages share: loading a game, a group or an event by its key, the paper a sheet is
printed on, the players table's filters (the sides a new-game form types: web/entry/game_sides.py).
What pages read of a game is in web/boards/scoreboard.py."""

from datetime import datetime, timezone

from flask import Response, abort, render_template, request

from scorekeeper import storage
from scorekeeper.printing import PAPERS, choose_paper
from scorekeeper.rules import VARIANTS
from scorekeeper.statistics.players import Filters, period_bounds
from scorekeeper.web.plumbing import joined_groups
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.downloads import attachment
from scorekeeper.web.plumbing.resends import answered_before


def game_or_404(game_id) -> dict:
    """The game behind a link (opening it lists it nowhere: *Keep in my games* does)."""
    game = storage.get_game(get_db(), game_id)
    if game is None:
        abort(404)
    return game


def group_or_404(key) -> dict:
    """The group behind a link (its recording or view-only token); opening it joins this device.
    What each of its links may do is the access table's (web/plumbing/access.py)."""
    group = storage.group_by_key(get_db(), key)
    if group is None:
        abort(404)
    joined_groups.join(group["key"], can_record=group["can_record"])
    return group


def answered_or_missing(game, number):
    """For a past hand's page: the answer already given to this POST's nonce (a resend), or a 404
    for a hand the game has not got; None when the page should be drawn."""
    if request.method == "POST":
        again = answered_before(game["id"], request.form.get("nonce"), new_hand=False)
        if again:
            return again
    if not 1 <= number <= len(game["hands"]):
        return render_template("errors/404.html"), 404
    return None


def event_or_404(key) -> dict:
    """The event behind a director's or room's link (the access table says which may do what)."""
    event = storage.event_by_key(get_db(), key)
    if event is None:
        abort(404)
    return event


PAPER_COOKIE = "paper"


ONE_YEAR = 365 * 24 * 3600


def chosen_paper():
    """The paper a PDF is printed on: asked for (?paper=), else remembered, else the browser's."""
    requested = request.args.get("paper")
    languages = [tag for tag, _quality in request.accept_languages]
    return PAPERS[choose_paper(requested, request.cookies.get(PAPER_COOKIE), languages)]


def remember_paper(response, paper):
    """Keep an explicit choice in a cookie, so the next sheet comes on the same paper."""
    if request.args.get("paper", "").lower() in PAPERS:
        response.set_cookie(
            PAPER_COOKIE, paper.id, max_age=ONE_YEAR, samesite="Lax", httponly=True
        )
    return response


def pdf_download(pdf: bytes, name_parts: tuple, paper) -> Response:
    """A PDF as an attachment named from slugs of `name_parts` (downloads.py), never their text."""
    response = Response(
        pdf,
        mimetype="application/pdf",
        headers=attachment(*name_parts, extension="pdf"),
    )
    return remember_paper(response, paper)


# for the game lists
VARIANT_NAMES = {key: variant.name for key, variant in VARIANTS.items()}


def player_filters(form) -> Filters:
    """Which games a players page counts, from its filter form (a device's, or a group's)."""
    form.validate()  # a date that is no date is left out, with its message beside the box
    since, until = period_bounds(form.period.data, datetime.now(timezone.utc).date())
    if form.since.data or form.until.data:
        since, until = form.since.data, form.until.data
    return Filters(
        rule_set=form.rules.data if form.rules.data in VARIANT_NAMES else None,
        since=since,
        until=until,
        include_unfinished=form.unfinished.data,
    )


def chosen_query(keys) -> dict:
    """A page's choices as they came, to keep them in sorting links and after a merge."""
    return {key: request.args[key] for key in keys if request.args.get(key)}
