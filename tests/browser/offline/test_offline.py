"""The app on a phone with no signal: the service worker controls the pages, a followed game's
scoreboard opens from the phone's copy marked "Offline — scores as of HH:MM", the home-screen start
shows the last scoreboard seen, and Stop following drops the game's copies."""

import re
import threading
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from dev_server import dev_server
from factories import a_game, a_group
from flask import url_for
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect
from taps import keep

from scorekeeper import storage

# Us: kings 7 × 10 = 70, aces 3 × 20 = 60, natural canasta 500, a red three 100, going out 100 = 830.
# Them: nothing melded, 40 left in hand = −40.
HAND = {
    "results": [
        {
            "melds": [{"rank": "K", "natural": 7}, {"rank": "A", "natural": 3}],
            "red_threes": 1,
            "went_out": True,
        },
        {"meld_points": 0, "hand_points": 40},
    ]
}
MADRID = "Europe/Madrid"


def add_hand_on_the_server(app, game_id):
    db = storage.open_db(app.config["DATABASE"])
    storage.add_hand(
        db, game_id, HAND, expected_version=storage.get_game(db, game_id)["version"]
    )
    db.close()


def controlled(page, url):
    """Open `url` until the service worker controls it (the first visit installs the worker)."""
    page.goto(url)
    assert page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    assert page.evaluate("navigator.serviceWorker.controller !== null")


def kept_paths(page) -> list[str]:
    return page.evaluate(
        "caches.open('pages').then(c => c.keys()).then(keys => keys.map(k => new URL(k.url).pathname))"
    )


def until(page, question: str, arg=None, timeout=30000):
    """Wait until `question` (a script function of `arg` answering a promise) answers true, asking
    it again every 50 ms in the page. Not page.wait_for_function: that takes the promise itself
    for a true answer and returns at once, so its "wait" for a copy in the Cache API waited for
    nothing, and a test went offline before the worker had kept the page (1 run in 4)."""
    asked = (
        f"async arg => {{ const ask = {question}; const end = Date.now() + {timeout};"
        " for (;;) { if (await ask(arg)) return true; if (Date.now() > end) return false;"
        " await new Promise(r => setTimeout(r, 50)); } }"
    )
    # A tap just before may still be navigating: the new page's script context replaces the one
    # asked in, which then answers nothing (Playwright's "Execution context was destroyed"), so
    # the question is asked again in the page it arrived at.
    for _ in range(5):
        try:
            answered = page.evaluate(asked, arg)
            break
        except PlaywrightError as error:
            if "Execution context was destroyed" not in str(error):
                raise
            page.wait_for_load_state()
    else:
        raise AssertionError(f"the page kept navigating while asked: {question}")
    assert answered, f"still not so after {timeout} ms: {question}"


def wait_until_kept(page, path, timeout=30000):
    """Until the worker has a copy of `path` (it keeps one as the page loads, or in the background)."""
    until(
        page,
        "path => caches.open('pages').then(c => c.match(path)).then(copy => !!copy)",
        path,
        timeout,
    )


def test_the_service_worker_is_registered_at_the_root_and_controls_the_page(
    page, live_app, live_server
):
    controlled(page, live_server + "/")
    assert (
        page.evaluate("navigator.serviceWorker.controller.scriptURL")
        == live_server + "/service-worker.js"
    )
    assert (
        page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
        == live_server + "/"
    )
    # The shell is kept: the stylesheet (inside every page, and its file for anyone who links it)
    # is in the worker's cache under its digest URL.
    with live_app.test_request_context():
        css = url_for("static", filename="app.css")
    assert page.evaluate("url => caches.match(url).then(r => !!r)", css)


@pytest.mark.browser_context_args(locale="en-GB", timezone_id=MADRID)
def test_a_followed_games_scoreboard_opens_offline_marked_with_the_time_of_its_scores(
    page, context, live_app, live_server, screenshots
):
    game_id = a_game(live_app, [HAND] * 2, name="Friday")
    board = f"/g/{game_id}"
    controlled(page, f"{live_server}{board}?saved=2")  # where saving hand 2 leads
    expect(page.locator("#offline-banner")).to_be_hidden()
    undo = page.get_by_role("button", name="Undo hand 2")
    expect(undo).to_be_visible()
    wait_until_kept(page, board)
    rendered_at = page.locator("body").get_attribute("data-rendered-at")

    # another phone saves hand 3 after we lost the signal
    add_hand_on_the_server(live_app, game_id)
    context.set_offline(True)
    page.reload()
    # The copy: two hands of 830 and −40 each, not the server's three.
    expect(page.locator("[data-total='0']")).to_have_text("1660")  # 830 × 2
    expect(page.locator("[data-total='1']")).to_have_text("−80")  # −40 × 2
    shown_at = (
        datetime.fromisoformat(rendered_at)
        .astimezone(ZoneInfo(MADRID))
        .strftime("%H:%M")
    )
    banner = page.locator("#offline-banner")
    expect(banner).to_be_visible()
    expect(banner).to_have_text(f"Offline — scores as of {shown_at}")
    expect(
        undo
    ).to_be_hidden()  # the copy's Undo is from then, and could not be sent now
    page.screenshot(path=screenshots / "offline-scoreboard.png")

    context.set_offline(False)
    page.reload()
    # 830 × 3, from the server again
    expect(page.locator("[data-total='0']")).to_have_text("2490")
    expect(banner).to_be_hidden()


