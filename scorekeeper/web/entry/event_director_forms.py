"""The director's one-button forms: start a round or call time, a table's paper result, two
entrants swapped. Each carries the event's version, so a change made meanwhile is refused."""

from flask_babel import gettext
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import HiddenField, IntegerField, SelectField, StringField
from wtforms.validators import InputRequired, Optional
from wtforms.widgets import HiddenInput

from scorekeeper.record import limits
from scorekeeper.web.entry.forms import Within, options


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
    """Two entrants change seats in a round not started yet."""

    version = HiddenField(validators=[InputRequired()])
    round = SelectField(_l("Round"), coerce=int, validate_choice=False)
    first = SelectField(_l("Swap"), coerce=int, validate_choice=False)
    second = SelectField(_l("with"), coerce=int, validate_choice=False)

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
    """An entrant leaving after the round in play."""

    version = HiddenField(validators=[InputRequired()])
    entrant = SelectField(_l("Withdraws"), coerce=int, validate_choice=False)

    def offer(self, entrants: list[dict]) -> "WithdrawForm":
        self.entrant.choices = options(
            (e["number"], e["name"]) for e in entrants if e["withdrawn_after"] is None
        )
        return self
