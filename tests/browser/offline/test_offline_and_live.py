"""Phones at a real table: the Wi-Fi drops mid-game and a second phone follows the score.

A hand saved with the network off is kept on the phone and lands exactly once when the network
returns; another phone's open scoreboard shows it within 3 s without a reload; a kept save the
server refuses comes back with the server's reason and everything typed."""

import re

from factories import a_game
from playwright.sync_api import expect
from taps import enter_a_hand
from test_offline import controlled, wait_until_kept

from scorekeeper import storage

NO_PLAYERS = [{"name": "Us", "players": []}, {"name": "Them", "players": []}]
WIFI = "Wi-Fi drops"


def count_hands(n):
    """n count-mode hands: Us melds 55, 60, 65…; Them 50."""
    return [
        {
            "results": [
                {"meld_points": 50 + 5 * k, "hand_points": 0},
                {"meld_points": 50, "hand_points": 0},
            ]
        }
        for k in range(1, n + 1)
    ]


# Us: K×7 natural and out: 70 + 500 (natural canasta) + 100 (going out) = 670; Them: cards left, −40.
US_TOTAL, THEM_TOTAL = "670", "−40"


def stored(app, game_id):
    db = storage.open_db(app.config["DATABASE"])
    try:
        return storage.get_game(db, game_id)
    finally:
        db.close()


def nonces(app, game_id):
    db = storage.open_db(app.config["DATABASE"])
    try:
        return [
            row[0]
            for row in db.execute(
                "SELECT nonce FROM hands JOIN games ON games.id = hands.game_id"
                " WHERE token_digest = key_digest(?)",
                [game_id],
            )
        ]
    finally:
        db.close()


def two_phones(browser, browser_context_args):
    return [browser.new_context(**browser_context_args) for _ in range(2)]


def test_a_hand_saved_offline_lands_once_and_the_other_phone_sees_it_live(
    browser, browser_context_args, live_app, live_server, screenshots
):
    game_id = a_game(live_app, sides=NO_PLAYERS, name=WIFI)
    phone_a, phone_b = two_phones(browser, browser_context_args)
    board_b = phone_b.new_page()
    board_b.goto(f"{live_server}/g/{game_id}")
    expect(board_b.locator("#sync-status")).to_have_text("saved")
    page_a = phone_a.new_page()
    page_a.goto(f"{live_server}/g/{game_id}/hands/new")
    enter_a_hand(page_a)

    phone_a.set_offline(True)
    page_a.get_by_role("button", name="Save hand 1").tap()
    expect(page_a.locator("#sync-status")).to_have_text(
        "offline · waiting to be sent (1)"
    )
    expect(page_a.locator(".kept-banner")).to_contain_text(
        "Hand 1 is kept on this phone"
    )
    page_a.screenshot(path=screenshots / "offline-save-kept.png", full_page=True)
    assert stored(live_app, game_id)["hands"] == []
    # The phone is put away while offline (the app closed) and opened again on the scoreboard later.
    kept = page_a.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('scorekeeper:outbox:'))"
    )
    assert len(kept) == 1
    page_a.close()
    phone_a.set_offline(False)
    page_a = phone_a.new_page()
    page_a.goto(f"{live_server}/g/{game_id}")

    expect(page_a.locator("[data-total='0']")).to_have_text(US_TOTAL, timeout=3000)
    expect(page_a.locator("#sync-status")).to_have_text("saved")
    # Phone B never reloaded: its scoreboard drew the hand in place within 3 s.
    expect(board_b.locator("[data-total='0']")).to_have_text(US_TOTAL, timeout=3000)
    expect(board_b.locator("[data-total='1']")).to_have_text(THEM_TOTAL)
    expect(board_b.locator("#sync-status")).to_have_text("another phone saved hand 1")
    board_b.screenshot(path=screenshots / "live-scoreboard.png", full_page=True)
    page_a.reload()  # opening the app again sends nothing twice
    expect(page_a.locator("#sync-status")).to_have_text("saved")
    assert nonces(live_app, game_id) == [kept[0].split(":")[-1]]
    for context in (phone_a, phone_b):
        context.close()


def test_a_kept_hand_is_sent_by_itself_when_the_network_returns(
    context, live_app, live_server
):
    game_id = a_game(live_app, sides=NO_PLAYERS, name=WIFI)
    page = context.new_page()
    page.goto(f"{live_server}/g/{game_id}/hands/new")
    enter_a_hand(page)
    context.set_offline(True)
    page.get_by_role("button", name="Save hand 1").tap()
    expect(page.locator("#sync-status")).to_have_text(
        "offline · waiting to be sent (1)"
    )
    # the "online" event sends it; then the phone shows the scoreboard
    context.set_offline(False)
    expect(page.get_by_role("heading", level=1)).to_have_text("Wi-Fi drops")
    expect(page.locator("[data-total='0']")).to_have_text(US_TOTAL)
    assert len(stored(live_app, game_id)["hands"]) == 1


