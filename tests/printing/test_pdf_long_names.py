"""The score sheet's columns stay apart with long side names, in every language (issue 43: "– −100 – −140"
read as one run of figures). Every number of a hand's row stands clear of its neighbours, measured
from the PDF's own words (pdftotext -bbox); every item label clear of the next column's, measured
in WeasyPrint's layout; and the sheet is looked at as pixels too (pdftoppm)."""

import json
import re
from pathlib import Path

import pytest
from factories import make_app
from flask import render_template
from flask_babel import force_locale
from pdf_layout import cell_lines, gaps_between_cells, spilled, split_words
from pdf_tools import ink, page_images, pdf_info, pdf_text, row_tokens, word_boxes
from sheet_games import classic_record

from scorekeeper.printing import PAPERS, game_sheet
from scorekeeper.printing.pdf import laid_out
from scorekeeper.statistics.summary import summarise

LANGUAGES = ["en", "it", "de", "pt", "es"]
GAMES = ["two", "two-forty", "three", "four", "ten-items"]  # records()
MM = 72 / 25.4
# 40 characters, the most a side's name may have (record/limits.py NAME_LENGTH)
FORTY = [
    "Ana Maria Conceição & João Paulo Ribeiro",
    "Anna-Lena Maximiliane & Maximilian Brand",
]
NAMES = ["Anna-Lena & Maximilian", "Maria Conceição & João Pedro"]
HEAD_CELLS = {"min", "item", "score", "total"}  # the second row of the table's head
# a field of a row: points, a total, or the dash of nothing
NUMBER = re.compile(r"^[−–\d.,]+$")


def named(record, names):
    return {
        **record,
        "sides": [{**side, "name": name} for side, name in zip(record["sides"], names)],
    }


def records():
    """Two sides (the issue's names, and names of 40 characters), three and four sides, and a rule
    set of ten items a side (worked by hand: tests/sheet_games.py, tests/cli/records), each side
    named at length."""
    classic = classic_record()
    three = {
        "variant": "classic-3p",
        "sides": [{"name": "Giulia"}, {"name": "Jürgen"}, {"name": "João"}],
        "hands": [
            {
                "results": [
                    {"meld_points": 120, "canastas": {"mixed": 1}, "went_out": True},
                    {"meld_points": 60, "hand_points": 35, "red_threes": 1},
                    {"meld_points": 0, "hand_points": 80, "red_threes": 1},
                ]
            }
        ],
    }
    four = {
        "variant": "hand-and-foot",
        "sides": [
            {"name": f"Side {k}", "players": [f"A{k}", f"B{k}"]} for k in range(4)
        ],
        "hands": [
            {
                "results": [
                    {"meld_points": 300, "canastas": {"natural": 1}, "hand_points": 140}
                    for _ in range(4)
                ]
            }
        ]
        * 2,
    }
    modern = json.loads(
        (
            Path(__file__).parent.parent / "cli" / "records" / "modern_american.json"
        ).read_text()
    )
    long_ones = [*FORTY, *NAMES]
    return {
        "two": named(classic, NAMES),
        "two-forty": named(classic, FORTY),
        "three": named(three, long_ones[:3]),
        "four": named(four, long_ones),
        "ten-items": named(modern, long_ones[: len(modern["sides"])]),
    }


def sheet_html(app, record, language):
    with app.test_request_context(), force_locale(language):
        sheet = game_sheet(
            summarise(record),
            name="Sexta-feira",
            created="2026-11-20T19:30:00+00:00",
            paper=PAPERS["a4"],
            language=language,
        )
        return render_template(
            "sheets/score_sheet.html",
            sheet=sheet,
            paper=PAPERS["a4"],
            landscape=sheet["landscape"],
        )


