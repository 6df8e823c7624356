"""The scoreboard's running-total chart and figures, as the server sends them: inline SVG, names as
text, nothing the page's Content-Security-Policy would block."""

import re

import pytest
from factories import a_game
from sheet_games import CLASSIC_HANDS

from scorekeeper import storage
from scorekeeper.web.plumbing.database import get_db

HOSTILE = '<script>alert(1)</script>"><svg onload=alert(2)>'


@pytest.fixture
def board(app, client):
    """The scoreboard of the scripted five-hand Classic game, Us against a side with a hostile name."""

    def show(hands=CLASSIC_HANDS):
        with app.app_context():
            db = get_db()
            game_id = a_game(
                db,
                name="Figures",
                sides=[{"name": "Us"}, {"name": HOSTILE}],
            )
            for version, hand in enumerate(hands, 1):
                storage.add_hand(db, game_id, hand, expected_version=version)
        return client.get(f"/g/{game_id}").get_data(as_text=True)

    return show


def svg_of(page):
    return re.search(r'<svg class="running-total".*?</svg>', page, re.S).group(0)


def test_the_scoreboard_draws_the_chart_as_inline_svg_with_a_title(board):
    svg = svg_of(board())
    assert (
        'role="img"' in svg
        and '<title id="chart-title">Running totals after each hand</title>' in svg
    )
    assert svg.count("<polyline") == 2
    # Us: 0, then 1290, 1110, 3115, 4685, 5420: six points on the line.
    us = re.search(
        r'<g class="chart-series s0">\s*<polyline class="series-line" points="([^"]+)"',
        svg,
    ).group(1)
    assert len(us.split()) == 6
    assert "Target 5000" in svg and "min 90" in svg


def test_a_sides_name_stays_text_in_the_chart_legend_and_figures(board):
    page = board()
    assert "<script>alert" not in page and "<svg onload" not in page
    escaped = (
        "&lt;script&gt;alert(1)&lt;/script&gt;&#34;&gt;&lt;svg onload=alert(2)&gt;"
    )
    # the chart's description, the legend, the figures' column
    assert page.count(escaped) >= 3
    assert f'<span class="legend-name">{escaped}</span>' in page


def test_the_chart_and_figures_use_no_inline_style_or_script(board):
    page = board()
    start = page.index('<section class="game-in-figures"')
    section = page[start : page.index("</section>", start)]
    assert "style=" not in section and "<script" not in section
    # no onload=, onclick= … handler in any tag
    assert not re.search(r"<[^>]*\son\w+\s*=", section)


def test_the_figures_list_the_canastas_by_kind_and_who_went_out(board):
    page = board()
    figures = page[
        page.index('<table class="figures">') : page.index(
            "</table>", page.index('<table class="figures">')
        )
    ]
    # Us made 4 natural and 4 mixed canastas, Them 1 of each (tests/statistics/test_game_figures.py counts them).
    assert re.search(r"Natural canastas</th>\s*<td>4</td><td>1</td>", figures)
    assert re.search(r"Went out</th><td>4</td><td>1 \(1 concealed\)</td>", figures)
    assert re.search(r"Biggest hand</th><td>\+2005</td><td>\+1215</td>", figures)


def test_a_game_without_hands_shows_no_chart(board):
    page = board(hands=[])
    assert "running-total" not in page and "No hands yet." in page
