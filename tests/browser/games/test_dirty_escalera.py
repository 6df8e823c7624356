"""Bolivia with the dirty escalera, tapped through on a 390x844 phone: the table turns the house rule on
when it starts the game, then enters a run with a joker meld by meld, marks the card the joker stands
for, and sees the hand scored as the rules reference's numbers say, computed by hand."""

import re

from factories import a_game
from playwright.sync_api import expect
from test_play_a_game import fill, save, side, tap_plus
from test_rule_sets import look, meld, totals

from tests.browser.hands.test_hand_form import overlaps


def test_a_dirty_escalera_entered_meld_by_meld_on_a_phone(
    page, live_server, screenshots
):
    page.goto(live_server + "/games/new")
    page.get_by_role("link", name=re.compile(r"^Bolivia · 2 partnerships of 2")).tap()
    boxes = page.locator("fieldset.side")
    for index, (name, *players) in enumerate(
        [("Us", "Ana", "Ben"), ("Them", "Cleo", "Dan")]
    ):
        boxes.nth(index).get_by_label("Side name").fill(name)
        for number, player in enumerate(players, 1):
            boxes.nth(index).get_by_label(f"Player {number}").fill(player)
    page.get_by_text("House rules", exact=False).first.tap()
    page.get_by_label("Runs with wild cards", exact=True).select_option("yes")
    page.get_by_role("button", name="Start the game").tap()
    expect(page.get_by_role("heading", level=1)).to_have_text("Hand 1")

    # Us: 5 to J of hearts, seven cards with a joker for the 8: 5 + 5 + 5 + 10 + 10 + 10 = 45 and the
    # joker 50 = 95, a dirty escalera (300); seven kings (70, natural 500); two red threes; 4 and 4 left.
    row = meld(page, "Us", "A run", naturals=7, jokers=1, label="Cards")
    row.get_by_label("Lowest card").select_option("5")
    row.get_by_label("Suit").select_option("hearts")
    row.get_by_role("checkbox", name="8", exact=True).check()
    expect(row.locator("[data-points]")).to_contain_text("95")
    expect(row.locator("[data-points]")).to_contain_text("dirty escalera canasta")
    meld(page, "Us", "Kings", naturals=7)
    tap_plus(page, "Us", "Red threes", 2)
    fill(page, "Us", "Points left in hand", 10)
    page.get_by_text("Us went out", exact=True).tap()
    # Them: five queens (50), an ace left (20).
    meld(page, "Them", "Queens", naturals=5)
    fill(page, "Them", "Points left in hand", 20)
    # Us: 95 + 70 − 10 + 300 + 500 + 200 (red threes, two canastas) + 200 (going out) = 1355; Them 30.
    expect(page.locator("[data-score='0']")).to_have_text("+1355")
    expect(page.locator("[data-score='1']")).to_have_text("+30")
    look(page, screenshots, "bolivia-dirty-escalera-entry.png")
    save(page, 1)
    assert totals(page) == [1355, 30]
    page.locator("#hand-1 summary").tap()
    expect(page.locator("#hand-1")).to_contain_text(
        "run from 5 hearts: 7, 1 joker as 8"
    )
    look(page, screenshots, "bolivia-dirty-escalera-scoreboard.png")


def test_without_the_house_rule_a_run_row_asks_no_wild_cards(page, live_server):
    page.goto(live_server + "/games/new")
    page.get_by_role("link", name=re.compile(r"^Bolivia · 2 partnerships of 2")).tap()
    page.get_by_role("button", name="Start the game").tap()
    page.get_by_role("button", name="Add A run for Us").tap()
    row = side(page, "Us").get_by_role("group", name="A run", exact=True)
    expect(row.get_by_label("Deuces", exact=True)).to_have_count(0)
    expect(row.get_by_role("checkbox", name="8", exact=True)).to_have_count(0)


def test_a_dirty_run_row_fits_a_320_pixel_phone(page, live_app, live_server):
    game_id = a_game(live_app, variant="bolivia", rules={"dirty_runs": True})
    page.set_viewport_size({"width": 320, "height": 568})
    page.goto(f"{live_server}/g/{game_id}/hands/new")
    row = meld(page, "Us", "A run", naturals=7, twos=1, label="Cards")
    row.get_by_label("Lowest card").select_option("4")
    row.get_by_role("checkbox", name="10", exact=True).check()
    # ♠4 to 10 with a deuce for the 10: 5 + 5 + 5 + 5 + 10 + 10 = 40, the deuce 20 = 60
    expect(row.locator("[data-points]")).to_contain_text("60")
    # a chip's checkbox lies invisibly over its label on purpose: the labels are what must not overlap
    controls = ".meld button, .meld input.count, .meld select, .meld .chip span, .meld .meld-points"
    assert overlaps(page, controls) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
