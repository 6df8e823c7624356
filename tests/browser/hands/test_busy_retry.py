"""When the server is truly overloaded, the phone is told so (503) and its hand is sent again by
itself, with the same nonce, once the server's Retry-After has passed: saved once, nothing retyped."""

import sqlite3

from factories import a_game
from live_server import start_server
from playwright.sync_api import expect
from taps import enter_a_hand

from scorekeeper import storage


def hand_page(base, game_id) -> str:
    return f"{base}/g/{game_id}/hands/new"


def test_a_save_refused_as_busy_is_sent_again_by_itself_and_saved_once(
    page, tmp_path, screenshots
):
    # gives up on the lock soon
    server = start_server(tmp_path / "instance", "WRITE_WAIT_SECONDS = 0.3\n")
    try:
        db = storage.open_db(server.database)
        game_id = a_game(
            db,
            name="Busy night",
            sides=[{"name": "Us", "players": []}, {"name": "Them", "players": []}],
        )
        db.close()
        statuses, problems = [], []
        page.on("response", lambda response: statuses.append(response.status))
        page.on(
            "console",
            lambda message: (
                problems.append(message.text) if message.type == "error" else None
            ),
        )
        page.goto(hand_page(f"http://127.0.0.1:{server.port}", game_id))
        enter_a_hand(page)

        other = sqlite3.connect(server.database, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another process keeps the database locked
        page.get_by_role("button", name="Save hand 1").tap()
        expect(page.get_by_role("heading", level=1)).to_have_text("Busy for a moment")
        page.screenshot(path=screenshots / "busy-retry.png", full_page=True)
        other.execute("ROLLBACK")
        other.close()

        # Retry-After is 2 to 4 s; the page counts down and posts the same form again.
        expect(page.get_by_role("heading", level=1)).to_have_text(
            "Busy night", timeout=15000
        )
        assert 503 in statuses
        expect(page.locator("[data-total='0']")).to_have_text("670")  # 70 + 500 + 100
        db = storage.open_db(server.database)
        assert len(storage.get_game(db, game_id)["hands"]) == 1
        db.close()
        # Chromium reports the 503 itself on the console; nothing else may go wrong.
        assert [p for p in problems if "status of 503" not in p] == []
    finally:
        server.stop()