@pytest.fixture(scope="module")
def drawn(tmp_path_factory):
    """Each game in each language laid out once for the module: (record, layout, PDF)."""
    app = make_app(tmp_path_factory.mktemp("long-names"), csrf=True)
    games, kept = records(), {}

    def draw(game, language):
        if (game, language) not in kept:
            document = laid_out(sheet_html(app, games[game], language))
            kept[game, language] = (games[game], document, document.write_pdf())
        return kept[game, language]

    return draw


def hand_rows(words, hands, sides):
    """The words of each hand's row, left to right: those level with the hand's number at the left
    margin (the canasta kinds' line beneath is a line lower), with a side's minimum, score and
    total at least for each side (a rule's "1" in the legend is no row)."""
    middle = lambda word: (word[1] + word[3]) / 2  # noqa: E731
    starts = [w for w in words if w[4].rstrip("†") in hands and w[0] < 25 * MM]
    rows = [
        sorted(w for w in words if abs(middle(w) - middle(start)) < 3)
        for start in starts
    ]
    return [
        row for row in rows if sum(bool(NUMBER.match(w[4])) for w in row) > 3 * sides
    ]


def crowded_numbers(row):
    """Neighbouring numbers of a row closer than one and a half characters of their own type, or
    1.5 mm: one space between "–" and "−100" reads as one figure."""
    found = []
    numbers = [w for w in row[1:] if NUMBER.match(w[4])]
    for left, right in zip(numbers, numbers[1:]):
        char = max(
            (left[2] - left[0]) / len(left[4]), (right[2] - right[0]) / len(right[4])
        )
        gap = right[0] - left[2]
        if gap < max(1.5 * char, 1.5 * MM):
            found.append(f"{left[4]!r} {right[4]!r} {gap:.1f} pt apart")
    return found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_each_number_of_a_hands_row_stands_clear_of_the_next(
    drawn, tmp_path, game, language
):
    record, _, pdf = drawn(game, language)
    words = word_boxes(pdf, tmp_path)
    size = pdf_info(pdf, tmp_path)
    assert all(0 <= w[0] and w[2] <= size["width"] for w in words)  # all on the page
    hands = {str(n) for n in range(1, len(record["hands"]) + 1)}
    rows = hand_rows(words, hands, len(record["sides"]))
    assert len(rows) == len(hands)
    crowded = [f"hand {row[0][4]}: {c}" for row in rows for c in crowded_numbers(row)]
    assert not crowded, "\n".join(crowded)
    # Every side's name is printed whole (wrapped, never cut), and the page has ink.
    text = " ".join(pdf_text(pdf, tmp_path).split())
    for side in record["sides"]:
        assert all(part in text for part in side["name"].split())
    for _w, _h, pixels in page_images(pdf, tmp_path):
        assert ink(pixels) > 0.01


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_each_item_label_stands_clear_of_the_next_columns(drawn, game, language):
    _, document, _ = drawn(game, language)
    cells = cell_lines(document, HEAD_CELLS)
    assert len(cells) > 4
    crowded = [f"{gap:.1f} pt" for gap in gaps_between_cells(cells) if gap < 1.5 * MM]
    assert not crowded, crowded


def test_a_forty_character_name_is_the_most_a_side_may_have():
    from scorekeeper.record.limits import NAME_LENGTH

    assert [len(name) for name in FORTY] == [NAME_LENGTH, NAME_LENGTH]


def test_the_rows_still_read_as_the_hands_scored(drawn, tmp_path):
    # Hand 2 of the classic game (tests/sheet_games.py, worked by hand) under the long names.
    _, _, pdf = drawn("two-forty", "en")
    assert row_tokens(pdf_text(pdf, tmp_path), "2")[1:] == [
        "Cleo", "50", "–", "–", "−100", "–", "−80", "−180", "1110",
        "50", "215", "800", "–", "200", "–", "1215", "1400",
    ]  # fmt: skip


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_no_text_reaches_outside_its_box(drawn, game, language):
    _, document, _ = drawn(game, language)
    assert not spilled(document)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_no_word_is_split_over_lines(drawn, game, language):
    _, document, _ = drawn(game, language)
    assert not split_words(document)
