"""The hand form's defects a newcomer met at the table (issue 22), each seen in a real Chromium at a
phone's width: errors sit in their side's box, Samba's run line, the 320 px phone (the status pill
over no control: test_status_pill.py)."""

import pytest
from factories import a_game
from playwright.sync_api import expect
from test_hand_form import game_url, side


@pytest.mark.parametrize("width", [390, 320])
def test_the_header_items_stand_apart(page, live_app, live_server, width):
    page.set_viewport_size({"width": width, "height": 700})
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    items = [
        page.locator(".site-header > a").nth(0).bounding_box(),
        page.locator(".site-header > a").nth(1).bounding_box(),
        page.locator(".language-menu > summary").bounding_box(),
    ]
    for left, right in zip(items, items[1:]):
        if abs(left["y"] - right["y"]) < 4:  # on one line: a gap a reader sees
            assert right["x"] - (left["x"] + left["width"]) >= 8


@pytest.mark.parametrize("width", [390, 320])
def test_a_samba_run_line_has_its_own_header_whole_choices_and_no_early_error(
    page, live_app, live_server, width
):
    page.set_viewport_size({"width": width, "height": 844})
    page.goto(game_url(live_server, a_game(live_app, variant="samba"), "/hands/new"))
    page.get_by_role("button", name="Add A run for Them").tap()
    them = side(page, "Them")
    # The header over a run names a run's fields, not "Nat. 2s Jok."
    expect(them.locator(".run-head")).to_be_visible()
    expect(them.locator(".run-head")).to_have_text("RunCardsLowest cardSuitPoints")
    expect(them.locator(".meld-head:not(.run-head)")).to_be_hidden()
    # Nothing chosen yet is no error yet (the preview has answered: the run's 3 cards show points).
    expect(them.locator(".meld-points")).not_to_have_text("")
    expect(them.locator(".errors li")).to_have_count(0)
    them.get_by_label("Lowest card").select_option("10")
    them.get_by_label("Suit").select_option("diamonds")
    # Each choice shows whole: its text and the arrow fit inside the box.
    for select in them.locator("select").all():
        room = select.evaluate(
            """(el) => {
                const ctx = document.createElement("canvas").getContext("2d");
                ctx.font = getComputedStyle(el).font;
                return el.clientWidth - ctx.measureText(el.options[el.selectedIndex].text).width;
            }"""
        )
        assert room >= 20  # Chromium's arrow and padding
    # A run left without its lowest card is still refused at Save, in its side's box.
    page.get_by_role("button", name="Add A run for Us").tap()
    page.get_by_role("button", name="Save hand 1").tap()
    expect(side(page, "Us").locator(".errors li").first).to_contain_text(
        "Us: a run needs its lowest card, from 4 to Q"
    )


def test_a_going_out_message_at_320_px_sits_under_the_who_went_out_grid(
    page, live_app, live_server
):
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    page.get_by_text("Us went out", exact=True).tap()  # with no canasta: refused
    message = page.locator("[data-errors='went_out'] li")
    expect(message).to_contain_text("Us: going out needs 1 canasta")
    grid = page.locator("#went-out").bounding_box()
    # The grid stays whole: at 320 px two choices a row (the question beside Nobody, then each side
    # beside its concealed going out), three rows; the message starts below them, full width.
    tops = [
        round(pill.bounding_box()["y"])
        for pill in page.locator("#went-out .pill").all()
    ]
    assert len(set(tops)) == 3 and tops[1] == tops[2] and tops[3] == tops[4], tops
    box = message.bounding_box()
    assert box["y"] >= grid["y"] + grid["height"] - 1
    assert box["width"] > 0.8 * grid["width"]


def test_a_refused_save_names_the_side_in_its_box_and_each_bullet_leads_its_first_line(
    page, live_app, live_server
):
    # Them start at 1500, so their minimum is 90 (Classic: 1500 to 2995).
    game_id = a_game(
        live_app,
        hands=[
            {
                "results": [
                    {"meld_points": 60, "hand_points": 0},
                    {"meld_points": 1500, "canastas": {}, "hand_points": 0},
                ]
            }
        ],
    )
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto(game_url(live_server, game_id, "/hands/new"))
    side(page, "Them").get_by_text("Count points", exact=True).tap()
    side(page, "Them").get_by_label("Card points melded", exact=True).fill("70")
    page.get_by_role("button", name="Save hand 2").tap()
    said = "Them: the melds total 70 points, less than the minimum initial meld of 90"
    expect(side(page, "Them").locator(".errors li")).to_have_text([said])
    expect(side(page, "Us").locator(".errors li")).to_have_count(0)
    item = page.locator(".refused li").first
    expect(item).to_have_text(said)
    link = item.locator("a").bounding_box()
    assert link["height"] > 40  # wrapped on a 320 px phone
    bullet_top = item.evaluate(
        """(li) => parseFloat(getComputedStyle(li, "::before").paddingTop)
                   + li.getBoundingClientRect().top"""
    )
    assert abs(bullet_top - (link["y"] + 0.2 * 17)) < 2  # level with the first line
