"""A season's form: its name, first and last day, and how its ladder counts (the measure, the
best N evenings, at least M played), with a nonce so the same form sent twice makes one season;
and the club's handicap switch (the form says on or off, so sending it twice changes nothing)."""

import uuid

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import (
    DateField,
    HiddenField,
    IntegerField,
    SelectChoice,
    SelectField,
    StringField,
)
from wtforms.validators import (
    AnyOf,
    InputRequired,
    Length,
    NumberRange,
    ValidationError,
)

from scorekeeper.record import limits
from scorekeeper.web.entry.player_forms import no_control_characters

MOST_EVENINGS = 365


class SeasonForm(FlaskForm):
    name = StringField(
        _l("Season"),
        [InputRequired(), Length(max=limits.GAME_NAME_LENGTH), no_control_characters],
        render_kw={"placeholder": _l("Autumn 2026"), "autocomplete": "off"},
    )
    first_day = DateField(_l("First day"), [InputRequired()])
    last_day = DateField(_l("Last day"), [InputRequired()])
    measure = SelectField(
        _l("Each evening counts"),
        default="vp",
        choices=[
            SelectChoice("vp", _l("Victory points a table")),
            SelectChoice("percent", _l("Share of the field beaten (%)")),
            SelectChoice("points", _l("Points a table")),
        ],
    )
    best = IntegerField(
        _l("Best evenings counted"),
        [InputRequired(), NumberRange(1, MOST_EVENINGS)],
        default=8,
    )
    at_least = IntegerField(
        _l("Evenings played to be ranked"),
        [InputRequired(), NumberRange(1, MOST_EVENINGS)],
        default=4,
    )
    nonce = HiddenField(
        validators=[Length(max=limits.NONCE_LENGTH)], default=lambda: uuid.uuid4().hex
    )

    def validate_last_day(self, field):
        if self.first_day.data and field.data and field.data < self.first_day.data:
            raise ValidationError(_l("The last day comes on or after the first."))

    def fields(self) -> dict:
        """What storage.create_season takes."""
        return {
            "name": self.name.data.strip(),
            "first_day": self.first_day.data.isoformat(),
            "last_day": self.last_day.data.isoformat(),
            "measure": self.measure.data,
            "best": self.best.data,
            "at_least": self.at_least.data,
        }


class HandicapForm(FlaskForm):
    handicaps = HiddenField(validators=[AnyOf(["on", "off"])])
