"""With the network gone the phone still keeps score: the hand form scores and checks the hand itself
(static/scorer/scorer_cards.js to scorer_game.js, proven the engine's twin by test_scorer_parity.py), shows
the breakdown live, and refuses what the server would refuse, with the server's own words."""

from factories import a_game
from playwright.sync_api import expect

from scorekeeper import storage

# Us: kings 7 × 10 = 70, a natural canasta 500, going out 100, and a bonus of 1000 written in = 1670, so
# Us needs 90 to open next (1500-2995). Them: queens 5 × 10 = 50, so Them still needs 50.
FIRST = {
    "results": [
        {"melds": [{"rank": "K", "natural": 7}], "went_out": True, "adjustment": 1000},
        {"melds": [{"rank": "Q", "natural": 5}]},
    ]
}
NOTHING = {"results": [{"melds": []}, {"melds": []}]}


def no_signal(app, hands=4):
    """Friday's game with `hands` hands played: FIRST, then hands of nothing."""
    return a_game(app, [FIRST, *[NOTHING] * (hands - 1)][:hands], name="No signal")


def stored_hands(app, game_id):
    db = storage.open_db(app.config["DATABASE"])
    try:
        return storage.get_game(db, game_id)["hands"]
    finally:
        db.close()


def us(page):
    return page.get_by_role("group", name="Us", exact=True)


def test_offline_the_hand_form_scores_the_hand_as_it_is_typed(
    context, live_app, live_server, screenshots
):
    game_id = no_signal(live_app)
    page = context.new_page()
    page.goto(f"{live_server}/g/{game_id}/hands/new")
    context.set_offline(True)
    page.get_by_role("button", name="Add Kings for Us").tap()
    us(page).get_by_label("Naturals", exact=True).fill("7")
    page.get_by_role("button", name="Add Aces for Us").tap()
    us(page).get_by_label("Naturals", exact=True).last.fill("3")
    page.get_by_text("Us went out", exact=True).tap()
    page.get_by_role("group", name="Them", exact=True).get_by_label(
        "Points left in hand", exact=True
    ).fill("40")
    # Us: kings 7 × 10 = 70, aces 3 × 20 = 60, natural canasta 500, going out 100 = 730 (130 ≥ Us's 90).
    # Them: nothing melded, 40 left in hand = −40.
    preview = page.locator("#preview")
    expect(preview.locator("[data-score='0']")).to_have_text("+730")
    expect(preview.locator("[data-score='1']")).to_have_text("−40")
    expect(preview).to_contain_text("Hand 5 would score")
    expect(preview.locator(".preview-side").first).to_contain_text("Melded cards")
    expect(preview.locator(".preview-side").first).to_contain_text("+500")
    # Totals then: 1670 + 730 = 2400; 50 − 40 = 10.
    expect(preview.locator(".preview-side").first).to_contain_text("Total then: 2400")
    expect(preview.locator(".preview-side").last).to_contain_text("Total then: 10")
    page.screenshot(path=screenshots / "offline-live-score.png", full_page=True)


def test_offline_a_hand_below_the_minimum_is_refused_with_the_servers_message(
    context, live_app, live_server, screenshots
):
    game_id = no_signal(live_app)
    page = context.new_page()
    page.goto(f"{live_server}/g/{game_id}/hands/new")
    context.set_offline(True)
    page.get_by_role("button", name="Add Kings for Us").tap()
    us(page).get_by_label("Naturals", exact=True).fill("3")
    page.get_by_text("Them went out", exact=True).tap()
    # Us melds kings 3 × 10 = 30, short of the 90 a side at 1670 needs.
    page.get_by_role("button", name="Save hand 5").tap()
    refused = page.locator("#refused")
    expect(refused).to_contain_text("Not saved: 2 problems")
    offline_messages = refused.locator("li").all_text_contents()
    assert (
        "Us: the melds total 30 points, less than the minimum initial meld of 90"
        in offline_messages
    )
    assert (
        page.evaluate(
            "Object.keys(localStorage).filter(k => k.startsWith('scorekeeper:outbox:')).length"
        )
        == 0
    )
    page.screenshot(path=screenshots / "offline-refused.png", full_page=True)

    context.set_offline(False)  # the server, asked the same, says the same
    expect(
        page.locator("#offline-banner")
    ).to_be_hidden()  # the page knows the server answers
    with (
        page.expect_navigation()
    ):  # the server's page (the refusal offline drew its own)
        page.get_by_role("button", name="Save hand 5").tap()
    expect(page.locator("#refused")).to_contain_text("Not saved: 2 problems")
    assert page.locator("#refused li").all_text_contents() == offline_messages
    assert len(stored_hands(live_app, game_id)) == 4