def test_a_kept_hand_another_phone_beat_comes_back_with_the_reason(
    browser, browser_context_args, live_app, live_server, screenshots
):
    game_id = a_game(live_app, sides=NO_PLAYERS, name=WIFI)
    phone_a, phone_b = two_phones(browser, browser_context_args)
    page_a, page_b = phone_a.new_page(), phone_b.new_page()
    page_a.goto(f"{live_server}/g/{game_id}/hands/new")
    enter_a_hand(page_a, them_in_hand="65")
    phone_a.set_offline(True)
    page_a.get_by_role("button", name="Save hand 1").tap()
    expect(page_a.locator("#sync-status")).to_have_text(
        "offline · waiting to be sent (1)"
    )
    page_a.close()
    # Meanwhile phone B saves hand 1 first.
    page_b.goto(f"{live_server}/g/{game_id}/hands/new")
    enter_a_hand(page_b)
    page_b.get_by_role("button", name="Save hand 1").tap()
    expect(page_b.get_by_role("status").first).to_have_text("Hand 1 saved.")

    phone_a.set_offline(False)
    page_a = phone_a.new_page()
    page_a.goto(f"{live_server}/g/{game_id}")
    refused = page_a.locator(".outbox .refused-entry")
    expect(refused).to_contain_text(
        "Hand 1 was not saved: The game changed while you were typing"
    )
    expect(page_a.locator("#sync-status")).to_have_text("not saved, to look at (1)")
    page_a.screenshot(path=screenshots / "offline-save-refused.png", full_page=True)
    assert len(stored(live_app, game_id)["hands"]) == 1

    refused.get_by_role(
        "link", name="Open it"
    ).tap()  # the form of the next hand, with what A typed
    expect(page_a.get_by_role("heading", level=1)).to_have_text("Hand 2")
    them = page_a.get_by_role("group", name="Them", exact=True)
    expect(them.get_by_label("Points left in hand", exact=True)).to_have_value("65")
    expect(
        page_a.get_by_role("group", name="Us", exact=True).get_by_label(
            "Naturals", exact=True
        )
    ).to_have_value("7")
    page_a.get_by_role("button", name="Save hand 2").tap()
    expect(page_a.get_by_role("status").first).to_have_text("Hand 2 saved.")
    expect(page_a.locator(".outbox")).to_have_count(0)
    hands = stored(live_app, game_id)["hands"]
    assert [h["record"]["results"][1]["hand_points"] for h in hands] == [40, 65]
    for context in (phone_a, phone_b):
        context.close()


def test_a_correction_made_offline_lands_once(context, live_app, live_server):
    # Us melded 55, then 60
    game_id = a_game(live_app, count_hands(2), sides=NO_PLAYERS, name=WIFI)
    page = context.new_page()
    page.goto(f"{live_server}/g/{game_id}/hands/1/edit")
    context.set_offline(True)
    page.get_by_role("group", name="Us", exact=True).get_by_label(
        "Card points melded", exact=True
    ).fill("90")
    page.get_by_role("button", name="Save correction").tap()
    expect(page.locator("#sync-status")).to_have_text(
        "offline · waiting to be sent (1)"
    )
    context.set_offline(False)
    expect(page.get_by_role("heading", level=1)).to_have_text("Wi-Fi drops")
    expect(page.locator("[data-total='0']")).to_have_text("150")  # 90 + 60
    game = stored(live_app, game_id)
    assert [c["action"] for c in game["hands"][0]["changes"]] == ["add", "edit"]
    assert game["version"] == 4  # 1, two hands, one correction


def test_a_deletion_made_offline_deletes_one_hand(context, live_app, live_server):
    # Us melded 55, 60, 65
    game_id = a_game(live_app, count_hands(3), sides=NO_PLAYERS, name=WIFI)
    page = context.new_page()
    page.goto(f"{live_server}/g/{game_id}/hands/2/delete")
    context.set_offline(True)
    page.get_by_role("button", name="Delete hand 2").tap()
    expect(page.locator("#sync-status")).to_have_text(
        "offline · waiting to be sent (1)"
    )
    expect(page.locator(".kept-banner")).to_contain_text(
        "Deletion of hand 2 is kept on this phone"
    )
    context.set_offline(False)
    expect(page.get_by_role("heading", level=1)).to_have_text("Wi-Fi drops")
    expect(page.locator("[data-total='0']")).to_have_text("120")  # 55 + 65
    page.reload()
    expect(page.locator("#sync-status")).to_have_text("saved")
    hands = stored(live_app, game_id)["hands"]
    assert [h["record"]["results"][0]["meld_points"] for h in hands] == [55, 65]


