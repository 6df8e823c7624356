from playwright.sync_api import expect
from test_hand_form import a_game, four_melds_a_side, game_url


def test_shot(page, live_app, live_server):
    page.goto(game_url(live_server, a_game(live_app), "/hands/new"))
    four_melds_a_side(page)
    expect(page.locator("[data-score='0']")).to_have_text("+790")
    page.screenshot(path="/tmp/t22a_four.png", full_page=True)
