"""Hands as CSV: every row a side's hand with its whole breakdown, read back with Python's csv module."""

import csv
import io
import json
from pathlib import Path

import pytest
from player_games import A

from scorekeeper.statistics.hand_rows_csv import (
    BOM,
    COLUMNS,
    ITEM_COLUMNS,
    csv_text,
    hand_rows,
    neutralise,
)
from scorekeeper.statistics.summary import summarise

RECORDS = Path(__file__).resolve().parent.parent / "cli" / "records"
SCORED = sorted(
    p for p in RECORDS.glob("*.json") if p.stem not in {"bad_meld", "malformed"}
)


def read(text: str) -> list[dict]:
    assert text.startswith(BOM)  # Excel reads UTF-8 only after a byte-order mark
    return list(csv.DictReader(io.StringIO(text.encode("utf-8").decode("utf-8-sig"))))


def test_the_header_is_the_documented_columns():
    header = next(csv.reader(io.StringIO(csv_text([])[len(BOM) :])))
    assert header == list(COLUMNS)
    assert header[:5] == ["game", "started", "hand", "side", "players"]
    assert header[-6:] == [
        "hand_total",
        "running_total",
        "next_minimum",
        "went_out",
        "concealed",
        "dealer",
    ]


def test_one_row_per_side_per_hand_with_the_breakdown_worked_by_hand():
    rows = read(csv_text(hand_rows(A)))
    assert [(r["hand"], r["side"]) for r in rows] == [
        ("1", "Us"),
        ("1", "Them"),
        ("2", "Us"),
        ("2", "Them"),
    ]
    first = rows[0]
    # Us, hand 1: 300 melded + a natural canasta 500 + going out 100 − nothing in hand = 900
    assert (
        first["melded_cards"],
        first["canasta_bonus"],
        first["going_out"],
        first["in_hand"],
    ) == ("300", "500", "100", "0")
    assert (first["hand_total"], first["running_total"]) == ("900", "900")
    assert (
        first["went_out"],
        first["concealed"],
        first["players"],
        first["started"],
    ) == ("1", "0", "Ana, Ben", "2026-11-02")
    # Them, hand 2: 200 + a mixed canasta 300 + going out 100 = 600; 70 + 600 = 670
    assert (rows[3]["hand_total"], rows[3]["running_total"]) == ("600", "670")
    # Classic's minimum below 1500 is 50: every total here is under 1500
    assert {r["next_minimum"] for r in rows} == {"50"}
    # items Classic does not score stay empty
    assert rows[0]["seven_canastas"] == rows[0]["acaba"] == rows[0]["short_runs"] == ""


def test_a_negative_score_is_a_plain_number():
    record = {
        **A,
        "hands": [
            {
                "results": [
                    {"meld_points": 0, "hand_points": 40},
                    {"meld_points": 50, "hand_points": 0},
                ]
            }
        ],
    }
    rows = read(csv_text(hand_rows(record)))
    # no meld: the 40 points in hand count minus; below zero the next minimum is 15
    assert (rows[0]["hand_total"], rows[0]["next_minimum"]) == ("-40", "15")


@pytest.mark.parametrize("path", SCORED, ids=lambda p: p.stem)
def test_each_sides_rows_sum_to_the_scoreboards_total(path):
    record = json.loads(path.read_text())
    rows = read(csv_text(hand_rows(record)))
    board = summarise(record)
    for index, side in enumerate(board["sides"]):
        mine = [r for r in rows if r["side"] == side["name"]]
        assert sum(int(r["hand_total"]) for r in mine) == board["totals"][index]
        assert int(mine[-1]["running_total"]) == board["totals"][index]
    for row in rows:  # the items add up to the hand's total
        assert sum(int(row[key]) for key in ITEM_COLUMNS if row[key] != "") == int(
            row["hand_total"]
        )


@pytest.mark.parametrize("path", SCORED, ids=lambda p: p.stem)
def test_every_item_the_engine_reports_has_a_column(path):
    record = json.loads(path.read_text())
    reported = {
        key
        for hand in summarise(record)["hands"]
        for side in hand["sides"]
        for key in (item["key"] for item in side["items"])
    }
    assert reported <= set(ITEM_COLUMNS)


@pytest.mark.parametrize(
    "typed, cell",
    [
        ('=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'),
        ("+1+1", "'+1+1"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tTab", "'\tTab"),
        ("\rCR", "'\rCR"),
        ("Ana", "Ana"),
        ("Zoë = 1", "Zoë = 1"),
    ],
)
def test_a_cell_a_spreadsheet_would_run_is_neutralised(typed, cell):
    assert neutralise(typed) == cell


def test_names_that_look_like_formulas_arrive_as_text():
    record = {
        **A,
        "name": "=cmd|' /C calc'!A0",
        "sides": [
            {"name": "@Us", "players": ["+Ana", "-Ben"]},
            {"name": "Them", "players": ["Cleo", "Dan"]},
        ],
        "first_dealer": "+Ana",
    }
    rows = read(csv_text(hand_rows(record)))
    assert rows[0]["game"] == "'=cmd|' /C calc'!A0"
    assert (rows[0]["side"], rows[0]["players"], rows[0]["dealer"]) == (
        "'@Us",
        "'+Ana, -Ben",
        "'+Ana",
    )
