"""Hands as CSV for spreadsheet users: one row per side per hand, with every item of the engine's
breakdown, the hand's total, the running total and the minimum initial meld for the next hand.

Column names are fixed (docs/playing.md lists them), numbers are plain integers, and every text
cell that a spreadsheet would read as a formula is neutralised: nothing a player typed may run.
"""

import csv
import io

from scorekeeper.record.game_record import parse_record
from scorekeeper.rules import describe_requirement, play
from scorekeeper.statistics.summary import ITEM_LABELS

# Every item any rule set reports, in the scoreboard's order
ITEM_COLUMNS = tuple(ITEM_LABELS)
COLUMNS = (
    "game",
    "started",
    "hand",
    "side",
    "players",
    *ITEM_COLUMNS,
    "hand_total",
    "running_total",
    "next_minimum",
    "went_out",
    "concealed",
    "dealer",
)
# A cell starting with one of these is a formula (or becomes one) in Excel, LibreOffice and Sheets.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")
# Excel reads a CSV as UTF-8 only when it starts with a byte-order mark; Python's csv module and
# LibreOffice read it with or without (encoding="utf-8-sig").
BOM = "\ufeff"


def neutralise(text: str) -> str:
    """A text cell as a spreadsheet shows it and never runs it: "=1+1" -> "'=1+1"."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def hand_rows(record: dict, name: str | None = None) -> list[list]:
    """One game's rows (without the header). An item the rule set does not score for that side in
    that hand is an empty cell; the hand total is the sum of the others. Raises InvalidGame."""
    game = parse_record(record)
    result = play(game)
    name = name or record.get("name") or " v ".join(side.name for side in game.sides)
    started = str(record.get("created", ""))[:10]
    rows = []
    for index, hand in enumerate(result.hands):
        following = (
            result.hands[index + 1].requirements
            if index + 1 < len(result.hands)
            else result.next_initial_meld
        )
        for side_index, (side, score) in enumerate(zip(game.sides, hand.scores)):
            entered = game.hands[index].results[side_index]
            rows.append(
                [
                    name,
                    started,
                    hand.number,
                    side.name,
                    ", ".join(side.players),
                    *[score.items.get(key, "") for key in ITEM_COLUMNS],
                    score.total,
                    hand.totals[side_index],
                    _minimum(following[side_index]),
                    int(bool(entered.went_out)),
                    int(bool(entered.concealed)),
                    hand.dealer or "",
                ]
            )
    return rows


def _minimum(requirement):
    """Points as a number (0: none); a canasta condition in words ("a natural canasta")."""
    return (
        requirement
        if isinstance(requirement, int)
        else describe_requirement(requirement)
    )


def csv_text(rows) -> str:
    """The header and `rows` as CSV text, starting with the byte-order mark."""
    return BOM + csv_lines([COLUMNS], neutral=False) + csv_lines(rows)


def csv_lines(rows, neutral=True) -> str:
    """Rows as CSV lines, text cells neutralised: a piece of a file sent game by game."""
    out = io.StringIO()
    writer = csv.writer(out)
    for row in rows:
        writer.writerow(
            [
                neutralise(cell) if neutral and isinstance(cell, str) else cell
                for cell in row
            ]
        )
    return out.getvalue()
