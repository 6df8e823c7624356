"""The printed sheet carries the running-total chart and the game in figures: its labels as text, and its
lines as vector drawing, found on the page image where the axis labels say they must be."""

import subprocess

import pytest
from factories import a_game, make_app
from flask import render_template
from pdf_tools import pdf_info, pdf_text, pdf_words, read_pgm, word_boxes
from sheet_games import classic_record

from scorekeeper.printing import PAPERS, game_sheet, render_pdf
from scorekeeper.statistics.summary import summarise

CREATED = "2026-11-20T19:30:00+00:00"
SAVED = [
    "2026-11-20T19:42:10+00:00",
    "2026-11-20T19:55:40+00:00",
    "2026-11-20T20:07:00+00:00",
    "2026-11-20T20:21:30+00:00",
    "2026-11-20T20:30:59+00:00",
]
DPI = 100


@pytest.fixture(scope="module")
def classic_pdf(tmp_path_factory):
    """The scripted five-hand Classic game on A4 (Us win 5420 to 1745), with its save times."""

    folder = tmp_path_factory.mktemp("chart")
    app = make_app(folder, csrf=True)
    sheet = game_sheet(
        summarise(classic_record()),
        name="Friday",
        created=CREATED,
        paper=PAPERS["a4"],
        saved=SAVED,
    )
    with app.test_request_context():
        html = render_template(
            "sheets/score_sheet.html", sheet=sheet, paper=PAPERS["a4"], landscape=False
        )
    return render_pdf(html), folder


def test_the_sheet_prints_the_charts_labels_and_legend(classic_pdf):
    pdf, folder = classic_pdf
    words = pdf_words(pdf, folder)
    for label in (
        "Target 5000",
        "min 50",
        "min 90",
        "min 120",
        "Us 5420",
        "Them 1745",
        "Minimum initial meld at that total",
    ):
        assert label in words


def test_the_sheet_prints_the_game_in_figures_beside_the_chart(classic_pdf):
    pdf, folder = classic_pdf
    lines = [" ".join(line.split()) for line in pdf_text(pdf, folder).splitlines()]
    # Beside the chart, a figure's row shares its printed line with a y-axis label: read from the figure on.
    assert any(line.endswith("Biggest hand +2005 +1215") for line in lines)
    assert any(line.endswith("Went out 4 1 (1 concealed)") for line in lines)
    assert pdf_info(pdf, folder)["pages"] == 1  # a short game stays on one page


def test_the_sheet_prints_how_long_each_hand_took(classic_pdf):
    pdf, folder = classic_pdf
    words = pdf_words(pdf, folder)
    # 12 min 10 s, 13 min 30 s, 11 min 20 s, 14 min 30 s, 9 min 29 s: 12, 14, 11, 15, 9;
    # average 61 / 5 = 12.2 → 12.
    assert (
        "hand 1: 12 min · hand 2: 14 min · hand 3: 11 min · hand 4: 15 min · hand 5: 9 min."
        in words
    )
    assert "Average 12 min, longest 15 min." in words


def test_the_lines_are_drawn_where_the_axis_labels_put_the_totals(classic_pdf):
    pdf, folder = classic_pdf
    words = word_boxes(pdf, folder)
    path = folder / "sheet.pdf"  # word_boxes saved it there
    middle_y = {
        text: (y0 + y1) / 2
        for x0, y0, x1, y1, text in words
        if text in ("2000", "6000")
    }
    # The hand numbers stand on the line above the axis title "Hand" (the last "Hand" on the page is in the chart).
    title = [w for w in words if w[4] == "Hand"][-1]
    under_axis = {
        text: (x0 + x1) / 2
        for x0, y0, x1, y1, text in words
        if title[1] - 14 < y0 < title[1]
    }
    # Us end at 5420 after hand 5: between the 2000 and 6000 labels, (5420 − 2000) / 4000 = 0.855 of the way up.
    x = under_axis["5"]
    us_y = middle_y["2000"] + 0.855 * (middle_y["6000"] - middle_y["2000"])
    # Just below 2000
    them_y = middle_y["2000"] + (1745 - 2000) / 4000 * (
        middle_y["6000"] - middle_y["2000"]
    )
    # No line there
    empty_y = middle_y["2000"] + (3500 - 2000) / 4000 * (
        middle_y["6000"] - middle_y["2000"]
    )
    subprocess.run(
        ["pdftoppm", "-gray", "-r", str(DPI), str(path), str(folder / "chart")],
        check=True,
    )
    width, height, pixels = read_pgm(next(folder.glob("chart-*.pgm")).read_bytes())

    def darkest_near(x_pt, y_pt, reach=2):
        px, py = round(x_pt * DPI / 72), round(y_pt * DPI / 72)
        return min(
            pixels[row * width + col]
            for row in range(py - reach, py + reach + 1)
            for col in range(px - reach, px + reach + 1)
        )

    assert darkest_near(x, us_y) < 150  # Us's blue marker
    assert darkest_near(x, them_y) < 170  # Them's orange one
    assert darkest_near(x, empty_y) > 200  # only the faint band between them


def test_the_sheet_route_draws_the_chart_with_the_games_own_save_times(
    app, client, tmp_path
):
    from scorekeeper import storage
    from scorekeeper.web.plumbing.database import get_db

    record = classic_record()
    with app.app_context():
        db = get_db()
        game_id = a_game(
            db,
            name="Route",
            sides=record["sides"],
            first_dealer="Ana",
        )
        for version, hand in enumerate(record["hands"][:2], 1):
            storage.add_hand(db, game_id, hand, expected_version=version)
    words = pdf_words(client.get(f"/g/{game_id}/sheet.pdf").data, tmp_path)
    # The legend: totals after hand 2
    assert "Us 1110" in words and "Them 1400" in words
    # Saved by the test moments apart, the hands' times are unknown, and the sheet says so.
    assert "Time per hand: not known" in words
