"""The hand rows of a score sheet: each side's minimum, items, score and running total as one cell of
monospaced text, and where the lines that WeasyPrint draws down those cells go.

Why one cell a side: WeasyPrint's cost grows with the boxes it lays out, and a 200-hand game had some
1,600 cells (three per side, hand and dealer apart); that took about 1.5 s to draw. Three cells a row
(hand and dealer, then a side each) take about half. The fields are sized to whole characters so they
fill the columns whose headers stand above them, and the lines (the side's border, the rule after
Min, the tint of the totals) are one background per column a page (static/sheet.css), not one a cell.
"""

from babel.numbers import format_decimal

from scorekeeper.printing.ledger import (
    MIN_FIELD,
    MONO_ADVANCE,
    canasta_kinds_text,
    field_widths,
    fit_fields,
    line,
    points_text,
)
from scorekeeper.printing.paper import MM

# The rows' monospaced text: normal, and dense (three sides or more)
ITEM_FONT_PT = {False: 7.5, True: 6.5}
FIXED_MM = {  # room for the hand and dealer, and a side's score and total, normal and dense
    False: {"hand": 7, "dealer": 15, "score": 13, "total": 14},
    True: {"hand": 7, "dealer": 11, "score": 9.5, "total": 11},
}
MINUS = "\u2212"
FIGURE_SPACE = "\u2007"  # as wide as a digit: hand numbers line up on their right
MIN_GAP = "  "
"""Room after the minimum-meld field for the rule that ends it (a requirement, not points that add up)."""
GROUP_RULE_PT = 1.5  # the line that starts each side's columns, as the header's border


def number_text(points: int | None, language: str = "en") -> str:
    """A score or total as the pages print it: digits grouped as the language groups them (English
    keeps the bare 5120), a true minus sign, and nothing for a score that does not exist."""
    if points is None:
        return ""
    digits = str(abs(points))
    if language != "en":
        digits = format_decimal(abs(points), locale=language)
    return f"{MINUS}{digits}" if points < 0 else digits


def hand_text(number: int) -> str:
    """The hand's number padded with figure spaces to four digits, so numbers end in one place
    (static/sheet.css sizes the hand column to match)."""
    return str(number).rjust(4, FIGURE_SPACE)


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


def item_room_pt(paper, sides: int, dense: bool, landscape: bool) -> float:
    """What is left of the page's width, per side, for the minimum and item fields."""
    fixed = FIXED_MM[dense]
    per_side = fixed["score"] + fixed["total"]
    return (
        paper.content_width_pt(landscape)
        - (fixed["hand"] + fixed["dealer"] + sides * per_side) * MM
    ) / sides


def _result_widths(results: list, font_pt: float, dense: bool) -> list[int]:
    """Score and total in characters: as many as their share of the page holds, never fewer than the
    longest number and a space. The total's column has one character more, its right margin."""
    advance = MONO_ADVANCE * font_pt
    fixed = FIXED_MM[dense]
    room = [
        int(fixed["score"] * MM // advance),
        int(fixed["total"] * MM // advance) - 1,
    ]
    longest = field_widths(results) if results else [MIN_FIELD, MIN_FIELD]
    return [max(r, w) for r, w in zip(room, longest)]


def _item_widths(texts: list, headers: list, room_pt: float, dense: bool):
    """The minimum's and items' fields in characters, and the font size that fits them in the room."""
    widths = field_widths(
        [[first for first, _ in row] + [second for _, second in row] for row in texts]
    )
    # A field is never narrower than its header's longest word, so the labels do not run together.
    widths = [
        max(width, max(len(word) for word in header.split()) + 1)
        for width, header in zip(widths, headers)
    ]
    return fit_fields(
        widths or [MIN_FIELD] * len(headers), room_pt, ITEM_FONT_PT[dense]
    )


def _side_text(first: list, second: list, result: list, widths: list, scored: list):
    """A side's cell: the fields with score and total, then the canasta kinds' line if any."""
    lines = (line(first + result, widths + scored), line(second, widths))
    return "\n".join(filter(None, lines))


def sheet_rows(
    hands: list,
    columns: list,
    headers: list,
    room_pt: float,
    dense: bool,
    letters: dict,
    language: str = "en",
) -> tuple[list[dict], list[int], float]:
    """The rows, each side's text in one string, with the fields' widths in characters (the minimum,
    each item, score, total) and the font size they are measured for."""
    texts = [
        [_side_texts(s, columns, letters) for s in hand["sides"]] for hand in hands
    ]
    widths, font_pt = _item_widths(texts, headers, room_pt, dense)
    results = [
        [
            [number_text(s["score"], language), number_text(s["total"], language)]
            for s in hand["sides"]
        ]
        for hand in hands
    ]
    scored = _result_widths(results, font_pt, dense)
    rows = [
        {
            "number": hand_text(hand["number"]),
            "dealer": hand["dealer"],
            "corrected": hand["corrected"],
            "note": hand["note"],
            "lone_hand": hand.get("lone_hand"),
            "sides": [
                _side_text(first, second, result, widths, scored)
                for (first, second), result in zip(row, side_results)
            ],
        }
        for hand, row, side_results in zip(hands, texts, results)
    ]
    return rows, widths + [scored[0], scored[1] + 1], font_pt


def side_background(widths_pt: list[float], min_pt: float) -> str:
    """The CSS background that draws a side's lines down every row of a page in one go: the green
    line that starts the side, the rule after Min (`min_pt` from the side's left), and the tint
    under the totals (the last column)."""
    side = round(sum(widths_pt), 3)
    total = round(side - widths_pt[-1], 3)
    rule = round(min_pt + 0.6, 3)
    stops = (
        f"#0b6e4f 0, #0b6e4f {GROUP_RULE_PT}pt, transparent {GROUP_RULE_PT}pt, "
        f"transparent {min_pt}pt, #777 {min_pt}pt, #777 {rule}pt, transparent {rule}pt, "
        f"transparent {total}pt, #eef5f1 {total}pt"
    )
    return f"linear-gradient(to right, {stops}) 0 0 / {side}pt 100% no-repeat"