def enter(page, first, second, them_left):
    # Each meld line is filled once it is on the page, and read back: on a busy machine a fill
    # sent before the line was drawn was lost (the line kept its starting count).
    naturals = us(page).get_by_label("Naturals", exact=True)
    page.get_by_role("button", name=f"Add {first[0]} for Us").tap()
    expect(naturals).to_have_count(1)
    naturals.fill(first[1])
    expect(naturals).to_have_value(first[1])
    page.get_by_role("button", name=f"Add {second[0]} for Us").tap()
    expect(naturals).to_have_count(2)
    naturals.last.fill(second[1])
    expect(naturals.first).to_have_value(first[1])
    expect(naturals.last).to_have_value(second[1])
    page.get_by_text("Us went out", exact=True).tap()
    page.get_by_role("group", name="Them", exact=True).get_by_label(
        "Points left in hand", exact=True
    ).fill(them_left)


def board_says(page, totals, melds, dealer):
    for i, (total, meld) in enumerate(zip(totals, melds)):
        expect(page.locator(f"[data-total='{i}']")).to_have_text(total)
        expect(page.locator(f"[data-next-meld='{i}']")).to_have_text(meld)
    expect(page.locator(".next-dealer strong")).to_have_text(dealer)


def test_offline_two_hands_in_a_row_are_numbered_5_and_6_and_move_the_board_on(
    context, live_app, live_server, screenshots
):
    from test_offline import controlled, wait_until_kept

    game_id = no_signal(live_app)
    board, form = f"/g/{game_id}", f"/g/{game_id}/hands/new"
    page = context.new_page()
    controlled(page, live_server + board)
    wait_until_kept(page, board)
    page.goto(live_server + form)
    wait_until_kept(page, form)
    # Seats clockwise: Ana, Cleo, Ben, Dan; Ana dealt hand 1, so hand 5 is Ana's again.
    expect(page.locator("[data-context-dealer] strong")).to_have_text("Ana")

    context.set_offline(True)
    # Chromium may tell the page a moment after the call returns: a save tapped in that moment is
    # sent (the network still up for it), as it should be, and this test would find hand 5 stored.
    page.wait_for_function("!navigator.onLine")
    # Hand 5, Us: kings 7 × 10 + aces 3 × 20 = 130 ≥ 90, canasta 500, out 100 = +730 → 1670 + 730 = 2400.
    # Them: 40 left in hand = −40 → 50 − 40 = 10.
    enter(page, ("Kings", "7"), ("Aces", "3"), "40")
    page.get_by_role("button", name="Save hand 5").tap()
    # the phone's copy of the scoreboard
    expect(page.locator(".board-title")).to_have_text("No signal")
    waiting = page.locator(".outbox .waiting-entry")
    expect(waiting).to_have_count(1)
    expect(waiting.first).to_contain_text(
        "Hand 5: waiting to be sent · Us +730 (2400) · Them −40 (10)"
    )
    # 2400 is still in 1500-2995: Us needs 90; 10 is in 0-1495: Them needs 50. Next to deal: Cleo.
    board_says(page, ["2400", "10"], ["90", "50"], "Cleo")

    page.get_by_role("link", name="Record hand 6").tap()
    expect(page.locator(".hand-head h1")).to_have_text("Hand 6")
    expect(page.locator("[data-context-dealer] strong")).to_have_text("Cleo")
    expect(page.locator("[data-before='0']")).to_have_text("2400")
    expect(page.locator("p.context > strong").first).to_have_text("90")  # Us's minimum
    # Hand 6, Us: queens 7 × 10 + jacks 4 × 10 = 110 ≥ 90, canasta 500, out 100 = +710 → 3110.
    # Them: −40 → −30.
    enter(page, ("Queens", "7"), ("Jacks", "4"), "40")
    expect(page.locator("#preview [data-score='0']")).to_have_text("+710")
    page.get_by_role("button", name="Save hand 6").tap()
    expect(waiting).to_have_count(2)
    expect(waiting.nth(1)).to_contain_text(
        "Hand 6: waiting to be sent · Us +710 (3110) · Them −40 (−30)"
    )
    # 3110 is past 3000: Us needs 120; −30 is negative: Them needs 15. Next to deal: Ben.
    board_says(page, ["3110", "−30"], ["120", "15"], "Ben")
    expect(page.locator("[data-to-go='0']")).to_have_text("1890 to go")  # 5000 − 3110
    expect(page.locator("[data-record-hand]")).to_have_text("Record hand 7")
    page.screenshot(path=screenshots / "offline-two-hands-waiting.png", full_page=True)
    assert len(stored_hands(live_app, game_id)) == 4

    # both land, once each, and the server's numbers are the phone's
    context.set_offline(False)
    expect(page.locator("#sync-status")).to_have_text("saved", timeout=10000)
    hands = stored_hands(live_app, game_id)
    assert len(hands) == 6
    page.goto(live_server + board)
    board_says(page, ["3110", "−30"], ["120", "15"], "Ben")
    expect(page.locator(".outbox")).to_have_count(0)
    expect(page.locator("#offline-banner")).to_be_hidden()


