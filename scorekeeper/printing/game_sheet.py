"""What a printed score sheet shows of a game, laid out as columns and rows.

It rearranges `summary.summarise` (which holds every number) into the sheet's table: the same
item columns for every side, one row per hand. No score is computed here.
"""

from datetime import datetime

from babel.dates import format_date
from flask_babel import gettext

from scorekeeper.printing.ledger import (
    MIN_FIELD,
    MONO_ADVANCE,
    canasta_kinds_text,
    field_points,
    field_widths,
    fit_fields,
    header_font_pt,
    kind_letters,
    line,
    points_text,
)
from scorekeeper.printing.paper import MM, PAPERS
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
}

ITEM_FONT_PT = {
    False: 7.5,
    True: 6.5,
}  # the items' monospaced text: normal, and dense (three sides or more)
FIXED_MM = {  # the other columns' widths (static/sheet.css sets the same), normal and dense
    False: {"hand": 7, "dealer": 15, "score": 13, "total": 14},
    True: {"hand": 7, "dealer": 11, "score": 9.5, "total": 11},
}


def short_label(key: str, label: str) -> str:
    """A column's heading in the request's language (English outside a request)."""
    return gettext(SHORT_LABELS.get(key, label))


def item_columns(hands: list) -> list[dict]:
    """Every scoring item that occurs in the game, in the engine's order of first appearance."""
    seen = {}
    for hand in hands:
        for side in hand["sides"]:
            for item in side["items"]:
                seen.setdefault(
                    item["key"],
                    {
                        "key": item["key"],
                        "label": item["label"],
                        "short": short_label(item["key"], item["label"]),
                    },
                )
    return list(seen.values())


MIN_GAP = "  "
"""Room after the minimum-meld field for the rule that ends it (a requirement, not points that add up).
The rule is drawn by the stylesheet, a line down the whole cell (the `min_rule_pt` below): a glyph
such as │ breaks on rows of two lines."""


def _side_texts(
    side: dict, columns: list, letters: dict
) -> tuple[list[str], list[str]]:
    """A side's fields for one hand (the minimum meld, then each item), and the line beneath
    (which canastas made the bonus)."""
    points = {item["key"]: item["points"] for item in side["items"]}
    first = [side["minimum"] + MIN_GAP] + [
        points_text(points.get(c["key"], 0)) for c in columns
    ]
    kinds = canasta_kinds_text(side["canastas"], letters)
    second = [""] + [kinds if c["key"] == "canasta_bonus" else "" for c in columns]
    return first, second


WIDE_ITEMS = 7  # more item columns than this per side (Modern American's penalties) turn the sheet sideways


def _item_room_pt(paper, sides: int, dense: bool, landscape: bool) -> float:
    """What is left of the page's width, per side, for the item columns."""
    fixed = FIXED_MM[dense]
    per_side = fixed["score"] + fixed["total"]
    return (
        paper.content_width_pt(landscape)
        - (fixed["hand"] + fixed["dealer"] + sides * per_side) * MM
    ) / sides


def _rows(
    hands: list, columns: list, room_pt: float, font_pt: float, letters: dict
) -> tuple[list[dict], list[int], float]:
    texts = [
        [_side_texts(side, columns, letters) for side in hand["sides"]]
        for hand in hands
    ]
    widths = field_widths(
        [[first for first, _ in row] + [second for _, second in row] for row in texts]
    )
    # A field is never narrower than its header's longest word, so the labels do not run together
    # (and header_font_pt makes the header small enough where the bold letters are wider).
    headers = column_headers(columns)
    widths = [
        max(width, max(len(word) for word in header.split()) + 1)
        for width, header in zip(widths, headers)
    ]
    widths, font_pt = fit_fields(
        widths or [MIN_FIELD] * (len(columns) + 1), room_pt, font_pt
    )
    rows = []
    for hand, row in zip(hands, texts):
        sides = [
            {
                "items": "\n".join(
                    filter(None, (line(first, widths), line(second, widths)))
                ),
                "score": side["score"],
                "total": side["total"],
            }
            for side, (first, second) in zip(hand["sides"], row)
        ]
        rows.append(
            {
                "number": hand["number"],
                "dealer": hand["dealer"],
                "corrected": hand["corrected"],
                "note": hand["note"],
                "lone_hand": hand.get("lone_hand"),
                "sides": sides,
            }
        )
    return rows, widths, font_pt


def column_headers(columns: list) -> list[str]:
    """The minimum's header, then each item's, in the request's language."""
    return [gettext("Min")] + [column["short"] for column in columns]


HEADER_PT = {
    False: 6.5,
    True: 5.8,
}  # the item headers' size in sheet.css, normal and dense
HEADER_PADDING_PT = (
    1.2 * MM
)  # an item header's side padding in sheet.css, and a hair to spare


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


CHART_UNIT_PT = (
    0.85  # one unit of the chart's drawing on paper: its 9-unit labels print at 7.65 pt
)
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
    room = _item_room_pt(paper, len(summary["sides"]), dense, landscape)
    kinds = _kinds(summary["hands"], summary["variant"].get("kind_names", {}))
    letters = {kind["kind"]: kind["letter"] for kind in kinds}
    rows, widths, font_pt = _rows(
        summary["hands"], columns, room, ITEM_FONT_PT[dense], letters
    )
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
        # Where the rule after the minimum stands: the middle of the gap that ends its field.
        "min_rule_pt": round((widths[0] - len(MIN_GAP) / 2) * MONO_ADVANCE * font_pt, 3)
        if widths
        else 0,
        "field_widths_pt": field_points(widths, font_pt),
        "header_pt": header_font_pt(
            column_headers(columns),
            field_points(widths, font_pt),
            HEADER_PT[dense],
            HEADER_PADDING_PT,
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
