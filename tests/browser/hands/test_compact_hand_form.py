"""The hand form is short enough to see at a glance: a hand of four melds a side, typed in full with its
live preview drawn, is at most 1.75 screens tall on a 390×844 phone (issue 10: about 1.5, was 2.6; issue 22
made every rank button 44 × 44 px, two rows a side, and gave the status pill its own room: 1.71)."""

import pytest
from playwright.sync_api import expect
from test_hand_form import a_game, four_melds_a_side, game_url, side


def page_height(page):
    return page.evaluate("document.documentElement.scrollHeight")


def test_four_melds_a_side_fit_in_one_and_a_half_screens(page, live_app, live_server):
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    four_melds_a_side(page)
    # The preview has drawn the hand (Us 70 + 30 + 50 + 40 + 500 + 100 = 790), so its height counts too.
    expect(page.locator("[data-score='0']")).to_have_text("+790")
    assert page_height(page) <= 1.75 * 844


def test_each_meld_is_one_line(page, live_app, live_server):
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    four_melds_a_side(page)
    rows = page.locator(".meld")
    expect(rows).to_have_count(8)
    for row in rows.all():
        # One line: its name, three boxes, points and remove share one row no taller than a 44 px box and its border.
        assert row.bounding_box()["height"] <= 46


def test_the_sides_header_is_one_line(page, live_app, live_server):
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    name = side(page, "Us").locator("legend").first.bounding_box()
    switch = side(page, "Us").get_by_text("Count points", exact=True).bounding_box()
    assert (
        abs((name["y"] + name["height"] / 2) - (switch["y"] + switch["height"] / 2)) < 4
    )


@pytest.mark.parametrize(
    "variant, width",
    [("classic", 390), ("classic", 320), ("samba", 390), ("samba", 320)],
)
def test_the_rank_buttons_are_thumb_sized_and_none_is_left_alone_on_a_row(
    page, live_app, live_server, variant, width
):
    """Issue 22: rank buttons were 25.5 × 44 px and Samba's "Run" wrapped alone to a second row."""
    page.set_viewport_size({"width": width, "height": 844})
    page.goto(game_url(live_server, a_game(live_app, variant=variant), "/hands/new"))
    rows = {}
    for button in side(page, "Us").locator("button[name=add_meld]").all():
        box = button.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44
        rows.setdefault(round(box["y"]), []).append(button)
    assert min(len(row) for row in rows.values()) >= 2
