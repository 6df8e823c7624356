"""An event's results on paper and in a spreadsheet: the ranking with the figures its method ranks
by, each round's tables, and each entrant round by round (events/results.py), with the facts a
results sheet states: name, date, rule set, round format, how the ranking breaks ties and what a
bye scores. Words come from flask_babel (the request's language); the CSV's column names and
codes are fixed, like the hands CSV's, so a spreadsheet built on them keeps working."""

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from flask_babel import gettext as _
from flask_babel import ngettext

from scorekeeper.events.results import Results
from scorekeeper.events.standings import RANKED_BY
from scorekeeper.printing.game_sheet import printed_date
from scorekeeper.printing.vp_table_words import vp_table_words
from scorekeeper.rules import SETTINGS, VARIANTS, RoundFormat
from scorekeeper.statistics.hand_rows_csv import BOM, csv_lines
from scorekeeper.statistics.summary import settings_list
from scorekeeper.translations import N_

FIGURES = {
    "points": N_("Points"),
    "wins": N_("Wins"),
    "margin": N_("Margin"),
    "victory_points": N_("Victory points"),
}
RANKING_WORDS = {
    "points": N_(
        "Ranked by total points; equal totals by total margin, then by tables won."
    ),
    "wins": N_(
        "Ranked by tables won (a drawn table is half a win); equal wins by total margin, then by total points."
    ),
    "victory_points": N_(
        "Ranked by victory points, each table's margin looked up in the event's scale; equal by total margin, then head to head (the victory points scored against each other), then by total points."
    ),
}
BYE_WORDS = {
    "average": N_(
        "A round sat out scores the entrant's own average of the rounds it played, in every count."
    ),
    "nothing": N_("A round sat out scores nothing."),
}
SHARED_PLACE = N_("Entrants still equal on every count share the place.")
OUTCOMES = {
    "waiting": N_("not started"),
    "playing": N_("still playing"),
    "finished": "",
    "paper": N_("from the paper sheet"),
    "adjusted": N_("adjusted result"),
    "won": N_("won"),
    "lost": N_("lost"),
    "drawn": N_("drawn"),
    "bye": N_("sat out"),
}
SEATS = {"ns": N_("North-South"), "ew": N_("East-West"), "bye": ""}


def round_format_words(form: RoundFormat) -> str:
    """How a round is played, in a line: "3 hands, minimum initial meld 125 / 155 / 180"."""
    parts = []
    if form.minimums:
        parts.append(
            ngettext(
                "%(num)s hand, minimum initial meld %(minimums)s",
                "%(num)s hands, minimum initial meld %(minimums)s",
                len(form.minimums),
                minimums=" / ".join(str(m) for m in form.minimums),
            )
        )
    if form.deals:
        parts.append(
            ngettext(
                "%(num)s deal a round, the rule set's own initial meld",
                "%(num)s deals a round, the rule set's own initial meld",
                form.deals,
            )
        )
    if form.minutes:
        parts.append(
            _(
                "%(minutes)s minutes a round, a warning %(warning)s minutes before time is called",
                minutes=form.minutes,
                warning=form.warning_minutes,
            )
        )
    return "; ".join(parts) or _("each table plays to the rule set's target")


def results_document(event: dict, results: Results, language: str) -> dict:
    """What the results template prints, beside the three tables themselves."""
    form = RoundFormat.from_data(event["format"])
    tie = SETTINGS["tie_rule"]
    ranking, bye = RANKING_WORDS[event["ranking"]], BYE_WORDS[event["bye_rule"]]
    changed = [
        s for s in settings_list(event["variant"], event["rules"], 2) if s["changed"]
    ]
    return {
        "name": event["name"],
        "date": printed_date(event["day"], language),
        "rule_set": VARIANTS[event["variant"]].name,
        "house_rules": changed,
        "round_format": round_format_words(form),
        "level_table": _(
            "A table level at the end of its round: %(rule)s.",
            rule=_(tie.describe(form.tie_rule)),
        )
        if form.kind != "target"
        else "",
        "ranking_rule": _(ranking),
        "vp_table": vp_table_words(event),
        "shared_place": _(SHARED_PLACE),
        "bye": _(bye),
        "figures": [(key, _(FIGURES[key])) for key in RANKED_BY[event["ranking"]]],
        "results": results,
        "final": _is_final(event, results),
        "current_round": event["current_round"],
        "all_rounds": event["rounds"],
        "outcomes": {key: _(words) if words else "" for key, words in OUTCOMES.items()},
        "seats": {key: _(words) if words else "" for key, words in SEATS.items()},
    }


def _is_final(event: dict, results: Results) -> bool:
    """Every round started and every table's result in."""
    return event["current_round"] == event["rounds"] and all(
        t.state in ("finished", "paper") for t in results.tables
    )


COLUMNS = (
    "section",
    "place",
    "round",
    "table",
    "number",
    "entrant",
    "players",
    "seat",
    "partner",
    "opponents",
    "played",
    "byes",
    "points",
    "against",
    "margin",
    "wins",
    "victory_points",
    "ns",
    "ns_total",
    "ew",
    "ew_total",
    "result",
    "amended",
)
"""One header for three sections (docs/events.md): `ranking` a row per entrant, `table` a row per
table per round, `round` a row per entrant per round. A column a section does not use is empty."""


def figure(value: Fraction) -> int | Decimal:
    """A standing's figure as a number a spreadsheet reads: whole, or to two decimal places (a
    half win exactly; a bye's average of three rounds rounded, the ranking having used it exact)."""
    if value.denominator == 1:
        return value.numerator
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    rounded = exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    if rounded == rounded.to_integral_value():
        return int(rounded)
    tenths = rounded.quantize(Decimal("0.1"))
    return tenths if tenths == rounded else rounded


def results_csv(results: Results) -> str:
    """The three sections as one CSV file, names guarded against formulas, numbers left numbers."""
    rows = [_row("ranking", **_ranking_cells(r)) for r in results.ranking]
    rows += [
        _row(
            "table",
            round=t.round,
            table=t.table,
            ns=t.ns,
            ns_total=t.ns_total,
            ew=t.ew,
            ew_total=t.ew_total,
            result=t.state,
            amended="amended" if t.amended else None,
        )
        for t in results.tables
    ]
    rows += [_row("round", **_round_cells(r)) for r in results.rounds]
    return BOM + csv_lines([COLUMNS], neutral=False) + csv_lines(rows)


def _row(section: str, **cells) -> list:
    cells["section"] = section
    return ["" if cells.get(name) is None else cells[name] for name in COLUMNS]


def _ranking_cells(row) -> dict:
    return {
        "place": row.place,
        "number": row.number,
        "entrant": row.name,
        "players": ", ".join(row.players),
        "played": row.played,
        "byes": row.byes,
        **{
            key: figure(getattr(row, key))
            for key in ("points", "margin", "wins", "victory_points")
        },
    }


def _round_cells(row) -> dict:
    return {
        "round": row.round,
        "table": row.table,
        "number": row.number,
        "entrant": row.name,
        "seat": row.seat,
        "partner": row.partner,
        "opponents": row.opponents,
        "against": row.against,
        **(
            {
                key: figure(Fraction(value))
                for key, value in zip(
                    ("points", "wins", "margin", "victory_points"), row.figures
                )
            }
            if row.figures
            else {
                "points": row.own,
                "margin": None if row.own is None else row.own - row.against,
            }
        ),
        "result": row.result,
        "amended": "amended" if row.amended else None,
    }
