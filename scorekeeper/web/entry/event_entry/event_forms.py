"""The new club night's form and how what was typed becomes an event: entrants one a line
("Ana & Ben" for a pair, a name for a player), the round's format, the movement checked by the
pure modules. A problem is a translated sentence; the form keeps everything typed."""

from datetime import date

from flask_babel import gettext
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import (
    BooleanField,
    DateField,
    IntegerField,
    RadioField,
    SelectField,
    StringField,
    TextAreaField,
)
from wtforms.validators import InputRequired, Optional

from scorekeeper.events.by_standings import KINDS as BY_STANDINGS
from scorekeeper.events.by_standings import first_round
from scorekeeper.events.movements import movement
from scorekeeper.events.scales import bands_of, rows
from scorekeeper.events.seating import SeatingError
from scorekeeper.events.standings import DEFAULT_VP_SCALE
from scorekeeper.record import limits
from scorekeeper.rules import VARIANTS, RuleError
from scorekeeper.web.entry.event_entry.event_terms import (
    EventProblem,
    entrants_of,
    mitchell_rounds,
    round_format,
    scale_text,
    tables_for,
    vp_table,
)
from scorekeeper.web.entry.forms import NUMBER, Within, options, plain_text
from scorekeeper.web.words.event_words import seating_problem
from scorekeeper.web.words.languages import language_names
from scorekeeper.web.words.table_words import said


def partnership_rule_sets() -> list:
    """Rule sets played by two partnerships of two: a table of an event seats four."""
    return [
        v
        for v in VARIANTS.values()
        if any(lay.sides == 2 and lay.players_per_side == 2 for lay in v.layouts)
    ]


