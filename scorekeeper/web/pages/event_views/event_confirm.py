"""The other side's answer to a hand saved at a club night's table (issue 29, confirmed hands):
OK, or a dispute with a line of text. Posted from the table's game page, with the game's link;
the director's page lists what is still waiting or disputed, and the director settles it
there (upholds the hand, or corrects it on the table's game, which asks for the OK again).
The phone that saved a hand cannot OK it, a table's disputes are throttled
(DISPUTES_PER_TABLE_PER_HOUR), and no answer moves the event's version: a flood of answers
never makes the director's forms stale (issue 39)."""

from flask import Blueprint, abort, current_app, flash, redirect, url_for
from flask_babel import gettext
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import HiddenField, StringField

from scorekeeper.translations import N_
from scorekeeper.web.actions.hand_confirmation import (
    AnswerRefused,
    NotAsked,
    answer_hand,
    asking_table,
    settle_hand,
)
from scorekeeper.web.entry.event_entry.event_director_forms import SettleForm
from scorekeeper.web.entry.forms import plain_text
from scorekeeper.web.pages.event_views.director_answers import director_change
from scorekeeper.web.pages.shared import event_or_404, game_or_404
from scorekeeper.web.plumbing import budget, devices
from scorekeeper.web.plumbing.database import get_db

bp = Blueprint("event_confirm", __name__)
NOTE_LENGTH = 200
SAY_WHAT = N_("Say in a few words what is wrong with hand %(number)s.")
DISPUTED = N_("Hand %(number)s disputed: the director sees it.")
CONFIRMED = N_("Hand %(number)s confirmed.")
UPHELD = N_("Table %(table)s: hand %(number)s upheld; it counts as confirmed.")


class AnswerForm(FlaskForm):
    """OK (`answer` "ok") or a dispute (`answer` "dispute") with what is wrong."""

    answer = HiddenField()
    note = StringField(_l("What is wrong"), [plain_text(NOTE_LENGTH)])


def _answering() -> dict:
    """Who answers (this phone's mark: not the one that saved the hand) and the table's limit."""
    limit = current_app.config["DISPUTES_PER_TABLE_PER_HOUR"]
    return {"by": devices.phone_mark(), "disputes_per_hour": limit}


@bp.post("/g/<game_id>/hands/<int:number>/confirm")
@budget.answers
def answer(game_id, number):
    """The other side's OK of hand `number`, or its dispute with a line of text."""
    game_or_404(game_id)
    form = AnswerForm()
    disputed = form.answer.data == "dispute"
    note = " ".join((form.note.data or "").split())
    try:
        table = asking_table(get_db(), game_id)
        if not form.validate_on_submit() or (disputed and not note):
            flash(gettext(SAY_WHAT, number=number))
        else:
            answer_hand(get_db(), table, number, disputed, note, **_answering())
            flash(gettext(DISPUTED if disputed else CONFIRMED, number=number))
    except NotAsked:
        abort(404)
    except AnswerRefused as refused:
        flash(str(refused))
    return redirect(url_for("games.show", game_id=game_id))


@bp.post("/e/<key>/rounds/<int:round>/tables/<int:table>/hands/<int:number>/settle")
def settle(key, round, table, number):
    """The director upholds a hand waiting for the other side's OK or disputed: it counts as
    confirmed (the confirmation says the director settled it), logged; a resend changes
    nothing. To correct the hand instead, the director opens it on the table's game."""
    event = event_or_404(key)
    return director_change(
        key,
        event,
        SettleForm(),
        invalid=gettext("Uphold the hand again."),
        act=lambda db, version: settle_hand(db, event, round, table, number, version),
        said=lambda _: [gettext(UPHELD, table=table, number=number)],
        table=table,
    )
