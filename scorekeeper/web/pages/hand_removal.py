"""Taking a hand back out: deleting a past hand (after asking), or undoing the hand just saved.
Either is refused when it would make a later hand wrong, and kept in the game's history. Both
are written by the one hand write (actions/hand_write.py), as a save is."""

from flask import Blueprint, flash, redirect, render_template, url_for
from flask_babel import gettext

from scorekeeper import storage
from scorekeeper.record.changes import play_change
from scorekeeper.web.actions.hand_write import CANNOT_WRITE, STALE, Refused, write
from scorekeeper.web.boards.scoreboard import scoreboard
from scorekeeper.web.entry.forms import VersionForm
from scorekeeper.web.entry.hand_checks import page_version
from scorekeeper.web.pages.shared import answered_or_missing, game_or_404
from scorekeeper.web.plumbing import budget
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.error_pages import cannot_write_page
from scorekeeper.web.words.problem_speech import problem_whole

bp = Blueprint("hand_removal", __name__, url_prefix="/g/<game_id>/hands")


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
        change = play_change(storage.record_of(game), None, number)
        problems = [problem_whole(p) for p in change.others]
        try:
            if not problems:
                write(
                    get_db(),
                    game,
                    change,
                    version=page_version(form),
                    nonce=form.nonce.data,
                )
                flash(
                    gettext(
                        "Hand %(number)s deleted; later hands are renumbered and every total recomputed.",
                        number=number,
                    )
                )
                return redirect(url_for("games.show", game_id=game_id))
        except Refused as refused:
            if refused.why == CANNOT_WRITE:
                return cannot_write_page(refused.error)
            # Drawn again here (409), not redirected: a phone resending it sees a refusal, not a success.
            flash(
                gettext(
                    "The game changed meanwhile (another phone saved). Check the hand below and delete again."
                ),
                "error",
            )
            game, status = game_or_404(game_id), 409
            if refused.why != STALE or number > len(game["hands"]):
                return redirect(url_for("games.show", game_id=game_id))
            form = VersionForm(formdata=None, data={"version": game["version"]})
    board = scoreboard(game)
    return render_template(
        "hands/delete.html",
        game=game,
        form=form,
        hand=board["summary"]["hands"][number - 1],
        summary=board["summary"],
        problems=problems,
    ), status


@bp.post("/<int:number>/undo")
@budget.corrections
def undo(game_id, number):
    """Undo the hand just saved: a deletion kept in the history, offered while no later hand exists."""
    game = game_or_404(game_id)
    form = VersionForm()
    if not form.validate_on_submit() or number != len(game["hands"]):
        flash(
            gettext(
                "Hand %(number)s can no longer be undone: the game changed since (tap the hand to correct "
                "or delete it).",
                number=number,
            ),
            "error",
        )
        return redirect(url_for("games.show", game_id=game_id))
    change = play_change(storage.record_of(game), None, number)
    try:
        write(get_db(), game, change, version=page_version(form), nonce=form.nonce.data)
    except Refused as refused:
        if refused.why == CANNOT_WRITE:
            return cannot_write_page(refused.error)
        flash(
            gettext(
                "Hand %(number)s was not undone: another phone changed the game meanwhile.",
                number=number,
            ),
            "error",
        )
        return redirect(url_for("games.show", game_id=game_id))
    flash(
        gettext(
            "Hand %(number)s undone: it is kept in the game's history.", number=number
        )
    )
    return redirect(url_for("hands.new", game_id=game_id))
