"""Burraco for three on a 390x844 phone: after a total reached 1000 the hand form no longer asks who
took the pozzetto of 18 but says everybody plays alone (relatives.md §1.1 "a 3"); below 1000 it asks."""

from factories import a_game
from playwright.sync_api import expect
from test_rule_sets import look

from scorekeeper import storage
from tests.browser.hands.test_hand_form import overlaps

THREE = [{"name": n, "players": []} for n in ("Anna", "Bruno", "Carla")]
CONTROLS = ".hand-form input:not([type=hidden]), .hand-form select, .hand-form button, .hand-form .pill"


def seeded(live_app, meld_points):
    """Anna alone closes: `meld_points` melded + three puliti 600 + closing 100 (300 makes 1000)."""
    hand = {
        "lone_hand": 0,
        "results": [
            {"meld_points": meld_points, "canastas": {"clean": 3}, "went_out": True},
            {"meld_points": 100, "canastas": {"dirty": 1}},
            {"hand_points": 30},
        ],
    }
    db = storage.open_db(live_app.config["DATABASE"])
    game_id = a_game(db, [hand], variant="burraco-3p", sides=THREE, name="Tre")
    db.close()
    return f"/g/{game_id}/hands/new"


def test_after_1000_the_phone_form_says_everybody_plays_alone(
    page, live_app, live_server, screenshots
):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server + seeded(live_app, 300))
    expect(page.locator(".everyone-alone")).to_have_text(
        "A player has reached 1000: everybody plays alone with his own pozzetto of 11, "
        "and nobody takes the 18."
    )
    expect(page.locator("input[name=lone_hand]")).to_have_count(0)
    expect(page.get_by_text("Who took the pozzetto of 18?")).to_have_count(0)
    assert overlaps(page, CONTROLS) == []
    look(page, screenshots, "burraco-3p-everyone-alone-390.png")


def test_below_1000_the_phone_form_asks_who_took_the_18(
    page, live_app, live_server, screenshots
):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server + seeded(live_app, 295))  # Anna 995
    expect(page.get_by_text("Who took the pozzetto of 18?")).to_be_visible()
    expect(page.locator(".everyone-alone")).to_have_count(0)
