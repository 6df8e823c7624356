"""Offline from anywhere, over HTTPS at the table: a phone that once saw a game records its next hand
with no signal from the scoreboard, from the games list, or from a fresh start of the installed app.
The form it opens is the game as the phone last knew it plus the hands it keeps (number, dealer,
minimums, totals), never the phone's old copy of an earlier hand's form; a saved hand's draft does
not come back; and the hands kept land once each, in order, when the signal returns.

Seats clockwise: Ana (Us), Cleo (Them), Ben (Us), Dan (Them); Ana deals hand 1. Classic minimums:
below 0 → 15, 0-1495 → 50, 1500-2995 → 90, 3000 and more → 120."""

import pytest
from playwright.sync_api import expect
from table_https import Phone, Table
from taps import keep
from test_offline import HAND, add_hand_on_the_server, controlled, wait_until_kept
from test_offline_scoring import board_says, enter, no_signal, stored_hands, us


@pytest.fixture
def table(tmp_path):
    served = Table(tmp_path / "table")
    yield served
    served.close()


@pytest.fixture
def phone(browser_type, browser_context_args, tmp_path, table):
    held = Phone(browser_type, browser_context_args, tmp_path / "phone", table)
    yield held
    held.stop()
    assert not held.violations, f"CSP violations: {held.violations}"


def first_page(context):
    return context.pages[0] if context.pages else context.new_page()


def form_says(page, number, dealer, minimums, before):
    """The hand form's head: its number, who deals, each side's minimum and total before it."""
    expect(page.locator(".hand-head h1")).to_have_text(f"Hand {number}")
    expect(page.get_by_role("button", name=f"Save hand {number}")).to_be_visible()
    expect(page.locator("[data-context-dealer] strong")).to_have_text(dealer)
    for i, (minimum, total) in enumerate(zip(minimums, before)):
        expect(page.locator("p.context > strong").nth(i)).to_have_text(minimum)
        expect(page.locator(f"[data-before='{i}']")).to_have_text(total)


def drafts(page) -> list[str]:
    return page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('scorekeeper:draft:'))"
    )


def no_drafts_left(page):
    page.wait_for_function(
        "() => !Object.keys(localStorage).some(k => k.startsWith('scorekeeper:draft:'))"
    )


def save_offline(page, number):
    """Save on the form with no signal: the phone keeps the hand and shows its copy of the board.
    The page first says it is offline (a page from the worker's copy learns it a moment after it
    shows; some Chromium releases also report navigator.onLine late)."""
    expect(page.locator("#offline-banner")).to_be_visible()
    page.get_by_role("button", name=f"Save hand {number}").tap()
    expect(page.get_by_role("link", name=f"Record hand {number + 1}")).to_be_visible()


def landed(page, context):
    """The signal returns: every kept hand is sent, and the phone says all is saved."""
    context.set_offline(False)
    expect(page.locator("#sync-status")).to_have_text("saved", timeout=20000)


def test_from_the_scoreboard_the_next_two_hands_are_3_and_4_and_both_land(table, phone):
    """N1: hand 2 saved online, the signal drops on the scoreboard, Record hand 3.

    Hand 1 (stored): Us kings 70 + canasta 500 + out 100 + 1000 written in = 1670; Them queens 50.
    Hand 2 (online): Us kings 70 + aces 60 + canasta 500 + out 100 = +730 → 2400; Them −40 → 10.
    Hand 3 (offline, Ben deals): Us +730 → 3130 (90 to open: 2400 is in 1500-2995); Them −45 → −35.
    Hand 4 (offline, Dan deals): Us needs 120 (3130 ≥ 3000), melds 130: +730 → 3860; Them needs 15
    (−35 < 0): −20 → −55. Next: hand 5, Ana deals; Us needs 120, Them 15."""
    game_id = no_signal(table.app, hands=1)
    board = f"/g/{game_id}"
    context = phone.start()
    page = first_page(context)
    controlled(page, table.url + board)
    wait_until_kept(page, board)
    page.get_by_role("link", name="Record hand 2").tap()
    form_says(page, 2, "Cleo", ["90", "50"], ["1670", "50"])
    wait_until_kept(page, board + "/hands/new")  # the phone's copy is hand 2's form
    enter(page, ("Kings", "7"), ("Aces", "3"), "40")
    assert drafts(page) == [f"scorekeeper:draft:game-{game_id}-new-2"]
    page.get_by_role("button", name="Save hand 2").tap()
    board_says(page, ["2400", "10"], ["90", "50"], "Ben")
    no_drafts_left(page)  # N2: hand 2 is saved, its draft is gone

    context.set_offline(True)
    page.get_by_role("link", name="Record hand 3").tap()
    form_says(page, 3, "Ben", ["90", "50"], ["2400", "10"])
    expect(page.locator(".draft-note")).to_be_hidden()
    expect(us(page).get_by_label("Naturals", exact=True)).to_have_count(0)
    enter(page, ("Kings", "7"), ("Aces", "3"), "45")
    expect(page.locator("#preview [data-score='0']")).to_have_text("+730")
    save_offline(page, 3)
    expect(page.locator(".outbox .waiting-entry")).to_contain_text(
        "Hand 3: waiting to be sent · Us +730 (3130) · Them −45 (−35)"
    )
    board_says(page, ["3130", "−35"], ["120", "15"], "Dan")

    page.get_by_role("link", name="Record hand 4").tap()
    form_says(page, 4, "Dan", ["120", "15"], ["3130", "−35"])
    enter(page, ("Kings", "7"), ("Aces", "3"), "20")
    save_offline(page, 4)
    expect(page.locator(".outbox .waiting-entry")).to_have_count(2)
    board_says(page, ["3860", "−55"], ["120", "15"], "Ana")
    assert len(stored_hands(table.app, game_id)) == 2

    # N3: the second is not "the game changed while you were typing"
    landed(page, context)
    hands = stored_hands(table.app, game_id)
    assert [h["record"]["results"][1].get("hand_points") for h in hands[2:]] == [45, 20]
    assert len(hands) == 4
    page.goto(table.url + board)
    board_says(page, ["3860", "−55"], ["120", "15"], "Ana")
    expect(page.get_by_role("link", name="Record hand 5")).to_be_visible()
    expect(page.locator(".outbox")).to_have_count(0)


