"""A Save tapped in the moment before the phone knows the server is gone, on a page no service worker
answers for (plain http:// from another machine, a first visit): the page asks the server first,
gets no answer, and keeps the save, instead of posting it to the browser's "This site can't be
reached"; once the server answers again the save lands once (static/outbox_form.js askFirst).

Four hands stored (test_offline_scoring.py no_signal): hand 1 Us 1670, Them 50. Hand 5, Us: kings
7 × 10 + aces 3 × 20 = 130 ≥ 90, canasta 500, out 100 = +730; Them 40 left in hand = −40."""

import pytest
from playwright.sync_api import expect
from test_offline import serve
from test_offline_scoring import enter, no_signal, stored_hands


@pytest.fixture
def no_worker(browser, browser_context_args):
    context = browser.new_context(**browser_context_args, service_workers="block")
    yield context
    context.close()


def test_a_save_the_server_cannot_answer_is_kept_not_lost_to_the_error_page(
    no_worker, live_app
):
    game_id = no_signal(live_app)
    port, stop = serve(live_app)
    base = f"http://127.0.0.1:{port}"
    page = no_worker.new_page()
    page.goto(f"{base}/g/{game_id}/hands/new")
    assert page.evaluate("navigator.serviceWorker.controller") is None
    enter(page, ("Kings", "7"), ("Aces", "3"), "40")
    stop()  # the laptop keeping the games asleep: the phone still says it is online
    assert page.evaluate("navigator.onLine")
    page.get_by_role("button", name="Save hand 5").tap()
    expect(page.locator(".kept-banner")).to_contain_text("Hand 5")
    expect(page.get_by_role("heading", level=1)).to_have_text("Hand 5")
    assert page.url == f"{base}/g/{game_id}/hands/new"
    assert len(stored_hands(live_app, game_id)) == 4

    port, stop = serve(
        live_app, port
    )  # it wakes: the page's next check finds it and sends the save
    try:
        expect(page.locator(".board-title")).to_have_text("No signal", timeout=20000)
        hands = stored_hands(live_app, game_id)
        assert len(hands) == 5
        assert hands[4]["record"]["results"][1]["hand_points"] == 40
    finally:
        stop()


def test_a_save_the_server_answers_is_posted_as_tapped_once(no_worker, live_app):
    """The same page with the server up: it answers the question, and the save is posted once."""
    game_id = no_signal(live_app)
    port, stop = serve(live_app)
    try:
        page = no_worker.new_page()
        posts = []
        page.on(
            "request",
            lambda r: (
                posts.append(r.url)
                if r.method == "POST" and r.url.endswith("/hands/new")
                else None
            ),
        )
        page.goto(f"http://127.0.0.1:{port}/g/{game_id}/hands/new")
        enter(page, ("Kings", "7"), ("Aces", "3"), "40")
        page.get_by_role("button", name="Save hand 5").tap()
        expect(page.get_by_role("status").first).to_contain_text("Hand 5 saved.")
        assert len(stored_hands(live_app, game_id)) == 5
        assert posts == [f"http://127.0.0.1:{port}/g/{game_id}/hands/new"]
    finally:
        stop()
