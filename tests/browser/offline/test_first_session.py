"""A phone's first session with the app: the scoreboard it opened before the service worker took over
is kept all the same (the worker keeps the open pages when it starts, and the pages name those seen
before), so going back to it offline shows the copy, not the browser's "This site can't be reached";
and the offline bar goes when the connection returns."""

from playwright.sync_api import expect
from test_offline import wait_until_kept
from test_offline_scoring import no_signal


def test_the_first_scoreboard_seen_is_there_offline_and_the_bar_goes_when_back_online(
    context, live_app, live_server, screenshots
):
    game_id = no_signal(live_app)
    board = f"/g/{game_id}"
    page = context.new_page()
    page.goto(live_server + board)  # the very first page: no worker yet
    assert page.evaluate("navigator.serviceWorker.controller") is None
    page.get_by_role("link", name="Record hand 5").tap()
    # A loaded machine (eight test runs on two cores) once took over 5 s for this navigation.
    expect(page.get_by_role("heading", level=1)).to_have_text("Hand 5", timeout=30000)
    # The worker may or may not take this page over (it was on its way when the worker started); either
    # way both pages are kept, the one seen before it first. A busy machine installs slowly: a minute.
    for path in (board, f"{board}/hands/new"):
        wait_until_kept(page, path, timeout=60000)

    context.set_offline(True)
    page.goto(live_server + board)  # a fresh visit, not the back-forward cache
    expect(page.locator(".board-title")).to_have_text("No signal")
    expect(page.locator("#offline-banner")).to_be_visible()
    page.screenshot(path=screenshots / "first-session-offline-board.png")

    context.set_offline(False)
    expect(page.locator("#offline-banner")).to_be_hidden()