def test_a_hand_page_being_typed_shows_another_phones_save_at_once(
    browser, browser_context_args, live_app, live_server, screenshots
):
    game_id = a_game(live_app, sides=NO_PLAYERS, name=WIFI)
    phone_a, phone_b = two_phones(browser, browser_context_args)
    page_a, page_b = phone_a.new_page(), phone_b.new_page()
    page_b.goto(f"{live_server}/g/{game_id}/hands/new")
    page_b.get_by_role("group", name="Them", exact=True).get_by_label(
        "Points left in hand", exact=True
    ).fill("85")
    page_a.goto(f"{live_server}/g/{game_id}/hands/new")
    enter_a_hand(page_a)
    page_a.get_by_role("button", name="Save hand 1").tap()
    expect(page_a.get_by_role("status").first).to_have_text("Hand 1 saved.")
    banner = page_b.locator(".live-banner")
    expect(banner).to_have_text(
        "another phone saved hand 1 See the scoreboard", timeout=3000
    )
    expect(page_b.locator("#sync-status")).to_have_text("another phone saved hand 1")
    expect(
        page_b.get_by_role("group", name="Them", exact=True).get_by_label(
            "Points left in hand", exact=True
        )
    ).to_have_value("85")  # what B typed stays
    page_b.screenshot(path=screenshots / "live-banner-on-hand-page.png", full_page=True)
    banner.get_by_role("link", name="See the scoreboard").tap()
    expect(page_b.locator("[data-total='0']")).to_have_text(US_TOTAL)
    for context in (phone_a, phone_b):
        context.close()


def test_every_load_of_the_hand_page_puts_a_fresh_nonce_in_the_form(
    context, live_app, live_server
):
    game_id = a_game(live_app, sides=NO_PLAYERS, name=WIFI)
    page = context.new_page()
    drawn = []
    page.on(
        "response",
        lambda response: (
            drawn.append(response.text())
            if response.url.endswith("/hands/new") and response.request.method == "GET"
            else None
        ),
    )
    seen = []
    for _ in range(2):
        page.goto(f"{live_server}/g/{game_id}/hands/new")
        seen.append(page.locator("[name=nonce]").input_value())
    sent = [
        re.search(r'name="nonce" type="hidden" value="([0-9a-f]+)"', html).group(1)
        for html in drawn
    ]
    assert all(re.fullmatch("[0-9a-f]{32}", nonce) for nonce in seen)
    # the page's own nonce was replaced
    assert seen[0] != seen[1] and not set(seen) & set(sent)


def test_reloaded_while_offline_the_kept_hand_still_waits_then_lands_once(
    browser, browser_context_args, live_app, live_server, screenshots
):
    """The walk the phones issue asks for, with the service worker in control: A saves with the network
    off, reloads while still offline (the hand still waits, on the phone's copy of the scoreboard), goes
    online; the game then holds the hand once, and B's open scoreboard shows it within 3 s."""
    game_id = a_game(live_app, sides=NO_PLAYERS, name=WIFI)
    phone_a, phone_b = two_phones(browser, browser_context_args)
    board_b = phone_b.new_page()
    board_b.goto(f"{live_server}/g/{game_id}")
    page_a = phone_a.new_page()
    # A has seen the scoreboard: the phone keeps a copy
    controlled(page_a, f"{live_server}/g/{game_id}")
    wait_until_kept(page_a, f"/g/{game_id}")
    page_a.goto(f"{live_server}/g/{game_id}/hands/new")
    enter_a_hand(page_a)

    phone_a.set_offline(True)
    page_a.get_by_role("button", name="Save hand 1").tap()
    expect(page_a.locator("#sync-status")).to_have_text(
        "offline · waiting to be sent (1)"
    )
    page_a.reload()  # pull-to-refresh with no signal
    expect(page_a.locator("#offline-banner")).to_be_visible()
    expect(page_a.locator("#sync-status")).to_have_text(
        "offline · waiting to be sent (1)"
    )
    page_a.screenshot(path=screenshots / "offline-reload-kept.png", full_page=True)
    assert stored(live_app, game_id)["hands"] == []

    phone_a.set_offline(False)
    # sent, then polled
    expect(board_b.locator("[data-total='0']")).to_have_text(US_TOTAL, timeout=8000)
    expect(board_b.locator("[data-total='1']")).to_have_text(THEM_TOTAL)
    expect(page_a.locator("#sync-status")).not_to_contain_text("waiting")
    assert len(nonces(live_app, game_id)) == 1  # once, however often it was sent
    for context in (phone_a, phone_b):
        context.close()
