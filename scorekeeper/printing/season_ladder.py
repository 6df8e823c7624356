"""A season's ladder on paper and in a spreadsheet: the ladder (place, player, the average of
the best evenings, evenings played), the most improved and the attendance, with the facts the
sheet states (the season's days, what an evening counts, best N of at least M). The CSV's column
names and codes are fixed, like the event results', and its text cells neutralised (names are
what people typed)."""

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from scorekeeper.statistics.hand_rows_csv import BOM, csv_lines
from scorekeeper.translations import N_

MEASURE_WORDS = {
    "vp": N_("victory points a table"),
    "percent": N_("share of the field beaten (%)"),
    "points": N_("points a table"),
}
COLUMNS = ["section", "place", "player", "score", "evenings", "share"]


def plain(value: Fraction | None, places: int = 2) -> Decimal | str:
    """A fraction as a decimal to `places` places, halves up ("" for none): for the CSV. A
    number, not text, so a negative change is written as -1.33, not neutralised as a formula."""
    if value is None:
        return ""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


def ladder_csv(board) -> str:
    """The ladder, the most improved and the attendance in one CSV, `section` telling them apart."""
    name = board.names.get
    rows = [
        [
            "ladder",
            line.place or "",
            name(line.person, "?"),
            plain(line.score),
            line.played,
            "",
        ]
        for line in board.lines
    ]
    rows += [
        ["improved", "", name(person, "?"), plain(change), "", ""]
        for person, change in board.improved
    ]
    rows += [
        ["attendance", "", name(person, "?"), "", evenings, plain(share)]
        for person, evenings, share in board.attendance
    ]
    return BOM + csv_lines([COLUMNS], neutral=False) + csv_lines(rows)
