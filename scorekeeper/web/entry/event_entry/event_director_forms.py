"""The director's one-button forms: start a round or call time, a table's paper result, two
entrants swapped. Each carries the event's version, so a change made meanwhile is refused."""

from flask_babel import gettext
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from markupsafe import Markup, escape
from wtforms import HiddenField, IntegerField, SelectField, StringField
from wtforms.validators import InputRequired, Optional
from wtforms.widgets import HiddenInput, Select, html_params

from scorekeeper.record import limits
from scorekeeper.web.entry.forms import Within, options


class LongSelect(Select):
    """A select of many entrants (800 pairs at a championship), its options written plainly:
    WTForms' own option rendering took a quarter of a 400-table director's page per list."""

    def __call__(self, field, **kwargs):
        kwargs.setdefault("id", field.id)
        if field.flags.required:
            kwargs.setdefault("required", True)
        chosen = str(field.data)
        lines = [
            f'<option value="{escape(c.value)}"'
            + (" selected" if str(c.value) == chosen else "")
            + f">{escape(c.label)}</option>"
            for c in field.choices or ()
        ]
        return Markup(
            f"<select {html_params(name=field.name, **kwargs)}>"
            + "".join(lines)
            + "</select>"
        )


class RoundForm(FlaskForm):
    """Start round `round`, on the event as the page showed it (`version`)."""

    version = HiddenField(validators=[InputRequired()])
    round = IntegerField(validators=[InputRequired()], widget=HiddenInput())
    # "1" once the director was told which tables still play the round in play, and went on
    confirm = HiddenField()


class PaperForm(FlaskForm):
    """A table's final totals from its paper sheet (both, or "clear")."""

    version = HiddenField(validators=[InputRequired()])
    ns = IntegerField(
        _l("North-South"),
        [Optional(), Within(-limits.MOST_POINTS * 10, limits.MOST_POINTS * 10)],
        render_kw={"inputmode": "numeric"},
    )
    ew = IntegerField(
        _l("East-West"),
        [Optional(), Within(-limits.MOST_POINTS * 10, limits.MOST_POINTS * 10)],
        render_kw={"inputmode": "numeric"},
    )


class SwapForm(FlaskForm):
    """Two entrants change seats in a round not started yet (confirmed first)."""

    version = HiddenField(validators=[InputRequired()])
    confirm = HiddenField()
    round = SelectField(_l("Round"), coerce=int, validate_choice=False)
    first = SelectField(
        _l("Swap"), coerce=int, validate_choice=False, widget=LongSelect()
    )
    second = SelectField(
        _l("with"), coerce=int, validate_choice=False, widget=LongSelect()
    )

    def offer(self, event: dict, entrants: list[dict]) -> "SwapForm":
        """The rounds not started yet and the entrants, by name."""
        self.round.choices = options(
            (n, gettext("Round %(round)s", round=n))
            for n in range(event["current_round"] + 1, event["rounds"] + 1)
        )
        people = options((e["number"], e["name"]) for e in entrants)
        self.first.choices, self.second.choices = people, list(people)
        return self


class LateForm(FlaskForm):
    """A late pair, typed as on the new event's form ("Ana & Ben")."""

    version = HiddenField(validators=[InputRequired()])
    entrant = StringField(_l("Late pair"), [InputRequired()])


class WithdrawForm(FlaskForm):
    """An entrant leaving after the round in play (confirmed first)."""

    version = HiddenField(validators=[InputRequired()])
    confirm = HiddenField()
    # Posted without an entrant it is refused (400, the page again), never a 500 (issue 39, L5).
    entrant = SelectField(
        _l("Withdraws"),
        [InputRequired()],
        coerce=int,
        validate_choice=False,
        widget=LongSelect(),
    )

    def offer(self, entrants: list[dict]) -> "WithdrawForm":
        self.entrant.choices = options(
            (e["number"], e["name"]) for e in entrants if e["withdrawn_after"] is None
        )
        return self


class AdjustForm(FlaskForm):
    """A table that could not finish: its adjusted result, by the club's rule, or cleared."""

    version = HiddenField(validators=[InputRequired()])
    rule = SelectField(
        _l("Adjusted result"),
        choices=options(
            [
                ("average", _l("each side its own average")),
                ("split", _l("a fixed split of the victory points")),
            ]
        ),
    )
    ns = IntegerField(
        _l("North-South, percent"), [Optional(), Within(0, 100)], default=40
    )
    ew = IntegerField(
        _l("East-West, percent"), [Optional(), Within(0, 100)], default=60
    )


class KeyForm(FlaskForm):
    """A new director's, room's or table's link, the old one answering 404 from then on (a
    table's is confirmed first)."""

    version = HiddenField(validators=[InputRequired()])
    which = HiddenField(validators=[InputRequired()])
    confirm = HiddenField()


class UndoForm(FlaskForm):
    """Undo the newest swap or withdrawal while the round in play is the same."""

    version = HiddenField(validators=[InputRequired()])
    change = IntegerField(validators=[InputRequired()], widget=HiddenInput())


class SettleForm(FlaskForm):
    """Uphold a hand waiting for the other side's OK or disputed (the route names the hand)."""

    version = HiddenField(validators=[InputRequired()])
