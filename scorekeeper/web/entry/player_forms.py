"""The players' and groups' forms: which games count (a GET form: the choice lives in the link),
merging two spellings of one player (a POST, with its CSRF token), and a group's own: naming it,
searching its games, renaming and merging its roster, importing its file."""

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.file import FileField
from wtforms import (
    BooleanField,
    DateField,
    Form,
    SelectChoice,
    SelectField,
    StringField,
)
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


class GroupForm(FlaskForm):
    """A new group: what the players call their table ("Our table", "Thursday club")."""

    name = StringField(
        _l("What do you call your group?"),
        validators=[
            InputRequired(),
            Length(max=limits.NAME_LENGTH),
            no_control_characters,
        ],
        render_kw={"placeholder": _l("Our table"), "autocomplete": "off"},
    )


class RosterMergeForm(FlaskForm):
    """Two roster entries of a group to count as one person (on every phone)."""

    first = SelectField(_l("This name"), coerce=int, validate_choice=False)
    second = SelectField(_l("is the same player as"), coerce=int, validate_choice=False)


class RenameForm(FlaskForm):
    """A person's new name, in every game of the group."""

    name = StringField(
        _l("New name"),
        validators=[
            InputRequired(),
            Length(max=limits.NAME_LENGTH),
            no_control_characters,
        ],
    )


class GroupImportForm(FlaskForm):
    """A group file (Download the group) to recreate the group from."""

    file = FileField(_l("Group file (.json)"), validators=[InputRequired()])
    # A file of a group that is here already: add the games it lacks to that group (offered to a
    # phone that holds the group's recording link), or make a second copy.
    update = BooleanField(
        _l("Add the games the group lacks from this file (the others stay as they are)")
    )
    again = BooleanField(_l("Import it as another group all the same"))


class GroupSearchForm(Form):
    """The group's games list: search by player, rule set and start dates (a GET form)."""

    player = StringField(
        _l("Player"), validators=[Optional(), Length(max=limits.NAME_LENGTH)]
    )
    rules = SelectField(_l("Rule set"), default="", validate_choice=False)
    since = DateField(_l("From"), validators=[Optional()])
    until = DateField(_l("To"), validators=[Optional()])

    def __init__(self, formdata):
        super().__init__(formdata)
        self.rules.choices = [SelectChoice("", _l("Every rule set"))] + [
            SelectChoice(key, variant.name) for key, variant in VARIANTS.items()
        ]
