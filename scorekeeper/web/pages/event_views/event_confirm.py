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

from scorekeeper import storage
from scorekeeper.web.actions.event_rounds import Refused
from scorekeeper.web.entry.event_entry.event_director_forms import SettleForm
from scorekeeper.web.entry.forms import plain_text
from scorekeeper.web.pages.event_views.director_answers import director_change
from scorekeeper.web.pages.shared import event_or_404, game_or_404
from scorekeeper.web.plumbing import budget, devices
from scorekeeper.web.plumbing.database import get_db

bp = Blueprint("event_confirm", __name__)
NOTE_LENGTH = 200


class AnswerForm(FlaskForm):
    """OK (`answer` "ok") or a dispute (`answer` "dispute") with what is wrong."""

    answer = HiddenField()
    note = StringField(_l("What is wrong"), [plain_text(NOTE_LENGTH)])


@bp.post("/g/<game_id>/hands/<int:number>/confirm")
@budget.answers
def answer(game_id, number):
    """The other side's OK of hand `number`, or its dispute with a line of text."""
    game_or_404(game_id)
    db = get_db()
    table = storage.event_of_game(db, game_id)
    if table is None or not table["confirm_hands"]:
        abort(404)
    form = AnswerForm()
    disputed = form.answer.data == "dispute"
    note = " ".join((form.note.data or "").split())
    if not form.validate_on_submit() or (disputed and not note):
        flash(
            gettext(
                "Say in a few words what is wrong with hand %(number)s.", number=number
            )
        )
        return redirect(url_for("games.show", game_id=game_id))
    try:
        storage.confirm_hand(
            db,
            table,
            number,
            "disputed" if disputed else "ok",
            note,
            by=devices.phone_mark(),
            disputes_per_hour=current_app.config["DISPUTES_PER_TABLE_PER_HOUR"],
        )
    except storage.NotFound:
        abort(404)
    except (storage.OwnHand, storage.TooManyDisputes) as refused:
        flash(refusal(refused, number))
        return redirect(url_for("games.show", game_id=game_id))
    flash(
        gettext("Hand %(number)s disputed: the director sees it.", number=number)
        if disputed
        else gettext("Hand %(number)s confirmed.", number=number)
    )
    return redirect(url_for("games.show", game_id=game_id))


def refusal(refused: Exception, number: int) -> str:
    """Why an answer was not taken, in the table's words."""
    if isinstance(refused, storage.OwnHand):
        return gettext(
            "Hand %(number)s was saved on this phone: a phone of the other side gives the OK"
            " (or the director settles it).",
            number=number,
        )
    return gettext(
        "This table has disputed as many hands as it may this hour: the director settles"
        " hand %(number)s.",
        number=number,
    )


@bp.post("/e/<key>/rounds/<int:round>/tables/<int:table>/hands/<int:number>/settle")
def settle(key, round, table, number):
    """The director upholds a hand waiting for the other side's OK or disputed: it counts as
    confirmed (the confirmation says the director settled it), logged; a resend changes
    nothing. To correct the hand instead, the director opens it on the table's game."""
    event = event_or_404(key)

    def act(db, version):
        try:
            return storage.settle_hand(
                db, event["pk"], round, table, number, expected_version=version
            )
        except storage.NotFound:
            raise Refused(gettext("That table has no such hand.")) from None

    return director_change(
        key,
        event,
        SettleForm(),
        invalid=gettext("Uphold the hand again."),
        act=act,
        said=lambda _: [
            gettext(
                "Table %(table)s: hand %(number)s upheld; it counts as confirmed.",
                table=table,
                number=number,
            )
        ],
    )