def test_opened_with_no_connection_the_app_shows_the_last_scoreboard_it_saw(
    page, context, live_app, live_server
):
    first, second = (
        a_game(live_app, [HAND] * 1, name="Monday"),
        a_game(live_app, [HAND] * 2, name="Tuesday"),
    )
    controlled(page, f"{live_server}/g/{first}")
    wait_until_kept(page, f"/g/{first}")
    page.goto(f"{live_server}/g/{second}")
    wait_until_kept(page, f"/g/{second}")
    page.goto(f"{live_server}/")

    context.set_offline(True)
    # the home-screen icon opens the manifest's start_url, "/"
    page.goto(live_server + "/")
    expect(page).to_have_url(f"{live_server}/g/{second}")
    expect(page.get_by_role("heading", level=1)).to_have_text("Tuesday")
    expect(page.locator("[data-total='0']")).to_have_text("1660")  # 830 × 2
    expect(page.locator("#offline-banner")).to_be_visible()
    expect(page.locator("#offline-banner")).to_have_text(
        re.compile(r"^Offline — scores as of \S+")
    )


def test_the_phone_keeps_only_game_pages_and_the_games_list(
    page, live_app, live_server
):
    game_id = a_game(live_app, [HAND] * 1, name="Friday")
    controlled(page, f"{live_server}/g/{game_id}")
    for path in (
        f"/g/{game_id}/hands/new",
        f"/g/{game_id}/share",
        f"/g/{game_id}/edit",
        "/sheets",
        "/games/new",
        "/",
    ):
        page.goto(live_server + path)
    wait_until_kept(page, "/")
    page.goto(f"{live_server}/g/{game_id}/hands/1/edit")
    # A refused hand: the POST answer (the form with its problem) is never kept.
    page.goto(f"{live_server}/g/{game_id}/hands/new")
    page.get_by_role("button", name="Save hand 2").tap()
    expect(page.locator("form")).not_to_have_count(0)
    assert sorted(kept_paths(page)) == sorted(
        ["/", f"/g/{game_id}", f"/g/{game_id}/hands/new"]
    )
    assert page.goto(f"{live_server}/g/{'x' * 22}").status == 404
    assert "/g/" + "x" * 22 not in kept_paths(page)


def test_stop_following_takes_a_kept_game_off_the_list_and_drops_its_copies(
    page, context, live_app, live_server, screenshots
):
    dropped, kept = (
        a_game(live_app, [HAND] * 1, name="Old table"),
        a_game(live_app, [HAND] * 1, name="Friday"),
    )
    db = storage.open_db(live_app.config["DATABASE"])  # "Old table": another group's
    theirs = a_group(db, "Theirs")
    storage.move_into_group(db, theirs["pk"], [dropped])
    db.close()
    controlled(page, f"{live_server}/g/{kept}")
    keep(page)
    wait_until_kept(page, f"/g/{kept}")
    page.goto(f"{live_server}/g/{dropped}")
    keep(page)
    for path in (f"/g/{dropped}/hands/new", f"/g/{dropped}"):
        page.goto(live_server + path)
        wait_until_kept(page, path)

    page.get_by_role("button", name="Stop following").scroll_into_view_if_needed()
    page.screenshot(path=screenshots / "stop-following-button.png")
    page.get_by_role("button", name="Stop following").tap()
    expect(page.get_by_role("status").first).to_have_text(
        "Stopped following “Old table” on this phone. It stays on the server: anyone with its link can still open it."
    )
    expect(page.locator(".game")).to_have_count(1)
    expect(page.locator(".game-name")).to_have_text("Friday")
    page.screenshot(path=screenshots / "stopped-following.png")
    until(
        page,
        "dropped => caches.open('pages').then(c => c.keys()).then(keys => "
        "keys.every(k => !k.url.includes(dropped)))",
        dropped,
    )
    assert f"/g/{kept}" in kept_paths(page)

    context.set_offline(True)
    with pytest.raises(PlaywrightError):
        page.goto(f"{live_server}/g/{dropped}")
    # the first tab is still showing the browser's own error page
    page = context.new_page()
    page.goto(f"{live_server}/g/{kept}")
    expect(page.get_by_role("heading", level=1)).to_have_text("Friday")
    expect(page.locator("#offline-banner")).to_be_visible()
    context.set_offline(False)
    # Not deleted: the link still opens it, and Keep in my games lists it again.
    page.goto(f"{live_server}/g/{dropped}")
    expect(page.get_by_role("heading", level=1)).to_have_text("Old table")
    keep(page)
    page.goto(live_server + "/")
    expect(page.locator(".game")).to_have_count(2)


