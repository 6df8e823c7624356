"""The new club night's form and how what was typed becomes an event: entrants one a line
("Ana & Ben" for a pair, a name for a player), the round's format, the movement checked by the
pure modules. A problem is a translated sentence; the form keeps everything typed."""

import re
from datetime import date

from flask_babel import gettext
from flask_babel import lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import (
    DateField,
    IntegerField,
    RadioField,
    SelectField,
    StringField,
    TextAreaField,
)
from wtforms.validators import InputRequired, Optional

from scorekeeper.events.movements import movement
from scorekeeper.events.seating import SeatingError
from scorekeeper.events.standings import DEFAULT_VP_SCALE, check_scale
from scorekeeper.record import limits
from scorekeeper.rules import VARIANTS, RoundFormat, RuleError
from scorekeeper.web.entry.forms import NUMBER, Within, options, plain_text
from scorekeeper.web.words.event_words import seating_problem
from scorekeeper.web.words.table_words import said


class EventProblem(ValueError):
    """What is wrong with the typed event, in the visitor's language."""


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
                ("time", _l("a time limit")),
            ]
        ),
        default="target",
    )
    minimums = StringField(
        _l("Each hand's minimum initial meld"),
        render_kw={"placeholder": "125, 155, 180"},
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
                ("progressive", _l("progressive (individuals)")),
            ]
        ),
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
        _l("Victory-point scale: from margin, winner-loser, one a line"),
        default=lambda: scale_text(DEFAULT_VP_SCALE),
        render_kw={"rows": 11, "spellcheck": "false"},
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


def entrants_of(text: str, per_side: int) -> list[dict]:
    """Each line an entrant: "Ana & Ben" a pair (pair events), a name a player."""
    found, names = [], []
    for number, line in enumerate(text.splitlines(), 1):
        line = " ".join(line.split())
        if not line:
            continue
        players = [p.strip() for p in line.split("&")] if per_side == 1 else [line]
        if per_side == 1 and (len(players) != 2 or not all(players)):
            raise EventProblem(
                gettext(
                    "Line %(number)s: a pair is two names joined by &, as in “Ana & Ben”.",
                    number=number,
                )
            )
        if per_side == 2 and "&" in line:
            raise EventProblem(
                gettext(
                    "Line %(number)s: in an event of individuals each line is one player.",
                    number=number,
                )
            )
        for player in players:
            if limits.text_problem(player, limits.NAME_LENGTH):
                raise EventProblem(
                    gettext(
                        "Line %(number)s: a name has at most %(most)s characters.",
                        number=number,
                        most=limits.NAME_LENGTH,
                    )
                )
        names += players
        found.append({"name": " & ".join(players), "players": players})
    if len(set(n.casefold() for n in names)) != len(names):
        raise EventProblem(gettext("Every player needs a different name."))
    return found


SCALE_ROW = re.compile(r"^\s*(\d{1,6})\s*[:=]\s*(\d{1,4})\s*[-–]\s*(\d{1,4})\s*$")


def scale_text(scale) -> str:
    """A victory-point scale as the form shows it: "300: 12-8" a line (from margin 300, the
    winner 12 and the loser 8)."""
    return "\n".join(f"{start}: {winner}-{loser}" for start, winner, loser in scale)


def scale_of(text: str) -> list[list[int]]:
    """The typed scale, checked as the standings need it (from 0, going up, never the loser more)."""
    rows = []
    for number, line in enumerate((text or "").splitlines(), 1):
        if not line.strip():
            continue
        found = SCALE_ROW.match(line)
        if not found:
            raise EventProblem(
                gettext(
                    "Scale line %(number)s: write a margin, then the winner's and the loser's"
                    " victory points, as in “300: 12-8”.",
                    number=number,
                )
            )
        rows.append([int(found.group(i)) for i in (1, 2, 3)])
    try:
        check_scale(rows)
    except ValueError:
        raise EventProblem(
            gettext(
                "The scale starts at margin 0, its margins go up, and the loser never gets"
                " more than the winner."
            )
        ) from None
    return rows


def round_format(form: EventForm) -> RoundFormat:
    kind = form.round_kind.data
    if kind == "hands":
        try:
            minimums = tuple(
                int(m) for m in (form.minimums.data or "").replace(";", ",").split(",")
            )
        except ValueError:
            minimums = ()
        if not minimums or len(minimums) > limits.MOST_HANDS or min(minimums) < 0:
            raise EventProblem(
                gettext(
                    "Type each hand's minimum initial meld, separated by commas: 125, 155, 180."
                )
            )
        return RoundFormat(minimums)
    if kind == "time":
        minutes, warning = form.minutes.data, form.warning_minutes.data or 0
        if not minutes or warning > minutes:
            raise EventProblem(
                gettext(
                    "A timed round needs its minutes, and the warning must come within them."
                )
            )
        return RoundFormat(minutes=minutes, warning_minutes=warning)
    return RoundFormat()


def event_fields(form: EventForm) -> dict:
    """The keyword arguments of storage.create_event, or EventProblem."""
    per_side = 2 if form.per_side.data == "2" else 1
    if (form.movement.data == "progressive") != (per_side == 2):
        raise EventProblem(
            gettext(
                "Pairs play a Mitchell or a round robin; individuals play a progressive."
            )
        )
    entrants = entrants_of(form.entrants.data or "", per_side)
    fmt = round_format(form)
    rules = {"target": form.target.data} if form.target.data else {}
    variant = VARIANTS[form.variant.data]
    try:
        variant.configure(2, 2, {**rules, **fmt.house_rules()})
    except RuleError as error:
        raise EventProblem(str(error)) from None
    try:
        seating = movement(
            form.movement.data, form.tables.data, form.rounds.data, len(entrants)
        )
    except SeatingError as error:
        raise EventProblem(seating_problem(error)) from None
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
        "scale": scale_of(form.scale.data)
        if form.ranking.data == "victory_points"
        else [list(row) for row in DEFAULT_VP_SCALE],
        "bye_rule": form.bye_rule.data,
        "seating": seating.as_json(),
    }