def test_offline_a_refused_hand_once_fixed_loses_its_red_notes_and_is_kept(
    context, live_app, live_server
):
    game_id = no_signal(live_app)
    page = context.new_page()
    page.goto(f"{live_server}/g/{game_id}/hands/new")
    context.set_offline(True)
    page.get_by_role("button", name="Add Kings for Us").tap()
    us(page).get_by_label("Naturals", exact=True).fill("3")  # 30, under Us's 90
    page.get_by_role("button", name="Save hand 5").tap()
    expect(page.locator("#refused")).to_contain_text("Not saved: 1 problem")
    expect(page.locator("#refused li")).to_contain_text("less than the minimum")
    # Said once: the note beside the box waits under the refusal's list (issue 43), and the bar
    # keeps the score typed: kings 3 × 10 = 30, Them nothing.
    expect(page.locator("[data-errors='s0.melds']")).to_be_hidden()
    expect(page.locator(".live-scores")).to_have_text("Us +30 · Them 0")

    us(page).get_by_label("Naturals", exact=True).fill("7")  # kings 7 × 10 = 70
    page.get_by_role("button", name="Add Aces for Us").tap()
    # aces 3 × 20 = 60: 130 in all, over 90
    us(page).get_by_label("Naturals", exact=True).last.fill("3")
    expect(page.locator("#refused")).to_have_count(0)
    expect(page.locator("[data-errors='s0.melds'] li")).to_have_count(0)
    expect(page.locator(".live-scores")).not_to_contain_text("fix the red notes")
    # Us: 130 melded + a natural canasta 500 = +630; Them: nothing = 0.
    expect(page.locator(".live-scores")).to_have_text("Us +630 · Them 0")
    page.get_by_role("button", name="Save hand 5").tap()
    # No copy of the scoreboard on this phone (no service worker yet): the form says the hand is kept.
    expect(page.locator(".kept-banner")).to_contain_text("Hand 5 is kept on this phone")
