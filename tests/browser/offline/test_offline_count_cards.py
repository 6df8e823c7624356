"""Offline, a side entered by counting cards by value is scored and checked by the phone itself
(scorer_form.js reads the piles' steppers; scorer_hand_checks.js adds them up and refuses what no
pack holds), as the server would."""

from playwright.sync_api import expect
from test_offline_scoring import no_signal

from tests.browser.hands.test_hand_form import side


def test_offline_sides_entered_by_counting_cards_score_as_worked_by_hand(
    context, live_app, live_server
):
    game_id = no_signal(live_app)  # hand 5 next: Us needs 90 to open, Them 50
    page = context.new_page()
    page.goto(f"{live_server}/g/{game_id}/hands/new")
    context.set_offline(True)
    # Us melded a joker, 4 deuces and aces, 14 cards king to eight, 3 seven to four:
    # 50 + 4 × 20 + 14 × 10 + 3 × 5 = 50 + 80 + 140 + 15 = 285 (over 90); a natural canasta 500 and
    # going out 100: 285 + 500 + 100 = 885.
    us = side(page, "Us")
    us.get_by_text("Count cards", exact=True).tap()
    us.get_by_label("Jokers (50), melded", exact=True).fill("1")
    us.get_by_label("2s and aces (20), melded", exact=True).fill("4")
    us.get_by_label("K to 8 (10), melded", exact=True).fill("14")
    us.get_by_label("7 to 4, black 3s (5), melded", exact=True).fill("3")
    us.get_by_label("Natural canastas", exact=True).fill("1")
    page.get_by_text("Us went out", exact=True).tap()
    # Them melded 2 aces (40), 6 king to eight (60), 4 seven to four (20) = 120 (over 50); left a
    # joker, 2 kings and a six: 50 + 20 + 5 = 75; 120 − 75 = 45.
    them = side(page, "Them")
    them.get_by_text("Count cards", exact=True).tap()
    them.get_by_label("2s and aces (20), melded", exact=True).fill("2")
    them.get_by_label("K to 8 (10), melded", exact=True).fill("6")
    them.get_by_label("7 to 4, black 3s (5), melded", exact=True).fill("4")
    them.get_by_label("Jokers (50), left in hand", exact=True).fill("1")
    them.get_by_label("K to 8 (10), left in hand", exact=True).fill("2")
    them.get_by_label("7 to 4, black 3s (5), left in hand", exact=True).fill("1")
    preview = page.locator("#preview")
    expect(preview.locator("[data-score='0']")).to_have_text("+885")
    expect(preview.locator("[data-score='1']")).to_have_text("+45")
    expect(page.locator(".live-scores")).to_have_text("Us +885 · Them +45")


def test_offline_more_jokers_counted_than_the_packs_hold_are_refused_under_the_piles(
    context, live_app, live_server
):
    game_id = no_signal(live_app)
    page = context.new_page()
    page.goto(f"{live_server}/g/{game_id}/hands/new")
    context.set_offline(True)
    us = side(page, "Us")
    us.get_by_text("Count cards", exact=True).tap()
    # 3 jokers melded and 2 left: 5, but two packs hold 2 × 2 = 4 jokers.
    us.get_by_label("Jokers (50), melded", exact=True).fill("3")
    us.get_by_label("Jokers (50), left in hand", exact=True).fill("2")
    page.get_by_role("button", name="Save hand 5").tap()
    expect(page.locator("#refused")).to_contain_text("Not saved: 1 problem")
    expect(page.locator("[data-errors='s0.meld_cards']")).to_contain_text(
        "5 cards worth 50 are counted for this side, but 2 packs hold only 4"
    )
    us.get_by_label("Jokers (50), left in hand", exact=True).fill("1")
    expect(page.locator("[data-errors='s0.meld_cards'] li")).to_have_count(0)
    expect(page.locator("#refused")).to_have_count(0)
