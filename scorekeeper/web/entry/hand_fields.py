"""The hand form of one game, built from what its rule set asks (hand_spec.py, in the page's
language by spoken_spec.py): a meld row, the canastas by kind, boxes of numbers, one side's box,
and around the sides the hand's own choices (who took the pile, who went out, Acaba, a special
hand, the note). Every box is bounded by record/limits.py, so a refused number is a message."""

import uuid

from flask_babel import gettext
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import (
    BooleanField,
    FieldList,
    Form,
    FormField,
    HiddenField,
    IntegerField,
    RadioField,
    SelectField,
    SelectMultipleField,
    StringField,
)
from wtforms.validators import AnyOf, InputRequired, Length, Optional

from scorekeeper.record import limits
from scorekeeper.web.entry.forms import Within, count, options, plain_text
from scorekeeper.web.words.table_words import said

MOST = limits.NUMBERS
# what players call them (a samba is a canasta)
CANASTA_COUNT_LABELS = {"samba": _l("Sambas")}


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


def meld_form(spec: dict):
    """One meld row: its rank, its cards, and for a run its lowest card, suit and wild cards."""

    class MeldForm(Form):
        rank = HiddenField(validators=[AnyOf([r for r, _ in spec["meld_ranks"]])])
        natural = count(_l("Naturals"), MOST["natural"])
        twos = count(_l("Deuces"), MOST["twos"])
        jokers = count(_l("Jokers"), MOST["jokers"])
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

    return MeldForm


def canasta_form(spec: dict):
    """A box per kind of canasta the rules count ("Natural canastas", a phrase per kind, so each
    language makes the kind agree)."""
    fields = {
        kind: count(
            CANASTA_COUNT_LABELS.get(kind) or spec["kind_titles"][kind],
            MOST["canastas"],
        )
        for kind in spec["canasta_kinds"]
    }
    return type("CanastaForm", (Form,), fields)


def numbers_form(pairs, bound=None):
    """A sub-form of number boxes, one per (key, label), bounded by `bound`'s limit or their own."""
    return type(
        "NumbersForm",
        (Form,),
        {key: count(label, MOST[bound or key]) for key, label in pairs},
    )


def side_form(spec: dict, players_per_side: int):
    """One side's box: how it is scored, its melds (row by row, counted, or card by card), threes,
    cards left (player by player where the rules look at each hand) and any adjustment."""
    per_player = players_per_side if spec["per_player_hands"] else 0
    cards_form = numbers_form(spec["hand_cards"])

    class SideForm(Form):
        mode = RadioField(
            _l("How is this side scored?"),
            choices=options([(v, said(label)) for v, label in spec["modes"]]),
            default="melds",
        )
        melds = FieldList(FormField(meld_form(spec)))
        meld_points = count(
            _l("Card points melded"), MOST["meld_points"], step=spec["point_step"]
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
        canastas = FormField(canasta_form(spec))
        concealed_canastas = count(
            _l("Canastas laid from hand"), MOST["concealed_canastas"]
        )
        red_threes = count(_l("Red threes"), MOST["red_threes"])
        black_threes = count(
            spec.get("black_threes_label") or _l("Black threes laid"),
            MOST["black_threes"],
        )
        hand_points = count(
            spec["hand_points_label"], MOST["hand_points"], step=spec["point_step"]
        )
        in_hand = FormField(cards_form)
        threes = FormField(numbers_form(spec["held_threes"]))
        players = FieldList(
            FormField(cards_form), min_entries=per_player, max_entries=per_player
        )
        unfinished = FormField(numbers_form(spec["unfinished_kinds"], "unfinished"))
        players_holding = FormField(numbers_form(spec["held_ranks"], "players_holding"))
        adjustment = IntegerField(
            _l("Penalty or bonus (+/−)"),
            [Optional(), Within(-MOST["adjustment"], MOST["adjustment"])],
        )
        # Burraco's pozzetto, Buraco's morto, Biriba's biribaki: taken, not, or taken and not played
        pile = RadioField(
            spec["pile"] or _l("Second pile"),
            choices=options(spec["pile_states"] or [("taken", "")]),
            default="taken",
        )
        pile_points = count(_l("Points of the pile not played"), MOST["pile_points"])

    return SideForm


def _endings(spec: dict, side_names: list[str]) -> list[tuple[str, str]]:
    if spec["pile"]:
        # Burraco, Buraco, Biriba: a side closes, or the hand ends without a closing bonus
        return [
            ("", gettext("Nobody closed: the stock ran out")),
            ("time", gettext("Nobody closed: time was called")),
            *(
                (str(i), gettext("%(side)s closed", side=name))
                for i, name in enumerate(side_names)
            ),
        ]
    endings = [("", gettext("Nobody went out"))]
    for index, name in enumerate(side_names):
        endings.append((str(index), gettext("%(side)s went out", side=name)))
        if spec["concealed"]:
            endings.append(
                (f"{index}c", gettext("%(side)s went out concealed", side=name))
            )
    return endings


def _specials(spec: dict, side_names: list[str]) -> list[tuple[str, str]]:
    return [("", gettext("None"))] + [
        (f"{index}:{hand}", f"{name}: {label}")
        for index, name in enumerate(side_names)
        for hand, label in spec["special_hands"]
    ]


def hand_form_class(spec: dict, side_names: list[str], players_per_side: int = 0):
    """The hand form for one game: one box of fields per side, in seating order.

    Where the rules look at each player's hand, cards left are asked for each of `players_per_side`."""
    # (not `sides`: the class body below has a field of that name, which would hide it)
    seats = [(str(i), name) for i, name in enumerate(side_names)]

    class HandForm(FlaskForm):
        lone_hand = RadioField(
            _l("Who took the pozzetto of 18?")
            if spec["pile"]
            else _l("Who took the pile first?"),
            default="",
            choices=options([("", gettext("Nobody: the stock ran out")), *seats]),
        )
        version = HiddenField(validators=[InputRequired()])
        nonce = HiddenField(
            validators=[Length(max=limits.NONCE_LENGTH)],
            default=lambda: uuid.uuid4().hex,
        )
        went_out = RadioField(
            _l("Who closed?") if spec["pile"] else _l("Who went out?"),
            choices=options(_endings(spec, side_names)),
            default="",
            validate_choice=True,
        )
        acaba = RadioField(
            _l("Who said Acaba?"),
            choices=options([("", gettext("Nobody")), *seats]),
            default="",
        )
        special_hand = SelectField(
            _l("Special hand"), choices=options(_specials(spec, side_names)), default=""
        )
        trump = SelectField(
            _l("Trump suit"),
            [Length(max=8)],
            choices=options([("", "—"), *spec["suits"]]),
            default="",
            validate_choice=False,
        )
        note = StringField(_l("Note (optional)"), [plain_text(limits.NOTE_LENGTH)])
        sides = FieldList(
            FormField(side_form(spec, players_per_side)),
            min_entries=len(side_names),
            max_entries=len(side_names),
        )

    return HandForm
