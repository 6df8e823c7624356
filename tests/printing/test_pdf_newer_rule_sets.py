"""Score sheets and blank pads of Cuban, Mexicana, the sevens, Brazilian and Chilean, read back as text:
each prints the entries and tables its rules score, and Brazilian's canasta minimums in words."""

import json
import re
from pathlib import Path

import pytest
from pdf_tools import level_row, pdf_text, pdf_words, row_tokens, word_boxes
from test_pdf_sheet import sheet_pdf

RECORDS = Path(__file__).parent.parent / "cli" / "records"


def record(name):
    return json.loads((RECORDS / name).read_text())


def pad_texts(client, tmp_path, variant_id):
    """The pad as laid out (a legend row's label and value stay on one line) and in reading order."""
    response = client.get(f"/sheets/blank/{variant_id}.pdf?paper=a4")
    assert response.status_code == 200
    return pdf_text(response.data, tmp_path), pdf_words(response.data, tmp_path)


@pytest.mark.parametrize(
    "variant_id, rows, sentences",
    [
        (
            "cuban",
            [
                ("Wild canasta, all deuces", "4000"),
                ("Wild canasta, all four jokers", "3000"),
                ("Wild canasta", "2000"),
                ("2 red threes", "300"),
                ("3 red threes", "500"),
                ("All 4 red threes", "1000"),
                ("Black three captured, each", "5"),
                ("All 4 black threes captured", "100"),
                ("total 5000 or more", "150"),
                ("Going out", "100"),
            ],
            ["Black 3s (captured)", "First side to 7500 wins"],
        ),
        (
            "mexicana",
            [("Sevens canasta", "1000"), ("All 6 red threes", "600")],
            ["To go out: 2 canastas, and 1 red three laid for each canasta."],
        ),
        (
            "sevens",
            [
                ("Sevens canasta", "2000"),
                ("Unfinished sevens meld", "−1500"),
                ("Player holding 3+ sevens", "−500"),
            ],
            [],
        ),
        (
            "brazilian",
            [
                ("total 5000–6995", "150"),
                ("total 7000–7995", "a canasta"),
                ("total 8000–8995", "200"),
                ("total 9000 or more", "a natural canasta"),
                ("Wild canasta", "2000"),
                ("5 red threes", "1000"),
                ("All 6 red threes", "1200"),
                ("Run of 5 cards or fewer left on the table", "−1000"),
            ],
            ["First side to 10000 wins"],
        ),
        (
            "chilean",
            [
                ("Samba canasta", "1500"),
                ("Bolivia canasta", "2500"),
                ("All 6 red threes", "1000"),
            ],
            ["To go out: 1 samba canasta."],
        ),
    ],
)
def test_blank_pad_prints_the_rule_sets_own_tables(
    client, tmp_path, variant_id, rows, sentences
):
    layout, words = pad_texts(client, tmp_path, variant_id)
    for what, value in rows:
        assert re.search(
            rf"(^|\s){re.escape(what)}\s+{re.escape(value)}(\s|$)", layout, re.M
        ), (what, value)
    for sentence in sentences:
        assert sentence in words


def test_brazilian_sheet_says_the_next_minimum_in_words(app, tmp_path):
    text = pdf_text(sheet_pdf(app, record("brazilian.json")), tmp_path)
    # A on 2485 + 4800 = 7285: from 7000 the initial meld must hold a canasta; B on 860 needs 50.
    assert row_tokens(text, "A", after="Game in progress")[1:] == [
        "7285",
        "2715",
        "a",
        "canasta",
    ]
    assert row_tokens(text, "B", after="Game in progress")[1:] == ["860", "9140", "50"]


def test_brazilian_sheet_prints_the_canasta_minimum_in_the_hands_min_column(
    app, tmp_path
):
    game = record("brazilian.json")
    # Hand 3: A (7285) opens with a natural canasta K x7 (70 + 500 = 570); B (860) melds Q x5 (50)
    game["hands"].append(
        {
            "results": [
                {"melds": [{"rank": "K", "natural": 7}]},
                {"melds": [{"rank": "Q", "natural": 5}]},
            ]
        }
    )
    text = pdf_text(sheet_pdf(app, game), tmp_path)
    assert "a canasta" in text.split("Game in progress")[0]
    assert row_tokens(text, "A", after="Game in progress")[1] == str(7285 + 570)


def test_cuban_sheet_prints_captured_black_threes(app, tmp_path):
    pdf = sheet_pdf(app, record("cuban.json"))
    text = pdf_text(pdf, tmp_path)
    # The line above "Hand Dealer Min …"
    headings = text[: text.index("Dealer")].splitlines()[-2]
    assert headings.split().count("Black") == 2  # a column for each side
    # Hand 1, A: 330 melded, 3500 canastas, 500 red threes, 100 out, −10 in hand, 100 black threes = 4520
    assert level_row(word_boxes(pdf, tmp_path), "1")[3:10] == [
        "330",
        "3500",
        "500",
        "100",
        "−10",
        "100",
        "4520",
    ]
    assert row_tokens(text, "A", after="Game in progress")[1:] == [
        "5220",
        "2280",
        "150",
    ]


def test_mexicana_sheet_marks_the_unverified_defaults(app, tmp_path):
    words = pdf_words(sheet_pdf(app, record("mexicana.json")), tmp_path)
    assert "Game target: 5000 (unverified)" in words
    assert "All red threes: 600 (unverified)" in words
