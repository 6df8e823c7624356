"""The status line says "saved" of a game's page, or of what this page sent: the empty games list of a
phone that never kept a save shows no "saved" pill (static/outbox.js show)."""

from factories import a_game
from playwright.sync_api import expect


def test_the_empty_games_list_shows_no_saved_pill(page, live_server):
    page.goto(live_server + "/")
    expect(page.locator("#sync-status")).to_have_text(
        "saved"
    )  # drawn, with nothing to say
    expect(page.locator("#sync-status")).to_be_hidden()


def test_a_games_page_still_says_saved(page, live_app, live_server):
    page.goto(f"{live_server}/g/{a_game(live_app)}")
    expect(page.locator("#sync-status")).to_be_visible()
    expect(page.locator("#sync-status")).to_have_text("saved")