def test_a_shared_link_is_kept_on_the_second_phone_with_one_tap(
    browser, browser_context_args, live_app, live_server
):
    game_id = a_game(live_app, [HAND] * 1, name="Shared")
    phone = browser.new_context(**browser_context_args)
    second = phone.new_page()
    second.goto(f"{live_server}/")
    expect(second.locator(".game")).to_have_count(0)
    # the link from the share page, or its QR code
    second.goto(f"{live_server}/g/{game_id}")
    keep(second)
    second.goto(f"{live_server}/")
    expect(second.locator(".game-name")).to_have_text("Shared")
    phone.close()


def serve(app, port=0):
    """The app on its own server (one a test can stop and start again on the same port), and its stop."""
    server = dev_server(app, port)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()

    def stop():
        server.shutdown()
        thread.join()
        server.server_close()

    return server.server_port, stop


def test_a_server_gone_while_the_phone_is_online_shows_the_copy_marked_offline_until_it_answers(
    page, live_app
):
    """The Wi-Fi is up but the computer keeping the games is asleep: the browser thinks it is online,
    so only the worker can say the page is its copy; and no "online" comes when the computer wakes, so
    the bar goes when the server answers again."""
    port, stop = serve(live_app)
    base = f"http://127.0.0.1:{port}"
    game_id = a_game(live_app, [HAND] * 1, name="Friday")
    controlled(page, f"{base}/g/{game_id}")
    wait_until_kept(page, f"/g/{game_id}")
    stop()

    page.reload()
    assert page.evaluate("navigator.onLine") is True
    expect(page.locator("[data-total='0']")).to_have_text("830")
    banner = page.locator("#offline-banner")
    expect(banner).to_be_visible()
    expect(banner).to_have_text(re.compile(r"^Offline — scores as of \S+"))
    # more than one of the bar's checks (every 3 s): none was answered
    page.wait_for_timeout(4000)
    expect(banner).to_be_visible()

    port, stop = serve(live_app, port)
    try:
        expect(banner).to_be_hidden(timeout=10000)
        expect(page.locator("#sync-status")).to_have_text("saved")
    finally:
        stop()


def test_the_offline_bar_goes_when_the_server_answers_though_the_browser_never_says_online(
    page, live_app, live_server
):
    """A browser that says "offline" and never "online" again (Chromium 150 after the network
    returned): the server answering is what counts."""
    game_id = a_game(live_app, [HAND] * 1, name="Friday")
    page.goto(f"{live_server}/g/{game_id}")
    expect(page.locator("#sync-status")).to_have_text("saved")
    page.evaluate("window.dispatchEvent(new Event('offline'))")
    expect(page.locator("#offline-banner")).to_be_visible()
    expect(page.locator("#sync-status")).to_have_text("offline")
    expect(page.locator("#offline-banner")).to_be_hidden(timeout=8000)
    expect(page.locator("#sync-status")).to_have_text("saved")


def test_a_followed_games_hand_form_opens_offline_from_its_scoreboard(
    page, context, live_app, live_server
):
    game_id = a_game(live_app, [HAND] * 1, name="Friday")
    controlled(page, f"{live_server}/g/{game_id}/hands/new")
    wait_until_kept(page, f"/g/{game_id}/hands/new")
    page.goto(f"{live_server}/g/{game_id}")
    wait_until_kept(page, f"/g/{game_id}")

    context.set_offline(True)
    page.reload()
    page.get_by_role("link", name="Record hand 2").tap()
    expect(page.get_by_role("heading", level=1)).to_have_text("Hand 2")
    expect(page.get_by_role("button", name="Save hand 2")).to_be_visible()
    expect(page.locator("#offline-banner")).to_be_visible()
