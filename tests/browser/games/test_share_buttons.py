"""The share page's buttons on a phone: Copy link puts the link on the clipboard, and the phone's own
share sheet opens with the game's link where the browser has one (navigator.share)."""

import re

from playwright.sync_api import expect


def share_page(page, live_server) -> str:
    page.goto(live_server + "/games/new/classic/0")
    page.get_by_role("button", name="Start the game").tap()
    expect(page).to_have_url(re.compile(r"/hands/new$"))
    game_url = page.url.rsplit("/hands/new", 1)[0]
    page.goto(game_url + "/share")
    return game_url


def test_copy_link_puts_the_games_link_on_the_clipboard(context, page, live_server):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    game_url = share_page(page, live_server)
    page.get_by_role("button", name="Copy link").tap()
    expect(page.get_by_text("Link copied.")).to_be_visible()
    assert page.evaluate("navigator.clipboard.readText()") == game_url


def test_the_phones_share_sheet_gets_the_link_where_there_is_one(
    context, page, live_server
):
    # Chromium on Linux has no share sheet: stand one in that records what it was given.
    context.add_init_script(
        "navigator.share = (data) => { window.shared = data; return Promise.resolve(); };"
    )
    game_url = share_page(page, live_server)
    page.get_by_role("button", name="Share…").tap()
    assert page.evaluate("window.shared.url") == game_url


def test_without_a_share_sheet_its_button_stays_hidden(page, live_server):
    share_page(page, live_server)
    expect(page.get_by_role("button", name="Copy link")).to_be_visible()
    expect(page.locator("[data-share-sheet]")).to_be_hidden()
