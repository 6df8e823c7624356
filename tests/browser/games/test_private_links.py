"""Private games in a real browser: a phone without the link sees nothing, the share page hands the
link to a second phone, and no page breaks the Content-Security-Policy (conftest's `context`)."""

import re

from playwright.sync_api import expect
from taps import keep


def test_a_second_phone_joins_only_through_the_shared_link(
    browser, browser_context_args, page, live_server, screenshots
):
    page.goto(live_server + "/games/new/classic/0")
    page.get_by_role("button", name="Start the game").tap()
    expect(page).to_have_url(re.compile(r"/g/[A-Za-z0-9_-]{22}/hands/new$"))
    game_url = page.url.rsplit("/hands/new", 1)[0]
    page.goto(game_url)
    page.get_by_role("link", name="Share this game").tap()
    expect(page.get_by_role("heading", level=1)).to_contain_text("Share")
    expect(page.locator(".qr svg")).to_be_visible()
    link = page.locator(".share-link a").inner_text()
    assert link == game_url
    page.screenshot(path=screenshots / "share.png", full_page=True)

    stranger = browser.new_context(**browser_context_args).new_page()
    stranger.goto(live_server + "/")
    expect(stranger.get_by_text("No games on this device yet.")).to_be_visible()
    # Counting does not find it: ids are not numbers any more.
    assert stranger.goto(live_server + "/g/1").status == 404

    assert stranger.goto(link).status == 200
    stranger.goto(live_server + "/")
    expect(stranger.locator(".game")).to_have_count(0)  # opened, not kept yet
    stranger.goto(link)
    keep(stranger)
    stranger.goto(live_server + "/")
    expect(stranger.locator(".game")).to_have_count(1)
    stranger.context.close()
