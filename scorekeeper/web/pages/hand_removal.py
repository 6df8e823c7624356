"""Taking a hand back out: deleting a past hand (after asking), or undoing the hand just saved.
Either is refused when it would make a later hand wrong, and kept in the game's history. Both
are written by the one hand write (actions/hand_write.py), as a save is."""

from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_babel import gettext

from scorekeeper.translations import N_
from scorekeeper.web.actions import queued_hands
from scorekeeper.web.actions.hand_deletion import delete_hand, undo_hand
from scorekeeper.web.actions.hand_write import CANNOT_WRITE, STALE, Refused
from scorekeeper.web.boards.scoreboard import scoreboard
from scorekeeper.web.entry.forms import VersionForm
from scorekeeper.web.entry.hand_checks import page_version
from scorekeeper.web.pages.shared import answered_or_missing, game_or_404
from scorekeeper.web.plumbing import budget
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.error_pages import cannot_write_page

bp = Blueprint("hand_removal", __name__, url_prefix="/g/<game_id>/hands")


DELETED = N_(
    "Hand %(number)s deleted; later hands are renumbered and every total recomputed."
)
CHANGED = N_(
    "The game changed meanwhile (another phone saved). Check the hand below and delete again."
)
NOT_UNDONE = N_(
    "Hand %(number)s was not undone: another phone changed the game meanwhile."
)
TOO_LATE = N_(
    "Hand %(number)s can no longer be undone: the game changed since (tap the hand to correct "
    "or delete it)."
)
UNDONE = N_("Hand %(number)s undone: it is kept in the game's history.")


@bp.route("/<int:number>/delete", methods=["GET", "POST"])
@budget.corrections
def delete(game_id, number):
    """GET shows the hand and asks; POST deletes it unless that would break a later hand."""
    game = game_or_404(game_id)
    answer = answered_or_missing(game, number)
    if answer:
        return answer
    form = VersionForm(data={"version": game["version"]})
    problems, status = [], 200
    if form.validate_on_submit():
        try:
            problems = _deleted(game, number, form)
        except Refused as refused:
            if refused.why == CANNOT_WRITE:
                return cannot_write_page(refused.error)
            game, status = _drawn_again(game_id), 409
            if refused.why != STALE or number > len(game["hands"]):
                return redirect(url_for("games.show", game_id=game_id))
            form = VersionForm(formdata=None, data={"version": game["version"]})
        else:
            if not problems:
                flash(gettext(DELETED, number=number))
                return redirect(url_for("games.show", game_id=game_id))
    return _asking(game, form, number, problems), status


def _deleted(game, number, form) -> list:
    """The deletion the form asks for, after the saves this phone kept before it (queued_hands.py)."""
    queued = request.form.get(queued_hands.FIELD)
    version = page_version(form)
    return delete_hand(get_db(), game, number, version, form.nonce.data, queued)


def _drawn_again(game_id):
    """The game as it is now, after a refused deletion: drawn again here (409), not redirected,
    so a phone resending it sees a refusal, not a success."""
    flash(gettext(CHANGED), "error")
    return game_or_404(game_id)


def _asking(game, form, number, problems):
    """The page that shows the hand and asks, with what stops its deletion."""
    summary = scoreboard(game)["summary"]
    return render_template(
        "hands/delete.html",
        game=game,
        form=form,
        hand=summary["hands"][number - 1],
        summary=summary,
        problems=problems,
    )


@bp.post("/<int:number>/undo")
@budget.corrections
def undo(game_id, number):
    """Undo the hand just saved: a deletion kept in the history, offered while no later hand exists."""
    game = game_or_404(game_id)
    form = VersionForm()
    if not form.validate_on_submit() or number != len(game["hands"]):
        flash(gettext(TOO_LATE, number=number), "error")
        return redirect(url_for("games.show", game_id=game_id))
    try:
        undo_hand(get_db(), game, number, page_version(form), form.nonce.data)
    except Refused as refused:
        if refused.why == CANNOT_WRITE:
            return cannot_write_page(refused.error)
        flash(gettext(NOT_UNDONE, number=number), "error")
        return redirect(url_for("games.show", game_id=game_id))
    flash(gettext(UNDONE, number=number))
    return redirect(url_for("hands.new", game_id=game_id))
