"""The ladder's CSV: fixed columns, a section a part, decimals rounded halves up, and names
people typed never run as formulas (a cell starting =, +, -, @ gets a leading apostrophe)."""

import csv
import io
from fractions import Fraction as F

from scorekeeper.printing.season_ladder import COLUMNS, ladder_csv, plain
from scorekeeper.statistics.ladders import LadderLine
from scorekeeper.web.boards.season_board import SeasonLadder


def test_the_ladder_csv_neutralises_typed_names_and_rounds_halves_up():
    board = SeasonLadder(
        season={"name": "Autumn"},
        held=3,
        lines=[LadderLine(1, 1, F(101, 8), 3, ()), LadderLine(2, None, None, 1, ())],
        improved=[(1, F(-4, 3))],
        attendance=[(1, 3, F(1)), (2, 1, F(1, 3))],
        names={1: '=HYPERLINK("http://x","y")', 2: "@SUM(A1)"},
    )
    text = ladder_csv(board)
    assert text.startswith("\ufeff")
    rows = list(csv.reader(io.StringIO(text[1:])))
    assert rows[0] == COLUMNS
    assert rows[1] == ["ladder", "1", '\'=HYPERLINK("http://x","y")', "12.63", "3", ""]
    assert rows[2] == ["ladder", "", "'@SUM(A1)", "", "1", ""]
    assert rows[3][:4] == ["improved", "", '\'=HYPERLINK("http://x","y")', "-1.33"]
    assert rows[5] == ["attendance", "", "'@SUM(A1)", "", "1", "0.33"]


def test_plain_rounds_half_up():
    """101/8 = 12.625 -> 12.63 (a float would print 12.62); 1/3 -> 0.33."""
    assert str(plain(F(101, 8))) == "12.63" and str(plain(F(1, 3))) == "0.33"
    assert plain(None) == ""
