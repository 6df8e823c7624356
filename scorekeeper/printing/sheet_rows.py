"""The hand rows of a score sheet: each side's minimum, items, score and running total as one cell of
monospaced text, and where the lines that WeasyPrint draws down those cells go.

Why one cell a side: WeasyPrint's cost grows with the boxes it lays out, and a 200-hand game had some
1,600 cells (three per side, hand and dealer apart); that took about 1.5 s to draw. Three cells a row
(hand and dealer, then a side each) take about half. The fields are sized to whole characters so they
fill the columns whose headers stand above them, and the lines (the side's border, the rule after
Min, the tint of the totals) are one background per column a page (static/sheet.css), not one a cell.
"""

from math import ceil

from babel.numbers import format_decimal

from scorekeeper.printing.ledger import (
    MIN_FIELD,
    MONO_ADVANCE,
    canasta_kinds_text,
    field_widths,
    fit_fields,
    line,
    word_em,
)
from scorekeeper.printing.paper import MM

# The rows' monospaced text: normal, and dense (three sides or more)
ITEM_FONT_PT = {False: 7.5, True: 6.5}
FIXED_MM = {  # room for the hand (sheet.css col.c-hand: 2.86em, dense 2.29em, of 8.5 pt) and dealer
    False: {"hand": 2.86 * 8.5 / MM, "dealer": 15},
    True: {"hand": 2.29 * 8.5 / MM, "dealer": 11},
}
# The dealer's name and its header in sheet.css (bold measures them a little wide), normal and dense,
# and the cell's padding on its right with a hair to spare
DEALER_PT = {False: (8.5, 7.0), True: (6.8, 5.8)}
DEALER_PADDING_PT = 1.2 * MM
MINUS = "\u2212"
FIGURE_SPACE = "\u2007"  # as wide as a digit: hand numbers line up on their right
MIN_GAP = "  "
"""Room after the minimum-meld field for the rule that ends it (a requirement, not points that add up)."""
# The headers' size in sheet.css, normal and dense, and their side padding there (1.6 mm on the
# left; the minimum's 1.2 mm and the gap before its rule; the total's 1 mm on its right too), with
# a hair to spare
HEADER_PT = {False: 6.5, True: 5.8}
HEADER_PADDING_PT = 1.8 * MM
TOTAL_PADDING_PT = HEADER_PADDING_PT + MM
MIN_PADDING_PT = 1.4 * MM
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
    side: dict, columns: list, letters: dict, language: str = "en"
) -> tuple[list[str], list[str]]:
    """A side's fields for one hand (the minimum meld, then each item, grouped as the score and
    total beside them: 3.100 then 3.900 in German), and the line beneath (which canastas made the
    bonus)."""
    points = {item["key"]: item["points"] for item in side["items"]}
    first = [side["minimum"] + MIN_GAP] + [
        number_text(points[c["key"]], language) if points.get(c["key"]) else "–"
        for c in columns
    ]
    kinds = canasta_kinds_text(side["canastas"], letters)
    second = [""] + [kinds if c["key"] == "canasta_bonus" else "" for c in columns]
    return first, second


def item_room_pt(
    paper, sides: int, dense: bool, landscape: bool, dealer_pt: float | None = None
) -> float:
    """What is left of the page's width, per side, for the minimum, item, score and total fields
    beside the hand's and the dealer's columns (`dealer_room_pt`)."""
    fixed = FIXED_MM[dense]
    dealer_pt = dealer_pt or fixed["dealer"] * MM
    return (paper.content_width_pt(landscape) - fixed["hand"] * MM - dealer_pt) / sides


def dealer_room_pt(dealers: list, header: str, dense: bool) -> float:
    """The dealer's column: its share of the page, or as wide as the longest word of a dealer's
    name or of its header ("Mazziere"), so none is split over lines ("Mazzier|e")."""
    name_pt, header_pt = DEALER_PT[dense]
    words = [
        word_em(word) * name_pt
        for dealer in dealers
        if dealer
        for word in dealer.split()
    ] + [word_em(word) * header_pt for word in header.split()]
    return max(
        FIXED_MM[dense]["dealer"] * MM, max(words, default=0) + DEALER_PADDING_PT
    )


def header_paddings(items: int, font_pt: float) -> list[float]:
    """Each header's side padding in points: the minimum's, the items' and the score's, the total's."""
    at_min = MIN_PADDING_PT + len(MIN_GAP) * MONO_ADVANCE * font_pt
    return [at_min] + [HEADER_PADDING_PT] * (items + 1) + [TOTAL_PADDING_PT]


def _header_chars(header: str, dense: bool, padding_pt: float) -> int:
    """Characters of the rows' type (at its full size) that hold the header's longest word at the
    headers' full size within its padding: a field never narrower, so no label runs into the next
    column's ("PunkteGesamt"), and a sheet whose rows take a smaller type takes its headers smaller
    alike."""
    em = max(word_em(word) for word in header.split())
    return ceil(
        (em * HEADER_PT[dense] + padding_pt) / (MONO_ADVANCE * ITEM_FONT_PT[dense])
    )


def _fitted_widths(
    texts: list, results: list, headers: list, room_pt: float, dense: bool
):
    """Every field of a side in characters (the minimum, each item, the score, the total with one
    character more, its right margin) and the font size that fits them in the room: each as wide
    as its longest text and its gap, and as its header's longest word."""
    items = field_widths(
        [[first for first, _ in row] + [second for _, second in row] for row in texts]
    ) or [MIN_FIELD] * (len(headers) - 2)
    score, total = field_widths(results) if results else [MIN_FIELD, MIN_FIELD]
    paddings = header_paddings(len(headers) - 3, ITEM_FONT_PT[dense])
    widths = [
        max(width, _header_chars(header, dense, padding))
        for width, header, padding in zip(items + [score, total + 1], headers, paddings)
    ]
    return fit_fields(widths, room_pt, ITEM_FONT_PT[dense])


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
    result_headers: tuple[str, str] = ("Score", "Total"),
) -> tuple[list[dict], list[int], float]:
    """The rows, each side's text in one string, with the fields' widths in characters (the minimum,
    each item, score, total) and the font size they are measured for. `headers` head the minimum
    and the items, `result_headers` the score and total (in the sheet's language)."""
    texts = [
        [_side_texts(s, columns, letters, language) for s in hand["sides"]]
        for hand in hands
    ]
    results = [
        [
            [number_text(s["score"], language), number_text(s["total"], language)]
            for s in hand["sides"]
        ]
        for hand in hands
    ]
    fields, font_pt = _fitted_widths(
        texts, results, headers + list(result_headers), room_pt, dense
    )
    widths, scored = fields[:-2], [fields[-2], fields[-1] - 1]
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
