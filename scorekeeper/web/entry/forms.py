"""Web forms. Every POST goes through a FlaskForm, so CSRF protection covers all of them.

The hand form and the new-game form depend on the rule set (its meld ranks, canasta kinds,
house-rule settings), so they are built per game from `entry.entry_spec` and the variant's data.
"""

import uuid

from flask_babel import gettext
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from flask_wtf.file import FileField
from wtforms import (
    BooleanField,
    FieldList,
    Form,
    FormField,
    HiddenField,
    IntegerField,
    PasswordField,
    RadioField,
    SelectChoice,
    SelectField,
    SelectMultipleField,
    StringField,
    TextAreaField,
)
from wtforms.validators import AnyOf, InputRequired, Length, Optional, ValidationError

from scorekeeper.record import limits
from scorekeeper.web.words.table_words import house_rule_label, said

CANASTA_COUNT_LABELS = {
    "samba": _l("Sambas")
}  # what players call them (a samba is a canasta)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


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


def value_labels(piles, where: str) -> list[tuple[str, str]]:
    """A pile's box label: its cards, what each is worth and where, "Jokers (50), melded"."""
    return [
        (
            value,
            gettext("%(cards)s (%(value)s), melded", cards=label, value=value)
            if where == "melded"
            else gettext(
                "%(cards)s (%(value)s), left in %(where)s",
                cards=label,
                value=value,
                where=where,
            ),
        )
        for value, label in piles
    ]


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


def hand_form_class(spec: dict, side_names: list[str], players_per_side: int = 0):
    """The hand form for one game: one box of fields per side, in seating order.

    Where the rules look at each player's hand, cards left are asked for each of `players_per_side`."""

    most = limits.NUMBERS

    class MeldForm(Form):
        rank = HiddenField(validators=[AnyOf([r for r, _ in spec["meld_ranks"]])])
        natural = count(_l("Naturals"), most["natural"])
        twos = count(_l("Deuces"), most["twos"])
        jokers = count(_l("Jokers"), most["jokers"])
        concealed = BooleanField(_l("Laid from hand"))
        low = SelectField(
            _l("Lowest card"),
            [Length(max=8)],
            choices=options([("", "—"), *[(r, r) for r in spec["run_lows"]]]),
            validate_choice=False,
        )
        suit = SelectField(
            _l("Suit"),
            [Length(max=8)],
            choices=options([("", "—"), *spec["suits"]]),
            validate_choice=False,
        )
        # a dirty run (Bolivia's house rule): the cards of the run its wild cards stand for
        wild_ranks = SelectMultipleField(
            _l("Wild cards stand for"),
            choices=options((r, r) for r in spec["run_ranks"]),
        )

    class CanastaForm(Form):
        pass

    for kind in spec["canasta_kinds"]:
        # "Natural canastas", a phrase per kind, so each language makes the kind agree
        setattr(
            CanastaForm,
            kind,
            count(
                CANASTA_COUNT_LABELS.get(kind) or spec["kind_titles"][kind],
                most["canastas"],
            ),
        )

    def numbers_form(pairs, bound=None):
        """A sub-form of number boxes, one per (key, label), bounded by `bound`'s limit or their own."""
        return type(
            "NumbersForm",
            (Form,),
            {key: count(label, most[bound or key]) for key, label in pairs},
        )

    CardsForm = numbers_form(spec["hand_cards"])

    class SideForm(Form):
        mode = RadioField(
            _l("How is this side scored?"),
            choices=options([(v, said(label)) for v, label in spec["modes"]]),
            default="melds",
        )
        melds = FieldList(FormField(MeldForm))
        meld_points = count(
            _l("Card points melded"), most["meld_points"], step=spec["point_step"]
        )
        meld_cards = FormField(
            numbers_form(
                value_labels(spec["meld_values"], "melded"), "cards_of_a_value"
            )
        )
        hand_cards = FormField(
            numbers_form(
                value_labels(spec["hand_values"], spec["hand_words"]),
                "cards_of_a_value",
            )
        )
        canastas = FormField(CanastaForm)
        concealed_canastas = count(
            _l("Canastas laid from hand"), most["concealed_canastas"]
        )
        red_threes = count(_l("Red threes"), most["red_threes"])
        black_threes = count(
            spec.get("black_threes_label") or _l("Black threes laid"),
            most["black_threes"],
        )
        hand_points = count(
            spec["hand_points_label"], most["hand_points"], step=spec["point_step"]
        )
        in_hand = FormField(CardsForm)
        threes = FormField(numbers_form(spec["held_threes"]))
        players = FieldList(
            FormField(CardsForm),
            min_entries=players_per_side if spec["per_player_hands"] else 0,
            max_entries=players_per_side if spec["per_player_hands"] else 0,
        )
        unfinished = FormField(numbers_form(spec["unfinished_kinds"], "unfinished"))
        players_holding = FormField(numbers_form(spec["held_ranks"], "players_holding"))
        adjustment = IntegerField(
            _l("Penalty or bonus (+/−)"),
            [Optional(), Within(-most["adjustment"], most["adjustment"])],
        )

    endings = [("", gettext("Nobody went out"))]
    for index, name in enumerate(side_names):
        endings.append((str(index), gettext("%(side)s went out", side=name)))
        if spec["concealed"]:
            endings.append(
                (f"{index}c", gettext("%(side)s went out concealed", side=name))
            )

    specials = [("", gettext("None"))] + [
        (f"{index}:{hand}", f"{name}: {label}")
        for index, name in enumerate(side_names)
        for hand, label in spec["special_hands"]
    ]

    class HandForm(FlaskForm):
        lone_hand = RadioField(
            _l("Who took the pile first?"),
            default="",
            choices=options(
                [
                    ("", gettext("Nobody: the stock ran out")),
                    *[(str(i), n) for i, n in enumerate(side_names)],
                ]
            ),
        )
        version = HiddenField(validators=[InputRequired()])
        nonce = HiddenField(
            validators=[Length(max=limits.NONCE_LENGTH)],
            default=lambda: uuid.uuid4().hex,
        )
        went_out = RadioField(
            _l("Who went out?"),
            choices=options(endings),
            default="",
            validate_choice=True,
        )
        acaba = RadioField(
            _l("Who said Acaba?"),
            choices=options(
                [
                    ("", gettext("Nobody")),
                    *[(str(i), n) for i, n in enumerate(side_names)],
                ]
            ),
            default="",
        )
        special_hand = SelectField(
            _l("Special hand"), choices=options(specials), default=""
        )
        note = StringField(_l("Note (optional)"), [plain_text(limits.NOTE_LENGTH)])
        sides = FieldList(
            FormField(SideForm),
            min_entries=len(side_names),
            max_entries=len(side_names),
        )

    return HandForm


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
