"""The players page on a small phone (360 px wide), the phone's own group's: the ranked table
fits without sideways scrolling, headings re-rank it, the filters and a merge work without
JavaScript, and no name runs."""

import re

from factories import games_of
from player_games import GAMES, counted, game, pairs
from playwright.sync_api import expect
from taps import keep

SMALL_PHONE = {"width": 360, "height": 740}


def names(page) -> list[str]:
    return page.locator("table.players tbody .name").all_inner_texts()


def test_the_players_page_ranks_and_fits_a_360_px_phone(
    page, live_app, live_server, screenshots
):
    evil = "<img src=x onerror=alert(1)>"
    extra = game(
        "2026-11-21",
        pairs([evil, "Ben"], ["Cleo", "Dan"]),
        [counted(100, left=10), counted(50, left=20)],
    )
    page.set_viewport_size(SMALL_PHONE)
    for game_id in games_of(live_app, [*GAMES, extra]):
        page.goto(f"{live_server}/g/{game_id}")  # a game's link, then Keep in my games
        keep(page)
    page.goto(live_server + "/")
    page.get_by_role("link", name="Players").tap()
    expect(page.get_by_role("heading", level=1)).to_have_text("Players")
    # Ana 3 of 3, Anna 1 of 1, Ben 2 of 3, Cleo 1 of 3, Dan 0 of 3, Eve 0 of 1
    assert names(page) == ["Ana", "Anna", "Ben", "Cleo", "Dan", "Eve"]
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= SMALL_PHONE["width"], f"the page scrolls sideways: {width} px"
    box = page.locator("table.players").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= SMALL_PHONE["width"]
    page.screenshot(path=screenshots / "players-360.png", full_page=True)

    # a heading re-ranks: points a hand, Anna 1500 first, Ana 4330 / 4 = 1082.5 next
    page.get_by_role("link", name="Points a hand").tap()
    expect(page).to_have_url(re.compile(r"sort=points_per_hand"))
    expect(page.locator("table.players tbody .name").first).to_have_text("Anna")
    assert names(page)[:2] == ["Anna", "Ana"]

    # games still in play: the evil name's game (in play) shows, as text
    page.locator("summary", has_text="Which games count").tap()
    page.get_by_label("Count games still in play").check()
    page.get_by_role("button", name="Show").tap()
    expect(page).to_have_url(re.compile(r"unfinished=y"))
    expect(page.locator("table.players tbody .name", has_text=evil)).to_have_count(1)
    assert page.evaluate("document.querySelectorAll('table.players img').length") == 0

    # one rule set only
    page.get_by_label("Rule set").select_option("classic-2p")
    page.get_by_role("button", name="Show").tap()
    expect(page).to_have_url(re.compile(r"rules=classic-2p"))
    expect(page.locator("table.players tbody .name")).to_have_count(2)
    assert sorted(names(page)) == ["Anna", "Eve"]

    # a merge: Anna and Ana are one player on this phone (and every phone of its group)
    page.goto(live_server + "/players")
    page.get_by_label("This name").select_option("Anna")
    page.get_by_label("is the same player as").select_option("Ana")
    page.locator("form.player-merge").get_by_role(
        "button", name="Count as one player"
    ).tap()
    expect(
        page.get_by_text("Merged: every phone of the group counts them as one player.")
    ).to_be_visible()
    expect(page.locator("table.players tbody .name")).to_have_count(5)
    assert "Anna" not in names(page) and names(page)[0] == "Ana"
    page.screenshot(path=screenshots / "players-merged-360.png", full_page=True)
