"""Ratings and seasons in the browser: a player's page on a 390 px phone draws her rating chart
(server-drawn SVG, no script) inside the screen's width, and the room's screen of a club night in
a season shows the season's ladder below the evening's standings. The games and evenings are the
hand-worked ones of tests/web/groups/test_ratings_pages.py and tests/web/groups/test_season_pages.py."""

import pytest
from event_games import a_club_night_in
from player_games import WIN_1500, counted, game, pairs
from playwright.sync_api import expect

from scorekeeper import storage
from scorekeeper.storage import season_rows
from scorekeeper.web.plumbing.database import get_db
from tests.browser.app.test_accessibility import violations

PHONE = {"width": 390, "height": 844}
LOSE_60 = counted(100, left=40)


def test_a_players_page_draws_her_rating_chart_on_a_phone(
    page, live_app, live_server, screenshots
):
    """Us (Ana & Ben) win, win, lose, win: Ana shows 1169 (worked in test_ratings.py)."""
    results = [True, True, False, True]
    with live_app.app_context():
        db = get_db()
        key = storage.create_group(db, "Club")
        pk = storage.group_by_key(db, key)["pk"]
        for n, us_win in enumerate(results):
            hand = [WIN_1500, LOSE_60] if us_win else [LOSE_60, WIN_1500]
            record = game(
                f"2026-01-0{n + 1}", pairs(["Ana", "Ben"], ["Cleo", "Dan"]), hand
            )
            storage.import_game(db, record, group_pk=pk, finished=True)
        ana = next(e["id"] for e in storage.roster(db, pk) if e["name"] == "Ana")
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server}/groups/{key}/players/{ana}")
    section = page.locator("section.rating-over-time")
    expect(section.locator(".rating-now strong")).to_have_text("1169")
    chart = section.locator("svg.running-total")
    expect(chart).to_be_visible()
    box = chart.bounding_box()
    assert box["width"] > 200 and box["x"] + box["width"] <= PHONE["width"]
    points = chart.locator("polyline.series-line").get_attribute("points").split()
    assert len(points) == 5  # 1000, then one point a rated game
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    section.screenshot(path=screenshots / "rating-chart.png")
    page.goto(f"{live_server}/groups/{key}/players?sort=rating")
    page.screenshot(path=screenshots / "players-by-rating.png", full_page=True)


def test_the_room_screen_shows_the_season_ladder(
    browser, live_app, live_server, screenshots
):
    """Two evenings alike: P4a and P4b lead the season with 11 VP a table (test_season_pages.py)."""
    with live_app.app_context():
        db = get_db()
        key = storage.create_group(db, "Club")
        pk = storage.group_by_key(db, key)["pk"]
        a_club_night_in(db, pk, "2026-11-10")
        second = a_club_night_in(db, pk, "2026-11-24")
        season_rows.create_season(
            db,
            pk,
            name="Autumn 2026",
            first_day="2026-09-01",
            last_day="2026-12-20",
            measure="vp",
            best=2,
            at_least=2,
        )
    screen = browser.new_context(viewport={"width": 1920, "height": 1080}).new_page()
    screen.goto(f"{live_server}/e/{second['view_token']}/standings")
    ladder = screen.locator("section.room-ladder")
    expect(ladder.locator("h2")).to_have_text("Season ladder")
    first = ladder.locator("tbody tr").first.locator("td")
    expect(first.nth(1)).to_have_text("P4a")
    expect(first.nth(2)).to_have_text("11.0")
    expect(ladder.locator("tbody tr")).to_have_count(8)
    screen.screenshot(path=screenshots / "room-ladder.png", full_page=True)
    screen.context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_season_pages_break_no_wcag_21_aa_rule(
    context, page, live_app, live_server, scheme
):
    """axe-core over the seasons page (its form), a ladder, a player's page with both charts and
    the room's screen with the ladder and the handicapped ranking."""
    with live_app.app_context():
        db = get_db()
        key = storage.create_group(db, "Club")
        pk = storage.group_by_key(db, key)["pk"]
        a_club_night_in(db, pk, "2026-11-10")
        second = a_club_night_in(db, pk, "2026-11-24")
        number = season_rows.create_season(
            db,
            pk,
            name="Autumn 2026",
            first_day="2026-09-01",
            last_day="2026-12-20",
            measure="percent",
            best=2,
            at_least=1,
        )
        season_rows.set_handicaps(db, pk, True)
        person = storage.roster(db, pk)[0]["id"]
    page.emulate_media(color_scheme=scheme)
    found = {}
    for path in (
        f"/groups/{key}/seasons",
        f"/groups/{key}/seasons/{number}",
        f"/groups/{key}/players/{person}",
        f"/e/{second['view_token']}/standings",
    ):
        page.goto(live_server + path)
        if problems := violations(page):
            found[path] = problems
    assert found == {}, "\n".join(f"{p}: {v}" for p, vs in found.items() for v in vs)
