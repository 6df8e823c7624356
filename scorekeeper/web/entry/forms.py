"""Web forms. Every POST goes through a FlaskForm, so CSRF protection covers all of them.

The new-game form depends on the rule set (its house-rule settings), so it is built per game from
the variant's data; the hand form, built per game too, is hand_fields.py's. The number, text and
choice fields here are what both (and the event forms) are made of.
"""

import uuid

from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.file import FileField
from wtforms import (
    FieldList,
    Form,
    FormField,
    HiddenField,
    IntegerField,
    PasswordField,
    SelectChoice,
    SelectField,
    StringField,
    TextAreaField,
)
from wtforms.validators import InputRequired, Length, Optional, ValidationError

from scorekeeper.record import limits
from scorekeeper.web.words.table_words import house_rule_label, said

NUMBER = {"inputmode": "numeric", "pattern": "[0-9]*", "min": 0, "placeholder": "0"}


class Within:
    """A whole number from `low` to `most`. (WTForms' NumberRange turns the number into a float
    first, and a box of 309 digits then raised OverflowError: a 500 instead of a message.)"""

    def __init__(self, low, most):
        self.low, self.most = low, most
        self.field_flags = {"min": low, "max": most}  # drawn as the box's min and max

    def __call__(self, form, field):
        if field.data is None:
            return
        if self.low == 0 and field.data < 0:
            raise ValidationError(_l("cannot be negative"))
        if not self.low <= field.data <= self.most:
            raise ValidationError(
                _l("must be from %(low)s to %(most)s", low=self.low, most=self.most)
            )


def plain_text(most):
    """A name or a note: at most `most` characters, none of them control or text-direction characters."""

    def check(form, field):
        problem = limits.text_problem(field.data or "", most)
        if problem:
            raise ValidationError(problem)

    check.field_flags = {"maxlength": most}
    return check


def options(pairs) -> list:
    """Choices for a select or radio field (WTForms 3.3 no longer takes (value, label) tuples)."""
    return [SelectChoice(value, label) for value, label in pairs]


def count(label, most, **kw):
    """A number box that may be left empty (nothing), never negative, at most `most` (limits.py)."""
    return IntegerField(
        label, [Optional(), Within(0, most)], render_kw={**NUMBER, **kw}
    )


class EmptyForm(FlaskForm):
    """Only the CSRF token: for one-button actions such as deleting a game."""


class VersionForm(FlaskForm):
    """A one-button action on a game that must not act on a game changed since the page was drawn;
    its nonce makes the same form sent twice act once."""

    version = HiddenField(validators=[InputRequired()])
    nonce = HiddenField(
        validators=[Length(max=limits.NONCE_LENGTH)], default=lambda: uuid.uuid4().hex
    )


def players_field(label):
    return StringField(
        label,
        [Optional(), plain_text(limits.NAME_LENGTH)],
        render_kw={"autocomplete": "off"},
    )


def new_game_form_class(
    settings: list[dict], n_sides: int, players_per_side: int, variant=None
):
    """The new-game form for one rule set and seating: names, first dealer and its house rules.

    `settings` are `entry`'s house-rule fields ({key, name, label, kind, value, choices})."""

    class SideForm(Form):
        # Each alone: the box is the player's name, and an empty one becomes "Player N" (the
        # placeholder says so), rather than a box pre-filled with a name to delete first.
        name = StringField(
            _l("Side name") if players_per_side > 1 else _l("Name"),
            [
                InputRequired() if players_per_side > 1 else Optional(),
                plain_text(limits.NAME_LENGTH),
            ],
            render_kw={"autocomplete": "off"},
        )

    for k in range(players_per_side if players_per_side > 1 else 0):
        setattr(
            SideForm, f"player{k}", players_field(_l("Player %(number)s", number=k + 1))
        )

    class RulesForm(Form):
        pass

    for field in settings:
        label = house_rule_label(field, variant)
        if field["kind"] == "bool":
            setattr(
                RulesForm,
                field["name"],
                SelectField(
                    label, choices=options([("yes", said("yes")), ("no", said("no"))])
                ),
            )
        elif field["kind"] == "choice":
            setattr(
                RulesForm,
                field["name"],
                SelectField(
                    label,
                    choices=options(
                        [(value, said(words)) for value, words in field["choices"]]
                    ),
                ),
            )
        else:
            # Left empty, a setting keeps the rule set's default.
            setattr(
                RulesForm,
                field["name"],
                count(label, limits.setting_most(field["key"])),
            )

    class NewGameForm(FlaskForm):
        name = StringField(
            _l("Game name (optional)"),
            [Optional(), plain_text(limits.GAME_NAME_LENGTH)],
        )
        sides = FieldList(FormField(SideForm), min_entries=n_sides, max_entries=n_sides)
        first_dealer = SelectField(
            _l("Who deals first?"),
            coerce=int,
            choices=options([(0, "1")]),
            validate_choice=False,
        )
        rules = FormField(RulesForm)

    return NewGameForm


class ImportForm(FlaskForm):
    """A game record to start a game from: a file, or the JSON pasted in."""

    file = FileField(_l("Game record file (.json)"))
    text = TextAreaField(_l("…or paste the record here"), render_kw={"rows": 6})


class ClubForm(FlaskForm):
    """The club passphrase, which unlocks the list of every game on this server."""

    passphrase = PasswordField(
        _l("Club passphrase"), validators=[InputRequired(), Length(max=200)]
    )
