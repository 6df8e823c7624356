"""The items of a hand as one line of fixed-width text per side, under per-item column headers.

Why not a table cell per item: WeasyPrint lays out every table cell as a box of its own, and a
40-hand game has some 800 of them; that alone took over half a second. One cell of monospaced
text per side, with the columns sized to whole characters, looks the same on paper at a third
of the cost. The header keeps a cell per item, so it can wrap its labels.
"""

MONO_ADVANCE = 1233 / 2048
"""Advance width of every DejaVu Sans Mono glyph, in em (the font's hmtx table)."""

MIN_FIELD = 4  # characters: room for "−45" and the space that separates it from its left neighbour

KIND_LETTERS = {
    "natural": "N",
    "mixed": "M",
    "wild": "W",
    "samba": "S",
    "escalera": "E",
    "dirty_escalera": "DE",
    "dirty_samba": "DS",
    "bolivia": "B",
    "sevens": "Se",
    "aces": "Ac",
    "wild_twos": "W2",
    "wild_jokers": "WJ",
    "natural_aces": "NA",
    "mixed_aces": "MA",
    "wild_six_jokers": "W6",
}


def points_text(value: int, zero: str = "–") -> str:
    """A score as printed: a true minus sign, and a dash for an item that scored nothing."""
    if value == 0:
        return zero
    return f"−{-value}" if value < 0 else str(value)


def kind_letter(kind: str) -> str:
    return KIND_LETTERS.get(kind, kind[:2].capitalize())


def canasta_kinds_text(canastas: dict) -> str:
    """'1N 2M': how many canastas of each kind, short enough to sit under the bonus."""
    return " ".join(
        f"{count}{kind_letter(kind)}" for kind, count in canastas.items() if count
    )


def field_widths(rows: list[list[list[str]]]) -> list[int]:
    """Characters per column: the widest text in it (over every row and side) plus one space."""
    widths = []
    for cells in zip(*(side for row in rows for side in row)):
        widths.append(max(MIN_FIELD, max(len(text) for text in cells) + 1))
    return widths


def line(texts: list[str], widths: list[int]) -> str:
    """Each text right-aligned in its field, so the digits sit under the column's right edge."""
    return "".join(text.rjust(width) for text, width in zip(texts, widths)).rstrip()


def field_points(widths: list[int], font_pt: float) -> list[float]:
    """The column widths, in points, that fields of these many characters fill exactly."""
    return [round(width * MONO_ADVANCE * font_pt, 3) for width in widths]


def fit_fields(
    widths: list[int], room_pt: float, font_pt: float, most: int = 9
) -> tuple[list[int], float]:
    """Fields that fill `room_pt` as far as whole characters go (each at most `most` wide, so
    the numbers stay close to their neighbours), or a smaller font when even the tightest
    fields would not fit. Returns the widths in characters and the font size in points."""
    needed = sum(widths) * MONO_ADVANCE * font_pt
    if needed > room_pt:
        return widths, room_pt / (sum(widths) * MONO_ADVANCE)
    widths = list(widths)
    spare = int(room_pt // (MONO_ADVANCE * font_pt)) - sum(widths)
    while spare > 0 and any(w < most for w in widths):
        for i, width in enumerate(widths):
            if spare and width < most:
                widths[i] += 1
                spare -= 1
    return widths, font_pt
