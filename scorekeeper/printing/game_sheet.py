"""What a printed score sheet shows of a game, laid out as columns and rows.

It rearranges `summary.summarise` (which holds every number) into the sheet's table: the same
item columns for every side, one row per hand. No score is computed here.
"""

from datetime import datetime

from babel.dates import format_date
from flask_babel import gettext

from scorekeeper.printing.ledger import (
    MONO_ADVANCE,
    field_points,
    header_font_pt,
    kind_letters,
)
from scorekeeper.printing.paper import PAPERS
from scorekeeper.printing.sheet_rows import (
    HEADER_PT,
    MIN_GAP,
    dealer_room_pt,
    header_paddings,
    item_room_pt,
    sheet_rows,
    side_background,
)
from scorekeeper.rules.entry import kind_label, ordered_kinds
from scorekeeper.statistics.chart_geometry import Frame, running_total_chart
from scorekeeper.statistics.game_figures import game_figures
from scorekeeper.translations import N_

SHORT_LABELS = {
    "melded_cards": N_("Melds"),
    "canasta_bonus": N_("Canastas"),
    "concealed_canastas": N_("From hand"),
    "red_threes": N_("Red 3s"),
    "opponents_red_threes": N_("Their red 3s"),
    "red_three_in_hand": N_("Red 3 held"),
    "black_threes_in_hand": N_("Black 3 held"),
    "going_out": N_("Out"),
    "in_hand": N_("In hand"),
    "unfinished_melds": N_("Unfin- ished"),
    "held_cards": N_("Held"),
    "seven_canastas": N_("7 canastas"),
    "special_hand": N_("Special"),
    "acaba": N_("Acaba"),
    "adjustment": N_("Adjust"),
    "going_out_canastas": N_("5 canastas"),
    "captured_black_threes": N_("Black 3s"),
    "short_runs": N_("Short runs"),
    "pair_half": N_("Half"),
}


def short_label(key: str, label: str) -> str:
    """A column's heading in the request's language (English outside a request); Burraco's closing
    is headed by its own word."""
    if label == "Closing":
        return gettext(label)
    return gettext(SHORT_LABELS.get(key, label))


def item_columns(hands: list) -> list[dict]:
    """Every scoring item that occurs in the game, in the engine's order of first appearance."""
    seen = {}
    for hand in hands:
        for side in hand["sides"]:
            for item in side["items"]:
                # Each label translated once, not once a hand
                if item["key"] not in seen:
                    seen[item["key"]] = {
                        "key": item["key"],
                        "label": item["label"],
                        "short": short_label(item["key"], item["label"]),
                    }
    return list(seen.values())


WIDE_ITEMS = 7  # more item columns than this per side (Modern American's penalties) turn the sheet sideways


def column_headers(columns: list) -> list[str]:
    """The minimum's header, then each item's, in the request's language."""
    return [gettext("Min")] + [column["short"] for column in columns]


def _kinds(hands: list, names: dict) -> list[dict]:
    """The canasta kinds made in the game, in the engine's order, each named in the sheet's language
    (the rule set's own names first, such as Mini's pure and impure) with the code the sheet writes it
    with, taken from that name (ledger.kind_letters)."""
    made = {}
    for hand in hands:
        for side in hand["sides"]:
            for kind, n in side["canastas"].items():
                made[kind] = made.get(kind, 0) + n
    named = {
        kind: gettext(names.get(kind) or kind_label(kind))
        for kind, _n in ordered_kinds(made)
    }
    letters = kind_letters(named)
    return [
        {"kind": kind, "letter": letters[kind], "name": name}
        for kind, name in named.items()
    ]


def printed_date(created: str | None, language: str = "en") -> str:
    """'21 November 2026' from the store's ISO timestamp ('21 novembre 2026', '21. November 2026' by
    Babel's dates in other languages); '' when unknown."""
    if not created:
        return ""
    try:
        moment = datetime.fromisoformat(created)
    except ValueError:
        return created
    if language != "en":
        return format_date(moment, format="long", locale=language)
    return f"{moment.day} {moment:%B %Y}"


# One unit of the chart's drawing on paper: its 9-unit labels print at 7.65 pt
CHART_UNIT_PT = 0.85
CHART_SHARE = {False: 0.57, True: 0.42}
"""The chart's share of the printed width: the figures stand beside it, and on a sideways page (short)
the result box too (static/sheet.css: 57 % of the page; 57 % of 74 %)."""


def chart_frame(paper, landscape: bool) -> Frame:
    """The chart's share of the printed width, at one label size on any paper."""
    return Frame(
        round(
            paper.content_width_pt(landscape) * CHART_SHARE[landscape] / CHART_UNIT_PT
        ),
        130,
        9,
    )


def game_sheet(
    summary: dict,
    *,
    name: str,
    created: str | None = None,
    paper=PAPERS["a4"],
    saved: list[str] | None = None,
    language: str = "en",
) -> dict:
    """Everything the score-sheet template prints, built on the game's summary, for a paper size
    (the item columns are measured to fill its width). `created` and `saved` (each hand's first
    save) give the hands' times."""
    columns = item_columns(summary["hands"])
    dense = len(summary["sides"]) > 2
    landscape = dense or len(columns) > WIDE_ITEMS
    dealer_pt = dealer_room_pt(
        [hand["dealer"] for hand in summary["hands"]], gettext("Dealer"), dense
    )
    room = item_room_pt(paper, len(summary["sides"]), dense, landscape, dealer_pt)
    kinds = _kinds(summary["hands"], summary["variant"].get("kind_names", {}))
    letters = {kind["kind"]: kind["letter"] for kind in kinds}
    headers = column_headers(columns)
    results = [gettext("Score"), gettext("Total")]
    rows, widths, font_pt = sheet_rows(
        summary["hands"], columns, headers, room, dense, letters, language, results
    )
    widths_pt = field_points(widths, font_pt)
    # The rule after Min stands in the middle of the gap that ends its field.
    min_rule_pt = round((widths[0] - len(MIN_GAP) / 2) * MONO_ADVANCE * font_pt, 3)
    settings = summary["settings"]
    # Grid columns: hand, dealer; per side: min, each item, score, total.
    width = 2 + len(summary["sides"]) * (len(columns) + 3)
    return {
        **summary,
        "settings": settings,
        "name": name,
        "date": printed_date(created, language),
        "columns": columns,
        "rows": rows,
        "item_font_pt": round(font_pt, 3),
        "min_mark_pt": round(len(MIN_GAP) * MONO_ADVANCE * font_pt, 3),
        "side_widths_pt": widths_pt,
        "side_background": side_background(widths_pt, min_rule_pt),
        "header_pt": header_font_pt(
            headers + results,
            widths_pt,
            HEADER_PT[dense],
            header_paddings(len(columns), font_pt),
        ),
        "kinds": kinds,
        "any_corrected": any(hand["corrected"] for hand in summary["hands"]),
        "house_rules": [s for s in settings if s["changed"]],
        # Fixed-length games (Hand and Foot, tournaments) have no target but a number of hands.
        "hands_in_game": next(
            (int(s["value"]) for s in settings if s["key"] == "hands_in_game"), 0
        ),
        "landscape": landscape,
        "chart": running_total_chart(summary, chart_frame(paper, landscape)),
        "figures": game_figures(summary, created, saved),
        "dense": dense,
        "width": width,
    }


def corrected_hands(game: dict) -> set[int]:
    """Numbers of the hands whose change log shows an edit, from `store.get_game`'s dict."""
    return {
        hand["position"]
        for hand in game["hands"]
        if any(change["action"] == "edit" for change in hand["changes"])
    }