class EventForm(FlaskForm):
    name = StringField(
        _l("Name"), [InputRequired(), plain_text(limits.GAME_NAME_LENGTH)]
    )
    day = DateField(_l("Date"), [InputRequired()], default=date.today)
    variant = SelectField(_l("Rule set"), default="classic")
    target = IntegerField(
        _l("Target (house rule; empty: the rule set's)"),
        [Optional(), Within(1, limits.MOST_TARGET)],
        render_kw=NUMBER,
    )
    round_kind = RadioField(
        _l("How a round is played"),
        choices=options(
            [
                ("target", _l("to the target")),
                ("hands", _l("a fixed number of hands")),
                ("deals", _l("a fixed number of deals (Burraco)")),
                ("time", _l("a time limit")),
            ]
        ),
        default="target",
    )
    minimums = StringField(
        _l("Each hand's minimum initial meld"),
        render_kw={"placeholder": "125, 155, 180"},
    )
    deals = SelectField(
        _l("Deals a round"),
        choices=options([("2", "2"), ("3", "3"), ("4", "4")]),
        default="3",
    )
    minutes = IntegerField(
        _l("Minutes a round"), [Optional(), Within(1, 600)], render_kw=NUMBER
    )
    warning_minutes = IntegerField(
        _l("Warning, minutes before the end"),
        [Optional(), Within(0, 600)],
        render_kw=NUMBER,
    )
    per_side = RadioField(
        _l("Entry"),
        choices=options([("1", _l("pairs")), ("2", _l("individuals"))]),
        default="1",
    )
    movement = SelectField(
        _l("Movement"),
        choices=options(
            [
                ("mitchell", _l("Mitchell (pairs)")),
                ("round-robin", _l("round robin (pairs)")),
                ("danish", _l("Danish: by the standings, 1 v 2, 3 v 4 (pairs)")),
                (
                    "danish-modified",
                    _l("Danish, no rematch of the round before (pairs)"),
                ),
                ("swiss", _l("Swiss: by the standings, nobody meets twice (pairs)")),
                (
                    "mitchell-danish",
                    _l("Mitchell, then Danish by the standings (pairs)"),
                ),
                ("progressive", _l("progressive (individuals)")),
                (
                    "progressive-winners",
                    _l("progressive, winners move up (individuals)"),
                ),
            ]
        ),
    )
    mitchell_rounds = IntegerField(
        _l(
            "Mitchell, then Danish: how many played as a Mitchell first (empty: all but the last)"
        ),
        [Optional(), Within(1, limits.EVENT_ROUNDS)],
        render_kw=NUMBER,
    )
    tables = IntegerField(
        _l("Tables"), [InputRequired(), Within(1, limits.EVENT_TABLES)], default=3
    )
    rounds = IntegerField(
        _l("Rounds"), [InputRequired(), Within(1, limits.EVENT_ROUNDS)], default=3
    )
    ranking = SelectField(
        _l("Ranking"),
        choices=options(
            [
                ("points", _l("total points")),
                ("wins", _l("wins")),
                ("victory_points", _l("victory points")),
            ]
        ),
    )
    scale = TextAreaField(
        _l("Victory-point table: a band of the difference, winner-loser, one a line"),
        default=lambda: scale_text(bands_of(DEFAULT_VP_SCALE)),
        render_kw={"rows": 11, "spellcheck": "false"},
    )
    scale_preset = SelectField(
        _l("Victory-point scale"),
        choices=options(
            [
                ("typed", _l("the one typed below")),
                (
                    "fibur-deals",
                    _l("Italian Burraco federation (FIBUR), by the round's deals"),
                ),
                (
                    "fibur-3",
                    _l("Italian Burraco federation (FIBUR), rounds of 3 hands"),
                ),
                (
                    "fibur-4",
                    _l("Italian Burraco federation (FIBUR), rounds of 4 hands"),
                ),
            ]
        ),
        default="typed",
    )
    bye_rule = SelectField(
        _l("A round sat out scores"),
        choices=options(
            [
                ("average", _l("the entrant's own average")),
                ("nothing", _l("nothing")),
            ]
        ),
    )
    confirm_hands = BooleanField(
        _l("Each hand saved at a table waits for the other side's OK"), default=True
    )
    language = SelectField(
        _l("Language in the room (its screen and phones)"), default=""
    )
    entrants = TextAreaField(
        _l("Entrants, one a line"),
        [InputRequired()],
        render_kw={"rows": 8, "placeholder": "Ana & Ben"},
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.variant.choices = options(
            (v.id, said(v.name)) for v in partnership_rule_sets()
        )
        self.language.choices = [("", gettext("each visitor's own"))] + [
            (code, name) for code, name in language_names()
        ]


def event_fields(form: EventForm) -> dict:
    """The keyword arguments of storage.create_event, or EventProblem."""
    per_side = 2 if form.per_side.data == "2" else 1
    if form.tables.data * form.rounds.data > limits.EVENT_TABLE_ROUNDS:
        raise EventProblem(
            gettext(
                "An evening holds at most %(most)s games, a table a round:"
                " %(tables)s tables can play %(rounds)s rounds.",
                most=limits.EVENT_TABLE_ROUNDS,
                tables=form.tables.data,
                rounds=limits.EVENT_TABLE_ROUNDS // form.tables.data,
            )
        )
    if form.movement.data.startswith("progressive") != (per_side == 2):
        raise EventProblem(
            gettext(
                "Pairs play a Mitchell, a round robin, a Danish or a Swiss; individuals"
                " play a progressive."
            )
        )
    entrants = entrants_of(form.entrants.data or "", per_side)
    fmt = round_format(form)
    table = vp_table(form, fmt)
    rules = {"target": form.target.data} if form.target.data else {}
    variant = VARIANTS[form.variant.data]
    try:
        variant.configure(2, 2, {**rules, **fmt.house_rules()})
    except RuleError as error:
        raise EventProblem(str(error)) from None
    try:
        seating = (
            first_round(
                form.movement.data,
                form.tables.data,
                len(entrants),
                form.rounds.data,
                mitchell_rounds(form),
            )
            if form.movement.data in BY_STANDINGS
            else movement(
                form.movement.data, form.tables.data, form.rounds.data, len(entrants)
            )
        )
    except SeatingError as error:
        raise EventProblem(seating_problem(error), tables_for(error)) from None
    return {
        "entrants": entrants,
        "name": form.name.data.strip(),
        "day": form.day.data.isoformat(),
        "variant": variant.id,
        "rules": rules,
        "format": fmt.as_data(),
        "per_side": per_side,
        "movement": form.movement.data,
        "tables": form.tables.data,
        "rounds": form.rounds.data,
        "ranking": form.ranking.data,
        "scale": [list(row) for row in rows(table["bands"])],
        "vp_table": {**table, "bands": [list(band) for band in table["bands"]]},
        "bye_rule": form.bye_rule.data,
        "seating": seating.as_json(),
        "language": form.language.data or "",
        "confirm_hands": 1 if form.confirm_hands.data else 0,
    }
