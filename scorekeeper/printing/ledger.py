"""The items of a hand as one line of fixed-width text per side, under per-item column headers.

Why not a table cell per item: WeasyPrint lays out every table cell as a box of its own, and a
40-hand game has some 800 of them; that alone took over half a second. One cell of monospaced
text per side, with the columns sized to whole characters, looks the same on paper at a third
of the cost. The header keeps a cell per item, so it can wrap its labels.
"""

import re
from functools import lru_cache

from scorekeeper.rules.entry import ordered_kinds

MONO_ADVANCE = 1233 / 2048
"""Advance width of every DejaVu Sans Mono glyph, in em (the font's hmtx table)."""

FIELD_GAP = 2
"""Spaces that part a field's text from its left neighbour's: with one, "– −100 – −140" read as one
run of figures (issue 43)."""
MIN_FIELD = 3 + FIELD_GAP  # characters: room for "−45" and its gap


def points_text(value: int, zero: str = "–") -> str:
    """A score as printed: a true minus sign, and a dash for an item that scored nothing."""
    if value == 0:
        return zero
    return f"−{-value}" if value < 0 else str(value)


def kind_letters(names: dict[str, str]) -> dict[str, str]:
    """Each kind's code on the sheet, from its name in the sheet's language: the first letter
    ("pulita" P, "sporca" S), and as many more as it takes to tell apart kinds that share it
    ("sporca" Sp, "samba" Sa). A name of several words takes two initials ("dirty escalera" DE)."""
    # what a name explains in brackets ("burraco sporco (sujo)") is no part of its code
    words = {
        kind: re.sub(r"\(.*?\)", " ", name).replace(",", " ").split() or [kind]
        for kind, name in names.items()
    }
    letters = {
        kind: ("".join(p[:1] for p in w)[:2] if len(w) > 1 else w[0][:1]).upper()
        for kind, w in words.items()
    }
    for length in range(2, 6):
        clashing = [
            k for k, c in letters.items() if list(letters.values()).count(c) > 1
        ]
        if not clashing:
            break
        for kind in clashing:
            parts = words[kind]
            initials = "".join(p[:1] for p in parts)
            code = initials if len(parts) > 1 else parts[0]
            if len(parts) > 1 and length > len(initials):
                # initials alike ("burraco sporco", "burraco semipulito"): more of the last word
                code = initials[:-1] + parts[-1][: length - len(initials) + 1]
            code = (code[:length] or kind[:length]).capitalize()
            letters[kind] = code.upper() if len(parts) > 1 else code
    return letters


def canasta_kinds_text(canastas: dict, letters: dict[str, str]) -> str:
    """'1P 2S': how many canastas of each kind, short enough to sit under the bonus, always in the
    engine's order of kinds."""
    return " ".join(
        f"{count}{letters.get(kind, kind[:2].capitalize())}"
        for kind, count in ordered_kinds(canastas)
    )


def field_widths(rows: list[list[list[str]]]) -> list[int]:
    """Characters per column: the widest text in it (over every row and side) and its gap."""
    widths = []
    for cells in zip(*(side for row in rows for side in row)):
        widths.append(max(MIN_FIELD, max(len(text) for text in cells) + FIELD_GAP))
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


HEADER_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
BOLD_ADVANCE = 0.72  # em a letter, a little over DejaVu Sans Bold's lowercase average: when unmeasured


@lru_cache(maxsize=1)
def _bold_advances() -> dict | None:
    """DejaVu Sans Bold's advance widths in em, by character (the headers' font), or None."""
    try:
        from fontTools.ttLib import TTFont  # WeasyPrint's own dependency

        with TTFont(HEADER_FONT) as font:
            units, metrics = font["head"].unitsPerEm, font["hmtx"].metrics
            cmap = font.getBestCmap()
    except (ImportError, OSError):
        return None
    return {
        chr(code): metrics[name][0] / units
        for code, name in cmap.items()
        if name in metrics
    }


def word_em(word: str) -> float:
    """How wide a word is in the headers' bold font, in em."""
    advances = _bold_advances()
    if advances is None:
        return len(word) * BOLD_ADVANCE
    return sum(advances.get(char, BOLD_ADVANCE) for char in word)


def header_font_pt(
    headers: list[str],
    widths_pt: list[float],
    most_pt: float,
    padding_pt: float | list[float],
    least_pt: float = 4.0,
) -> float:
    """The largest header size, up to `most_pt`, at which every header's longest word fits its
    column inside its padding (one for all, or one a column): the headers then wrap between words
    only, never inside one ("Canas-tas"), and never run into the next column ("PunkteGesamt")."""
    size = most_pt
    paddings = (
        padding_pt if isinstance(padding_pt, list) else [padding_pt] * len(headers)
    )
    for header, width, padding in zip(headers, widths_pt, paddings):
        longest = max((word_em(word) for word in header.split()), default=0)
        if longest:
            size = min(size, (width - padding) / longest)
    return round(max(size, least_pt), 2)
