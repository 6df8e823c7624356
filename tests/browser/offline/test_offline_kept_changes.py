"""A correction or deletion kept on the phone, then the next hand kept after it: back online both
land once, in order, and the hand is not "the game changed while you were typing" (the phone names
the correction or deletion in queued_after: web/actions/queued_hands.py). Offline, the next hand's
form numbers and deals it as the game will stand (a deletion leaves one hand fewer) and says that
its totals leave out the kept correction or deletion: no page the phone keeps carries the old
hand's score (static/scorer/scorer_form.js standing).

Four hands stored (test_offline_scoring.py no_signal): hand 1 Us 1670, Them 50; hands 2-4 score
nothing. Seats clockwise Ana, Cleo, Ben, Dan; Ana deals hand 1. Classic minimums: below 0 → 15,
0-1495 → 50, 1500-2995 → 90, 3000 and more → 120."""

from playwright.sync_api import expect
from test_offline import controlled, wait_until_kept
from test_offline_scoring import board_says, enter, no_signal, stored_hands

from scorekeeper import storage

WAIT = "The totals and minimums here leave out the correction or deletion kept on this phone"


def version(app, game_id) -> int:
    db = storage.open_db(app.config["DATABASE"])
    try:
        return storage.get_game(db, game_id)["version"]
    finally:
        db.close()


def ready_offline(page, context, live_server, game_id, change_path):
    """The phone saw the scoreboard and the next hand's form (the worker keeps both), opens the
    correction or deletion page online, and the signal drops."""
    board, form = f"/g/{game_id}", f"/g/{game_id}/hands/new"
    controlled(page, live_server + board)
    wait_until_kept(page, board)
    page.goto(live_server + form)
    wait_until_kept(page, form)
    page.goto(live_server + change_path)
    context.set_offline(True)


def form_says(page, number, dealer, minimums, before):
    expect(page.locator(".hand-head h1")).to_have_text(f"Hand {number}")
    expect(page.locator("[data-context-dealer] strong")).to_have_text(dealer)
    for i, (minimum, total) in enumerate(zip(minimums, before)):
        expect(page.locator("p.context > strong").nth(i)).to_have_text(minimum)
        expect(page.locator(f"[data-before='{i}']")).to_have_text(total)


def back_online(page, context):
    """Every kept save is sent; a refused one would leave "not sent" in the status line."""
    context.set_offline(False)
    expect(page.locator("#sync-status")).to_have_text("saved", timeout=20000)


def test_a_hand_corrected_offline_and_the_next_hand_both_land_in_order(
    context, live_app, live_server
):
    """Offline, hand 2 is corrected: Them held 30 (−30). Then hand 5 (Ana deals; Us needs 90 from
    1670, Them 50 from 50): Us kings 70 + aces 60 + canasta 500 + out 100 = +730; Them −40.
    The form shows the totals before the correction (1670, 50) and says so. Landed: Us 1670 + 730
    = 2400; Them 50 − 30 − 40 = −20. Next: hand 6, Cleo deals; Us needs 90, Them 15."""
    game_id = no_signal(live_app)
    first = version(live_app, game_id)
    page = context.new_page()
    ready_offline(page, context, live_server, game_id, f"/g/{game_id}/hands/2/edit")
    page.get_by_role("group", name="Them", exact=True).get_by_label(
        "Points left in hand", exact=True
    ).fill("30")
    page.get_by_role("button", name="Save correction").tap()
    waiting = page.locator(".outbox .waiting-entry")
    expect(waiting).to_have_count(1)  # the phone's copy of the scoreboard
    expect(waiting.first).to_contain_text("Correction of hand 2")
    expect(page.locator("[data-totals-wait]")).to_contain_text(WAIT)

    page.get_by_role("link", name="Record hand 5").tap()
    form_says(page, 5, "Ana", ["90", "50"], ["1670", "50"])
    expect(page.locator("[data-totals-wait]")).to_contain_text(WAIT)
    enter(page, ("Kings", "7"), ("Aces", "3"), "40")
    page.get_by_role("button", name="Save hand 5").tap()
    expect(waiting).to_have_count(2)
    assert version(live_app, game_id) == first

    back_online(page, context)
    hands = stored_hands(live_app, game_id)
    assert len(hands) == 5
    assert hands[1]["record"]["results"][1]["hand_points"] == 30
    assert hands[4]["record"]["results"][1]["hand_points"] == 40
    assert [c["action"] for c in hands[1]["changes"]] == ["add", "edit"]
    assert version(live_app, game_id) == first + 2  # once each
    page.goto(live_server + f"/g/{game_id}")
    board_says(page, ["2400", "−20"], ["90", "15"], "Cleo")
    expect(page.get_by_role("link", name="Record hand 6")).to_be_visible()
    expect(page.locator(".outbox")).to_have_count(0)
    expect(page.locator("[data-totals-wait]")).to_have_count(0)


def test_a_hand_deleted_offline_and_the_next_hand_both_land_in_order(
    context, live_app, live_server
):
    """Offline, hand 2 (nothing scored) is deleted: three hands are left, so the next is hand 4,
    and Dan deals it (Ana, Cleo, Ben dealt 1-3). Us needs 90 (1670), Them 50 (50). Hand 4: Us
    +730 as above; Them −40. Landed: Us 2400, Them 10. Next: hand 5, Ana deals; Us needs 90,
    Them 50."""
    game_id = no_signal(live_app)
    first = version(live_app, game_id)
    page = context.new_page()
    ready_offline(page, context, live_server, game_id, f"/g/{game_id}/hands/2/delete")
    page.get_by_role("button", name="Delete hand 2").tap()
    waiting = page.locator(".outbox .waiting-entry")
    expect(waiting).to_have_count(1)
    expect(waiting.first).to_contain_text("Deletion of hand 2")
    expect(page.locator("[data-record-hand]")).to_have_text("Record hand 4")
    board_says(page, ["1670", "50"], ["90", "50"], "Dan")

    page.get_by_role("link", name="Record hand 4").tap()
    form_says(page, 4, "Dan", ["90", "50"], ["1670", "50"])
    expect(page.locator("[data-totals-wait]")).to_contain_text(WAIT)
    enter(page, ("Kings", "7"), ("Aces", "3"), "40")
    page.get_by_role("button", name="Save hand 4").tap()
    expect(waiting).to_have_count(2)
    expect(waiting.nth(1)).to_contain_text("Hand 4: waiting to be sent")

    back_online(page, context)
    hands = stored_hands(live_app, game_id)
    assert len(hands) == 4
    assert [h["record"]["results"][1].get("hand_points") for h in hands[1:]] == [
        None,
        None,
        40,
    ]
    assert version(live_app, game_id) == first + 2
    page.goto(live_server + f"/g/{game_id}")
    board_says(page, ["2400", "10"], ["90", "50"], "Ana")
    expect(page.get_by_role("link", name="Record hand 5")).to_be_visible()
    expect(page.locator(".outbox")).to_have_count(0)
