"""The players page's forms: which games count (a GET form: the choice lives in the link), and
merging two spellings of one player (a POST, with its CSRF token)."""

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import BooleanField, DateField, Form, SelectChoice, SelectField
from wtforms.validators import InputRequired, Length, Optional, ValidationError

from scorekeeper.record import limits
from scorekeeper.rules import VARIANTS
from scorekeeper.web.words.table_words import said


class PlayerFilterForm(Form):
    """Read from the query string (no CSRF: it changes nothing). Unknown values fall back to the default."""

    rules = SelectField(_l("Rule set"), default="", validate_choice=False)
    period = SelectField(
        _l("Period"),
        default="all",
        validate_choice=False,
        choices=[
            SelectChoice("all", _l("All time")),
            SelectChoice("month", _l("This month")),
            SelectChoice("year", _l("This year")),
        ],
    )
    since = DateField(_l("From"), validators=[Optional()])
    until = DateField(_l("To"), validators=[Optional()])
    unfinished = BooleanField(_l("Count games still in play"))

    def __init__(self, formdata):
        super().__init__(formdata)
        self.rules.choices = [SelectChoice("", _l("Every rule set"))] + [
            SelectChoice(key, said(variant.name)) for key, variant in VARIANTS.items()
        ]


def no_control_characters(form, field):
    if limits.forbidden_character(field.data or ""):
        raise ValidationError(
            _l("A name may not hold control or text-direction characters.")
        )


def name_choices(names) -> list[SelectChoice]:
    return [SelectChoice(name, name) for name in names]


class MergeForm(FlaskForm):
    """Two spellings of the players listed, to count as one player on this device."""

    # Any name is taken (the list it was chosen from may have changed since), within a name's limits.
    first = SelectField(
        _l("This name"),
        validate_choice=False,
        validators=[
            InputRequired(),
            Length(max=limits.NAME_LENGTH),
            no_control_characters,
        ],
    )
    second = SelectField(
        _l("is the same player as"),
        validate_choice=False,
        validators=[
            InputRequired(),
            Length(max=limits.NAME_LENGTH),
            no_control_characters,
        ],
    )
