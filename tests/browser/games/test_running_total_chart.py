"""The running-total chart and the game in figures on a 360 px phone, in Chromium: drawn by the
server, inside the screen's width, legible in both themes and with JavaScript off."""

import pytest
from factories import a_game
from playwright.sync_api import expect
from sheet_games import CLASSIC_HANDS

from scorekeeper import storage

LONG_NAMED = [
    {"name": "Us", "players": ["Ana", "Ben"]},
    {
        "name": "Them, the long-named partnership from across the table",
        "players": ["Cleo", "Dan"],
    },
]
PHONE = {"width": 360, "height": 740}


@pytest.fixture
def finished_game(live_app):
    """The scripted five-hand Classic game of tests/sheet_games.py (Us win 5420 to 1745)."""
    db = storage.open_db(live_app.config["DATABASE"])
    game_id = a_game(
        db,
        name="Chart",
        sides=LONG_NAMED,
        first_dealer="Ana",
    )
    for version, hand in enumerate(CLASSIC_HANDS, 1):
        storage.add_hand(
            db,
            game_id,
            hand,
            expected_version=version,
            finished=version == len(CLASSIC_HANDS),
        )
    db.close()
    return f"/g/{game_id}"


def chart_fits(page):
    """The chart is on screen, no wider than the screen, and the page does not scroll sideways."""
    chart = page.locator("svg.running-total")
    chart.scroll_into_view_if_needed()
    expect(chart).to_be_visible()
    box = chart.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    # drawn at its own proportions (340 by 210), not squashed
    assert box["height"] > 150
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_finished_games_chart_and_figures_fit_a_360_px_phone(
    browser, live_server, finished_game, screenshots, scheme
):
    context = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, color_scheme=scheme
    )
    violations = []
    context.on(
        "console",
        lambda m: (
            violations.append(m.text) if "Content Security Policy" in m.text else None
        ),
    )
    page = context.new_page()
    page.goto(live_server + finished_game)
    chart_fits(page)
    # One line per side, each with its own dash pattern and marker; Us (5420) ends above Them (1745).
    lines = page.locator("svg.running-total .series-line")
    expect(lines).to_have_count(2)
    assert lines.nth(0).get_attribute("stroke-dasharray") is None
    assert lines.nth(1).get_attribute("stroke-dasharray") == "7 4"
    us_end, them_end = (
        line.evaluate("l => l.points.getItem(l.points.numberOfItems - 1).y")
        for line in lines.all()
    )
    assert us_end < them_end
    # Colours follow the theme: the side's line colour comes from chart.css, not paper's attribute.
    stroke = lines.nth(0).evaluate("l => getComputedStyle(l).stroke")
    assert stroke == ("rgb(0, 114, 178)" if scheme == "light" else "rgb(86, 180, 233)")
    legend = page.locator(".chart-legend")
    expect(legend).to_contain_text("Us 5420")
    # wrapped, whole
    expect(legend.locator(".legend-name").nth(1)).to_have_text(LONG_NAMED[1]["name"])
    # A finished game shows its figures unfolded: Us went out in hands 1, 3, 4 and 5, Them once, concealed.
    figures = page.locator("table.figures")
    expect(figures).to_be_visible()
    went_out = figures.locator("tr", has=page.get_by_role("rowheader", name="Went out"))
    expect(went_out.locator("td")).to_have_text(["4", "1 (1 concealed)"])
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.screenshot(
        path=screenshots / f"scoreboard-chart-360-{scheme}.png", full_page=True
    )
    context.close()
    assert violations == []


def test_the_chart_is_drawn_with_javascript_off(browser, live_server, finished_game):
    context = browser.new_context(viewport=PHONE, java_script_enabled=False)
    page = context.new_page()
    page.goto(live_server + finished_game)
    chart_fits(page)
    expect(page.locator("svg.running-total .series-marker")).to_have_count(2)
    context.close()