def test_from_the_games_list_a_form_never_opened_online_is_there_and_up_to_date(
    table, phone
):
    """The phone saw the scoreboard only (the worker kept its form then, at hand 5); another phone
    saved hand 5 since, and the phone saw that scoreboard. Offline from the games list: hand 6.

    Four hands stored: Us 1670, Them 50 (as in test_offline_scoring.py). Hand 5 (another phone,
    Ana deals): Us kings 70 + aces 60 + canasta 500 + red three 100 + out 100 = +830 → 2500; Them
    −40 → 10. Hand 6 (Cleo deals; Us needs 90, Them 50): Us +730 → 3230; Them −40 → −30.
    Next: hand 7, Ben deals; Us needs 120, Them 15."""
    game_id = no_signal(table.app)
    board = f"/g/{game_id}"
    context = phone.start()
    page = first_page(context)
    controlled(page, table.url + board)
    keep(page)  # Keep in my games: the game is on this phone's list
    wait_until_kept(page, board + "/hands/new")
    add_hand_on_the_server(table.app, game_id)
    assert HAND["results"][0]["red_threes"] == 1
    page.goto(table.url + board)
    board_says(page, ["2500", "10"], ["90", "50"], "Cleo")
    page.goto(table.url + "/")
    expect(page.get_by_role("link", name="No signal").first).to_be_visible()

    context.set_offline(True)
    page.get_by_role("link", name="No signal").first.tap()
    page.get_by_role("link", name="Record hand 6").tap()
    form_says(page, 6, "Cleo", ["90", "50"], ["2500", "10"])
    enter(page, ("Kings", "7"), ("Aces", "3"), "40")
    save_offline(page, 6)
    board_says(page, ["3230", "−30"], ["120", "15"], "Ben")

    landed(page, context)
    assert len(stored_hands(table.app, game_id)) == 6
    page.goto(table.url + board)
    board_says(page, ["3230", "−30"], ["120", "15"], "Ben")


def test_a_fresh_start_of_the_app_with_only_the_workers_copies_records_the_next_hand(
    table, phone
):
    """Hand 5 saved online; the app is closed and started again with no signal, its store emptied
    (only the service worker's copies are left: the scoreboard after hand 5, hand 5's form).

    Four hands stored: Us 1670, Them 50. Hand 5 (online, Ana deals): Us kings 70 + aces 60 +
    canasta 500 + out 100 = +730 → 2400; Them −40 → 10. Hand 6 (offline, Cleo deals; Us needs 90,
    Them 50): Us queens 70 + jacks 40 + canasta 500 + out 100 = +710 → 3110; Them −30 → −20.
    Next: hand 7, Ben deals; Us needs 120 (3110 ≥ 3000), Them 15 (−20 < 0)."""
    game_id = no_signal(table.app)
    board = f"/g/{game_id}"
    page = first_page(phone.start())
    controlled(page, table.url + board)
    page.get_by_role("link", name="Record hand 5").tap()
    wait_until_kept(page, board + "/hands/new")
    enter(page, ("Kings", "7"), ("Aces", "3"), "40")
    page.get_by_role("button", name="Save hand 5").tap()
    board_says(page, ["2400", "10"], ["90", "50"], "Cleo")
    page.evaluate("localStorage.clear()")
    phone.stop()

    context = phone.start(offline=True)
    page = first_page(context)
    page.goto(table.url + "/")  # the home-screen icon: the last scoreboard seen
    expect(page.locator("#offline-banner")).to_be_visible()
    board_says(page, ["2400", "10"], ["90", "50"], "Cleo")
    page.get_by_role("link", name="Record hand 6").tap()
    form_says(page, 6, "Cleo", ["90", "50"], ["2400", "10"])
    enter(page, ("Queens", "7"), ("Jacks", "4"), "30")
    expect(page.locator("#preview [data-score='0']")).to_have_text("+710")
    save_offline(page, 6)
    board_says(page, ["3110", "−20"], ["120", "15"], "Ben")

    landed(page, context)
    hands = stored_hands(table.app, game_id)
    assert len(hands) == 6 and hands[5]["record"]["results"][1]["hand_points"] == 30
